/**
 * The money service's quotes: create (with immediate execution, pulls and real-time
 * funding), execute (exactly one transaction per quote: the call runs without awaiting, so
 * concurrent executions are serialized and the second answers 409 CONFLICT, or the
 * idempotent replay), hold an execution for the platform's approval (agents), SCA
 * authorization, and the expiry job. Lookups and refusals here; pricing in domain/quotes.ts,
 * the moves in domain/quote-flow.ts (execute, fund, authorize, expire); service.ts applies
 * the step. Called by the quote handlers and, through service.ts, by other areas.
 */
import { ApiError } from "../../errors/api-error.js";
import { apiError } from "../../errors/catalogue.js";
import { getPlatformConfig } from "../../platform/config-state.js";
import { customersOf } from "../customers/service.js";
import { requireSession } from "../sca/service.js";
import type { RequestBodyOf, Schema } from "../types.js";
import type { TenantStore } from "../../store/store.js";
import { amountOf, isCrypto } from "../../../contract/rules/currencies.js";
import { priceQuote, sourceCurrency, type ResolvedDestination, type ResolvedSource } from "./domain/quotes.js";
import { requireProviderFields } from "../customers/service.js";
import { fxRules, sandboxPayoutRules, type OutcomeStep } from "../../../contract/rules/money.js";
import { bankRailOf } from "./transfer-rails.js";
import { externalAccountPlan, quotePayoutPlan } from "./domain/outcomes.js";
import { accountOrWalletInfo } from "./domain/funding-info.js";
import { fundingInstructions } from "./domain/accounts.js";
import type { Transaction } from "./domain/transactions.js";
import {
  accountsOf,
  applyMoneyStep,
  applyTransactionStep,
  booksOf,
  bumpPlan,
  customerFields,
  getExternalAccount,
  isApproved,
  newId,
  platformAccount,
  quoteChallengesOf,
  quoteMetaOf,
  quotesOf,
  rateSnapshot,
  runPlan,
  statusOfCustomer,
  transactionsOf,
  type MoneyEnv,
} from "./books.js";
import {
  executeQuote,
  executionRefusal,
  expireQuote,
  expiredCheck,
  needsAuthorization,
  proceedQuote,
  quoteCreatedTransaction,
  quoteTransactionId,
  type QuoteMeta,
  type QuoteRecord,
} from "./domain/quote-flow.js";
import { parseUmaAddress, umaReceiverOr404 } from "./domain/uma.js";
import { umaReceiverFor, umaReceivingAccount } from "./uma-receivers.js";
import { jobType } from "../../clock/jobs.js";

export type QuoteCreateRequest = RequestBodyOf<"createQuote">;

const requireApproved = (env: MoneyEnv, customerId: string | null | undefined, what: string): void => {
  if (!customerId) return;
  const c = customersOf(env.store).get(customerId);
  if (!c) throw ApiError.notFound("CUSTOMER_NOT_FOUND", `no customer with id ${customerId} (${what})`);
  if (!isApproved(c))
    throw ApiError.conflict("CONFLICT", `customer ${customerId} is ${statusOfCustomer(c)}: money movement is blocked until the customer is APPROVED`);
};

function resolveSource(env: MoneyEnv, body: QuoteCreateRequest): ResolvedSource {
  const s = body.source;
  if (s.sourceType === "REALTIME_FUNDING") {
    requireApproved(env, s.customerId, "source.customerId");
    const carried = fxRules().withdrawalNetworks[s.currency];
    if (s.cryptoNetwork !== undefined && carried && carried[s.cryptoNetwork] === undefined)
      throw ApiError.invalidInput([
        {
          field: "source.cryptoNetwork",
          in: "body",
          code: "INVALID_VALUE",
          reason: `${s.currency} is deposited on ${Object.keys(carried).join(", ")}, not ${s.cryptoNetwork}`,
        },
      ]);
    return { kind: "REALTIME", currency: s.currency, customerId: s.customerId };
  }
  const id = s.accountId;
  if (id.startsWith("ExternalAccount:")) {
    const ext = getExternalAccount(env.store, id);
    if (!ext) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no external account with id ${id}`);
    if (body.immediatelyExecute !== true) {
      throw ApiError.invalidInput([
        { field: "immediatelyExecute", in: "body", code: "INVALID_VALUE", reason: "must be true for a pull from an external account" },
      ]);
    }
    if (ext.status !== "ACTIVE") throw ApiError.conflict("CONFLICT", `external account ${id} is ${ext.status}; only ACTIVE accounts can be pulled from`);
    requireApproved(env, ext.customerId, "owner of the source account");
    return { kind: "PULL", ext };
  }
  const a = accountsOf(env.store).get(id);
  if (!a) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no internal account with id ${id}`);
  if (a.status !== "ACTIVE") throw ApiError.conflict("CONFLICT", `internal account ${id} is ${a.status}`);
  requireApproved(env, a.customerId, "owner of the source account");
  return { kind: "INTERNAL", accountId: a.id, currency: a.currency, available: a.available, customerId: onBehalfOf(env, a.customerId, s.customerId) };
}

