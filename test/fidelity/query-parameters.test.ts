/**
 * Every query parameter the live service declares on an operation the contract shares is
 * declared by the contract too: same name, same type (array items included), every live
 * enum value allowed, no pattern, format or bound the live service does not declare (a value
 * it takes is taken here too), and never required where the live service makes it optional. A list
 * filter the live shapes gain shows up here as a failure naming the operation and the
 * parameter, before an integrator meets it.
 */
import { describe, expect, test } from "vitest";
import { bundledSpec } from "../../contract/spec.js";
import { loadLiveShapes, shapeKey, type Schema } from "../../fidelity/live-shapes.js";

const live = loadLiveShapes();

type Doc = Record<string, any>;

/** Follow local `$ref`s (`#/components/...`) of a document; sibling keywords are kept. */
function deref(doc: Doc, node: Schema | undefined): Schema {
  let cur: Schema = node ?? {};
  for (let i = 0; i < 20 && typeof cur.$ref === "string"; i++) {
    const target = (cur.$ref as string)
      .replace(/^#\//, "")
      .split("/")
      .reduce<any>((o, k) => o?.[k], doc);
    const { $ref: _r, ...rest } = cur;
    cur = { ...(target ?? {}), ...rest };
  }
  return cur;
}

interface QueryParam {
  name: string;
  required: boolean;
  type?: string;
  enum?: unknown[];
  items?: { type?: string; enum?: unknown[] };
  /** The constraining keywords of the (scalar) schema: pattern, format, lengths, bounds. */
  limits: Record<string, unknown>;
}

const LIMITS = ["pattern", "format", "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] as const;

function limitsOf(s: Schema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of LIMITS) if (s[k] !== undefined) out[k] = s[k];
  // The largest integer a JSON number carries exactly: a bound of representation, not a rule.
  if (out.maximum === Number.MAX_SAFE_INTEGER) delete out.maximum;
  return out;
}

function describeParam(doc: Doc, p: Schema): QueryParam {
  const s = deref(doc, p.schema);
  const items = s.type === "array" ? deref(doc, s.items) : undefined;
  return {
    name: p.name,
    required: p.required === true,
    type: s.type,
    enum: s.enum,
    ...(items ? { items: { type: items.type, enum: items.enum } } : {}),
    limits: limitsOf(items ?? s),
  };
}

/** What is wrong with our declaration of a live query parameter (none: an empty list). */
function queryParamGaps(liveParam: QueryParam, ours: QueryParam | undefined): string[] {
  if (!ours) return ["not declared"];
  const gaps: string[] = [];
  // A live scalar may be declared as an array by us (repeated or joined values): the scalar form is one item.
  const ourScalar = ours.type === "array" ? ours.items : ours;
  const liveScalar = liveParam.type === "array" ? liveParam.items : liveParam;
  if (liveParam.type === "array" && ours.type !== "array") gaps.push(`live takes an array, ours a ${ours.type}`);
  if (liveScalar?.type && ourScalar?.type && liveScalar.type !== ourScalar.type) gaps.push(`type ${ourScalar.type}, live ${liveScalar.type}`);
  const liveEnum = liveScalar?.enum;
  if (liveEnum && ourScalar?.enum) {
    const missing = liveEnum.filter((v) => !ourScalar.enum!.includes(v));
    if (missing.length) gaps.push(`enum lacks ${missing.join(", ")}`);
  }
  if (ours.required && !liveParam.required) gaps.push("required here, optional on the live service");
  for (const [k, v] of Object.entries(ours.limits)) if (!(k in liveParam.limits)) gaps.push(`${k} ${JSON.stringify(v)} here, none on the live service`);
  return gaps;
}

/** Per shared operation and live query parameter, the gaps of our declaration. */
function compareQueryParameters(liveDoc: Doc, liveOps: { key: string; method: string; path: string; parameters: Schema[] }[], ours: Doc): string[] {
  const ourOps = new Map<string, Schema[]>();
  for (const [path, item] of Object.entries<any>(ours.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if (typeof op !== "object" || !op || !("responses" in op)) continue;
      ourOps.set(
        shapeKey(method, path),
        [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: Schema) => deref(ours, p)),
      );
    }
  }
  const out: string[] = [];
  for (const op of liveOps) {
    const mine = ourOps.get(shapeKey(op.method, op.path));
    if (!mine) continue;
    const byName = new Map(mine.filter((p) => p.in === "query").map((p) => [p.name as string, describeParam(ours, p)]));
    for (const lp of op.parameters.filter((p) => p.in === "query")) {
      for (const gap of queryParamGaps(describeParam(liveDoc, lp), byName.get(lp.name))) out.push(`${op.key} ?${lp.name}: ${gap}`);
    }
  }
  return out;
}

describe.skipIf(!live)("the live query parameters", () => {
  test("every live query parameter of every shared operation is declared by the contract (name, type, enum values, no extra pattern or bound, optional)", () => {
    const liveDoc = { components: { schemas: live!.schemas } };
    const shared = live!.operations.filter((o) => o.parameters.some((p) => p.in === "query"));
    expect(shared.length).toBeGreaterThan(30);
    const gaps = compareQueryParameters(liveDoc, shared, bundledSpec());
    expect(gaps).toEqual([]);
  });

  test("the comparison catches a missing parameter, a narrower enum, another type, a required one and a pattern the service lacks", () => {
    const liveP = { name: "sortOrder", required: false, type: "string", enum: ["asc", "desc"], limits: {} };
    expect(queryParamGaps(liveP, undefined)).toEqual(["not declared"]);
    expect(queryParamGaps(liveP, { ...liveP, enum: ["desc"] })).toEqual(["enum lacks asc"]);
    expect(queryParamGaps(liveP, { ...liveP, type: "integer", enum: undefined })).toEqual(["type integer, live string"]);
    expect(queryParamGaps(liveP, { ...liveP, required: true })).toEqual(["required here, optional on the live service"]);
    expect(queryParamGaps(liveP, { ...liveP, enum: ["asc", "desc", "random"] })).toEqual([]);
    expect(queryParamGaps(liveP, { ...liveP, limits: { pattern: "^[a-z]+$" } })).toEqual(['pattern "^[a-z]+$" here, none on the live service']);
    expect(queryParamGaps({ ...liveP, limits: { pattern: "^[a-z]+$" } }, { ...liveP, limits: { pattern: "^[a-z]+$" } })).toEqual([]);
    expect(
      queryParamGaps(
        { name: "d", required: false, type: "string", limits: {} },
        { name: "d", required: false, type: "array", items: { type: "string" }, limits: {} },
      ),
    ).toEqual([]);
  });
});
