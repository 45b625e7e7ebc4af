/**
 * Transactions (pure): the Transaction resource, its status changes and the decisions of
 * the platform (confirm / approve / reject / cancel) as allowed-or-409 rules.
 */
import type { CurrencyAmount } from "./currencies.js";

export type TxStatus = "CREATED" | "PENDING" | "PENDING_AUTHORIZATION" | "PROCESSING" | "COMPLETED" | "REJECTED" | "FAILED" | "REFUNDED" | "EXPIRED";

export interface Transaction {
  id: string;
  type: "INCOMING" | "OUTGOING";
  status: TxStatus;
  sentAmount?: CurrencyAmount;
  receivedAmount?: CurrencyAmount;
  fees?: CurrencyAmount;
  platformFees?: CurrencyAmount;
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
  counterpartyInformation?: Record<string, unknown>;
}

export const FINAL_STATUSES: readonly TxStatus[] = ["REJECTED", "FAILED", "REFUNDED", "EXPIRED"];
export const isFinal = (s: TxStatus): boolean => FINAL_STATUSES.includes(s);

/** A copy with a new status (settledAt on COMPLETED; failureReason when given). */
export function withStatus(tx: Transaction, status: TxStatus, now: string, failureReason?: string): Transaction {
  const next: Transaction = { ...tx, status, updatedAt: now };
  if (status === "COMPLETED" && !next.settledAt) next.settledAt = now;
  if (failureReason) next.failureReason = failureReason;
  return next;
}

export type Decision = "confirm" | "approve" | "reject" | "cancel";

/** null when the decision applies; otherwise the 409 code and reason. */
export function decisionRefusal(tx: Transaction, d: Decision): { code: string; reason: string } | null {
  switch (d) {
    case "confirm":
      return tx.requiresConfirmation && tx.status === "PENDING"
        ? null
        : { code: "CONFLICT", reason: `transaction ${tx.id} is not an incoming payment awaiting confirmation (status ${tx.status})` };
    case "approve":
      return tx.pendingPlatformApproval && tx.status === "PENDING"
        ? null
        : { code: "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL", reason: `transaction ${tx.id} is not pending platform approval (status ${tx.status})` };
    case "reject":
      return (tx.pendingPlatformApproval || tx.requiresConfirmation) && tx.status === "PENDING"
        ? null
        : { code: "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL", reason: `transaction ${tx.id} is neither pending platform approval nor awaiting confirmation (status ${tx.status})` };
    case "cancel":
      if (tx.type !== "OUTGOING") return { code: "TRANSACTION_NOT_CANCELLABLE", reason: `transaction ${tx.id} is incoming; only outgoing transactions can be cancelled` };
      return ["CREATED", "PENDING", "PENDING_AUTHORIZATION"].includes(tx.status)
        ? null
        : { code: "TRANSACTION_NOT_CANCELLABLE", reason: `transaction ${tx.id} is ${tx.status}: already settled or past cancellation` };
  }
}

/** The transaction after an accepted decision. */
export function decide(tx: Transaction, d: Decision, now: string): Transaction {
  switch (d) {
    case "confirm":
      return { ...withStatus(tx, "PROCESSING", now), requiresConfirmation: false };
    case "approve":
      return { ...withStatus(tx, "PROCESSING", now), pendingPlatformApproval: false };
    case "reject": {
      const next = withStatus(tx, "REJECTED", now, "REJECTED_BY_PLATFORM");
      if (next.pendingPlatformApproval) next.pendingPlatformApproval = false;
      if (next.requiresConfirmation) next.requiresConfirmation = false;
      return next;
    }
    case "cancel":
      return withStatus(tx, "REJECTED", now, "CANCELLED_BY_PLATFORM");
  }
}
