/**
 * A quote's life after pricing, as pure functions (state, command, now) -> MoneyStep:
 * execute, fund (real-time funding arrived), authorize (SCA passed) and expire. A step
 * holds the quote and transaction after the command, the book and the ledger postings it
 * makes, the events to emit (in order), the outcome steps to start, and whether an SCA
 * challenge is to be issued. Quote and transaction statuses move by the designed state
 * tables spec/rules/quotes.yaml and spec/rules/transactions.yaml; the handler applies a
 * step to the store, the ledger and the clock (the money area's books.ts `applyMoneyStep`).
 */
import { ApiError } from "../../../errors/api-error.js";
import { apiError } from "../../../errors/catalogue.js";
import type { OutcomeStep } from "../../../../contract/rules/money.js";
import { quoteMove, quoteRules, transactionRules, type QuoteEvent, type QuoteStatus } from "../../../../contract/rules/money-states.js";
import { amountOf } from "../../../../contract/rules/currencies.js";
import { actionLegs, type Book, type Leg } from "./ledger.js";
import { applyTransactionEvent, reconciliationOf, type Transaction } from "./transactions.js";
import { transactionEvents, type MoneyEvent } from "./events.js";

/** What a quote needs at execution beyond the Quote resource. */
export interface QuoteMeta {
  id: string;
  paymentType: string;
  sourceKind: "INTERNAL" | "PULL" | "REALTIME";
  destKind: "INTERNAL" | "EXTERNAL" | "UMA";
  /** Book ends: InternalAccount ids or world purposes ("external", "realtime", "uma"). */
  sourceRef: string;
  destRef: string;
  extSourceId?: string;
  extDestId?: string;
  umaAddress?: string;
  customerId: string | null;
  /** The bank rail carrying the payout or pull (an external bank account's), or null. */
  paymentRail?: string | null;
}

/** The stored Quote resource (the contract's Quote). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a request body or stored record not typed from the spec yet (the pipeline validated it against its schema)
export type QuoteRecord = Record<string, any> & { id: string; status: QuoteStatus; expiresAt: string; transactionId?: string };

/**
 * The id of the quote's transaction, which the live Quote always names: `Transaction:` and the
 * quote's own uuid. The transaction exists from the quote's creation (PENDING, awaiting the
 * execution, spec/rules/transactions.yaml `quoteCreated`); the execution takes it on. The
 * stored quote's own `transactionId` is set once the quote is executed.
 */
export function quoteTransactionId(q: QuoteRecord): string {
  return q.transactionId ?? `Transaction:${q.id.slice(q.id.indexOf(":") + 1)}`;
}

export interface Posting {
  kind: string;
  legs: Leg[];
}

export interface MoneyStep {
  quote: QuoteRecord;
  /** The transaction after the command (new when `created`). */
  transaction?: Transaction;
  created?: boolean;
  /** The book after the postings. */
  book?: Book;
  postings: Posting[];
  events: MoneyEvent[];
  /** Outcome steps to start now (atMs from now). */
  plan: OutcomeStep[];
  /** Issue an SCA challenge for the quote. */
  challenge: boolean;
}

/** SCA applies to payments from a customer's internal account on an SCA platform. */
export const needsAuthorization = (meta: QuoteMeta, scaRequired: boolean): boolean => scaRequired && meta.sourceKind === "INTERNAL" && meta.customerId !== null;

function movedQuote(q: QuoteRecord, on: QuoteEvent, txStatus: string | undefined, now: string): QuoteRecord {
  const to = quoteMove(q.status, on, txStatus);
  if (!to) throw ApiError.conflict("CONFLICT", `quote ${q.id} is ${q.status}; it cannot ${on}`);
  return { ...q, status: to, updatedAt: now };
}

function withAction(book: Book, action: Parameters<typeof actionLegs>[1], postings: Posting[]): Book {
  const r = actionLegs(book, action);
  if (r.legs.length) postings.push({ kind: action, legs: r.legs });
  return { ...book, phase: r.phase };
}

