/**
 * The README quickstart, run as written through `paysim proxy --shadow --record`: it passes as
 * it does against the simulator, the shadow finds no difference, and the recording holds no
 * secret. That recording (plus one refused lookup) played by `paysim replay` against a fresh
 * simulator gives no difference; against each drifted upstream, the drift is found, named by
 * its operation, pointer and both values, and the command exits 1.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DRIFTS } from "./drifts.js";
import { UNKNOWN_CUSTOMER } from "./flows.js";
import { AUTH, driftedUpstream, runQuickstart, startTestProxy, startUpstream, type Upstream } from "./support.js";
import { runReplay } from "../../proxy/replay.js";
import { parseCommand } from "../../cli/args.js";
import { replayCommand, runReplay as replayCli } from "../../cli/replay.js";

const dir = mkdtempSync(join(tmpdir(), "paysim-replay-"));
const recording = join(dir, "quickstart.jsonl");
let upstream: Upstream;
let fresh: Upstream;

beforeAll(async () => {
  upstream = await startUpstream();
  fresh = await startUpstream();
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  await fresh?.close();
});

describe("the quickstart through paysim proxy --shadow --record", () => {
  it("runs as written, with no difference, no violation, and a recording without secrets", async () => {
    const proxy = await startTestProxy(upstream.baseUrl, {
      shadow: { kind: "regulated" },
      record: { file: recording, secrets: false, maxBytes: 10_000_000, maxBodyBytes: 262_144 },
    });
    try {
      const r = await runQuickstart(proxy.baseUrl, upstream.keyFile);
      expect(r.code, r.out).toBe(0);
      const lines = r.out.split("\n");
      expect(lines).toContain("APPROVED");
      expect(lines.indexOf("COMPLETED")).toBeGreaterThan(lines.indexOf("PROCESSING"));
      // Every delivery the quickstart's receiver got verifies with the upstream's key: none came from the shadow.
      // (Its log file is the quickstart's own fixed path, which another run of the quickstart may share: no count.)
      expect(r.out).not.toMatch(/^REJECTED /m);
      const refused = await fetch(`${proxy.baseUrl}/customers/${UNKNOWN_CUSTOMER}`, { headers: { authorization: AUTH } });
      expect(refused.status).toBe(404);
      await refused.text();
      await proxy.settled();
    } finally {
      await proxy.close();
    }
    const report = proxy.session.report();
    expect(report.totals.exchanges).toBe(11);
    expect(report.differences).toEqual([]);
    expect(report.notCompared).toEqual([]);
    expect(report.violations).toEqual([]);
    // The shadow's webhooks went to its sink, never to the quickstart's receiver.
    expect(proxy.shadow!.deliveries()).toBeGreaterThanOrEqual(1);
    const text = readFileSync(recording, "utf8");
    expect(text).not.toContain("sandbox_client_secret");
    expect(text).not.toContain(Buffer.from("sandbox_client_id:sandbox_client_secret").toString("base64"));
    const rows = text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(rows[0]).toMatchObject({ paysim: "recording", version: 1, redacted: true });
    expect(rows[1].requestHeaders.authorization).toBe("Basic sandbox_client_id:redacted-secret-1");
    expect(rows.filter((x) => x.control).map((x) => x.path)).toEqual(["/_sim/clock/advance"]);
  }, 90_000);

  it("replays against a fresh simulator with no difference", async () => {
    const report = await runReplay({
      file: recording,
      target: fresh.baseUrl,
      timeoutMs: 10_000,
      credentials: { id: "sandbox_client_id", secret: "sandbox_client_secret" },
      log: () => {},
    });
    expect(report.totals.exchanges).toBe(11);
    expect(report.differences).toEqual([]);
    expect(report.notCompared).toEqual([]);
    expect(report.violations).toEqual([]);
  }, 30_000);

  for (const d of DRIFTS) {
    it(`replays against a drifted upstream and finds ${d.name}`, async () => {
      const drifted = await driftedUpstream(fresh.rootUrl, d.drift);
      try {
        const lines: string[] = [];
        const report = await runReplay({
          file: recording,
          target: drifted.baseUrl,
          timeoutMs: 10_000,
          credentials: { id: "sandbox_client_id", secret: "sandbox_client_secret" },
          log: (l) => lines.push(l),
        });
        const found = report.differences.filter((x) => x.operation === d.expect.operation && x.pointer === d.expect.pointer);
        // A replay's reference is the recording (the simulator's answer), its other side the drifted target.
        expect(
          found.map(({ kind, reference, observed }) => ({ kind, reference, observed })),
          JSON.stringify(report.differences, null, 1),
        ).toEqual([{ kind: d.expect.kind, reference: d.expect.observed, observed: d.expect.reference }]);
        expect(new Set(report.differences.map((x) => x.seq)).size).toBe(1);
        expect(lines.some((l) => l.includes("DRIFT") && l.includes(d.expect.operation))).toBe(true);
      } finally {
        await drifted.close();
      }
    }, 30_000);
  }

  it("paysim replay exits 0 against a fresh simulator and 1 against a drifted one, with its reports", async () => {
    const out = join(dir, "reports");
    const quiet = () => undefined;
    const args = (target: string) => parseCommand(replayCommand, [recording, "--target", target, "--out", out], {});
    expect(await replayCli(args(fresh.baseUrl), quiet)).toBe(0);
    const drifted = await driftedUpstream(fresh.rootUrl, DRIFTS[4].drift);
    try {
      expect(await replayCli(args(drifted.baseUrl), quiet)).toBe(1);
    } finally {
      await drifted.close();
    }
    for (const f of ["replay.json", "replay.html", "replay.junit.xml"]) expect(existsSync(join(out, f)), f).toBe(true);
    expect(readFileSync(join(out, "replay.junit.xml"), "utf8")).toMatch(/<failure type="state"/);
    expect(readFileSync(join(out, "replay.html"), "utf8")).toContain("/status");
  }, 60_000);
});
