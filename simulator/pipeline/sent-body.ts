/**
 * The JSON text of an answer's body, made once: the HTTP layer sends it, and the request
 * journal, which reads answers only when it is itself read, shows what was sent (not the
 * object as it may have changed since).
 */
import type { HandlerResult } from "../areas/types.js";

const texts = new WeakMap<HandlerResult, string>();

/** `JSON.stringify(r.body)`, remembered for this result. */
export function bodyTextOf(r: HandlerResult): string {
  let t = texts.get(r);
  if (t === undefined) texts.set(r, (t = JSON.stringify(r.body)));
  return t;
}

/** The body as it was sent when the HTTP layer sent it as JSON text, else the body itself. */
export function sentBodyOf(r: HandlerResult): unknown {
  const t = texts.get(r);
  return t === undefined ? r.body : JSON.parse(t);
}
