/** POST /sandbox/cards/{id}/simulate/authorization: outcome, decline reason, limits, daily capacity and the hold, as predicted. */
import { IndexedCommand } from "../../shared/command.js";
import { accountOf, call, enc, observeBalances, predictAuthorization, utcDay, type CardModel, type CardReal, type ModelCard } from "../model.js";
import { cardRules, descriptorRule } from "../../../../contract/rules/cards.js";
import { OTHER, ROW } from "../../../runner/table-rules.js";
import { answered } from "../../../client/answer.js";

/** How the amount is chosen: exactly a limit, one above, the day's remaining spend, all the funding account has available, or a plain amount. */
export type AmountKind = "exact-tx" | "over-tx" | "rest-of-day" | "over-day" | "all-available" | "plain";

/** The decline reasons the description names (the others are designed). */
const DESCRIBED_REASONS = ["INSUFFICIENT_FUNDS", "CARD_NOT_ACTIVE"];

export class Authorize extends IndexedCommand<CardModel, CardReal, ModelCard, { kind: AmountKind; plain: number; suffix: string }> {
  protected readonly items = (m: Readonly<CardModel>) => m.cards;
  amountFor(m: CardModel, card: ModelCard, nowMs: number): number {
    const used = card.usage.day === utcDay(nowMs) ? card.usage.spend : 0;
    switch (this.params.kind) {
      case "exact-tx":
        return card.perTx ?? this.params.plain;
      case "over-tx":
        return card.perTx !== undefined ? card.perTx + 1 : this.params.plain;
      case "rest-of-day":
        return card.perDay !== undefined ? Math.max(1, card.perDay - used) : this.params.plain;
      case "over-day":
        return card.perDay !== undefined ? Math.max(1, card.perDay - used + 1) : this.params.plain;
      case "all-available":
        return Math.max(1, accountOf(m, card.accountId)!.available);
      default:
        return this.params.plain;
    }
  }
  async run(m: CardModel, r: CardReal) {
    const card = this.item(m);
    let now = await r.now();
    // Not across a UTC midnight between the prediction and the call.
    if (utcDay(now) !== utcDay(now + 5_000)) now = await r.advance(10);
    const amount = this.amountFor(m, card, now);
    const descriptor = `SIM MERCHANT ${this.params.suffix}`;
    const want = predictAuthorization(m, card, amount, descriptor, now);
    const res = await call(r, "POST", `/sandbox/cards/${enc(card.id)}/simulate/authorization`, {
      body: { amount, currency: { code: "USD" }, merchant: { descriptor, mcc: "5812", country: "US" } },
    });
    r.s.magic("card descriptor suffix", this.params.suffix);
    const byDescriptor = descriptorRule(descriptor);
    r.s.expect(res.status === 202, want.rule, `authorization of ${amount} on card ${card.id} answered ${res.status} ${res.body?.code ?? ""}`, 202, res.status);
    const got = { status: res.body?.status, reason: res.body?.cardDeclinedReason };
    const limits = JSON.stringify({ perTx: card.perTx, perDay: card.perDay, countPerDay: card.countPerDay });
    // The outcome is the description's; the reason names beyond INSUFFICIENT_FUNDS and CARD_NOT_ACTIVE are designed.
    r.s.expect(
      got.status === want.status,
      want.rule,
      `authorization of ${amount} at "${descriptor}" on a ${card.status} card (limits ${limits}, today's usage ${JSON.stringify(card.usage)}, available ${accountOf(m, card.accountId)!.available}): expected ${want.status}, got ${got.status ?? answered(res)}`,
      want.status,
      got.status,
    );
    r.s.expect(
      (got.reason ?? undefined) === want.reason,
      DESCRIBED_REASONS.includes(want.reason ?? "") ? want.rule : "cards.decline-reason",
      `authorization of ${amount} at "${descriptor}" on a ${card.status} card (limits ${limits}): declined ${got.reason ?? "without a reason"}, expected ${want.reason ?? "no reason"}`,
      want,
      got,
    );
    // The descriptor decided when the card was ACTIVE and no limit or balance came first.
    const decided =
      card.status === "ACTIVE" && (byDescriptor.outcome === "DECLINED" ? want.reason === byDescriptor.declinedReason : want.status === byDescriptor.outcome);
    const key = this.params.suffix in cardRules().descriptorSuffixes ? this.params.suffix : OTHER;
    if (decided && want.status !== "PENDING") r.s.row(ROW.cardDescriptor(key));
    if (want.status === "DECLINED") return;
    const day = utcDay(now);
    card.usage = card.usage.day === day ? { day, spend: card.usage.spend + amount, count: card.usage.count + 1 } : { day, spend: amount, count: 1 };
    const acc = accountOf(m, card.accountId)!;
    acc.available -= amount;
    if (want.status === "EXCEPTION") acc.total -= amount;
    m.txs.push({
      id: res.body.id,
      cardId: card.id,
      status: want.status,
      authorized: amount,
      refunded: 0,
      accountId: acc.id,
      confirmAtMs: want.confirmAfterMs !== undefined ? now + want.confirmAfterMs : undefined,
      suffix: decided ? key : undefined,
    });
    await observeBalances(m, r);
  }
  toString() {
    return `authorize(#${this.index}, ${this.params.kind}${this.params.kind === "plain" ? " " + this.params.plain : ""}, "${this.params.suffix}")`;
  }
}
