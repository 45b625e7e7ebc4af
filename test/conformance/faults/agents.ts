/**
 * Faults in the agents area, each caught by model.agents under a named rule: a token that
 * outlives its agent, an approval threshold the policy skips, an agent that reads another
 * customer's account, a rename or policy change answered but not kept, a new device code
 * that leaves the earlier one redeemable, a code status that never shows the redeem, an
 * agent's quote it cannot read back, a single action read answering another action, a
 * transfer-in that credits less than it says, a transfer-in refusal with the wrong status,
 * an approve that accepts a transaction not pending platform approval, and an approve of a
 * decided action answered 404 instead of 409 CONFLICT; the refusal walks' faults are in
 * agent-refusals.ts, those of the live statements in agent-live.ts.
 */
import type { Fault } from "./types.js";
import type { Handler, HandlerContext, HandlerResult } from "../../../simulator/areas/types.js";
import { ApiError } from "../../../simulator/errors/api-error.js";
import { agentsOf, deviceCodesOf } from "../../../simulator/areas/agents/state.js";
import { deviceCodeKey } from "../../../simulator/areas/agents/service.js";
import { original, rewrite } from "./helpers.js";
import { agentRefusalFaults } from "./agent-refusals.js";
import { agentLiveFaults } from "./agent-live.js";

const ONLY = ["model.agents"];

/** The handler of `operationId` answering as usual while the agent's stored record stays as it was. */
function notKept(operationId: string): Handler {
  return async (ctx: HandlerContext) => {
    const before = agentsOf(ctx.store).get(ctx.params.agentId);
    const res = await original(operationId)(ctx);
    if (before) agentsOf(ctx.store).put(before);
    return res;
  };
}

type Body = Record<string, unknown>;

