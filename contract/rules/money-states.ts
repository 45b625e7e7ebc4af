/**
 * Typed accessors of spec/rules/transactions.yaml and spec/rules/quotes.yaml (the designed
 * state machines of transactions and quotes) and their one reading: which move an event
 * makes from a status, or the refusal. Pure; the simulator's domain and the conformance
 * money model both read them.
 */
import { checker, defineRuleTable } from "./load.js";

export type TxStatus = "CREATED" | "PENDING" | "PENDING_AUTHORIZATION" | "PROCESSING" | "COMPLETED" | "REJECTED" | "FAILED" | "REFUNDED" | "EXPIRED";
export type TxFlag = "awaitingFunds" | "requiresConfirmation" | "pendingPlatformApproval" | "awaitingExecution";
export type TxEvent = "fund" | "fundMismatch" | "authorize" | "expire" | "approve" | "reject" | "cancel";
export type TxDecision = "approve" | "reject" | "cancel";

export interface TxTransition {
  on: TxEvent;
  from: TxStatus;
  to: TxStatus;
  when?: TxFlag;
  type?: "INCOMING" | "OUTGOING";
  clears?: TxFlag[];
  failureReason?: string;
}

export interface TransactionRules {
  designed: true;
  statuses: TxStatus[];
  open: TxStatus[];
  final: TxStatus[];
  initial: { quoteCreated: TxStatus; realtimeFunding: TxStatus; authorizationRequired: TxStatus; agentHeld: TxStatus; default: TxStatus };
  /** The flags set with the initial status (absent: none). */
  initialFlags?: Partial<Record<keyof TransactionRules["initial"], TxFlag[]>>;
  transitions: TxTransition[];
  refusals: Record<TxDecision, { code: string; reason: string; wrongType?: string }>;
  /** Cancelling a bank transfer before it settles: its rails and statuses, the failure reason, and the refusals of the other cases. */
  cancellation: {
    rails: string[];
    statuses: TxStatus[];
    failureReason: string;
    notExecuted: { code: string; reason: string };
    notCancellable: { code: string; reason: string };
  };
}

export type QuoteStatus = "PENDING" | "PROCESSING" | "PENDING_AUTHORIZATION" | "COMPLETED" | "EXPIRED" | "FAILED";
export type QuoteEvent =
  "execute" | "executeAwaitingAuthorization" | "executeAwaitingFunds" | "fund" | "authorize" | "expire" | "cancelTransaction" | "transactionFailed";

export interface QuoteTransition {
  on: QuoteEvent;
  from: QuoteStatus;
  to: QuoteStatus;
  transaction?: boolean;
  transactionStatus?: TxStatus;
}

export interface QuoteRules {
  designed: true;
  statuses: QuoteStatus[];
  initial: QuoteStatus;
  executable: QuoteStatus[];
  transitions: QuoteTransition[];
}

const needTx = checker("transactions");
const txTable = defineRuleTable<TransactionRules>("transactions", (r) => {
  const known = new Set(r.statuses);
  for (const s of [...r.open, ...r.final, ...Object.values(r.initial), ...r.cancellation.statuses, ...r.transitions.flatMap((t) => [t.from, t.to])])
    needTx(known.has(s), `${s} is not among statuses`);
  for (const s of r.open) needTx(!r.final.includes(s), `${s} is both open and final`);
  for (const t of r.transitions) needTx(!r.final.includes(t.from), `a transition leaves the final status ${t.from}`);
});
export const parseTransactionRules = txTable.parse;
/** spec/rules/transactions.yaml (read once). */
export const transactionRules = txTable.load;

const needQuote = checker("quotes");
const quoteTable = defineRuleTable<QuoteRules>("quotes", (r) => {
  const known = new Set(r.statuses);
  for (const s of [r.initial, ...r.executable, ...r.transitions.flatMap((t) => [t.from, t.to])]) needQuote(known.has(s), `${s} is not among statuses`);
});
export const parseQuoteRules = quoteTable.parse;
/** spec/rules/quotes.yaml (read once). */
export const quoteRules = quoteTable.load;

/** Settled or closed: nothing moves it any more (scheduled outcome steps are dropped). */
export const isFinalTransaction = (status: string, r: TransactionRules = transactionRules()): boolean => r.final.includes(status as TxStatus);

/** Not settled yet (a customer with one cannot be deleted). */
export const isOpenTransaction = (status: string, r: TransactionRules = transactionRules()): boolean => r.open.includes(status as TxStatus);

export interface TxLike {
  id: string;
  type: string;
  status: string;
  awaitingFunds?: boolean;
  awaitingExecution?: boolean;
  requiresConfirmation?: boolean;
  pendingPlatformApproval?: boolean;
}

export type TxMove = { ok: true; transition: TxTransition } | { ok: false; code: string; reason: string };

const fill = (template: string, tx: TxLike): string => template.replace(/\{(id|status|type)\}/g, (_, k: "id" | "status" | "type") => String(tx[k]));

/** The move an event makes from the transaction's status, or (decisions) the 409 refusal. */
/** `{id}`, `{status}` and `{type}` of a refusal's reason filled in from the transaction. */
export const refusalReason = (template: string, tx: TxLike): string => fill(template, tx);

export function transactionMove(tx: TxLike, on: TxEvent, r: TransactionRules = transactionRules()): TxMove {
  const rows = r.transitions.filter((t) => t.on === on);
  const hit = rows.find((t) => t.from === tx.status && (!t.when || tx[t.when] === true) && (!t.type || t.type === tx.type));
  if (hit) return { ok: true, transition: hit };
  const refusal = (r.refusals as Partial<Record<TxEvent, TransactionRules["refusals"][TxDecision]>>)[on];
  if (!refusal) return { ok: false, code: "CONFLICT", reason: `transaction ${tx.id} cannot ${on} from ${tx.status}` };
  const onlyType = refusal.wrongType && rows.length > 0 && rows.every((t) => t.type && t.type !== tx.type);
  return { ok: false, code: refusal.code, reason: fill(onlyType ? refusal.wrongType! : refusal.reason, tx) };
}

/** The quote's status after an event, or undefined when the event does not apply. */
export function quoteMove(status: string, on: QuoteEvent, txStatus: string | undefined, r: QuoteRules = quoteRules()): QuoteStatus | undefined {
  const hasTx = txStatus !== undefined;
  return r.transitions.find(
    (t) =>
      t.on === on &&
      t.from === status &&
      (t.transaction === undefined || t.transaction === hasTx) &&
      (!t.transactionStatus || t.transactionStatus === txStatus),
  )?.to;
}
