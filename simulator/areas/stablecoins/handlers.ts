/**
 * Stablecoins: provider account links, stablecoins (registration, issuance on the clock,
 * the Service operations enablement request), mints and burns with their lifecycles and
 * money. Thin: lookups -> domain/ -> the area's service (the ledger through the money service).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { ApiError } from "../../errors/api-error.js";
import { apiError } from "../../errors/catalogue.js";
import { handlerMap, type HandlerContext, type HandlerMap, type TypedContext, type TypedResult } from "../types.js";
import type { Collection, Page } from "../../store/store.js";
import { accountsOf, envOf, getExternalAccount, post, type MoneyEnv } from "../money/service.js";
import { currencyOf } from "../../../contract/rules/currencies.js";
import type { AccountRecord } from "../money/service.js";
import {
  laterStatus,
  linkRefusal,
  newStablecoin,
  operationRefusal,
  registrationConflict,
  symbolOf,
  unusableCode,
  type ProviderAccountRecord,
  type StablecoinRecord,
} from "./domain/stablecoin.js";
import { requestEnablement } from "./domain/enablement.js";
import { fiatAmountOf, holdTokens, holdingId } from "./domain/amounts.js";
import { newOperation, type OperationMoney, type OperationRecord } from "./domain/operation.js";
import { renderProviderAccount, renderStablecoin, renderStablecoinOperation } from "./domain/render.js";
import { stablecoinRules } from "../../../contract/rules/stablecoins.js";
import {
  holding,
  holdingsOf,
  operationsOf,
  providerAccountsOf,
  scheduleIssuance,
  scheduleLinkStatus,
  scheduleSandboxApproval,
  stablecoinsOf,
  startOperation,
} from "./service.js";

/** One page of a collection, newest first, each item rendered (nextCursor only when there is a next page). */
function page<T extends { id: string }, R>(
  query: { limit?: number; cursor?: string },
  coll: Collection<T>,
  where: Record<string, unknown>,
  render: (t: T) => R,
): { status: 200; body: Page<R> } {
  const p = coll.list({
    where,
    limit: typeof query.limit === "number" ? query.limit : 20,
    cursor: typeof query.cursor === "string" ? query.cursor : undefined,
    order: "desc",
  });
  const body: Page<R> = { data: p.data.map(render), hasMore: p.hasMore };
  if (p.nextCursor) body.nextCursor = p.nextCursor;
  if (p.totalCount !== undefined) body.totalCount = p.totalCount;
  return { status: 200, body };
}

// ---- provider accounts ------------------------------------------------------------------