/**
 * The customer a payment from an internal account belongs to (live: `source.customerId` names
 * the customer a platform pays for from its own pooled account; otherwise the account owner).
 * A customer's own account named with another customer: 400 INVALID_INPUT; an unknown
 * customer: 404 CUSTOMER_NOT_FOUND.
 */
function onBehalfOf(env: MoneyEnv, owner: string | null, named: string | undefined): string | null {
  if (named === undefined || named === owner) return owner;
  if (owner !== null)
    throw ApiError.invalidInput([
      {
        field: "source.customerId",
        in: "body",
        code: "INVALID_VALUE",
        reason: `the source account belongs to ${owner}; name another customer only with a platform account`,
      },
    ]);
  if (!customersOf(env.store).get(named)) throw ApiError.notFound("CUSTOMER_NOT_FOUND", `no customer with id ${named} (source.customerId)`);
  return named;
}

function resolveDestination(env: MoneyEnv, body: QuoteCreateRequest, source: ResolvedSource, lookupCustomer?: string | null): ResolvedDestination {
  const d = body.destination;
  if (d.destinationType === "UMA_ADDRESS") {
    const addr = parseUmaAddress(d.umaAddress);
    const own = lookupCustomer ? customersOf(env.store).get(lookupCustomer)?.umaAddress : undefined;
    if (own && own.toLowerCase() === addr.full.toLowerCase()) throw apiError("SELF_PAYMENT", `${d.umaAddress} is the sending customer's own UMA address`);
    const { receiver, customer } = umaReceiverFor(env, addr);
    // `currency` is optional (as on the live service): the receiver's first currency is meant.
    const currency = d.currency ?? receiver.currencies[0]?.code;
    if (customer && receiver.currencies.some((c) => c.code === currency))
      return { kind: "INTERNAL", accountId: umaReceivingAccount(env, customer, currency), currency, customerId: customer.id, umaAddress: addr.full };
    return { kind: "UMA", address: addr.full, currency, receiver };
  }
  const id = d.accountId;
  const sourceId = body.source.sourceType === "ACCOUNT" ? body.source.accountId : undefined;
  if (sourceId && sourceId === id) throw apiError("SELF_PAYMENT", `source and destination are the same account (${id})`);
  if (id.startsWith("ExternalAccount:")) {
    const ext = getExternalAccount(env.store, id);
    if (!ext) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no external account with id ${id}`);
    requireApproved(env, ext.customerId, "owner of the destination account");
    return { kind: "EXTERNAL", ext };
  }
  const a = accountsOf(env.store).get(id);
  if (!a) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no internal account with id ${id}`);
  if (a.status !== "ACTIVE") throw ApiError.conflict("CONFLICT", `internal account ${id} is ${a.status}`);
  void source;
  return { kind: "INTERNAL", accountId: a.id, currency: a.currency, customerId: a.customerId };
}

function customerFieldSet(env: MoneyEnv, customerId: string | null | undefined): Set<string> | undefined {
  const c = customerId ? customersOf(env.store).get(customerId) : undefined;
  if (!c) return undefined;
  const has = (v: unknown) => v !== undefined && v !== null && v !== "";
  const out = new Set<string>();
  if (has(c.fullName) || has(c.businessInfo?.legalName)) out.add("FULL_NAME");
  if (has(c.businessInfo?.legalName)) out.add("BUSINESS_NAME");
  if (has(c.birthDate)) out.add("BIRTH_DATE");
  if (has(c.nationality)) out.add("NATIONALITY");
  if (has(c.address)) out.add("ADDRESS");
  if (has(c.phoneNumber)) out.add("PHONE_NUMBER");
  if (has(c.email)) out.add("EMAIL");
  if (has(c.businessInfo?.taxId) || has(c.identifier)) out.add("TAX_ID");
  return out;
}