/** The 409 when the quote cannot be executed by POST /quotes/{id}/execute (expiry is checked apart). */
export function executionRefusal(q: QuoteRecord, meta: QuoteMeta): ApiError | undefined {
  if (!quoteRules().executable.includes(q.status) || q.transactionId) {
    return ApiError.conflict(
      "CONFLICT",
      `quote ${q.id} is ${q.status}${q.transactionId ? ` with transaction ${q.transactionId}` : ""}; it cannot be executed again`,
    );
  }
  if (meta.sourceKind !== "INTERNAL")
    return ApiError.conflict(
      "CONFLICT",
      `quote ${q.id} is ${meta.sourceKind === "REALTIME" ? "real-time-funded (pay it as its paymentInstructions say)" : "a pull, executed at creation"}`,
    );
  return undefined;
}

export const expiredError = (q: QuoteRecord): ApiError => apiError("QUOTE_EXPIRED", `quote ${q.id} expired at ${q.expiresAt}; request a new quote`);

/** Past expiresAt: the quote as it should be stored (EXPIRED when nothing holds it) and the 400; undefined while valid. */
export function expiredCheck(q: QuoteRecord, nowMs: number, now: string): { quote: QuoteRecord; error: ApiError } | undefined {
  if (q.status !== "EXPIRED" && nowMs < Date.parse(q.expiresAt)) return undefined;
  const to = q.transactionId ? undefined : quoteMove(q.status, "expire", undefined);
  return { quote: to ? { ...q, status: to, updatedAt: now } : q, error: expiredError(q) };
}

export interface ExecuteCommand {
  quote: QuoteRecord;
  meta: QuoteMeta;
  /** Available balance of an internal source. */
  sourceAvailable?: number;
  scaRequired: boolean;
  txId: string;
  customer: Pick<Transaction, "customerId" | "platformCustomerId">;
  platformFeeAccount?: string;
  /** The outcome plan once money moves. */
  plan: OutcomeStep[];
  /** Held for the platform's approval (an agent's payment over its policy): starts as the table's `agentHeld`, with no plan. */
  held?: boolean;
  /** When the quote's transaction was created (with the quote), kept by the execution. */
  createdAt?: string;
}

const txEnd = (meta: QuoteMeta, q: QuoteRecord, side: "source" | "destination"): Record<string, unknown> => {
  if (side === "source")
    return meta.sourceKind === "REALTIME"
      ? { sourceType: "REALTIME_FUNDING", currency: q.sendingCurrency.code }
      : { sourceType: "ACCOUNT", accountId: q.source.accountId };
  return meta.destKind === "UMA"
    ? { destinationType: "UMA_ADDRESS", umaAddress: meta.umaAddress, currency: q.receivingCurrency.code }
    : { destinationType: "ACCOUNT", accountId: q.destination.accountId };
};

/** Execute a quote: its transaction (held, pending-in or awaiting funds / authorization) and the plan. */
export function executeQuote(cmd: ExecuteCommand, now: string): MoneyStep {
  const { quote: q, meta } = cmd;
  const sending = q.sendingCurrency.code;
  if (meta.sourceKind === "INTERNAL" && (cmd.sourceAvailable ?? 0) < q.totalSendingAmount) {
    throw apiError(
      "INSUFFICIENT_FUNDS",
      `account ${meta.sourceRef} has ${cmd.sourceAvailable ?? 0} ${sending} available; ${q.totalSendingAmount} needed (fund it first)`,
    );
  }
  const sca = needsAuthorization(meta, cmd.scaRequired);
  const realtime = meta.sourceKind === "REALTIME";
  const rules = transactionRules();
  const start = cmd.held ? "agentHeld" : realtime ? "realtimeFunding" : sca ? "authorizationRequired" : "default";
  const tx: Transaction = {
    id: cmd.txId,
    type: meta.sourceKind === "PULL" ? "INCOMING" : "OUTGOING",
    direction: meta.sourceKind === "PULL" ? "CREDIT" : "DEBIT",
    status: rules.initial[start],
    sentAmount: amountOf(q.totalSendingAmount, sending),
    receivedAmount: amountOf(q.totalReceivingAmount, q.receivingCurrency.code),
    fees: q.feesIncluded,
    platformFees: q.platformFeesIncluded,
    quoteId: q.id,
    source: txEnd(meta, q, "source"),
    destination: txEnd(meta, q, "destination"),
    ...cmd.customer,
    paymentRail: meta.paymentRail ?? null,
    createdAt: cmd.createdAt ?? now,
    updatedAt: now,
  };
  for (const flag of rules.initialFlags?.[start] ?? []) tx[flag] = true;
  if (q.reference !== undefined) tx.reference = q.reference;
  if (q.description !== undefined) tx.description = q.description;
  if (tx.type === "INCOMING") tx.reconciliationInstructions = reconciliationOf(tx);
  const postings: Posting[] = [];
  const book = withAction(
    {
      id: tx.id,
      source: meta.sourceRef,
      dest: meta.destRef,
      sendingCurrency: sending,
      receivingCurrency: q.receivingCurrency.code,
      total: q.totalSendingAmount,
      fees: q.feesIncluded,
      platformFees: q.platformFeesIncluded,
      receiving: q.totalReceivingAmount,
      platformFeeAccount: q.platformFeesIncluded > 0 ? cmd.platformFeeAccount : undefined,
      phase: "NONE",
      planToken: 0,
    },
    meta.sourceKind === "PULL" ? "pendingIn" : "hold",
    postings,
  );
  const quote = {
    ...movedQuote(q, realtime ? "executeAwaitingFunds" : sca ? "executeAwaitingAuthorization" : "execute", undefined, now),
    transactionId: tx.id,
  };
  return {
    quote,
    transaction: tx,
    created: true,
    book,
    postings,
    events: transactionEvents(tx),
    plan: sca || realtime || cmd.held ? [] : cmd.plan,
    challenge: sca,
  };
}

