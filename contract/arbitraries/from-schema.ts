/**
 * A fast-check arbitrary for any JSON Schema (the subset OpenAPI documents use): $ref
 * (through a resolver), allOf (merged), oneOf/anyOf (one branch), enum, const, type
 * lists, objects (required properties always, optional ones sometimes), arrays, strings
 * with formats, patterns and lengths, bounded numbers. Values come out small and
 * printable; a caller that needs exactly-valid values filters them with its validator
 * (oneOf branches that overlap, patterns combined with lengths).
 */
import fc from "fast-check";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI / JSON Schema document walked generically: its nodes have no static type
export type Schema = Record<string, any>;
export type Resolver = (schema: Schema) => Schema;

export interface FromSchemaOptions {
  /** Follows `$ref` (and returns other schemas unchanged). */
  resolve: Resolver;
  /** Nesting beyond this produces only required fields, then nothing optional. */
  maxDepth?: number;
  /** Whether optional properties are sometimes left out (default true). */
  optional?: boolean;
}

const WORD = fc.stringMatching(/^[a-z]{1,8}$/);

function merge(resolve: Resolver, s: Schema): Schema {
  let cur = resolve(s);
  if (!Array.isArray(cur.allOf)) return cur;
  const { allOf, ...base } = cur;
  const out: Schema = { ...base };
  for (const part of allOf.map((p: Schema) => merge(resolve, p))) {
    for (const [k, v] of Object.entries(part)) {
      if (k === "properties") out.properties = { ...(out.properties ?? {}), ...(v as Schema) };
      else if (k === "required") out.required = [...new Set([...(out.required ?? []), ...(v as string[])])];
      else if (out[k] === undefined) out[k] = v;
    }
  }
  cur = out;
  return cur;
}

function stringArb(s: Schema): fc.Arbitrary<string> {
  const min = typeof s.minLength === "number" ? s.minLength : 0;
  const max = typeof s.maxLength === "number" ? s.maxLength : Math.max(min, 24);
  switch (s.format) {
    case "date":
      return fc
        .date({ min: new Date("1950-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "date-time":
      return fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString());
    case "email":
      return fc.tuple(WORD, WORD).map(([a, b]) => `${a}@${b}.example`);
    case "uri":
    case "url":
      return WORD.map((w) => `https://example.com/${w}`);
    case "uuid":
      return fc.uuid();
    case "binary":
      return fc.constant("");
  }
  if (typeof s.pattern === "string") {
    let re: RegExp;
    try {
      re = new RegExp(s.pattern, "u");
    } catch {
      return fc.constant("x".repeat(min));
    }
    // Out-of-bounds draws are not retried (fc's filter retries without bound): the value is
    // still returned and a caller needing exact validity drops it with its validator.
    return fc.stringMatching(re);
  }
  return fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789"), minLength: min, maxLength: Math.min(max, Math.max(min, 24)) });
}

function numberArb(s: Schema, integer: boolean): fc.Arbitrary<number> {
  let min = typeof s.minimum === "number" ? s.minimum : 0;
  let max = typeof s.maximum === "number" ? s.maximum : min + 1_000_000;
  if (typeof s.exclusiveMinimum === "number") min = Math.max(min, s.exclusiveMinimum + (integer ? 1 : 1e-6));
  if (typeof s.exclusiveMaximum === "number") max = Math.min(max, s.exclusiveMaximum - (integer ? 1 : 1e-6));
  if (max < min) max = min;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** An arbitrary producing values of `schema`. */
export function arbitraryFromSchema(schema: Schema, opts: FromSchemaOptions, depth = 0): fc.Arbitrary<unknown> {
  const maxDepth = opts.maxDepth ?? 6;
  const s = merge(opts.resolve, schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...s.enum);
  const alts: Schema[] | undefined = s.oneOf ?? s.anyOf;
  if (Array.isArray(alts) && alts.length) {
    const { oneOf: _o, anyOf: _a, discriminator: _d, ...base } = s;
    return fc.oneof(...alts.map((b) => arbitraryFromSchema({ allOf: [base, b] }, opts, depth)));
  }
  let type = s.type;
  if (Array.isArray(type)) {
    const nonNull = type.filter((t: string) => t !== "null");
    if (!nonNull.length) return fc.constant(null);
    return fc.oneof(
      { weight: 4, arbitrary: arbitraryFromSchema({ ...s, type: nonNull.length === 1 ? nonNull[0] : nonNull[0] }, opts, depth) },
      ...(type.includes("null") ? [{ weight: 1, arbitrary: fc.constant(null) as fc.Arbitrary<unknown> }] : []),
    );
  }
  if (!type) type = s.properties ? "object" : s.items ? "array" : undefined;
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return numberArb(s, true);
    case "number":
      return numberArb(s, false);
    case "string":
      return stringArb(s);
    case "array": {
      const minItems = typeof s.minItems === "number" ? s.minItems : 0;
      const maxItems = Math.min(typeof s.maxItems === "number" ? s.maxItems : 3, Math.max(minItems, 3));
      if (depth >= maxDepth) return fc.constant([]);
      const item = arbitraryFromSchema(s.items ?? {}, opts, depth + 1);
      return fc.array(item, { minLength: minItems, maxLength: maxItems });
    }
    case "object": {
      const props: Record<string, Schema> = s.properties ?? {};
      const required = new Set<string>(s.required ?? []);
      const keys = Object.keys(props).filter((k) => required.has(k) || depth < maxDepth);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const k of keys) {
        const ps = opts.resolve(props[k]);
        if (ps.readOnly && !required.has(k)) continue;
        model[k] = arbitraryFromSchema(props[k], opts, depth + 1);
      }
      const requiredKeys = opts.optional === false ? Object.keys(model) : Object.keys(model).filter((k) => required.has(k));
      return fc.record(model, { requiredKeys });
    }
    default:
      return fc.oneof(fc.constant("x"), fc.integer({ min: 0, max: 9 }), fc.boolean());
  }
}
