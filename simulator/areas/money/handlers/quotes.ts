/**
 * Quotes: create (with immediate execution, pulls and real-time funding), get, execute
 * (exactly one transaction per quote: the handler runs without awaiting, so concurrent
 * executions are serialized and the second answers 409 CONFLICT, or the idempotent replay),
 * and SCA authorization. Thin: lookups -> domain/money/quotes.ts (pricing) and
 * domain/money/quote-flow.ts (execute, fund, authorize, expire) -> money-repo applies the step.
 */
import { ApiError } from "../../../errors/api-error.js";
import { apiError } from "../../../errors/catalogue.js";
import { getPlatformConfig } from "../../../platform/config-state.js";
import { customersOf } from "../../customers/service.js";
import { handlerMap, type HandlerContext, type HandlerMap, type RequestBodyOf, type Schema, type TypedContext, type TypedResult } from "../../types.js";
import { amountOf } from "../domain/currencies.js";
import { priceQuote, sourceCurrency, type ResolvedDestination, type ResolvedSource } from "../domain/quotes.js";
import { requireProviderFields } from "../../customers/provider-fields.js";
import { sandboxPayoutRules, type OutcomeStep } from "../../../../contract/rules/money.js";
import { externalAccountPlan, quotePayoutPlan } from "../domain/outcomes.js";
import type { Transaction } from "../domain/transactions.js";
import { renderTransaction } from "../domain/render.js";
import { renderQuote, type Quote } from "../domain/quote-render.js";
import {
  accountsOf,
  applyMoneyStep,
  booksOf,
  customerFields,
  envOf,
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
} from "../service.js";
import {
  executeQuote,
  executionRefusal,
  expireQuote,
  expiredCheck,
  needsAuthorization,
  proceedQuote,
  quoteTransactionId,
  type QuoteMeta,
  type QuoteRecord,
} from "../domain/quote-flow.js";
import { parseUmaAddress, umaReceiverOr404 } from "./receivers.js";
import { defineJob } from "../../../clock/jobs.js";

type QuoteCreateRequest = RequestBodyOf<"createQuote">;
/** A context whose body is `B`: a typed operation's, or one another area builds to call this one (agents, invitations). */
type WithBody<B> = Omit<HandlerContext, "body"> & { body: B };
/** A context naming a quote by its path parameter. */
type WithQuoteId = Pick<HandlerContext, "store"> & { params: { quoteId: string } };
/**
 * A quote as the store hands it out: money-repo's `quotesOf` types the collection loosely, and
 * other areas (sandbox-money) read the quote through that type; what it holds is a QuoteRecord.
 */
type StoredQuote = NonNullable<ReturnType<ReturnType<typeof quotesOf>["get"]>>;

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
  return { kind: "INTERNAL", accountId: a.id, currency: a.currency, available: a.available, customerId: a.customerId };
}

