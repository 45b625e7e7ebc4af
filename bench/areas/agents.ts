/**
 * An agent's payment held and approved: the agent (bearer token from its device code)
 * quotes 200.00 USD from its customer's funded account to a USD payee and executes it;
 * above the policy's approval threshold the execution waits as an action in
 * PENDING_APPROVAL (its transaction held PENDING); the platform approves it. Three
 * requests per payment.
 */
import { reasonOf } from "../lib/flows.js";
import { fundedCustomer, type AreaBench, type AreaContext } from "../lib/area.js";
import { requestExamples } from "../lib/spec.js";

const POLICY = {
  permissions: ["VIEW_TRANSACTIONS", "CREATE_QUOTES", "EXECUTE_QUOTES"],
  defaultExecutionMode: "AUTO",
  spendingLimits: { currency: "USD", perTransactionLimit: 1_000_000 },
  approvalThresholds: { amount: 10_000, currency: "USD" },
};

/**
 * An agent with its bearer token, its customer's funded USD account and a USD payee; `hold()`
 * makes one payment held for approval (a quote and its execution, PENDING_APPROVAL) and
 * answers its action's id, or the reason it could not. The cursor walks fill the approvals
 * list with it too.
 */
export async function heldAgentPayments(
  ctx: AreaContext,
): Promise<{ skip: string } | { agentId: string; hold(): Promise<{ actionId: string } | { why: string }> }> {
  const c = ctx.client;
  const owner = await fundedCustomer(ctx);
  if ("skip" in owner) return owner;
  const { customerId, accountId: usd } = owner;
  const payee = await c.call("POST", "/customers/external-accounts", {
    ...requestExamples(ctx.doc, "/customers/external-accounts", "post").usdAccount,
    customerId,
  });
  if (payee.status !== 201) return { skip: `the payee answered ${reasonOf(payee, [201])}: ${JSON.stringify(payee.body?.details ?? "").slice(0, 200)}` };
  const created = await c.call("POST", "/agents", { name: "Bench assistant", customerId, policy: POLICY });
  if (created.status !== 201) return { skip: `POST /agents answered ${reasonOf(created, [201])}` };
  const redeemed = await c.call("POST", `/agents/device-codes/${encodeURIComponent(created.body.deviceCode.code)}/redeem`, undefined, {}, "");
  if (redeemed.status !== 200) return { skip: `redeeming the device code answered ${reasonOf(redeemed, [200])}` };
  const bearer = `Bearer ${redeemed.body.accessToken}`;
  const quote = JSON.stringify({
    source: { sourceType: "ACCOUNT", accountId: usd },
    destination: { destinationType: "ACCOUNT", accountId: payee.body.id },
    lockedCurrencySide: "SENDING",
    lockedCurrencyAmount: 20_000,
  });
  return {
    agentId: encodeURIComponent(created.body.agent.id),
    async hold() {
      const q = await c.call("POST", "/agents/me/quotes", quote, {}, bearer);
      if (q.status !== 201) return { why: `quote: ${reasonOf(q, [201])}` };
      const x = await c.call("POST", `/agents/me/quotes/${encodeURIComponent(q.body.id)}/execute`, undefined, {}, bearer);
      if (x.status !== 200 && x.status !== 202) return { why: `execute: ${reasonOf(x, [200, 202])}` };
      if (x.body?.status !== "PENDING_APPROVAL") return { why: `execute: not held (${x.body?.status})` };
      return { actionId: x.body.id as string };
    },
  };
}

export const agents: AreaBench = {
  key: "agentHeldApproved",
  label: "agent payments held for approval, then approved",
  unit: "payments",
  target: 0.1,
  async setup(ctx) {
    const agent = await heldAgentPayments(ctx);
    if ("skip" in agent) return agent;
    return {
      workers: 16,
      async flow() {
        const held = await agent.hold();
        if ("why" in held) return held.why;
        const ok = await ctx.client.call("POST", `/agents/${agent.agentId}/actions/${encodeURIComponent(held.actionId)}/approve`);
        const bad = reasonOf(ok, [200]);
        return bad && `approve: ${bad}`;
      },
    };
  },
};
