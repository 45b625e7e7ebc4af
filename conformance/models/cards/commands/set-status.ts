/** PATCH /cards/{id} {status}: exactly the state table, 409 codes otherwise. */
import type fc from "fast-check";
import { call, enc, pick, predictTransition, type CardModel, type CardReal } from "../model.js";

export class SetStatus implements fc.AsyncCommand<CardModel, CardReal> {
  constructor(
    readonly index: number,
    readonly to: "ACTIVE" | "FROZEN" | "CLOSED",
  ) {}
  check(m: Readonly<CardModel>) {
    return m.cards.length > 0;
  }
  async run(m: CardModel, r: CardReal) {
    const card = pick(m.cards, this.index)!;
    const res = await call(r, "PATCH", `/cards/${enc(card.id)}`, { body: { status: this.to } });
    const want = predictTransition(card.status, this.to);
    if ("ok" in want) {
      r.s.expect(
        res.status === 200 && res.body?.status === this.to,
        "cards.status-transition",
        `${card.status} -> ${this.to} is in the state table; got ${res.status} ${res.body?.status ?? res.body?.code}`,
        this.to,
        res.body?.status ?? res.body?.code,
      );
      r.s.transition("card", card.status, this.to);
      card.status = this.to;
    } else {
      r.s.expect(
        res.status === 409 && res.body?.code === want.code,
        "cards.status-transition",
        `${card.status} -> ${this.to} must answer 409 ${want.code}; got ${res.status} ${res.body?.status ?? res.body?.code}`,
        want.code,
        res.body?.code ?? res.body?.status,
      );
    }
    const g = await call(r, "GET", `/cards/${enc(card.id)}`);
    r.s.expect(
      g.body?.status === card.status,
      "cards.status-transition",
      `card ${card.id} reads ${g.body?.status}; expected ${card.status}`,
      card.status,
      g.body?.status,
    );
  }
  toString() {
    return `setStatus(#${this.index}, ${this.to})`;
  }
}
