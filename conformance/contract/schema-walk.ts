/**
 * Resolves the schema that governs each field of a concrete JSON value: follows $ref,
 * merges allOf, and picks the oneOf/anyOf branch selected by a discriminator (or the
 * only branch the value fits). Used to generate faults and valid variations of bodies.
 */
import type { Contract } from "../../contract/operations.js";
import { unescapeToken } from "../../contract/json-pointer.js";
import type { Json, JsonObject } from "./json.js";

export type Schema = JsonObject;

export interface FieldSite {
  /** JSON path in FieldError form: `a.b[0].c`. */
  path: string;
  /** Path segments to reach it. */
  segments: (string | number)[];
  schema: Schema;
  required: boolean;
  /** The parent object's schema lists it in `required`. */
  parentPath: string;
  /** The property is the discriminator of its object (never faulted). */
  discriminator: boolean;
}

const MAX_DEPTH = 6;

export class SchemaWalker {
  constructor(readonly contract: Contract) {}

  deref(s: Schema | undefined, depth = 0): Schema {
    if (!s) return {};
    if (s.$ref && depth < 20) {
      const target = this.pointer(s.$ref);
      const { $ref: _r, ...rest } = s;
      return this.deref({ ...target, ...rest }, depth + 1);
    }
    if (Array.isArray(s.allOf)) {
      const merged: Schema = { ...s };
      delete merged.allOf;
      for (const part of s.allOf.map((p: Schema) => this.deref(p, depth + 1))) {
        merged.type ??= part.type;
        merged.properties = { ...(merged.properties ?? {}), ...(part.properties ?? {}) };
        merged.required = [...new Set([...(merged.required ?? []), ...(part.required ?? [])])];
        // A designed part (`x-designed: true`, e.g. HttpUrl's http/https-only pattern) is the
        // simulator's own rule, not the service's: no fault is derived from its constraints,
        // so a server that accepts what it refuses is not failed.
        if (part["x-designed"] === true) continue;
        for (const k of ["oneOf", "anyOf", "discriminator", "enum", "format", "pattern", "minLength", "maxLength", "minimum", "maximum", "items", "const"]) {
          if (part[k] !== undefined && merged[k] === undefined) merged[k] = part[k];
        }
      }
      return merged;
    }
    return s;
  }

  pointer(ref: string): Schema {
    const parts = ref.replace(/^#\//, "").split("/").map(unescapeToken);
    let node: Json = this.contract.doc;
    for (const p of parts) node = node?.[p];
    return node ?? {};
  }

  /** The branch of a oneOf/anyOf that `value` selects, merged with the base schema. */
  branch(s: Schema, value: Json): Schema | undefined {
    const alts: Schema[] | undefined = s.oneOf ?? s.anyOf;
    if (!alts) return s;
    const disc = s.discriminator?.propertyName;
    const resolved = alts.map((a) => this.deref(a));
    let pick: Schema | undefined;
    if (disc && value && typeof value === "object") {
      const v = value[disc];
      const mapped = s.discriminator.mapping?.[v];
      if (mapped) pick = this.deref({ $ref: mapped });
      pick ??= resolved.find((b) => {
        const p = b.properties?.[disc] ? this.deref(b.properties[disc]) : undefined;
        return p && (p.const === v || (Array.isArray(p.enum) && p.enum.includes(v)));
      });
    }
    if (!pick) {
      const fits = resolved.filter((b) => this.contract.registry.ajv.validate(b, value));
      if (fits.length === 1) pick = fits[0];
    }
    if (!pick) return undefined;
    const { oneOf: _o, anyOf: _a, discriminator, ...base } = s;
    const merged = this.deref({ allOf: [base, pick] });
    if (disc) merged["x-discriminator"] = discriminator?.propertyName ?? disc;
    return merged;
  }

  /** Every field of `value` with its governing schema (objects recursed, arrays first item). */
  sites(schema: Schema, value: Json): FieldSite[] {
    const out: FieldSite[] = [];
    const walk = (s0: Schema, v: Json, segments: (string | number)[], depth: number) => {
      if (depth > MAX_DEPTH) return;
      let s = this.deref(s0);
      if (s.oneOf || s.anyOf) {
        const b = this.branch(s, v);
        if (!b) return;
        s = b;
      }
      if (v && typeof v === "object" && !Array.isArray(v) && s.properties) {
        const disc = s["x-discriminator"] ?? s.discriminator?.propertyName;
        for (const [k, child] of Object.entries(v)) {
          const cs = s.properties[k];
          if (!cs) continue;
          const segs = [...segments, k];
          const resolved = this.deref(cs);
          if (resolved.readOnly) continue;
          out.push({
            path: toPath(segs),
            segments: segs,
            schema: resolved,
            required: (s.required ?? []).includes(k),
            parentPath: toPath(segments),
            discriminator: k === disc,
          });
          walk(cs, child, segs, depth + 1);
        }
      } else if (Array.isArray(v) && s.items && v.length) {
        walk(s.items, v[0], [...segments, 0], depth + 1);
      }
    };
    walk(schema, value, [], 0);
    return out;
  }
}

export function toPath(segs: (string | number)[]): string {
  let p = "";
  for (const s of segs) p += typeof s === "number" ? `[${s}]` : p ? `.${s}` : s;
  return p;
}

export function getAt(v: Json, segs: (string | number)[]): Json {
  return segs.reduce((n, s) => (n == null ? undefined : n[s]), v);
}

export function setAt(v: Json, segs: (string | number)[], value: unknown): void {
  const parent = getAt(v, segs.slice(0, -1));
  if (parent && typeof parent === "object") parent[segs[segs.length - 1] as string] = value;
}

export function deleteAt(v: Json, segs: (string | number)[]): void {
  const parent = getAt(v, segs.slice(0, -1));
  if (parent && typeof parent === "object") delete parent[segs[segs.length - 1] as string];
}
