/**
 * Solana ownership signatures: Ed25519 over the UTF-8 bytes of the message. The address
 * is the base58 of the 32-byte public key; the signature is base58 of 64 bytes.
 */
import { ed25519 } from "@noble/curves/ed25519.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { base58 } from "@scure/base";
import { ACCEPT, refuse, type SignatureCheck } from "./types.js";

function decode58(s: string): Uint8Array | null {
  try {
    return base58.decode(s);
  } catch {
    return null;
  }
}

/** True when `address` is base58 of exactly 32 bytes. */
export function isValidSolanaAddress(address: string): boolean {
  return decode58(address)?.length === 32;
}

export function verifySolanaSignature(address: string, message: string, signature: string): SignatureCheck {
  const pub = decode58(address);
  if (!pub || pub.length !== 32) return refuse("the account address is not a Solana address (base58 of 32 bytes)");
  const sig = decode58(signature.trim());
  if (!sig) return refuse("signature must be base58");
  if (sig.length !== 64) return refuse(`signature must decode to 64 bytes, got ${sig.length}`);
  let ok = false;
  try {
    ok = ed25519.verify(sig, utf8ToBytes(message), pub);
  } catch {
    ok = false;
  }
  return ok ? ACCEPT : refuse("the signature was not made by the account's key over messageToSign");
}
