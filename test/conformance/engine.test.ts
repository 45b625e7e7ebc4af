/**
 * The engine reports each case once: a check whose setup throws is one failed case, seen
 * once by every subscriber (the console's counts, the totals and the per-check figures agree).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PassThrough } from "node:stream";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Engine } from "../../conformance/runner/engine.js";
import { attachConsole } from "../../conformance/reporters/console.js";
import { Contract } from "../../contract/operations.js";
import type { CaseResult, CheckDefinition } from "../../conformance/runner/types.js";

const broken: CheckDefinition = {
  id: "planted.setup",
  area: "Customers",
  kind: "state-machine",
  rule: "a check whose setup throws",
  async run() {
    throw new Error("setup could not create its platform");
  },
};

// A target that passes the preflight: its version path answers, refusing calls without credentials.
let server: Server;
let target: string;
beforeAll(async () => {
  server = createServer((_, res) => res.writeHead(401, { "content-type": "application/json" }).end('{"code":"UNAUTHORIZED","reason":"no credentials"}'));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  target = `http://127.0.0.1:${(server.address() as AddressInfo).port}/2025-10-13`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("engine events", () => {
  it("a setup failure is one case event, one failed case, counted once by the console", async () => {
    const engine = new Engine(new Contract({ paths: {} }), [broken]);
    const seen: CaseResult[] = [];
    engine.on("case", (c) => seen.push(c));
    const out = Object.assign(new PassThrough(), { isTTY: false, columns: 120 });
    let text = "";
    out.on("data", (b) => (text += b));
    attachConsole(engine, out, false);
    const r = await engine.run({ target, out: "", seed: 1, runs: 1, timeoutMs: 1000 });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ checkId: "planted.setup", status: "failed", failure: { rule: "setup" } });
    expect(r.cases).toHaveLength(1);
    expect(r.totals).toMatchObject({ passed: 0, failed: 1, skipped: 0 });
    expect(text).toContain("planted.setup: 0 passed, 1 failed, 0 skipped");
    expect(text).toContain("0 passed, 1 failed, 0 skipped in");
  });
});
