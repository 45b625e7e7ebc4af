/**
 * Schemas by meaning: a schema of an OpenAPI 3.1 document (JSON Schema 2020-12) with its
 * `$ref`s followed and its `allOf` merged into one flat view of the constraints it places
 * on a value. Two views that hold the same constraints print the same fingerprint, whatever
 * the names of the components they came from or the order of their `oneOf` branches. Each
 * constraint remembers the node it came from, so a change inside one part of an `allOf`
 * is reported where it was made.
 */
import { createHash } from "node:crypto";
import { escapeToken } from "../../contract/json-pointer.js";
import { isObj, pointerGet, type Obj } from "../json.js";

/** A schema node and where it sits in its document (a JSON pointer), or several merged. */
export type Loc = { schema: unknown; ptr: string } | { parts: Loc[]; ptr: string };

export type Bound = "minLength" | "maxLength" | "minimum" | "maximum" | "minItems" | "maxItems" | "minProperties" | "maxProperties";
export const LOWER: Bound[] = ["minLength", "minimum", "minItems", "minProperties"];
export const UPPER: Bound[] = ["maxLength", "maximum", "maxItems", "maxProperties"];

/** The keywords whose origin a view remembers. */
export type Keyword =
  | Bound
  | "types"
  | "enum"
  | "format"
  | "pattern"
  | "uniqueItems"
  | "multipleOf"
  | "additional"
  | "variants"
  | "discriminator"
  | "readOnly"
  | "writeOnly"
  | "default"
  | "deprecated";

export interface View {
  ptr: string;
  /** `false`: nothing is valid. */
  never: boolean;
  /** Allowed JSON types; undefined = any. "integer" stands alone only when "number" is absent. */
  types?: Set<string>;
  enum?: unknown[];
  format?: string;
  patterns: string[];
  num: Partial<Record<Bound, number>>;
  uniqueItems?: boolean;
  multipleOf?: number;
  items?: Loc;
  properties: Map<string, Loc>;
  required: Set<string>;
  /** Where each required name is listed. */
  requiredAt: Map<string, string>;
  /** additionalProperties: undefined/true = open, false = closed, a schema = constrained. */
  additional?: boolean | Loc;
  variants?: Loc[];
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
  readOnly: boolean;
  writeOnly: boolean;
  deprecated: boolean;
  default?: unknown;
  title?: string;
  /** Name of the component the node was reached through, when it was a $ref. */
  refName?: string;
  /** The node each constraint came from (a part of an allOf, the referencing node, ...). */
  origin: Partial<Record<Keyword, string>>;
}

/** One document's resolver: local `$ref`s only (a bundled document holds everything). */
export class SchemaDoc {
  private views = new Map<string, View>();
  private prints = new Map<string, string>();
  constructor(readonly doc: Obj) {}

  pointer(ref: string): unknown {
    return pointerGet(this.doc, ref);
  }

  at(ptr: string): Loc {
    return { schema: this.pointer(ptr), ptr };
  }

  /** The flat view of a location (memoised by pointer). */
  view(loc: Loc): View {
    const key = "parts" in loc ? `${loc.ptr}+${loc.parts.map((p) => p.ptr).join("+")}` : loc.ptr;
    let v = this.views.get(key);
    if (!v) {
      v = this.build(loc, 0);
      this.views.set(key, v);
    }
    return v;
  }

  private build(loc: Loc, hops: number): View {
    if ("parts" in loc) return loc.parts.map((p) => this.build(p, hops)).reduce((a, b) => merge(a, b, loc.ptr));
    let { schema, ptr } = loc;
    let refName: string | undefined;
    let deprecatedAt: string | undefined;
    // Follow a bare $ref chain (bounded); annotations beside a $ref (a description, deprecated) stay annotations.
    while (isObj(schema) && typeof schema.$ref === "string" && hops < 64) {
      const siblings = Object.keys(schema).filter((k) => k !== "$ref" && !ANNOTATIONS.has(k));
      if (siblings.length) {
        const target: Loc = { schema: this.pointer(schema.$ref), ptr: schema.$ref };
        const rest = Object.fromEntries(Object.entries(schema).filter(([k]) => k !== "$ref"));
        return merge(this.build(target, hops + 1), this.build({ schema: rest, ptr }, hops + 1), ptr);
      }
      if (schema.deprecated === true) deprecatedAt ??= ptr;
      refName = schema.$ref.split("/").pop();
      ptr = schema.$ref;
      schema = this.pointer(schema.$ref);
      hops++;
    }
    let v = fromNode(schema, ptr);
    v.refName = refName;
    if (deprecatedAt && !v.deprecated) {
      v.deprecated = true;
      v.origin.deprecated = deprecatedAt;
    }
    if (isObj(schema) && Array.isArray(schema.allOf)) {
      v = schema.allOf.map((s: unknown, i: number) => this.build({ schema: s, ptr: `${ptr}/allOf/${i}` }, hops + 1)).reduce((a, b) => merge(a, b, ptr), v);
    }
    return v;
  }

