/** POST /sandbox/cards/{id}/simulate/authorization_advice: the authorization moves to the advised amount and its hold follows it. */
import { IndexedCommand } from "../../shared/command.js";
import { expectAnswer } from "../../../runner/expect.js";
import { accountOf, call, enc, observeBalances, type CardModel, type CardReal, type ModelCardTx } from "../model.js";
import { answered } from "../../../client/answer.js";

/** `share`: the advised amount in per mille of the authorized amount. */
export class Advise extends IndexedCommand<CardModel, CardReal, ModelCardTx, { share: number }> {
  protected readonly items = (m: Readonly<CardModel>) => m.txs;
  async run(m: CardModel, r: CardReal) {
    const tx = this.item(m);
    // A delayed pull confirms on the clock: not advised while the model could be on either side.
    if (tx.status === "PENDING") return;
    const amount = Math.max(1, Math.floor((tx.authorized * this.params.share) / 1000));
    const res = await call(r, "POST", `/sandbox/cards/${enc(tx.cardId)}/simulate/authorization_advice`, { body: { cardTransactionId: tx.id, amount } });
    if (tx.status !== "AUTHORIZED" && tx.status !== "CONFIRMED")
      return expectAnswer(r.s, res, "cards.simulation-state", `advising a ${tx.status} card transaction`, 400);
    const acc = accountOf(m, tx.accountId)!;
    const delta = amount - tx.authorized;
    if (delta > acc.available)
      return expectAnswer(r.s, res, "cards.simulations", `raising an authorization by ${delta} with ${acc.available} available`, 400, "INSUFFICIENT_FUNDS");
    r.s.expect(
      res.status === 202 && res.body?.authorizedAmount?.amount === amount && typeof res.body?.issuerTransactionToken === "string",
      "cards.simulations",
      `an advice of ${amount} on ${tx.id} answered ${answered(res)} ${JSON.stringify(res.body?.authorizedAmount)}; expected 202 with authorizedAmount ${amount} and issuerTransactionToken`,
    );
    tx.authorized = amount;
    acc.available -= delta;
    await observeBalances(m, r);
  }
  toString() {
    return `advise(#${this.index}, ${this.params.share}‰)`;
  }
}
