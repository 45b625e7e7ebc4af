/**
 * The money service's transactions: the list (indexed filters, date window by insertion
 * order, cursor paging), the platform's decisions (confirm / approve / reject / cancel with
 * their 409s; the followers the app wires in hear of each, e.g. an agent's held action), and
 * the deprecated same-currency transfers (POST /transfer-in, /transfer-out: decided in
 * domain/transfer-flow.ts, outcomes from spec/rules/sandbox-external-accounts.yaml).
 */
import { ApiError } from "../../errors/api-error.js";
import { loadSandboxExternalAccountRules } from "../../../contract/rules/external-accounts.js";
import type { RequestBodyOf } from "../types.js";
import type { TenantStore } from "../../store/store.js";
import { customersOf } from "../customers/service.js";
import { applyTransactionEvent, refundOf, withStatus, type Decision, type Transaction } from "./domain/transactions.js";
import { successPlan } from "./domain/outcomes.js";
import { bankRailOf } from "./transfer-rails.js";
import { transfer as transferStep, transferAmount, transferEnds, type TransferDirection } from "./domain/transfer-flow.js";
import { PLATFORM_OWNER, type TxPage } from "./domain/tx-index.js";
import { quoteMove, refusalReason, transactionMove, transactionRules } from "../../../contract/rules/money-states.js";
import { sandboxPayoutRules } from "../../../contract/rules/money.js";
import {
  accountsOf,
  applyTransactionStep,
  booksOf,
  bumpPlan,
  customerFields,
  followQuote,
  getExternalAccount,
  getTransactionOr404,
  moneyAction,
  newId,
  quotesOf,
  runPlan,
  saveTransaction,
  statusOfCustomer,
  transactionsOf,
  txIndexOf,
  type MoneyEnv,
} from "./books.js";

/** The filters of a transaction list (GET /transactions' query; the agents' list names its customer). */
export interface TransactionQuery {
  customerId?: string;
  platformCustomerId?: string;
  /** The sender's or the receiver's account identifier (an account id, a UMA address, a real-time funding source's account identifier). */
  accountIdentifier?: string;
  senderAccountIdentifier?: string;
  receiverAccountIdentifier?: string;
  status?: string;
  type?: string;
  reference?: string;
  startDate?: string;
  endDate?: string;
  sortOrder?: string;
  limit?: number;
  cursor?: string;
}

/** The string filters of a transaction list query, and its limit. */
export function transactionQuery(q: Record<string, unknown>): TransactionQuery {
  const str = (k: string) => (typeof q[k] === "string" ? (q[k] as string) : undefined);
  const fields = [
    "customerId",
    "platformCustomerId",
    "accountIdentifier",
    "senderAccountIdentifier",
    "receiverAccountIdentifier",
    "status",
    "type",
    "reference",
    "startDate",
    "endDate",
    "sortOrder",
    "cursor",
  ] as const;
  const out: TransactionQuery = { limit: typeof q.limit === "number" ? q.limit : undefined };
  for (const k of fields) out[k] = str(k);
  return out;
}

/**
 * A page of transactions: the stored transactions and the index's paging. `startDate` and
 * `endDate` are both inclusive (live). A `customerId` naming the platform itself (its id, or
 * its configuration's id: `platformIds`) lists the transactions made on the platform's own behalf.
 */
export function listTransactions(store: TenantStore, q: TransactionQuery, platformIds: readonly string[] = []): Omit<TxPage, "ids"> & { data: Transaction[] } {
  const date = (k: "startDate" | "endDate") => {
    const v = q[k];
    if (v === undefined) return undefined;
    const t = Date.parse(v);
    if (Number.isNaN(t)) throw ApiError.invalidInput([{ field: k, in: "query", code: "INVALID_FORMAT", reason: "must be an ISO 8601 date-time" }]);
    return t;
  };
  const end = date("endDate");
  const { ids, ...page } = txIndexOf(store).query({
    where: {
      customerId: q.customerId !== undefined && platformIds.includes(q.customerId) ? PLATFORM_OWNER : q.customerId,
      platformCustomerId: q.platformCustomerId,
      accountIdentifier: q.accountIdentifier,
      senderAccountIdentifier: q.senderAccountIdentifier,
      receiverAccountIdentifier: q.receiverAccountIdentifier,
      status: q.status,
      type: q.type,
      reference: q.reference,
    },
    startMs: date("startDate"),
    // Inclusive: a transaction created at endDate itself is listed (the index's bound is exclusive).
    endMs: end === undefined ? undefined : end + 1,
    order: q.sortOrder === "asc" ? "asc" : "desc",
    limit: q.limit ?? 20,
    cursor: q.cursor,
  });
  const txs = transactionsOf(store);
  return { ...page, data: ids.map((id) => txs.get(id)).filter((t) => t !== undefined) };
}

/** Told of a decision once the money moved (the reason a platform gave a rejection, if any). */
export type DecisionFollower = (env: MoneyEnv, txId: string, decision: Decision, reason: string | undefined) => void;

