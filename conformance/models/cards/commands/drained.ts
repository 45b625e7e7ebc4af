/**
 * The refusals of a drained funding account, once per run: an authorization holds all the
 * card's account has available, then a clearing with a tip above it, an advice raising it
 * and the reversal of a settled credit of that account each need money the account no
 * longer has (400 INSUFFICIENT_FUNDS, nothing moves); the authorization is then voided and
 * the money is back. Each step is the model's own command, so the model follows every move.
 */
import { Command } from "../../shared/command.js";
import { accountOf, type CardModel, type CardReal } from "../model.js";
import { Authorize } from "./authorize.js";
import { Clear } from "./clear.js";
import { Advise } from "./advise.js";
import { ReverseReturn } from "./reverse-return.js";

export class Drained extends Command<CardModel, CardReal, { card: number }> {
  check(m: Readonly<CardModel>) {
    return m.cards.length > this.params.card;
  }
  async run(m: CardModel, r: CardReal) {
    const card = m.cards[this.params.card];
    const acc = accountOf(m, card.accountId)!;
    if (card.status !== "ACTIVE" || acc.available < 1) return r.s.skipStep(String(this), `the card is ${card.status} with ${acc.available} available`);
    const before = m.txs.length;
    await new Authorize(this.params.card, { kind: "all-available", plain: 0, suffix: "001" }).run(m, r);
    const tx = m.txs.length > before ? m.txs.length - 1 : -1;
    if (tx < 0 || m.txs[tx].status !== "AUTHORIZED") return r.s.skipStep(String(this), "the authorization of all that is available was not approved");
    await new Clear(tx, { kind: "tip", delta: 1 }).run(m, r);
    await new Advise(tx, { share: 2000 }).run(m, r);
    const credit = (m.credits ?? []).findIndex((c) => c.accountId === acc.id && c.status === "SETTLED" && c.amount > 0);
    if (credit >= 0) await new ReverseReturn(credit, {}).run(m, r);
    await new Clear(tx, { kind: "void", delta: 0 }).run(m, r);
  }
  toString() {
    return `drained(#${this.params.card})`;
  }
}
