/**
 * Stablecoins and provider account links (pure): the sandbox token catalogue (symbol,
 * name, decimals from the provider token identifier), registration, uniqueness, issuance
 * lifecycles and the provider link triggers, read from spec/rules/stablecoins.yaml.
 */
import {
  bySuffix,
  stablecoinRules,
  type EnablementStatus,
  type IssuanceStatus,
  type LifecycleStep,
  type ProviderAccountStatus,
  type StablecoinRules,
} from "../../../../contract/rules/stablecoins.js";
import { operationsEnabled } from "./enablement.js";

export interface ProviderAccountRecord {
  id: string;
  provider: string;
  providerAccountId: string;
  providerEnvironment: "SANDBOX" | "PRODUCTION";
  status: ProviderAccountStatus;
  /** The provider's API client id (kept to refuse a duplicate link; never shown). The secret is not kept. */
  apiClientId: string;
  lastVerifiedAt?: string;
  createdAt: string;
  updatedAt: string;
}

export interface StablecoinRecord {
  id: string;
  name: string;
  symbol: string;
  currency: string;
  baseCurrency: string;
  network: string;
  decimals: number;
  issuanceStatus: IssuanceStatus;
  serviceOperationsStatus: EnablementStatus;
  networkTokenIdentifier: string;
  provider: string;
  stablecoinProviderAccountId: string;
  providerEnvironment: "SANDBOX" | "PRODUCTION";
  providerTokenIdentifier: string;
  createdAt: string;
  updatedAt: string;
}

/** The provider's refusal of a link (a 400 code), by the `apiClientId` suffix. */
export function linkRefusal(apiClientId: string, r: StablecoinRules = stablecoinRules()): string | undefined {
  const m = bySuffix<string | undefined>({ ...r.providerAccounts.linkRefusals, default: undefined }, apiClientId);
  return m.value;
}

/** The status change the provider makes later, by the `apiClientId` suffix. */
export function laterStatus(apiClientId: string, r: StablecoinRules = stablecoinRules()): { afterSeconds: number; status: ProviderAccountStatus } | undefined {
  return bySuffix<{ afterSeconds: number; status: ProviderAccountStatus } | undefined>({ ...r.providerAccounts.laterStatus, default: undefined }, apiClientId)
    .value;
}

/** The 400 code a link earns when a stablecoin uses it, or undefined when usable. */
export const unusableCode = (a: Pick<ProviderAccountRecord, "status">, r: StablecoinRules = stablecoinRules()): string | undefined =>
  r.providerAccounts.unusable[a.status];

/** The catalogue's symbol for a provider token identifier: leading letters and digits, upper-cased. */
export function symbolOf(providerTokenIdentifier: string, r: StablecoinRules = stablecoinRules()): string | undefined {
  const m = /^[A-Za-z0-9]+/.exec(providerTokenIdentifier);
  return m ? m[0].slice(0, r.token.symbolMaxLength).toUpperCase() : undefined;
}

export interface RegisterInput {
  id: string;
  providerTokenIdentifier: string;
  networkTokenIdentifier: string;
  network: string;
  account: ProviderAccountRecord;
  now: string;
}

/** Which identifier of `input` collides with a stablecoin still occupying it, if any (409 code). */
export function registrationConflict(
  input: Pick<RegisterInput, "providerTokenIdentifier" | "networkTokenIdentifier">,
  symbol: string,
  existing: Iterable<StablecoinRecord>,
  r: StablecoinRules = stablecoinRules(),
): string | undefined {
  let symbolTaken = false;
  for (const c of existing) {
    if (!r.issuance.occupying.includes(c.issuanceStatus)) continue;
    if (c.providerTokenIdentifier === input.providerTokenIdentifier || c.networkTokenIdentifier === input.networkTokenIdentifier)
      return "STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS";
    if (c.symbol === symbol) symbolTaken = true;
  }
  return symbolTaken ? "STABLECOIN_SYMBOL_ALREADY_EXISTS" : undefined;
}

export function newStablecoin(i: RegisterInput, symbol: string, r: StablecoinRules = stablecoinRules()): StablecoinRecord {
  return {
    id: i.id,
    name: `${symbol}${r.token.nameSuffix}`,
    symbol,
    currency: symbol,
    baseCurrency: r.token.baseCurrency,
    network: i.network,
    decimals: r.token.decimals,
    issuanceStatus: r.issuance.initial,
    serviceOperationsStatus: r.enablement.initial,
    networkTokenIdentifier: i.networkTokenIdentifier,
    provider: i.account.provider,
    stablecoinProviderAccountId: i.account.id,
    providerEnvironment: i.account.providerEnvironment,
    providerTokenIdentifier: i.providerTokenIdentifier,
    createdAt: i.now,
    updatedAt: i.now,
  };
}

export const issuanceLifecycle = (providerTokenIdentifier: string, r: StablecoinRules = stablecoinRules()): LifecycleStep<IssuanceStatus>[] =>
  bySuffix(r.issuance.lifecycles, providerTokenIdentifier).value;

/** Why mints and burns are refused on this coin now (400 code), in the documented order; undefined when allowed. */
export function operationRefusal(
  coin: StablecoinRecord,
  account: ProviderAccountRecord | undefined,
  r: StablecoinRules = stablecoinRules(),
): string | undefined {
  if (coin.issuanceStatus !== "PROVISIONED") return "STABLECOIN_NOT_PROVISIONED";
  if (!operationsEnabled(coin.serviceOperationsStatus, r)) return "STABLECOIN_SERVICE_OPERATIONS_NOT_ENABLED";
  if (!account) return "STABLECOIN_PROVIDER_ACCOUNT_INVALID";
  return unusableCode(account, r);
}
