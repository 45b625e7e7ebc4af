/**
 * `data.malformed`: a body that is not JSON is refused 400 INVALID_INPUT (the description:
 * INVALID_INPUT "the request is malformed"). Operations that take a JSON body are held to
 * it; on one that takes none the answer is designed (the simulator reads every request's
 * body; another server may ignore it, and is only warned).
 */
import type { CheckDefinition } from "../../runner/types.js";
import { fillPath } from "../scope.js";
import { answered } from "../../client/answer.js";
import { describedRule, designedRule } from "../../contract/rule-spec.js";
import { agentBearer, isAgentOperation } from "./agent.js";

export const malformedSweep: CheckDefinition = {
  id: "data.malformed",
  area: "all",
  kind: "negative-data",
  rule: "A request body that is not JSON answers 400 INVALID_INPUT.",
  rules: [
    describedRule("data.malformed", "A JSON body that does not parse answers 400 INVALID_INPUT (the description: the request is malformed)."),
    designedRule(
      "data.malformed-unused",
      "A body that does not parse, sent to an operation that takes no body, answers 400 INVALID_INPUT (designed: the simulator reads every request's body).",
    ),
  ],
  async run(ctx) {
    const p = await ctx.platform("default");
    const ops = ctx.contract.operations.filter(
      (o) => o.authenticated && (o.op["x-error-codes"]?.["400"] ?? []).includes("INVALID_INPUT") && !o.op.requestBody?.content?.["multipart/form-data"],
    );
    const bearer = ops.some(isAgentOperation) ? await agentBearer(ctx, "data.malformed") : undefined;
    for (const op of ops) {
      if (isAgentOperation(op) && !bearer) continue;
      const takesBody = !!op.op.requestBody?.content?.["application/json"];
      await ctx.runCase(
        op.key,
        async (s) => {
          const res = await s.client.call(op.method, fillPath(op.path), {
            rawBody: '{"unterminated": ',
            auth: isAgentOperation(op) ? { bearer: bearer! } : undefined,
          });
          const rule = takesBody ? "data.malformed" : "data.malformed-unused";
          s.expect(
            res.status === 400 && res.body?.code === "INVALID_INPUT",
            rule,
            `${op.key} with a body that is not JSON answered ${answered(res)}; expected 400 INVALID_INPUT`,
            "400 INVALID_INPUT",
            answered(res),
          );
        },
        { operationKey: op.key, platform: p },
      );
    }
  },
};
