/**
 * The answer side of the validating proxy: the conformance suite's response check (status
 * documented, JSON content type, the schema of the operation and status, the error body and
 * an error code the operation documents), each of its findings turned into violations that
 * name the place, the JSON pointer, the rule and both values.
 */
import type { Contract, Operation } from "../contract/operations.js";
import { checkResponse } from "../conformance/contract/response-conformance.js";
import { escapeToken } from "../contract/json-pointer.js";
import { validateJsonBody } from "../simulator/pipeline/request-validation.js";
import { fieldPointer, valueAt } from "./pointers.js";
import { ABSENT, type Place, type Violation } from "./types.js";

interface AjvFinding {
  path?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** What a schema keyword asked for, from ajv's params. */
function expectedOf(f: AjvFinding): unknown {
  const p = f.params ?? {};
  if ("allowedValues" in p) return p.allowedValues;
  if ("allowedValue" in p) return p.allowedValue;
  if ("type" in p) return p.type;
  if ("format" in p) return `format ${String(p.format)}`;
  if ("pattern" in p) return `pattern ${String(p.pattern)}`;
  if ("missingProperty" in p) return "present";
  if ("additionalProperty" in p) return "absent";
  if ("limit" in p) return `${String(p.comparison ?? "")} ${String(p.limit)}`.trim();
  return f.message;
}

export function checkAnswer(contract: Contract, op: Operation, status: number, contentType: string | undefined, body: unknown): Omit<Violation, "seq">[] {
  const out: Omit<Violation, "seq">[] = [];
  const add = (place: Place, pointer: string, rule: string, message: string, expected?: unknown, actual?: unknown) =>
    out.push({ operation: op.key, side: "response", in: place, pointer, rule, message, expected, actual });
  for (const v of checkResponse(contract, op, status, contentType, body)) {
    switch (v.rule) {
      case "response.status-documented":
        add("status", "", v.rule, v.message, v.expected, v.actual);
        break;
      case "response.content-type":
        add("header", "/content-type", v.rule, v.message, v.expected, v.actual ?? ABSENT);
        break;
      case "response.schema": {
        // The simulator's reading of the errors: one per field, in the oneOf branch the body chose.
        const fields = typeof v.expected === "string" ? validateJsonBody(contract.registry, v.expected, body) : [];
        for (const f of fields.slice(0, 20)) {
          const pointer = fieldPointer(f.field);
          add("body", pointer, v.rule, `${op.key} ${status}: ${f.field || "(body)"} ${f.reason}`, f.expected ?? f.code, valueAt(body, pointer));
        }
        if (fields.length) break;
        for (const f of (Array.isArray(v.actual) ? v.actual : []) as AjvFinding[]) {
          const extra = f.params?.missingProperty ?? f.params?.additionalProperty;
          const pointer = `${f.path ?? ""}${extra !== undefined ? `/${escapeToken(String(extra))}` : ""}`;
          add("body", pointer, v.rule, `${op.key} ${status}: ${pointer || "/"} ${f.message ?? "does not match"}`, expectedOf(f), valueAt(body, pointer));
        }
        break;
      }
      case "response.error-code":
      case "response.operation-code":
        add("body", "/code", v.rule, v.message, v.expected, v.actual);
        break;
      default:
        add("body", "", v.rule, v.message, v.expected, v.actual);
    }
  }
  return out;
}
