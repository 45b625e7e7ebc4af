/**
 * The schema registry: one ajv instance over the bundled OpenAPI document. Used by the
 * simulator's request and response validation, the conformance checks and the spec
 * tests, so all three judge a body by the same rules (JSON Schema 2020-12, formats on).
 * `createAjv()` gives the same configuration for other schemas (the rule tables').
 */
import { createRequire } from "node:module";
import type { Ajv2020 as Ajv2020Type, ValidateFunction, ErrorObject } from "ajv/dist/2020.js";
import { escapeToken } from "./json-pointer.js";

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
export function createAjv(): Ajv2020Type {
  const ajv = new Ajv2020({
    strict: false,
    strictNumbers: true,
    allErrors: true,
    validateFormats: true,
    coerceTypes: false,
    useDefaults: false,
    discriminator: false,
    code: { process: linearErrorGathering },
  });
  addFormats(ajv, { mode: "full" });
  // OpenAPI annotation keywords: accepted, not validated.
  for (const kw of ["example", "xml", "externalDocs", "discriminator", "x-designed", "x-enum-descriptions"]) {
    if (!ajv.getKeyword(kw)) ajv.addKeyword({ keyword: kw });
  }
  return ajv;
}

export class SchemaRegistry {
  readonly ajv: Ajv2020Type;
  private cache = new Map<string, ValidateFunction>();

  constructor(readonly doc: Record<string, unknown>) {
    this.ajv = createAjv();
    this.ajv.addSchema({ ...doc, $id: DOC_ID });
  }

  /** A validator for a JSON pointer into the document, e.g. `#/components/schemas/Customer`. */
  validatorFor(pointer: string): ValidateFunction {
    const cached = this.cache.get(pointer);
    if (cached) return cached;
    const v = this.ajv.compile({ $ref: `${DOC_ID}${pointer}` });
    this.cache.set(pointer, v);
    return v;
  }

  /** Validate a value against a pointer; returns the ajv errors or null when valid. */
  check(pointer: string, value: unknown): ErrorObject[] | null {
    const v = this.validatorFor(pointer);
    return v(value) ? null : (v.errors ?? []);
  }
}

/** Escape one JSON pointer segment. */
export function ptr(...segments: (string | number)[]): string {
  return "#" + segments.map((s) => "/" + escapeToken(s)).join("");
}
