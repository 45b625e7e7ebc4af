/** POST /sandbox/internal-accounts/{id}/fund: 200, balance and total rise by the amount. */
import type fc from "fast-check";
import { enc, observe, pick, type MoneyModel, type MoneyReal, type MoneyRule } from "../model.js";

export class Fund implements fc.AsyncCommand<MoneyModel, MoneyReal> {
  constructor(
    readonly index: number,
    readonly amount: number,
  ) {}
  check(m: Readonly<MoneyModel>) {
    return m.accounts.some((a) => a.owner !== "platform");
  }
  async run(m: MoneyModel, r: MoneyReal) {
    const a = pick(
      m.accounts.filter((x) => x.owner !== "platform"),
      this.index,
    )!;
    const res = await r.client.call("POST", `/sandbox/internal-accounts/${enc(a.id)}/fund`, { body: { amount: this.amount } });
    r.s.expect(res.status === 200, "money.fund", `funding ${this.amount} ${a.currency} answered ${res.status}: ${JSON.stringify(res.body)}`, 200, res.status);
    a.available += this.amount;
    a.total += this.amount;
    m.expectedSum.set(a.currency, (m.expectedSum.get(a.currency) ?? 0) + this.amount);
    await observe(m, r, new Map<string, MoneyRule>([[a.id, "money.fund"]]));
  }
  toString() {
    return `fund(#${this.index}, ${this.amount})`;
  }
}
