/**
 * The check catalogue: every stable check id a diff can report, who it breaks and how
 * loud it is by default. Schema checks exist once per side (`request-`, `response-`,
 * `webhook-`): a narrowed request breaks integrators (a request that was valid is
 * refused), a widened response or webhook payload breaks integrators (an old client may
 * read something it cannot handle); the other directions break implementers (a server
 * that conformed now fails the suite). Breaks of integrators are errors, breaks of
 * implementers warnings, compatible changes info, with the ecosystem's conventions on top:
 * - a request property removed or renamed is an error for integrators although the set of
 *   valid requests grew: a client still sending it has its data silently ignored;
 * - a new value of a response or webhook enum and a new `oneOf`/`anyOf` branch are
 *   warnings (as oasdiff has them, and as a new error code or event type is): clients are
 *   expected to tolerate values they do not know; `policy: strict` makes them errors;
 * - a deprecation, at any level, is a warning for integrators (nothing breaks yet).
 * `.paysim-diff.yaml` overrides any of them per check id.
 */
import type { Audience, Severity, Side } from "./types.js";

export interface CheckSpec {
  id: string;
  audience: Audience;
  severity: Severity;
  title: string;
}

type Dir = "narrowed" | "widened";

/** Schema change kinds and the direction each moves the set of valid values. */
export const SCHEMA_KINDS: Record<string, { dir: Dir | "special"; title: string }> = {
  "type-narrowed": { dir: "narrowed", title: "a type is no longer accepted" },
  "type-widened": { dir: "widened", title: "a type is now accepted" },
  "nullable-removed": { dir: "narrowed", title: "null is no longer accepted" },
  "nullable-added": { dir: "widened", title: "null is now accepted" },
  "enum-value-removed": { dir: "narrowed", title: "an enum value was removed" },
  "enum-value-added": { dir: "widened", title: "an enum value was added" },
  "enum-added": { dir: "narrowed", title: "a value is now limited to an enum" },
  "enum-removed": { dir: "widened", title: "a value is no longer limited to an enum" },
  "format-added": { dir: "narrowed", title: "a format was added" },
  "format-changed": { dir: "narrowed", title: "a format changed" },
  "format-removed": { dir: "widened", title: "a format was removed" },
  "pattern-added": { dir: "narrowed", title: "a pattern was added" },
  "pattern-changed": { dir: "narrowed", title: "a pattern changed" },
  "pattern-removed": { dir: "widened", title: "a pattern was removed" },
  "max-length-decreased": { dir: "narrowed", title: "maxLength decreased (or added)" },
  "max-length-increased": { dir: "widened", title: "maxLength increased (or removed)" },
  "min-length-increased": { dir: "narrowed", title: "minLength increased (or added)" },
  "min-length-decreased": { dir: "widened", title: "minLength decreased (or removed)" },
  "maximum-decreased": { dir: "narrowed", title: "maximum decreased (or added)" },
  "maximum-increased": { dir: "widened", title: "maximum increased (or removed)" },
  "minimum-increased": { dir: "narrowed", title: "minimum increased (or added)" },
  "minimum-decreased": { dir: "widened", title: "minimum decreased (or removed)" },
  "max-items-decreased": { dir: "narrowed", title: "maxItems decreased (or added)" },
  "max-items-increased": { dir: "widened", title: "maxItems increased (or removed)" },
  "min-items-increased": { dir: "narrowed", title: "minItems increased (or added)" },
  "min-items-decreased": { dir: "widened", title: "minItems decreased (or removed)" },
  "max-properties-decreased": { dir: "narrowed", title: "maxProperties decreased (or added)" },
  "max-properties-increased": { dir: "widened", title: "maxProperties increased (or removed)" },
  "min-properties-increased": { dir: "narrowed", title: "minProperties increased (or added)" },
  "min-properties-decreased": { dir: "widened", title: "minProperties decreased (or removed)" },
  "unique-items-added": { dir: "narrowed", title: "uniqueItems added" },
  "unique-items-removed": { dir: "widened", title: "uniqueItems removed" },
  "pattern-relaxed": { dir: "widened", title: "a pattern changed and accepts more (no value it accepted is refused)" },
  "pattern-equivalent": { dir: "special", title: "a pattern was rewritten (no drawn value tells the two apart)" },
  "format-relaxed": { dir: "widened", title: "a format changed and accepts more (no value it accepted is refused)" },
  "format-equivalent": { dir: "special", title: "a format was renamed (no drawn value tells the two apart)" },
  "multiple-of-narrowed": { dir: "narrowed", title: "multipleOf tightened" },
  "multiple-of-widened": { dir: "widened", title: "multipleOf loosened" },
  "required-added": { dir: "narrowed", title: "a property became required" },
  "required-removed": { dir: "widened", title: "a property is no longer required" },
  "property-removed-closed": { dir: "narrowed", title: "a property was removed from an object that refuses unknown properties" },
  "property-removed": { dir: "widened", title: "a property was removed" },
  "property-added-closed": { dir: "widened", title: "a property was added to an object that refused unknown properties" },
  "property-added": { dir: "special", title: "an optional property was added" },
  "property-renamed": { dir: "special", title: "a property was renamed (the same schema under a new name)" },
  "additional-properties-closed": { dir: "narrowed", title: "additionalProperties: false added" },
  "additional-properties-opened": { dir: "widened", title: "additionalProperties: false removed" },
  "variant-removed": { dir: "narrowed", title: "a oneOf/anyOf branch was removed" },
  "variant-added": { dir: "widened", title: "a oneOf/anyOf branch was added" },
  "discriminator-changed": { dir: "special", title: "the discriminator property changed (validators do not read it; generated clients do)" },
  "read-only-added": { dir: "special", title: "a property became readOnly" },
  "read-only-removed": { dir: "special", title: "a property is no longer readOnly" },
  "write-only-added": { dir: "special", title: "a property became writeOnly" },
  "write-only-removed": { dir: "special", title: "a property is no longer writeOnly" },
  "default-changed": { dir: "special", title: "a default value changed" },
  deprecated: { dir: "special", title: "a property (or the value) was deprecated" },
  "deprecation-removed": { dir: "special", title: "a property (or the value) is no longer deprecated" },
  "enum-value-deprecated": { dir: "special", title: "an enum value (a const branch) was deprecated" },
  "enum-value-deprecation-removed": { dir: "special", title: "an enum value (a const branch) is no longer deprecated" },
};

