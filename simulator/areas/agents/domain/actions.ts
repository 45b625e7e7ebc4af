/** Agent actions (pure): moves by spec/rules/agents.yaml `actions`, the 409 otherwise, and the contract's rendering. */
import { ApiError } from "../../../errors/api-error.js";
import { agentRules, fillReason, type AgentActionEvent, type AgentRules } from "../../../../contract/rules/agents.js";
import type { AgentActionRecord } from "./types.js";
import { omitUndefined, type Schema } from "../../response.js";

export function moveAction(a: AgentActionRecord, on: AgentActionEvent, now: string, r: AgentRules = agentRules()): AgentActionRecord {
  const t = r.actions.transitions.find((x) => x.on === on && x.from === a.status);
  if (!t) throw ApiError.conflict("CONFLICT", fillReason(r.actions.refusal, { id: a.id, status: a.status }));
  return { ...a, status: t.to, updatedAt: now };
}

/** The contract's AgentAction, with the current quote and transaction when it has them. */
export function renderAction(a: AgentActionRecord, quote: Schema<"Quote"> | undefined, transaction: Schema<"Transaction"> | undefined): Schema<"AgentAction"> {
  return omitUndefined<Schema<"AgentAction">>({
    id: a.id,
    agentId: a.agentId,
    customerId: a.customerId,
    platformCustomerId: a.platformCustomerId,
    status: a.status,
    type: a.type,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    quote: quote || undefined,
    transaction: transaction || undefined,
    transferDetails: a.transferDetails || undefined,
    rejectionReason: a.rejectionReason,
  });
}
