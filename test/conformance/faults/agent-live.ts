/**
 * Faults against the live agent statements, each the simulator's former behaviour or a plain
 * break of the statement, caught by model.agents (or the access.forbidden sweep) under a named
 * rule: a paused agent's token refused, a paused agent moving money, a new device code for a
 * connected agent, an approval carried out after its quote expired, exclusive list bounds, an
 * agent's transfer that ignores its Idempotency-Key, and a movement without its permission
 * held for approval.
 */
import { randomUUID } from "node:crypto";
import type { Fault } from "./types.js";
import type { HandlerContext, HandlerResult } from "../../../simulator/areas/types.js";
import type { PipelineContext } from "../../../simulator/pipeline/pipeline.js";
import { ApiError } from "../../../simulator/errors/api-error.js";
import { idempotencyStage } from "../../../simulator/pipeline/idempotency.js";
import { agentActionsOf, agentsOf } from "../../../simulator/areas/agents/state.js";
import type { AgentPrincipal } from "../../../simulator/areas/agents/domain/types.js";
import { quotesOf } from "../../../simulator/areas/money/service.js";
import { original } from "./helpers.js";

const ONLY = ["model.agents"];

/** The calling agent of an AgentAuth request. */
const callerOf = (ctx: HandlerContext) => agentsOf(ctx.store).get((ctx.principal as AgentPrincipal | undefined)?.agentId ?? "");

/** The handler run with the calling agent shown as not paused (its record put back after). */
function ignoringPause(operationId: string) {
  return async (ctx: HandlerContext): Promise<HandlerResult> => {
    const a = callerOf(ctx);
    if (!a?.isPaused) return original(operationId)(ctx);
    agentsOf(ctx.store).put({ ...a, isPaused: false });
    try {
      return await original(operationId)(ctx);
    } finally {
      const now = agentsOf(ctx.store).get(a.id);
      if (now) agentsOf(ctx.store).put({ ...now, isPaused: true });
    }
  };
}

/** The list operation with its upper time bound moved 1 ms earlier (an exclusive bound). */
function exclusive(operationId: string, bounds: string[]) {
  return (ctx: HandlerContext) => {
    const query: Record<string, unknown> = { ...ctx.query };
    for (const k of bounds) if (typeof query[k] === "string") query[k] = new Date(Date.parse(query[k] as string) - 1).toISOString();
    return original(operationId)({ ...ctx, query } as HandlerContext);
  };
}

/** The movement refused for a missing permission answered as an action held for approval instead (the former rule). */
function heldWithoutPermission(operationId: string, type: string, status: number) {
  return async (ctx: HandlerContext): Promise<HandlerResult> => {
    try {
      return await original(operationId)(ctx);
    } catch (e) {
      const a = callerOf(ctx);
      if (!(e instanceof ApiError && e.status === 403 && /does not grant/.test(e.reason ?? "")) || !a) throw e;
      const now = ctx.clock.iso();
      const body = {
        id: `AgentAction:${randomUUID()}`,
        agentId: a.id,
        customerId: a.customerId,
        platformCustomerId: a.customerId,
        status: "PENDING_APPROVAL",
        type,
        createdAt: now,
        updatedAt: now,
      };
      return { status, body };
    }
  };
}

