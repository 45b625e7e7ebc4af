/**
 * The `Service-Wallet-Signature` header: the `stampHeaderValue` that
 * `ApiKeyStamper.stamp(payloadToSign)` produces, a base64url JSON
 * `{publicKey, scheme, signature}` (compressed P-256 key hex, the scheme name, a DER
 * ECDSA P-256/SHA-256 signature hex). Parsing is pure; verification is over the exact
 * payload (contract/p256-verify.ts: OpenSSL, @turnkey/crypto's verifyStampSignature as
 * the reference).
 */
import { checkP256 } from "../../../../contract/p256-verify.js";

export interface Stamp {
  publicKey: string;
  scheme: string;
  signature: string;
}

export type ParsedStamp = { ok: true; stamp: Stamp } | { ok: false; reason: string };

export function parseStamp(header: string, scheme: string): ParsedStamp {
  if (!/^[A-Za-z0-9_-]+=*$/.test(header)) return { ok: false, reason: "the header is not base64url" };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(header, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "the header does not decode to JSON" };
  }
  const s = json as Partial<Stamp> | null;
  if (!s || typeof s !== "object") return { ok: false, reason: "the stamp is not a JSON object" };
  if (typeof s.publicKey !== "string" || !/^0[23][0-9a-fA-F]{64}$/.test(s.publicKey))
    return { ok: false, reason: "the stamp's publicKey is not a compressed P-256 key (hex)" };
  if (s.scheme !== scheme) return { ok: false, reason: `the stamp's scheme must be ${scheme}` };
  if (typeof s.signature !== "string" || !/^30[0-9a-fA-F]{10,}$/.test(s.signature) || s.signature.length % 2 !== 0) {
    return { ok: false, reason: "the stamp's signature is not a DER ECDSA signature (hex)" };
  }
  return { ok: true, stamp: { publicKey: s.publicKey.toLowerCase(), scheme: s.scheme, signature: s.signature } };
}

/**
 * Whether the stamp's signature verifies over `payload` with the stamp's key: `true` at once
 * when OpenSSL accepts it, otherwise the verdict of the reference (a promise).
 */
export function stampVerifies(stamp: Stamp, payload: string): boolean | Promise<boolean> {
  try {
    const v = checkP256(stamp.publicKey, stamp.signature, payload);
    return typeof v === "boolean" ? v : v.catch(() => false);
  } catch {
    return false;
  }
}
