/**
 * Properties of a request body that its schema does not declare. The service accepts
 * them (never stricter than the service), so the simulator does too and names them in
 * the `Paysim-Warning` response header; under `unknownProperties: "refuse"` (the
 * default with `--strict`) they answer 400 INVALID_INPUT with UNKNOWN_FIELD entries.
 *
 * A property is known when any schema applying to its object declares it: `$ref`s are
 * followed, `allOf` parts all apply, and of a `oneOf`/`anyOf` the branches whose
 * discriminating values (`const` or single-value `enum` properties) fit the value apply
 * (all branches when none can be told apart). An object whose schema allows
 * `additionalProperties` (a schema or `true`) or `patternProperties` has no unknown ones.
 * A declared `readOnly` property (e.g. an account's `paymentRails`) counts as unknown.
 */
import type { SchemaNode } from "../../contract/schema-node.js";
import { resolveRef } from "./routes.js";

type Schema = Record<string, SchemaNode>;

const MAX_DEPTH = 12;

function fixedValue(doc: unknown, s: Schema | undefined): unknown {
  const r = resolveRef(doc, s);
  if (!r) return undefined;
  if (r.const !== undefined) return r.const;
  if (Array.isArray(r.enum) && r.enum.length === 1) return r.enum[0];
  return undefined;
}

/** Every schema applying to `value` at this level (allOf flattened, oneOf/anyOf narrowed). */
function applying(doc: unknown, schema: Schema | undefined, value: unknown, out: Schema[], depth = 0): void {
  const s = resolveRef(doc, schema) as Schema | undefined;
  if (!s || typeof s !== "object" || depth > MAX_DEPTH) return;
  out.push(s);
  if (Array.isArray(s.allOf)) for (const p of s.allOf) applying(doc, p, value, out, depth + 1);
  for (const k of ["oneOf", "anyOf"] as const) {
    if (!Array.isArray(s[k])) continue;
    const fits = s[k].filter((b: Schema) => branchFits(doc, b, value));
    for (const b of fits.length ? fits : s[k]) applying(doc, b, value, out, depth + 1);
  }
}

/** False only when a discriminating property of the branch has another value in `value`. */
function branchFits(doc: unknown, branch: Schema, value: unknown): boolean {
  if (!value || typeof value !== "object" || Array.isArray(value)) return true;
  const parts: Schema[] = [];
  applying(doc, branch, value, parts);
  for (const p of parts) {
    for (const [name, ps] of Object.entries<Schema>(p.properties ?? {})) {
      const fixed = fixedValue(doc, ps);
      if (fixed !== undefined && name in (value as object) && (value as Record<string, unknown>)[name] !== fixed) return false;
    }
  }
  return true;
}

const join = (base: string, key: string | number) => (typeof key === "number" ? `${base}[${key}]` : base ? `${base}.${key}` : key);

/**
 * What one level of a schema says of a value: its array items, whether it is open to any
 * property, whether it has an object shape at all, and the schema of each declared property.
 */
interface Level {
  items?: Schema;
  open: boolean;
  hasShape: boolean;
  declared: Map<string, Schema>;
}

/**
 * The levels of one schema, worked out once per shape of value: a value's level depends
 * only on whether it is an array and on the values of the properties that tell the
 * schema's oneOf/anyOf branches apart (`names`), so the walk of `applying` runs once per
 * combination of those (bounded; past the bound a level is worked out each time).
 */
interface Plan {
  names: string[];
  levels: Map<string, Level>;
}

const plans = new WeakMap<Schema, Plan>();
const MAX_LEVELS_PER_PLAN = 64;

/** The names of the properties with a fixed value anywhere in the schema's allOf/oneOf/anyOf closure ([] without a oneOf/anyOf). */
function discriminatingNames(doc: unknown, schema: Schema): string[] {
  const names = new Set<string>();
  const seen = new Set<Schema>();
  let branches = false;
  const walk = (node: Schema | undefined, depth: number) => {
    const s = resolveRef(doc, node) as Schema | undefined;
    if (!s || typeof s !== "object" || depth > MAX_DEPTH || seen.has(s)) return;
    seen.add(s);
    for (const [name, ps] of Object.entries<Schema>(s.properties ?? {})) if (fixedValue(doc, ps) !== undefined) names.add(name);
    for (const k of ["allOf", "oneOf", "anyOf"] as const) {
      if (!Array.isArray(s[k])) continue;
      if (k !== "allOf") branches = true;
      for (const b of s[k]) walk(b, depth + 1);
    }
  };
  walk(schema, 0);
  return branches ? [...names].sort() : [];
}

