/**
 * How a payment waiting for authorization ends without one (the designed quote and
 * transaction tables): cancelled by the platform (POST /transactions/{id}/cancel), its
 * transaction FAILED (CANCELLED_BY_PLATFORM) and the quote used up (COMPLETED); or left
 * past the quote's expiresAt (the clock moved), quote and transaction EXPIRED
 * (SCA_NOT_COMPLETED). Either way nothing is pending any more: authorizing answers 409
 * (live: the quote has no pending challenge).
 */
import { Command } from "../../shared/command.js";
import { MACHINE } from "../../../catalogue/tables.js";
import { sandboxPayoutRules } from "../../../../contract/rules/money.js";
import { call, expectRefusal, got, type ScaModel, type ScaReal } from "../model.js";
import { enc, PENDING, pendingPayment, transactionState, type PendingPayment } from "../payments.js";

const STATES = "sca.payment-states";

export class PaymentEnds extends Command<ScaModel, ScaReal, "cancelled" | "expired"> {
  check(m: Readonly<ScaModel>) {
    return m.payment !== null;
  }
  async run(m: ScaModel, r: ScaReal) {
    const p = await pendingPayment(m, r, String(this));
    if (!p?.txId) return;
    if (this.params === "cancelled") await this.cancelled(r, p, p.txId);
    else await this.expired(m, r, p, p.txId);
    const base = `/quotes/${enc(p.quoteId)}/authorize`;
    const res = await call(r, "POST", base, { body: { code: sandboxPayoutRules().sca.sandboxCode } });
    expectRefusal(r, res, "sca.payment-authorization", `authorizing a payment ${this.params} while pending authorization`, 409, "CONFLICT");
  }

  private async cancelled(r: ScaReal, p: PendingPayment, txId: string) {
    const cancel = await call(r, "POST", `/transactions/${enc(txId)}/cancel`, { body: {} });
    r.s.expect(
      cancel.status === 200 && cancel.body?.status === "FAILED" && cancel.body?.failureReason === "CANCELLED_BY_PLATFORM",
      STATES,
      `cancelling a payment ${PENDING} answered ${got(cancel)} ${cancel.body?.status ?? ""} (failureReason ${cancel.body?.failureReason}); expected 200, FAILED, CANCELLED_BY_PLATFORM`,
      "200 FAILED CANCELLED_BY_PLATFORM",
      `${got(cancel)} ${cancel.body?.status ?? ""} ${cancel.body?.failureReason ?? ""}`,
    );
    if (cancel.status !== 200) return;
    if (cancel.body?.status === "FAILED") r.s.transition(MACHINE.transaction, PENDING, "FAILED");
    const quote = await call(r, "GET", `/quotes/${enc(p.quoteId)}`);
    r.s.expect(
      quote.body?.status === "COMPLETED",
      STATES,
      `the quote of a cancelled payment reads ${got(quote)} ${quote.body?.status ?? ""}; expected COMPLETED (used up)`,
      "COMPLETED",
      quote.body?.status,
    );
    if (quote.body?.status === "COMPLETED") r.s.transition(MACHINE.quote, PENDING, "COMPLETED");
  }

  private async expired(m: ScaModel, r: ScaReal, p: PendingPayment, txId: string) {
    m.nowMs = await r.now();
    // Past the quote's expiresAt by a margin (throws StepSkipped, the step named, where the clock cannot be moved that far).
    m.nowMs = await r.advance(Math.max(1, Math.ceil((p.expiresAtMs - m.nowMs) / 1000) + 5));
    const quote = await call(r, "GET", `/quotes/${enc(p.quoteId)}`);
    const tx = await transactionState(r, txId);
    r.s.expect(
      quote.body?.status === "EXPIRED" && tx.status === "EXPIRED" && tx.failureReason === "SCA_NOT_COMPLETED",
      STATES,
      `a payment left ${PENDING} past its quote's expiresAt reads quote ${quote.body?.status}, transaction ${tx.status} (failureReason ${tx.failureReason}); expected both EXPIRED, SCA_NOT_COMPLETED`,
      "EXPIRED / EXPIRED SCA_NOT_COMPLETED",
      `${quote.body?.status} / ${tx.status} ${tx.failureReason ?? ""}`,
    );
    if (quote.body?.status === "EXPIRED") r.s.transition(MACHINE.quote, PENDING, "EXPIRED");
    if (tx.status === "EXPIRED") r.s.transition(MACHINE.transaction, PENDING, "EXPIRED");
  }

  toString() {
    return `paymentEnds(${this.params})`;
  }
}
