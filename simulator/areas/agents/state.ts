/** The agents area's declared state: agents, device codes, actions awaiting a decision and the quotes agents made. */
import { declareCollection } from "../../store/declarations.js";
import type { AgentActionRecord, AgentRecord, DeviceCodeRecord } from "./domain/types.js";

export const agents = declareCollection<AgentRecord>("agents", { indexes: ["customerId"] });
export const agentsOf = agents.of;

export const deviceCodes = declareCollection<DeviceCodeRecord>("agentDeviceCodes", { indexes: ["agentId"] });
export const deviceCodesOf = deviceCodes.of;

export const agentActions = declareCollection<AgentActionRecord>("agentActions", { indexes: ["agentId", "status", "transactionId", "customerId"] });
export const agentActionsOf = agentActions.of;

export const agentQuotes = declareCollection<{ id: string; agentId: string }>("agentQuotes", { indexes: ["agentId"] });
export const agentQuotesOf = agentQuotes.of;
