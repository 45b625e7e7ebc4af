/**
 * The suite against the simulator, in process: every check passes (a short run; the
 * CLI's default depth runs in `npm run conformance`). A failure prints the broken rule,
 * the message and the calls, so the test output says what the simulator got wrong.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSimulator, type StartedSimulator } from "../support/simulator.js";
import { runSuite } from "../../conformance/run.js";

let sim: StartedSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});

afterAll(async () => {
  await sim?.close();
});

describe("conformance suite against the simulator", () => {
  it("passes every check", async () => {
    const out = mkdtempSync(join(tmpdir(), "paysim-conf-"));
    const { result, files } = await runSuite(
      { target: sim.baseUrl, control: sim.rootUrl, out, seed: 20251013, runs: 6, timeoutMs: 10_000, quiet: true },
      { console: false },
    );
    const failures = result.cases.filter((c) => c.status === "failed").map((c) => `${c.checkId} | ${c.name} | ${c.failure?.rule}: ${c.failure?.message}`);
    expect(failures, `reports in ${files?.html}`).toEqual([]);
    expect(result.totals.passed).toBeGreaterThan(150);
    expect(result.cases.filter((c) => c.status === "skipped")).toEqual([]);
  }, 240_000);
});
