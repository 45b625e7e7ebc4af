/**
 * EVM ownership signatures: EIP-191 `personal_sign`.
 *
 * hash = keccak256("\x19Ethereum Signed Message:\n" + byteLength(message) + message), the
 * signature is hex `r || s || v` (65 bytes, `0x` optional) with v in {27, 28} or {0, 1};
 * the signer's address is the last 20 bytes of keccak256 of the recovered uncompressed
 * public key (without its 0x04 prefix). Addresses compare case-insensitively.
 */
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, concatBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { ACCEPT, refuse, type SignatureCheck } from "./types.js";

const ADDRESS_RE = /^0x[0-9a-fA-F]{40}$/;
const SIGNATURE_RE = /^(0x)?[0-9a-fA-F]{130}$/;

/** The EIP-191 (version 0x45, personal_sign) digest of a UTF-8 message. */
export function eip191Hash(message: string): Uint8Array {
  const body = utf8ToBytes(message);
  return keccak_256(concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${body.length}`), body));
}

/** Lower-case `0x` address of an uncompressed (65-byte) or compressed secp256k1 key. */
export function evmAddressOfPublicKey(publicKey: Uint8Array): string {
  const uncompressed = publicKey.length === 65 ? publicKey : secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return `0x${bytesToHex(keccak_256(uncompressed.subarray(1)).subarray(-20))}`;
}

/** True when `address` is well formed and, if mixed-case, carries a valid EIP-55 checksum. */
export function isValidEvmAddress(address: string): boolean {
  if (!ADDRESS_RE.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

/** EIP-55 mixed-case checksum form of an address. */
export function toChecksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const h = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = "0x";
  for (let i = 0; i < lower.length; i++) out += parseInt(h[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i];
  return out;
}

/** Recover the lower-case signer address of an EIP-191 signature (null when malformed). */
export function recoverEvmSigner(message: string, signature: string): string | null {
  if (!SIGNATURE_RE.test(signature)) return null;
  const hex = signature.startsWith("0x") ? signature.slice(2) : signature;
  let v = parseInt(hex.slice(128, 130), 16);
  if (v >= 27) v -= 27;
  if (v !== 0 && v !== 1) return null;
  try {
    const sig = secp256k1.Signature.fromHex(hex.slice(0, 128), "compact").addRecoveryBit(v);
    const point = sig.recoverPublicKey(eip191Hash(message));
    return evmAddressOfPublicKey(point.toBytes(false));
  } catch {
    return null;
  }
}

export function verifyEvmSignature(address: string, message: string, signature: string): SignatureCheck {
  if (!ADDRESS_RE.test(address)) return refuse("the account address is not an EVM address (0x + 40 hex digits)");
  if (!SIGNATURE_RE.test(signature)) return refuse("signature must be 65 bytes of hex (r || s || v), optionally 0x-prefixed");
  const v = parseInt(signature.slice(-2), 16);
  if (![0, 1, 27, 28].includes(v)) return refuse(`signature recovery byte v must be 27/28 or 0/1, got ${v}`);
  const signer = recoverEvmSigner(message, signature);
  if (signer === null) return refuse("no public key can be recovered from the signature");
  if (signer !== address.toLowerCase()) return refuse("the signature was not made by the account's address over messageToSign");
  return ACCEPT;
}
