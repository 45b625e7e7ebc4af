/**
 * `apiError(code)` builds an ApiError with the reason of the error catalogue
 * (contract/errors.ts); a handler passes its own, more specific reason whenever it knows more.
 */
import { errorCatalogue } from "../../contract/errors.js";
import { ApiError } from "./api-error.js";

/** An ApiError for a catalogued code; `reason` overrides the default reason. */
export function apiError(code: string, reason?: string, details?: Record<string, unknown>): ApiError {
  const e = errorCatalogue().get(code);
  if (!e) throw new Error(`unknown error code ${code}: add it to spec/rules/error-codes.yaml`);
  return new ApiError(e.status, code, reason ?? e.reason, details);
}
