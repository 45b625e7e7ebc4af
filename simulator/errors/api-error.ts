/**
 * ApiError: what a handler or the pipeline throws to answer with an error body
 * `{code, reason, details?}`. Codes come from spec/rules/error-codes.yaml; the catalogue
 * (errors/catalogue.ts) gives the default reason of each code.
 */
export interface FieldError {
  field: string;
  in: "body" | "query" | "path" | "header";
  code: string;
  reason: string;
  expected?: unknown;
}

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

  static invalidInput(errors: FieldError[], reason?: string): ApiError {
    const n = errors.length;
    const summary = reason ?? `${n} field${n === 1 ? " is" : "s are"} invalid: ${errors.map((e) => `${e.field || "(body)"} ${e.reason}`).join("; ")}`;
    return new ApiError(400, "INVALID_INPUT", summary, { errors });
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
