/** The external accounts area (accounts, beneficiary validation, ownership proofs and the hosted liveness check, trust, discoveries): its manifest. */
import type { AreaManifest } from "../manifest.js";
import type { SomeJobType } from "../../clock/jobs.js";
import { externalAccountHandlers } from "./handlers.js";
import { discoveryHandlers } from "./handlers/discoveries.js";
import { HOSTED_LIVENESS_PATH, livenessDecision } from "./handlers/ownership.js";
import { trustExpiry } from "./handlers/trust.js";
import { hostedLivenessPage } from "./hosted/liveness-page.js";
import { externalAccounts, livenessTokens } from "./state.js";

export const externalAccountsArea: AreaManifest = {
  name: "external-accounts",
  handlers: { ...externalAccountHandlers, ...discoveryHandlers },
  collections: [externalAccounts, livenessTokens],
  jobs: [livenessDecision as SomeJobType, trustExpiry as SomeJobType],
  hostedPages: [{ prefix: `${HOSTED_LIVENESS_PATH}/`, page: hostedLivenessPage }],
};
