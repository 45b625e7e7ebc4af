/**
 * Schemas by meaning: a schema of an OpenAPI 3.1 document (JSON Schema 2020-12) with its
 * `$ref`s followed and its `allOf` merged into one flat view of the constraints it places
 * on a value. Two views that hold the same constraints print the same fingerprint, whatever
 * the names of the components they came from or the order of their `oneOf` branches.
 */
import { escapeToken, unescapeToken } from "../../contract/json-pointer.js";

/** A schema node and where it sits in its document (a JSON pointer), or several merged. */
export type Loc = { schema: unknown; ptr: string } | { parts: Loc[]; ptr: string };

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
  /** additionalProperties: undefined/true = open, false = closed, a schema = constrained. */
  additional?: boolean | Loc;
  variants?: Loc[];
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
  readOnly: boolean;
  writeOnly: boolean;
  default?: unknown;
  title?: string;
  /** Name of the component the node was reached through, when it was a $ref. */
  refName?: string;
}

export type Bound = "minLength" | "maxLength" | "minimum" | "maximum" | "minItems" | "maxItems" | "minProperties" | "maxProperties";
export const LOWER: Bound[] = ["minLength", "minimum", "minItems", "minProperties"];
export const UPPER: Bound[] = ["maxLength", "maximum", "maxItems", "maxProperties"];

const isObj = (v: unknown): v is Record<string, any> => typeof v === "object" && v !== null && !Array.isArray(v);

/** One document's resolver: local `$ref`s only (a bundled document holds everything). */
export class SchemaDoc {
  private views = new Map<string, View>();
  private prints = new Map<string, string>();
  constructor(readonly doc: any) {}

  pointer(ref: string): unknown {
    if (!ref.startsWith("#")) return undefined;
    let node: any = this.doc;
    for (const raw of ref.slice(1).split("/").slice(1)) {
      const p = unescapeToken(decodeURIComponent(raw));
      node = Array.isArray(node) ? node[Number(p)] : isObj(node) ? node[p] : undefined;
      if (node === undefined) return undefined;
    }
    return node;
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
    // Follow a bare $ref chain (bounded).
    while (isObj(schema) && typeof schema.$ref === "string" && hops < 64) {
      const siblings = Object.keys(schema).filter((k) => k !== "$ref" && !ANNOTATIONS.has(k));
      if (siblings.length) {
        const target: Loc = { schema: this.pointer(schema.$ref), ptr: schema.$ref };
        const rest = Object.fromEntries(Object.entries(schema).filter(([k]) => k !== "$ref"));
        return merge(this.build(target, hops + 1), this.build({ schema: rest, ptr }, hops + 1), ptr);
      }
      refName = schema.$ref.split("/").pop();
      ptr = schema.$ref;
      schema = this.pointer(schema.$ref);
      hops++;
    }
    const v = fromNode(schema, ptr);
    v.refName = refName;
    if (isObj(schema) && Array.isArray(schema.allOf)) {
      return schema.allOf.map((s: unknown, i: number) => this.build({ schema: s, ptr: `${ptr}/allOf/${i}` }, hops + 1)).reduce((a, b) => merge(a, b, ptr), v);
    }
    return v;
  }

  /** A canonical text of the constraints (nested to `depth`): equal prints, same meaning. */
  fingerprint(loc: Loc, depth = 5): string {
    const key = `${"parts" in loc ? loc.parts.map((p) => p.ptr).join("+") : loc.ptr}@${depth}`;
    let f = this.prints.get(key);
    if (f === undefined) {
      this.prints.set(key, '"<cycle>"');
      f = JSON.stringify(this.canonical(loc, depth));
      this.prints.set(key, f);
    }
    return f;
  }

  private canonical(loc: Loc, depth: number): unknown {
    const v = this.view(loc);
    if (depth <= 0) return "…";
    const sub = (l: Loc) => JSON.parse(this.fingerprint(l, depth - 1));
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
      o: v.variants ? v.variants.map((l) => JSON.stringify(sub(l))).sort() : undefined,
      d: v.discriminator?.propertyName,
      ro: v.readOnly || undefined,
      wo: v.writeOnly || undefined,
      df: v.default === undefined ? undefined : JSON.stringify(v.default),
    };
  }
}

/** Keywords that say nothing about which values are valid. */
const ANNOTATIONS = new Set(["description", "summary", "title", "example", "examples", "$comment", "deprecated", "externalDocs", "xml"]);

