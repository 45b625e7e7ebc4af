/**
 * Response validation (tests and `--strict`): the status must be documented for the
 * operation (exact, then `4XX`-style ranges, then `default`) and the body must match
 * its schema. A mismatch becomes 500 INTERNAL_ERROR with details.responseValidation,
 * and is logged, so a test fails loudly. Validators come from the shared registry
 * cache (compiled once per response schema).
 */
import type { SchemaRegistry } from "../../contract/schema-registry.js";
import type { CompiledOperation } from "./routes.js";
import { pointerToField } from "./field-errors.js";

export interface ResponseProblem {
  field?: string;
  problem: string;
}

export function checkResponse(reg: SchemaRegistry, op: CompiledOperation, status: number, body: unknown): ResponseProblem[] | null {
  const key = op.responses.has(String(status))
    ? String(status)
    : op.responses.has(`${String(status)[0]}XX`)
      ? `${String(status)[0]}XX`
      : op.responses.has("default")
        ? "default"
        : undefined;
  if (key === undefined) {
    return [{ problem: `status ${status} is not documented for ${op.operationId} (documented: ${[...op.responses.keys()].join(", ")})` }];
  }
  const pointer = op.responses.get(key);
  if (pointer === null || pointer === undefined) {
    return body === undefined || body === null || body === ""
      ? null
      : [{ problem: `status ${status} of ${op.operationId} documents no JSON body, but one was sent` }];
  }
  const errs = reg.check(pointer, body);
  if (!errs) return null;
  return errs.slice(0, 20).map((e) => ({
    field: pointerToField(e.instancePath),
    problem: `${e.message ?? e.keyword}${e.params && Object.keys(e.params).length ? " " + JSON.stringify(e.params) : ""}`,
  }));
}
