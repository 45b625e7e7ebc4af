/**
 * The simulator's API areas, assembled explicitly: each area's manifest (its handlers,
 * declared state, jobs, hosted pages, admin calls) in one list, and the wiring between
 * areas that a lower area cannot name itself (the customers area asks the money area
 * whether a customer may be deleted; the agents area follows the money area's decisions on
 * the transactions it holds; the money area lists the cards area's card transactions). The
 * app calls `assembleAreas()` once at start.
 * To add an area: write its manifest (simulator/areas/<area>/index.ts) and add it here.
 */
import { assemble, type AreaManifest, type Assembly } from "./manifest.js";
import { configAndWebhooksArea } from "./config-and-webhooks/index.js";
import { apiTokensArea } from "./api-tokens/index.js";
import { customersArea } from "./customers/index.js";
import { scaArea } from "./sca/index.js";
import { externalAccountsArea } from "./external-accounts/index.js";
import { moneyArea } from "./money/index.js";
import { customerDeletionRefusal } from "./money/service.js";
import { followTransactionDecision } from "./agents/action-service.js";
import { cardsArea } from "./cards/index.js";
import { cardTransactionEntries } from "./cards/service.js";
import { walletAuthArea } from "./wallet-auth/index.js";
import { stablecoinsArea } from "./stablecoins/index.js";
import { invitationsArea } from "./invitations/index.js";
import { agentsArea } from "./agents/index.js";

/** Every area's manifest, in dependency order (an area names only areas above it in this list). */
export function areaManifests(): AreaManifest[] {
  return [
    configAndWebhooksArea,
    apiTokensArea,
    customersArea({ deletionChecks: [customerDeletionRefusal] }),
    scaArea,
    externalAccountsArea,
    moneyArea({ decisionFollowers: [followTransactionDecision], cardTransactions: cardTransactionEntries }),
    cardsArea,
    walletAuthArea,
    stablecoinsArea,
    invitationsArea,
    agentsArea,
  ];
}

export function assembleAreas(): Assembly {
  return assemble(areaManifests());
}

/** Every operation's handler (wrapped as the areas ask). */
export const allHandlers = () => assembleAreas().handlers;
