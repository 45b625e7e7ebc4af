/**
 * ajv errors -> FieldErrors, one per field.
 *
 * For a oneOf/anyOf that failed, ajv reports the errors of every branch. We pick the
 * branch the data asked for with its discriminator (`discriminator.propertyName` and
 * `mapping` when the schema has them, else a property whose value is a `const`/single
 * `enum` in every branch, e.g. `customerType`, `accountType`, `type`), drop the other
 * branches' errors and re-validate the value against the chosen branch alone (its
 * validator is compiled once, on first use, and cached). Without a usable discriminator
 * value the answer is one error on the discriminator property; without any
 * discriminator, the branch with the fewest errors wins.
 */
import type { SchemaNode } from "../../contract/schema-node.js";
import type { ErrorObject } from "ajv";
import type { FieldError } from "../errors/api-error.js";
import type { SchemaRegistry } from "../../contract/schema-registry.js";
import { resolveRef } from "./routes.js";
import { escapeToken, unescapeToken } from "../../contract/json-pointer.js";

type In = FieldError["in"];

const PRIORITY: Record<string, number> = { MALFORMED_BODY: 0, REQUIRED: 1, INVALID_TYPE: 2, UNKNOWN_FIELD: 3, INVALID_ENUM: 4, INVALID_FORMAT: 5 };

/** `/address/postalCode` -> `address.postalCode`, `/items/0/x` -> `items[0].x`. */
export function pointerToField(instancePath: string, extra?: string): string {
  const segs = instancePath.split("/").slice(1).map(unescapeToken);
  if (extra !== undefined) segs.push(extra);
  let out = "";
  for (const s of segs) {
    if (/^\d+$/.test(s)) out += `[${s}]`;
    else out += out ? `.${s}` : s;
  }
  return out;
}

function toFieldError(e: ErrorObject, where: In): FieldError {
  const p = e.params as Record<string, SchemaNode>;
  switch (e.keyword) {
    case "required":
      return { field: pointerToField(e.instancePath, p.missingProperty), in: where, code: "REQUIRED", reason: "is required" };
    case "dependentRequired":
      return { field: pointerToField(e.instancePath, p.missingProperty), in: where, code: "REQUIRED", reason: `is required when ${p.property} is present` };
    case "additionalProperties":
    case "unevaluatedProperties": {
      const name = p.additionalProperty ?? p.unevaluatedProperty;
      return { field: pointerToField(e.instancePath, name), in: where, code: "UNKNOWN_FIELD", reason: "is not a known field" };
    }
    case "type":
      return { field: pointerToField(e.instancePath), in: where, code: "INVALID_TYPE", reason: `must be ${article(p.type)}`, expected: p.type };
    case "format":
      return { field: pointerToField(e.instancePath), in: where, code: "INVALID_FORMAT", reason: formatReason(p.format), expected: p.format };
    case "enum":
      return {
        field: pointerToField(e.instancePath),
        in: where,
        code: "INVALID_ENUM",
        reason: `must be one of ${p.allowedValues.join(", ")}`,
        expected: p.allowedValues,
      };
    case "const":
      return {
        field: pointerToField(e.instancePath),
        in: where,
        code: "INVALID_ENUM",
        reason: `must be ${JSON.stringify(p.allowedValue)}`,
        expected: [p.allowedValue],
      };
    case "minLength":
    case "minItems":
    case "minProperties":
      return {
        field: pointerToField(e.instancePath),
        in: where,
        code: "TOO_SHORT",
        reason: `must have at least ${p.limit} ${e.keyword === "minLength" ? "character" : "item"}${p.limit === 1 ? "" : "s"}`,
        expected: p.limit,
      };
    case "maxLength":
    case "maxItems":
    case "maxProperties":
      return {
        field: pointerToField(e.instancePath),
        in: where,
        code: "TOO_LONG",
        reason: `must have at most ${p.limit} ${e.keyword === "maxLength" ? "character" : "item"}${p.limit === 1 ? "" : "s"}`,
        expected: p.limit,
      };
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
      return { field: pointerToField(e.instancePath), in: where, code: "OUT_OF_RANGE", reason: `must be ${p.comparison} ${p.limit}`, expected: p.limit };
    case "multipleOf":
      return { field: pointerToField(e.instancePath), in: where, code: "OUT_OF_RANGE", reason: `must be a multiple of ${p.multipleOf}` };
    case "pattern":
      return { field: pointerToField(e.instancePath), in: where, code: "PATTERN_MISMATCH", reason: `must match the pattern ${p.pattern}`, expected: p.pattern };
    default:
      return { field: pointerToField(e.instancePath), in: where, code: "INVALID_VALUE", reason: e.message ?? "is invalid" };
  }
}

