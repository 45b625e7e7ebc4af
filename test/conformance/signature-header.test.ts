/**
 * The suite accepts the webhook signature under either name (spec/rules/header-names.yaml):
 * a server signing under the live service's name passes the delivery checks, and the
 * signature is still verified (a wrong key fails them).
 */
import { describe, expect, it } from "vitest";
import { startSimulator } from "../support/simulator.js";
import { runSuite } from "../../conformance/run.js";

describe("webhook checks and the signature header's name", () => {
  it("pass a server signing under the live name", async () => {
    const sim = await startSimulator({ webhookSignatureHeader: "live" });
    try {
      const { result } = await runSuite(
        { target: sim.baseUrl, control: sim.rootUrl, out: "", seed: 5, runs: 1, timeoutMs: 10_000, only: ["webhooks.delivery"], quiet: true },
        { console: false, write: false },
      );
      expect(result.cases.filter((c) => c.status === "failed").map((c) => c.failure?.message)).toEqual([]);
      expect(result.verdict!.entries.find((e) => e.id === "webhooks.signature")?.status).toBe("verified");
    } finally {
      await sim.close();
    }
  }, 120_000);
});
