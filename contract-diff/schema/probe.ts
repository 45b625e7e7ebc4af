/**
 * Which way a changed `pattern` or `format` moved, told by values rather than by reading
 * two regular expressions: strings drawn from each side's constraints (a fixed seed, the
 * schema arbitraries) and a few plain ones are judged by the other side's validator. Some
 * value BASE accepts and REVISION refuses: narrowed; only the other way: widened; none
 * either way: the two accept the same values as far as the draw can tell. The verdict is
 * part of the comparison, so it is the same whether witnesses are searched or not.
 */
import fc from "fast-check";
import { arbitraryFromSchema } from "../../contract/arbitraries/from-schema.js";
import { createAjv, type ValidateFunction } from "../../contract/schema-registry.js";
import type { View } from "./normalize.js";

export interface Direction {
  narrowed: boolean;
  widened: boolean;
  /** How many values each side drew. */
  drawn: number;
}

const DRAWS = 64;
const PLAIN = [
  "",
  "a",
  "A",
  "0",
  "1",
  "abc",
  "ABC",
  "a1",
  "A1",
  "abc-123",
  "x y",
  "12345",
  "0x1f",
  "2025-01-31",
  "2025-01-31T10:00:00Z",
  "a@b.example",
  "https://example.com/a",
];

const ajv = createAjv();
const compiled = new Map<string, ValidateFunction>();

/** One keyword of a view's string constraints as a standalone schema (each finding speaks for its keyword). */
function leaf(v: View, keyword: "pattern" | "format"): Record<string, unknown> {
  const s: Record<string, unknown> = { type: "string" };
  if (keyword === "pattern" && v.patterns.length === 1) s.pattern = v.patterns[0];
  else if (keyword === "pattern" && v.patterns.length > 1) s.allOf = v.patterns.map((p) => ({ pattern: p }));
  if (keyword === "format" && v.format) s.format = v.format;
  return s;
}

function validator(schema: Record<string, unknown>): ValidateFunction | undefined {
  const key = JSON.stringify(schema);
  let v = compiled.get(key);
  if (!v) {
    try {
      v = ajv.compile(schema);
    } catch {
      return undefined;
    }
    compiled.set(key, v);
  }
  return v;
}

function draw(schema: Record<string, unknown>): string[] {
  const generator = schema.allOf ? { ...schema, pattern: (schema.allOf as { pattern: string }[])[0].pattern } : schema;
  try {
    return fc.sample(arbitraryFromSchema(generator, { resolve: (s) => s }), { numRuns: DRAWS, seed: 42 }).filter((x): x is string => typeof x === "string");
  } catch {
    return [];
  }
}

/** Which way a view's patterns or format moved, or undefined when it cannot be told (not strings, a pattern ajv refuses). */
export function stringDirection(a: View, b: View, keyword: "pattern" | "format"): Direction | undefined {
  if ((a.types && !a.types.has("string")) || (b.types && !b.types.has("string"))) return undefined;
  const sa = leaf(a, keyword);
  const sb = leaf(b, keyword);
  const va = validator(sa);
  const vb = validator(sb);
  if (!va || !vb) return undefined;
  const fromA = [...draw(sa), ...PLAIN];
  const fromB = [...draw(sb), ...PLAIN];
  return {
    narrowed: fromA.some((x) => va(x) && !vb(x)),
    widened: fromB.some((x) => vb(x) && !va(x)),
    drawn: DRAWS,
  };
}
