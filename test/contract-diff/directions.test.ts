/**
 * The direction of every constraint change, checked against the validator itself. Rule:
 * a change narrows a request when some value BASE accepts is refused by REVISION, and widens
 * it when some value REVISION accepts was refused by BASE (the set of valid values shrank or
 * grew). For random pairs of constraints on one value (bounds, exclusive bounds, multipleOf,
 * lengths, patterns, formats, enums, types, item counts, uniqueness, required lists and
 * closed objects), kept small enough that a fixed grid of values can tell every difference,
 * the diff misses nothing (a value newly refused: a narrowing is reported; one newly
 * accepted: a widening), and each finding speaks for its keyword: that keyword alone (with
 * the type) shows the reported direction on the grid.
 * (Keywords interact: a maxLength added beside a pattern that already caps the length is
 * reported, and its witness search then finds no request to show it.)
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffDocs } from "../../contract-diff/diff.js";
import { SCHEMA_KINDS } from "../../contract-diff/checks.js";
import { createAjv } from "../../contract/schema-registry.js";

type Schema = Record<string, unknown>;
const ajv = createAjv();

const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const clean = (s: Schema): Schema => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined));

const numbers = fc
  .record({
    type: fc.constantFrom("integer", "number"),
    minimum: opt(fc.integer({ min: -5, max: 10 })),
    maximum: opt(fc.integer({ min: 5, max: 25 })),
    exclusiveMinimum: opt(fc.integer({ min: -5, max: 10 })),
    exclusiveMaximum: opt(fc.integer({ min: 5, max: 25 })),
    multipleOf: opt(fc.constantFrom(1, 2, 3, 4, 6, 8)),
  })
  .map(clean);

const PATTERNS = ["^[a-z]+$", "^[a-z]*$", "^[a-z0-9]+$", "^[0-9]+$", "^[a-c]+$", "^a", "b$", "^[a-z]{2,4}$", "^[a-z][a-z]$"];
const strings = fc
  .record({
    type: fc.constant("string"),
    minLength: opt(fc.integer({ min: 0, max: 4 })),
    maxLength: opt(fc.integer({ min: 2, max: 8 })),
    pattern: opt(fc.constantFrom(...PATTERNS)),
    format: opt(fc.constantFrom("date", "email", "date-time")),
  })
  .map(clean);

const WORDS = ["a", "b", "c", "d"];
const enums = fc.oneof(
  fc.subarray(WORDS, { minLength: 1 }).map((e) => ({ type: "string", enum: e })),
  fc.constantFrom(...WORDS).map((c) => ({ const: c })),
);

const types = fc.subarray(["string", "integer", "null", "boolean"], { minLength: 1 }).map((t) => ({ type: t }));

const arrays = fc
  .record({
    type: fc.constant("array"),
    items: fc.constant({ type: "integer" }),
    minItems: opt(fc.integer({ min: 0, max: 3 })),
    maxItems: opt(fc.integer({ min: 1, max: 5 })),
    uniqueItems: opt(fc.constant(true)),
  })
  .map(clean);

const objects = fc
  .record({
    type: fc.constant("object"),
    properties: fc.constant({ a: { type: "integer" }, b: { type: "string" } }),
    required: opt(fc.subarray(["a", "b"], { minLength: 1 })),
    additionalProperties: opt(fc.constant(false)),
  })
  .map(clean);

/** Values that tell apart any two schemas of the families above. */
const GRID: unknown[] = [
  ...Array.from({ length: 61 }, (_, i) => i - 20),
  ...Array.from({ length: 34 }, (_, i) => i - 7.5),
  ...["", "a", "b", "c", "d", "e", "ab", "ba", "abc", "abcd", "abcde", "abcdef", "abcdefg", "abcdefgh", "abcdefghi", "ddd", "cab", "zz"],
  ...["1", "12", "123", "a1", "1a", "A", "Ab", "ab-c", "2025-01-31", "a@b.example", "2025-01-31T10:00:00Z", "x y"],
  ...[null, true, false],
  ...[[], [1], [1, 1], [1, 2], [1, 2, 3], [1, 1, 2, 3], [1, 2, 3, 4], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6]],
  ...[{}, { a: 1 }, { b: "x" }, { a: 1, b: "x" }, { a: 1, c: true }, { a: 1, b: "x", c: true }, { c: 1 }],
];

function doc(schema: Schema): Record<string, unknown> {
  return {
    openapi: "3.1.0",
    info: { title: "pair", version: "1" },
    paths: {
      "/x": {
        post: {
          requestBody: { required: true, content: { "application/json": { schema } } },
          responses: { "204": { description: "ok" } },
        },
      },
    },
  };
}

