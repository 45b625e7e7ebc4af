/** POST /sandbox/cards/{id}/simulate/return: a CREDIT linked by originalTransactionId; the purchase stays SETTLED; capacity is not restored. */
import { IndexedCommand } from "../../shared/command.js";
import { expectAnswer } from "../../../runner/expect.js";
import { accountOf, call, enc, observeBalances, type CardModel, type CardReal, type ModelCardTx } from "../model.js";
import { statusRead } from "../../../client/answer.js";
import { ROW } from "../../../runner/table-rules.js";

/** `share`: per mille of the settled amount (above 1000: more than is left). */
export class Refund extends IndexedCommand<CardModel, CardReal, ModelCardTx, { share: number }> {
  protected readonly items = (m: Readonly<CardModel>) => m.txs;
  async run(m: CardModel, r: CardReal) {
    const tx = this.item(m);
    const settled = tx.settled ?? tx.authorized;
    const amount = Math.max(1, Math.floor((settled * this.params.share) / 1000));
    const res = await call(r, "POST", `/sandbox/cards/${enc(tx.cardId)}/simulate/return`, { body: { cardTransactionId: tx.id, amount } });
    if (tx.status !== "SETTLED") return expectAnswer(r.s, res, "cards.simulation-state", `refunding a ${tx.status} card transaction`, 400);
    const left = settled - tx.refunded;
    if (amount > left) return expectAnswer(r.s, res, "cards.refund-excess", `refunding ${amount} with ${left} left`, 400, "INVALID_AMOUNT");
    r.s.expect(
      res.status === 202 && res.body?.type === "CREDIT" && res.body?.originalTransactionId === tx.id && res.body?.settledAmount?.amount === amount,
      "cards.refund",
      `a refund of ${amount} must answer 202 with a CREDIT linked to ${tx.id}; got ${res.status} ${JSON.stringify(res.body)}`,
    );
    const purchase = await call(r, "GET", `/card-transactions/${enc(tx.id)}`);
    r.s.expect(
      purchase.body?.status === "SETTLED",
      "cards.refund",
      `the refunded purchase must stay SETTLED; it reads ${statusRead(purchase)}`,
      "SETTLED",
      purchase.body?.status,
    );
    r.s.row(ROW.cardRefund());
    tx.refunded += amount;
    (m.credits ??= []).push({ id: res.body?.id, cardId: tx.cardId, accountId: tx.accountId, amount, status: "SETTLED", purchaseId: tx.id });
    const acc = accountOf(m, tx.accountId)!;
    acc.available += amount;
    acc.total += amount;
    await observeBalances(m, r);
  }
  toString() {
    return `refund(#${this.index}, ${this.params.share}‰)`;
  }
}
