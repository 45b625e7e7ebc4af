/** POST /stablecoins/{id}/mints funded from the internal account: refusals in order, or CREATED holding the fiat. */
import type fc from "fast-check";
import { ambiguous, enablementAllowsOperations, lifecycle, predicted, UNITS_PER_CENT, type StablecoinModel, type StablecoinReal } from "../model.js";

export class Mint implements fc.AsyncCommand<StablecoinModel, StablecoinReal> {
  /** units: a whole number of cents times UNITS_PER_CENT plus `odd` (not representable when odd > 0). */
  constructor(
    readonly cents: number,
    readonly odd: number,
    readonly description: string,
  ) {}
  check(m: StablecoinModel) {
    return m.ops.length < 10;
  }
  async run(m: StablecoinModel, r: StablecoinReal) {
    const units = this.cents * UNITS_PER_CENT + this.odd;
    const t = await r.now();
    const res = await r.client.call("POST", `/stablecoins/${encodeURIComponent(m.coinId)}/mints`, {
      headers: { "idempotency-key": `mint-${m.ops.length}-${t}-${units}` },
      body: {
        amount: String(units),
        description: this.description,
        fundingSource: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: m.accountId },
        destination: { accountId: m.accountId },
      },
    });
    const expectCode = !enablementAllowsOperations(m)
      ? "STABLECOIN_SERVICE_OPERATIONS_NOT_ENABLED"
      : this.odd > 0
        ? "STABLECOIN_AMOUNT_NOT_REPRESENTABLE"
        : this.cents > predicted(m, t).available
          ? "INSUFFICIENT_FUNDS"
          : undefined;
    // Funds change only when a hold is released: near such a moment both answers are right.
    if (!(ambiguous(m, t) && (expectCode === undefined || expectCode === "INSUFFICIENT_FUNDS"))) {
      r.s.expect(
        expectCode ? res.status === 400 && res.body?.code === expectCode : res.status === 201 && res.body?.status === "CREATED",
        "stablecoins.operations",
        `mint of ${units} units (${this.description}) with ${m.enablement} answered ${res.status} ${res.body?.code ?? res.body?.status}; expected ${expectCode ?? "201 CREATED"}`,
        expectCode ?? "CREATED",
        res.body?.code ?? res.body?.status,
      );
    }
    if (res.status === 201)
      m.ops.push({ id: res.body.id, type: "MINT", units, fiat: this.cents, createdAtMs: Date.parse(res.body.createdAt), steps: lifecycle(this.description) });
  }
  toString() {
    return `mint(${this.cents}c${this.odd ? `+${this.odd}` : ""}, "${this.description}")`;
  }
}
