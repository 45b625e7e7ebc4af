/**
 * Faults that make one field of a valid body invalid, derived from the field's schema,
 * and a fast-check arbitrary choosing one to three of them on distinct fields.
 */
import fc from "fast-check";
import { deleteAt, setAt, type FieldSite } from "../contract/schema-walk.js";
import type { JsonObject } from "../contract/json.js";

export type FaultKind = "missing" | "wrong-type" | "bad-enum" | "bad-format" | "bad-pattern" | "too-long" | "too-short" | "below-minimum" | "above-maximum";

export interface Fault {
  site: FieldSite;
  kind: FaultKind;
  value?: unknown;
}

const BAD_FORMAT: Record<string, string> = {
  date: "1990-02-30",
  "date-time": "2025-13-40T99:00:00Z",
  email: "not-an-email",
  uri: "not a uri",
  uuid: "not-a-uuid",
  ipv4: "999.1.1.1",
};

function typeOf(schema: JsonObject): string | undefined {
  if (typeof schema.type === "string") return schema.type;
  if (schema.const !== undefined) return typeof schema.const === "number" ? "number" : typeof schema.const;
  if (Array.isArray(schema.enum) && schema.enum.every((e: unknown) => typeof e === "string")) return "string";
  return undefined;
}

/** The faults one field admits. */
export function faultsFor(site: FieldSite): Fault[] {
  if (site.discriminator) return [];
  const s = site.schema;
  const out: Fault[] = [];
  if (site.required) out.push({ site, kind: "missing" });
  const t = typeOf(s);
  if (t) {
    const wrong =
      t === "string"
        ? 12345
        : t === "integer" || t === "number"
          ? "not-a-number"
          : t === "boolean"
            ? "yes"
            : t === "object"
              ? "not-an-object"
              : t === "array"
                ? "not-an-array"
                : undefined;
    if (wrong !== undefined && !(Array.isArray(s.type) && s.type.length > 1)) out.push({ site, kind: "wrong-type", value: wrong });
  }
  if (Array.isArray(s.enum) && s.enum.every((e: unknown) => typeof e === "string")) out.push({ site, kind: "bad-enum", value: "NOT_AN_ALLOWED_VALUE" });
  if (t === "string") {
    if (s.format && BAD_FORMAT[s.format]) out.push({ site, kind: "bad-format", value: BAD_FORMAT[s.format] });
    if (s.pattern) {
      const candidate = "!! not matching !!";
      try {
        if (!new RegExp(s.pattern, "u").test(candidate)) out.push({ site, kind: "bad-pattern", value: candidate });
      } catch {
        /* a pattern JS cannot compile is not faulted */
      }
    }
    if (typeof s.maxLength === "number" && s.maxLength < 5000) out.push({ site, kind: "too-long", value: "x".repeat(s.maxLength + 1) });
    if (typeof s.minLength === "number" && s.minLength > 0) out.push({ site, kind: "too-short", value: "" });
  }
  if (t === "integer" || t === "number") {
    // The contract bounds every integer to ±(2^53-1), the range JSON numbers keep exactly
    // (designed): a server that accepts a value past it is not wrong, so no fault is made there.
    if (typeof s.minimum === "number" && s.minimum > -Number.MAX_SAFE_INTEGER) out.push({ site, kind: "below-minimum", value: s.minimum - 1 });
    if (typeof s.maximum === "number" && s.maximum < Number.MAX_SAFE_INTEGER) out.push({ site, kind: "above-maximum", value: s.maximum + 1 });
  }
  return out;
}

/** Apply faults to a copy of `body`. */
export function applyFaults(body: unknown, faults: Fault[]): unknown {
  const copy = structuredClone(body);
  for (const f of faults) {
    if (f.kind === "missing") deleteAt(copy, f.site.segments);
    else setAt(copy, f.site.segments, f.value);
  }
  return copy;
}

function overlaps(a: string, b: string): boolean {
  return a === b || b.startsWith(a + ".") || b.startsWith(a + "[") || a.startsWith(b + ".") || a.startsWith(b + "[");
}

/** One to `max` faults on fields none of which contains another. */
export function faultSetArb(sites: FieldSite[], max = 3): fc.Arbitrary<Fault[]> {
  const all = sites.flatMap(faultsFor);
  if (!all.length) return fc.constant([]);
  return fc
    .uniqueArray(fc.constantFrom(...all), { minLength: 1, maxLength: max, selector: (f) => f.site.path })
    .filter((fs) => fs.every((a, i) => fs.every((b, j) => i === j || !overlaps(a.site.path, b.site.path))));
}

export function describeFaults(faults: Fault[]): string {
  return faults.map((f) => `${f.site.path}: ${f.kind}${f.value !== undefined ? ` (${JSON.stringify(f.value).slice(0, 40)})` : ""}`).join(", ");
}
