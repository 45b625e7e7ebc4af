/** POST /sandbox/cards/{id}/simulate/clearing: settle below/exact, a tip above (post-hoc pull), or 0 (VOIDED); other statuses 409. */
import type fc from "fast-check";
import { accountOf, call, enc, observeBalances, pick, type CardModel, type CardReal } from "../model.js";

export type ClearKind = "below" | "exact" | "tip" | "void";

export class Clear implements fc.AsyncCommand<CardModel, CardReal> {
  constructor(
    readonly index: number,
    readonly kind: ClearKind,
    readonly delta: number,
  ) {}
  check(m: Readonly<CardModel>) {
    return m.txs.length > 0;
  }
  async run(m: CardModel, r: CardReal) {
    const tx = pick(m.txs, this.index)!;
    const amount =
      this.kind === "void"
        ? 0
        : this.kind === "exact"
          ? tx.authorized
          : this.kind === "below"
            ? Math.max(1, tx.authorized - this.delta)
            : tx.authorized + this.delta;
    const res = await call(r, "POST", `/sandbox/cards/${enc(tx.cardId)}/simulate/clearing`, { body: { cardTransactionId: tx.id, amount } });
    const acc = accountOf(m, tx.accountId)!;
    const clearable = tx.status === "AUTHORIZED" || tx.status === "CONFIRMED";
    const extra = amount - tx.authorized;
    if (!clearable) {
      r.s.expect(
        res.status === 409,
        "cards.clearing",
        `clearing a ${tx.status} card transaction must answer 409; got ${res.status} ${res.body?.status ?? res.body?.code}`,
        409,
        res.status,
      );
      return;
    }
    if (extra > acc.available) {
      r.s.expect(
        res.status === 400 && res.body?.code === "INSUFFICIENT_FUNDS",
        "cards.balance",
        `a tip of ${extra} above an available ${acc.available} must answer 400 INSUFFICIENT_FUNDS (balances never go negative); got ${res.status} ${res.body?.status ?? res.body?.code}`,
      );
      return;
    }
    const want = amount === 0 ? "VOIDED" : "SETTLED";
    r.s.expect(
      res.status === 202 && res.body?.status === want && (want === "VOIDED" || res.body?.settledAmount === amount),
      "cards.clearing",
      `clearing ${amount} of ${tx.authorized} must answer 202 ${want}; got ${res.status} ${res.body?.status ?? res.body?.code} ${res.body?.settledAmount ?? ""}`,
      want,
      res.body?.status ?? res.body?.code,
    );
    r.s.transition("card transaction", tx.status, want);
    acc.available += tx.authorized - amount;
    acc.total -= amount;
    tx.status = want;
    if (want === "SETTLED") tx.settled = amount;
    await observeBalances(m, r);
  }
  toString() {
    return `clear(#${this.index}, ${this.kind}${this.kind === "below" || this.kind === "tip" ? " " + this.delta : ""})`;
  }
}
