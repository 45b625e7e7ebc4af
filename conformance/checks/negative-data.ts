/**
 * Negative data: "malformed JSON, wrong types, missing required fields, bad enums, bad
 * formats ... give 400 INVALID_INPUT with details.errors[] holding one FieldError for
 * every invalid field at once" (description, Errors: "details.errors[] lists every
 * invalid field, one FieldError per field"). fast-check breaks one to three fields of a
 * valid body; the answer must be 400 INVALID_INPUT naming each broken field, never a 5xx.
 */
import fc from "fast-check";
import type { CheckContext, CheckDefinition, Scenario } from "../runner/types.js";
import type { Operation } from "../../contract/operations.js";
import { checkProperty } from "../runner/property.js";
import { SchemaWalker } from "../contract/schema-walk.js";
import { applyFaults, describeFaults, faultSetArb, type Fault } from "../arbitraries/faults.js";
import { BODY_TARGETS, type BodyTarget } from "./body-targets.js";
import { fillPath } from "./scope.js";
import { escapeToken } from "../../contract/json-pointer.js";
import type { Json } from "../contract/json.js";
import { answered } from "../client/answer.js";
import { describedRule, liveRule } from "../contract/rule-spec.js";

function bodySchemaPointer(path: string, method: string): string {
  return `#/paths/${escapeToken(path)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`;
}

/** A body target of the areas under test: its operation, its request-body schema pointer, and the walker over the contract's schemas. */
interface TargetCase {
  t: BodyTarget;
  op: Operation;
  schemaPointer: string;
  walker: SchemaWalker;
}

/** One case per body target of the areas under test. */
async function eachBodyTarget(ctx: CheckContext, body: (s: Scenario, target: TargetCase) => Promise<void>): Promise<void> {
  const walker = new SchemaWalker(ctx.contract);
  for (const t of BODY_TARGETS) {
    const op = ctx.contract.byKey.get(t.opKey);
    if (!op) continue;
    await ctx.runCase(`${t.opKey} (${t.label})`, (s) => body(s, { t, op, schemaPointer: bodySchemaPointer(op.path, op.method), walker }), {
      operationKey: op.key,
    });
  }
}

export const negativeDataCheck: CheckDefinition = {
  id: "data.negative",
  area: "areas under test",
  kind: "negative-data",
  rule: "An invalid body answers 400 INVALID_INPUT with one FieldError naming each invalid field, never a 5xx.",
  rules: [
    describedRule("data.no-5xx", "Invalid input is never answered with a 5xx."),
    describedRule("data.400", "Invalid input answers 400 (Errors: 400 INVALID_INPUT)."),
    describedRule("data.code", "Its code is INVALID_INPUT."),
    describedRule(
      "data.field-errors",
      "details.errors[] lists every invalid field, one FieldError per field, and no valid one (Errors: field-validation errors of submit endpoints).",
    ),
    describedRule("data.malformed-json", "A body that is not JSON answers 400 INVALID_INPUT."),
  ],
  async run(ctx) {
    await eachBodyTarget(ctx, async (s, { t, op, schemaPointer, walker }) => {
      const { params, body } = await t.prepare(s.client, ctx.contract);
      const path = fillPath(op.path, params);
      const sites = walker.sites(walker.pointer(schemaPointer), body);
      await checkProperty(
        s,
        faultSetArb(sites),
        async (faults: Fault[]) => {
          if (!faults.length) return;
          const r = await s.client.call(op.method, path, { body: applyFaults(body, faults) });
          const what = describeFaults(faults);
          s.expect(r.status < 500, "data.no-5xx", `${t.opKey} answered ${r.status} to invalid input (${what})`, "4xx", r.status);
          s.expect(r.status === 400, "data.400", `${t.opKey} answered ${r.status} to invalid input (${what})`, 400, r.status);
          s.expect(
            r.body?.code === "INVALID_INPUT",
            "data.code",
            `${t.opKey}: answered ${answered(r)} for invalid input (${what})`,
            "INVALID_INPUT",
            r.body?.code,
          );
          const named: string[] = (r.body?.details?.errors ?? []).map((e: Json) => e.field);
          for (const f of faults) {
            s.expect(
              named.includes(f.site.path),
              "data.field-errors",
              `${t.opKey}: no FieldError names ${f.site.path} (faults: ${what}; named: ${named.join(", ") || "none"})`,
              f.site.path,
              named,
            );
          }
          const stray = named.filter((n) => !faults.some((f) => n === f.site.path || n.startsWith(f.site.path + ".") || n.startsWith(f.site.path + "[")));
          s.expect(
            stray.length === 0,
            "data.field-errors",
            `${t.opKey}: FieldErrors name valid fields ${stray.join(", ")} (faults: ${what})`,
            faults.map((f) => f.site.path),
            named,
          );
          s.expect(new Set(named).size === named.length, "data.field-errors", `${t.opKey}: a field is named twice in details.errors (${named.join(", ")})`);
        },
        { describe: (fs: Fault[]) => describeFaults(fs), salt: `${t.opKey} ${t.label}` },
      );
    });
    await ctx.runCase(
      "malformed JSON",
      async (s) => {
        const r = await s.client.call("POST", "/customers", { rawBody: '{"customerType": "INDIVIDUAL", ' });
        s.expect(
          r.status === 400 && r.body?.code === "INVALID_INPUT",
          "data.malformed-json",
          `malformed JSON answered ${answered(r)}`,
          "400 INVALID_INPUT",
          `${answered(r)}`,
        );
      },
      { operationKey: "POST /customers" },
    );
  },
};

