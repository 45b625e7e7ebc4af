/** POST /sandbox/cards/{id}/simulate/return_reversal: a settled credit is voided and its amount taken back; anything else 400 (live: no 409). */
import { IndexedCommand } from "../../shared/command.js";
import { expectAnswer } from "../../../runner/expect.js";
import { accountOf, call, enc, observeBalances, type CardModel, type CardReal, type ModelCredit } from "../model.js";
import { answered } from "../../../client/answer.js";

export class ReverseReturn extends IndexedCommand<CardModel, CardReal, ModelCredit, Record<string, never>> {
  protected readonly items = (m: Readonly<CardModel>) => m.credits ?? [];
  async run(m: CardModel, r: CardReal) {
    const credit = this.item(m);
    const res = await call(r, "POST", `/sandbox/cards/${enc(credit.cardId)}/simulate/return_reversal`, { body: { cardTransactionId: credit.id } });
    if (credit.status !== "SETTLED") return expectAnswer(r.s, res, "cards.simulation-state", `reversing a ${credit.status} credit`, 400);
    const acc = accountOf(m, credit.accountId)!;
    if (credit.amount > acc.available)
      return expectAnswer(r.s, res, "cards.return-reversal", `reversing ${credit.amount} with ${acc.available} available`, 400, "INSUFFICIENT_FUNDS");
    r.s.expect(
      res.status === 202 && res.body?.status === "VOIDED" && res.body?.id === credit.id && typeof res.body?.issuerTransactionToken === "string",
      "cards.return-reversal",
      `reversing the credit ${credit.id} answered ${answered(res)} ${res.body?.status ?? ""}; expected 202 VOIDED with issuerTransactionToken`,
    );
    credit.status = "VOIDED";
    acc.available -= credit.amount;
    acc.total -= credit.amount;
    const purchase = credit.purchaseId ? m.txs.find((t) => t.id === credit.purchaseId) : undefined;
    if (purchase) purchase.refunded = Math.max(0, purchase.refunded - credit.amount);
    await observeBalances(m, r);
  }
  toString() {
    return `reverseReturn(#${this.index})`;
  }
}
