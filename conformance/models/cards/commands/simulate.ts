/**
 * The sandbox card simulations beyond authorization, clearing and return, on a card:
 * single-message (financial) authorization and credit, credit authorization and its
 * advice, balance inquiry. Each answers 202 with the live `issuerTransactionToken`; the
 * outcome and the money are predicted (spec/rules/cards.yaml `messageSimulations`).
 */
import { IndexedCommand } from "../../shared/command.js";
import { accountOf, call, enc, observeBalances, predictAuthorization, utcDay, type CardModel, type CardReal, type ModelCard } from "../model.js";
import { cardRules } from "../../../../contract/rules/cards.js";
import { answered } from "../../../client/answer.js";

export type SimulationKind =
  "financial_authorization" | "financial_credit_authorization" | "credit_authorization" | "credit_authorization_advice" | "balance_inquiry";

export class Simulate extends IndexedCommand<CardModel, CardReal, ModelCard, { kind: SimulationKind; amount: number }> {
  protected readonly items = (m: Readonly<CardModel>) => m.cards;
  async run(m: CardModel, r: CardReal) {
    const card = this.item(m);
    const { kind, amount } = this.params;
    const acc = accountOf(m, card.accountId)!;
    let now = await r.now();
    if (utcDay(now) !== utcDay(now + 5_000)) now = await r.advance(10);
    const merchant = { descriptor: "SIM MERCHANT 001", mcc: "5812", country: "US" };
    const body = kind === "balance_inquiry" ? { merchant } : { amount, currency: { code: "USD" }, merchant };
    const res = await call(r, "POST", `/sandbox/cards/${enc(card.id)}/simulate/${kind}`, { body });
    const what = `${kind} of ${amount} on a ${card.status} card`;
    r.s.expect(
      res.status === 202 && typeof res.body?.issuerTransactionToken === "string",
      "cards.issuer-token",
      `${what} answered ${answered(res)}; expected 202 with issuerTransactionToken`,
      202,
      res.status,
    );
    if (kind === "balance_inquiry") {
      r.s.expect(
        res.body?.available?.amount === acc.available,
        "cards.simulations",
        `a balance inquiry shows ${res.body?.available?.amount}; the account has ${acc.available} available`,
      );
      return observeBalances(m, r);
    }
    const sim = cardRules().messageSimulations[kind];
    let want: { status: string; reason?: string };
    // A DEBIT is decided like an authorization; a credit at the default descriptor only by the card's status.
    if (sim.type === "DEBIT" && sim.descriptorOutcomes) {
      const p = predictAuthorization(m, card, amount, merchant.descriptor, now);
      want = p.status === "DECLINED" ? { status: "DECLINED", reason: p.reason } : { status: sim.settles ? "SETTLED" : p.status };
    } else if (sim.declinable && !cardRules().authorizableStatuses.includes(card.status as never)) want = { status: "DECLINED", reason: "CARD_NOT_ACTIVE" };
    else want = { status: sim.settles ? "SETTLED" : "AUTHORIZED" };
    const got = { status: res.body?.status, reason: res.body?.cardDeclinedReason };
    r.s.expect(
      got.status === want.status && (got.reason ?? undefined) === want.reason && res.body?.type === sim.type,
      "cards.simulations",
      `${what} (available ${acc.available}, usage ${JSON.stringify(card.usage)}): expected a ${sim.type} ${JSON.stringify(want)}, got a ${res.body?.type} ${JSON.stringify(got)}`,
      want,
      got,
    );
    if (want.status === "SETTLED" && sim.type === "DEBIT") {
      const day = utcDay(now);
      card.usage = card.usage.day === day ? { day, spend: card.usage.spend + amount, count: card.usage.count + 1 } : { day, spend: amount, count: 1 };
      acc.available -= amount;
      acc.total -= amount;
    } else if (want.status === "SETTLED") {
      acc.available += amount;
      acc.total += amount;
      (m.credits ??= []).push({ id: res.body?.id, cardId: card.id, accountId: acc.id, amount, status: "SETTLED" });
    }
    await observeBalances(m, r);
  }
  toString() {
    return `simulate(#${this.index}, ${this.params.kind}, ${this.params.amount})`;
  }
}
