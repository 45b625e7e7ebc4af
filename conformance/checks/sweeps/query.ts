/**
 * `data.query`: a query parameter that breaks its schema, or a required one left out, is
 * refused 400 INVALID_INPUT naming it (the live operations' parameter schemas: `limit` 1 to
 * 100, date-time filters, booleans, enums; the description: INVALID_INPUT "the request is
 * malformed or a field is invalid"). Parameters our contract designed are left alone.
 */
import type { CheckDefinition } from "../../runner/types.js";
import type { Operation } from "../../../contract/operations.js";
import { fillPath } from "../scope.js";
import { answered } from "../../client/answer.js";
import { liveRule } from "../../contract/rule-spec.js";
import { SchemaWalker, type Schema } from "../../contract/schema-walk.js";
import { agentBearer, isAgentOperation } from "./agent.js";

interface Param {
  name: string;
  required?: boolean;
  schema?: Schema;
  "x-designed"?: boolean;
}

/** A value that breaks `schema`, or undefined when the schema constrains nothing a query can break. */
function breaking(s: Schema): string | undefined {
  if (Array.isArray(s.enum)) return "NOT_A_VALUE_OF_THE_ENUM";
  if (s.type === "integer" || s.type === "number") return typeof s.minimum === "number" ? String(s.minimum - 1) : "not-a-number";
  if (s.type === "boolean") return "maybe";
  if (s.format === "date-time" || s.format === "date") return "not-a-date";
  return undefined;
}

/** The one change to an operation's query that breaks it: a required parameter left out, else a constrained one broken. */
function breakQuery(walker: SchemaWalker, op: Operation): { query: Record<string, string>; param: string; how: string } | undefined {
  const params = ((op.op.parameters ?? []) as Param[]).filter((p) => (p as { in?: string }).in === "query");
  const required = params.filter((p) => p.required);
  const filled = Object.fromEntries(required.map((p) => [p.name, "Customer:00000000-0000-4000-8000-0000000000ff"]));
  if (required.length) {
    const { [required[0].name]: _, ...rest } = filled;
    return { query: rest, param: required[0].name, how: "left out" };
  }
  for (const p of params) {
    if (p["x-designed"] || !p.schema) continue;
    const v = breaking(walker.deref(p.schema));
    if (v !== undefined) return { query: { ...filled, [p.name]: v }, param: p.name, how: `set to ${v}` };
  }
  return undefined;
}

export const querySweep: CheckDefinition = {
  id: "data.query",
  area: "all",
  kind: "negative-data",
  rule: "A query parameter that breaks its schema, or a required one left out, answers 400 INVALID_INPUT naming it.",
  rules: [
    liveRule(
      "data.query",
      "live: the operations' query parameters are typed (limit 1 to 100, date-time filters, booleans, enums) and some required; one broken or missing answers 400 INVALID_INPUT naming it (the description's INVALID_INPUT: a field is invalid).",
    ),
  ],
  async run(ctx) {
    const walker = new SchemaWalker(ctx.contract);
    const p = await ctx.platform("default");
    const agentOps = ctx.contract.operations.filter((o) => o.op.responses?.["400"] && isAgentOperation(o) && breakQuery(walker, o));
    const bearer = agentOps.length ? await agentBearer(ctx, "data.query") : undefined;
    for (const op of ctx.contract.operations.filter((o) => o.op.responses?.["400"])) {
      const broken = breakQuery(walker, op);
      if (!broken || (isAgentOperation(op) && !bearer)) continue;
      await ctx.runCase(
        op.key,
        async (s) => {
          const res = await s.client.call(op.method, fillPath(op.path), { query: broken.query, auth: isAgentOperation(op) ? { bearer: bearer! } : undefined });
          const named = (res.body?.details?.errors ?? []).some((e: { field?: string }) => e.field === broken.param);
          s.expect(
            res.status === 400 && res.body?.code === "INVALID_INPUT" && named,
            "data.query",
            `${op.key} with ${broken.param} ${broken.how} answered ${answered(res)}; expected 400 INVALID_INPUT naming ${broken.param}`,
            `400 INVALID_INPUT naming ${broken.param}`,
            answered(res),
          );
        },
        { operationKey: op.key, platform: p },
      );
    }
  },
};