/** Check ids whose default is a warning by convention and that `policy: strict` makes errors. */
export const STRICT_ERRORS = ["response-enum-value-added", "webhook-enum-value-added", "response-variant-added", "webhook-variant-added"];

const BREAK_I = { audience: "integrators", severity: "error" } as const;
const BREAK_S = { audience: "implementers", severity: "warning" } as const;
const WARN_I = { audience: "integrators", severity: "warning" } as const;
const OK = { audience: "compatible", severity: "info" } as const;

function schemaCheck(side: Side, kind: string): Omit<CheckSpec, "id" | "title"> {
  const { dir } = SCHEMA_KINDS[kind];
  const request = side === "request";
  if (STRICT_ERRORS.includes(`${side}-${kind}`)) return WARN_I;
  if (kind === "property-removed" && request) return BREAK_I;
  if (dir === "narrowed") return request ? BREAK_I : BREAK_S;
  if (dir === "widened") return request ? BREAK_S : BREAK_I;
  switch (kind) {
    case "property-renamed":
      return BREAK_I;
    case "deprecated":
    case "enum-value-deprecated":
      return WARN_I;
    case "read-only-added":
      return request ? WARN_I : OK;
    case "write-only-added":
      return request ? OK : BREAK_I;
    case "default-changed":
      return request ? WARN_I : OK;
    case "discriminator-changed":
      return WARN_I;
    default:
      return OK;
  }
}