  /**
   * A digest of every constraint the location places on a value, all the way down: equal
   * digests, same meaning. Each node's canonical text holds its own constraints and the
   * digests of its parts, so a change at any depth shows at every level above it. A schema
   * that refers back to itself prints its re-entry as "cycle" (its content is printed where
   * it was entered, so nothing hides behind the mark).
   */
  fingerprint(loc: Loc): string {
    const key = "parts" in loc ? `${loc.ptr}+${loc.parts.map((p) => p.ptr).join("+")}` : loc.ptr;
    let f = this.prints.get(key);
    if (f === undefined) {
      this.prints.set(key, "cycle");
      f = createHash("sha1")
        .update(JSON.stringify(this.canonical(loc)))
        .digest("base64");
      this.prints.set(key, f);
    }
    return f;
  }

  private canonical(loc: Loc): unknown {
    const v = this.view(loc);
    const sub = (l: Loc): string => this.fingerprint(l);
    return {
      n: v.never || undefined,
      t: v.types ? [...v.types].sort() : undefined,
      e: v.enum ? v.enum.map((x) => JSON.stringify(x)).sort() : undefined,
      f: v.format,
      p: v.patterns.length ? [...v.patterns].sort() : undefined,
      b: Object.keys(v.num).length ? Object.entries(v.num).sort() : undefined,
      u: v.uniqueItems || undefined,
      m: v.multipleOf,
      i: v.items ? sub(v.items) : undefined,
      pr: v.properties.size ? [...v.properties.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, l]) => [k, sub(l)]) : undefined,
      r: v.required.size ? [...v.required].sort() : undefined,
      a: v.additional === undefined || v.additional === true ? undefined : v.additional === false ? false : sub(v.additional),
      o: v.variants ? v.variants.map(sub).sort() : undefined,
      d: v.discriminator?.propertyName,
      ro: v.readOnly || undefined,
      wo: v.writeOnly || undefined,
      dep: v.deprecated || undefined,
      df: v.default === undefined ? undefined : JSON.stringify(v.default),
    };
  }
}

/** Keywords that say nothing about which values are valid. */
const ANNOTATIONS = new Set(["description", "summary", "title", "example", "examples", "$comment", "deprecated", "externalDocs", "xml"]);

const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

function fromNode(schema: unknown, ptr: string): View {
  const v: View = {
    ptr,
    never: schema === false,
    patterns: [],
    num: {},
    properties: new Map(),
    required: new Set(),
    requiredAt: new Map(),
    readOnly: false,
    writeOnly: false,
    deprecated: false,
    origin: {},
  };
  if (!isObj(schema)) return v;
  const o = v.origin;
  const types: string[] | undefined =
    typeof schema.type === "string" ? [schema.type] : Array.isArray(schema.type) ? schema.type.filter((t): t is string => typeof t === "string") : undefined;
  if (schema.nullable === true && types && !types.includes("null")) types.push("null");
  if (types) [v.types, o.types] = [new Set(types), ptr];
  if (schema.const !== undefined) [v.enum, o.enum] = [[schema.const], ptr];
  else if (Array.isArray(schema.enum)) [v.enum, o.enum] = [[...schema.enum], ptr];
  if (typeof schema.format === "string") [v.format, o.format] = [schema.format, ptr];
  if (typeof schema.pattern === "string") [v.patterns, o.pattern] = [[schema.pattern], ptr];
  for (const b of [...LOWER, ...UPPER]) {
    const x = num(schema[b]);
    // A length or count of at least 0 holds for every value: no bound.
    if (x !== undefined && !(x <= 0 && (b === "minLength" || b === "minItems" || b === "minProperties"))) [v.num[b], o[b]] = [x, ptr];
  }
  const integer = types?.includes("integer") && !types.includes("number");
  const exMin = num(schema.exclusiveMinimum);
  const exMax = num(schema.exclusiveMaximum);
  if (exMin !== undefined) [v.num.minimum, o.minimum] = [tighter("minimum", v.num.minimum, exMin + (integer ? 1 : 1e-9)), ptr];
  if (exMax !== undefined) [v.num.maximum, o.maximum] = [tighter("maximum", v.num.maximum, exMax - (integer ? 1 : 1e-9)), ptr];
  if (schema.uniqueItems === true) [v.uniqueItems, o.uniqueItems] = [true, ptr];
  const m = num(schema.multipleOf);
  if (m !== undefined && m > 0) [v.multipleOf, o.multipleOf] = [m, ptr];
  if (schema.items !== undefined && !Array.isArray(schema.items)) v.items = { schema: schema.items, ptr: `${ptr}/items` };
  if (isObj(schema.properties))
    for (const k of Object.keys(schema.properties)) v.properties.set(k, { schema: schema.properties[k], ptr: `${ptr}/properties/${escapeToken(k)}` });
  if (Array.isArray(schema.required))
    for (const r of schema.required) {
      v.required.add(String(r));
      v.requiredAt.set(String(r), ptr);
    }
  if (schema.additionalProperties === false || schema.additionalProperties === true) [v.additional, o.additional] = [schema.additionalProperties, ptr];
  else if (isObj(schema.additionalProperties)) {
    v.additional = Object.keys(schema.additionalProperties).length ? { schema: schema.additionalProperties, ptr: `${ptr}/additionalProperties` } : true;
    o.additional = ptr;
  }
  const kind = Array.isArray(schema.oneOf) ? "oneOf" : Array.isArray(schema.anyOf) ? "anyOf" : undefined;
  if (kind) [v.variants, o.variants] = [(schema[kind] as unknown[]).map((s, i) => ({ schema: s, ptr: `${ptr}/${kind}/${i}` })), ptr];
  if (isObj(schema.discriminator) && typeof schema.discriminator.propertyName === "string") {
    const mapping = isObj(schema.discriminator.mapping) ? (schema.discriminator.mapping as Record<string, string>) : undefined;
    [v.discriminator, o.discriminator] = [{ propertyName: schema.discriminator.propertyName, mapping }, ptr];
  }
  if (schema.readOnly === true) [v.readOnly, o.readOnly] = [true, ptr];
  if (schema.writeOnly === true) [v.writeOnly, o.writeOnly] = [true, ptr];
  if (schema.deprecated === true) [v.deprecated, o.deprecated] = [true, ptr];
  if (schema.default !== undefined) [v.default, o.default] = [schema.default, ptr];
  if (typeof schema.title === "string") v.title = schema.title;
  return v;
}