function shapeKey(names: string[], value: object): string {
  if (Array.isArray(value)) return "[]";
  let key = "{";
  for (const n of names) {
    if (!(n in value)) key += "-,";
    else {
      const x = (value as Record<string, unknown>)[n];
      // An object never equals a fixed value (branchFits compares with !==): one key for all.
      key += (x !== null && typeof x === "object" ? "o" : typeof x === "string" ? JSON.stringify(x) : String(x)) + ",";
    }
  }
  return key;
}

function levelFor(doc: unknown, schema: Schema, value: object): Level {
  const schemas: Schema[] = [];
  applying(doc, schema, value, schemas);
  const items = schemas.map((s) => s.items).filter(Boolean);
  const lists = new Map<string, Schema[]>();
  for (const s of schemas) for (const [k, ps] of Object.entries<Schema>(s.properties ?? {})) lists.set(k, [...(lists.get(k) ?? []), ps]);
  const declared = new Map<string, Schema>();
  for (const [k, ps] of lists) declared.set(k, ps.length === 1 ? ps[0] : { allOf: ps });
  return {
    items: items.length === 0 ? undefined : items.length === 1 ? items[0] : { allOf: items },
    open: schemas.some(
      (s) => (s.additionalProperties !== undefined && s.additionalProperties !== false) || s.patternProperties || s.unevaluatedProperties === true,
    ),
    hasShape: schemas.some((s) => s.properties || s.type === "object"),
    declared,
  };
}

function levelOf(doc: unknown, schema: Schema, value: object): Level {
  let plan = plans.get(schema);
  if (!plan) plans.set(schema, (plan = { names: discriminatingNames(doc, schema), levels: new Map() }));
  const key = shapeKey(plan.names, value);
  let level = plan.levels.get(key);
  if (!level) {
    level = levelFor(doc, schema, value);
    if (plan.levels.size < MAX_LEVELS_PER_PLAN) plan.levels.set(key, level);
  }
  return level;
}

/** A property the service returns and never takes (`readOnly`): in a request it is ignored like an undeclared one. */
function isReadOnly(doc: unknown, ps: Schema): boolean {
  if (ps.readOnly === true) return true;
  if (Array.isArray(ps.allOf)) return ps.allOf.some((p: Schema) => isReadOnly(doc, p));
  return (resolveRef(doc, ps) as Schema | undefined)?.readOnly === true;
}

/**
 * FieldError paths (`a.b[0].c`) of the properties of `value` its schema does not declare, or
 * declares read-only (returned by the service, never sent).
 */
export function unknownFields(doc: unknown, schema: Schema, value: unknown, path = "", depth = 0, out: string[] = []): string[] {
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return out;
  const level = levelOf(doc, schema, value);
  if (Array.isArray(value)) {
    if (level.items) for (let i = 0; i < value.length; i++) unknownFields(doc, level.items, value[i], join(path, i), depth + 1, out);
    return out;
  }
  const o = value as Record<string, unknown>;
  for (const k in o) {
    const ps = level.declared.get(k);
    if (!ps || isReadOnly(doc, ps)) {
      if (level.hasShape && !level.open) out.push(join(path, k));
    } else if (o[k] !== null && typeof o[k] === "object") unknownFields(doc, ps, o[k], join(path, k), depth + 1, out);
  }
  return out;
}

/** Remove the properties at `paths` (as unknownFields names them) from `value`, in place. */
export function stripFields(value: unknown, paths: string[]): void {
  for (const path of paths) {
    const segs = path.split(/\.|\[(\d+)\]/).filter((x) => x !== undefined && x !== "");
    let node: SchemaNode = value;
    for (let i = 0; i < segs.length - 1 && node && typeof node === "object"; i++)
      node = node[/^\d+$/.test(segs[i]) && Array.isArray(node) ? Number(segs[i]) : segs[i]];
    if (node && typeof node === "object" && !Array.isArray(node)) delete node[segs[segs.length - 1]];
  }
}
