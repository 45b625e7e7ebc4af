/**
 * The money area's books: collections and indexes, lazy internal accounts,
 * applying ledger postings to account balances, persisting transactions (with their list
 * index and webhooks) and running timed outcome plans on the platform clock.
 * External accounts are read through the external accounts area's service; other areas reach
 * all of this through the money service (service.ts).
 */
import { randomUUID } from "node:crypto";
import type { Collection, Page, TenantStore } from "../../store/store.js";
import { externalAccountsOf as extAccountsOf, getExternalAccount as getExtAccount } from "../external-accounts/service.js";
import type { Clock } from "../../clock/clock.js";
import type { Platform } from "../../platform/platform.js";
import type { HandlerContext } from "../types.js";
import { ApiError } from "../../errors/api-error.js";
import { embeddedWalletConfigOf, getPlatformConfig } from "../../platform/config-state.js";
import { walletAuthRules } from "../../../contract/rules/wallet-auth.js";
import { customersOf } from "../customers/service.js";
import type { Customer } from "../customers/service.js";
import { newAccountRecord, newWalletAccountRecord, ownerKeyOf, renderAccount, walletOwnerKey, type AccountRecord } from "./domain/accounts.js";
import { knownCurrency } from "../../../contract/rules/currencies.js";
import { fundingSuffixRefusal } from "../../../contract/rules/cards.js";
import { addAmounts } from "./domain/exact.js";
import { actionLegs, applyLegs, isInternal, type Balances, type Leg } from "./domain/ledger.js";
import { currentSnapshot, type RateSnapshot } from "./domain/rates.js";
import { sandboxPayoutRules, type MoneyAction, type OutcomeStep } from "../../../contract/rules/money.js";
import type { ExternalAccountLike } from "./domain/quotes.js";
import type { TxIndex } from "./domain/tx-index.js";
import type { MoneyStep } from "./domain/quote-flow.js";
import type { TransactionStep } from "./domain/transaction-step.js";
import { jobType } from "../../clock/jobs.js";
import { refundOf, withStatus, type Transaction } from "./domain/transactions.js";
import { transactionEvents } from "./domain/events.js";
import { isFinalTransaction, quoteMove, transactionRules, type TxStatus } from "../../../contract/rules/money-states.js";
import { accountsOf, quotesOf, quoteMetaOf, quoteChallengesOf, transactionsOf, booksOf, postingsOf, txIndex, worldBalances, rates } from "./state.js";
export { accountsOf, quotesOf, quoteMetaOf, quoteChallengesOf, transactionsOf, booksOf, postingsOf };
export type { Posting, QuoteChallenge } from "./state.js";

export const newId = (type: string): string => `${type}:${randomUUID()}`;

export interface MoneyEnv {
  store: TenantStore;
  clock: Clock;
  platform: Platform;
  emit(type: string, data: unknown): void;
}

export const envOf = (ctx: Pick<HandlerContext, "store" | "clock" | "platform" | "emit">): MoneyEnv => ({
  store: ctx.store,
  clock: ctx.clock,
  platform: ctx.platform,
  emit: (t, d) => ctx.emit(t, d),
});

/** External accounts of the external accounts area (stored resource + `_internal`). */
export const externalAccountsOf = (s: TenantStore) => extAccountsOf(s) as unknown as Collection<ExternalAccountLike>;

export const txIndexOf = (s: TenantStore): TxIndex => txIndex.of(s);

export const worldBalancesOf = (s: TenantStore): Map<string, number> => worldBalances.of(s);

export function rateSnapshot(env: { store: TenantStore; clock: Clock }): RateSnapshot {
  const prev = rates.get(env.store);
  const next = currentSnapshot(prev, env.clock.now().getTime());
  if (next !== prev) rates.set(env.store, next);
  return next;
}

// ---- customers and internal accounts ------------------------------------------------

export const isApproved = (c: Customer): boolean => (c.kycStatus ?? c.kybStatus) === "APPROVED";
export const statusOfCustomer = (c: Customer): string => c.kycStatus ?? c.kybStatus ?? "UNVERIFIED";
const holderOf = (c: Customer): string => c.fullName ?? c.businessInfo?.legalName ?? c.id;

function supportedCodes(env: { store: TenantStore; clock: Clock; platform: Platform }): string[] {
  return getPlatformConfig(env.store, env.clock, env.platform.id)
    .supportedCurrencies.map((c) => c.currencyCode)
    .filter((c) => knownCurrency(c));
}

