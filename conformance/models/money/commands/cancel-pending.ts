/**
 * The platform's decisions on a bank transfer that has not settled, once per run: a transfer
 * out to an external account whose suffix keeps it PENDING about 30 s (the description's
 * external-account table, 005). Confirming its receipt's delivery answers 200 with
 * receiptDeliveryConfirmedAt and moves nothing (live), rejecting it (not pending platform approval) 409
 * TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL; cancelling it answers 200 (live: the cancellation
 * of a pending bank transfer) with the transaction FAILED (the designed transaction table's
 * cancel) and the held amount back on the source (checked under `money.refund`); cancelling
 * again answers 409 TRANSACTION_NOT_CANCELLABLE.
 */
import { Command } from "../../shared/command.js";
import { MACHINE } from "../../../catalogue/tables.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import { account, applyDue, applyMoney, enc, observe, type ModelQuote, type ModelTx, type MoneyModel, type MoneyReal, type MoneyRule } from "../model.js";
import { destination } from "./create-quote.js";
import { transferPlan } from "./transfer-all.js";
import { expectRefused, walkDue, markWalked } from "../refusals.js";

/** The external-account suffix that keeps a payout PENDING before it fails. */
const SUFFIX = "005";
const AMOUNT = 2_000;

export class CancelPending extends Command<MoneyModel, MoneyReal> {
  async run(m: MoneyModel, r: MoneyReal) {
    // A fixed walk, the same in every run: once it went through in a case it is not walked again.
    if (!walkDue(r.s, "cancelPending")) return;
    await this.walk(m, r);
    markWalked(r.s, "cancelPending");
  }

  private async walk(m: MoneyModel, r: MoneyReal) {
    const { s, client } = r;
    const src = m.accounts.find((a) => a.owner === "A" && a.currency === "USD");
    if (!src || src.available < AMOUNT) return s.skipStep(String(this), "the source holds too little to transfer out");
    const destId = await destination(m, r, "USD", SUFFIX);
    const res = await client.call("POST", "/transfer-out", { body: { source: { accountId: src.id }, destination: { accountId: destId }, amount: AMOUNT } });
    expectAnswer(s, res, "money.transfer-out", `a transfer out of ${AMOUNT} USD to an account ending ${SUFFIX}`, 201);
    if (res.status !== 201 || typeof res.body?.id !== "string") return;
    const txId: string = res.body.id;
    const asQuote: ModelQuote = {
      id: `transfer ${txId}`,
      sourceId: src.id,
      destId,
      destKind: "external",
      suffix: SUFFIX,
      sending: "USD",
      receiving: "USD",
      total: AMOUNT,
      fees: 0,
      platformFees: 0,
      receivingAmount: AMOUNT,
      expiresAtMs: Number.POSITIVE_INFINITY,
    };
    account(m, src.id)!.available -= AMOUNT;
    const touched = new Map<string, MoneyRule>([[src.id, "money.hold"]]);
    const tx: ModelTx = {
      id: txId,
      quote: asQuote,
      status: "PROCESSING",
      startMs: Date.parse(res.body.createdAt),
      steps: transferPlan(SUFFIX),
      applied: 0,
      phase: "HELD",
    };
    m.txs.push(tx);
    applyDue(m, tx.startMs, touched);
    if (tx.status !== "PENDING") {
      await observe(m, r, touched);
      return s.skipStep(`${this}: the decisions on a pending transfer`, `the transfer is ${tx.status} at once, not PENDING`);
    }
    const path = (verb: string) => `/transactions/${enc(txId)}/${verb}`;
    const receipt = await client.call("POST", path("confirm"), { body: {} });
    expectAnswer(s, receipt, "money.receipt-confirm", "confirming an outgoing transfer's receipt", 200);
    s.expect(
      receipt.status !== 200 || (typeof receipt.body?.receiptDeliveryConfirmedAt === "string" && receipt.body?.status === "PENDING"),
      "money.receipt-confirm",
      `a receipt confirmation reads receiptDeliveryConfirmedAt ${String(receipt.body?.receiptDeliveryConfirmedAt)} and status ${receipt.body?.status ?? ""}`,
      "a time and the status PENDING",
      `${String(receipt.body?.receiptDeliveryConfirmedAt)} ${receipt.body?.status ?? ""}`,
    );
    expectRefused(
      r,
      await client.call("POST", path("reject"), { body: {} }),
      "money.reject-409",
      "rejecting a transfer that is not pending platform approval",
      409,
      "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL",
      true,
    );
    const cancel = await client.call("POST", path("cancel"), { body: {} });
    expectAnswer(s, cancel, "money.cancel", "cancelling a bank transfer still PENDING", 200);
    s.expect(
      cancel.body?.status === "FAILED",
      "money.cancel-pending",
      `a cancelled transfer that had not settled reads ${answered(cancel)} ${cancel.body?.status ?? ""}`,
      "FAILED",
      cancel.body?.status,
    );
    if (cancel.status !== 200) throw new Error(`the cancellation the model expected was refused (${answered(cancel)}): the transfer goes on without it`);
    if (cancel.body?.status === "FAILED") s.transition(MACHINE.transaction, "PENDING", "FAILED");
    // Nothing more is scheduled: the held amount goes back to the source.
    tx.applied = tx.steps.length;
    applyMoney(m, tx, "refund", touched);
    tx.status = "FAILED";
    tx.failureReason = undefined;
    expectRefused(
      r,
      await client.call("POST", path("cancel"), { body: {} }),
      "money.cancel-409",
      "cancelling a cancelled transfer",
      409,
      "TRANSACTION_NOT_CANCELLABLE",
    );
    await observe(m, r, touched);
  }
  toString() {
    return "cancelPending()";
  }
}
