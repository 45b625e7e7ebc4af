/**
 * POST /quotes/{quoteId}/execute on a quote already executed, without its Idempotency-Key
 * (or with a new one): the live execute operation answers 409 ("quote already confirmed,
 * expired, or in invalid state"; re-calling execute on an executed quote returns 409) and
 * nothing is debited again (`money.no-double-debit`); the quote still names its first
 * transaction. Execute (execute.ts) holds the expectations.
 */
import { IndexedCommand } from "../../shared/command.js";
import { Execute } from "./execute.js";
import type { ModelQuote, MoneyModel, MoneyReal } from "../model.js";

export class ReExecute extends IndexedCommand<MoneyModel, MoneyReal, ModelQuote, { withKey: boolean }> {
  protected readonly items = (m: Readonly<MoneyModel>) => m.quotes.filter((q) => q.executed);
  async run(m: MoneyModel, r: MoneyReal) {
    const q = this.item(m);
    await new Execute(m.quotes.indexOf(q), { withKey: this.params.withKey, reuseKey: false }).run(m, r);
  }
  toString() {
    return `reExecute(executed #${this.index}${this.params.withKey ? ", new key" : ""})`;
  }
}
