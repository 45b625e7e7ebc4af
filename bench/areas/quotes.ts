/**
 * Quote and execute: POST /quotes from a funded USD account of the platform's customer to
 * a sandbox UMA receiver that accepts, then POST /quotes/{id}/execute (Idempotency-Key).
 * A pair completes when the execution answers 200/202; any other answer is counted by its
 * code. Setup: one customer, its USD internal account funded through the sandbox.
 */
import { randomUUID } from "node:crypto";
import { reasonOf } from "../lib/flows.js";
import { fundedCustomer, type AreaBench } from "../lib/area.js";

export const quotes: AreaBench = {
  key: "quoteExecute",
  label: "quote + execute pairs (USD to a sandbox UMA receiver in EUR)",
  unit: "pairs",
  target: 0.2,
  async setup(ctx) {
    const owner = await fundedCustomer(ctx);
    if ("skip" in owner) return owner;
    const { accountId } = owner;
    const body = JSON.stringify({
      source: { sourceType: "ACCOUNT", accountId },
      destination: { destinationType: "UMA_ADDRESS", umaAddress: "$success.eur@uma.sandbox.example", currency: "EUR" },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 1000,
    });
    return {
      explain: {
        "400 INVALID_INPUT": "the platform's live Idempotency-Key cap (maxIdempotencyKeys) was reached: each key is kept 24 h of platform time",
      },
      async flow() {
        const q = await ctx.client.call("POST", "/quotes", body);
        if (q.status !== 201) return `quote: ${reasonOf(q, [201])}`;
        const x = await ctx.client.call("POST", `/quotes/${encodeURIComponent(q.body.id)}/execute`, undefined, { "idempotency-key": randomUUID() });
        const why = reasonOf(x, [200, 202]);
        return why && `execute: ${why}`;
      },
    };
  },
};
