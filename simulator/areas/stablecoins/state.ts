/** The stablecoins area's declared state: provider accounts, stablecoins, their operations and holdings. */
import { declareCollection } from "../../store/declarations.js";
import type { Holding } from "./domain/amounts.js";
import type { ProviderAccountRecord, StablecoinRecord } from "./domain/stablecoin.js";
import type { OperationRecord } from "./domain/operation.js";

export const providerAccounts = declareCollection<ProviderAccountRecord>("stablecoinProviderAccounts", { indexes: ["status", "apiClientId"] });
export const providerAccountsOf = providerAccounts.of;

export const stablecoins = declareCollection<StablecoinRecord>("stablecoins", { indexes: ["symbol"] });
export const stablecoinsOf = stablecoins.of;

export const operations = declareCollection<OperationRecord>("stablecoinOperations", { indexes: ["stablecoinId"] });
export const operationsOf = operations.of;

export const holdings = declareCollection<Holding>("stablecoinHoldings", { indexes: ["stablecoinId"] });
export const holdingsOf = holdings.of;
