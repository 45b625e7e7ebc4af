/** A quote followed at once by its execution (the common path: quote, then execute before expiresAt). */
import type fc from "fast-check";
import { CreateQuote, type QuoteSpec } from "./create-quote.js";
import { Execute } from "./execute.js";
import type { MoneyModel, MoneyReal } from "../model.js";

export class Pay implements fc.AsyncCommand<MoneyModel, MoneyReal> {
  constructor(
    readonly spec: QuoteSpec,
    readonly withKey: boolean,
  ) {}
  check(m: Readonly<MoneyModel>) {
    return m.quotes.length < 8;
  }
  async run(m: MoneyModel, r: MoneyReal) {
    const before = m.quotes.length;
    await new CreateQuote(this.spec).run(m, r);
    if (m.quotes.length > before) await new Execute(m.quotes.length - 1, this.withKey, false).run(m, r);
  }
  toString() {
    return `pay(${new CreateQuote(this.spec).toString().slice(6, -1)}${this.withKey ? ", key" : ""})`;
  }
}
