/**
 * The handler registry: every area's HandlerMap, merged by operationId at start.
 * To register an area, import its map and add it to the list (one line each).
 */
import type { HandlerMap } from "./types.js";
import { configHandlers } from "./config.js";
import { webhookHandlers } from "./webhooks.js";
import { kycHandlers } from "./kyc.js";
import { moneyHandlers } from "./money.js";
import { externalAccountHandlers } from "./external-accounts.js";
import { discoveryHandlers } from "./discoveries.js";
import { stablecoinHandlers } from "./stablecoins.js";
import { invitationHandlers } from "./invitations.js";
import { apiTokenHandlers } from "./api-tokens.js";
import { cardHandlers } from "./cards.js";
import { walletAuthHandlers, withWalletSignatures } from "./wallet-auth.js";
import { scaHandlers } from "./sca.js";
import { agentHandlers } from "./agents.js";

export const handlerMaps: HandlerMap[] = [
  configHandlers,
  webhookHandlers,
  kycHandlers,
  externalAccountHandlers,
  discoveryHandlers,
  moneyHandlers,
  cardHandlers,
  walletAuthHandlers,
  scaHandlers,
  stablecoinHandlers,
  invitationHandlers,
  apiTokenHandlers,
  agentHandlers,
];

export function allHandlers(extra: HandlerMap[] = []): HandlerMap {
  const out: HandlerMap = {};
  for (const m of [...handlerMaps, ...extra]) Object.assign(out, m);
  return withWalletSignatures(out);
}
