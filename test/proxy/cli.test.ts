/**
 * `paysim proxy` and `paysim replay` as commands (run in this process through cli/main.ts and
 * their modules): --help, each mistake one line on stderr with exit code 2, and `paysim proxy
 * --shadow` in front of a drifted upstream ending with exit code 1, the difference on the
 * console and the three report files.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../cli/main.js";
import { parseCommand } from "../../cli/args.js";
import { proxyCommand, runProxy } from "../../cli/proxy.js";
import { freePort } from "../support/ports.js";
import { DRIFTS } from "./drifts.js";
import { quickstartCalls } from "./flows.js";
import { driftedUpstream, startUpstream, type Upstream } from "./support.js";

const dir = mkdtempSync(join(tmpdir(), "paysim-drift-cli-"));
let upstream: Upstream;

beforeAll(async () => {
  upstream = await startUpstream();
}, 60_000);

afterAll(async () => {
  await upstream?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** main(argv) with stdout and stderr captured. */
async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  vi.spyOn(process.stdout, "write").mockImplementation((s) => ((out += String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s) => ((err += String(s)), true));
  const code = await main(argv);
  vi.restoreAllMocks();
  return { code, out, err };
}

function oneLine(r: { code: number; err: string }, pattern: RegExp): void {
  expect(r.code, r.err).toBe(2);
  const lines = r.err.split("\n").filter(Boolean);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
}

describe("paysim proxy and paysim replay on the command line", () => {
  it("print their usage on --help and are listed by paysim --help", async () => {
    for (const cmd of ["proxy", "replay"]) {
      const r = await run(cmd, "--help");
      expect(r.code).toBe(0);
      expect(r.out).toMatch(new RegExp(`^usage: paysim ${cmd}`));
    }
    expect((await run("--help")).out).toMatch(/proxy .*\n\s+replay /);
  });

  it("say what is wrong in one line with exit code 2", async () => {
    oneLine(await run("proxy"), /^paysim proxy: --upstream is required/);
    oneLine(await run("proxy", "--upstream", "ftp://x"), /--upstream must be an http\(s\) URL/);
    oneLine(await run("proxy", "--upstream", "http://127.0.0.1:1/v1"), /--upstream must end with the API version \/2025-10-13/);
    oneLine(await run("proxy", "--upstream", upstream.baseUrl, "--record", "/nonexistent-folder/x.jsonl"), /--record .*cannot write there/);
    oneLine(await run("proxy", "--upstream", upstream.baseUrl, "--webhook-key", join(dir, "nope.pem")), /--webhook-key: cannot read/);
    oneLine(await run("proxy", "--upstream", upstream.baseUrl, "--shadow-kind", "odd"), /--shadow-kind must be one of/);
    const busy: Server = createServer();
    const port = await freePort();
    await new Promise<void>((r) => busy.listen(port, "127.0.0.1", () => r()));
    try {
      oneLine(await run("proxy", "--upstream", upstream.baseUrl, "--port", String(port)), /port \d+ on 127\.0\.0\.1 is in use/);
    } finally {
      busy.close();
    }
    oneLine(await run("replay"), /missing FILE/);
    oneLine(await run("replay", join(dir, "none.jsonl"), "--target", upstream.baseUrl), /cannot read .*none\.jsonl \(ENOENT\)/);
    const notOne = join(dir, "not-a-recording.jsonl");
    writeFileSync(notOne, '{"hello": 1}\n');
    oneLine(await run("replay", notOne, "--target", upstream.baseUrl), /not-a-recording\.jsonl:1: not a paysim recording/);
    const empty = join(dir, "empty.jsonl");
    writeFileSync(empty, '{"paysim":"recording","version":1,"upstream":"x","startedAt":"x","redacted":true}\n');
    oneLine(await run("replay", empty, "--target", `http://127.0.0.1:${await freePort()}/2025-10-13`), /the target .* does not answer/);
  }, 60_000);

  it("paysim proxy --shadow in front of a drifted upstream: the difference printed, the reports written, exit code 1", async () => {
    const d = DRIFTS[5];
    const drifted = await driftedUpstream(upstream.rootUrl, d.drift);
    const port = await freePort();
    const out = join(dir, "reports");
    const lines: string[] = [];
    try {
      const args = parseCommand(proxyCommand, ["--upstream", drifted.baseUrl, "--port", String(port), "--shadow", "--max-exchanges", "11", "--out", out], {});
      const done = runProxy(args, (l) => lines.push(l));
      await vi.waitFor(() => expect(lines.some((l) => l.startsWith("paysim proxy listening on"))).toBe(true), { timeout: 20_000 });
      await quickstartCalls(`http://127.0.0.1:${port}/2025-10-13`);
      expect(await done).toBe(1);
    } finally {
      await drifted.close();
    }
    expect(lines.find((l) => l.includes("DRIFT"))).toMatch(
      /^#\d+ DRIFT POST \/sandbox\/internal-accounts\/\{accountId\}\/fund: amount at body \/balance\/amount: upstream 0, simulator 100000$/,
    );
    expect(lines).toContain("paysim proxy: 11 exchanges, 0 violations, 2 differences (0 not compared)");
    for (const f of ["drift.json", "drift.html", "drift.junit.xml"]) expect(existsSync(join(out, f)), f).toBe(true);
    const report = JSON.parse(readFileSync(join(out, "drift.json"), "utf8"));
    expect(report.differences[0].row).toMatchObject({ operation: d.expect.operation, fields: ["amount"], choice: "live" });
  }, 60_000);
});
