/** POST /sandbox/cards/{id}/simulate/return: a CREDIT linked by originalTransactionId; the purchase stays SETTLED; capacity is not restored. */
import type fc from "fast-check";
import { accountOf, call, enc, observeBalances, pick, type CardModel, type CardReal } from "../model.js";

export class Refund implements fc.AsyncCommand<CardModel, CardReal> {
  /** `share`: per mille of the settled amount (above 1000: more than is left). */
  constructor(
    readonly index: number,
    readonly share: number,
  ) {}
  check(m: Readonly<CardModel>) {
    return m.txs.length > 0;
  }
  async run(m: CardModel, r: CardReal) {
    const tx = pick(m.txs, this.index)!;
    const settled = tx.settled ?? tx.authorized;
    const amount = Math.max(1, Math.floor((settled * this.share) / 1000));
    const res = await call(r, "POST", `/sandbox/cards/${enc(tx.cardId)}/simulate/return`, { body: { cardTransactionId: tx.id, amount } });
    if (tx.status !== "SETTLED") {
      r.s.expect(
        res.status === 409,
        "cards.refund",
        `refunding a ${tx.status} card transaction must answer 409; got ${res.status} ${res.body?.code ?? res.body?.status}`,
        409,
        res.status,
      );
      return;
    }
    const left = settled - tx.refunded;
    if (amount > left) {
      r.s.expect(
        res.status === 400 && res.body?.code === "INVALID_AMOUNT",
        "cards.refund",
        `refunding ${amount} with ${left} left must answer 400 INVALID_AMOUNT; got ${res.status} ${res.body?.code ?? res.body?.status}`,
      );
      return;
    }
    r.s.expect(
      res.status === 202 && res.body?.type === "CREDIT" && res.body?.originalTransactionId === tx.id && res.body?.settledAmount === amount,
      "cards.refund",
      `a refund of ${amount} must answer 202 with a CREDIT linked to ${tx.id}; got ${res.status} ${JSON.stringify(res.body)}`,
    );
    const purchase = await call(r, "GET", `/card-transactions/${enc(tx.id)}`);
    r.s.expect(
      purchase.body?.status === "SETTLED",
      "cards.refund",
      `the refunded purchase must stay SETTLED; it reads ${purchase.body?.status}`,
      "SETTLED",
      purchase.body?.status,
    );
    tx.refunded += amount;
    const acc = accountOf(m, tx.accountId)!;
    acc.available += amount;
    acc.total += amount;
    await observeBalances(m, r);
  }
  toString() {
    return `refund(#${this.index}, ${this.share}‰)`;
  }
}