/**
 * A new internal account id, never ending in a sandbox funding-source suffix (spec/rules/cards.yaml):
 * a random id ending in 002 or 003 (2 in 4,096) would make an ordinary account unable to fund a card.
 */
export function newInternalAccountId(): string {
  for (;;) {
    const id = newId("InternalAccount");
    if (!fundingSuffixRefusal(id)) return id;
  }
}

function ensureFor(env: MoneyEnv, customerId: string | null, holder: string): void {
  const accounts = accountsOf(env.store);
  for (const cur of supportedCodes(env)) {
    if (accounts.findOne("ownerKey", ownerKeyOf(customerId, cur))) continue;
    accounts.put(newAccountRecord(newInternalAccountId(), customerId, cur, holder, env.clock.iso()));
  }
  if (customerId && embeddedWalletConfigOf(env.store) && !accounts.findOne("ownerKey", walletOwnerKey(customerId)))
    accounts.put(newWalletAccountRecord(newInternalAccountId(), customerId, walletAuthRules().provisioning.currency, holder, env.clock.iso()));
}

/** The customer's provisioned embedded wallet (an EMBEDDED_WALLET account), if any. */
export const provisionedWalletOf = (store: TenantStore, customerId: string): AccountRecord | undefined =>
  accountsOf(store).findOne("ownerKey", walletOwnerKey(customerId));

/** A customer's per-currency accounts, created once the customer is APPROVED (idempotent). */
export function ensureCustomerAccounts(env: MoneyEnv, c: Customer): void {
  if (isApproved(c)) ensureFor(env, c.id, holderOf(c));
}

/**
 * Per store, the pass that gives APPROVED customers their accounts for a walk of every
 * customer's accounts: the customer records done for the currency set `codes` (a changed
 * customer is a new record), a live iterator over the customers in insertion order, and the
 * customers collection's change count when the last finished pass began. A page takes only
 * as many customers as it needs: their accounts go at the end of the list, after every page
 * already read, so the first page of a platform of many customers costs a page, not the
 * platform, and a walk still meets every account.
 */
interface AccountsPass {
  codes: string;
  done: WeakSet<Customer>;
  customers: Collection<Customer>;
  iter?: Iterator<Customer>;
  startedAt?: number;
  /** The change count when the last finished pass began: unchanged since, every customer has its accounts. */
  finishedAt?: number;
}
const passes = new WeakMap<TenantStore, AccountsPass>();

function passOf(env: MoneyEnv): AccountsPass {
  const codes = `${supportedCodes(env).join(",")}${embeddedWalletConfigOf(env.store) ? "+wallet" : ""}`;
  const customers = customersOf(env.store);
  let p = passes.get(env.store);
  if (!p || p.codes !== codes || p.customers !== customers) passes.set(env.store, (p = { codes, done: new WeakSet(), customers }));
  return p;
}

const passFinished = (p: AccountsPass): boolean => !p.iter && p.finishedAt === p.customers.changes();

/** Gives up to `wanted` more APPROVED customers their accounts; false when none is left to do. */
function ensureMoreCustomers(env: MoneyEnv, p: AccountsPass, wanted: number): boolean {
  if (!p.iter) {
    if (passFinished(p)) return false;
    p.startedAt = p.customers.changes();
    p.iter = p.customers.values();
  }
  let made = 0;
  for (;;) {
    const r = p.iter.next();
    if (r.done) {
      p.iter = undefined;
      p.finishedAt = p.startedAt; // a change during the pass (behind the iterator) makes another pass
      return made > 0;
    }
    const c = r.value;
    if (p.done.has(c)) continue;
    ensureCustomerAccounts(env, c);
    if (isApproved(c)) {
      p.done.add(c);
      if (++made >= wanted) return true;
    }
  }
}

/** A page of customers' internal accounts (one customer's, or every customer's), created first where due. */
export function listCustomerAccounts(
  env: MoneyEnv,
  q: { customerId?: string; currency?: string; type?: AccountRecord["type"]; limit: number; cursor?: string },
): Page<AccountRecord> {
  const list = () =>
    accountsOf(env.store).list({
      limit: q.limit,
      cursor: q.cursor,
      where: { ownerType: "CUSTOMER", customerId: q.customerId, currency: q.currency, type: q.type },
    });
  if (q.customerId) {
    const c = customersOf(env.store).get(q.customerId);
    if (c) ensureCustomerAccounts(env, c);
    return list();
  }
  const p = passOf(env);
  for (;;) {
    const page = list();
    if (page.hasMore || !ensureMoreCustomers(env, p, q.limit + 1)) {
      // Until every customer has its accounts, the count so far is not the list's.
      if (!passFinished(p)) delete page.totalCount;
      return page;
    }
  }
}

