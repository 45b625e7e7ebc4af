/**
 * The stablecoins area's resources as the API shows them, typed from the contract: each is
 * built field by field as one object literal of its schema, so a field the spec drops fails
 * the typecheck here. The records keep the provider, network and environment as strings the
 * contract's enums allowed at registration (the request was validated against them).
 */
import { omitUndefined, type Schema } from "../../response.js";
import type { ProviderAccountRecord, StablecoinRecord } from "./stablecoin.js";
import type { OperationRecord } from "./operation.js";

type Provider = Schema<"StablecoinProvider">;
type Environment = Schema<"StablecoinProviderEnvironment">;

/** A provider account link; the provider's API client id is kept to refuse duplicates, never shown. */
export function renderProviderAccount(a: ProviderAccountRecord): Schema<"StablecoinProviderAccount"> {
  return omitUndefined<Schema<"StablecoinProviderAccount">>({
    id: a.id,
    provider: a.provider as Provider,
    providerAccountId: a.providerAccountId,
    providerEnvironment: a.providerEnvironment,
    status: a.status,
    lastVerifiedAt: a.lastVerifiedAt,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  });
}

export function renderStablecoin(c: StablecoinRecord): Schema<"Stablecoin"> {
  return omitUndefined<Schema<"Stablecoin">>({
    id: c.id,
    name: c.name,
    symbol: c.symbol,
    currency: c.currency,
    baseCurrency: c.baseCurrency,
    network: c.network as Schema<"StablecoinNetwork">,
    decimals: c.decimals,
    issuanceStatus: c.issuanceStatus,
    serviceOperationsStatus: c.serviceOperationsStatus,
    networkTokenIdentifier: c.networkTokenIdentifier,
    provider: c.provider as Provider,
    stablecoinProviderAccountId: c.stablecoinProviderAccountId,
    providerEnvironment: c.providerEnvironment,
    providerTokenIdentifier: c.providerTokenIdentifier,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  });
}

/**
 * A mint or burn; its money (ledger and holding bookkeeping) is not shown. Source and
 * destination are kept as the handler built them from the validated request.
 */
export function renderStablecoinOperation(op: OperationRecord): Schema<"StablecoinOperation"> {
  return omitUndefined<Schema<"StablecoinOperation">>({
    id: op.id,
    stablecoinId: op.stablecoinId,
    operationType: op.operationType,
    status: op.status,
    amount: op.amount,
    description: op.description,
    source: op.source as Schema<"StablecoinOperationSource">,
    destination: op.destination as Schema<"StablecoinOperationDestination">,
    fundingInstructions: op.fundingInstructions,
    estimatedDelivery: op.estimatedDelivery,
    provider: op.provider as Provider,
    providerEnvironment: op.providerEnvironment as Environment,
    providerStatus: op.providerStatus,
    stablecoinProviderAccountId: op.stablecoinProviderAccountId,
    failureReason: op.failureReason,
    expiresAt: op.expiresAt,
    createdAt: op.createdAt,
    updatedAt: op.updatedAt,
  });
}