const OTHER: CheckSpec[] = [
  { id: "operation-removed", ...BREAK_I, title: "an operation was removed" },
  { id: "operation-added", ...BREAK_S, title: "an operation was added (a conforming server lacks it)" },
  { id: "operation-deprecated", ...WARN_I, title: "an operation was deprecated" },
  { id: "operation-deprecation-removed", ...OK, title: "an operation is no longer deprecated" },
  { id: "parameter-deprecated", ...WARN_I, title: "a parameter was deprecated" },
  { id: "parameter-deprecation-removed", ...OK, title: "a parameter is no longer deprecated" },
  { id: "parameter-removed", ...WARN_I, title: "a parameter is no longer read" },
  { id: "parameter-added", ...OK, title: "an optional parameter was added" },
  { id: "parameter-added-required", ...BREAK_I, title: "a required parameter was added" },
  { id: "parameter-required-added", ...BREAK_I, title: "a parameter became required" },
  { id: "parameter-required-removed", ...BREAK_S, title: "a parameter is no longer required" },
  { id: "request-body-required-added", ...BREAK_I, title: "the request body became required" },
  { id: "request-body-required-removed", ...BREAK_S, title: "the request body is no longer required" },
  { id: "request-body-added", ...BREAK_S, title: "a request body was added" },
  { id: "request-body-removed", ...WARN_I, title: "the request body is no longer read" },
  { id: "request-media-type-removed", ...BREAK_I, title: "a request media type is no longer accepted" },
  { id: "request-media-type-added", ...BREAK_S, title: "a request media type was added" },
  { id: "response-status-added", ...WARN_I, title: "an operation may answer a new status" },
  { id: "response-status-removed", ...BREAK_S, title: "a status is no longer documented (a server answering it fails)" },
  { id: "response-media-type-added", ...WARN_I, title: "a response media type was added" },
  { id: "response-media-type-removed", ...BREAK_S, title: "a response media type was removed" },
  { id: "error-code-added", ...WARN_I, title: "an operation may answer a new error code (x-error-codes)" },
  { id: "error-code-removed", ...BREAK_S, title: "an error code is no longer documented for an operation (x-error-codes)" },
  { id: "security-scheme-removed", ...BREAK_I, title: "a security scheme was removed" },
  { id: "security-scheme-added", ...OK, title: "a security scheme was added" },
  { id: "security-scheme-changed", ...BREAK_I, title: "a security scheme changed type, scheme, name or location" },
  { id: "operation-security-removed", ...BREAK_I, title: "an operation no longer accepts a way to authenticate" },
  { id: "operation-security-added", ...BREAK_S, title: "an operation accepts a new way to authenticate" },
  { id: "webhook-removed", ...WARN_I, title: "a webhook event type is no longer sent" },
  { id: "webhook-added", ...WARN_I, title: "a new webhook event type may be sent" },
  { id: "webhook-event-deprecated", ...WARN_I, title: "a webhook event type was deprecated" },
  { id: "webhook-event-deprecation-removed", ...OK, title: "a webhook event type is no longer deprecated" },
  { id: "rules-table-removed", ...BREAK_I, title: "a rule table was removed" },
  { id: "rules-table-added", ...BREAK_S, title: "a rule table was added" },
  { id: "rules-entry-removed", ...BREAK_I, title: "a rule (a suffix, a row of a table) was removed: its outcome changes" },
  { id: "rules-entry-added", ...WARN_I, title: "a rule was added: values it matches behave differently" },
  { id: "rules-value-changed", ...BREAK_I, title: "a rule's outcome changed (behavioural break)" },
];

/** Every check id, its audience, default severity and title. */
export const CHECKS: Map<string, CheckSpec> = new Map([
  ...(["request", "response", "webhook"] as Side[]).flatMap((side) =>
    Object.entries(SCHEMA_KINDS).map(([kind, k]): [string, CheckSpec] => [
      `${side}-${kind}`,
      { id: `${side}-${kind}`, title: `${side}: ${k.title}`, ...schemaCheck(side, kind) },
    ]),
  ),
  ...OTHER.map((c): [string, CheckSpec] => [c.id, c]),
]);

export function check(id: string): CheckSpec {
  const c = CHECKS.get(id);
  if (!c) throw new Error(`unknown check id ${id}`);
  return c;
}