function resolveDestination(env: MoneyEnv, body: QuoteCreateRequest, source: ResolvedSource, lookupCustomer?: string | null): ResolvedDestination {
  const d = body.destination;
  if (d.destinationType === "UMA_ADDRESS") {
    const addr = parseUmaAddress(d.umaAddress);
    const own = lookupCustomer ? customersOf(env.store).get(lookupCustomer)?.umaAddress : undefined;
    if (own && own.toLowerCase() === addr.full.toLowerCase()) throw apiError("SELF_PAYMENT", `${d.umaAddress} is the sending customer's own UMA address`);
    const receiver = umaReceiverOr404(addr);
    // `currency` is optional (as on the live service): the receiver's first currency is meant.
    return { kind: "UMA", address: addr.full, currency: d.currency ?? receiver.currencies[0]?.code, receiver };
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
function metaOf(quoteId: string, paymentType: string, s: ResolvedSource, d: ResolvedDestination): QuoteMeta {
  const sourceRef = s.kind === "INTERNAL" ? s.accountId : s.kind === "PULL" ? "external" : "realtime";
  const destRef = d.kind === "INTERNAL" ? d.accountId : d.kind === "EXTERNAL" ? "external" : "uma";
  const customerId =
    s.kind === "INTERNAL"
      ? s.customerId
      : s.kind === "PULL"
        ? ((d.kind === "INTERNAL" ? d.customerId : null) ?? s.ext.customerId ?? null)
        : (s.customerId ?? null);
  const meta: QuoteMeta = { id: quoteId, paymentType, sourceKind: s.kind, destKind: d.kind, sourceRef, destRef, customerId };
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

/** Execute the quote (domain/money/quote-flow.ts) and start its plan or its SCA challenge. */
export function executeCore(env: MoneyEnv, quote: QuoteRecord, meta: QuoteMeta): Transaction {
  const source = meta.sourceKind === "INTERNAL" ? accountsOf(env.store).get(meta.sourceRef) : undefined;
  const step = executeQuote(
    {
      quote,
      meta,
      sourceAvailable: source?.available,
      scaRequired: env.platform.settings.scaRequired,
      txId: quoteTransactionId(quote),
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
  quote: StoredQuote,
  on: "fund" | "authorize" = quote.status === "PENDING_AUTHORIZATION" ? "authorize" : "fund",
): Transaction {
  const meta = quoteMetaOf(env.store).get(quote.id)!;
  const tx = transactionsOf(env.store).get(quote.transactionId)!;
  const step = proceedQuote(quote as QuoteRecord, tx, on, planOf(env, meta), env.clock.iso());
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
const quoteExpiry = defineJob<MoneyEnv, { quoteId: string }>("quote.expire", (env, { quoteId }) => {
  const q = quotesOf(env.store).get(quoteId) as QuoteRecord | undefined;
  if (!q) return;
  const tx = q.transactionId ? transactionsOf(env.store).get(q.transactionId) : undefined;
  const step = expireQuote(q, tx, tx ? booksOf(env.store).get(tx.id) : undefined, env.clock.iso());
  if (step) applyMoneyStep(env, step);
});

function realtimeInstructions(quote: QuoteRecord): Schema<"QuotePaymentInstructions">[] {
  const acct = sandboxPayoutRules().realtimeFundingAccount;
  const ref = `RTF-${quote.id.slice(6, 14).toUpperCase()}`;
  const amount = amountOf(quote.totalSendingAmount, quote.sendingCurrency.code);
  if (["USDC", "USDT", "BTC"].includes(quote.sendingCurrency.code)) {
    return [
      {
        instructionsType: "CRYPTO_WALLET",
        amount,
        reference: ref,
        expiresAt: quote.expiresAt,
        cryptoWallet: {
          network: quote.sendingCurrency.code === "BTC" ? "BITCOIN" : "BASE",
          address: `0x${quote.id
            .replace(/[^0-9a-f]/g, "")
            .slice(0, 40)
            .padEnd(40, "0")}`,
        },
      },
    ];
  }
  return [{ instructionsType: "BANK_TRANSFER", amount, reference: ref, expiresAt: quote.expiresAt, bankAccount: { ...acct, accountNumber: "000123456789" } }];
}

/** POST /quotes (and the agents' and invitations' quotes, which call it with their own context). */
export function createQuote(ctx: WithBody<QuoteCreateRequest>): { status: 201; body: Quote } {
  const env = envOf(ctx);
  const body = ctx.body;
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
  const meta = metaOf(id, priced.paymentType, source, destination);
  const quote = priced.quote as QuoteRecord;
  if (source.kind === "REALTIME") quote.paymentInstructions = realtimeInstructions(quote);
  quotesOf(env.store).put(quote);
  quoteMetaOf(env.store).put(meta);
  scheduleExpiry(env, id, quote.expiresAt);
  if (source.kind === "REALTIME" || body.immediatelyExecute === true) executeCore(env, quote, meta);
  return { status: 201, body: renderQuote(storedQuoteOr404(env.store, id)) };
}

/** The stored quote (the contract's Quote as the quote flow keeps it), or 404 QUOTE_NOT_FOUND. */
export function storedQuoteOr404(store: HandlerContext["store"], id: string): QuoteRecord {
  const q = quotesOf(store).get(id);
  if (!q) throw ApiError.notFound("QUOTE_NOT_FOUND", `no quote with id ${id}`);
  return q as QuoteRecord;
}

/** The quote named by the path's quoteId, or 404 QUOTE_NOT_FOUND. */
export const getQuoteOr404 = (ctx: Pick<HandlerContext, "store" | "params">): StoredQuote => storedQuoteOr404(ctx.store, ctx.params.quoteId);

/** 400 QUOTE_EXPIRED once expiresAt has passed (marks the quote EXPIRED). */
export function assertNotExpired(env: MoneyEnv, q: StoredQuote): void {
  const expired = expiredCheck(q as QuoteRecord, env.clock.now().getTime(), env.clock.iso());
  if (!expired) return;
  if (expired.quote !== q) quotesOf(env.store).put(expired.quote);
  throw expired.error;
}

/** POST /quotes/{quoteId}/execute (and the agents' execution, which calls it with its own context). */
export function executeQuoteById(ctx: Omit<HandlerContext, "params"> & WithQuoteId): { status: 200; body: Schema<"Transaction"> } {
  const env = envOf(ctx);
  const q = storedQuoteOr404(ctx.store, ctx.params.quoteId);
  const meta = quoteMetaOf(env.store).get(q.id)!;
  if (q.status === "EXPIRED") assertNotExpired(env, q);
  const refusal = executionRefusal(q, meta);
  if (refusal) throw refusal;
  assertNotExpired(env, q);
  return { status: 200, body: renderTransaction(executeCore(env, q, meta)) };
}

function pendingAuthorization(ctx: TypedContext<"authorizeQuote" | "resendQuoteAuthorization">) {
  const env = envOf(ctx);
  const q = storedQuoteOr404(ctx.store, ctx.params.quoteId);
  if (!env.platform.settings.scaRequired)
    throw ApiError.conflict("CONFLICT", "customers of this platform are outside SCA regions: payments need no authorization");
  if (q.status === "PENDING_AUTHORIZATION" && env.clock.now().getTime() >= Date.parse(q.expiresAt))
    throw apiError("QUOTE_EXPIRED", `quote ${q.id} expired at ${q.expiresAt}; request a new quote`);
  if (q.status !== "PENDING_AUTHORIZATION") throw ApiError.conflict("CONFLICT", `quote ${q.id} is ${q.status}, not PENDING_AUTHORIZATION`);
  return { env, q };
}

function authorize(ctx: TypedContext<"authorizeQuote">): TypedResult<"authorizeQuote"> {
  const { env, q } = pendingAuthorization(ctx);
  const ch = quoteChallengesOf(env.store).get(q.id);
  const body = ctx.body;
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
  return { status: 200, body: renderQuote(storedQuoteOr404(ctx.store, q.id)) };
}

function resend(ctx: TypedContext<"resendQuoteAuthorization">): TypedResult<"resendQuoteAuthorization"> {
  const { env, q } = pendingAuthorization(ctx);
  issueChallenge(env, q.id);
  return { status: 204 };
}

export const quoteHandlers: HandlerMap = handlerMap({
  createQuote,
  getQuote: (ctx) => ({ status: 200, body: renderQuote(storedQuoteOr404(ctx.store, ctx.params.quoteId)) }),
  executeQuote: executeQuoteById,
  authorizeQuote: authorize,
  resendQuoteAuthorization: resend,
});
