/**
 * `paysim proxy --shadow` in front of an unchanged upstream gives no difference over other
 * people's traffic: a sequence of calls made the way the official TypeScript SDK makes them,
 * and a conformance run (a few checks, with the control API through the proxy: its platforms
 * and clock moves are repeated on the shadow).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sdkCalls } from "./flows.js";
import { startTestProxy, startUpstream, type Upstream } from "./support.js";
import { runSuite } from "../../conformance/run.js";

let upstream: Upstream;

beforeAll(async () => {
  upstream = await startUpstream();
}, 60_000);

afterAll(async () => {
  await upstream?.close();
});

describe("paysim proxy --shadow over other traffic", () => {
  it("finds no difference and no violation in a dozen calls made as the official SDK makes them", async () => {
    const proxy = await startTestProxy(upstream.baseUrl, { shadow: { kind: "regulated" } });
    try {
      const calls = await sdkCalls(proxy.baseUrl);
      expect(calls.map((c) => c.status).every((s) => s < 300)).toBe(true);
      await proxy.settled();
    } finally {
      await proxy.close();
    }
    const report = proxy.session.report();
    expect(report.totals.exchanges).toBe(15);
    expect(report.differences).toEqual([]);
    expect(report.violations).toEqual([]);
    expect(report.notCompared).toEqual([]);
  }, 60_000);

  it("finds no difference over a conformance run used as traffic", async () => {
    const proxy = await startTestProxy(upstream.baseUrl, { shadow: { kind: "regulated" } });
    let failed: string[];
    try {
      const { result } = await runSuite(
        {
          target: proxy.baseUrl,
          control: proxy.rootUrl,
          out: mkdtempSync(join(tmpdir(), "paysim-drift-conformance-")),
          seed: 5,
          runs: 2,
          only: ["auth.credentials", "tenancy.isolation", "model.money", "model.invitations", "model.agents"],
          timeoutMs: 10_000,
          quiet: true,
        },
        { console: false, write: false },
      );
      failed = result.cases.filter((c) => c.status === "failed").map((c) => `${c.checkId} ${c.name}: ${c.failure?.message}`);
      await proxy.settled();
    } finally {
      await proxy.close();
    }
    expect(failed).toEqual([]);
    const report = proxy.session.report();
    expect(report.totals.exchanges).toBeGreaterThan(300);
    expect(report.differences.map((d) => d.message)).toEqual([]);
    // The suite's own refusals (no credentials, a wrong secret) are violations of the request side, named as such.
    expect(report.violations.every((v) => v.side === "request")).toBe(true);
    expect(report.totals.pairedIds).toBeGreaterThan(50);
  }, 120_000);
});