export const agentLiveFaults: Fault[] = [
  {
    name: "paused agent's token refused",
    kind: "authentication",
    description: "GET /agents/me answers 401 UNAUTHORIZED for a paused agent (live: a pause stops new actions; 401 is for bad credentials).",
    simulatorOptions: {
      handlers: {
        getAgentMe(ctx: HandlerContext) {
          if (callerOf(ctx)?.isPaused) throw new ApiError(401, "UNAUTHORIZED", "the agent is paused");
          return original("getAgentMe")(ctx);
        },
      },
    },
    only: ONLY,
    expectRules: ["agents.pause"],
  },
  {
    name: "paused agent moves money",
    kind: "state-transition",
    description: "A paused agent's transfer-out is carried out (live: a paused agent cannot initiate any actions).",
    simulatorOptions: { handlers: { agentCreateTransferOut: ignoringPause("agentCreateTransferOut") } },
    only: ONLY,
    expectRules: ["agents.pause"],
  },
  {
    name: "device code issued for a connected agent",
    kind: "status",
    description: "POST /agents/{agentId}/device-codes issues a code (201) for an agent with an active connection (live: 409).",
    simulatorOptions: {
      handlers: {
        async regenerateAgentDeviceCode(ctx: HandlerContext) {
          const a = agentsOf(ctx.store).get(ctx.params.agentId);
          if (!a?.token) return original("regenerateAgentDeviceCode")(ctx);
          const { token, ...unconnected } = a;
          agentsOf(ctx.store).put(unconnected);
          try {
            return await original("regenerateAgentDeviceCode")(ctx);
          } finally {
            agentsOf(ctx.store).put({ ...agentsOf(ctx.store).get(a.id)!, token });
          }
        },
      },
    },
    only: ONLY,
    expectRules: ["agents.device-code"],
  },
  {
    name: "approval carried out after its quote expired",
    kind: "state-transition",
    description:
      "Approving an agent's held quote execution after the quote's expiresAt releases the payment: APPROVED (live: the action transitions to FAILED).",
    simulatorOptions: {
      handlers: {
        async approveAgentAction(ctx: HandlerContext) {
          const quoteId = agentActionsOf(ctx.store).get(ctx.params.actionId)?.quoteId;
          const q = quoteId ? quotesOf(ctx.store).get(quoteId) : undefined;
          if (!q) return original("approveAgentAction")(ctx);
          quotesOf(ctx.store).put({ ...q, expiresAt: "2999-01-01T00:00:00.000Z" });
          try {
            return await original("approveAgentAction")(ctx);
          } finally {
            quotesOf(ctx.store).put({ ...quotesOf(ctx.store).get(q.id)!, expiresAt: q.expiresAt });
          }
        },
      },
    },
    only: ONLY,
    expectRules: ["agents.approve-expired"],
    withoutControl: /agentQuoteRefusals/,
  },
  {
    name: "agent list bounds exclusive",
    kind: "status",
    description:
      "GET /agents createdBefore / updatedBefore and GET /agents/approvals endDate leave out an item created exactly at the bound (live: inclusive).",
    simulatorOptions: {
      handlers: {
        listAgents: exclusive("listAgents", ["createdBefore", "updatedBefore"]),
        listAgentApprovals: exclusive("listAgentApprovals", ["endDate"]),
      },
    },
    only: ONLY,
    expectRules: ["agents.list-bounds"],
  },
  {
    name: "agent transfer ignores its Idempotency-Key",
    kind: "state-transition",
    description:
      "POST /agents/me/transfer-out sent again with the same Idempotency-Key makes a second action and moves the money twice (live: the first answer is replayed).",
    simulatorOptions: {
      stages: {
        idempotency: (ctx: PipelineContext, next: () => HandlerResult | Promise<HandlerResult>) =>
          ctx.op.operationId === "agentCreateTransferOut" ? next() : idempotencyStage(ctx, next),
      },
    },
    only: ONLY,
    expectRules: ["agents.idempotency"],
  },
  {
    name: "agent movement without its permission held for approval",
    kind: "status",
    description:
      "An agent's quote execution without EXECUTE_QUOTES, or transfer without CREATE_TRANSFERS, is answered as an action PENDING_APPROVAL (live: 403, the policy does not permit the operation).",
    simulatorOptions: {
      handlers: {
        agentExecuteQuote: heldWithoutPermission("agentExecuteQuote", "EXECUTE_QUOTE", 200),
        agentCreateTransferIn: heldWithoutPermission("agentCreateTransferIn", "TRANSFER_IN", 201),
        agentCreateTransferOut: heldWithoutPermission("agentCreateTransferOut", "TRANSFER_OUT", 201),
      },
    },
    only: ["access.forbidden"],
    expectRules: ["agents.permission"],
  },
];
