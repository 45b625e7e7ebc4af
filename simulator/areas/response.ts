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

/** A body rendered once from a stored record, and its JSON text once it has been sent. */
interface Rendered {
  body: object;
  text?: string;
}
const bySource = new WeakMap<object, Rendered>();
const byBody = new WeakMap<object, Rendered>();

/**
 * `render(record)`, made once per stored record: records are never changed in place (a
 * change stores a new record), so a record's body is the same for as long as it is stored.
 * The body is frozen, and the HTTP layer makes its JSON text once too (`renderedTextOf`):
 * a read of an unchanged record costs a lookup. For reads answered with the body as is.
 */
export function renderedOnce<S extends object, B extends object>(record: S, render: (r: S) => B): B {
  let r = bySource.get(record);
  if (!r) {
    r = { body: Object.freeze(render(record)) };
    bySource.set(record, r);
    byBody.set(r.body, r);
  }
  return r.body as B;
}

/** The JSON text of a body made by `renderedOnce` (made on first use), or undefined for any other body. */
export function renderedTextOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const r = byBody.get(body);
  if (!r) return undefined;
  return (r.text ??= JSON.stringify(body));
}