/** The ends of a book and the transaction's own source / destination objects. */
function metaOf(quoteId: string, paymentType: string, s: ResolvedSource, d: ResolvedDestination, paymentRail: string | null): QuoteMeta {
  const sourceRef = s.kind === "INTERNAL" ? s.accountId : s.kind === "PULL" ? "external" : "realtime";
  const destRef = d.kind === "INTERNAL" ? d.accountId : d.kind === "EXTERNAL" ? "external" : "uma";
  const customerId =
    s.kind === "INTERNAL"
      ? s.customerId
      : s.kind === "PULL"
        ? ((d.kind === "INTERNAL" ? d.customerId : null) ?? s.ext.customerId ?? null)
        : (s.customerId ?? null);
  const meta: QuoteMeta = { id: quoteId, paymentType, sourceKind: s.kind, destKind: d.kind, sourceRef, destRef, customerId, paymentRail };
  if (s.kind === "PULL") meta.extSourceId = s.ext.id;
  if (d.kind === "EXTERNAL") meta.extDestId = d.ext.id;
  if (d.kind === "UMA") meta.umaAddress = d.address;
  return meta;
}

/** The outcome plan of a quote's transaction once money moves. */
export function planOf(env: MoneyEnv, meta: QuoteMeta): OutcomeStep[] {
  if (meta.sourceKind === "PULL") return externalAccountPlan(getExternalAccount(env.store, meta.extSourceId!)?.accountInfo ?? {});
  if (meta.destKind === "INTERNAL") return sandboxPayoutRules().internalDestinationOutcome;
  if (meta.destKind === "UMA") return umaReceiverOr404(parseUmaAddress(meta.umaAddress!)).outcome;
  return quotePayoutPlan(getExternalAccount(env.store, meta.extDestId!)?.accountInfo ?? {});
}

/** Execute the quote (domain/quote-flow.ts) and start its plan or its SCA challenge. */
export function executeCore(env: MoneyEnv, quote: QuoteRecord, meta: QuoteMeta): Transaction {
  const source = meta.sourceKind === "INTERNAL" ? accountsOf(env.store).get(meta.sourceRef) : undefined;
  const step = executeQuote(
    {
      quote,
      meta,
      sourceAvailable: source?.available,
      scaRequired: env.platform.settings.scaRequired,
      txId: quoteTransactionId(quote),
      createdAt: transactionsOf(env.store).get(quoteTransactionId(quote))?.createdAt,
      customer: customerFields(env.store, meta.customerId),
      platformFeeAccount: quote.platformFeesIncluded > 0 ? platformAccount(env, quote.sendingCurrency.code)?.id : undefined,
      plan: needsAuthorization(meta, env.platform.settings.scaRequired) || meta.sourceKind === "REALTIME" ? [] : planOf(env, meta),
    },
    env.clock.iso(),
  );
  applyMoneyStep(env, step);
  if (step.challenge) issueChallenge(env, quote.id);
  else if (step.plan.length) runPlan(env, step.transaction!.id, step.plan);
  return transactionsOf(env.store).get(step.transaction!.id)!;
}

/** Money arrived for a real-time-funded quote (POST /sandbox/send) or SCA authorized it. */
export function proceed(
  env: MoneyEnv,
  quote: QuoteRecord,
  on: "fund" | "authorize" = quote.status === "PENDING_AUTHORIZATION" ? "authorize" : "fund",
): Transaction {
  const meta = quoteMetaOf(env.store).get(quote.id)!;
  const tx = transactionsOf(env.store).get(quote.transactionId!)!;
  const step = proceedQuote(quote, tx, on, planOf(env, meta), env.clock.iso());
  applyMoneyStep(env, step);
  runPlan(env, tx.id, step.plan);
  return transactionsOf(env.store).get(tx.id)!;
}

