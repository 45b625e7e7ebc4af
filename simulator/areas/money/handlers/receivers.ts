/**
 * Receiver lookups (UMA address, external account) and the crypto withdrawal fee
 * estimate. The sandbox UMA receivers and their domain come from
 * spec/rules/sandbox-payouts.yaml.
 */
import { randomUUID } from "node:crypto";
import { ApiError } from "../../../errors/api-error.js";
import { apiError } from "../../../errors/catalogue.js";
import { getPlatformConfig } from "../../../platform/config-state.js";
import { customersOf } from "../../customers/service.js";
import { handlerMap, type HandlerMap, type ResponseBodyOf, type Schema, type TypedContext, type TypedResult } from "../../types.js";
import { omitUndefined } from "../../response.js";
import { currencyOf, isCrypto, knownCurrency } from "../../../../contract/rules/currencies.js";
import { midRate } from "../domain/rates.js";
import { externalAccountMoneyUse, fxRules, sandboxPayoutRules } from "../../../../contract/rules/money.js";
import { accountsOf, envOf, getExternalAccount, rateSnapshot } from "../books.js";
import { parseUmaAddress } from "../domain/uma.js";
import { umaReceiverFor } from "../uma-receivers.js";

const newLookupId = () => `Lookup:${randomUUID()}`;

/**
 * The payer data the sandbox receivers require (spec/rules/sandbox-payouts.yaml): its names are
 * the contract's UserInfoFieldName values (the table's JSON Schema takes any string; strict
 * response validation checks the answer).
 */
const requiredPayerData = (): Schema<"UmaReceiverLookupPayerData">[] => sandboxPayoutRules().umaRequiredPayerData as Schema<"UmaReceiverLookupPayerData">[];

/** The sender a lookup names (`senderUmaAddress`, `customerId`; both optional): a malformed address is 400 INVALID_UMA_ADDRESS, an unknown customer 404 CUSTOMER_NOT_FOUND. */
function checkSender(env: ReturnType<typeof envOf>, q: { senderUmaAddress?: string; customerId?: string }): void {
  if (typeof q.senderUmaAddress === "string") parseUmaAddress(q.senderUmaAddress);
  if (typeof q.customerId === "string" && !customersOf(env.store).get(q.customerId)) {
    throw ApiError.notFound("CUSTOMER_NOT_FOUND", `no customer with id ${q.customerId}`);
  }
}

function lookupUma(ctx: TypedContext<"lookupUmaReceiver">): TypedResult<"lookupUmaReceiver"> {
  const env = envOf(ctx);
  const addr = parseUmaAddress(ctx.params.receiverUmaAddress);
  checkSender(env, ctx.query);
  const r = umaReceiverFor(env, addr).receiver;
  const snap = rateSnapshot(env);
  const base = getPlatformConfig(env.store, env.clock, env.platform.id).supportedCurrencies[0]?.currencyCode ?? "USD";
  return {
    status: 200,
    body: {
      receiverUmaAddress: addr.full,
      receiverName: r.receiverName,
      supportedCurrencies: r.currencies.map((c) => {
        const rate = midRate(snap, base, c.code);
        // `min`/`max` repeat the bounds under the live service's names.
        return {
          currency: currencyOf(c.code),
          minAmount: c.minAmount,
          maxAmount: c.maxAmount,
          min: c.minAmount,
          max: c.maxAmount,
          ...(rate ? { estimatedExchangeRate: rate } : {}),
        };
      }),
      requiredPayerData: requiredPayerData(),
      requiredPayerDataFields: requiredPayerData(),
      lookupId: newLookupId(),
      lookedUpAt: env.clock.iso(),
    },
  };
}