/** Valid variations: enum fields take their allowed values; combinations the schema refuses (if/then rules) are dropped. */
function variationArb(ctx: CheckContext, walker: SchemaWalker, schemaPointer: string, body: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const sites = walker.sites(walker.pointer(schemaPointer), body).filter((x) => !x.discriminator && Array.isArray(x.schema.enum) && x.schema.enum.length > 1);
  if (!sites.length) return fc.constant(body);
  return fc
    .tuple(...sites.map((site) => fc.constantFrom(...(site.schema.enum as unknown[])).map((v) => [site, v] as const)))
    .map((pairs) => {
      const copy = structuredClone(body);
      for (const [site, v] of pairs) {
        let node: Json = copy;
        for (const seg of site.segments.slice(0, -1)) node = node[seg as string];
        node[site.segments[site.segments.length - 1] as string] = v;
      }
      return copy;
    })
    .filter((b) => ctx.contract.registry.check(schemaPointer, b) === null);
}

export const positiveDataCheck: CheckDefinition = {
  id: "data.positive",
  area: "areas under test",
  kind: "positive-data",
  rule: "A valid body is accepted, or refused only with a documented business error (never INVALID_INPUT, never a 5xx).",
  rules: [
    describedRule("data.no-5xx", "A valid body is never answered with a 5xx."),
    liveRule("data.valid-accepted", "A body valid against the contract (the live service's request schemas) is not refused as INVALID_INPUT."),
  ],
  async run(ctx) {
    await eachBodyTarget(ctx, async (s, { t, op, schemaPointer, walker }) => {
      const first = await t.prepare(s.client, ctx.contract);
      await checkProperty(
        s,
        variationArb(ctx, walker, schemaPointer, first.body),
        async (body) => {
          const { params, body: fresh } = await t.prepare(s.client, ctx.contract);
          // Keep the fresh ids/unique values of this run, vary the enums.
          const sent = { ...body, ...Object.fromEntries(Object.entries(fresh).filter(([k]) => k.endsWith("Id") || k === "platformCustomerId")) };
          const r = await s.client.call(op.method, fillPath(op.path, params), { body: sent });
          s.expect(r.status < 500, "data.no-5xx", `${t.opKey} answered ${r.status} to a valid body`, "2xx or documented 4xx", r.status);
          s.expect(
            !(r.status === 400 && r.body?.code === "INVALID_INPUT"),
            "data.valid-accepted",
            `${t.opKey} refused a schema-valid body with INVALID_INPUT: ${r.body?.reason}`,
            "2xx or business error",
            r.body,
          );
        },
        { runs: Math.max(3, Math.ceil(s.runs / 4)), salt: `${t.opKey} ${t.label}` },
      );
    });
  },
};