function fromNode(schema: unknown, ptr: string): View {
  const v: View = { ptr, never: schema === false, patterns: [], num: {}, properties: new Map(), required: new Set(), readOnly: false, writeOnly: false };
  if (!isObj(schema)) return v;
  let types: string[] | undefined = typeof schema.type === "string" ? [schema.type] : Array.isArray(schema.type) ? [...schema.type] : undefined;
  if (schema.nullable === true && types && !types.includes("null")) types.push("null");
  if (types) v.types = new Set(types);
  if (schema.const !== undefined) v.enum = [schema.const];
  else if (Array.isArray(schema.enum)) v.enum = [...schema.enum];
  if (typeof schema.format === "string") v.format = schema.format;
  if (typeof schema.pattern === "string") v.patterns.push(schema.pattern);
  for (const b of [...LOWER, ...UPPER]) if (typeof schema[b] === "number") v.num[b] = schema[b];
  const integer = types?.includes("integer") && !types.includes("number");
  if (typeof schema.exclusiveMinimum === "number") v.num.minimum = tighter("minimum", v.num.minimum, schema.exclusiveMinimum + (integer ? 1 : 1e-9));
  if (typeof schema.exclusiveMaximum === "number") v.num.maximum = tighter("maximum", v.num.maximum, schema.exclusiveMaximum - (integer ? 1 : 1e-9));
  if (schema.uniqueItems === true) v.uniqueItems = true;
  if (typeof schema.multipleOf === "number") v.multipleOf = schema.multipleOf;
  if (schema.items !== undefined && !Array.isArray(schema.items)) v.items = { schema: schema.items, ptr: `${ptr}/items` };
  if (isObj(schema.properties))
    for (const k of Object.keys(schema.properties)) v.properties.set(k, { schema: schema.properties[k], ptr: `${ptr}/properties/${escapeToken(k)}` });
  if (Array.isArray(schema.required)) for (const r of schema.required) v.required.add(String(r));
  if (schema.additionalProperties === false || schema.additionalProperties === true) v.additional = schema.additionalProperties;
  else if (isObj(schema.additionalProperties))
    v.additional = Object.keys(schema.additionalProperties).length ? { schema: schema.additionalProperties, ptr: `${ptr}/additionalProperties` } : true;
  const alts = Array.isArray(schema.oneOf) ? ["oneOf", schema.oneOf] : Array.isArray(schema.anyOf) ? ["anyOf", schema.anyOf] : undefined;
  if (alts) v.variants = (alts[1] as unknown[]).map((s, i) => ({ schema: s, ptr: `${ptr}/${alts[0]}/${i}` }));
  if (isObj(schema.discriminator) && typeof schema.discriminator.propertyName === "string") v.discriminator = schema.discriminator as View["discriminator"];
  v.readOnly = schema.readOnly === true;
  v.writeOnly = schema.writeOnly === true;
  if (schema.default !== undefined) v.default = schema.default;
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

/** Both constraints at once (allOf). */
function merge(a: View, b: View, ptr: string): View {
  const enumOut = a.enum && b.enum ? a.enum.filter((x) => b.enum!.some((y) => JSON.stringify(y) === JSON.stringify(x))) : (a.enum ?? b.enum);
  const properties = new Map(a.properties);
  for (const [k, l] of b.properties) {
    const prev = properties.get(k);
    properties.set(k, prev ? { parts: [prev, l], ptr: prev.ptr } : l);
  }
  const num: View["num"] = { ...a.num };
  for (const [k, x] of Object.entries(b.num) as [Bound, number][]) num[k] = tighter(k, num[k], x);
  const single = (x?: Loc[], y?: Loc[]) => x ?? y;
  return {
    ptr: a.ptr ?? ptr,
    never: a.never || b.never,
    types: intersectTypes(a.types, b.types),
    enum: enumOut,
    format: a.format ?? b.format,
    patterns: [...a.patterns, ...b.patterns],
    num,
    uniqueItems: a.uniqueItems || b.uniqueItems,
    multipleOf: a.multipleOf ?? b.multipleOf,
    items: a.items && b.items ? { parts: [a.items, b.items], ptr: a.items.ptr } : (a.items ?? b.items),
    properties,
    required: new Set([...a.required, ...b.required]),
    additional: a.additional === false || b.additional === false ? false : (a.additional ?? b.additional),
    variants: single(a.variants, b.variants),
    discriminator: a.discriminator ?? b.discriminator,
    readOnly: a.readOnly || b.readOnly,
    writeOnly: a.writeOnly || b.writeOnly,
    default: a.default ?? b.default,
    title: a.title ?? b.title,
    refName: a.refName ?? b.refName,
  };
}
