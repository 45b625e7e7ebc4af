/**
 * How a group of faults is judged, once with the control API and once without (the
 * simulator behind a proxy that answers 404 for /_sim, its platforms given by credentials
 * and webhook keys, the real clock within the run's wait budget, designed rules as
 * warnings). Each area's `<area>.test.ts` beside this file calls `faultTests` with its
 * faults, so vitest spreads the areas over its workers and one area's faults run alone.
 *
 * With the control API a fault must make at least one case fail under one of its rules
 * (designed rules fail too: `designed: "fail"`). Without it, it must be caught the same
 * way (a failure, or for a designed rule a warning), or named: every rule it breaks listed
 * as not verified for a reason the run cannot meet (the control API, a longer wait than
 * the budget), or the step that would have shown it named as skipped for such a reason.
 * A fault is judged by the failure the run finds: properties are not shrunk (shrink: false).
 */
import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSimulator } from "../../support/simulator.js";
import { givenPlatforms, hideControl } from "../../support/hide-control.js";
import { runSuite } from "../../../conformance/run.js";
import type { CaseResult } from "../../../conformance/runner/types.js";
import type { Fault } from "./types.js";

/** Reasons the report gives for a rule the run could not reach without the control API. */
const UNREACHABLE = /control API|platform time|wait budget|operator/;

const lines = (cases: CaseResult[]) =>
  cases
    .filter((c) => c.status !== "passed")
    .map(
      (c) =>
        `${c.status} ${c.checkId} | ${c.name} | ${c.failure?.rule ?? c.warnings?.[0]?.rule ?? ""}: ${(c.failure?.message ?? c.warnings?.[0]?.message ?? c.skipReason ?? "").slice(0, 200)}`,
    );

async function withControl(fault: Fault): Promise<void> {
  const sim = await startSimulator({ ...fault.simulatorOptions, strict: false, log: () => undefined });
  const out = mkdtempSync(join(tmpdir(), "paysim-fault-"));
  try {
    const { result } = await runSuite(
      {
        target: sim.baseUrl,
        control: sim.rootUrl,
        out,
        seed: 20251013,
        runs: 2,
        timeoutMs: 10_000,
        only: fault.only,
        quiet: true,
        designed: "fail",
        shrink: false,
      },
      { console: false, write: false },
    );
    const failed = result.cases.filter((c) => c.status === "failed");
    expect(result.totals.passed + result.totals.failed, `no case ran for ${fault.only.join(", ")}`).toBeGreaterThan(0);
    expect(result.totals.failed, `the suite missed "${fault.name}" (${fault.description})`).toBeGreaterThan(0);
    expect(
      failed.some((c) => fault.expectRules.includes(c.failure?.rule ?? "")),
      `"${fault.name}": no failure under ${fault.expectRules.join(" / ")}; failures seen:\n${lines(failed).join("\n")}`,
    ).toBe(true);
  } finally {
    await sim.close();
    rmSync(out, { recursive: true, force: true });
  }
}

async function withoutControl(fault: Fault): Promise<void> {
  const sim = await startSimulator({ ...fault.simulatorOptions, strict: false, log: () => undefined });
  const proxy = await hideControl(sim.rootUrl);
  try {
    const { platforms, webhookKeys } = await givenPlatforms(sim);
    const { result } = await runSuite(
      { target: proxy.baseUrl, platforms, webhookKeys, out: "", seed: 20251013, runs: 2, timeoutMs: 10_000, only: fault.only, quiet: true, shrink: false },
      { console: false, write: false },
    );
    const caught = result.cases.some(
      (c) => fault.expectRules.includes(c.failure?.rule ?? "") || (c.warnings ?? []).some((w) => fault.expectRules.includes(w.rule)),
    );
    const entries = result.verdict!.entries.filter((e) => fault.expectRules.includes(e.id));
    const steps = result.cases.flatMap((c) => [...(c.skippedSteps ?? []), ...(c.skipReason ? [c.skipReason] : [])]);
    const named =
      (entries.length > 0 && entries.every((e) => e.status === "not verified" && UNREACHABLE.test(e.reason ?? ""))) ||
      (!!fault.withoutControl && steps.some((x) => fault.withoutControl!.test(x) && UNREACHABLE.test(x)));
    expect(
      caught || named,
      `"${fault.name}" neither caught under ${fault.expectRules.join(" / ")} nor named as unreachable; verdict: ${JSON.stringify(entries.map((e) => [e.id, e.status, e.reason]))}; cases:\n${lines(result.cases).join("\n")}`,
    ).toBe(true);
  } finally {
    await proxy.close();
    await sim.close();
  }
}

/** The faults of one area, each judged with and without the control API. */
export function faultTests(faults: readonly Fault[]): void {
  // A fault's run mostly waits (on its own simulator's clock, its receiver, the real clock
  // without the control API): faults run side by side, as many as vitest.config.ts's
  // maxConcurrency allows in each worker.
  const test = (_f: Fault) => it.concurrent;
  describe("with the control API: the suite catches each fault", () => {
    for (const fault of faults) test(fault)(`${fault.kind}: ${fault.name}`, () => withControl(fault), 180_000);
  });
  describe("without the control API: each fault caught, or named as needing what the run lacks", () => {
    for (const fault of faults) test(fault)(`${fault.kind}: ${fault.name}`, () => withoutControl(fault), 240_000);
  });
}
