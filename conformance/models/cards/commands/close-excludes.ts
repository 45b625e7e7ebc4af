/**
 * PATCH /cards/{id} closing the card with something else riding along, once per run, in the
 * live service's names: `state` CLOSED with `fundingSources`, then with
 * `maxSpendPerTransaction` — each 400, and the card stays as it was (live: neither can be
 * supplied alongside a close). Should a server close it anyway, the model follows the card.
 */
import { IndexedCommand } from "../../shared/command.js";
import { expectAnswer } from "../../../runner/expect.js";
import { call, enc, type CardModel, type CardReal, type ModelCard } from "../model.js";
import { statusRead } from "../../../client/answer.js";

export class CloseExcludes extends IndexedCommand<CardModel, CardReal, ModelCard> {
  protected readonly items = (m: Readonly<CardModel>) => m.cards;
  async run(m: CardModel, r: CardReal) {
    const card = this.item(m);
    for (const extra of [{ fundingSources: [card.accountId] }, { maxSpendPerTransaction: 100 }]) {
      const res = await call(r, "PATCH", `/cards/${enc(card.id)}`, { body: { state: "CLOSED", ...extra } });
      const field = Object.keys(extra)[0];
      expectAnswer(r.s, res, "cards.close-excludes", `closing a ${card.status} card with ${field} alongside`, 400);
      const g = await call(r, "GET", `/cards/${enc(card.id)}`);
      r.s.expect(
        g.body?.status === card.status,
        "cards.close-excludes",
        `a close refused for carrying ${field} left card ${card.id} ${statusRead(g)}; it was ${card.status}`,
        card.status,
        g.body?.status,
      );
      if (typeof g.body?.status === "string") card.status = g.body.status;
    }
  }
  toString() {
    return `closeExcludes(#${this.index})`;
  }
}
