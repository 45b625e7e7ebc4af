/** An authorization whose merchant.descriptor is one character over the limit: 400 INVALID_INPUT (description, Limits), nothing held. */
import { IndexedCommand } from "../../shared/command.js";
import { expectAnswer } from "../../../runner/expect.js";
import { cardRules } from "../../../../contract/rules/cards.js";
import { call, enc, observeBalances, type CardModel, type CardReal, type ModelCard } from "../model.js";
import { ROW } from "../../../runner/table-rules.js";

export class LongDescriptor extends IndexedCommand<CardModel, CardReal, ModelCard> {
  protected readonly items = (m: Readonly<CardModel>) => m.cards;
  async run(m: CardModel, r: CardReal) {
    const card = this.item(m);
    const descriptor = "X".repeat(cardRules().descriptorLength.max + 1);
    const res = await call(r, "POST", `/sandbox/cards/${enc(card.id)}/simulate/authorization`, {
      body: { amount: 100, currency: { code: "USD" }, merchant: { descriptor, mcc: "5812", country: "US" } },
    });
    expectAnswer(r.s, res, "cards.descriptor-length", `an authorization with a ${descriptor.length}-character descriptor`, 400, "INVALID_INPUT");
    r.s.row(ROW.cardDescriptorLength());
    await observeBalances(m, r);
  }
  toString() {
    return `longDescriptor(#${this.index})`;
  }
}