export function ensurePlatformAccounts(env: MoneyEnv): void {
  ensureFor(env, null, `Platform ${env.platform.id}`);
}

export function platformAccount(env: MoneyEnv, currency: string): AccountRecord | undefined {
  ensurePlatformAccounts(env);
  return accountsOf(env.store).findOne("ownerKey", ownerKeyOf(null, currency));
}

export function getAccountOr404(store: TenantStore, id: string): AccountRecord {
  const a = accountsOf(store).get(id);
  if (!a) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no internal account with id ${id}`);
  return a;
}

export const render = renderAccount;

// ---- ledger ---------------------------------------------------------------------------

/** Apply a balanced posting: internal balances (never negative), world balances, the journal. */
export function post(env: MoneyEnv, legs: Leg[], kind: string, txId?: string): void {
  if (legs.length === 0) return;
  const accounts = accountsOf(env.store);
  const current = new Map<string, Balances>();
  for (const l of legs) {
    if (!isInternal(l.account) || current.has(l.account)) continue;
    const r = accounts.get(l.account);
    if (!r) throw new Error(`ledger: unknown internal account ${l.account}`);
    current.set(l.account, { available: r.available, held: r.held, pending: r.pending });
  }
  const changed = applyLegs(current, legs);
  // The outside world's running totals too stay exact: computed (and refused past the safe
  // range) before anything is written, so a refused posting changes nothing.
  const w = worldBalancesOf(env.store);
  const world = new Map<string, number>();
  for (const l of legs)
    if (!isInternal(l.account)) world.set(l.account, addAmounts(world.get(l.account) ?? w.get(l.account) ?? 0, l.amount, "amount", "the counterparty total"));
  const now = env.clock.iso();
  for (const [id, b] of changed) accounts.put({ ...accounts.get(id)!, ...b, updatedAt: now });
  for (const [account, total] of world) w.set(account, total);
  postingsOf(env.store).put({ id: newId("Posting"), txId, kind, legs, at: now });
}

/** Run a money action of a transaction's book. */
export function moneyAction(env: MoneyEnv, txId: string, action: MoneyAction | "hold" | "pendingIn"): void {
  const books = booksOf(env.store);
  const book = books.get(txId);
  if (!book) return;
  const r = actionLegs(book, action);
  post(env, r.legs, action, txId);
  books.put({ ...book, phase: r.phase });
}

// ---- transactions ---------------------------------------------------------------------

export function getTransactionOr404(store: TenantStore, id: string): Transaction {
  const t = transactionsOf(store).get(id);
  if (!t) throw ApiError.notFound("TRANSACTION_NOT_FOUND", `no transaction with id ${id}`);
  return t;
}

export function saveTransaction(env: MoneyEnv, next: Transaction): Transaction {
  const prev = transactionsOf(env.store).get(next.id);
  transactionsOf(env.store).put(next);
  txIndexOf(env.store).upsert(next);
  if (prev && prev.status !== next.status) for (const e of transactionEvents(next)) env.emit(e.type, e.data);
  return next;
}

export function setStatus(env: MoneyEnv, txId: string, status: TxStatus, failureReason?: string): Transaction {
  const tx = getTransactionOr404(env.store, txId);
  return saveTransaction(env, withStatus(tx, status, env.clock.iso(), failureReason));
}

/**
 * Apply a step of the quote domain (domain/quote-flow.ts): the quote, the transaction
 * (indexed), the book, the postings to the ledger, then the events in order.
 */
export function applyMoneyStep(env: MoneyEnv, step: MoneyStep): void {
  quotesOf(env.store).put(step.quote);
  applyTransactionStep(env, step);
}

/**
 * Apply a step of a transfer, sandbox or incoming flow (domain/transaction-step.ts):
 * the transaction (indexed), the book, the postings to the ledger, then the events in order.
 * The plan is started apart (`runPlan`), once the step is stored.
 */
export function applyTransactionStep(env: MoneyEnv, step: TransactionStep): void {
  const tx = step.transaction;
  if (tx) {
    transactionsOf(env.store).put(tx);
    txIndexOf(env.store).upsert(tx);
  }
  if (step.book) booksOf(env.store).put(step.book);
  for (const p of step.postings) post(env, p.legs, p.kind, tx?.id);
  for (const e of step.events) env.emit(e.type, e.data);
}

/** Supersede the scheduled steps of a transaction (a decision was taken). */
export function bumpPlan(env: MoneyEnv, txId: string): void {
  const b = booksOf(env.store).get(txId);
  if (b) booksOf(env.store).put({ ...b, planToken: b.planToken + 1 });
}

function applyStep(env: MoneyEnv, txId: string, step: OutcomeStep, token: number): void {
  const tx = transactionsOf(env.store).get(txId);
  const book = booksOf(env.store).get(txId);
  if (!tx || (book && book.planToken !== token) || isFinalTransaction(tx.status)) return;
  const taken = book?.phase === "HELD" || book?.phase === "SETTLED";
  if (step.money) moneyAction(env, txId, step.money);
  if (tx.status === step.status) return;
  const now = env.clock.iso();
  let next = withStatus(tx, step.status as TxStatus, now, step.failureReason);
  // An outgoing payment whose money went back to its source (or was lost on the way back) carries its refund (live).
  const back = step.money === "refund" || step.money === "return" ? "refunded" : step.money === "unrecovered" ? "unrecovered" : undefined;
  if (back && taken && tx.type === "OUTGOING") next = { ...next, refund: refundOf(tx, back, step.failureReason, sandboxPayoutRules().refundReasons, now) };
  followQuote(env, saveTransaction(env, next));
}

/** The quote of a transaction that FAILED follows it (spec/rules/quotes.yaml `transactionFailed`: an executed quote's payment failed). */
export function followQuote(env: MoneyEnv, tx: Transaction): void {
  if (tx.status !== "FAILED" || !tx.quoteId) return;
  const quote = quotesOf(env.store).get(tx.quoteId);
  const to = quote?.transactionId ? quoteMove(quote.status, "transactionFailed", tx.status) : undefined;
  if (quote && to) quotesOf(env.store).put({ ...quote, status: to, updatedAt: env.clock.iso() });
}

/** A timed step of a transaction's outcome plan, as data (it survives a restart). */
export const transactionStep = jobType<MoneyEnv, { txId: string; step: OutcomeStep; token: number }>("transaction.step", (env, p) =>
  applyStep(env, p.txId, p.step, p.token),
);

/** Steps at 0 ms run now, in order; the others on the platform clock. */
export function runPlan(env: MoneyEnv, txId: string, steps: OutcomeStep[]): void {
  const token = booksOf(env.store).get(txId)?.planToken ?? 0;
  const start = env.clock.now().getTime();
  for (const step of steps) {
    if (step.atMs <= 0) applyStep(env, txId, step, token);
    else env.clock.scheduleJob(new Date(start + step.atMs), transactionStep({ txId, step, token }), `transaction ${txId} -> ${step.status}`);
  }
}

/** Customer fields of a transaction (`customerId`, `platformCustomerId`: the platform's id of the customer, or the customer's own id when it has none, as the live service always names one). */
export function customerFields(store: TenantStore, customerId: string | null | undefined): Pick<Transaction, "customerId" | "platformCustomerId"> {
  if (!customerId) return { customerId: null };
  const c = customersOf(store).get(customerId);
  const out: Pick<Transaction, "customerId" | "platformCustomerId"> = { customerId };
  out.platformCustomerId = c?.platformCustomerId ?? customerId;
  return out;
}

export function getExternalAccount(store: TenantStore, id: string): ExternalAccountLike | undefined {
  return getExtAccount(store, id) as ExternalAccountLike | undefined;
}

export { pageOpts } from "../types.js";

/** Why a customer cannot be deleted yet: it still holds money, or has a transaction not settled (spec/rules/transactions.yaml `open`). */
export function customerDeletionRefusal(store: TenantStore, customerId: string): string | undefined {
  const funded = accountsOf(store)
    .list({ where: { customerId }, limit: 100 })
    .data.find((a) => a.available + a.held + a.pending > 0);
  if (funded) return `customer ${customerId} still holds ${funded.currency} in ${funded.id}; move the balance out before deleting the customer`;
  const index = txIndexOf(store);
  for (const status of transactionRules().open) {
    const open = index.query({ where: { customerId, status }, order: "asc", limit: 1 }).ids[0];
    if (open) return `customer ${customerId} has an unfinished transaction ${open} (${status}); wait for it to settle before deleting the customer`;
  }
  return undefined;
}
