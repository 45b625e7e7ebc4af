/**
 * ECDSA P-256 / SHA-256 verification of a DER signature (hex) by a P-256 public key (hex,
 * compressed or uncompressed), as an API-key stamp is checked. OpenSSL (node:crypto) does
 * the arithmetic; the key object of each public key is made once and kept, a bounded cache
 * of public keys and never of verdicts: every signature is checked over its own message.
 * A signature OpenSSL refuses is checked again with @turnkey/crypto's
 * verifyStampSignature (the reference the service's clients sign for, in pure JavaScript,
 * about a hundred times slower), so nothing that reference accepts is refused here.
 *
 * `checkP256` answers at once (`true`, no promise, no microtask) when OpenSSL accepts, and a
 * promise of the reference's verdict otherwise; `verifyP256` is the same as a promise.
 */
import { createPublicKey, verify, type KeyObject } from "node:crypto";
import { verifyStampSignature } from "@turnkey/crypto";

/** DER SubjectPublicKeyInfo headers of an id-ecPublicKey / prime256v1 key: compressed (33-byte) and uncompressed (65-byte) points. */
const SPKI_COMPRESSED = Buffer.from("3039301306072a8648ce3d020106082a8648ce3d030107032200", "hex");
const SPKI_UNCOMPRESSED = Buffer.from("3059301306072a8648ce3d020106082a8648ce3d030107034200", "hex");

/** Key objects by public key hex, lower case (null: OpenSSL cannot load the key). */
const keys = new Map<string, KeyObject | null>();
export const MAX_CACHED_KEYS = 1024;

/**
 * The bytes of a hex string, or undefined when it is not hex: empty, of odd length, or with a
 * character that is not a hex digit (Buffer's decoder stops at the first bad pair, so a
 * shorter result means the string was not hex all through, and a prefix is never checked).
 */
function hexBytes(hex: string): Buffer | undefined {
  if (hex.length === 0 || hex.length % 2 !== 0) return undefined;
  const b = Buffer.from(hex, "hex");
  return b.length * 2 === hex.length ? b : undefined;
}

/** The key object of a public key (lower-case hex): null when OpenSSL cannot load it, undefined when it is not hex (not kept). */
function keyOf(publicKeyHex: string): KeyObject | null | undefined {
  const cached = keys.get(publicKeyHex);
  if (cached !== undefined) return cached;
  const point = hexBytes(publicKeyHex);
  if (!point) return undefined;
  let key: KeyObject | null = null;
  const header =
    point.length === 33 && (point[0] === 2 || point[0] === 3) ? SPKI_COMPRESSED : point.length === 65 && point[0] === 4 ? SPKI_UNCOMPRESSED : undefined;
  if (header) {
    try {
      key = createPublicKey({ key: Buffer.concat([header, point]), format: "der", type: "spki" });
    } catch {
      key = null; // not a point of the curve
    }
  }
  if (keys.size >= MAX_CACHED_KEYS) keys.delete(keys.keys().next().value as string);
  keys.set(publicKeyHex, key);
  return key;
}

/** The reference's verdict (a throw of the reference is a refusal). */
async function reference(publicKeyHex: string, signatureHex: string, message: string): Promise<boolean> {
  try {
    return await verifyStampSignature(publicKeyHex, signatureHex, message);
  } catch {
    return false;
  }
}

/**
 * Whether `signatureHex` (DER) is a valid ECDSA P-256 signature of SHA-256(`message`, UTF-8)
 * by `publicKeyHex`: `true` at once when OpenSSL accepts it, `false` at once when either is
 * not hex, otherwise a promise of the reference's verdict.
 */
export function checkP256(publicKeyHex: string, signatureHex: string, message: string): boolean | Promise<boolean> {
  const signature = hexBytes(signatureHex);
  if (!signature) return false;
  const key = keyOf(publicKeyHex.toLowerCase());
  if (key === undefined) return false;
  if (key) {
    try {
      if (verify("sha256", Buffer.from(message, "utf8"), key, signature)) return true;
    } catch {
      /* a signature OpenSSL cannot read: the reference decides */
    }
  }
  return reference(publicKeyHex, signatureHex, message);
}

/** True when `signatureHex` (DER) is a valid ECDSA P-256 signature of SHA-256(`message`, UTF-8) by `publicKeyHex`. */
export async function verifyP256(publicKeyHex: string, signatureHex: string, message: string): Promise<boolean> {
  return checkP256(publicKeyHex, signatureHex, message);
}
