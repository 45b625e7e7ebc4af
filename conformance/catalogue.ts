/** Every check of the suite, in the order they run. Adding an area: add its checks and model here. */
import type { CheckDefinition } from "./runner/types.js";
import { authCheck } from "./checks/auth.js";
import { contractResponsesCheck } from "./checks/contract-responses.js";
import { tenancyCheck, productionSandboxCheck } from "./checks/tenancy.js";
import { unknownIdCheck } from "./checks/not-found.js";
import { useAfterDeleteCheck } from "./checks/after-delete.js";
import { negativeDataCheck, positiveDataCheck } from "./checks/negative-data.js";
import { customerModelChecks } from "./models/customers/index.js";
import { webhookChecks } from "./checks/webhooks.js";
import { externalAccountModelCheck } from "./models/external-accounts/validation.js";
import { ownershipModelCheck } from "./models/external-accounts/ownership/index.js";
import { moneyModelCheck } from "./models/money/index.js";
import { idempotencyCheck } from "./models/money/idempotency.js";
import { cardListingCheck } from "./models/money/card-listing.js";
import { cardModelCheck } from "./models/cards/index.js";
import { walletAuthModelCheck } from "./models/wallet-auth/index.js";
import { scaModelCheck } from "./models/sca/index.js";
import { stablecoinModelCheck } from "./models/stablecoins/index.js";
import { invitationModelCheck } from "./models/invitations/index.js";
import { apiTokenModelCheck } from "./models/api-tokens/index.js";
import { agentModelCheck } from "./models/agents/index.js";
import { pagingCheck } from "./checks/paging.js";
import { webhookEventsCheck } from "./checks/webhook-events.js";
import { externalAccountOutcomesCheck, umaReceiversCheck } from "./checks/sandbox-outcomes.js";
import { forbiddenSweep } from "./checks/sweeps/forbidden.js";
import { payloadSweep } from "./checks/sweeps/payload.js";
import { requiredSweep } from "./checks/sweeps/required.js";
import { querySweep } from "./checks/sweeps/query.js";
import { malformedSweep } from "./checks/sweeps/malformed.js";
import { corridorsCheck } from "./checks/corridors.js";
import { beneficiaryMinimumsCheck } from "./checks/beneficiary-minimums.js";
import { cardProgramCheck } from "./checks/card-program.js";

export const ALL_CHECKS: CheckDefinition[] = [
  contractResponsesCheck,
  authCheck,
  tenancyCheck,
  productionSandboxCheck,
  unknownIdCheck,
  useAfterDeleteCheck,
  negativeDataCheck,
  positiveDataCheck,
  requiredSweep,
  querySweep,
  malformedSweep,
  forbiddenSweep,
  payloadSweep,
  pagingCheck,
  ...customerModelChecks,
  externalAccountModelCheck,
  beneficiaryMinimumsCheck,
  corridorsCheck,
  ownershipModelCheck,
  moneyModelCheck,
  idempotencyCheck,
  cardListingCheck,
  externalAccountOutcomesCheck,
  umaReceiversCheck,
  cardModelCheck,
  cardProgramCheck,
  walletAuthModelCheck,
  scaModelCheck,
  stablecoinModelCheck,
  invitationModelCheck,
  apiTokenModelCheck,
  agentModelCheck,
  // The webhook checks wait on the clock: last, so without the control API the models get the wait budget first.
  ...webhookChecks,
  webhookEventsCheck,
];
