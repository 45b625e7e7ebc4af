/** A quote, the clock advanced past its expiresAt, then its execution: 400 QUOTE_EXPIRED. */
import type fc from "fast-check";
import { CreateQuote, type QuoteSpec } from "./create-quote.js";
import { Execute } from "./execute.js";
import type { MoneyModel, MoneyReal } from "../model.js";

export class ExecuteLate implements fc.AsyncCommand<MoneyModel, MoneyReal> {
  constructor(readonly spec: QuoteSpec) {}
  check(m: Readonly<MoneyModel>) {
    return m.quotes.length < 8;
  }
  async run(m: MoneyModel, r: MoneyReal) {
    const before = m.quotes.length;
    await new CreateQuote(this.spec).run(m, r);
    if (m.quotes.length === before) return;
    const q = m.quotes[m.quotes.length - 1];
    const now = await r.now();
    await r.advance(Math.max(1, Math.ceil((q.expiresAtMs - now) / 1000) + 1));
    await new Execute(m.quotes.length - 1, { withKey: false, reuseKey: false }).run(m, r);
  }
  toString() {
    return `executeLate(${new CreateQuote(this.spec).toString().slice(6, -1)})`;
  }
}
