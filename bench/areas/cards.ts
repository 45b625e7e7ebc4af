/**
 * Card authorization: POST /sandbox/cards/{id}/simulate/authorization, approved, each a
 * hold on the cardholder's funded USD account. Setup: an APPROVED cardholder, its USD
 * account funded, one VIRTUAL card (ACTIVE a few platform seconds later).
 */
import { reasonOf } from "../lib/flows.js";
import { fundedCustomer, type AreaBench } from "../lib/area.js";

export const cards: AreaBench = {
  key: "cardAuthorization",
  label: "card authorizations (approved, each a ledger hold)",
  unit: "authorizations",
  target: 0.4,
  async setup(ctx) {
    const holder = await fundedCustomer(ctx);
    if ("skip" in holder) return holder;
    const { customerId, accountId } = holder;
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
