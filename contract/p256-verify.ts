/**
 * ECDSA P-256 / SHA-256 verification of a DER signature (hex) by a P-256 public key (hex,
 * compressed or uncompressed), as an API-key stamp is checked. OpenSSL (node:crypto) does
 * the arithmetic; the key object of each public key is made once and kept, a bounded cache
 * of public keys and never of verdicts: every signature is checked over its own message.
 * A signature OpenSSL refuses is checked again with @turnkey/crypto's
 * verifyStampSignature (the reference the service's clients sign for, in pure JavaScript,
 * about a hundred times slower), so nothing that reference accepts is refused here.
 */
import { createPublicKey, verify, type KeyObject } from "node:crypto";
import { verifyStampSignature } from "@turnkey/crypto";

/** DER SubjectPublicKeyInfo headers of an id-ecPublicKey / prime256v1 key: compressed (33-byte) and uncompressed (65-byte) points. */
const SPKI_COMPRESSED = Buffer.from("3039301306072a8648ce3d020106082a8648ce3d030107032200", "hex");
const SPKI_UNCOMPRESSED = Buffer.from("3059301306072a8648ce3d020106082a8648ce3d030107034200", "hex");
const HEX = /^(?:[0-9a-fA-F]{2})+$/;

/** Key objects by public key hex (null: OpenSSL cannot load the key). */
const keys = new Map<string, KeyObject | null>();
export const MAX_CACHED_KEYS = 1024;

function keyOf(publicKeyHex: string): KeyObject | null {
  const cached = keys.get(publicKeyHex);
  if (cached !== undefined) return cached;
  let key: KeyObject | null = null;
  const point = Buffer.from(publicKeyHex, "hex");
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

/** True when `signatureHex` (DER) is a valid ECDSA P-256 signature of SHA-256(`message`, UTF-8) by `publicKeyHex`. */
export async function verifyP256(publicKeyHex: string, signatureHex: string, message: string): Promise<boolean> {
  if (!HEX.test(publicKeyHex) || !HEX.test(signatureHex)) return false;
  const key = keyOf(publicKeyHex.toLowerCase());
  if (key) {
    try {
      if (verify("sha256", Buffer.from(message, "utf8"), { key, dsaEncoding: "der" }, Buffer.from(signatureHex, "hex"))) return true;
    } catch {
      /* a signature OpenSSL cannot read: the reference decides */
    }
  }
  try {
    return await verifyStampSignature(publicKeyHex, signatureHex, message);
  } catch {
    return false;
  }
}