export function issueChallenge(env: MoneyEnv, quoteId: string) {
  const sca = sandboxPayoutRules().sca;
  const c = {
    id: quoteId,
    factor: sca.factor,
    code: sca.sandboxCode,
    expiresAt: new Date(env.clock.now().getTime() + sca.challengeTtlSeconds * 1000).toISOString(),
  };
  quoteChallengesOf(env.store).put(c);
  return c;
}

/** At expiresAt: an unexecuted quote expires; an unpaid / unauthorized transaction expires too. */
function scheduleExpiry(env: MoneyEnv, quoteId: string, expiresAt: string): void {
  env.clock.scheduleJob(new Date(expiresAt), quoteExpiry({ quoteId }), `quote ${quoteId} expiry`);
}

/** The expiry of a quote, as data (it survives a restart). */
export const quoteExpiry = jobType<MoneyEnv, { quoteId: string }>("quote.expire", (env, { quoteId }) => {
  const q = quotesOf(env.store).get(quoteId) as QuoteRecord | undefined;
  if (q) expireNow(env, q);
});

/** The quote's expiry (and its transaction's) applied now, if it applies; the quote as stored after it. */
function expireNow(env: MoneyEnv, q: QuoteRecord): QuoteRecord {
  const tx = transactionsOf(env.store).get(quoteTransactionId(q));
  const step = expireQuote(q, tx, tx ? booksOf(env.store).get(tx.id) : undefined, env.clock.iso());
  if (!step) return q;
  applyMoneyStep(env, step);
  return step.quote;
}

/** Where a real-time-funded quote is paid (spec/rules/sandbox-payouts.yaml `realtimeFundingAccount`): a bank account, or a wallet for a crypto currency. */
function realtimeInstructions(quote: QuoteRecord): Schema<"QuotePaymentInstructions">[] {
  const { accountNumber, cryptoNetworks, defaultCryptoNetwork, ...bank } = sandboxPayoutRules().realtimeFundingAccount;
  const code = quote.sendingCurrency.code;
  const ref = `RTF-${quote.id.slice(6, 14).toUpperCase()}`;
  const amount = amountOf(quote.totalSendingAmount, code);
  if (isCrypto(code)) {
    const address = `0x${quote.id
      .replace(/[^0-9a-f]/g, "")
      .slice(0, 40)
      .padEnd(40, "0")}`;
    // The source's `cryptoNetwork` (live: the deposit address is on that network), else the table's
    // network; both are the contract's QuoteCryptoNetwork values (checked at creation).
    const network = (quote.source?.cryptoNetwork ?? cryptoNetworks[code] ?? defaultCryptoNetwork) as Schema<"QuoteCryptoNetwork">;
    const cryptoWallet = { network, address };
    const info = liveInfo({ instructionsType: "CRYPTO_WALLET", currency: code, reference: ref, cryptoWallet });
    return [{ instructionsType: "CRYPTO_WALLET", amount, reference: ref, expiresAt: quote.expiresAt, cryptoWallet, accountOrWalletInfo: info }];
  }
  // The currency's own bank fields (routing number, IBAN, CLABE, PIX key, ...) as an internal account's deposit instructions give them.
  const local = fundingInstructions(quote.id, code, bank.accountHolderName)[0];
  const bankAccount = { ...local?.bankAccount, ...bank, accountNumber };
  // Live: real-time funding is for instant rails only (spec/rules/fx-rates.yaml realtimeFundingRails).
  const paymentRails = fxRules().realtimeFundingRails[code] ?? local?.paymentRails;
  const info = liveInfo({ instructionsType: "BANK_TRANSFER", currency: code, reference: ref, bankAccount, paymentRails });
  return [
    {
      instructionsType: "BANK_TRANSFER",
      amount,
      reference: ref,
      expiresAt: quote.expiresAt,
      ...(paymentRails ? { paymentRails } : {}),
      bankAccount,
      accountOrWalletInfo: info,
    },
  ];
}

/** The live service's `accountOrWalletInfo` of a real-time funding destination (the funding instructions' mapping). */
function liveInfo(p: Omit<Schema<"PaymentInstructions">, "cryptoWallet"> & { cryptoWallet?: { network: string; address: string } }) {
  // The quote's crypto networks are a subset of the funding instructions' (QuoteCryptoNetwork).
  return accountOrWalletInfo(p as Schema<"PaymentInstructions">);
}

