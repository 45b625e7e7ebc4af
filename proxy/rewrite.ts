/**
 * A request as the other side must receive it: every paired value rewritten to that side's
 * name (in the path's segments, the query's values, the JSON body and Basic or Bearer
 * credentials), the sink's address in place of a webhook endpoint, and the connection's own
 * headers left out. Segments and query values that hold no paired value keep their bytes.
 */
import type { IdMap } from "./id-map.js";
import type { Rules } from "./rules.js";
import type { JsonValue } from "./types.js";

/** Headers a hop owns (RFC 9110 §7.6.1), plus those the sender recomputes. */
export const HOP_HEADERS = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
  "content-length",
  "expect",
  "accept-encoding",
]);

/** Percent-encode what a path segment cannot hold as is (`:` and `@` stay, as clients send them). */
const encodeSegment = (s: string): string => s.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@]+/g, encodeURIComponent);

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
}

/** A path with its query, each paired value in it rewritten by `map` (e.g. `map.toObserved`). */
export function rewritePath(path: string, to: (v: string) => string): string {
  const q = path.indexOf("?");
  const pathOnly = q < 0 ? path : path.slice(0, q);
  const segments = pathOnly.split("/").map((seg) => {
    if (!seg) return seg;
    const raw = decode(seg);
    const mapped = to(raw);
    return mapped === raw ? seg : encodeSegment(mapped);
  });
  if (q < 0) return segments.join("/");
  const parts = path
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq < 0) return pair;
      const raw = decode(pair.slice(eq + 1));
      const mapped = to(raw);
      return mapped === raw ? pair : `${pair.slice(0, eq)}=${encodeURIComponent(mapped)}`;
    });
  return `${segments.join("/")}?${parts.join("&")}`;
}

/** A JSON body with every string rewritten by `to`, and the values of sink keys replaced by `sink(value)`. */
export function rewriteBody(body: JsonValue, to: (v: string) => string, rules: Rules, sink: (v: string) => string, key?: string): JsonValue {
  if (typeof body === "string") return rules.sink(key) ? sink(body) : to(body);
  if (Array.isArray(body)) return body.map((item) => rewriteBody(item, to, rules, sink, key));
  if (body && typeof body === "object") {
    const out: Record<string, JsonValue> = {};
    for (const [k, v] of Object.entries(body)) out[k] = rewriteBody(v, to, rules, sink, k);
    return out;
  }
  return body;
}

/** Whether a JSON body holds a property the other side cannot repeat (an encrypted bundle, a signature). */
export function holdsUncomparable(body: JsonValue | undefined, rules: Rules): string | undefined {
  if (Array.isArray(body)) {
    for (const item of body) {
      const found = holdsUncomparable(item, rules);
      if (found) return found;
    }
  } else if (body && typeof body === "object") {
    for (const [k, v] of Object.entries(body)) {
      if (rules.uncomparableKey(k)) return k;
      const found = holdsUncomparable(v, rules);
      if (found) return found;
    }
  }
  return undefined;
}

/** Basic or Bearer credentials as parts, or undefined for another scheme. */
export function readCredentials(header: string | undefined): { scheme: "basic"; id: string; secret: string } | { scheme: "bearer"; token: string } | undefined {
  if (!header) return undefined;
  const [scheme, ...rest] = header.trim().split(/\s+/);
  const value = rest.join(" ");
  if (/^basic$/i.test(scheme)) {
    // A recording keeps Basic credentials readable as `id:secret` (the secret redacted); a client sends base64.
    const text = value.includes(":") ? value : Buffer.from(value, "base64").toString("utf8");
    const colon = text.indexOf(":");
    return colon > 0 ? { scheme: "basic", id: text.slice(0, colon), secret: text.slice(colon + 1) } : undefined;
  }
  if (/^bearer$/i.test(scheme) && value) return { scheme: "bearer", token: value };
  return undefined;
}

export const basicHeader = (id: string, secret: string): string => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

/** The request headers to send on: lower-case names, without the hop's own. */
export function forwardHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const n = name.toLowerCase();
    if (value === undefined || HOP_HEADERS.has(n) || n.startsWith("proxy-")) continue;
    out[n] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

/** Mapped by `map` toward the observed side, whole value or ids inside. */
export const toObserved =
  (map: IdMap) =>
  (v: string): string =>
    map.toObserved(v);
