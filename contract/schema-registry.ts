/**
 * The schema registry: one ajv instance over the bundled OpenAPI document. Used by the
 * simulator's request and response validation, the conformance checks and the spec
 * tests, so all three judge a body by the same rules (JSON Schema 2020-12, formats on).
 * `createAjv()` gives the same configuration for other schemas (the rule tables').
 */
import { createRequire } from "node:module";
import type { Ajv2020 as Ajv2020Type, ValidateFunction, ErrorObject } from "ajv/dist/2020.js";
import { escapeToken, parsePointer } from "./json-pointer.js";

// ajv ships CommonJS; load it through require so its constructor arrives unwrapped.
const require = createRequire(import.meta.url);
const Ajv2020 = require("ajv/dist/2020.js").default as typeof Ajv2020Type;
const addFormats = require("ajv-formats").default as (ajv: Ajv2020Type, opts?: { mode?: "fast" | "full" }) => Ajv2020Type;

export const DOC_ID = "https://paysim.local/openapi.json";

export type { ValidateFunction, ErrorObject };

/**
 * ajv gathers the errors of a referenced schema with `vErrors = vErrors.concat(ref.errors)`
 * at each call: every failing item of an array of `$ref` items copies all errors so far,
 * so n bad items cost n²/2 copies (100,000 bad items: tens of seconds). The generated code
 * is rewritten to append in place, linear in the errors. A form of that line this does not
 * recognise fails at compile time, never silently.
 */
export function linearErrorGathering(code: string): string {
  const out = code.replace(
    /vErrors = vErrors === null \? ([\w$.]+)\.errors : vErrors\.concat\(\1\.errors\);/g,
    (_m, src: string) => `if (vErrors === null) vErrors = ${src}.errors.slice(); else for (const e$ of ${src}.errors) vErrors.push(e$);`,
  );
  if (out.includes("vErrors.concat(")) throw new Error("ajv's generated validation code gathers errors in a form linearErrorGathering does not know");
  return out;
}

/**
 * An ajv instance configured as the registry's: 2020-12, all errors, formats, annotations
 * accepted; NaN and ±Infinity are never numbers (a query `limit=1e400` coerces to Infinity).
 */
export function createAjv(o: { allErrors?: boolean; discriminator?: boolean } = {}): Ajv2020Type {
  const ajv = new Ajv2020({
    strict: false,
    strictNumbers: true,
    allErrors: o.allErrors ?? true,
    validateFormats: true,
    coerceTypes: false,
    useDefaults: false,
    discriminator: o.discriminator ?? false,
    code: { process: linearErrorGathering },
  });
  addFormats(ajv, { mode: "full" });
  // OpenAPI annotation keywords: accepted, not validated.
  for (const kw of ["example", "xml", "externalDocs", ...(o.discriminator ? [] : ["discriminator"]), "x-designed", "x-enum-descriptions"]) {
    if (!ajv.getKeyword(kw)) ajv.addKeyword({ keyword: kw });
  }
  return ajv;
}

export class SchemaRegistry {
  readonly ajv: Ajv2020Type;
  private cache = new Map<string, ValidateFunction>();
  /** Per pointer: the quick acceptance check (see `check`), or null where there is none. */
  private quick = new Map<string, ValidateFunction | null>();
  private quickAjv?: Ajv2020Type;

  constructor(readonly doc: Record<string, unknown>) {
    this.ajv = createAjv();
    this.ajv.addSchema({ ...doc, $id: DOC_ID });
  }

  /** How many validators it has compiled so far (full and quick). */
  compiled(): number {
    return this.cache.size + this.quick.size;
  }

  /** A validator for a JSON pointer into the document, e.g. `#/components/schemas/Customer`. */
  validatorFor(pointer: string): ValidateFunction {
    const cached = this.cache.get(pointer);
    if (cached) return cached;
    const v = this.ajv.compile({ $ref: `${DOC_ID}${pointer}` });
    this.cache.set(pointer, v);
    return v;
  }

  /** Compiles what `check` will use for this pointer, so no request pays for it. */
  prepare(pointer: string): void {
    this.validatorFor(pointer);
    this.quickValidatorFor(pointer);
  }

  /**
   * Validate a value against a pointer; returns the ajv errors or null when valid.
   *
   * A schema holding a `oneOf` with a discriminator (an account's `accountInfo`: 37
   * variants) is first checked by a validator that reads the discriminator and validates
   * the one variant it names, stopping at the first error: about a ninth of the time of
   * trying every variant with every error gathered. It accepts exactly what the full
   * validator accepts (each variant fixes the discriminator to its own value, so no other
   * variant can match a value that matches the one named; ajv refuses to compile a choice
   * where that does not hold, and such a schema keeps only the full validator). When it
   * refuses, the full validator runs and its errors are the answer, as before.
   */
  check(pointer: string, value: unknown): ErrorObject[] | null {
    const q = this.quick.has(pointer) ? this.quick.get(pointer) : this.quickValidatorFor(pointer);
    if (q && q(value)) return null;
    const v = this.validatorFor(pointer);
    return v(value) ? null : (v.errors ?? []);
  }

  /** The quick acceptance check `check` tries first at this pointer, or null where it has none. */
  quickValidatorFor(pointer: string): ValidateFunction | null {
    let q = this.quick.get(pointer);
    if (q !== undefined) return q;
    q = null;
    if (hasDiscriminatedChoice(this.doc, { $ref: pointer }, new Set())) {
      try {
        if (!this.quickAjv) {
          this.quickAjv = createAjv({ allErrors: false, discriminator: true });
          // ajv reads the variants' own constants; it does not take OpenAPI's `mapping`.
          this.quickAjv.addSchema({ ...(withoutMappings(this.doc) as object), $id: DOC_ID });
        }
        q = this.quickAjv.compile({ $ref: `${DOC_ID}${pointer}` });
      } catch {
        q = null; // a choice ajv cannot read by its discriminator: the full validator alone
      }
    }
    this.quick.set(pointer, q);
    return q;
  }
}

/** Whether a `oneOf` with a `discriminator` is reachable from `node` (following local $refs). */
function hasDiscriminatedChoice(doc: Record<string, unknown>, node: unknown, seen: Set<string>): boolean {
  if (Array.isArray(node)) return node.some((n) => hasDiscriminatedChoice(doc, n, seen));
  if (!node || typeof node !== "object") return false;
  const o = node as Record<string, unknown>;
  if (o.oneOf && o.discriminator) return true;
  if (typeof o.$ref === "string" && o.$ref.startsWith("#/")) {
    if (seen.has(o.$ref)) return false;
    seen.add(o.$ref);
    return hasDiscriminatedChoice(doc, pointerTarget(doc, o.$ref), seen);
  }
  for (const k in o) if (k !== "example" && k !== "examples" && hasDiscriminatedChoice(doc, o[k], seen)) return true;
  return false;
}

function pointerTarget(doc: Record<string, unknown>, ref: string): unknown {
  let cur: unknown = doc;
  for (const token of parsePointer(ref.slice(1))) {
    if (!cur || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[token];
  }
  return cur;
}

/** A copy of the document whose discriminators name their property only. */
function withoutMappings(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutMappings);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node as Record<string, unknown>))
    out[k] = k === "discriminator" && v && typeof v === "object" ? { propertyName: (v as { propertyName?: unknown }).propertyName } : withoutMappings(v);
  return out;
}

/** Escape one JSON pointer segment. */
export function ptr(...segments: (string | number)[]): string {
  return "#" + segments.map((s) => "/" + escapeToken(s)).join("");
}
