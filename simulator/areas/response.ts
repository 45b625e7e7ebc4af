/**
 * Rendering domain records as the API's response bodies, typed from the contract
 * (generated/api.d.ts): a render function returns `Schema<"Name">` and builds it as one
 * object literal, so a field the spec no longer has fails the typecheck.
 */
import type { components } from "../../generated/api.js";

/** A named schema of the contract, e.g. `Schema<"Card">`. */
export type Schema<N extends keyof components["schemas"]> = components["schemas"][N];

/**
 * Drop the properties whose value is `undefined`, so a response rendered field by field as
 * one typed object literal carries only the fields set.
 */
export function omitUndefined<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = v;
  return out as T;
}
