/**
 * An agent's bearer token for the sweeps over AgentAuth operations: an approved customer on
 * a regulated platform, an agent of it with the policy given (every permission by default),
 * its device code redeemed. Made in a case of its own, so its calls are recorded.
 */
import type { CheckContext } from "../../runner/types.js";
import type { Operation } from "../../../contract/operations.js";
import { approvedCustomer } from "../../builders/setup.js";
import { agentOf } from "../../builders/agents.js";

export const isAgentOperation = (op: Operation): boolean => !op.securitySchemes.includes("BasicAuth") && op.securitySchemes.includes("AgentAuth");

/** A bearer token of a fresh agent (undefined when it cannot be had: its case says why). */
export async function agentBearer(ctx: CheckContext, label: string, permissions?: string[]): Promise<string | undefined> {
  if (!ctx.hasPlatform("regulated")) {
    ctx.skipCase(`${label}: an agent's token`, ctx.missingPlatform("regulated"));
    return undefined;
  }
  const p = await ctx.platform("regulated");
  let token: string | undefined;
  await ctx.runCase(
    `${label}: an agent's token`,
    async (s) => {
      const client = s.clientFor(p);
      const customer = await approvedCustomer(client, s);
      token = (await agentOf(client, s, customer.id, `sweep ${label}`, permissions)).token;
    },
    { platform: p },
  );
  return token;
}
