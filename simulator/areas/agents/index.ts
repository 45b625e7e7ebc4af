/** The agents area (agents, device-code authorization, policies, the agent's own operations and the platform's decisions): its manifest. */
import type { AreaManifest } from "../manifest.js";
import { agentHandlers } from "./handlers.js";
import { agentActions, agentQuotes, agents, deviceCodes } from "./state.js";

export const agentsArea: AreaManifest = {
  name: "agents",
  handlers: agentHandlers,
  collections: [agents, deviceCodes, agentActions, agentQuotes],
};
