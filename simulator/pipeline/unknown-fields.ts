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

/** FieldError paths (`a.b[0].c`) of the properties of `value` its schema does not declare. */
export function unknownFields(doc: unknown, schema: Schema, value: unknown, path = "", depth = 0): string[] {
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return [];
  const schemas: Schema[] = [];
  applying(doc, schema, value, schemas);
  if (Array.isArray(value)) {
    const items = schemas.map((s) => s.items).filter(Boolean);
    if (!items.length) return [];
    return value.flatMap((v, i) => unknownFields(doc, { allOf: items }, v, join(path, i), depth + 1));
  }
  const open = schemas.some(
    (s) => (s.additionalProperties !== undefined && s.additionalProperties !== false) || s.patternProperties || s.unevaluatedProperties === true,
  );
  const declared = new Map<string, Schema[]>();
  for (const s of schemas) for (const [k, ps] of Object.entries<Schema>(s.properties ?? {})) declared.set(k, [...(declared.get(k) ?? []), ps]);
  const hasShape = schemas.some((s) => s.properties || s.type === "object");
  const out: string[] = [];
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const ps = declared.get(k);
    if (!ps) {
      if (hasShape && !open) out.push(join(path, k));
      continue;
    }
    out.push(...unknownFields(doc, ps.length === 1 ? ps[0] : { allOf: ps }, v, join(path, k), depth + 1));
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
