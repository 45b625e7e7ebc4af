/**
 * What the request journal keeps of a request and its answer: never a secret. Header and
 * field names that carry credentials are replaced by "[redacted]", digit runs shaped like
 * a card number (13-19 digits, spaces or dashes allowed) keep only their last four digits,
 * and long strings are cut.
 */

const SECRET_HEADER = /^(authorization|proxy-authorization|cookie|set-cookie)$|signature|token|secret|api-?key|password|session/i;
const SECRET_FIELD = /token|secret|password|passcode|^pin$|^pan$|cardnumber|card_number|^cvv|^cvc|privatekey|private_key|apikey|api_key|signature|authorization|mnemonic|^seed$|credential(?!s?id)|attestation|assertion|^otp$|verificationcode|^scacode$|devicecode|recoverycodes|totpuri|walletkey|encrypted/i;
const PAN_LIKE = /\b\d(?:[ -]?\d){12,18}\b/g;
const MAX_STRING = 2000;
const MAX_DEPTH = 12;
const MAX_ITEMS = 100;
export const REDACTED = "[redacted]";

const maskPan = (s: string): string =>
  s.replace(PAN_LIKE, (m) => {
    const digits = m.replace(/\D/g, "");
    return `${"*".repeat(digits.length - 4)}${digits.slice(-4)}`;
  });

export function redactString(s: string): string {
  const m = maskPan(s);
  return m.length > MAX_STRING ? `${m.slice(0, MAX_STRING)}… (${m.length} chars)` : m;
}

/** A copy of a JSON value with secret fields and card-number-like digits hidden. */
export function redactValue(v: unknown, depth = 0): unknown {
  if (typeof v === "string") return redactString(v);
  if (typeof v === "number" && Number.isInteger(v) && Math.abs(v) >= 1e12) return redactString(String(v));
  if (v === null || typeof v !== "object") return v;
  if (depth >= MAX_DEPTH) return "[nested too deep]";
  if (Array.isArray(v)) {
    const out = v.slice(0, MAX_ITEMS).map((x) => redactValue(x, depth + 1));
    if (v.length > MAX_ITEMS) out.push(`… ${v.length - MAX_ITEMS} more`);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    // A one-time code (`code: "123456"`) is hidden; an error's `code` (a name) is kept.
    const secret = (SECRET_FIELD.test(k) || (k === "code" && typeof x === "string" && /^\d{4,10}$/.test(x))) && x !== null && x !== undefined;
    out[k] = secret ? REDACTED : redactValue(x, depth + 1);
  }
  return out;
}

export function redactHeaders(h: Record<string, string | string[] | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined) continue;
    const text = Array.isArray(v) ? v.join(", ") : String(v);
    out[k.toLowerCase()] = SECRET_HEADER.test(k) ? (k.toLowerCase() === "authorization" ? `${text.split(" ")[0]} ${REDACTED}` : REDACTED) : redactString(text);
  }
  return out;
}

export function redactQuery(q: URLSearchParams): string {
  const parts: string[] = [];
  for (const [k, v] of q) parts.push(`${encodeURIComponent(k)}=${SECRET_FIELD.test(k) ? REDACTED : encodeURIComponent(redactString(v))}`);
  return parts.join("&");
}
