/** POST /cards/{id}/reveal: cards in a revealable status (spec/rules/cards.yaml) get a fresh short-lived URL each call; the answer holds no card number. */
import { IndexedCommand } from "../../shared/command.js";
import { cardRules } from "../../../../contract/rules/cards.js";
import { call, enc, type CardModel, type CardReal, type ModelCard } from "../model.js";

export class Reveal extends IndexedCommand<CardModel, CardReal, ModelCard> {
  protected readonly items = (m: Readonly<CardModel>) => m.cards;
  async run(m: CardModel, r: CardReal) {
    const card = this.item(m);
    const a = await call(r, "POST", `/cards/${enc(card.id)}/reveal`);
    if (!(cardRules().revealableStatuses as string[]).includes(card.status)) {
      // Which statuses can be revealed is designed (the description: issued cards, a URL per reveal).
      r.s.expect(a.status === 409, "cards.reveal-status", `revealing a ${card.status} card must answer 409; got ${a.status}`, 409, a.status);
      return;
    }
    const b = await call(r, "POST", `/cards/${enc(card.id)}/reveal`);
    const now = await r.now();
    r.s.expect(a.status === 200 && b.status === 200, "cards.reveal", `reveal answered ${a.status} / ${b.status}`, 200, a.status);
    r.s.expect(a.body.panEmbedUrl !== b.body.panEmbedUrl, "cards.reveal", "two reveals gave the same URL (request a fresh one each time)");
    const ttl = Date.parse(a.body.expiresAt) - now;
    r.s.expect(ttl > 0 && ttl <= 60 * 60 * 1000, "cards.reveal", `expiresAt ${a.body.expiresAt} is not within minutes of now (${new Date(now).toISOString()})`);
  }
  toString() {
    return `reveal(#${this.index})`;
  }
}
