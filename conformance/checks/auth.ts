/**
 * Authentication: "API calls use HTTP Basic authentication ... Missing or wrong
 * credentials: 401 UNAUTHORIZED" (description, Authentication 1 and Errors 401).
 * Every authenticated operation is called with no credentials, a wrong secret, and a
 * client id paired with another platform's secret; each must answer 401 UNAUTHORIZED.
 */
import type { CheckDefinition } from "../runner/types.js";
import { fillPath } from "./scope.js";
import { answered } from "../client/answer.js";
import { describedRule } from "../contract/rule-spec.js";

export const authCheck: CheckDefinition = {
  id: "auth.credentials",
  area: "all",
  kind: "auth",
  rule: "Every authenticated operation answers 401 UNAUTHORIZED to missing credentials, a wrong secret and credentials mixed across platforms.",
  rules: [
    describedRule("auth.401", "API calls use HTTP Basic authentication; missing or wrong credentials answer 401 (Authentication 1, Errors 401)."),
    describedRule("auth.code", "That 401 carries the code UNAUTHORIZED."),
    describedRule("auth.reason", "The 401's reason names the check that failed."),
  ],
  async run(ctx) {
    const own = await ctx.platform("default").catch(() => undefined);
    const other = ctx.capabilities.has("secondPlatform") ? await ctx.secondPlatform() : undefined;
    for (const op of ctx.contract.operations.filter((o) => o.authenticated)) {
      const path = fillPath(op.path);
      const bearer = op.securitySchemes.includes("AgentAuth");
      const body = op.op.requestBody?.content?.["application/json"] ? ctx.contract.requestExample(op) : undefined;
      await ctx.runCase(
        op.key,
        async (s) => {
          const attempts: [string, Parameters<typeof s.client.call>[2]][] = [["no credentials", { auth: null, body }]];
          if (bearer) attempts.push(["an unknown bearer token", { auth: { bearer: "not-a-real-agent-token" }, body }]);
          else {
            if (own) attempts.push(["a wrong secret", { auth: { clientId: own.clientId, clientSecret: own.clientSecret + "-wrong" }, body }]);
            if (own && other)
              attempts.push(["a client id with another platform's secret", { auth: { clientId: own.clientId, clientSecret: other.clientSecret }, body }]);
            attempts.push(["a malformed Basic header", { auth: { raw: "Basic !!!not-base64" }, body }]);
          }
          for (const [what, opts] of attempts) {
            const r = await s.client.call(op.method, path, opts);
            s.expect(r.status === 401, "auth.401", `${op.key} with ${what} answered ${r.status}, not 401`, 401, r.status);
            s.expect(
              r.body?.code === "UNAUTHORIZED",
              "auth.code",
              `${op.key} with ${what}: answered ${answered(r)}, not UNAUTHORIZED`,
              "UNAUTHORIZED",
              r.body?.code,
            );
            s.expect(
              typeof r.body?.reason === "string" && r.body.reason.length > 0,
              "auth.reason",
              `${op.key} with ${what}: 401 without a reason naming the failed check`,
            );
          }
        },
        { operationKey: op.key },
      );
    }
  },
};
