/** POST /sandbox/internal-accounts/{id}/fund: 200, balance and total rise by the amount. */
import { IndexedCommand } from "../../shared/command.js";
import { enc, observe, type ModelAccount, type MoneyModel, type MoneyReal, type MoneyRule } from "../model.js";

export class Fund extends IndexedCommand<MoneyModel, MoneyReal, ModelAccount, { amount: number }> {
  protected readonly items = (m: Readonly<MoneyModel>) => m.accounts.filter((x) => x.owner !== "platform");
  async run(m: MoneyModel, r: MoneyReal) {
    const a = this.item(m);
    const res = await r.client.call("POST", `/sandbox/internal-accounts/${enc(a.id)}/fund`, { body: { amount: this.params.amount } });
    r.s.expect(
      res.status === 200,
      "money.fund",
      `funding ${this.params.amount} ${a.currency} answered ${res.status}: ${JSON.stringify(res.body)}`,
      200,
      res.status,
    );
    a.available += this.params.amount;
    a.total += this.params.amount;
    m.expectedSum.set(a.currency, (m.expectedSum.get(a.currency) ?? 0) + this.params.amount);
    await observe(m, r, new Map<string, MoneyRule>([[a.id, "money.fund"]]));
  }
  toString() {
    return `fund(#${this.index}, ${this.params.amount})`;
  }
}