export const agentFaults: Fault[] = [
  {
    name: "agent token outlives its agent",
    kind: "authentication",
    description: "DELETE /agents/{id} answers 204 but the agent stays and its bearer token keeps working (designed rule: the token stops at once).",
    simulatorOptions: { handlers: { deleteAgent: () => ({ status: 204 }) } },
    only: ONLY,
    expectRules: ["agents.revocation"],
  },
  {
    name: "agent approval skips the policy",
    kind: "state-transition",
    description:
      "The agent is stored without its approval threshold (the answer still shows it): movements above the threshold are carried out at once instead of waiting in PENDING_APPROVAL.",
    simulatorOptions: {
      handlers: {
        async createAgent(ctx: HandlerContext) {
          const asked = ctx.body?.policy;
          const { approvalThresholds: _skipped, ...rest } = asked ?? {};
          void _skipped;
          const res = await original("createAgent")({ ...ctx, body: { ...ctx.body, policy: rest } });
          const body = res.body as { agent: { policy: unknown } } | undefined;
          return res.status === 201 && body ? { ...res, body: { ...body, agent: { ...body.agent, policy: asked } } } : res;
        },
      },
    },
    only: ONLY,
    expectRules: ["agents.policy"],
  },
  {
    name: "agent reads another customer's account",
    kind: "tenancy",
    description: "GET /agents/me/external-accounts/{id} answers any external account of the platform, not only the agent's customer's.",
    simulatorOptions: { handlers: { agentGetExternalAccount: (ctx: HandlerContext) => original("getCustomerExternalAccount")(ctx) } },
    only: ONLY,
    expectRules: ["agents.scope"],
  },
  {
    name: "agent rename not kept",
    kind: "state-transition",
    description: "PATCH /agents/{id} answers 200 with the new name and paused state, but the agent keeps the old ones (live: the update is the agent's).",
    simulatorOptions: { handlers: { updateAgent: notKept("updateAgent") } },
    only: ONLY,
    expectRules: ["agents.update"],
  },
  {
    name: "agent policy change ignored",
    kind: "state-transition",
    description: "PATCH /agents/{id}/policy answers 200 with the new policy, but the agent keeps its old one (live: the change takes effect immediately).",
    simulatorOptions: { handlers: { updateAgentPolicy: notKept("updateAgentPolicy") } },
    only: ONLY,
    expectRules: ["agents.policy-update"],
  },
  {
    name: "new device code leaves the earlier one redeemable",
    kind: "authentication",
    description: "POST /agents/{id}/device-codes issues a code but the agent's earlier unredeemed codes stay valid (live: they are invalidated).",
    simulatorOptions: {
      handlers: {
        async regenerateAgentDeviceCode(ctx: HandlerContext) {
          const codes = deviceCodesOf(ctx.store);
          const earlier = codes.list({ where: { agentId: ctx.params.agentId }, limit: 1000 }).data.filter((c) => !c.redeemed && !c.revoked);
          const res = await original("regenerateAgentDeviceCode")(ctx);
          for (const c of earlier) {
            codes.put(c);
            ctx.bearerTokens?.register(deviceCodeKey(c.id), { kind: "deviceCode", code: c.id });
          }
          return res;
        },
      },
    },
    only: ONLY,
    expectRules: ["agents.device-code"],
  },
  {
    name: "device code status never shows the redeem",
    kind: "state-transition",
    description: "GET /agents/device-codes/{code}/status answers redeemed false for a code the agent redeemed.",
    simulatorOptions: rewrite(["getAgentDeviceCodeStatus"], (r: HandlerResult) =>
      r.status === 200 ? { ...r, body: { ...(r.body as Body), redeemed: false } } : r,
    ),
    only: ONLY,
    expectRules: ["agents.device-code"],
  },
  {
    name: "agent cannot read back its quote",
    kind: "not-found",
    description: "GET /agents/me/quotes/{quoteId} answers 404 QUOTE_NOT_FOUND for a quote the agent created.",
    simulatorOptions: {
      handlers: {
        agentGetQuote: (ctx: HandlerContext) => {
          throw ApiError.notFound("QUOTE_NOT_FOUND", `no quote with id ${ctx.params.quoteId}`);
        },
      },
    },
    only: ONLY,
    expectRules: ["agents.reads"],
  },
  {
    name: "agent action read answers another action",
    kind: "tenancy",
    description: "GET /agents/me/actions/{actionId} answers another action of the agent (the newest other one) instead of the one named.",
    simulatorOptions: {
      handlers: {
        async agentGetAction(ctx: HandlerContext) {
          const list = await original("agentListActions")({ ...ctx, query: { limit: 100 } });
          const other = ((list.body as { data?: { id: string }[] } | undefined)?.data ?? []).find((a) => a.id !== ctx.params.actionId);
          return other ? { status: 200, body: other } : original("agentGetAction")(ctx);
        },
      },
    },
    only: ONLY,
    expectRules: ["agents.reads"],
  },
  {
    name: "agent transfer-in credits less than it says",
    kind: "state-transition",
    description: "POST /agents/me/transfer-in pulls one unit less than asked while its answer states the amount asked: the internal account is credited less.",
    simulatorOptions: {
      handlers: {
        async agentCreateTransferIn(ctx: HandlerContext) {
          const asked = ctx.body?.amount;
          if (typeof asked !== "number" || asked < 2) return original("agentCreateTransferIn")(ctx);
          const res = await original("agentCreateTransferIn")({ ...ctx, body: { ...ctx.body, amount: asked - 1 } });
          const body = res.body as { transferDetails?: Body } | undefined;
          return body?.transferDetails ? { ...res, body: { ...body, transferDetails: { ...body.transferDetails, amount: asked } } } : res;
        },
      },
    },
    only: ONLY,
    expectRules: ["agents.transfer-in"],
  },
  {
    name: "agent transfer-in from an account not ACTIVE answers 400",
    kind: "error-code",
    description: "POST /agents/me/transfer-in from an external account that is not ACTIVE answers 400 INVALID_INPUT instead of the designed 409 CONFLICT.",
    simulatorOptions: {
      handlers: {
        async agentCreateTransferIn(ctx: HandlerContext) {
          try {
            return await original("agentCreateTransferIn")(ctx);
          } catch (e) {
            if (e instanceof ApiError && e.code === "CONFLICT") throw new ApiError(400, "INVALID_INPUT", e.reason);
            throw e;
          }
        },
      },
    },
    only: ONLY,
    expectRules: ["agents.transfer-refusals"],
  },
  {
    name: "approve accepts a transaction not pending platform approval",
    kind: "status",
    description:
      "POST /transactions/{id}/approve answers 200 with the transaction for one that is not pending platform approval (the description: 409 TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL).",
    simulatorOptions: {
      handlers: {
        async approveTransaction(ctx: HandlerContext) {
          try {
            return await original("approveTransaction")(ctx);
          } catch (e) {
            if (e instanceof ApiError && e.status === 409) return original("getTransaction")(ctx);
            throw e;
          }
        },
      },
    },
    only: ONLY,
    expectRules: ["transactions.approve"],
  },
  {
    name: "approve of a decided action answered as not found",
    kind: "status",
    description:
      "POST /agents/{agentId}/actions/{actionId}/approve of an action already decided answers 404 NOT_FOUND (a code the operation documents) instead of 409 CONFLICT.",
    simulatorOptions: rewrite(["approveAgentAction"], (r: HandlerResult) => {
      const b = r.body as Body | undefined;
      return r.status === 409 && b?.code === "CONFLICT" ? { ...r, status: 404, body: { ...b, status: 404, code: "NOT_FOUND" } } : r;
    }),
    only: ONLY,
    expectRules: ["agents.approval"],
  },
  ...agentRefusalFaults,
  ...agentLiveFaults,
];
