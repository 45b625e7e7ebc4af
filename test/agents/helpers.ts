/** Shared fixtures of the agents tests: a platform, a customer with funded USD, an agent signed in. */
import type { StartedSimulator, TestPlatform } from "../support/simulator.js";
import { account, customer, fund, usdExternal } from "../money/helpers.js";

export const POLICY = {
  permissions: ["VIEW_TRANSACTIONS", "CREATE_QUOTES", "EXECUTE_QUOTES", "CREATE_TRANSFERS", "MANAGE_EXTERNAL_ACCOUNTS"],
  defaultExecutionMode: "AUTO",
  spendingLimits: { currency: "USD", perTransactionLimit: 500_000, dailyLimit: 1_000_000 },
  approvalThresholds: { amount: 100_000, currency: "USD" },
};

export interface AgentFixture {
  customerId: string;
  usd: string;
  payee: string;
  agentId: string;
  token: string;
  /** A request with the agent's bearer token. */
  as(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}

export async function signedInAgent(s: StartedSimulator, p: TestPlatform, policy: Record<string, unknown> = POLICY, funds = 1_000_000): Promise<AgentFixture> {
  const customerId = await customer(p);
  const usd = (await account(p, customerId)).id;
  if (funds) await fund(p, usd, funds);
  const payee = await usdExternal(p, customerId);
  const created = await p.post("/agents", { name: "Bill-pay assistant", customerId, policy });
  if (created.status !== 201) throw new Error(`agent: ${created.status} ${JSON.stringify(created.body)}`);
  const redeemed = await s.request("POST", `/agents/device-codes/${created.body.deviceCode.code}/redeem`);
  if (redeemed.status !== 200) throw new Error(`redeem: ${redeemed.status} ${JSON.stringify(redeemed.body)}`);
  const token = redeemed.body.accessToken;
  const as = (method: string, path: string, body?: unknown) => s.request(method, path, { body, headers: { authorization: `Bearer ${token}` } });
  return { customerId, usd, payee, agentId: created.body.agent.id, token, as };
}

export const usdQuote = (f: AgentFixture, amount: number, dest = f.payee) =>
  f.as("POST", "/agents/me/quotes", {
    source: { sourceType: "ACCOUNT", accountId: f.usd },
    destination: { destinationType: "ACCOUNT", accountId: dest },
    lockedCurrencySide: "SENDING",
    lockedCurrencyAmount: amount,
  });
