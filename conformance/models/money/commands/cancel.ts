/**
 * POST /transactions/{id}/cancel on a quote's transaction: executed transactions are
 * PROCESSING or final, past cancellation: 409 TRANSACTION_NOT_CANCELLABLE, nothing moves.
 */
import { IndexedCommand } from "../../shared/command.js";
import { enc, observe, type ModelTx, type MoneyModel, type MoneyReal } from "../model.js";

export class Cancel extends IndexedCommand<MoneyModel, MoneyReal, ModelTx> {
  protected readonly items = (m: Readonly<MoneyModel>) => m.txs;
  async run(m: MoneyModel, r: MoneyReal) {
    const t = this.item(m);
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
