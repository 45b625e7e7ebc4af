/**
 * `paysim proxy --shadow` against a drifted upstream: the simulator behind a small proxy that
 * changes one documented behaviour at a time (a status, an error code, a missing field, an
 * enum value, a state left out of a transition, a balance not moved). For each, the shadow
 * names the operation, the JSON pointer and both values; against the unchanged upstream the
 * same traffic gives no difference at all. The traffic is the README quickstart's calls, made
 * from here, then one refused lookup.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickstartCalls, UNKNOWN_CUSTOMER } from "./flows.js";
import { driftedUpstream, startTestProxy, startUpstream, type Upstream } from "./support.js";
import { DRIFTS } from "./drifts.js";
import type { Report } from "../../proxy/session.js";

let upstream: Upstream;

beforeAll(async () => {
  upstream = await startUpstream();
}, 60_000);

afterAll(async () => {
  await upstream?.close();
});

async function shadowRun(base: string): Promise<{ report: Report; lines: string[] }> {
  const proxy = await startTestProxy(base, { shadow: { kind: "regulated" } });
  try {
    const calls = await quickstartCalls(proxy.baseUrl);
    expect(calls.at(-1)?.status).toBe(404);
    await proxy.settled();
  } finally {
    await proxy.close();
  }
  return { report: proxy.session.report(), lines: proxy.lines };
}

describe("paysim proxy --shadow", () => {
  it("finds no difference in front of the unchanged upstream", async () => {
    const { report } = await shadowRun(upstream.baseUrl);
    expect(report.totals.exchanges).toBe(11);
    expect(report.differences).toEqual([]);
    expect(report.notCompared).toEqual([]);
    expect(report.violations).toEqual([]);
    expect(report.totals.pairedIds).toBeGreaterThanOrEqual(8);
  }, 60_000);

  for (const d of DRIFTS) {
    it(`names ${d.name}: the operation, the pointer and both values`, async () => {
      const drifted = await driftedUpstream(upstream.rootUrl, d.drift);
      try {
        const { report, lines } = await shadowRun(drifted.baseUrl);
        const found = report.differences.filter((x) => x.operation === d.expect.operation && x.pointer === d.expect.pointer);
        expect(
          found.map(({ kind, reference, observed }) => ({ kind, reference, observed })),
          JSON.stringify(report.differences, null, 1),
        ).toEqual([{ kind: d.expect.kind, reference: d.expect.reference, observed: d.expect.observed }]);
        // Nothing else drifted: one behaviour changed, every difference is in the exchange that changed.
        expect(new Set(report.differences.map((x) => x.seq)).size).toBe(1);
        const line = lines.find((l) => l.includes("DRIFT"));
        expect(line).toContain(d.expect.operation);
        expect(line).toContain(`upstream ${JSON.stringify(d.expect.reference) ?? "(absent)"}`.replace('"(absent)"', "(absent)"));
        expect(line).toContain(`simulator ${JSON.stringify(d.expect.observed)}`);
        const row = report.differences[0].row!;
        expect(row.operation).toBe(d.expect.operation);
        expect(row.choice).toBe("live");
      } finally {
        await drifted.close();
      }
    }, 60_000);
  }

  it("names the unknown id of the refused lookup as the client sent it", async () => {
    const drifted = await driftedUpstream(upstream.rootUrl, DRIFTS[1].drift);
    try {
      const { report } = await shadowRun(drifted.baseUrl);
      expect(report.differences[0].path).toBe(`/customers/${UNKNOWN_CUSTOMER}`);
    } finally {
      await drifted.close();
    }
  }, 60_000);
});
