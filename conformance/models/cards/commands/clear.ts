/** POST /sandbox/cards/{id}/simulate/clearing: settle below/exact, a tip above (post-hoc pull), or 0 (VOIDED); other statuses 400 (live: no 409). */
import { IndexedCommand } from "../../shared/command.js";
import { expectAnswer } from "../../../runner/expect.js";
import { accountOf, call, enc, observeBalances, type CardModel, type CardReal, type ModelCardTx } from "../model.js";
import { answered } from "../../../client/answer.js";
import { ROW } from "../../../runner/table-rules.js";

export type ClearKind = "below" | "exact" | "tip" | "void";

export class Clear extends IndexedCommand<CardModel, CardReal, ModelCardTx, { kind: ClearKind; delta: number }> {
  protected readonly items = (m: Readonly<CardModel>) => m.txs;
  async run(m: CardModel, r: CardReal) {
    const tx = this.item(m);
    const amount =
      this.params.kind === "void"
        ? 0
        : this.params.kind === "exact"
          ? tx.authorized
          : this.params.kind === "below"
            ? Math.max(1, tx.authorized - this.params.delta)
            : tx.authorized + this.params.delta;
    const res = await call(r, "POST", `/sandbox/cards/${enc(tx.cardId)}/simulate/clearing`, { body: { cardTransactionId: tx.id, amount } });
    const acc = accountOf(m, tx.accountId)!;
    const clearable = tx.status === "AUTHORIZED" || tx.status === "CONFIRMED";
    const extra = amount - tx.authorized;
    if (!clearable) return expectAnswer(r.s, res, "cards.simulation-state", `clearing a ${tx.status} card transaction`, 400);
    // Balances never go negative.
    if (extra > acc.available)
      return expectAnswer(r.s, res, "cards.balance", `a tip of ${extra} above an available ${acc.available}`, 400, "INSUFFICIENT_FUNDS");
    const want = amount === 0 ? "VOIDED" : "SETTLED";
    r.s.expect(
      res.status === 202 && res.body?.status === want && (want === "VOIDED" || res.body?.settledAmount?.amount === amount),
      "cards.clearing",
      `clearing ${amount} of ${tx.authorized} must answer 202 ${want}; got ${answered(res)} ${res.body?.settledAmount?.amount ?? ""}`,
      want,
      res.body?.status ?? res.body?.code,
    );
    r.s.transition("card transaction", tx.status, want);
    if (want === "VOIDED") r.s.row(ROW.cardVoid());
    acc.available += tx.authorized - amount;
    acc.total -= amount;
    tx.status = want;
    if (want === "SETTLED") tx.settled = amount;
    await observeBalances(m, r);
  }
  toString() {
    return `clear(#${this.index}, ${this.params.kind}${this.params.kind === "below" || this.params.kind === "tip" ? " " + this.params.delta : ""})`;
  }
}
