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
import { buildCatalogue } from "../../conformance/catalogue/index.js";
import { ALL_CHECKS } from "../../conformance/catalogue.js";
import { Contract } from "../../contract/operations.js";

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
    // The verdict over the whole catalogue: every operation in its success path, nothing without a check,
    // and nothing listed as not triggerable ever met.
    const v = result.verdict!;
    const noCheck = v.entries.filter((e) => e.reasonKind === "no check").map((e) => e.id);
    expect(noCheck, "catalogue entries no check reaches").toEqual([]);
    expect(v.operationTable.filter((o) => !o.success).map((o) => o.operation)).toEqual([]);
    const listed = new Set(
      buildCatalogue(Contract.load(), [...ALL_CHECKS])
        .entries.filter((e) => e.unreachable)
        .map((e) => e.id),
    );
    const unreachableMet = v.entries.filter((e) => listed.has(e.id) && e.status === "verified").map((e) => e.id);
    expect(unreachableMet).toEqual([]);
    const notVerified = v.entries.filter((e) => e.status === "not verified" && e.reasonKind !== "not triggerable").map((e) => `${e.id}: ${e.reason}`);
    expect(notVerified, "with the control API, every triggerable entry is verified").toEqual([]);
  }, 240_000);
});
