/** POST /stablecoins/{id}/burns from the account's holding: refusals, or CREATED holding the tokens. */
import type fc from "fast-check";
import { ambiguous, enablementAllowsOperations, lifecycle, predicted, UNITS_PER_CENT, type StablecoinModel, type StablecoinReal } from "../model.js";

export class Burn implements fc.AsyncCommand<StablecoinModel, StablecoinReal> {
  constructor(
    readonly cents: number,
    readonly description: string,
  ) {}
  check(m: StablecoinModel) {
    return m.ops.length < 10;
  }
  async run(m: StablecoinModel, r: StablecoinReal) {
    const units = this.cents * UNITS_PER_CENT;
    const t = await r.now();
    const res = await r.client.call("POST", `/stablecoins/${encodeURIComponent(m.coinId)}/burns`, {
      headers: { "idempotency-key": `burn-${m.ops.length}-${t}-${units}` },
      body: {
        amount: String(units),
        description: this.description,
        source: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: m.accountId },
        destination: { type: "EXTERNAL_ACCOUNT", externalAccountId: m.externalAccountId, rail: "ACH_CREDIT" },
      },
    });
    const expectCode = !enablementAllowsOperations(m)
      ? "STABLECOIN_SERVICE_OPERATIONS_NOT_ENABLED"
      : units > predicted(m, t).tokens
        ? "INSUFFICIENT_FUNDS"
        : undefined;
    if (!(ambiguous(m, t) && enablementAllowsOperations(m))) {
      r.s.expect(
        expectCode ? res.status === 400 && res.body?.code === expectCode : res.status === 201 && res.body?.status === "CREATED",
        "stablecoins.operations",
        `burn of ${units} units (holding ${predicted(m, t).tokens}) with ${m.enablement} answered ${res.status} ${res.body?.code ?? res.body?.status}; expected ${expectCode ?? "201 CREATED"}`,
        expectCode ?? "CREATED",
        res.body?.code ?? res.body?.status,
      );
    }
    if (res.status === 201)
      m.ops.push({ id: res.body.id, type: "BURN", units, fiat: this.cents, createdAtMs: Date.parse(res.body.createdAt), steps: lifecycle(this.description) });
  }
  toString() {
    return `burn(${this.cents}c, "${this.description}")`;
  }
}