function lookupExternal(ctx: TypedContext<"lookupExternalAccountReceiver">): TypedResult<"lookupExternalAccountReceiver"> {
  const env = envOf(ctx);
  const ext = getExternalAccount(env.store, ctx.params.accountId);
  if (!ext) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no external account with id ${ctx.params.accountId}`);
  checkSender(env, ctx.query);
  const fx = fxRules();
  const supported = getPlatformConfig(env.store, env.clock, env.platform.id).supportedCurrencies.find((c) => c.currencyCode === ext.currency);
  const cap = isCrypto(ext.currency) ? fx.limits.withdrawalMaxAmount[ext.currency] : fx.limits.corridorMaxAmount[ext.currency];
  const max = [cap, supported?.maxAmount].filter((x): x is number => typeof x === "number");
  const currency = currencyOf(ext.currency);
  const minAmount = supported?.minAmount ?? 1;
  const maxAmount = max.length ? Math.min(...max) : undefined;
  // The external account's status and verification status are stored as the contract's values.
  type Lookup = ResponseBodyOf<"lookupExternalAccountReceiver", 200>;
  const body = omitUndefined<Lookup>({
    accountId: ext.id,
    currency,
    status: ext.status as Lookup["status"],
    canReceive: externalAccountMoneyUse(ext.status) !== undefined,
    minAmount,
    requiredPayerData: supported?.requiredCounterpartyFields ?? [],
    maxAmount,
    // The live service's shape of the same facts.
    requiredPayerDataFields: supported?.requiredCounterpartyFields ?? [],
    lookupId: newLookupId(),
    supportedCurrencies: [
      {
        currency,
        minAmount,
        maxAmount: maxAmount ?? minAmount,
        min: minAmount,
        max: maxAmount ?? minAmount,
        estimatedExchangeRate:
          midRate(rateSnapshot(env), getPlatformConfig(env.store, env.clock, env.platform.id).supportedCurrencies[0]?.currencyCode ?? "USD", ext.currency) ?? 1,
      },
    ],
    beneficiaryVerificationStatus: (ext.beneficiaryVerificationStatus || undefined) as Lookup["beneficiaryVerificationStatus"],
    beneficiaryVerifiedData: ext.beneficiaryVerifiedData || undefined,
  });
  return { status: 200, body };
}

function estimateFee(ctx: TypedContext<"estimateCryptoWithdrawalFee">): TypedResult<"estimateCryptoWithdrawalFee"> {
  const env = envOf(ctx);
  // The live service's names of the source account and the network.
  const live = ctx.body;
  const b = { ...live, sourceAccountId: live.sourceAccountId ?? live.internalAccountId, network: live.network ?? live.cryptoNetwork };
  const fx = fxRules();
  let currency: string | undefined = b.currency;
  if (b.sourceAccountId) {
    const a = accountsOf(env.store).get(b.sourceAccountId);
    if (!a) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no internal account with id ${b.sourceAccountId}`);
    if (currency && currency !== a.currency) throw apiError("INVALID_CURRENCY", `account ${a.id} holds ${a.currency}, not ${currency}`);
    currency = a.currency;
  }
  let network: string | undefined = b.network;
  if (b.destinationAccountId) {
    const ext = getExternalAccount(env.store, b.destinationAccountId);
    if (!ext) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no external account with id ${b.destinationAccountId}`);
    const n = fx.walletNetworks[ext.accountInfo.accountType ?? ""];
    if (!n) throw apiError("INVALID_CURRENCY", `external account ${ext.id} is not a crypto wallet`);
    if (network && network !== n)
      throw ApiError.invalidInput([{ field: "network", in: "body", code: "INVALID_VALUE", reason: `the destination account is on ${n}` }]);
    network = n;
  } else if (!b.destinationAddress) {
    throw ApiError.invalidInput([
      { field: "destinationAccountId", in: "body", code: "REQUIRED", reason: "give destinationAccountId, or destinationAddress with network" },
    ]);
  }
  const networks = currency ? fx.withdrawalNetworks[currency] : undefined;
  if (!currency || !knownCurrency(currency) || !networks)
    throw apiError("INVALID_CURRENCY", `${currency} cannot be withdrawn; withdrawable assets: ${Object.keys(fx.withdrawalNetworks).join(", ")}`);
  network ??= Object.keys(networks)[0];
  if (networks[network] === undefined)
    throw apiError("INVALID_CURRENCY", `${currency} cannot be withdrawn on ${network}; networks: ${Object.keys(networks).join(", ")}`);
  const cap = fx.limits.withdrawalMaxAmount[currency];
  if (cap !== undefined && b.amount > cap)
    throw apiError("TRANSACTION_SIZE_LIMIT_EXCEEDED", `${b.amount} ${currency} is above the withdrawal maximum of ${cap}`);
  const fee = networks[network];
  const now = env.clock.now().getTime();
  return {
    status: 200,
    body: {
      currency: currencyOf(currency),
      amount: b.amount,
      estimatedFee: fee,
      totalAmount: b.amount + fee,
      // A network of spec/rules/fx-rates.yaml (withdrawalNetworks, walletNetworks): the contract's QuoteCryptoNetwork values.
      network: network as Schema<"QuoteCryptoNetwork">,
      estimatedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + fx.rateCache.ttlSeconds * 1000).toISOString(),
      networkFee: fee,
      networkFeeAsset: currency,
      applicationFee: 0,
      totalFee: fee,
      netAmount: b.amount,
    },
  };
}

export const receiverHandlers: HandlerMap = handlerMap({
  lookupUmaReceiver: lookupUma,
  lookupExternalAccountReceiver: lookupExternal,
  estimateCryptoWithdrawalFee: estimateFee,
});
