/** PATCH /cards/{id} {fundingSource}: own account accepted; suffixes 002/003, another customer's account, an ineligible currency or an unknown account refused (400 FUNDING_SOURCE_INELIGIBLE). */
import { IndexedCommand } from "../../shared/command.js";
import { cardRules } from "../../../../contract/rules/cards.js";
import { call, enc, type CardModel, type CardReal, type ModelCard } from "../model.js";
import { answered } from "../../../client/answer.js";
import { expectAnswer } from "../../../runner/expect.js";
import { ROW } from "../../../runner/table-rules.js";

export type RebindTarget = "own" | "other" | "ineligible" | "unknown" | `suffix:${string}`;

/** An internal account id no platform holds, ending in the sandbox default (no funding suffix). */
export const unknownAccount = (): string => `InternalAccount:${crypto.randomUUID().slice(0, -3)}789`;

export class Rebind extends IndexedCommand<CardModel, CardReal, ModelCard, { target: RebindTarget }> {
  protected readonly items = (m: Readonly<CardModel>) => m.cards;
  async run(m: CardModel, r: CardReal) {
    const card = this.item(m);
    const other = card.owner === "A" ? "B" : "A";
    const id =
      this.params.target === "own"
        ? m.accounts.find((a) => a.owner === card.owner)!.id
        : this.params.target === "other"
          ? m.accounts.find((a) => a.owner === other)!.id
          : this.params.target === "ineligible"
            ? m.ineligible[card.owner]
            : this.params.target === "unknown"
              ? unknownAccount()
              : `InternalAccount:00000000-0000-4000-8000-000000000${this.params.target.slice("suffix:".length)}`;
    if (!id) return;
    const res = await call(r, "PATCH", `/cards/${enc(card.id)}`, { body: { fundingSource: id } });
    const closed = card.status === cardRules().terminalStatus;
    if (closed) {
      r.s.expect(
        res.status === 409 && res.body?.code === "CARD_NOT_MUTABLE",
        "cards.status-transition",
        `changing the funding source of a CLOSED card must answer 409 CARD_NOT_MUTABLE; got ${answered(res)}`,
        "CARD_NOT_MUTABLE",
        res.body?.code,
      );
      r.s.row(ROW.cardRefusal("CARD_NOT_MUTABLE"));
    } else if (this.params.target === "own") {
      r.s.expect(
        res.status === 200 && res.body?.fundingSource === id,
        "cards.funding-source",
        `rebinding to the cardholder's own eligible account answered ${res.status} ${res.body?.code ?? ""}`,
        200,
        res.status,
      );
      card.accountId = id;
    } else if (this.params.target === "unknown") {
      expectAnswer(r.s, res, "cards.unknown-funding-source", "rebinding to an account that does not exist", 400, "FUNDING_SOURCE_INELIGIBLE");
    } else {
      const suffix = this.params.target.startsWith("suffix:") ? this.params.target.slice(7) : undefined;
      if (suffix) r.s.magic("card funding-source suffix", suffix);
      r.s.expect(
        res.status === 400 && res.body?.code === "FUNDING_SOURCE_INELIGIBLE",
        // Which currencies are card-eligible is designed ("card-eligible" only).
        this.params.target === "ineligible" ? "cards.eligible-currency" : "cards.funding-source",
        `rebinding to ${this.params.target} (${id}) must answer 400 FUNDING_SOURCE_INELIGIBLE; got ${answered(res)}`,
        "FUNDING_SOURCE_INELIGIBLE",
        res.body?.code,
      );
      if (suffix) r.s.row(ROW.cardFunding(suffix));
    }
  }
  toString() {
    return `rebind(#${this.index}, ${this.params.target})`;
  }
}

export const rebindTargets = (): RebindTarget[] => [
  "own",
  "other",
  "ineligible",
  "unknown",
  ...Object.keys(cardRules().fundingSourceSuffixes).map((s) => `suffix:${s}` as RebindTarget),
];
