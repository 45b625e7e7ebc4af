/** Sandbox funding of a cardholder's USD account (keeps authorizations possible). */
import { Command } from "../../shared/command.js";
import { call, enc, observeBalances, type CardModel, type CardReal, type Owner } from "../model.js";

export class Fund extends Command<CardModel, CardReal, { owner: Owner; amount: number }> {
  async run(m: CardModel, r: CardReal) {
    const a = m.accounts.find((x) => x.owner === this.params.owner)!;
    const res = await call(r, "POST", `/sandbox/internal-accounts/${enc(a.id)}/fund`, { body: { amount: this.params.amount } });
    r.s.expect(res.status === 200, "cards.balance", `funding ${this.params.amount} answered ${res.status}`, 200, res.status);
    a.available += this.params.amount;
    a.total += this.params.amount;
    await observeBalances(m, r);
  }
  toString() {
    return `fund(${this.params.owner}, ${this.params.amount})`;
  }
}