function link(ctx: TypedContext<"linkStablecoinProviderAccount">): TypedResult<"linkStablecoinProviderAccount"> {
  const b = ctx.body;
  const refusal = linkRefusal(b.apiClientId);
  if (refusal) throw apiError(refusal, `the provider refused the link of API client ${b.apiClientId}`);
  const accounts = providerAccountsOf(ctx.store);
  const providerAccountId = b.providerAccountId ?? `${b.provider.toLowerCase()}_acct_${randomBytes(6).toString("hex")}`;
  for (const a of accounts.values()) {
    if (a.status !== "REVOKED" && a.provider === b.provider && (a.providerAccountId === providerAccountId || a.apiClientId === b.apiClientId)) {
      throw ApiError.conflict("CONFLICT", `provider account ${providerAccountId} is already linked as ${a.id} (${a.status})`);
    }
  }
  const now = ctx.clock.iso();
  const rec: ProviderAccountRecord = {
    id: `StablecoinProviderAccount:${randomUUID()}`,
    provider: b.provider,
    providerAccountId,
    providerEnvironment: ctx.platform.settings.environment,
    status: "ACTIVE",
    apiClientId: b.apiClientId,
    lastVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  accounts.put(rec);
  const later = laterStatus(b.apiClientId);
  if (later) scheduleLinkStatus(ctx, rec, later);
  return { status: 201, body: renderProviderAccount(rec) };
}

function getLinkOr404(ctx: HandlerContext, id: string): ProviderAccountRecord {
  const a = providerAccountsOf(ctx.store).get(id);
  if (!a) throw ApiError.notFound("STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND", `no stablecoin provider account with id ${id}`);
  return a;
}

// ---- stablecoins --------------------------------------------------------------------------

function chooseLink(ctx: HandlerContext, id: string | undefined): ProviderAccountRecord {
  if (id !== undefined) {
    const a = getLinkOr404(ctx, id);
    const code = unusableCode(a);
    if (code) throw apiError(code, `provider account ${a.id} is ${a.status}`);
    return a;
  }
  const active = providerAccountsOf(ctx.store).list({ where: { status: "ACTIVE" }, limit: 2 }).data;
  if (active.length === 0)
    throw apiError("STABLECOIN_PROVIDER_SOURCE_NOT_LINKED", "no ACTIVE stablecoin provider account: link one with POST /stablecoin-provider-accounts");
  if (active.length > 1)
    throw apiError("STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED", "several provider accounts are ACTIVE: pass stablecoinProviderAccountId");
  return active[0];
}

function register(ctx: TypedContext<"registerStablecoin">): TypedResult<"registerStablecoin"> {
  const b = ctx.body;
  const account = chooseLink(ctx, b.stablecoinProviderAccountId);
  const symbol = symbolOf(b.providerTokenIdentifier);
  if (!symbol)
    throw apiError("STABLECOIN_PROVIDER_ERROR", `the provider has no token ${b.providerTokenIdentifier} (identifiers start with the token's symbol)`);
  const coins = stablecoinsOf(ctx.store);
  const conflict = registrationConflict(b, symbol, coins.values());
  if (conflict)
    throw ApiError.conflict(
      conflict,
      conflict === "STABLECOIN_SYMBOL_ALREADY_EXISTS"
        ? `a stablecoin with symbol ${symbol} is already registered`
        : "a stablecoin with this provider or network token identifier is already registered",
    );
  const coin = newStablecoin({ id: `Stablecoin:${randomUUID()}`, ...b, account, now: ctx.clock.iso() }, symbol);
  coins.put(coin);
  scheduleIssuance(ctx, coin);
  return { status: 201, body: renderStablecoin(coin) };
}

function getCoinOr404(ctx: Pick<HandlerContext, "store"> & { params: { stablecoinId: string } }): StablecoinRecord {
  const c = stablecoinsOf(ctx.store).get(ctx.params.stablecoinId);
  if (!c) throw ApiError.notFound("STABLECOIN_NOT_FOUND", `no stablecoin with id ${ctx.params.stablecoinId}`);
  return c;
}

function requestServiceOperations(ctx: TypedContext<"requestStablecoinServiceOperations">): TypedResult<"requestStablecoinServiceOperations"> {
  const coin = getCoinOr404(ctx);
  const r = requestEnablement(coin.serviceOperationsStatus);
  if ("refusal" in r)
    throw ApiError.conflict(
      r.refusal,
      `serviceOperationsStatus is ${coin.serviceOperationsStatus}: enablement can be requested only while NOT_ENABLED (or repeated while PENDING_APPROVAL)`,
    );
  if (r.next === coin.serviceOperationsStatus) return { status: 200, body: renderStablecoin(coin) };
  const next = { ...coin, serviceOperationsStatus: r.next, updatedAt: ctx.clock.iso() };
  stablecoinsOf(ctx.store).put(next);
  scheduleSandboxApproval(ctx, next, next.updatedAt);
  return { status: 200, body: renderStablecoin(next) };
}

// ---- mints and burns ------------------------------------------------------------------------

function usableCoin(ctx: Pick<HandlerContext, "store"> & { params: { stablecoinId: string } }): StablecoinRecord {
  const coin = getCoinOr404(ctx);
  const code = operationRefusal(coin, providerAccountsOf(ctx.store).get(coin.stablecoinProviderAccountId));
  if (code) throw apiError(code, `stablecoin ${coin.id}: issuance ${coin.issuanceStatus}, service operations ${coin.serviceOperationsStatus}`);
  return coin;
}

function fiatOf(coin: StablecoinRecord, amount: string): number {
  if (/^0+$/.test(amount)) throw apiError("INVALID_AMOUNT", "amount must be at least 1 (smallest token unit)");
  const fiat = fiatAmountOf(amount, coin.decimals, currencyOf(coin.baseCurrency).decimals);
  if (fiat === undefined)
    throw apiError(
      "STABLECOIN_AMOUNT_NOT_REPRESENTABLE",
      `${amount} units of a ${coin.decimals}-decimal token are not a whole number of ${coin.baseCurrency} units (${currencyOf(coin.baseCurrency).decimals} decimals)`,
    );
  return fiat;
}

function internalAccountOr404(ctx: HandlerContext, id: string, currency: string, field: string): AccountRecord {
  const a = accountsOf(ctx.store).get(id);
  if (!a) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no internal account with id ${id} (${field})`);
  if (a.currency !== currency) throw apiError("INVALID_CURRENCY", `${field} ${id} holds ${a.currency}; this stablecoin settles in ${currency}`);
  return a;
}

function externalAccountOr404(ctx: HandlerContext, id: string, currency: string, field: string): void {
  const e = getExternalAccount(ctx.store, id);
  if (!e) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no external account with id ${id} (${field})`);
  if (e.currency !== currency) throw apiError("INVALID_CURRENCY", `${field} ${id} is in ${e.currency}; this stablecoin settles in ${currency}`);
}

