/** A quote followed at once by its execution (the common path: quote, then execute before expiresAt). */
import { Command } from "../../shared/command.js";
import { CreateQuote, type QuoteSpec } from "./create-quote.js";
import { Execute } from "./execute.js";
import type { MoneyModel, MoneyReal } from "../model.js";

export class Pay extends Command<MoneyModel, MoneyReal, { spec: QuoteSpec; withKey: boolean }> {
  check(m: Readonly<MoneyModel>) {
    return m.quotes.length < 8;
  }
  async run(m: MoneyModel, r: MoneyReal) {
    const before = m.quotes.length;
    // The quote is read back once, after its execution (a creation's read-back is CreateQuote's own).
    await new CreateQuote(this.params.spec, false).run(m, r);
    if (m.quotes.length > before) await new Execute(m.quotes.length - 1, { withKey: this.params.withKey, reuseKey: false }).run(m, r);
  }
  toString() {
    return `pay(${new CreateQuote(this.params.spec).toString().slice(6, -1)}${this.params.withKey ? ", key" : ""})`;
  }
}
