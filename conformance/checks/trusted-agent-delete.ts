/**
 * A case of money.external-account-outcomes on an SCA platform (customers in an SCA region):
 * an agent deleting its customer's trusted beneficiary. The customer logs in (SMS_OTP with the
 * sandbox code of spec/rules/sca.yaml), trusts a USD account (trust, then trust/confirm with
 * the code); its agent's DELETE /agents/me/external-accounts/{externalAccountId} answers 409
 * BENEFICIARY_TRUSTED and the account stays. Without a platform of kind `sca` the case is
 * skipped, named.
 */
import type { ApiClient } from "../client/client.js";
import type { CheckContext, Scenario } from "../runner/types.js";
import { answered } from "../client/answer.js";
import { describedRule } from "../contract/rule-spec.js";
import { individual } from "../builders/bodies.js";
import { accountNumber, usdBankAccount } from "../builders/setup.js";
import { agentOf } from "../builders/agents.js";
import { scaRules } from "../../contract/rules/sca.js";
import { expectAnswer } from "../runner/expect.js";

export const TRUSTED_CASE = "an agent deleting its customer's trusted beneficiary";

export const TRUSTED_RULES = [
  describedRule(
    "agents.trusted-delete",
    "DELETE /agents/me/external-accounts/{externalAccountId} of the customer's trusted beneficiary answers 409 BENEFICIARY_TRUSTED and the account stays (the description's 409 table: a trusted beneficiary cannot be deleted; untrust, and confirm, first).",
    { kind: "sca" },
  ),
];

const enc = encodeURIComponent;

export async function trustedAgentDeleteCase(ctx: CheckContext): Promise<void> {
  if (!ctx.hasPlatform("sca")) return ctx.skipCase(TRUSTED_CASE, ctx.missingPlatform("sca"));
  const p = await ctx.platform("sca");
  await ctx.runCase(TRUSTED_CASE, (s) => run(s, s.clientFor(p)), { operationKey: "DELETE /agents/me/external-accounts/{externalAccountId}", platform: p });
}

async function run(s: Scenario, client: ApiClient): Promise<void> {
  const phoneNumber = `+4477009${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;
  const c = await client.call("POST", "/customers", { body: { ...individual(), phoneNumber } });
  s.expect(c.status === 201, "setup", `a customer with a phone number answered ${answered(c)}`);
  const customerId: string = c.body.id;
  const id = await usdBankAccount(client, s, customerId, accountNumber("789"));
  const code = scaRules().sandboxSmsCode;
  const query = { customerId };
  const start = await client.call("POST", "/sca/login/start", { query, body: { factor: "SMS_OTP" } });
  const done = await client.call("POST", "/sca/login/complete", { query, body: { factor: "SMS_OTP", code, endUserIpAddress: "203.0.113.7" } });
  if (start.status !== 200 || done.status !== 200) return s.skipStep(TRUSTED_CASE, `the SMS_OTP login answered ${answered(start)}, ${answered(done)}`);
  const path = `/customers/external-accounts/${enc(id)}`;
  const trust = await client.call("POST", `${path}/trust`);
  const confirm = await client.call("POST", `${path}/trust/confirm`, { body: { code } });
  if (trust.status !== 200 || confirm.body?.trusted !== true)
    return s.skipStep(TRUSTED_CASE, `trusting the account answered ${answered(trust)}, ${answered(confirm)} (trusted ${confirm.body?.trusted})`);
  const agent = await agentOf(client, s, customerId);
  const del = await client.call("DELETE", `/agents/me/external-accounts/${enc(id)}`, { auth: { bearer: agent.token } });
  expectAnswer(s, del, "agents.trusted-delete", "an agent's DELETE of its customer's trusted beneficiary", 409, "BENEFICIARY_TRUSTED");
  const still = await client.call("GET", path);
  s.expect(still.status === 200, "agents.trusted-delete", `the trusted beneficiary reads ${answered(still)} after the agent's DELETE`, 200, still.status);
}
