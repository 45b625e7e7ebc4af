/**
 * Transactions (pure): the Transaction resource and its moves, read from the designed
 * state table spec/rules/transactions.yaml (contract/rules/money-states.ts): the
 * platform's decisions (confirm / approve / reject / cancel) and the clock's (expire),
 * each allowed or refused with the table's 409.
 */
import type { CurrencyAmount } from "../../../../contract/rules/currencies.js";
import { ApiError } from "../../../errors/api-error.js";
import {
  transactionMove,
  transactionRules,
  type TransactionRules,
  type TxDecision,
  type TxEvent,
  type TxStatus,
} from "../../../../contract/rules/money-states.js";

export interface Transaction {
  id: string;
  type: "INCOMING" | "OUTGOING";
  /** CREDIT for money arriving (INCOMING), DEBIT for money leaving (OUTGOING), as the live service shows it. */
  direction?: "CREDIT" | "DEBIT";
  status: TxStatus;
  sentAmount?: CurrencyAmount;
  receivedAmount?: CurrencyAmount;
  /** Smallest unit of the sending currency. */
  fees?: number;
  platformFees?: number;
  quoteId?: string;
  source?: Record<string, unknown>;
  destination?: Record<string, unknown>;
  customerId?: string | null;
  platformCustomerId?: string;
  createdAt: string;
  updatedAt: string;
  settledAt?: string;
  failureReason?: string;
  reference?: string;
  description?: string;
  pendingPlatformApproval?: boolean;
  requiresConfirmation?: boolean;
  /** True while a real-time-funded quote's transaction waits for its funds (PENDING). */
  awaitingFunds?: boolean;
  /** True while the transaction of a quote not executed yet waits for the execution (PENDING). */
  awaitingExecution?: boolean;
  counterpartyInformation?: Record<string, unknown>;
  /** The bank rail carrying the transfer, or null (no bank rail); the live field. */
  paymentRail?: string | null;
  /** When the platform confirmed the receipt's delivery to its customer (live). */
  receiptDeliveryConfirmedAt?: string;
  /** The refund of an outgoing payment whose money went back to its source (live `Refund`). */
  refund?: TransactionRefund;
  /** How to match a payment with the transaction (live; incoming transactions). */
  reconciliationInstructions?: { reference: string };
}

export interface TransactionRefund {
  reference: string;
  initiatedAt: string;
  settledAt?: string;
  status: "PENDING" | "COMPLETED" | "FAILED";
  reason?: "TRANSACTION_FAILED" | "USER_CANCELLATION" | "TIMEOUT";
}

/** The reconciliation reference of a transaction: its own reference, else one derived from its id. */
export function reconciliationOf(tx: Pick<Transaction, "id" | "reference">): { reference: string } {
  return { reference: tx.reference ?? `REC-${tx.id.slice(tx.id.indexOf(":") + 1, tx.id.indexOf(":") + 9).toUpperCase()}` };
}

/**
 * The refund an outgoing payment carries once its money went back to its source (`refunded`)
 * or was lost on the way back (`unrecovered`): its reason by the failure reason
 * (spec/rules/sandbox-payouts.yaml `refundReasons`, `default` otherwise).
 */
export function refundOf(
  tx: Pick<Transaction, "id">,
  outcome: "refunded" | "unrecovered",
  failureReason: string | undefined,
  reasons: Record<string, string>,
  now: string,
): TransactionRefund {
  const reason = (reasons[failureReason ?? ""] ?? reasons.default) as TransactionRefund["reason"];
  const reference = `REFUND-${tx.id.slice(tx.id.indexOf(":") + 1, tx.id.indexOf(":") + 9).toUpperCase()}`;
  return outcome === "refunded"
    ? { reference, initiatedAt: now, settledAt: now, status: "COMPLETED", reason }
    : { reference, initiatedAt: now, status: "FAILED", reason };
}

/** A copy with a new status (settledAt on COMPLETED; failureReason when given). */
export function withStatus(tx: Transaction, status: TxStatus, now: string, failureReason?: string): Transaction {
  const next: Transaction = { ...tx, status, updatedAt: now };
  if (status === "COMPLETED" && !next.settledAt) next.settledAt = now;
  if (failureReason) next.failureReason = failureReason;
  return next;
}

export type Decision = TxDecision;

/** The transaction after an event of spec/rules/transactions.yaml, or the 409 the table gives. */
export function applyTransactionEvent(tx: Transaction, on: TxEvent, now: string, r: TransactionRules = transactionRules()): Transaction {
  const move = transactionMove(tx, on, r);
  if (!move.ok) throw ApiError.conflict(move.code, move.reason);
  const next = withStatus(tx, move.transition.to, now, move.transition.failureReason);
  for (const flag of move.transition.clears ?? []) if (next[flag]) next[flag] = false;
  return next;
}
