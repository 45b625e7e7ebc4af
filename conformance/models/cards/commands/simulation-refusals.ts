/**
 * The sandbox simulations refused on a card, once per run: each simulation from an
 * authorization body in a currency that is not the card's (400 INVALID_CURRENCY, nothing
 * moves), and each simulation on a card transaction that does not exist (404
 * TRANSACTION_NOT_FOUND). Should a server take a simulation in another currency, the
 * model reads the balances it left (the refusal is designed, the books must stay right).
 */
import { IndexedCommand } from "../../shared/command.js";
import { expectAnswer } from "../../../runner/expect.js";
import { accountOf, call, enc, observeBalances, type CardModel, type CardReal, type ModelCard } from "../model.js";
import { answered } from "../../../client/answer.js";

/** The simulations that take an authorization body (amount, currency, merchant). */
const FROM_AUTHORIZATION = [
  "authorization",
  "credit_authorization",
  "credit_authorization_advice",
  "financial_authorization",
  "financial_credit_authorization",
];
/** The simulations on an earlier card transaction (cardTransactionId). */
const ON_TRANSACTION = ["clearing", "return", "authorization_advice", "return_reversal"];
/** Those whose body also takes an amount. */
const WITH_AMOUNT = ["clearing", "return", "authorization_advice"];

export class SimulationRefusals extends IndexedCommand<CardModel, CardReal, ModelCard> {
  protected readonly items = (m: Readonly<CardModel>) => m.cards;
  async run(m: CardModel, r: CardReal) {
    const card = this.item(m);
    const path = (kind: string) => `/sandbox/cards/${enc(card.id)}/simulate/${kind}`;
    // Declined by its descriptor (002) should the currency pass: no hold, no spend.
    const merchant = { descriptor: "SIM MERCHANT 002", mcc: "5812", country: "US" };
    let moved = false;
    for (const kind of FROM_AUTHORIZATION) {
      const res = await call(r, "POST", path(kind), { body: { amount: 500, currency: { code: "EUR" }, merchant } });
      expectAnswer(r.s, res, "cards.simulation-currency", `a ${kind} in EUR on a USD card`, 400, "INVALID_CURRENCY");
      moved ||= res.status === 202;
    }
    if (moved) await this.resync(m, r);
    const unknown = `Transaction:${crypto.randomUUID()}`;
    for (const kind of ON_TRANSACTION) {
      const res = await call(r, "POST", path(kind), { body: { cardTransactionId: unknown, ...(WITH_AMOUNT.includes(kind) ? { amount: 100 } : {}) } });
      const what = `a ${kind} of a card transaction that does not exist`;
      expectAnswer(r.s, res, "cards.transaction-not-found", what, 404);
      r.s.expect(
        res.status !== 404 || res.body?.code === "TRANSACTION_NOT_FOUND",
        "cards.transaction-not-found-code",
        `${what} answered ${answered(res)}; expected 404 TRANSACTION_NOT_FOUND`,
        "TRANSACTION_NOT_FOUND",
        res.body?.code,
      );
    }
    await observeBalances(m, r);
  }

  /** The balances as the server has them, taken into the model. */
  private async resync(m: CardModel, r: CardReal) {
    const card = this.item(m);
    const a = await call(r, "GET", `/internal-accounts/${enc(card.accountId)}`);
    const acc = accountOf(m, card.accountId)!;
    acc.available = a.body?.balance?.amount ?? acc.available;
    acc.total = a.body?.totalBalance?.amount ?? acc.total;
  }
  toString() {
    return `simulationRefusals(#${this.index})`;
  }
}
