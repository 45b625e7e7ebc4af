/**
 * The conformance suite can fail: for every fault of the catalogue, a simulator with that
 * fault (strict response validation off, so the fault reaches the wire) is run through
 * the checks that should notice it, and at least one case must fail under one of the
 * fault's rules.
 */
import { describe, it, expect } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSimulator } from "../support/simulator.js";
import { runSuite } from "../../conformance/run.js";
import { FAULTS, FAULT_KINDS } from "./faults/catalogue.js";

describe("fault injection: the conformance suite catches each fault", () => {
  it("the catalogue covers every kind of rule", () => {
    const covered = new Set(FAULTS.map((f) => f.kind));
    expect(FAULT_KINDS.filter((k) => !covered.has(k))).toEqual([]);
    expect(new Set(FAULTS.map((f) => f.name)).size).toBe(FAULTS.length);
  });

  for (const fault of FAULTS) {
    // The retry check mostly waits (it advances the clock and polls its receiver for up
    // to 12 s): those faults, adjacent in the catalogue, run side by side.
    const test = fault.only.includes("webhooks.retry") ? it.concurrent : it;
    test(`${fault.kind}: ${fault.name}`, async () => {
      const sim = await startSimulator({ ...fault.simulatorOptions, strict: false, log: () => undefined });
      const out = mkdtempSync(join(tmpdir(), "paysim-fault-"));
      try {
        const { result } = await runSuite(
          { target: sim.baseUrl, control: sim.rootUrl, out, seed: 20251013, runs: 2, timeoutMs: 10_000, only: fault.only, quiet: true, designed: "fail" },
          { console: false, write: false },
        );
        const failed = result.cases.filter((c) => c.status === "failed");
        const seen = failed.map((c) => `${c.checkId} | ${c.name} | ${c.failure?.rule}: ${c.failure?.message.slice(0, 300)}`);
        expect(result.totals.passed + result.totals.failed, `no case ran for ${fault.only.join(", ")}`).toBeGreaterThan(0);
        expect(result.totals.failed, `the suite missed "${fault.name}" (${fault.description})`).toBeGreaterThan(0);
        expect(
          failed.some((c) => fault.expectRules.includes(c.failure?.rule ?? "")),
          `"${fault.name}": no failure under ${fault.expectRules.join(" / ")}; failures seen:\n${seen.join("\n")}`,
        ).toBe(true);
      } finally {
        await sim.close();
        rmSync(out, { recursive: true, force: true });
      }
    }, 180_000);
  }
});