/** Create a quote (POST /quotes; the agents' and invitations' quotes too): priced, stored, its expiry scheduled, executed at once when asked. */
export function createQuote(env: MoneyEnv, body: QuoteCreateRequest): QuoteRecord {
  const source = resolveSource(env, body);
  const sendingCustomer = source.kind === "INTERNAL" ? source.customerId : source.kind === "REALTIME" ? source.customerId : source.ext.customerId;
  const destination = resolveDestination(env, body, source, sendingCustomer);
  requireProviderFields(env.store, env.clock, sendingCustomer, sourceCurrency(source), "sending");
  if (destination.kind === "INTERNAL") requireProviderFields(env.store, env.clock, destination.customerId, destination.currency, "receiving");
  const id = newId("Quote");
  const priced = priceQuote({
    id,
    nowMs: env.clock.now().getTime(),
    body,
    source,
    destination,
    supportedCurrencies: getPlatformConfig(env.store, env.clock, env.platform.id).supportedCurrencies,
    snapshot: rateSnapshot(env),
    sendingCustomerFields: destination.kind === "UMA" ? customerFieldSet(env, sendingCustomer) : undefined,
  });
  const meta = metaOf(
    id,
    priced.paymentType,
    source,
    destination,
    source.kind === "PULL" ? bankRailOf(source.ext, priced.pricing.sending) : priced.paymentRail,
  );
  const quote = priced.quote as QuoteRecord;
  if (source.kind === "REALTIME") quote.paymentInstructions = realtimeInstructions(quote);
  quotesOf(env.store).put(quote);
  quoteMetaOf(env.store).put(meta);
  scheduleExpiry(env, id, quote.expiresAt);
  if (source.kind === "REALTIME" || body.immediatelyExecute === true) executeCore(env, quote, meta);
  else
    applyTransactionStep(env, {
      transaction: quoteCreatedTransaction(quote, meta, customerFields(env.store, meta.customerId), env.clock.iso()),
      postings: [],
      events: [],
      plan: [],
    });
  return storedQuoteOr404(env.store, id);
}

/** The stored quote (the contract's Quote as the quote flow keeps it), or 404 QUOTE_NOT_FOUND. */
export function storedQuoteOr404(store: TenantStore, id: string): QuoteRecord {
  const q = quotesOf(store).get(id);
  if (!q) throw ApiError.notFound("QUOTE_NOT_FOUND", `no quote with id ${id}`);
  return q;
}

/** 400 QUOTE_EXPIRED once expiresAt has passed (the quote and its transaction expired, when their expiry is due). */
export function assertNotExpired(env: MoneyEnv, q: QuoteRecord): void {
  const expired = expiredCheck(q, env.clock.now().getTime(), env.clock.iso());
  if (!expired) return;
  if (expired.quote !== q) expireNow(env, q);
  throw expired.error;
}

/** The quote and its metadata, once it may be executed (409 when it was, 400 QUOTE_EXPIRED once expired). */
function executable(env: MoneyEnv, quoteId: string): { q: QuoteRecord; meta: QuoteMeta } {
  const q = storedQuoteOr404(env.store, quoteId);
  const meta = quoteMetaOf(env.store).get(q.id)!;
  if (q.status === "EXPIRED") assertNotExpired(env, q);
  const refusal = executionRefusal(q, meta);
  if (refusal) throw refusal;
  assertNotExpired(env, q);
  return { q, meta };
}

/** Execute a quote (POST /quotes/{quoteId}/execute; the agents' execution too): its transaction. */
export function executeQuoteById(env: MoneyEnv, quoteId: string): Transaction {
  const { q, meta } = executable(env, quoteId);
  return executeCore(env, q, meta);
}

/** POST /quotes/{quoteId}/execute: the quote executed, as the answer carries it (with its `transactionId`). */
export function executeQuoteAnswer(env: MoneyEnv, quoteId: string): QuoteRecord {
  executeQuoteById(env, quoteId);
  return storedQuoteOr404(env.store, quoteId);
}

