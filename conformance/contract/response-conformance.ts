/**
 * Check 1, applied to every response the suite receives: the status is documented for
 * the operation, the content type is JSON where the spec declares a body, the body
 * matches the spec's schema for that operation and status, and an error body is
 * `{code, reason, details?}` with a `code` from the status's documented list (and from
 * the operation's own `x-error-codes` where it gives one).
 */
import { ptr } from "../../contract/schema-registry.js";
import type { Contract, Operation } from "../../contract/operations.js";
import { designedRule, describedRule, liveRule, type RuleSpec } from "./rule-spec.js";

export interface Violation {
  /** Named rule, e.g. `response.schema`. */
  rule: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
}

/** The rules every response is held to, with their sources. */
export const RESPONSE_RULE_SPECS: RuleSpec[] = [
  liveRule("response.status-documented", "The status is one the contract documents for the operation (the live service's responses per operation)."),
  describedRule("response.content-type", "A response with a documented body is application/json (description: bodies are JSON unless stated)."),
  liveRule("response.schema", "The body matches the contract's schema for the operation and status (the live service's shapes)."),
  describedRule("response.error-shape", "Every error body is {code, reason, details?} (description, Errors: all statuses)."),
  describedRule("response.error-code", "An error code is one of the description's codes for that status (description, Errors: one of the tables)."),
  designedRule(
    "response.operation-code",
    "An error code is one the contract lists for the operation (x-error-codes; the description: which endpoints return which code: not shown).",
  ),
  describedRule("response.no-5xx", "A documented request is never answered with a 5xx."),
  describedRule("transport", "Every request is answered."),
];

export function checkResponse(contract: Contract, op: Operation, status: number, contentType: string | undefined, body: unknown): Violation[] {
  const out: Violation[] = [];
  const responses = op.op.responses ?? {};
  const statusKey = String(status);
  const documented = responses[statusKey] ?? responses[`${statusKey[0]}XX`] ?? responses.default;
  if (!documented) {
    out.push({
      rule: "response.status-documented",
      message: `${op.key} answered ${status}, which the spec does not document`,
      expected: Object.keys(responses),
      actual: status,
    });
    return out;
  }
  const response = documented.$ref ? contract.doc.components.responses[documented.$ref.split("/").pop()] : documented;
  const media = response.content?.["application/json"];
  if (media) {
    if (!contentType || !/^application\/json\b/i.test(contentType)) {
      out.push({
        rule: "response.content-type",
        message: `${op.key} ${status}: content type ${contentType ?? "(none)"} instead of application/json`,
        expected: "application/json",
        actual: contentType,
      });
      return out;
    }
    const pointer = documented.$ref
      ? `${documented.$ref}/content/application~1json/schema`
      : ptr("paths", op.path, op.method.toLowerCase(), "responses", statusKey, "content", "application/json", "schema");
    const errors = contract.registry.check(pointer, body);
    if (status >= 400) out.push(...checkErrorBody(contract, op, status, body));
    if (errors && !(status >= 400 && out.length)) {
      out.push({
        rule: "response.schema",
        message: `${op.key} ${status}: body does not match the schema: ${errors
          .slice(0, 4)
          .map((e) => `${e.instancePath || "/"} ${e.message}`)
          .join("; ")}`,
        expected: pointer,
        actual: errors.slice(0, 10).map((e) => ({ path: e.instancePath, message: e.message, params: e.params })),
      });
    }
  }
  return out;
}

function checkErrorBody(contract: Contract, op: Operation, status: number, body: unknown): Violation[] {
  const b = body as Record<string, unknown> | null;
  if (
    !b ||
    typeof b !== "object" ||
    typeof b.code !== "string" ||
    typeof b.reason !== "string" ||
    ("details" in b && (typeof b.details !== "object" || b.details === null))
  ) {
    return [
      {
        rule: "response.error-shape",
        message: `${op.key} ${status}: error body is not {code, reason, details?}`,
        expected: "{code: string, reason: string, details?: object}",
        actual: body,
      },
    ];
  }
  const allowed = contract.codesOfStatus(status);
  if (!allowed.includes(b.code)) {
    return [
      { rule: "response.error-code", message: `${op.key} ${status}: code ${b.code} is not a documented ${status} code`, expected: allowed, actual: b.code },
    ];
  }
  const opCodes = contract.operationCodes(op, status);
  if (opCodes && !opCodes.includes(b.code)) {
    return [
      {
        rule: "response.operation-code",
        message: `${op.key} ${status}: code ${b.code} is not among the operation's documented ${status} codes`,
        expected: opCodes,
        actual: b.code,
      },
    ];
  }
  return [];
}