/** The platform's decision on a transaction: its status, the money's refund, the quote's status, the success plan. */
export function decideTransaction(env: MoneyEnv, txId: string, d: Decision): Transaction {
  const tx = getTransactionOr404(env.store, txId);
  if (d === "cancel" && !transactionMove(tx, "cancel").ok) return cancelBankTransfer(env, tx);
  const decided = applyTransactionEvent(tx, d, env.clock.iso());
  bumpPlan(env, tx.id);
  const refunded = (d === "reject" || d === "cancel") && moneyReturned(env, tx.id);
  const next = saveTransaction(env, refunded ? withRefund(decided, env.clock.iso()) : decided);
  const quote = d === "cancel" && tx.quoteId ? quotesOf(env.store).get(tx.quoteId) : undefined;
  const usedUp = quote ? quoteMove(quote.status, "cancelTransaction", next.status) : undefined;
  // A payment cancelled before it moved uses its quote up; any other failed payment fails its quote.
  if (quote && usedUp) quotesOf(env.store).put({ ...quote, status: usedUp, updatedAt: env.clock.iso() });
  else followQuote(env, next);
  if (d === "approve" && booksOf(env.store).get(tx.id)) runPlan(env, tx.id, successPlan());
  return transactionsOf(env.store).get(next.id) ?? next;
}

/** Refund the transaction's money to its source: whether money held or taken from an internal source went back. */
function moneyReturned(env: MoneyEnv, txId: string): boolean {
  const held = booksOf(env.store).get(txId)?.phase === "HELD";
  moneyAction(env, txId, "refund");
  return held;
}

/** An outgoing payment's refund (live `Refund`), its reason from the failure reason. */
const withRefund = (tx: Transaction, now: string): Transaction =>
  tx.type === "OUTGOING" ? { ...tx, refund: refundOf(tx, "refunded", tx.failureReason, sandboxPayoutRules().refundReasons, now) } : tx;

/**
 * Cancelling a bank transfer before it settles (spec/rules/transactions.yaml `cancellation`):
 * an ACH or wire transfer, pull or payout, still PENDING or PROCESSING with its money not
 * settled, FAILS and its money goes back (its outcome steps dropped); the transaction of a
 * quote not executed yet, 409; a transaction on no bank rail, 400; any other, 409.
 */
function cancelBankTransfer(env: MoneyEnv, tx: Transaction): Transaction {
  const c = transactionRules().cancellation;
  if (tx.awaitingExecution) throw ApiError.conflict(c.notExecuted.code, refusalReason(c.notExecuted.reason, tx));
  if (!tx.paymentRail) throw new ApiError(400, c.notCancellable.code, refusalReason(c.notCancellable.reason, tx));
  const phase = booksOf(env.store).get(tx.id)?.phase;
  const unsettled = phase === "HELD" || phase === "PENDING_IN";
  if (!c.rails.includes(tx.paymentRail) || !c.statuses.includes(tx.status) || !unsettled) {
    const refusal = transactionRules().refusals.cancel;
    throw ApiError.conflict(refusal.code, refusalReason(refusal.reason, tx));
  }
  bumpPlan(env, tx.id);
  const now = env.clock.iso();
  const refunded = moneyReturned(env, tx.id);
  const failed = withStatus(tx, "FAILED", now, c.failureReason);
  const next = saveTransaction(env, refunded ? withRefund(failed, now) : failed);
  followQuote(env, next);
  return next;
}

/**
 * POST /transactions/{transactionId}/confirm (live): the platform delivered the transaction's
 * receipt to its customer. Any transaction; `receiptDeliveryConfirmedAt` is the time given, or
 * the current time; a second call replaces it. Nothing else moves (no event).
 */
export function confirmReceiptDelivery(env: MoneyEnv, txId: string, at: string | undefined): Transaction {
  const tx = getTransactionOr404(env.store, txId);
  const next: Transaction = { ...tx, receiptDeliveryConfirmedAt: at === undefined ? env.clock.iso() : new Date(Date.parse(at)).toISOString() };
  transactionsOf(env.store).put(next);
  return next;
}

// transferIn and transferOut share their shapes: both are typed by transferIn.
export type TransferRequest = RequestBodyOf<"transferIn">;

/** A same-currency transfer between an external and an internal account: its transaction. */
/** The transfer request with its amount: the request's, or the full balance the request leaves it to (domain/transfer-flow.ts). */
export function withTransferAmount<R extends TransferRequest>(env: MoneyEnv, direction: TransferDirection, request: R): R {
  const account = accountsOf(env.store).get(transferEnds(request, direction).internalId);
  const amount = transferAmount(direction, request, account, loadSandboxExternalAccountRules().fullBalance);
  return amount === undefined ? request : { ...request, amount };
}

export function transfer(env: MoneyEnv, direction: TransferDirection, given: TransferRequest): Transaction {
  const request = withTransferAmount(env, direction, given);
  const { externalId, internalId } = transferEnds(request, direction);
  const external = getExternalAccount(env.store, externalId);
  const account = accountsOf(env.store).get(internalId);
  const customers = customersOf(env.store);
  const owners = [account?.customerId, external?.customerId]
    .map((id) => (id ? customers.get(id) : undefined))
    .filter((c) => c !== undefined)
    .map((c) => ({ id: c.id, status: statusOfCustomer(c) }));
  const step = transferStep(
    {
      direction,
      request,
      external,
      account,
      owners,
      txId: newId("Transaction"),
      customer: customerFields(env.store, account?.customerId ?? external?.customerId),
      paymentRail: bankRailOf(external, request.amount ?? 0),
    },
    env.clock.iso(),
  );
  const tx = step.transaction!;
  applyTransactionStep(env, step);
  runPlan(env, tx.id, step.plan);
  return transactionsOf(env.store).get(tx.id) ?? tx;
}