function base(coin: StablecoinRecord, ctx: Pick<HandlerContext, "clock">, type: "MINT" | "BURN", b: { amount: string; description?: string }) {
  return {
    id: `StablecoinOperation:${randomUUID()}`,
    stablecoinId: coin.id,
    operationType: type,
    amount: b.amount.replace(/^0+(?=\d)/, ""),
    ...(b.description !== undefined ? { description: b.description } : {}),
    provider: coin.provider,
    providerEnvironment: coin.providerEnvironment,
    stablecoinProviderAccountId: coin.stablecoinProviderAccountId,
    createdAt: ctx.clock.iso(),
  };
}

function mint(ctx: TypedContext<"createStablecoinMint">): TypedResult<"createStablecoinMint"> {
  const coin = usableCoin(ctx);
  const b = ctx.body;
  const fiat = fiatOf(coin, b.amount);
  const cur = coin.baseCurrency;
  const src = b.fundingSource;
  const funding = stablecoinRules().operations.mintFunding[src.type];
  const fundingAccount = src.type === "SERVICE_INTERNAL_ACCOUNT" ? internalAccountOr404(ctx, src.accountId, cur, "fundingSource.accountId") : undefined;
  if ("externalAccountId" in src && typeof src.externalAccountId === "string")
    externalAccountOr404(ctx, src.externalAccountId, cur, "fundingSource.externalAccountId");
  const dest = accountsOf(ctx.store).get(b.destination.accountId);
  if (!dest) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no internal account with id ${b.destination.accountId} (destination.accountId)`);
  if (fundingAccount && fundingAccount.available < fiat)
    throw apiError("INSUFFICIENT_FUNDS", `account ${fundingAccount.id} has ${fundingAccount.available} ${cur} available; ${fiat} needed`);
  const money: OperationMoney = {
    fiat,
    fiatCurrency: cur,
    funding,
    holdingId: holdingId(coin.id, dest.id),
    worldPurpose: `stablecoin-funding-${src.type.toLowerCase()}`,
  };
  if (fundingAccount) money.fundingAccountId = fundingAccount.id;
  const op = newOperation({
    ...base(coin, ctx, "MINT", b),
    source: { ...src },
    destination: { accountId: dest.id },
    money,
    ...(src.type === "WIRE"
      ? {
          fundingInstructions: {
            rail: "WIRE",
            valueType: "FIAT",
            address: `SBX-${coin.symbol}-${randomBytes(4).toString("hex").toUpperCase()}`,
            network: "FEDWIRE",
          },
        }
      : {}),
  } as Omit<OperationRecord, "status" | "providerStatus" | "expiresAt" | "updatedAt">);
  const env: MoneyEnv = envOf(ctx);
  if (fundingAccount)
    post(
      env,
      [
        { account: fundingAccount.id, bucket: "available", currency: cur, amount: -fiat },
        { account: fundingAccount.id, bucket: "held", currency: cur, amount: fiat },
      ],
      "stablecoin-mint-hold",
      op.id,
    );
  startOperation(env, op);
  return { status: 201, body: renderStablecoinOperation(op) };
}

function burn(ctx: TypedContext<"createStablecoinBurn">): TypedResult<"createStablecoinBurn"> {
  const coin = usableCoin(ctx);
  const b = ctx.body;
  if (!stablecoinRules().operations.burnSources.includes(b.source.type)) {
    throw apiError(
      "STABLECOIN_BURN_SOURCE_NOT_SUPPORTED",
      `burn source ${b.source.type} is not supported; supported: ${stablecoinRules().operations.burnSources.join(", ")}`,
    );
  }
  const fiat = fiatOf(coin, b.amount);
  const cur = coin.baseCurrency;
  const sourceAccountId = "accountId" in b.source ? b.source.accountId : undefined;
  const src = sourceAccountId === undefined ? undefined : accountsOf(ctx.store).get(sourceAccountId);
  if (!src) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no internal account with id ${sourceAccountId} (source.accountId)`);
  externalAccountOr404(ctx, b.destination.externalAccountId, cur, "destination.externalAccountId");
  const hid = holdingId(coin.id, src.id);
  const held = holdTokens(holding(ctx.store, hid), b.amount);
  if (!held)
    throw apiError("INSUFFICIENT_FUNDS", `account ${src.id} holds ${holding(ctx.store, hid).available} units of ${coin.symbol} available; ${b.amount} needed`);
  const op = newOperation({
    ...base(coin, ctx, "BURN", b),
    source: { type: b.source.type, accountId: src.id },
    destination: { accountId: b.destination.externalAccountId, rail: b.destination.rail },
    estimatedDelivery: { amount: String(fiat), currency: cur, rail: b.destination.rail, timing: b.destination.rail === "RTP_CREDIT" ? "INSTANT" : "SAME_DAY" },
    money: { fiat, fiatCurrency: cur, funding: "tokens", holdingId: hid, worldPurpose: "external" },
  } as Omit<OperationRecord, "status" | "providerStatus" | "expiresAt" | "updatedAt">);
  holdingsOf(ctx.store).put(held);
  startOperation(envOf(ctx), op);
  return { status: 201, body: renderStablecoinOperation(op) };
}

