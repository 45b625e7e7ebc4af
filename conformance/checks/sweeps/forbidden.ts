/**
 * `access.forbidden`: an API token holding no permission is refused on every operation
 * platform credentials may call: 403 FORBIDDEN (the token permissions are designed: the
 * live service has API tokens and a Permission enum; what each permission allows is ours).
 * The token is made with the public `POST /tokens` and deleted at the end.
 */
import type { CheckDefinition } from "../../runner/types.js";
import { fillPath } from "../scope.js";
import { answered } from "../../client/answer.js";
import { describedRule, designedRule, liveRule } from "../../contract/rule-spec.js";
import { agentRules } from "../../../contract/rules/agents.js";
import { agentBearer, isAgentOperation } from "./agent.js";

export const forbiddenSweep: CheckDefinition = {
  id: "access.forbidden",
  area: "API Tokens",
  kind: "auth",
  rule: "An API token without the permission an operation needs is refused 403 FORBIDDEN on every operation platform credentials may call.",
  rules: [
    describedRule("setup", "The calls a check needs to get going are answered (an API token is created)."),
    designedRule(
      "access.forbidden",
      "A token without the permission an operation needs answers 403 FORBIDDEN (which permission each operation needs is designed).",
    ),
    liveRule(
      "agents.permission",
      "live: the agent operations that state a permission require it (POST /agents/me/quotes CREATE_QUOTES, its execute EXECUTE_QUOTES, /agents/me/transfer-in and /transfer-out CREATE_TRANSFERS, every /agents/me/external-accounts call MANAGE_EXTERNAL_ACCOUNTS): without it, 403 (agent policy does not permit this operation), money movements included.",
    ),
  ],
  async run(ctx) {
    const p = await ctx.platform("default");
    let token: { id: string; clientId: string; clientSecret: string } | undefined;
    await ctx.runCase("POST /tokens (no permission)", async (s) => {
      const res = await s.clientFor(p).call("POST", "/tokens", { body: { name: "paysim conformance: no permission", permissions: [] } });
      s.expect(res.status === 201, "setup", `POST /tokens with no permission answered ${answered(res)}`, 201, res.status);
      token = { id: res.body.id, clientId: res.body.clientId, clientSecret: res.body.clientSecret };
    });
    if (!token) return;
    const auth = { clientId: token.clientId, clientSecret: token.clientSecret };
    try {
      for (const op of ctx.contract.operations.filter((o) => o.securitySchemes.includes("BasicAuth") && o.op.responses?.["403"])) {
        const body = op.op.requestBody?.content?.["application/json"] ? ctx.contract.requestExample(op) : undefined;
        await ctx.runCase(
          op.key,
          async (s) => {
            const res = await s.client.call(op.method, fillPath(op.path), { auth, body });
            s.expect(
              res.status === 403 && res.body?.code === "FORBIDDEN",
              "access.forbidden",
              `${op.key} with a token holding no permission answered ${answered(res)}; expected 403 FORBIDDEN`,
              "403 FORBIDDEN",
              answered(res),
            );
          },
          { operationKey: op.key, platform: p },
        );
      }
      // An agent whose policy grants nothing, on every agent operation that needs a permission,
      // money movements included (live: refused, not held for approval). The permission the
      // live operation states is a live rule; the transactions' VIEW_TRANSACTIONS is designed.
      const rules = agentRules();
      const needing = ctx.contract.operations.filter((o) => isAgentOperation(o) && o.op.responses?.["403"] && rules.permissions[o.operationId]);
      const bearer = needing.length ? await agentBearer(ctx, "access.forbidden", []) : undefined;
      for (const op of bearer ? needing : []) {
        const body = op.op.requestBody?.content?.["application/json"] ? ctx.contract.requestExample(op) : undefined;
        await ctx.runCase(
          op.key,
          async (s) => {
            const res = await s.client.call(op.method, fillPath(op.path), { auth: { bearer: bearer! }, body });
            s.expect(
              res.status === 403 && res.body?.code === "FORBIDDEN",
              rules.permissions[op.operationId] === "VIEW_TRANSACTIONS" ? "access.forbidden" : "agents.permission",
              `${op.key} by an agent whose policy grants no permission answered ${answered(res)}; expected 403 FORBIDDEN`,
              "403 FORBIDDEN",
              answered(res),
            );
          },
          { operationKey: op.key },
        );
      }
    } finally {
      await ctx.runCase("DELETE /tokens/{tokenId} (no permission)", async (s) => {
        const res = await s.clientFor(p).call("DELETE", `/tokens/${encodeURIComponent(token!.id)}`);
        s.expect(res.status === 204, "setup", `deleting the check's token answered ${answered(res)}`, 204, res.status);
      });
    }
  },
};
