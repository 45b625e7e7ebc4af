/**
 * `paysim replay FILE --target URL`: a recording played, in order, against any server (the
 * simulator, another version of it, an implementer's), with the shadow's id mapping and
 * normalisation: each answer compared with the recorded one, and checked against the
 * contract. Control calls the rules name (a clock moved, a platform made) are repeated when
 * the target serves a control API. Credentials: a platform the recording made is made again
 * with the same (redacted) ones; the first other credential is replaced by the given one.
 */
import { randomBytes } from "node:crypto";
import { Agent } from "undici";
import { Contract } from "../contract/operations.js";
import { checkAnswer } from "./check-response.js";
import { IdMap } from "./id-map.js";
import { Player } from "./player.js";
import { readRecording } from "./recording.js";
import { loadRules, type Rules } from "./rules.js";
import { Session, type Report } from "./session.js";
import { startSink } from "./sink.js";

export interface ReplayOptions {
  file: string;
  /** The target's base URL, with the version. */
  target: string;
  /** The target's root (where a control API would be); default: the target without its version. */
  control?: string;
  /** Credentials standing in for the recording's own platform (the first credential it uses that it did not make). */
  credentials?: { id: string; secret: string };
  timeoutMs: number;
  /** Send the recorded Idempotency-Keys as they are (default: each gets this replay's suffix). */
  keepIdempotencyKeys?: boolean;
  log: (line: string) => void;
  rules?: Rules;
  contract?: Contract;
}

export async function runReplay(o: ReplayOptions): Promise<Report> {
  const contract = o.contract ?? Contract.load();
  const rules = o.rules ?? loadRules();
  const { exchanges } = readRecording(o.file);
  const version = `/${contract.doc.info?.version ?? "2025-10-13"}`;
  const base = o.target.replace(/\/+$/, "");
  const root = (o.control ?? (base.endsWith(version) ? base.slice(0, -version.length) : base)).replace(/\/+$/, "");
  const session = new Session("paysim replay", o.file, { reference: "recorded", observed: "target" }, o.log, base);
  const map = new IdMap(rules.embedded);
  session.pairedIds = () => map.size;
  const sink = await startSink();
  const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 8 });
  let given = o.credentials;
  const player = new Player({
    target: { base, root },
    rules,
    map,
    contract,
    dispatcher,
    timeoutMs: o.timeoutMs,
    sinkUrl: sink.url,
    names: { reference: "recorded", observed: "target" },
    idempotencySuffix: o.keepIdempotencyKeys ? undefined : `r${randomBytes(4).toString("hex")}`,
    credential: async (id, secret) => {
      if (!given) return undefined;
      const use = given;
      given = undefined;
      if (use.id !== id) map.learn(id, use.id);
      if (use.secret !== secret) map.learn(secret, use.secret);
      return use;
    },
  });
  try {
    for (const ex of exchanges) {
      if (ex.control) {
        await player.mirror(ex);
        continue;
      }
      const p = await player.play(ex);
      session.exchange({ seq: ex.seq, at: ex.at, method: ex.method, path: ex.path, operation: p.operation, status: ex.status, violations: 0, differences: 0 });
      const op = contract.match(ex.method, ex.path.split("?")[0]);
      if (op && p.answer)
        session.addViolations(checkAnswer(contract, op, p.answer.status, p.answer.contentType, p.answer.body).map((v) => ({ ...v, seq: ex.seq })));
      session.played(ex.seq, p.status, p.differences, p.notCompared ? { operation: p.operation, reason: p.notCompared } : undefined);
    }
  } finally {
    await sink.close();
    await dispatcher.close();
  }
  if (map.refused) session.notes.push(`${map.refused} id pairs were not kept (the id map was full)`);
  return session.report();
}