function truth(a: Schema, b: Schema): { narrowed: unknown[]; widened: unknown[] } {
  const va = ajv.compile(a);
  const vb = ajv.compile(b);
  return { narrowed: GRID.filter((v) => va(v) && !vb(v)), widened: GRID.filter((v) => vb(v) && !va(v)) };
}

/** The keywords a change kind speaks for (with the type, which gives them meaning). */
const KEYWORDS: [RegExp, string[]][] = [
  [/^(minimum)-/, ["minimum", "exclusiveMinimum"]],
  [/^(maximum)-/, ["maximum", "exclusiveMaximum"]],
  [/^min-length-/, ["minLength"]],
  [/^max-length-/, ["maxLength"]],
  [/^min-items-/, ["minItems", "items"]],
  [/^max-items-/, ["maxItems", "items"]],
  [/^unique-items-/, ["uniqueItems", "items"]],
  [/^multiple-of-/, ["multipleOf"]],
  [/^pattern-/, ["pattern"]],
  [/^format-/, ["format"]],
  [/^enum-/, ["enum", "const"]],
  [/^(type|nullable)-/, []],
  [/^required-/, ["required", "properties"]],
  [/^additional-properties-/, ["additionalProperties", "properties"]],
];

function project(s: Schema, kind: string): Schema {
  const keep = KEYWORDS.find(([re]) => re.test(kind))?.[1] ?? [];
  return Object.fromEntries(Object.entries(s).filter(([k]) => k === "type" || keep.includes(k)));
}

function claims(a: Schema, b: Schema): { kind: string; dir: string }[] {
  return diffDocs(doc(a), doc(b), {}, {}, { witnesses: false }).map((f) => {
    const kind = f.id.replace(/^request-/, "");
    return { kind, dir: SCHEMA_KINDS[kind]?.dir ?? "special" };
  });
}

describe("directions of constraint changes, judged by the validator", () => {
  for (const [family, arb] of Object.entries({ numbers, strings, enums, types, arrays, objects })) {
    it(`${family}: a value newly refused is reported as a narrowing, one newly accepted as a widening, and each finding's keyword alone shows its direction`, () => {
      fc.assert(
        fc.property(arb, arb, (a: Schema, b: Schema) => {
          const t = truth(a, b);
          const c = claims(a, b);
          const why = `BASE ${JSON.stringify(a)} REVISION ${JSON.stringify(b)}: reported [${c.map((x) => x.kind).join(", ")}]; newly refused ${JSON.stringify(t.narrowed)}, newly accepted ${JSON.stringify(t.widened)}`;
          // Nothing is missed: a value newly refused means a narrowing reported, one newly accepted a widening
          // (or a change between two patterns or formats, which may be both).
          if (t.narrowed.length)
            expect(
              c.some((x) => x.dir === "narrowed"),
              why,
            ).toBe(true);
          if (t.widened.length)
            expect(
              c.some((x) => x.dir === "widened" || /^(pattern|format)-changed$|^multiple-of-narrowed$/.test(x.kind)),
              why,
            ).toBe(true);
          // Each finding speaks for its keyword: with that keyword alone (and the type) the grid shows its direction.
          for (const x of c.filter((y) => y.dir !== "special")) {
            const p = truth(project(a, x.kind), project(b, x.kind));
            expect(x.dir === "narrowed" ? p.narrowed.length : p.widened.length, `${x.kind} alone: ${why}`).toBeGreaterThan(0);
          }
        }),
        { numRuns: 150, seed: 2025 },
      );
    });
  }

  it("multipleOf: 4 to 2 loosens, 2 to 4 tightens, 4 to 6 tightens (and loosens), 4 to 4 is no change; bounds that hold for every value are none", () => {
    const kinds = (x: number, y: number) => claims({ type: "integer", multipleOf: x }, { type: "integer", multipleOf: y }).map((c) => c.kind);
    expect(kinds(4, 2)).toEqual(["multiple-of-widened"]);
    expect(kinds(2, 4)).toEqual(["multiple-of-narrowed"]);
    expect(kinds(4, 6)).toEqual(["multiple-of-narrowed"]);
    expect(kinds(4, 4)).toEqual([]);
    expect(kinds(0.5, 0.25)).toEqual(["multiple-of-widened"]);
    expect(claims({ type: "integer" }, { type: "integer", multipleOf: 1 })).toEqual([]);
    // Lower bounds of 0 on lengths and counts hold for every value: no change.
    expect(claims({ type: "array", items: { type: "integer" } }, { type: "array", items: { type: "integer" }, minItems: 0 })).toEqual([]);
    expect(claims({ type: "string" }, { type: "string", minLength: 0 })).toEqual([]);
  });
});