/**
 * The transaction of a quote just created (live: the transaction exists from the quote's
 * creation): the table's `quoteCreated` status and flags (PENDING, `awaitingExecution`), the
 * quote's amounts and ends, no money moved and no event (a quote is not a payment yet).
 */
export function quoteCreatedTransaction(q: QuoteRecord, meta: QuoteMeta, customer: ExecuteCommand["customer"], now: string): Transaction {
  const rules = transactionRules();
  const tx: Transaction = {
    id: quoteTransactionId(q),
    type: "OUTGOING",
    direction: "DEBIT",
    status: rules.initial.quoteCreated,
    sentAmount: amountOf(q.totalSendingAmount, q.sendingCurrency.code),
    receivedAmount: amountOf(q.totalReceivingAmount, q.receivingCurrency.code),
    fees: q.feesIncluded,
    platformFees: q.platformFeesIncluded,
    quoteId: q.id,
    source: txEnd(meta, q, "source"),
    destination: txEnd(meta, q, "destination"),
    ...customer,
    paymentRail: meta.paymentRail ?? null,
    createdAt: now,
    updatedAt: now,
  };
  for (const flag of rules.initialFlags?.quoteCreated ?? []) tx[flag] = true;
  if (q.reference !== undefined) tx.reference = q.reference;
  if (q.description !== undefined) tx.description = q.description;
  return tx;
}

/** Money arrived for a real-time-funded quote, or the customer authorized it: the payout starts. */
export function proceedQuote(q: QuoteRecord, tx: Transaction, on: "fund" | "authorize", plan: OutcomeStep[], now: string): MoneyStep {
  const quote = movedQuote(q, on, tx.status, now);
  const next = applyTransactionEvent(tx, on, now);
  return { quote, transaction: next, postings: [], events: transactionEvents(next), plan, challenge: false };
}

/**
 * At expiresAt: an unexecuted, unpaid or unauthorized quote expires, and its transaction with
 * it (hold released). The transaction of a quote never executed expires without an event (it
 * was never a payment); an executed one's expiry sends its event.
 */
export function expireQuote(q: QuoteRecord, tx: Transaction | undefined, book: Book | undefined, now: string): MoneyStep | undefined {
  const executed = q.transactionId !== undefined;
  const to = quoteMove(q.status, "expire", executed ? tx?.status : undefined);
  if (!to) return undefined;
  const quote = { ...q, status: to, updatedAt: now };
  if (!tx) return { quote, postings: [], events: [], plan: [], challenge: false };
  let next: Transaction;
  try {
    next = applyTransactionEvent(tx, "expire", now);
  } catch {
    return { quote, postings: [], events: [], plan: [], challenge: false };
  }
  const postings: Posting[] = [];
  const after = book ? withAction(book, "refund", postings) : undefined;
  return { quote, transaction: next, book: after, postings, events: executed ? transactionEvents(next) : [], plan: [], challenge: false };
}
