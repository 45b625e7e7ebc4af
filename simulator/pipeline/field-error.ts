/**
 * One ajv error as one FieldError: the field's dotted name from the error's JSON pointer,
 * its code (REQUIRED, INVALID_TYPE, UNKNOWN_FIELD, ...), a reason in words and what was
 * expected; and the rank that keeps the most basic problem of a field.
 */
import type { SchemaNode } from "../../contract/schema-node.js";
import type { ErrorObject } from "ajv";
import type { FieldError } from "../errors/api-error.js";
import { escapeToken, unescapeToken } from "../../contract/json-pointer.js";
import { loadLimitRules } from "../../contract/rules/limits.js";

export type In = FieldError["in"];

const PRIORITY: Record<string, number> = { MALFORMED_BODY: 0, REQUIRED: 1, INVALID_TYPE: 2, UNKNOWN_FIELD: 3, INVALID_ENUM: 4, INVALID_FORMAT: 5 };

/**
 * `/address/postalCode` -> `address.postalCode`, `/items/0/x` -> `items[0].x`. A path
 * longer than fieldErrors.pathMaxChars (it is built from the request's own keys) is cut
 * and ends in "…".
 */
export function pointerToField(instancePath: string, extra?: string): string {
  let out = "";
  for (let i = 1, n = instancePath.length; i <= n && n > 0;) {
    let j = instancePath.indexOf("/", i);
    if (j < 0) j = n;
    const seg = instancePath.slice(i, j);
    out = appendSegment(out, seg.includes("~") ? unescapeToken(seg) : seg);
    i = j + 1;
  }
  if (extra !== undefined) out = appendSegment(out, extra);
  const max = loadLimitRules().fieldErrors.pathMaxChars;
  return out.length > max ? `${out.slice(0, max)}…` : out;
}

function isIndex(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

const appendSegment = (out: string, s: string): string => (isIndex(s) ? `${out}[${s}]` : out ? `${out}.${s}` : s);

export function toFieldError(e: ErrorObject, where: In): FieldError {
  const p = e.params as Record<string, SchemaNode>;
  switch (e.keyword) {
    case "required":
      return { field: pointerToField(e.instancePath, p.missingProperty), in: where, code: "REQUIRED", reason: "is required" };
    case "dependentRequired":
      return { field: pointerToField(e.instancePath, p.missingProperty), in: where, code: "REQUIRED", reason: `is required when ${p.property} is present` };
    case "additionalProperties":
    case "unevaluatedProperties": {
      const name = p.additionalProperty ?? p.unevaluatedProperty;
      return { field: pointerToField(e.instancePath, name), in: where, code: "UNKNOWN_FIELD", reason: "is not a known field" };
    }
    case "type":
      return { field: pointerToField(e.instancePath), in: where, code: "INVALID_TYPE", reason: `must be ${article(p.type)}`, expected: p.type };
    case "format":
      return { field: pointerToField(e.instancePath), in: where, code: "INVALID_FORMAT", reason: formatReason(p.format), expected: p.format };
    case "enum":
      return {
        field: pointerToField(e.instancePath),
        in: where,
        code: "INVALID_ENUM",
        reason: `must be one of ${p.allowedValues.join(", ")}`,
        expected: p.allowedValues,
      };
    case "const":
      return {
        field: pointerToField(e.instancePath),
        in: where,
        code: "INVALID_ENUM",
        reason: `must be ${JSON.stringify(p.allowedValue)}`,
        expected: [p.allowedValue],
      };
    case "minLength":
    case "minItems":
    case "minProperties":
      return {
        field: pointerToField(e.instancePath),
        in: where,
        code: "TOO_SHORT",
        reason: `must have at least ${p.limit} ${e.keyword === "minLength" ? "character" : "item"}${p.limit === 1 ? "" : "s"}`,
        expected: p.limit,
      };
    case "maxLength":
    case "maxItems":
    case "maxProperties":
      return {
        field: pointerToField(e.instancePath),
        in: where,
        code: "TOO_LONG",
        reason: `must have at most ${p.limit} ${e.keyword === "maxLength" ? "character" : "item"}${p.limit === 1 ? "" : "s"}`,
        expected: p.limit,
      };
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
      return { field: pointerToField(e.instancePath), in: where, code: "OUT_OF_RANGE", reason: `must be ${p.comparison} ${p.limit}`, expected: p.limit };
    case "multipleOf":
      return { field: pointerToField(e.instancePath), in: where, code: "OUT_OF_RANGE", reason: `must be a multiple of ${p.multipleOf}` };
    case "pattern":
      return { field: pointerToField(e.instancePath), in: where, code: "PATTERN_MISMATCH", reason: `must match the pattern ${p.pattern}`, expected: p.pattern };
    default:
      return { field: pointerToField(e.instancePath), in: where, code: "INVALID_VALUE", reason: e.message ?? "is invalid" };
  }
}

function article(t: string): string {
  return t === "integer" || t === "object" || t === "array" ? `an ${t}` : `a ${t}`;
}

function formatReason(f: string): string {
  switch (f) {
    case "date":
      return "must be a valid date (YYYY-MM-DD)";
    case "date-time":
      return "must be an ISO 8601 date-time, e.g. 2025-10-13T12:00:00Z";
    case "email":
      return "must be a valid email address";
    case "uri":
      return "must be an absolute URI";
    default:
      return `must be a valid ${f}`;
  }
}

export const KEYWORD_CODE: Record<string, string> = {
  required: "REQUIRED",
  dependentRequired: "REQUIRED",
  additionalProperties: "UNKNOWN_FIELD",
  unevaluatedProperties: "UNKNOWN_FIELD",
  type: "INVALID_TYPE",
  format: "INVALID_FORMAT",
  enum: "INVALID_ENUM",
  const: "INVALID_ENUM",
};
export const rank = (code: string): number => PRIORITY[code] ?? 9;

/** The JSON pointer of the field an ajv error names (its instance path, or the property below it). */
export function fieldPointer(e: ErrorObject): string {
  const p = e.params as { missingProperty?: string; additionalProperty?: string; unevaluatedProperty?: string };
  const name = e.keyword === "required" || e.keyword === "dependentRequired" ? p.missingProperty : (p.additionalProperty ?? p.unevaluatedProperty);
  return name === undefined ? e.instancePath : `${e.instancePath}/${escapeToken(name)}`;
}
