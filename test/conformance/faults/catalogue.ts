/**
 * The fault catalogue: named faults, each a simulator configuration that breaks one rule
 * of the description, the checks that must notice it and the rules they must fail under.
 * Each area's test file beside this one runs its entries (run.ts); split by kind:
 * response-faults.ts (schema, status, error-code, field-errors), domain-faults.ts
 * (state-transition, magic-outcome, not-found, tenancy), access-faults.ts
 * (authentication, environment), webhook-faults.ts (webhooks), depth-faults.ts (faults
 * a shallower suite missed; caught since the model exercises every table row).
 */
import type { Fault } from "./types.js";
import { errorCodeFaults, fieldErrorFaults, schemaFaults, statusFaults } from "./response-faults.js";
import { magicOutcomeFaults, notFoundFaults, stateTransitionFaults, tenancyFaults } from "./domain-faults.js";
import { authenticationFaults, environmentFaults } from "./access-faults.js";
import { webhookFaults } from "./webhook-faults.js";
import { moneyFaults } from "./money.js";
import { cardFaults } from "./cards.js";
import { walletAuthFaults } from "./wallet-auth.js";
import { scaFaults } from "./sca.js";
import { stablecoinFaults } from "./stablecoins.js";
import { invitationFaults } from "./invitations.js";
import { apiTokenFaults } from "./api-tokens.js";
import { agentFaults } from "./agents.js";
import { customerFaults } from "./customers.js";
import { sweepFaults } from "./sweeps.js";
import { tableFaults } from "./tables.js";
import { cardProgramFaults } from "./card-program.js";

export { FAULT_KINDS, type Fault, type FaultKind } from "./types.js";
import { DEPTH_FAULTS } from "./depth-faults.js";

/**
 * The faults by the file that holds them; each key has its test file `<key>.test.ts`
 * beside this one (faults-catalogue.test.ts checks it), which runs them with and without
 * the control API (run.ts).
 */
export const FAULT_AREAS: Record<string, readonly Fault[]> = {
  "response-faults": [...schemaFaults, ...statusFaults, ...errorCodeFaults, ...fieldErrorFaults],
  "domain-faults": [...stateTransitionFaults, ...magicOutcomeFaults, ...notFoundFaults, ...tenancyFaults],
  "access-faults": [...authenticationFaults, ...environmentFaults],
  "webhook-faults": webhookFaults,
  "depth-faults": DEPTH_FAULTS,
  money: moneyFaults,
  cards: cardFaults,
  "card-program": cardProgramFaults,
  "wallet-auth": walletAuthFaults,
  sca: scaFaults,
  stablecoins: stablecoinFaults,
  invitations: invitationFaults,
  "api-tokens": apiTokenFaults,
  agents: agentFaults,
  customers: customerFaults,
  sweeps: sweepFaults,
  tables: tableFaults,
};

export const FAULTS: Fault[] = Object.values(FAULT_AREAS).flat();
