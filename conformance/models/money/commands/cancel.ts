/**
 * POST /transactions/{id}/cancel on a quote's transaction: executed transactions are
 * PROCESSING or final, past cancellation: 409 TRANSACTION_NOT_CANCELLABLE, nothing moves.
 */
import { IndexedCommand } from "../../shared/command.js";
import { enc, observe, type ModelTx, type MoneyModel, type MoneyReal } from "../model.js";
import { answered } from "../../../client/answer.js";

export class Cancel extends IndexedCommand<MoneyModel, MoneyReal, ModelTx> {
  protected readonly items = (m: Readonly<MoneyModel>) => m.txs;
  async run(m: MoneyModel, r: MoneyReal) {
    const t = this.item(m);
    const res = await r.client.call("POST", `/transactions/${enc(t.id)}/cancel`, { body: {} });
    r.s.expect(
      res.status === 409 && res.body?.code === "TRANSACTION_NOT_CANCELLABLE",
      "money.cancel-409",
      `cancelling a ${t.status} transaction answered ${answered(res)}`,
      "409 TRANSACTION_NOT_CANCELLABLE",
      `${answered(res)}`,
    );
    await observe(m, r);
  }
  toString() {
    return `cancel(#${this.index})`;
  }
}