function article(t: string): string {
  return t === "integer" || t === "object" || t === "array" ? `an ${t}` : `a ${t}`;
}

function formatReason(f: string): string {
  switch (f) {
    case "date":
      return "must be a valid date (YYYY-MM-DD)";
    case "date-time":
      return "must be an ISO 8601 date-time, e.g. 2025-10-13T12:00:00Z";
    case "email":
      return "must be a valid email address";
    case "uri":
      return "must be an absolute URI";
    default:
      return `must be a valid ${f}`;
  }
}

/** Dedupe: one FieldError per (in, field), the most basic problem first. */
export function dedupe(errors: FieldError[]): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const e of errors) {
    const k = `${e.in}\0${e.field}`;
    const prev = byField.get(k);
    if (!prev || (PRIORITY[e.code] ?? 9) < (PRIORITY[prev.code] ?? 9)) byField.set(k, e);
  }
  return [...byField.values()];
}

function valueAt(data: SchemaNode, instancePath: string): SchemaNode {
  let v = data;
  for (const s of instancePath.split("/").slice(1)) v = v == null ? undefined : v[unescapeToken(s)];
  return v;
}

/** Pointer of the schema node (following $ref) that applies at `instancePath` and carries oneOf/anyOf. */
function composedAt(reg: SchemaRegistry, pointer: string, data: SchemaNode, segs: string[]): string | undefined {
  const doc = reg.doc as SchemaNode;
  const rawAt = (p: string): SchemaNode =>
    p
      .slice(2)
      .split("/")
      .filter((x) => x !== "")
      .map(unescapeToken)
      .reduce((o: SchemaNode, k: string) => (o == null ? undefined : o[k]), doc);
  const deref = (p: string): string => {
    for (let i = 0; i < 20; i++) {
      const n = rawAt(p);
      if (n && typeof n.$ref === "string" && Object.keys(n).length === 1) p = n.$ref;
      else break;
    }
    return p;
  };
  const walk = (p: string, value: SchemaNode, i: number): string | undefined => {
    p = deref(p);
    const node = rawAt(p);
    if (!node || typeof node !== "object") return undefined;
    if (i === segs.length)
      return node.oneOf || node.anyOf ? p : (node.allOf ?? []).map((_: unknown, k: number) => walk(`${p}/allOf/${k}`, value, i)).find(Boolean);
    const seg = segs[i];
    const next = value == null ? undefined : value[seg];
    if (node.properties?.[seg]) {
      const r = walk(`${p}/properties/${escapeToken(seg)}`, next, i + 1);
      if (r) return r;
    }
    if (node.items && /^\d+$/.test(seg)) {
      const r = walk(`${p}/items`, next, i + 1);
      if (r) return r;
    }
    for (const kw of ["allOf", "oneOf", "anyOf"]) {
      const arr = node[kw];
      if (!Array.isArray(arr)) continue;
      const idxs =
        kw === "allOf" ? arr.map((_: unknown, k: number) => k) : [chooseBranch(doc, p, node, value).index].filter((x): x is number => x !== undefined);
      for (const k of idxs) {
        const r = walk(`${p}/${kw}/${k}`, value, i);
        if (r) return r;
      }
    }
    return undefined;
  };
  return walk(pointer, data, 0);
}

interface Choice {
  index?: number;
  property?: string;
  allowed?: unknown[];
}