function tighter(b: Bound, x: number | undefined, y: number | undefined): number | undefined {
  if (x === undefined) return y;
  if (y === undefined) return x;
  return LOWER.includes(b) ? Math.max(x, y) : Math.min(x, y);
}

function intersectTypes(a?: Set<string>, b?: Set<string>): Set<string> | undefined {
  if (!a) return b;
  if (!b) return a;
  const out = new Set<string>();
  for (const t of a) {
    if (b.has(t)) out.add(t);
    else if (t === "integer" && b.has("number")) out.add("integer");
    else if (t === "number" && b.has("integer")) out.add("integer");
  }
  return out;
}

const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);

/** Both constraints at once (allOf); each kept constraint keeps the origin of the part that set it. */
function merge(a: View, b: View, ptr: string): View {
  const properties = new Map(a.properties);
  for (const [k, l] of b.properties) {
    const prev = properties.get(k);
    properties.set(k, prev ? { parts: [prev, l], ptr: prev.ptr } : l);
  }
  const origin: View["origin"] = { ...a.origin };
  const from = (k: Keyword, useB: boolean) => {
    if (useB && b.origin[k]) origin[k] = b.origin[k];
  };
  const num: View["num"] = { ...a.num };
  for (const [k, x] of Object.entries(b.num) as [Bound, number][]) {
    const t = tighter(k, num[k], x);
    from(k, t === x && t !== a.num[k]);
    num[k] = t;
  }
  (["types", "enum", "pattern", "uniqueItems", "readOnly", "writeOnly", "deprecated"] as Keyword[]).forEach((k) => from(k, !a.origin[k]));
  if (a.types && b.types && b.types.size < a.types.size) from("types", true);
  if (a.enum && b.enum && b.enum.length < a.enum.length) from("enum", true);
  if (b.patterns.length) from("pattern", true);
  (["format", "multipleOf", "variants", "discriminator", "default", "additional"] as Keyword[]).forEach((k) => from(k, !a.origin[k]));
  if (b.additional === false && a.additional !== false) from("additional", true);
  const requiredAt = new Map(a.requiredAt);
  for (const [r, at] of b.requiredAt) if (!requiredAt.has(r)) requiredAt.set(r, at);
  return {
    ptr: a.ptr ?? ptr,
    never: a.never || b.never,
    types: intersectTypes(a.types, b.types),
    enum: a.enum && b.enum ? a.enum.filter((x) => b.enum!.some((y) => same(x, y))) : (a.enum ?? b.enum),
    format: a.format ?? b.format,
    patterns: [...a.patterns, ...b.patterns],
    num,
    uniqueItems: a.uniqueItems || b.uniqueItems,
    multipleOf: a.multipleOf ?? b.multipleOf,
    items: a.items && b.items ? { parts: [a.items, b.items], ptr: a.items.ptr } : (a.items ?? b.items),
    properties,
    required: new Set([...a.required, ...b.required]),
    requiredAt,
    additional: a.additional === false || b.additional === false ? false : (a.additional ?? b.additional),
    variants: a.variants ?? b.variants,
    discriminator: a.discriminator ?? b.discriminator,
    readOnly: a.readOnly || b.readOnly,
    writeOnly: a.writeOnly || b.writeOnly,
    deprecated: a.deprecated || b.deprecated,
    default: a.default ?? b.default,
    title: a.title ?? b.title,
    refName: a.refName ?? b.refName,
    origin,
  };
}
