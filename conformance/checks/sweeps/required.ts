/**
 * `data.required`: a body without the fields an operation requires is refused 400
 * INVALID_INPUT (description, Errors: "INVALID_INPUT ... details.errors[] lists every
 * invalid field"). Every operation whose JSON body has required fields is sent `{}`; an
 * operation whose path names an object may answer 404 first (the order is the server's).
 */
import type { CheckDefinition } from "../../runner/types.js";
import { fillPath } from "../scope.js";
import { answered } from "../../client/answer.js";
import { describedRule } from "../../contract/rule-spec.js";
import { SchemaWalker } from "../../contract/schema-walk.js";
import { agentBearer, isAgentOperation } from "./agent.js";

export const requiredSweep: CheckDefinition = {
  id: "data.required",
  area: "all",
  kind: "negative-data",
  rule: "A body missing the fields the operation requires answers 400 INVALID_INPUT naming them (or 404 when its path names an unknown object).",
  rules: [
    describedRule(
      "data.required",
      "A body without a required field answers 400 INVALID_INPUT with details.errors[] naming the fields (description, Errors 400); 404 when the path's object is unknown.",
    ),
  ],
  async run(ctx) {
    const walker = new SchemaWalker(ctx.contract);
    const p = await ctx.platform("default");
    const requiredOf = (o: (typeof ctx.contract.operations)[number]): string[] => {
      const media = o.op.requestBody?.content?.["application/json"];
      const schema = media ? walker.deref(media.schema) : undefined;
      return Array.isArray(schema?.required) ? (schema.required as string[]) : [];
    };
    const ops = ctx.contract.operations.filter((o) => o.authenticated && o.op.responses?.["400"] && requiredOf(o).length);
    const bearer = ops.some(isAgentOperation) ? await agentBearer(ctx, "data.required") : undefined;
    for (const op of ops) {
      if (isAgentOperation(op) && !bearer) continue;
      const required = requiredOf(op);
      const hasPathId = op.path.includes("{");
      await ctx.runCase(
        op.key,
        async (s) => {
          const res = await s.client.call(op.method, fillPath(op.path), { body: {}, auth: isAgentOperation(op) ? { bearer: bearer! } : undefined });
          const named = (res.body?.details?.errors ?? []).map((e: { field?: string }) => e.field);
          s.expect(
            (res.status === 400 && res.body?.code === "INVALID_INPUT" && named.length > 0) || (hasPathId && res.status === 404),
            "data.required",
            `${op.key} with {} (it requires ${required.join(", ")}) answered ${answered(res)}; expected 400 INVALID_INPUT naming them${hasPathId ? " (or 404)" : ""}`,
            "400 INVALID_INPUT",
            answered(res),
          );
        },
        { operationKey: op.key, platform: p },
      );
    }
  },
};
