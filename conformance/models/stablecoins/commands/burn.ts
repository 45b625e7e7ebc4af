/** POST /stablecoins/{id}/burns from the account's holding: refusals in order, or CREATED holding the tokens. */
import { Command } from "../../shared/command.js";
import { ambiguous, coinRefusal, operate, predicted, UNITS_PER_CENT, type StablecoinModel, type StablecoinReal } from "../model.js";

/** units: a whole number of cents times UNITS_PER_CENT plus `odd` (not representable when odd > 0). */
export class Burn extends Command<StablecoinModel, StablecoinReal, { cents: number; odd: number; description: string }> {
  check(m: StablecoinModel) {
    return m.ops.length < 10;
  }
  async run(m: StablecoinModel, r: StablecoinReal) {
    const { cents, odd, description } = this.params;
    const units = cents * UNITS_PER_CENT + odd;
    const source = { type: "SERVICE_INTERNAL_ACCOUNT", accountId: m.accountId };
    const destination = { type: "EXTERNAL_ACCOUNT", externalAccountId: m.externalAccountId, rail: "ACH_CREDIT" };
    await operate(m, r, { type: "BURN", units, fiat: cents, description, ends: { source, destination } }, (t) => {
      const refusal = coinRefusal(m) ?? (odd > 0 ? "STABLECOIN_AMOUNT_NOT_REPRESENTABLE" : units > predicted(m, t).tokens ? "INSUFFICIENT_FUNDS" : undefined);
      // The holding changes only when an operation ends: near such a moment both answers are right.
      const tooClose = ambiguous(m, t) && (refusal === undefined || refusal === "INSUFFICIENT_FUNDS");
      return { refusal, what: `burn of ${units} units (holding ${predicted(m, t).tokens})`, tooClose };
    });
  }
  toString() {
    return `burn(${this.params.cents}c${this.params.odd ? `+${this.params.odd}` : ""}, "${this.params.description}")`;
  }
}
