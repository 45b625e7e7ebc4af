/** Sandbox funding of a cardholder's USD account (keeps authorizations possible). */
import type fc from "fast-check";
import { call, enc, observeBalances, type CardModel, type CardReal, type Owner } from "../model.js";

export class Fund implements fc.AsyncCommand<CardModel, CardReal> {
  constructor(
    readonly owner: Owner,
    readonly amount: number,
  ) {}
  check() {
    return true;
  }
  async run(m: CardModel, r: CardReal) {
    const a = m.accounts.find((x) => x.owner === this.owner)!;
    const res = await call(r, "POST", `/sandbox/internal-accounts/${enc(a.id)}/fund`, { body: { amount: this.amount } });
    r.s.expect(res.status === 200, "cards.balance", `funding ${this.amount} answered ${res.status}`, 200, res.status);
    a.available += this.amount;
    a.total += this.amount;
    await observeBalances(m, r);
  }
  toString() {
    return `fund(${this.owner}, ${this.amount})`;
  }
}
