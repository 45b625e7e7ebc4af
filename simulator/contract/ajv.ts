/**
 * One ajv instance over the bundled OpenAPI document. Used by the simulator's request
 * and response validation, the conformance checks and the spec tests, so all three
 * judge a body by the same rules (JSON Schema 2020-12, formats on).
 */
import Ajv2020Import, { type ValidateFunction, type ErrorObject } from "ajv/dist/2020.js";
import addFormatsImport from "ajv-formats";

// ajv ships CommonJS; under NodeNext its default export arrives wrapped.
const Ajv2020 = ((Ajv2020Import as unknown as { default?: unknown }).default ?? Ajv2020Import) as typeof Ajv2020Import;
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ?? addFormatsImport) as typeof addFormatsImport;

export const DOC_ID = "https://paysim.local/openapi.json";

export type { ValidateFunction, ErrorObject };

export class SchemaRegistry {
  readonly ajv: InstanceType<typeof Ajv2020>;
  private cache = new Map<string, ValidateFunction>();

  constructor(readonly doc: Record<string, unknown>) {
    this.ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      validateFormats: true,
      coerceTypes: false,
      useDefaults: false,
      discriminator: false,
    });
    addFormats(this.ajv, { mode: "full" });
    // OpenAPI annotation keywords: accepted, not validated.
    for (const kw of ["example", "xml", "externalDocs", "discriminator", "x-designed", "x-enum-descriptions"]) {
      if (!this.ajv.getKeyword(kw)) this.ajv.addKeyword({ keyword: kw });
    }
    this.ajv.addSchema({ ...doc, $id: DOC_ID });
  }

  /** A validator for a JSON pointer into the document, e.g. `#/components/schemas/Customer`. */
  validatorFor(pointer: string): ValidateFunction {
    let v = this.cache.get(pointer);
    if (!v) {
      v = this.ajv.compile({ $ref: `${DOC_ID}${pointer}` });
      this.cache.set(pointer, v);
    }
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
  return "#" + segments.map((s) => "/" + String(s).replace(/~/g, "~0").replace(/\//g, "~1")).join("");
}
