/** POST /stablecoins/{id}/mints funded from the internal account: refusals in order, or CREATED holding the fiat. */
import { Command } from "../../shared/command.js";
import { ambiguous, coinRefusal, operate, predicted, UNITS_PER_CENT, type StablecoinModel, type StablecoinReal } from "../model.js";

/** units: a whole number of cents times UNITS_PER_CENT plus `odd` (not representable when odd > 0). */
export class Mint extends Command<StablecoinModel, StablecoinReal, { cents: number; odd: number; description: string }> {
  check(m: StablecoinModel) {
    return m.ops.length < 10;
  }
  async run(m: StablecoinModel, r: StablecoinReal) {
    const { cents, odd, description } = this.params;
    const units = cents * UNITS_PER_CENT + odd;
    const ends = { fundingSource: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: m.accountId }, destination: { accountId: m.accountId } };
    await operate(m, r, { type: "MINT", units, fiat: cents, description, ends }, (t) => {
      const refusal = coinRefusal(m)
        ? coinRefusal(m)
        : odd > 0
          ? "STABLECOIN_AMOUNT_NOT_REPRESENTABLE"
          : cents > predicted(m, t).available
            ? "INSUFFICIENT_FUNDS"
            : undefined;
      // Funds change only when a hold is released: near such a moment both answers are right.
      const tooClose = ambiguous(m, t) && (refusal === undefined || refusal === "INSUFFICIENT_FUNDS");
      return { refusal, what: `mint of ${units} units (${description})`, tooClose };
    });
  }
  toString() {
    return `mint(${this.params.cents}c${this.params.odd ? `+${this.params.odd}` : ""}, "${this.params.description}")`;
  }
}
