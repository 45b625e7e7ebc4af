/**
 * What a recording never holds (unless `--record-secrets`): the headers and body fields the
 * rules name (credentials, wallet signatures, OTPs and their bundles, secrets) and card
 * numbers anywhere (13 to 19 digits, alone or in a longer string, passing the Luhn check).
 * A secret becomes `redacted-secret-N`, the same N wherever the same secret appears (a Basic
 * credential keeps its client id: `Basic id:redacted-secret-1`), so a replay still tells one
 * platform's requests from another's without knowing either secret.
 */
import { luhnPasses } from "../contract/luhn.js";
import { readCredentials } from "./rewrite.js";
import type { Rules } from "./rules.js";
import type { Exchange, JsonValue } from "./types.js";

export const REDACTED_CARD = "[redacted card number]";
const CARD_RUN = /\d{13,19}/g;

export class Redactor {
  private aliases = new Map<string, string>();

  constructor(private readonly rules: Rules) {}

  /** The stable stand-in of a secret. */
  alias(secret: string): string {
    let a = this.aliases.get(secret);
    if (!a) this.aliases.set(secret, (a = `redacted-secret-${this.aliases.size + 1}`));
    return a;
  }

  private cards(s: string): string {
    if (!this.rules.cardNumbers || s.length < 13) return s;
    return s.replace(CARD_RUN, (run) => (luhnPasses(run) ? REDACTED_CARD : run));
  }

  header(name: string, value: string): string {
    if (!this.rules.redactHeader(name)) return this.cards(value);
    const creds = name.toLowerCase() === "authorization" ? readCredentials(value) : undefined;
    if (creds?.scheme === "basic") return `Basic ${creds.id}:${this.alias(creds.secret)}`;
    if (creds?.scheme === "bearer") return `Bearer ${this.alias(creds.token)}`;
    return this.alias(value);
  }

  body(v: JsonValue, operation: string | undefined, key?: string): JsonValue {
    if (typeof v === "string") return this.rules.redactValue(key, v, operation) ? this.alias(v) : this.cards(v);
    if (typeof v === "number" && Number.isInteger(v) && v > 0 && String(v).length >= 13 && this.rules.cardNumbers && luhnPasses(String(v)))
      return REDACTED_CARD;
    if (Array.isArray(v)) return v.map((item) => this.body(item, operation, key));
    if (v && typeof v === "object") {
      const out: Record<string, JsonValue> = {};
      for (const [k, child] of Object.entries(v)) {
        const secret = this.rules.redactValue(k, "", operation) && child !== null && typeof child === "object";
        out[k] = secret ? this.alias(JSON.stringify(child)) : this.body(child, operation, k);
      }
      return out;
    }
    return v;
  }

  /** A body that is not JSON (base64): card numbers in its text redacted. */
  private raw(base64: string): string {
    const text = Buffer.from(base64, "base64").toString("latin1");
    const redacted = this.cards(text);
    return redacted === text ? base64 : Buffer.from(redacted, "latin1").toString("base64");
  }

  /** A copy of the exchange as a recording may hold it. */
  exchange(ex: Exchange, operation: string | undefined): Exchange {
    const headers = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k, this.header(k, v)]));
    return {
      ...ex,
      requestHeaders: headers(ex.requestHeaders),
      ...(ex.requestBody !== undefined ? { requestBody: this.body(ex.requestBody, operation) } : {}),
      ...(ex.requestBase64 !== undefined ? { requestBase64: this.raw(ex.requestBase64) } : {}),
      responseHeaders: headers(ex.responseHeaders),
      ...(ex.responseBody !== undefined ? { responseBody: this.body(ex.responseBody, operation) } : {}),
      ...(ex.responseText !== undefined ? { responseText: this.cards(ex.responseText) } : {}),
    };
  }
}