export const stablecoinHandlers: HandlerMap = handlerMap({
  linkStablecoinProviderAccount: link,
  listStablecoinProviderAccounts: (ctx) =>
    page(ctx.query, providerAccountsOf(ctx.store), { provider: ctx.query.provider, status: ctx.query.status }, renderProviderAccount),
  getStablecoinProviderAccount: (ctx) => ({ status: 200, body: renderProviderAccount(getLinkOr404(ctx, ctx.params.id)) }),
  registerStablecoin: register,
  listStablecoins: (ctx) =>
    page(
      ctx.query,
      stablecoinsOf(ctx.store),
      { issuanceStatus: ctx.query.issuanceStatus, serviceOperationsStatus: ctx.query.serviceOperationsStatus, provider: ctx.query.provider },
      renderStablecoin,
    ),
  getStablecoin: (ctx) => ({ status: 200, body: renderStablecoin(getCoinOr404(ctx)) }),
  requestStablecoinServiceOperations: requestServiceOperations,
  createStablecoinMint: mint,
  createStablecoinBurn: burn,
  listStablecoinOperations: (ctx) =>
    page(ctx.query, operationsOf(ctx.store), { stablecoinId: getCoinOr404(ctx).id, operationType: ctx.query.operationType }, renderStablecoinOperation),
  getStablecoinOperation: (ctx) => {
    const op = operationsOf(ctx.store).get(ctx.params.operationId);
    if (!op) throw ApiError.notFound("STABLECOIN_OPERATION_NOT_FOUND", `no stablecoin operation with id ${ctx.params.operationId}`);
    return { status: 200, body: renderStablecoinOperation(op) };
  },
});
