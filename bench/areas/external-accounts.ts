/**
 * External account creation, mixed variants: POST /customers/external-accounts with the
 * contract's examples in turn (USD, MXN CLABE, KES mobile money, INR UPI, GBP business,
 * CNY Alipay, a Base wallet, a Lightning address), each validated by its own rules. An
 * account is unique per owner, currency and destination, so each customer the comparator
 * made takes every variant once.
 */
import { reasonOf } from "../lib/flows.js";
import type { AreaBench } from "../lib/area.js";
import { requestExamples } from "../lib/spec.js";

export const externalAccounts: AreaBench = {
  key: "externalAccounts",
  label: "external account creation, the contract's 8 example variants in turn",
  unit: "accounts",
  target: 0.6,
  async setup(ctx) {
    const variants = Object.values(requestExamples(ctx.doc, "/customers/external-accounts", "post"));
    if (!variants.length) return { skip: "the contract has no examples of POST /customers/external-accounts" };
    while (ctx.customers.length < 64) await ctx.newCustomer();
    let n = 0;
    return {
      async flow() {
        const i = n++;
        const owner = Math.floor(i / variants.length);
        const customerId = owner < ctx.customers.length ? ctx.customers[owner] : await ctx.newCustomer();
        const r = await ctx.client.call("POST", "/customers/external-accounts", { ...variants[i % variants.length], customerId });
        return reasonOf(r, [201]);
      },
    };
  },
};
