/**
 * The Quote resource of a stored quote, typed from the contract: built field by field as one
 * `Schema<"Quote">` object literal, so a field the spec drops fails the typecheck here
 * (test/contract/typed-handlers.test.ts proves it with Quote.exchangeRate). Fields the stored
 * quote does not carry (paymentInstructions, description, reference) are left out; before
 * execution `transactionId` is the id the execution will give the transaction.
 */
import { omitUndefined, type Schema } from "../../response.js";
import { quoteTransactionId, type QuoteRecord } from "./quote-flow.js";

export type Quote = Schema<"Quote">;

export function renderQuote(q: QuoteRecord): Quote {
  return omitUndefined<Quote>({
    id: q.id,
    status: q.status,
    createdAt: q.createdAt,
    updatedAt: q.updatedAt,
    expiresAt: q.expiresAt,
    source: q.source,
    destination: q.destination,
    sendingCurrency: q.sendingCurrency,
    receivingCurrency: q.receivingCurrency,
    totalSendingAmount: q.totalSendingAmount,
    totalReceivingAmount: q.totalReceivingAmount,
    exchangeRate: q.exchangeRate,
    feesIncluded: q.feesIncluded,
    platformFeesIncluded: q.platformFeesIncluded,
    transactionId: quoteTransactionId(q),
    lockedCurrencySide: q.lockedCurrencySide,
    lockedCurrencyAmount: q.lockedCurrencyAmount,
    paymentInstructions: q.paymentInstructions,
    description: q.description,
    reference: q.reference,
  });
}
