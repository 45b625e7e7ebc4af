/**
 * The same faults, judged as an implementer's server is: the simulator behind a proxy that
 * answers 404 for /_sim (no control API), its platforms given by their credentials and
 * webhook keys, the real clock within the run's wait budget, designed rules as warnings.
 * Each fault is caught there too (a failure, or for a designed rule a warning, under one of
 * its rules), or the report names why it cannot be: every rule it would break is listed as
 * not verified, with a reason (the control API, a longer wait than the budget allows).
 */
import { describe, expect, it } from "vitest";
import { startSimulator } from "../support/simulator.js";
import { givenPlatforms, hideControl } from "../support/hide-control.js";
import { runSuite } from "../../conformance/run.js";
import { FAULTS } from "./faults/catalogue.js";

/** Reasons the report gives for a rule the run could not reach without the control API. */
const UNREACHABLE = /control API|platform time|wait budget|operator/;

describe("fault injection without the control API", () => {
  for (const fault of FAULTS) {
    it(`${fault.kind}: ${fault.name}`, async () => {
      const sim = await startSimulator({ ...fault.simulatorOptions, strict: false, log: () => undefined });
      const proxy = await hideControl(sim.rootUrl);
      try {
        const { platforms, webhookKeys } = await givenPlatforms(sim);
        const { result } = await runSuite(
          { target: proxy.baseUrl, platforms, webhookKeys, out: "", seed: 20251013, runs: 2, timeoutMs: 10_000, only: fault.only, quiet: true },
          { console: false, write: false },
        );
        const caught = result.cases.some(
          (c) => fault.expectRules.includes(c.failure?.rule ?? "") || (c.warnings ?? []).some((w) => fault.expectRules.includes(w.rule)),
        );
        const entries = result.verdict!.entries.filter((e) => fault.expectRules.includes(e.id));
        // Named: every rule the fault breaks listed as not verified for a reason the run cannot meet, or the
        // step that would have shown it named as skipped for such a reason.
        const steps = result.cases.flatMap((c) => [...(c.skippedSteps ?? []), ...(c.skipReason ? [c.skipReason] : [])]);
        const named =
          (entries.length > 0 && entries.every((e) => e.status === "not verified" && UNREACHABLE.test(e.reason ?? ""))) ||
          (!!fault.withoutControl && steps.some((x) => fault.withoutControl!.test(x) && UNREACHABLE.test(x)));
        const seen = result.cases
          .filter((c) => c.status !== "passed")
          .map(
            (c) =>
              `${c.status} ${c.checkId} | ${c.name} | ${c.failure?.rule ?? c.warnings?.[0]?.rule ?? ""}: ${(c.failure?.message ?? c.warnings?.[0]?.message ?? c.skipReason ?? "").slice(0, 200)}`,
          );
        expect(
          caught || named,
          `"${fault.name}" neither caught under ${fault.expectRules.join(" / ")} nor named as unreachable; verdict: ${JSON.stringify(entries.map((e) => [e.id, e.status, e.reason]))}; cases:\n${seen.join("\n")}`,
        ).toBe(true);
      } finally {
        await proxy.close();
        await sim.close();
      }
    }, 240_000);
  }
});
