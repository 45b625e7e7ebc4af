/** Typed accessor of spec/rules/webhook-events.yaml: which change sends which webhook event. */
import { checker, defineRuleTable } from "./load.js";

export interface WebhookEventRules {
  designed: true;
  /** Customer statuses whose entry sends CUSTOMER.KYC_<status> / CUSTOMER.KYB_<status>. */
  customerStatuses: string[];
  /** Transaction type → status entered → event type; absent: no event. */
  transactions: { OUTGOING: Record<string, string>; INCOMING: Record<string, string> };
  /** Card transaction status entered → event type; absent: no event. */
  cardTransactions: Record<string, string>;
  /** The event a card refund sends (with the refund transaction). */
  cardRefund: string;
  /** The event sandbox funding of an internal account sends (with the account). */
  internalAccountBalance: string;
}

const table = defineRuleTable<WebhookEventRules>("webhook-events", (r) => {
  const need = checker("webhook-events");
  for (const [type, map] of Object.entries(r.transactions)) {
    const prefix = type === "OUTGOING" ? "OUTGOING_PAYMENT." : "INCOMING_PAYMENT.";
    for (const [status, event] of Object.entries(map)) need(event.startsWith(prefix), `transactions.${type}.${status}: ${event} must start with ${prefix}`);
  }
  for (const [status, event] of Object.entries(r.cardTransactions))
    need(event.startsWith("CARD_TRANSACTION."), `cardTransactions.${status}: ${event} must be a CARD_TRANSACTION event`);
  need(r.internalAccountBalance.startsWith("INTERNAL_ACCOUNT."), `internalAccountBalance: ${r.internalAccountBalance} must be an INTERNAL_ACCOUNT event`);
});

export const webhookEventRules = (): WebhookEventRules => table.load();

/** The event a transaction of `type` sends on entering `status` (created or moved), if any. */
export function transactionEventType(tx: { type: string; status: string }): string | undefined {
  const byStatus = webhookEventRules().transactions[tx.type as "OUTGOING" | "INCOMING"];
  return byStatus?.[tx.status];
}

/** The event a card transaction sends on entering `status`, if any. */
export const cardTransactionEventType = (status: string): string | undefined => webhookEventRules().cardTransactions[status];

/** The event a customer of `customerType` sends on entering `status`, if any. */
export function customerEventType(customerType: string | undefined, status: string): string | undefined {
  if (!webhookEventRules().customerStatuses.includes(status)) return undefined;
  return `CUSTOMER.${customerType === "BUSINESS" ? "KYB" : "KYC"}_${status}`;
}
