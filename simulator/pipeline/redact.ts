/**
 * What the request journal keeps of a request and its answer: never a secret. Header and
 * field names that carry credentials are replaced by "[redacted]", digit runs shaped like
 * a card number (13-19 digits in one run, or in groups of four split by spaces or dashes,
 * passing the Luhn check) keep only their last four digits, and long strings are cut.
 */
import { luhnPasses } from "../../contract/luhn.js";

const SECRET_HEADER = /^(authorization|proxy-authorization|cookie|set-cookie)$|signature|token|secret|api-?key|password|session/i;
const SECRET_FIELD =
  /token|secret|password|passcode|^pin$|^pan$|cardnumber|card_number|^cvv|^cvc|privatekey|private_key|apikey|api_key|signature|authorization|mnemonic|^seed$|credential(?!s?id)|attestation|assertion|^otp$|verificationcode|^scacode$|devicecode|recoverycodes|totpuri|walletkey|encrypted/i;
const PAN_LIKE = /\b(?:\d{13,19}|\d{4}([ -])\d{4}\1\d{4}\1\d{1,7})\b/g;
const MAX_STRING = 2000;
const MAX_DEPTH = 12;
const MAX_ITEMS = 100;
export const REDACTED = "[redacted]";

const maskPan = (s: string): string =>
  s.replace(PAN_LIKE, (m) => {
    const digits = m.replace(/\D/g, "");
    return digits.length < 13 || digits.length > 19 || !luhnPasses(digits) ? m : `${"*".repeat(digits.length - 4)}${digits.slice(-4)}`;
  });

/** Secret-named keys, remembered (the same few dozen names come back on every request). */
const secretKeys = new Map<string, boolean>();
const isSecretKey = (k: string): boolean => {
  let v = secretKeys.get(k);
  if (v === undefined) {
    v = SECRET_FIELD.test(k);
    if (secretKeys.size < 10_000) secretKeys.set(k, v);
  }
  return v;
};

/** At least 13 digits in the string (else no card number can be in it: the regex is skipped). */
function enoughDigits(s: string): boolean {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57 && ++n >= 13) return true;
  }
  return false;
}

export function redactString(s: string): string {
  const m = s.length < 13 || !enoughDigits(s) ? s : maskPan(s);
  return m.length > MAX_STRING ? `${m.slice(0, MAX_STRING)}… (${m.length} chars)` : m;
}

/** A copy of a JSON value with secret fields and card-number-like digits hidden. */
export function redactValue(v: unknown, depth = 0): unknown {
  if (typeof v === "string") return redactString(v);
  if (typeof v === "number" && Number.isInteger(v) && Math.abs(v) >= 1e12) return redactString(String(v));
  if (v === null || typeof v !== "object") return v;
  if (depth >= MAX_DEPTH) return "[nested too deep]";
  if (Array.isArray(v)) {
    const n = Math.min(v.length, MAX_ITEMS);
    const out: unknown[] = new Array(n);
    for (let i = 0; i < n; i++) out[i] = redactValue(v[i], depth + 1);
    if (v.length > MAX_ITEMS) out.push(`… ${v.length - MAX_ITEMS} more`);
    return out;
  }
  const o = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k in o) {
    const x = o[k];
    // A one-time code (`code: "123456"`) is hidden; an error's `code` (a name) is kept.
    const secret = x !== null && x !== undefined && (isSecretKey(k) || (k === "code" && typeof x === "string" && /^\d{4,10}$/.test(x)));
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
