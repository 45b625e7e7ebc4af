/**
 * `paysim replay FILE --target URL`: play a recording of `paysim proxy --record` against a
 * server and compare each answer with the recorded one (proxy/replay.ts). Exit code 0 when
 * every answer matched and kept to the contract, 1 on a difference or a violation, 2 when it
 * could not run (no such file, not a recording, a target that does not answer).
 */
import { resolve } from "node:path";
import { request } from "undici";
import { type CommandSpec, type Parsed, bool, num, str } from "./args.js";
import { CliError } from "./errors.js";
import { httpUrl } from "./proxy.js";

export const replayCommand: CommandSpec = {
  usage: "paysim replay FILE --target URL [--control URL] [--client-id ID --client-secret SECRET] [options]",
  summary: "Play a recording (paysim proxy --record) against a server, comparing each answer with the recorded one; exits 1 on a difference.",
  positional: [{ name: "FILE", help: "the recording (JSON lines)", required: true }],
  flags: [
    {
      name: "target",
      kind: "string",
      env: "PAYSIM_TARGET",
      value: "URL",
      help: "the server's base URL, with the version (e.g. http://127.0.0.1:4010/2025-10-13)",
    },
    { name: "control", kind: "string", value: "URL", help: "root URL of the target's control API (default: the target without its version)" },
    {
      name: "client-id",
      kind: "string",
      env: "PAYSIM_CLIENT_ID",
      default: "sandbox_client_id",
      value: "ID",
      help: "credentials standing in for the recording's own platform",
    },
    { name: "client-secret", kind: "string", env: "PAYSIM_CLIENT_SECRET", default: "sandbox_client_secret", value: "SECRET", help: "their secret" },
    { name: "keep-idempotency-keys", kind: "boolean", help: "send the recorded Idempotency-Keys as they are (default: suffixed per replay)" },
    { name: "timeout", kind: "count", default: "30000", value: "MS", help: "per-request timeout" },
    { name: "out", kind: "string", default: "reports", value: "DIR", help: "where replay.json, replay.html and replay.junit.xml go" },
  ],
};

/** The target must answer something (any status) before a replay starts. */
async function reachable(target: string): Promise<void> {
  try {
    const r = await request(target, { method: "GET", headersTimeout: 5000, bodyTimeout: 5000 });
    await r.body.dump();
  } catch (e) {
    const err = e as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
    throw new CliError(`the target ${target} does not answer (${err.code ?? err.cause?.code ?? err.name}); start it first, or check the URL`);
  }
}

export async function runReplay(args: Parsed, out: (line: string) => void = (l) => process.stdout.write(l + "\n")): Promise<number> {
  const file = resolve(args.positional[0]);
  const raw = str(args, "target");
  if (!raw) throw new CliError("--target is required (the server's base URL, e.g. http://127.0.0.1:4010/2025-10-13)");
  const target = httpUrl(raw, "target");
  const control = str(args, "control") ? httpUrl(str(args, "control")!, "control") : undefined;
  const { RecordingError, readRecording } = await import("../proxy/recording.js");
  try {
    readRecording(file);
  } catch (e) {
    if (e instanceof RecordingError) throw new CliError(e.message);
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(`cannot read ${file} (${code ?? (e as Error).message})`);
  }
  await reachable(target);
  const { runReplay: replay } = await import("../proxy/replay.js");
  const report = await replay({
    file,
    target,
    control,
    credentials: { id: str(args, "client-id")!, secret: str(args, "client-secret")! },
    timeoutMs: num(args, "timeout")!,
    keepIdempotencyKeys: bool(args, "keep-idempotency-keys"),
    log: out,
  });
  const { writeReports } = await import("../proxy/report/files.js");
  const files = writeReports(report, resolve(str(args, "out")!), "replay");
  const t = report.totals;
  out(
    `paysim replay: ${t.exchanges} exchange${t.exchanges === 1 ? "" : "s"} against ${target}: ${t.differences} difference${t.differences === 1 ? "" : "s"} (${t.notCompared} not compared), ${t.violations} violation${t.violations === 1 ? "" : "s"}`,
  );
  out(`reports: ${files.html}\n         ${files.junit}\n         ${files.json}`);
  return t.differences > 0 || t.violations > 0 ? 1 : 0;
}
