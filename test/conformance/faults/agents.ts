/**
 * Faults in the agents area, each caught by model.agents under a named rule: a token that
 * outlives its agent, an approval threshold the policy skips, and an agent that reads
 * another customer's account.
 */
import type { Fault } from "./types.js";
import type { HandlerContext } from "../../../simulator/areas/types.js";
import { original } from "./helpers.js";

const ONLY = ["model.agents"];

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
];
