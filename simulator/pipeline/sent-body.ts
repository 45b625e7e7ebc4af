/**
 * The JSON text of an answer's body, made once: the HTTP layer sends it, and the request
 * journal, which reads answers only when it is itself read, shows what was sent (not the
 * object as it may have changed since). The text rides on the result itself (a symbol
 * property, no table of results to keep up per request).
 */
import type { HandlerResult } from "../areas/types.js";
import { renderedTextOf } from "../areas/response.js";

const SENT_TEXT = Symbol("paysim.sentText");
type WithText = HandlerResult & { [SENT_TEXT]?: string };

/** `JSON.stringify(r.body)`, remembered for this result. */
export function bodyTextOf(r: HandlerResult): string {
  // A body rendered once from a stored record has its text made once (and, frozen, is what was sent).
  let t = renderedTextOf(r.body) ?? (r as WithText)[SENT_TEXT];
  if (t === undefined) {
    t = JSON.stringify(r.body);
    // Not enumerable: a copy of the result (`{ ...r, body }`) never carries the text along.
    if (Object.isExtensible(r)) Object.defineProperty(r, SENT_TEXT, { value: t });
  }
  return t;
}

/** The body as it was sent when the HTTP layer sent it as JSON text, else the body itself. */
export function sentBodyOf(r: HandlerResult): unknown {
  const t = (r as WithText)[SENT_TEXT];
  return t === undefined ? r.body : JSON.parse(t);
}