/**
 * Execute a quote with its transaction held for the platform's approval (an agent's payment
 * above its policy): the quote domain's execution (funds checked, money on hold,
 * OUTGOING_PAYMENT.PENDING) with no outcome plan, the transaction in the table's `agentHeld`
 * status and flags (spec/rules/transactions.yaml: PENDING, `pendingPlatformApproval`). Its id.
 */
export function holdQuoteExecution(env: MoneyEnv, quoteId: string): string {
  const { q: quote, meta } = executable(env, quoteId);
  const source = accountsOf(env.store).get(meta.sourceRef);
  const step = executeQuote(
    {
      quote,
      meta,
      sourceAvailable: source?.available,
      scaRequired: false,
      txId: quoteTransactionId(quote),
      customer: customerFields(env.store, meta.customerId),
      platformFeeAccount: quote.platformFeesIncluded > 0 ? platformAccount(env, quote.sendingCurrency.code)?.id : undefined,
      plan: [],
      held: true,
      createdAt: transactionsOf(env.store).get(quoteTransactionId(quote))?.createdAt,
    },
    env.clock.iso(),
  );
  applyMoneyStep(env, step);
  return step.transaction!.id;
}

/** A held execution was approved: its quote's outcome plan starts afresh. */
export function releaseHeldExecution(env: MoneyEnv, quoteId: string, txId: string): void {
  const meta = quoteMetaOf(env.store).get(quoteId);
  if (!meta) return;
  bumpPlan(env, txId);
  runPlan(env, txId, planOf(env, meta));
}

function pendingAuthorization(env: MoneyEnv, quoteId: string) {
  const q = storedQuoteOr404(env.store, quoteId);
  if (!env.platform.settings.scaRequired)
    throw ApiError.conflict("CONFLICT", "customers of this platform are outside SCA regions: payments need no authorization");
  if (q.status === "PENDING_AUTHORIZATION" && env.clock.now().getTime() >= Date.parse(q.expiresAt))
    throw apiError("QUOTE_EXPIRED", `quote ${q.id} expired at ${q.expiresAt}; request a new quote`);
  if (q.status !== "PENDING_AUTHORIZATION") throw ApiError.conflict("CONFLICT", `quote ${q.id} is ${q.status}, not PENDING_AUTHORIZATION`);
  return q;
}

export type QuoteAuthorization = RequestBodyOf<"authorizeQuote">;

/** Authorize a quote waiting for SCA (the challenge's code or passkey assertion): the quote. */
export function authorizeQuote(env: MoneyEnv, quoteId: string, body: QuoteAuthorization): QuoteRecord {
  const q = pendingAuthorization(env, quoteId);
  // The live service: the customer's SCA login session must be live (409 SCA_SESSION_REQUIRED).
  const customerId = quoteMetaOf(env.store).get(q.id)?.customerId;
  if (customerId) requireSession(env, customerId);
  const ch = quoteChallengesOf(env.store).get(q.id);
  // `factor` is optional (the live body has none): the challenge's factor is meant. The live
  // service's `passkeyAssertion` is accepted as `assertion`.
  const factor = body.factor ?? ch?.factor;
  const assertion = body.assertion ?? body.passkeyAssertion;
  const bad = (reason: string) =>
    ApiError.invalidInput(
      [{ field: factor === "PASSKEY" ? (body.assertion ? "assertion" : "passkeyAssertion") : "code", in: "body", code: "INVALID_VALUE", reason }],
      reason,
    );
  if (!ch || env.clock.now().getTime() >= Date.parse(ch.expiresAt)) throw bad("the challenge expired; ask for a new one with /authorize/resend");
  if (factor !== ch.factor) throw bad(`the challenge was sent as ${ch.factor}, not ${factor}`);
  if (ch.factor === "PASSKEY" ? !assertion : body.code !== ch.code) throw bad("the code does not match the challenge");
  quoteChallengesOf(env.store).delete(q.id);
  proceed(env, q, "authorize");
  return storedQuoteOr404(env.store, q.id);
}

/** Send a new SCA challenge for a quote waiting for authorization. */
export function resendQuoteAuthorization(env: MoneyEnv, quoteId: string): void {
  issueChallenge(env, pendingAuthorization(env, quoteId).id);
}
