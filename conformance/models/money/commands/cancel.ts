/**
 * POST /transactions/{id}/cancel on a quote's transaction: executed transactions are
 * PROCESSING or final, past cancellation: 409 TRANSACTION_NOT_CANCELLABLE, nothing moves.
 */
import type fc from "fast-check";
import { enc, observe, pick, type MoneyModel, type MoneyReal } from "../model.js";

export class Cancel implements fc.AsyncCommand<MoneyModel, MoneyReal> {
  constructor(readonly index: number) {}
  check(m: Readonly<MoneyModel>) {
    return m.txs.length > 0;
  }
  async run(m: MoneyModel, r: MoneyReal) {
    const t = pick(m.txs, this.index)!;
    const res = await r.client.call("POST", `/transactions/${enc(t.id)}/cancel`, { body: {} });
    r.s.expect(
      res.status === 409 && res.body?.code === "TRANSACTION_NOT_CANCELLABLE",
      "money.cancel-409",
      `cancelling a ${t.status} transaction answered ${res.status} ${res.body?.code ?? res.body?.status}`,
      "409 TRANSACTION_NOT_CANCELLABLE",
      `${res.status} ${res.body?.code ?? res.body?.status}`,
    );
    await observe(m, r);
  }
  toString() {
    return `cancel(#${this.index})`;
  }
}
