/**
 * Sandbox money (pure): funding an internal account (POST /sandbox/internal-accounts/{id}/fund:
 * money from the sandbox's funding world account into the account's available balance) and
 * paying a real-time-funded quote (POST /sandbox/send: the funds its paymentInstructions ask
 * for arrive, the quote's transaction moves by the `fund` event of spec/rules/transactions.yaml
 * and its payout starts; funds of another amount fail it, `fundMismatch`).
 */
import { ApiError } from "../../../errors/api-error.js";
import { apiError } from "../../../errors/catalogue.js";
import type { OutcomeStep } from "../../../../contract/rules/money.js";
import { quoteMove, transactionMove } from "../../../../contract/rules/money-states.js";
import type { AccountRecord } from "./accounts.js";
import { world } from "./ledger.js";
import { expiredCheck, proceedQuote, type MoneyStep, type QuoteMeta, type QuoteRecord } from "./quote-flow.js";
import type { TransactionStep } from "./transaction-step.js";
import { applyTransactionEvent, refundOf, type Transaction } from "./transactions.js";
import { transactionEvents } from "./events.js";

/** Fund an ACTIVE internal account with `amount` (smallest unit); throws the 400 for another status. */
export function fundAccount(account: AccountRecord, amount: number): TransactionStep {
  if (account.status !== "ACTIVE")
    throw ApiError.invalidInput([{ field: "accountId", in: "path", code: "INVALID_VALUE", reason: `the account is ${account.status}` }]);
  const legs = [
    { account: world("sandbox-funding", account.currency), bucket: "available" as const, currency: account.currency, amount: -amount },
    { account: account.id, bucket: "available" as const, currency: account.currency, amount },
  ];
  return { postings: [{ kind: "sandbox-fund", legs }], events: [], plan: [] };
}

export interface RealtimePayment {
  quote: QuoteRecord;
  meta: QuoteMeta;
  /** The quote's transaction, when it has one. */
  transaction: Transaction | undefined;
  /** The currency the sandbox sends. */
  currencyCode: string;
}

/**
 * Why the payment cannot be taken: the quote is not real-time-funded, was already paid (the
 * quote COMPLETED, or its transaction no longer takes the `fund` move of
 * spec/rules/transactions.yaml while the quote is still valid), has expired (with the quote as
 * it should be stored, EXPIRED when nothing holds it; also once the expiry moved the quote and
 * its transaction to EXPIRED) or is paid in another currency. Undefined when the payment can be
 * taken.
 */
export function realtimePaymentRefusal(cmd: RealtimePayment, nowMs: number, now: string): { error: ApiError; quote?: QuoteRecord } | undefined {
  const { quote: q, meta, transaction: tx } = cmd;
  if (meta.sourceKind !== "REALTIME")
    return { error: ApiError.conflict("CONFLICT", `quote ${q.id} is not real-time-funded; execute it with POST /quotes/{quoteId}/execute`) };
  if (!tx) return { error: ApiError.conflict("CONFLICT", `quote ${q.id} has no transaction to pay`) };
  // Past expiresAt an unpaid quote is expired, whether or not its expiry has already moved the
  // transaction on (it then no longer takes `fund` either): 400 QUOTE_EXPIRED, not "already paid".
  const expired = expiredCheck(q, nowMs, now);
  if (q.status === "COMPLETED" || (!expired && !transactionMove(tx, "fund").ok))
    return { error: ApiError.conflict("CONFLICT", `quote ${q.id} was already paid (transaction ${tx.id} is ${tx.status})`) };
  if (expired) return expired.quote !== q ? { error: expired.error, quote: expired.quote } : { error: expired.error };
  if (cmd.currencyCode !== q.sendingCurrency.code)
    return { error: apiError("INVALID_CURRENCY", `quote ${q.id} is paid in ${q.sendingCurrency.code}, not ${cmd.currencyCode}`) };
  return undefined;
}

/**
 * Funds of another amount than the quote asks arrived (live: the transaction FAILS with
 * FUNDING_AMOUNT_MISMATCH, `fundMismatch` of spec/rules/transactions.yaml): they go back to the
 * sender (the transaction's refund, reason by `refundReasons`), the quote FAILS with its payment.
 */
export function payRealtimeMismatch(quote: QuoteRecord, transaction: Transaction, refundReasons: Record<string, string>, now: string): MoneyStep {
  const failed = applyTransactionEvent(transaction, "fundMismatch", now);
  const next = { ...failed, refund: refundOf(failed, "refunded", failed.failureReason, refundReasons, now) };
  const to = quoteMove(quote.status, "transactionFailed", next.status);
  return {
    quote: to ? { ...quote, status: to, updatedAt: now } : quote,
    transaction: next,
    postings: [],
    events: transactionEvents(next),
    plan: [],
    challenge: false,
  };
}

/** The funds arrived: the quote's transaction moves on (`fund`) and its payout plan starts. */
export function payRealtimeQuote(quote: QuoteRecord, transaction: Transaction, plan: OutcomeStep[], now: string): MoneyStep {
  return proceedQuote(quote, transaction, "fund", plan, now);
}
