/**
 * The handler registry: every area's HandlerMap, merged by operationId at start.
 * To register an area, import its map and add it to the list (one line each).
 */
import type { HandlerMap } from "./types.js";
import { configHandlers } from "./config-and-webhooks/handlers.js";
import { webhookHandlers } from "./config-and-webhooks/handlers/webhooks.js";
import { kycHandlers } from "./customers/handlers.js";
import { moneyHandlers } from "./money/handlers.js";
import { externalAccountHandlers } from "./external-accounts/handlers.js";
import { discoveryHandlers } from "./external-accounts/handlers/discoveries.js";
import { stablecoinHandlers } from "./stablecoins/handlers.js";
import { invitationHandlers } from "./invitations/handlers.js";
import { apiTokenHandlers } from "./api-tokens/handlers.js";
import { cardHandlers } from "./cards/handlers.js";
import { walletAuthHandlers, withWalletSignatures } from "./wallet-auth/handlers.js";
import { scaHandlers } from "./sca/handlers.js";
import { agentHandlers } from "./agents/handlers.js";

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
