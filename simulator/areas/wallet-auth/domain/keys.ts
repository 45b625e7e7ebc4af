/**
 * The service's halves of the embedded-wallet key scheme, from @turnkey/crypto (the very
 * library integrators use on the client side):
 * - OTP target bundles: a fresh P-256 target key per challenge; the bundle is a JSON text
 *   whose `data` is the hex of JSON `{targetPublic}` (uncompressed key hex);
 * - OTP bundles from the client: `{encappedPublic, ciphertext}` (hex) opened with HPKE;
 * - credential bundles (`encryptedSessionSigningKey`, `encryptedWalletCredentials`):
 *   HPKE to the client's key, base58check of the compressed encapsulated key followed by
 *   the ciphertext, which `decryptCredentialBundle` opens.
 * No I/O; randomness only in key generation.
 */
import { compressRawPublicKey, generateP256KeyPair, hpkeDecrypt, hpkeEncrypt, uncompressRawPublicKey } from "@turnkey/crypto";
import { createBase58check } from "@scure/base";
import { sha256 } from "@noble/hashes/sha2.js";
import { createHash } from "node:crypto";

const bs58check = createBase58check(sha256);
const fromHex = (hex: string): Uint8Array => new Uint8Array(Buffer.from(hex, "hex"));
const toHex = (b: Uint8Array): string => Buffer.from(b).toString("hex");

export interface P256KeyPair {
  /** Private key, hex. */
  privateKey: string;
  /** Compressed public key, hex (`02`/`03` prefix). */
  publicKey: string;
  /** Uncompressed public key, hex (`04` prefix). */
  publicKeyUncompressed: string;
}

export const newKeyPair = (): P256KeyPair => generateP256KeyPair();

const HEX_KEY = /^(0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$/;

/** A P-256 public key (hex) as raw uncompressed bytes, or undefined when it is not one. */
export function uncompressedKey(hex: string): Uint8Array | undefined {
  if (!HEX_KEY.test(hex)) return undefined;
  try {
    const raw = fromHex(hex.toLowerCase());
    return raw.length === 65 ? raw : uncompressRawPublicKey(raw);
  } catch {
    return undefined;
  }
}

/**
 * Whether a client's key (hex) is a compressed P-256 key (`02`/`03`): the client then holds the
 * session signing key itself; an uncompressed one (`04`) asks for a fresh key sealed to it
 * (interface facts: the key model of passkey challenges, OAuth verifies and refreshes).
 */
export const isCompressedKey = (hex: string): boolean => /^0[23][0-9a-fA-F]{64}$/.test(hex) && uncompressedKey(hex) !== undefined;

/** The compressed hex form of a P-256 public key (hex), or undefined. */
export function compressedKeyHex(hex: string): string | undefined {
  const raw = uncompressedKey(hex);
  return raw ? toHex(compressRawPublicKey(raw)) : undefined;
}

export function otpTargetBundle(target: P256KeyPair, version: string): string {
  const data = Buffer.from(JSON.stringify({ targetPublic: target.publicKeyUncompressed }), "utf8").toString("hex");
  return JSON.stringify({ version, data });
}

export type OtpBundleResult = { ok: true; otpCode: string; publicKey: string } | { ok: false; reason: string };

/** Open an `encryptedOtpBundle` with the challenge's target private key. */
export function openOtpBundle(bundle: string, targetPrivateKey: string): OtpBundleResult {
  let parsed: { encappedPublic?: unknown; ciphertext?: unknown };
  try {
    parsed = JSON.parse(bundle);
  } catch {
    return { ok: false, reason: "encryptedOtpBundle is not JSON text {encappedPublic, ciphertext}" };
  }
  const { encappedPublic, ciphertext } = parsed ?? {};
  if (typeof encappedPublic !== "string" || typeof ciphertext !== "string" || !/^[0-9a-fA-F]+$/.test(ciphertext)) {
    return { ok: false, reason: "encryptedOtpBundle needs hex strings encappedPublic and ciphertext" };
  }
  const encapped = uncompressedKey(encappedPublic);
  if (!encapped) return { ok: false, reason: "encappedPublic is not a P-256 public key" };
  let plain: string;
  try {
    plain = Buffer.from(hpkeDecrypt({ ciphertextBuf: fromHex(ciphertext.toLowerCase()), encappedKeyBuf: encapped, receiverPriv: targetPrivateKey })).toString(
      "utf8",
    );
  } catch {
    return { ok: false, reason: "encryptedOtpBundle does not decrypt with the target key of the latest challenge" };
  }
  let inner: { otp_code?: unknown; public_key?: unknown };
  try {
    inner = JSON.parse(plain);
  } catch {
    return { ok: false, reason: "the decrypted bundle is not JSON {otp_code, public_key}" };
  }
  if (typeof inner?.otp_code !== "string") return { ok: false, reason: "the decrypted bundle has no otp_code" };
  if (typeof inner.public_key !== "string" || !/^0[23][0-9a-fA-F]{64}$/.test(inner.public_key)) {
    return { ok: false, reason: "the decrypted bundle's public_key must be a compressed P-256 key (02/03 prefix, hex)" };
  }
  return { ok: true, otpCode: inner.otp_code, publicKey: inner.public_key.toLowerCase() };
}

/** Seal a secret (hex) to a client's P-256 key as a credential bundle. */
export function sealCredentialBundle(secretHex: string, clientPublicKeyHex: string): string {
  const target = uncompressedKey(clientPublicKeyHex);
  if (!target) throw new Error("sealCredentialBundle: not a P-256 public key");
  return bs58check.encode(hpkeEncrypt({ plainTextBuf: fromHex(secretHex), targetKeyBuf: target }));
}

/**
 * A passkey challenge: the lowercase hex SHA-256 of the session-creation request it stands for
 * (its fields as canonical JSON, keys sorted), as the live service computes its challenges.
 */
export function sessionChallenge(request: Record<string, string>): string {
  const canonical = JSON.stringify(Object.fromEntries(Object.entries(request).sort(([a], [b]) => (a < b ? -1 : 1))));
  return createHash("sha256").update(canonical).digest("hex");
}
