/** A stored quote and its metadata as the quote domain's unit tests start from (USD -> EUR, 100.00 sent, to an external account). */
import type { QuoteMeta, QuoteRecord } from "../../simulator/areas/money/domain/quote-flow.js";

export const NOW = "2026-01-01T00:00:00.000Z";
export const nowMs = Date.parse(NOW);

/** The settle-after-2-s outcome plan the tests hand the domain. */
export const settlePlan = [{ atMs: 2000, status: "COMPLETED", money: "settle" as const }];

export function quoteRecord(over: Partial<QuoteRecord> = {}): QuoteRecord {
  return {
    id: "Quote:q1",
    status: "PROCESSING",
    expiresAt: new Date(nowMs + 300_000).toISOString(),
    sendingCurrency: { code: "USD" },
    receivingCurrency: { code: "EUR" },
    totalSendingAmount: 10_000,
    totalReceivingAmount: 9_000,
    feesIncluded: 100,
    platformFeesIncluded: 0,
    source: { accountId: "InternalAccount:a" },
    destination: { accountId: "ExternalAccount:e" },
    ...over,
  };
}

export const quoteMeta = (over: Partial<QuoteMeta> = {}): QuoteMeta => ({
  id: "Quote:q1",
  paymentType: "BANK_PAYOUT",
  sourceKind: "INTERNAL",
  destKind: "EXTERNAL",
  sourceRef: "InternalAccount:a",
  destRef: "external",
  customerId: "Customer:c",
  ...over,
});
