/**
 * The money-safety rules fail a default conformance run (`designed` not set: designed rules
 * only warn): a server that answers 200 to a second execution of an executed quote (and
 * debits again), and one whose concurrent executions without a key all succeed, each fail a
 * case, with the control API and without it (the simulator behind a proxy hiding /_sim, its
 * platforms given by credentials, the real clock).
 */
import { describe, expect, it } from "vitest";
import { startSimulator } from "../support/simulator.js";
import { givenPlatforms, hideControl } from "../support/hide-control.js";
import { runSuite } from "../../conformance/run.js";
import type { RunOptions } from "../../conformance/runner/types.js";
import { moneyOperationFaults } from "../conformance/faults/money-operations.js";

const SAFETY = ["second execute of an executed quote answers 200 and debits again", "concurrent executions without a key all succeed"];

describe("executing a quote twice fails the default run", () => {
  for (const name of SAFETY) {
    const fault = moneyOperationFaults.find((f) => f.name === name)!;
    for (const control of [true, false]) {
      it(`${name} (${control ? "with" : "without"} the control API)`, async () => {
        const sim = await startSimulator({ ...fault.simulatorOptions, strict: false, log: () => undefined });
        const proxy = control ? undefined : await hideControl(sim.rootUrl);
        try {
          const given = control ? {} : await givenPlatforms(sim, ["regulated"]);
          const options: RunOptions = {
            target: proxy?.baseUrl ?? sim.baseUrl,
            ...(control ? { control: sim.rootUrl } : given),
            out: "",
            seed: 20251013,
            runs: 2,
            timeoutMs: 10_000,
            only: fault.only,
            quiet: true,
          };
          const { result } = await runSuite(options, { console: false, write: false });
          const failed = result.cases.filter((c) => c.status === "failed");
          expect(
            failed.map((c) => c.failure?.rule),
            `cases: ${result.cases.map((c) => `${c.status} ${c.name} ${c.failure?.rule ?? c.warnings?.[0]?.rule ?? ""}`).join("; ")}`,
          ).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^(${fault.expectRules.map((r) => r.replace(/\./g, "\\.")).join("|")})$`))]));
        } finally {
          await proxy?.close();
          await sim.close();
        }
      }, 120_000);
    }
  }
});
