/**
 * Card authorization: POST /sandbox/cards/{id}/simulate/authorization, approved, each a
 * hold on the cardholder's funded USD account. Setup: an APPROVED cardholder, its USD
 * account funded, one VIRTUAL card (ACTIVE a few platform seconds later).
 */
import { reasonOf } from "../lib/flows.js";
import type { AreaBench } from "../lib/area.js";

export const cards: AreaBench = {
  key: "cardAuthorization",
  label: "card authorizations (approved, each a ledger hold)",
  unit: "authorizations",
  target: 0.4,
  async setup(ctx) {
    const customerId = await ctx.newCustomer();
    const accounts = await ctx.client.call("GET", `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&currency=USD`);
    const accountId = accounts.body?.data?.[0]?.id;
    if (!accountId) return { skip: "the cardholder has no USD account" };
    const funded = await ctx.client.call("POST", `/sandbox/internal-accounts/${encodeURIComponent(accountId)}/fund`, { amount: 1_000_000_000_000 });
    if (funded.status !== 200) return { skip: `funding answered ${reasonOf(funded, [200])}` };
    const card = await ctx.client.call("POST", "/cards", { customerId, form: "VIRTUAL", fundingSource: accountId });
    if (card.status !== 201) return { skip: `POST /cards answered ${reasonOf(card, [201])}` };
    await ctx.client.call("POST", "/_sim/clock/advance", { seconds: 5 });
    const path = `/sandbox/cards/${encodeURIComponent(card.body.id)}/simulate/authorization`;
    const body = JSON.stringify({ amount: 1, currency: { code: "USD" }, merchant: { descriptor: "BENCH COFFEE 001", mcc: "5814", country: "US" } });
    const probe = await ctx.client.call("POST", path, body);
    if (probe.status !== 202 || probe.body?.status !== "AUTHORIZED")
      return { skip: `the probe authorization answered ${probe.status} ${probe.body?.status ?? probe.body?.code}` };
    return {
      async flow() {
        const r = await ctx.client.call("POST", path, body);
        return reasonOf(r, [202]) ?? (r.body?.status === "AUTHORIZED" ? undefined : `202 ${r.body?.status}`);
      },
    };
  },
};