/** The branch the data selects through a discriminator (explicit or inferred). */
function chooseBranch(doc: SchemaNode, _pointer: string, node: SchemaNode, value: SchemaNode): Choice {
  const branches: SchemaNode[] = node.oneOf ?? node.anyOf ?? [];
  const flat = (b: SchemaNode): SchemaNode[] => {
    const r = resolveRef(doc, b);
    return r ? [r, ...(r.allOf ?? []).flatMap(flat)] : [];
  };
  const constOf = (b: SchemaNode, prop: string): unknown[] | undefined => {
    for (const part of flat(b)) {
      const ps = resolveRef(doc, part.properties?.[prop]);
      if (ps?.const !== undefined) return [ps.const];
      if (Array.isArray(ps?.enum)) return ps.enum;
    }
    return undefined;
  };
  let prop: string | undefined = node.discriminator?.propertyName;
  if (!prop) {
    const first = flat(branches[0] ?? {});
    const candidates = new Set(first.flatMap((p) => Object.keys(p.properties ?? {})));
    prop = [...candidates].find((c) => branches.every((b) => constOf(b, c)));
  }
  if (!prop) return {};
  const allowed = branches.flatMap((b) => constOf(b, prop!) ?? []);
  const v = value?.[prop];
  const mapping = node.discriminator?.mapping as Record<string, string> | undefined;
  if (mapping && typeof v === "string" && mapping[v]) {
    const idx = branches.findIndex((b) => b.$ref === mapping[v]);
    if (idx >= 0) return { index: idx, property: prop, allowed: Object.keys(mapping) };
  }
  const idx = branches.findIndex((b) => (constOf(b, prop!) ?? []).includes(v));
  return { index: idx >= 0 ? idx : undefined, property: prop, allowed: mapping ? Object.keys(mapping) : allowed };
}

/**
 * Turn the errors of validating `data` against the schema at `pointer` into FieldErrors.
 * `depth` bounds the recursion through nested oneOfs.
 */
export function fieldErrorsFor(reg: SchemaRegistry, pointer: string, data: unknown, errors: ErrorObject[], where: In, depth = 0): FieldError[] {
  const composed = errors.filter((e) => e.keyword === "oneOf" || e.keyword === "anyOf");
  if (composed.length === 0 || depth > 5)
    return dedupe(errors.filter((e) => e.keyword !== "if" && e.keyword !== "oneOf" && e.keyword !== "anyOf").map((e) => toFieldError(e, where)));
  // Handle the outermost failing oneOf/anyOf first.
  composed.sort((a, b) => a.instancePath.length - b.instancePath.length);
  const at = composed[0].instancePath;
  const under = (e: ErrorObject) => e.instancePath === at || e.instancePath.startsWith(at + "/");
  const rest = errors.filter((e) => !under(e));
  const out: FieldError[] = [];
  const segs = at.split("/").slice(1).map(unescapeToken);
  const nodePtr = composedAt(reg, pointer, data, segs);
  const value = valueAt(data, at);
  if (nodePtr) {
    const node = resolveRef(reg.doc, { $ref: nodePtr });
    const kw = node.oneOf ? "oneOf" : "anyOf";
    const choice = chooseBranch(reg.doc, nodePtr, node, value);
    let branchPtr: string | undefined;
    if (choice.index !== undefined) branchPtr = `${nodePtr}/${kw}/${choice.index}`;
    else if (choice.property) {
      const missing = value?.[choice.property] === undefined;
      out.push({
        field: pointerToField(at, choice.property),
        in: where,
        code: missing ? "REQUIRED" : "INVALID_ENUM",
        reason: missing ? `is required (one of ${choice.allowed!.join(", ")})` : `must be one of ${choice.allowed!.join(", ")}`,
        expected: choice.allowed,
      });
    } else {
      // No discriminator: the branch with the fewest errors.
      let best: { ptr: string; n: number } | undefined;
      (node[kw] as unknown[]).forEach((_, k) => {
        const p = `${nodePtr}/${kw}/${k}`;
        const errs = reg.check(p, value) ?? [];
        if (!best || errs.length < best.n) best = { ptr: p, n: errs.length };
      });
      branchPtr = best?.ptr;
    }
    if (branchPtr) {
      const errs = (reg.check(branchPtr, value) ?? []).map((e) => ({ ...e, instancePath: at + e.instancePath }));
      // Sibling keywords of the composed node (e.g. `required` next to oneOf) are kept from the first pass.
      const siblings = errors.filter(
        (e) =>
          e.instancePath === at && e.keyword !== "oneOf" && e.keyword !== "anyOf" && (node.required ?? []).includes((e.params as SchemaNode).missingProperty),
      );
      out.push(...fieldErrorsFor(reg, pointer, data, [...siblings, ...errs], where, depth + 1));
    }
  } else {
    out.push({ field: pointerToField(at), in: where, code: "INVALID_VALUE", reason: composed[0].message ?? "is invalid" });
  }
  return dedupe([...fieldErrorsFor(reg, pointer, data, rest, where, depth + 1), ...out]);
}
