/**
 * EIP-191 `personal_sign`, as an EVM wallet signs a message: the signer the conformance
 * suite and the fidelity plans prove wallet ownership with. It answers to the same names as
 * the wallet libraries' local accounts (`generatePrivateKey`, `privateKeyToAccount`, an
 * account with `address` and `signMessage({ message })`), built on @noble/curves and
 * @noble/hashes. The simulator verifies with code of its own (its ownership domain).
 *
 * digest = keccak256("\x19Ethereum Signed Message:\n" + byteLength(message) + message);
 * signature = `0x` r || s || v (65 bytes, RFC 6979 nonce, low s, v = 27 + recovery bit);
 * address = EIP-55 checksummed last 20 bytes of keccak256(uncompressed public key without 0x04).
 */
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";

export type Hex = `0x${string}`;

export interface LocalAccount {
  /** The EIP-55 checksummed address. */
  address: Hex;
  /** The EIP-191 signature of a UTF-8 message, `0x` + 130 hex digits. */
  signMessage(args: { message: string }): Promise<Hex>;
}

const KEY_RE = /^(0x)?[0-9a-fA-F]{64}$/;

/** A new random secp256k1 private key, `0x` + 64 hex digits. */
export function generatePrivateKey(): Hex {
  return `0x${bytesToHex(secp256k1.utils.randomSecretKey())}`;
}

/** The personal_sign digest of a UTF-8 message. */
export function personalMessageHash(message: string): Uint8Array {
  const body = utf8ToBytes(message);
  return keccak_256(concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${body.length}`), body));
}

/** EIP-55: each hex letter upper-cased where the keccak of the lower-case address has a nibble ≥ 8. */
function checksummed(lowerHex: string): Hex {
  const h = bytesToHex(keccak_256(utf8ToBytes(lowerHex)));
  let out = "";
  for (let i = 0; i < lowerHex.length; i++) out += parseInt(h[i], 16) >= 8 ? lowerHex[i].toUpperCase() : lowerHex[i];
  return `0x${out}`;
}

/** The account of a private key (hex, `0x` optional). Throws on a key that is not 32 bytes or not below the curve order. */
export function privateKeyToAccount(privateKey: string): LocalAccount {
  if (!KEY_RE.test(privateKey)) throw new Error("a private key is 32 bytes of hex");
  const key = hexToBytes(privateKey.replace(/^0x/, ""));
  if (!secp256k1.utils.isValidSecretKey(key)) throw new Error("the private key is not a valid secp256k1 scalar");
  const publicKey = secp256k1.getPublicKey(key, false);
  const address = checksummed(bytesToHex(keccak_256(publicKey.subarray(1)).subarray(-20)));
  return {
    address,
    signMessage: async ({ message }) => {
      // "recovered": the recovery bit, then r and s.
      const sig = secp256k1.sign(personalMessageHash(message), key, { prehash: false, format: "recovered" });
      return `0x${bytesToHex(sig.subarray(1))}${(27 + sig[0]).toString(16)}`;
    },
  };
}
