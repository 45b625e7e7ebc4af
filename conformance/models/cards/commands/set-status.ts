/** PATCH /cards/{id} {status}: exactly the state table, 409 codes otherwise. */
import { IndexedCommand } from "../../shared/command.js";
import { call, enc, predictTransition, type CardModel, type CardReal, type ModelCard } from "../model.js";
import { statusRead } from "../../../client/answer.js";
import { answered } from "../../../client/answer.js";
import { ROW } from "../../../runner/table-rules.js";
import { cardRules } from "../../../../contract/rules/cards.js";

export class SetStatus extends IndexedCommand<CardModel, CardReal, ModelCard, { to: "ACTIVE" | "FROZEN" | "CLOSED" }> {
  protected readonly items = (m: Readonly<CardModel>) => m.cards;
  async run(m: CardModel, r: CardReal) {
    const card = this.item(m);
    const res = await call(r, "PATCH", `/cards/${enc(card.id)}`, { body: { status: this.params.to } });
    const want = predictTransition(card.status, this.params.to);
    if ("ok" in want) {
      r.s.expect(
        res.status === 200 && res.body?.status === this.params.to,
        "cards.status-transition",
        `${card.status} -> ${this.params.to} is in the state table; got ${answered(res)}`,
        this.params.to,
        res.body?.status ?? res.body?.code,
      );
      if (this.params.to === cardRules().terminalStatus)
        r.s.expect(
          res.body?.stateReason === cardRules().closeReason,
          "cards.state-reason",
          `a card closed with PATCH must read stateReason ${cardRules().closeReason}; it reads ${res.body?.stateReason ?? "(none)"}`,
          cardRules().closeReason,
          res.body?.stateReason,
        );
      r.s.transition("card", card.status, this.params.to);
      r.s.row(ROW.cardTransition(card.status, this.params.to));
      card.status = this.params.to;
    } else {
      r.s.expect(
        res.status === 409 && res.body?.code === want.code,
        "cards.status-transition",
        `${card.status} -> ${this.params.to} must answer 409 ${want.code}; got ${answered(res)}`,
        want.code,
        res.body?.code ?? res.body?.status,
      );
      r.s.row(ROW.cardRefusal(want.code));
    }
    const g = await call(r, "GET", `/cards/${enc(card.id)}`);
    r.s.expect(
      g.body?.status === card.status,
      "cards.status-transition",
      `card ${card.id} reads ${statusRead(g)}; expected ${card.status}`,
      card.status,
      g.body?.status,
    );
  }
  toString() {
    return `setStatus(#${this.index}, ${this.params.to})`;
  }
}
