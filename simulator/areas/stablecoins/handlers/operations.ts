/**
 * Mints and burns: the checks in order (coin usable, amount representable, accounts, money),
 * then the operation created with its money held and its lifecycle started on the platform
 * clock. Sources and destinations as the live service takes them (spec/rules/stablecoins.yaml
 * `mintFunding`, `burnSources`, `mintExternalDestinations`): a mint into an internal account's
 * holding or an ACTIVE external Spark wallet; a burn from an internal account's holding, from
 * tokens the issuer deposits at the provider's address (the answer names it), or from the
 * provider's balance.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { ApiError } from "../../../errors/api-error.js";
import { apiError } from "../../../errors/catalogue.js";
import type { HandlerContext, TypedContext, TypedResult } from "../../types.js";
import { accountsOf, envOf, getExternalAccount, post, type AccountRecord, type MoneyEnv } from "../../money/service.js";
import { currencyOf } from "../../../../contract/rules/currencies.js";
import { stablecoinRules } from "../../../../contract/rules/stablecoins.js";
import { operationRefusal, type StablecoinRecord } from "../domain/stablecoin.js";
import { fiatAmountOf, holdTokens, holdingId } from "../domain/amounts.js";
import { newOperation, type NewOperation, type OperationMoney } from "../domain/operation.js";
import { renderStablecoinOperation } from "../domain/render.js";
import { getCoinOr404, holding, holdingsOf, providerAccountsOf, startOperation } from "../service.js";

function usableCoin(ctx: Pick<HandlerContext, "store"> & { params: { stablecoinId: string } }): StablecoinRecord {
  const coin = getCoinOr404(ctx.store, ctx.params.stablecoinId);
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

/**
 * A mint's destination: an internal account (its holding is credited) or an ACTIVE external
 * account of a type the table lists (the tokens leave the platform's books).
 */
function mintDestination(ctx: HandlerContext, coin: StablecoinRecord, id: string): { accountId: string; holdingId?: string } {
  if (!id.startsWith("ExternalAccount:")) {
    const dest = accountsOf(ctx.store).get(id);
    if (!dest) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no internal account with id ${id} (destination.accountId)`);
    return { accountId: dest.id, holdingId: holdingId(coin.id, dest.id) };
  }
  const e = getExternalAccount(ctx.store, id);
  if (!e) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no external account with id ${id} (destination.accountId)`);
  const types = stablecoinRules().operations.mintExternalDestinations;
  const type = e.accountInfo.accountType ?? "";
  if (!types.includes(type) || e.status !== "ACTIVE")
    throw apiError(
      "STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED",
      `external account ${id} is a ${e.status} ${type}; a mint delivers to an ACTIVE ${types.join(" or ")} external account`,
    );
  return { accountId: e.id };
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

export function mint(ctx: TypedContext<"createStablecoinMint">): TypedResult<"createStablecoinMint"> {
  const coin = usableCoin(ctx);
  const b = ctx.body;
  const fiat = fiatOf(coin, b.amount);
  const cur = coin.baseCurrency;
  const src = b.fundingSource;
  const funding = stablecoinRules().operations.mintFunding[src.type];
  const fundingAccount = src.type === "SERVICE_INTERNAL_ACCOUNT" ? internalAccountOr404(ctx, src.accountId, cur, "fundingSource.accountId") : undefined;
  if ("externalAccountId" in src && typeof src.externalAccountId === "string")
    externalAccountOr404(ctx, src.externalAccountId, cur, "fundingSource.externalAccountId");
  const dest = mintDestination(ctx, coin, b.destination.accountId);
  if (fundingAccount && fundingAccount.available < fiat)
    throw apiError("INSUFFICIENT_FUNDS", `account ${fundingAccount.id} has ${fundingAccount.available} ${cur} available; ${fiat} needed`);
  const money: OperationMoney = { fiat, fiatCurrency: cur, funding, worldPurpose: `stablecoin-funding-${src.type.toLowerCase()}` };
  if (dest.holdingId) money.holdingId = dest.holdingId;
  if (fundingAccount) money.fundingAccountId = fundingAccount.id;
  const wire =
    src.type === "WIRE"
      ? {
          fundingInstructions: {
            rail: "WIRE",
            valueType: "FIAT",
            address: `SBX-${coin.symbol}-${randomBytes(4).toString("hex").toUpperCase()}`,
            network: "FEDWIRE",
          },
        }
      : {};
  const op = newOperation({ ...base(coin, ctx, "MINT", b), source: { ...src }, destination: { accountId: dest.accountId }, money, ...wire } as NewOperation);
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

/** The deposit instructions of a burn whose tokens the issuer sends from outside (live: a provider deposit address). */
function depositInstructions(coin: StablecoinRecord): Record<string, unknown> {
  const d = stablecoinRules().operations.depositInstructions;
  return { rail: d.rail, network: d.network, address: `${d.addressPrefix}${randomBytes(16).toString("hex")}`, valueType: coin.providerTokenIdentifier };
}

export function burn(ctx: TypedContext<"createStablecoinBurn">): TypedResult<"createStablecoinBurn"> {
  const coin = usableCoin(ctx);
  const b = ctx.body;
  const sources = stablecoinRules().operations.burnSources;
  const kind = sources[b.source.type];
  if (!kind)
    throw apiError("STABLECOIN_BURN_SOURCE_NOT_SUPPORTED", `burn source ${b.source.type} is not supported; supported: ${Object.keys(sources).join(", ")}`);
  const fiat = fiatOf(coin, b.amount);
  const cur = coin.baseCurrency;
  let source: Record<string, unknown> = { type: b.source.type };
  let hid: string | undefined;
  if (kind === "holding") {
    const sourceAccountId = "accountId" in b.source ? b.source.accountId : undefined;
    const src = sourceAccountId === undefined ? undefined : accountsOf(ctx.store).get(sourceAccountId);
    if (!src) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no internal account with id ${sourceAccountId} (source.accountId)`);
    source = { type: b.source.type, accountId: src.id };
    hid = holdingId(coin.id, src.id);
  }
  externalAccountOr404(ctx, b.destination.externalAccountId, cur, "destination.externalAccountId");
  const held = hid === undefined ? undefined : holdTokens(holding(ctx.store, hid), b.amount);
  if (hid !== undefined && !held)
    throw apiError(
      "INSUFFICIENT_FUNDS",
      `account ${source.accountId} holds ${holding(ctx.store, hid).available} units of ${coin.symbol} available; ${b.amount} needed`,
    );
  const money: OperationMoney = { fiat, fiatCurrency: cur, funding: hid ? "tokens" : "outside", worldPurpose: "external" };
  if (hid) money.holdingId = hid;
  const op = newOperation({
    ...base(coin, ctx, "BURN", b),
    source,
    destination: { accountId: b.destination.externalAccountId, rail: b.destination.rail },
    estimatedDelivery: { amount: String(fiat), currency: cur, rail: b.destination.rail, timing: b.destination.rail === "RTP_CREDIT" ? "INSTANT" : "SAME_DAY" },
    ...(kind === "deposit" ? { fundingInstructions: depositInstructions(coin) } : {}),
    money,
  } as NewOperation);
  if (held) holdingsOf(ctx.store).put(held);
  startOperation(envOf(ctx), op);
  return { status: 201, body: renderStablecoinOperation(op) };
}
