/**
 * ApiError: what a handler or the pipeline throws to answer with an error body
 * `{code, reason, details?}`. Codes come from spec/rules/error-codes.yaml; the catalogue
 * (errors/catalogue.ts) gives the default reason of each code.
 */
import { loadLimitRules } from "../../contract/rules/limits.js";

export interface FieldError {
  field: string;
  in: "body" | "query" | "path" | "header";
  code: string;
  reason: string;
  expected?: unknown;
}

/** The FieldErrors of one answer; when it lists only the first of more, `total` counts them all. */
export type FieldErrorList = FieldError[] & { total?: number };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly reason: string,
    readonly details?: Record<string, unknown>,
  ) {
    // An ApiError is an answer, not a fault: it carries no stack trace (capturing one costs
    // more than the rest of a short error answer). Faults are plain Errors and keep theirs.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(`${status} ${code}: ${reason}`);
    Error.stackTraceLimit = limit;
  }

  toBody(): { code: string; reason: string; details?: Record<string, unknown> } {
    return this.details ? { code: this.code, reason: this.reason, details: this.details } : { code: this.code, reason: this.reason };
  }

  /**
   * 400 INVALID_INPUT listing the first fieldErrors.max of `errors` (spec/rules/limits.yaml);
   * with more (listed, or counted in `errors.total`), `details.totalErrors` counts them all. The reason quotes the first
   * fieldErrors.reasonMax, so the answer stays small however many fields fail.
   */
  static invalidInput(errors: FieldErrorList, reason?: string): ApiError {
    const n = Math.max(errors.total ?? 0, errors.length);
    const { max, reasonMax } = loadLimitRules().fieldErrors;
    const quoted = errors.slice(0, reasonMax).map((e) => `${e.field || "(body)"} ${e.reason}`);
    if (n > reasonMax) quoted.push(`and ${n - reasonMax} more${n > max ? ` (details.errors lists the first ${max})` : ""}`);
    const summary = reason ?? `${n} field${n === 1 ? " is" : "s are"} invalid: ${quoted.join("; ")}`;
    return new ApiError(400, "INVALID_INPUT", summary, n > max ? { errors: errors.length > max ? errors.slice(0, max) : errors, totalErrors: n } : { errors });
  }

  static notFound(code: string, reason: string): ApiError {
    return new ApiError(404, code, reason);
  }

  static conflict(code: string, reason: string): ApiError {
    return new ApiError(409, code, reason);
  }

  static badRequest(code: string, reason: string, details?: Record<string, unknown>): ApiError {
    return new ApiError(400, code, reason, details);
  }
}
