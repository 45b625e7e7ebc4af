/** The stablecoins area (provider accounts, stablecoins, issuance, operations, the operator's enablement calls of /_sim): its manifest. */
import type { AreaManifest } from "../manifest.js";
import type { SomeJobType } from "../../clock/jobs.js";
import { stablecoinHandlers } from "./handlers.js";
import { enablementStep, issuanceStep, linkStatus, operationStep } from "./service.js";
import { stablecoinAdmin } from "./admin.js";
import { holdings, operations, providerAccounts, stablecoins } from "./state.js";

export const stablecoinsArea: AreaManifest = {
  name: "stablecoins",
  handlers: stablecoinHandlers,
  collections: [providerAccounts, stablecoins, operations, holdings],
  jobs: [issuanceStep as SomeJobType, enablementStep as SomeJobType, linkStatus as SomeJobType, operationStep as SomeJobType],
  admin: stablecoinAdmin,
};
