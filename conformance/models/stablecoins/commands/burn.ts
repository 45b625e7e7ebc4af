/** POST /stablecoins/{id}/burns from the account's holding: refusals, or CREATED holding the tokens. */
import { Command } from "../../shared/command.js";
import { ambiguous, coinRefusal, operate, predicted, UNITS_PER_CENT, type StablecoinModel, type StablecoinReal } from "../model.js";

export class Burn extends Command<StablecoinModel, StablecoinReal, { cents: number; description: string }> {
  check(m: StablecoinModel) {
    return m.ops.length < 10;
  }
  async run(m: StablecoinModel, r: StablecoinReal) {
    const units = this.params.cents * UNITS_PER_CENT;
    const source = { type: "SERVICE_INTERNAL_ACCOUNT", accountId: m.accountId };
    const destination = { type: "EXTERNAL_ACCOUNT", externalAccountId: m.externalAccountId, rail: "ACH_CREDIT" };
    await operate(m, r, { type: "BURN", units, fiat: this.params.cents, description: this.params.description, ends: { source, destination } }, (t) => ({
      refusal: coinRefusal(m) ?? (units > predicted(m, t).tokens ? "INSUFFICIENT_FUNDS" : undefined),
      what: `burn of ${units} units (holding ${predicted(m, t).tokens})`,
      tooClose: ambiguous(m, t) && !coinRefusal(m),
    }));
  }
  toString() {
    return `burn(${this.params.cents}c, "${this.params.description}")`;
  }
}
