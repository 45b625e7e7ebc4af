/**
 * Stablecoins: provider account links, stablecoins (registration, issuance on the clock,
 * the Service operations enablement request), mints and burns with their lifecycles and
 * money (handlers/operations.ts). Thin: lookups -> domain/ -> the area's service (the ledger through the money service).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { burn, mint } from "./handlers/operations.js";
import { ApiError } from "../../errors/api-error.js";
import { apiError } from "../../errors/catalogue.js";
import { handlerMap, type HandlerContext, type HandlerMap, type TypedContext, type TypedResult } from "../types.js";
import type { Collection, Page } from "../../store/store.js";
import { laterStatus, linkRefusal, newStablecoin, registrationConflict, symbolOf, unusableCode, type ProviderAccountRecord } from "./domain/stablecoin.js";
import { requestEnablement } from "./domain/enablement.js";
import { renderProviderAccount, renderStablecoin, renderStablecoinOperation } from "./domain/render.js";
import { getCoinOr404, operationsOf, providerAccountsOf, scheduleIssuance, scheduleLinkStatus, scheduleSandboxApproval, stablecoinsOf } from "./service.js";

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

function requestServiceOperations(ctx: TypedContext<"requestStablecoinServiceOperations">): TypedResult<"requestStablecoinServiceOperations"> {
  const coin = getCoinOr404(ctx.store, ctx.params.stablecoinId);
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
  getStablecoin: (ctx) => ({ status: 200, body: renderStablecoin(getCoinOr404(ctx.store, ctx.params.stablecoinId)) }),
  requestStablecoinServiceOperations: requestServiceOperations,
  createStablecoinMint: mint,
  createStablecoinBurn: burn,
  listStablecoinOperations: (ctx) =>
    page(
      ctx.query,
      operationsOf(ctx.store),
      { stablecoinId: getCoinOr404(ctx.store, ctx.params.stablecoinId).id, operationType: ctx.query.operationType },
      renderStablecoinOperation,
    ),
  getStablecoinOperation: (ctx) => {
    const op = operationsOf(ctx.store).get(ctx.params.operationId);
    if (!op) throw ApiError.notFound("STABLECOIN_OPERATION_NOT_FOUND", `no stablecoin operation with id ${ctx.params.operationId}`);
    return { status: 200, body: renderStablecoinOperation(op) };
  },
});
