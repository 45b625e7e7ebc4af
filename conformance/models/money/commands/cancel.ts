/**
 * POST /transactions/{id}/cancel on a transaction of the model. A bank transfer (a rail of
 * spec/rules/transactions.yaml `cancellation`) still in one of its statuses with its money
 * not settled is cancelled (live): 200 FAILED CANCELLED_BY_PLATFORM, the money back on its
 * source, the quote following it. Any other answers 409 TRANSACTION_NOT_CANCELLABLE (400 on a
 * rail that cannot be cancelled) and nothing moves. A step of the transaction's plan due
 * within a moment of the call makes the outcome too close to call: it is then read, not judged.
 */
import { IndexedCommand } from "../../shared/command.js";
import { transactionRules } from "../../../../contract/rules/money-states.js";
import { applyDue, applyMoney, dueWithin, enc, observe, type ModelTx, type MoneyModel, type MoneyReal, type MoneyRule } from "../model.js";
import { answered } from "../../../client/answer.js";
import { MACHINE } from "../../../catalogue/tables.js";

const MARGIN_MS = 250;

export class Cancel extends IndexedCommand<MoneyModel, MoneyReal, ModelTx> {
  protected readonly items = (m: Readonly<MoneyModel>) => m.txs;
  async run(m: MoneyModel, r: MoneyReal) {
    const t = this.item(m);
    const c = transactionRules().cancellation;
    const touched = new Map<string, MoneyRule>();
    const now = await r.now();
    applyDue(m, now, touched);
    const close = dueWithin(m, now - MARGIN_MS, now + 5 * MARGIN_MS).length > 0;
    const unsettled = c.statuses.includes(t.status as never) && (t.phase === "HELD" || t.phase === "PENDING_IN");
    const res = await r.client.call("POST", `/transactions/${enc(t.id)}/cancel`, { body: {} });
    const rail = String(res.body?.paymentRail ?? (await r.client.call("GET", `/transactions/${enc(t.id)}`)).body?.paymentRail ?? "");
    const cancellable = unsettled && c.rails.includes(rail);
    if (res.status === 200) {
      r.s.expect(
        close || cancellable,
        "money.cancel",
        `cancelling a ${t.status} transaction (${t.phase}, rail ${rail || "none"}) answered 200`,
        "409 TRANSACTION_NOT_CANCELLABLE",
        answered(res),
      );
      r.s.expect(
        res.body?.status === "FAILED" && res.body?.failureReason === c.failureReason,
        "money.cancel-pending",
        `a cancelled transfer reads ${res.body?.status} ${res.body?.failureReason ?? ""}`,
        `FAILED ${c.failureReason}`,
        `${res.body?.status} ${res.body?.failureReason ?? ""}`,
      );
      if (res.body?.status === "FAILED") r.s.transition(MACHINE.transaction, t.status, "FAILED");
      // Nothing more is scheduled: the money goes back to the source.
      t.applied = t.steps.length;
      applyMoney(m, t, "refund", touched);
      t.status = "FAILED";
      t.failureReason = c.failureReason;
    } else
      r.s.expect(
        close || (!cancellable && res.status === 409 && res.body?.code === "TRANSACTION_NOT_CANCELLABLE") || (!rail && res.status === 400),
        "money.cancel-409",
        `cancelling a ${t.status} transaction (${t.phase}, rail ${rail || "none"}) answered ${answered(res)}`,
        cancellable ? "200 FAILED" : "409 TRANSACTION_NOT_CANCELLABLE",
        answered(res),
      );
    await observe(m, r, touched);
  }
  toString() {
    return `cancel(#${this.index})`;
  }
}
