/**
 * The webhook event a transaction sends when it is created or its status changes: the
 * type comes from spec/rules/webhook-events.yaml (OUTGOING_PAYMENT.* / INCOMING_PAYMENT.*
 * by type and status), the data is the Transaction resource as GET /transactions/{id}
 * answers it. A status the table does not list sends nothing.
 */
import { transactionEventType } from "../../../../contract/rules/webhook-events.js";
import { renderTransaction } from "./render.js";
import type { Transaction } from "./transactions.js";

export interface MoneyEvent {
  type: string;
  data: unknown;
}

export function transactionEvents(tx: Transaction): MoneyEvent[] {
  const type = transactionEventType(tx);
  return type ? [{ type, data: renderTransaction(tx) }] : [];
}
