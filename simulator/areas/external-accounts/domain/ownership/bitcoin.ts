/**
 * Bitcoin ownership signatures: signed messages in BIP-137 or Electrum form, base64.
 *
 * Digest: SHA256(SHA256("\x18Bitcoin Signed Message:\n" || varint(len) || message)).
 * Signature: 65 bytes, header || r || s. The header carries the recovery id
 * ((header - 27) & 3) and, under BIP-137, the address type the key was used with:
 *   27-30 P2PKH (uncompressed key), 31-34 P2PKH (compressed), 35-38 P2SH-P2WPKH,
 *   39-42 P2WPKH (bech32).
 * Electrum/Sparrow (scheme `electrum`) always write 27-34 whatever the address type, so
 * with a compressed key the recovered key is checked against all three single-key
 * address types (P2PKH, P2SH-P2WPKH, P2WPKH). Under `bip137` the header must name the
 * address type exactly (a 31-34 header only proves a P2PKH address).
 *
 * Addresses: base58check P2PKH/P2SH (mainnet 0x00/0x05, testnet and regtest 0x6f/0xc4),
 * bech32 P2WPKH (`bc1`, `tb1`, `bcrt1`). P2WSH and Taproot (bech32m) addresses cannot
 * sign messages under either scheme and are refused with a reason.
 */
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { ripemd160 } from "@noble/hashes/legacy.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { equalBytes } from "@noble/curves/utils.js";
import { concatBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { base64, bech32, bech32m, createBase58check } from "@scure/base";
import { ACCEPT, refuse, type BitcoinSignatureScheme, type SignatureCheck } from "./types.js";

const base58check = createBase58check(sha256);
const MESSAGE_MAGIC = utf8ToBytes("\x18Bitcoin Signed Message:\n");

export type BitcoinNetwork = "mainnet" | "testnet" | "regtest";
export type BitcoinAddressType = "p2pkh" | "p2sh" | "p2wpkh" | "p2wsh" | "p2tr";

export interface ParsedBitcoinAddress {
  network: BitcoinNetwork;
  type: BitcoinAddressType;
  /** hash160 (P2PKH, P2SH, P2WPKH) or witness program (P2WSH, P2TR). */
  hash: Uint8Array;
}

const BASE58_VERSIONS: Record<number, { network: BitcoinNetwork; type: "p2pkh" | "p2sh" }> = {
  0x00: { network: "mainnet", type: "p2pkh" },
  0x05: { network: "mainnet", type: "p2sh" },
  0x6f: { network: "testnet", type: "p2pkh" },
  0xc4: { network: "testnet", type: "p2sh" },
};
const HRPS: Record<string, BitcoinNetwork> = { bc: "mainnet", tb: "testnet", bcrt: "regtest" };

/** Parse a Bitcoin address (null when it is not one). */
export function parseBitcoinAddress(address: string): ParsedBitcoinAddress | null {
  if (/^(bc|tb|bcrt)1/i.test(address)) return parseSegwit(address);
  try {
    const raw = base58check.decode(address);
    const v = BASE58_VERSIONS[raw[0]];
    if (!v || raw.length !== 21) return null;
    return { ...v, hash: raw.subarray(1) };
  } catch {
    return null;
  }
}

function parseSegwit(address: string): ParsedBitcoinAddress | null {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return null;
  const lower = address.toLowerCase() as `${string}1${string}`;
  for (const coder of [bech32, bech32m]) {
    let dec: { prefix: string; words: number[] };
    try {
      dec = coder.decode(lower, 90);
    } catch {
      continue;
    }
    const network = HRPS[dec.prefix];
    if (!network || dec.words.length === 0) return null;
    const version = dec.words[0];
    let program: Uint8Array;
    try {
      program = coder.fromWords(dec.words.slice(1));
    } catch {
      return null;
    }
    // BIP-350: witness v0 uses bech32, v1+ bech32m.
    if ((version === 0) !== (coder === bech32)) return null;
    if (version === 0 && program.length === 20) return { network, type: "p2wpkh", hash: program };
    if (version === 0 && program.length === 32) return { network, type: "p2wsh", hash: program };
    if (version === 1 && program.length === 32) return { network, type: "p2tr", hash: program };
    return null;
  }
  return null;
}

const hash160 = (b: Uint8Array): Uint8Array => ripemd160(sha256(b));

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8);
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff);
}

/** Digest a Bitcoin signed message is made over. */
export function bitcoinMessageHash(message: string): Uint8Array {
  const body = utf8ToBytes(message);
  return sha256(sha256(concatBytes(MESSAGE_MAGIC, varint(body.length), body)));
}

/** The hash160 the address commits to, for a key used as `type`. */
function commitment(type: "p2pkh" | "p2sh" | "p2wpkh", pubkey: Uint8Array): Uint8Array {
  const h = hash160(pubkey);
  if (type === "p2sh") return hash160(concatBytes(Uint8Array.of(0x00, 0x14), h)); // P2SH-P2WPKH redeem script
  return h;
}

/** Address type(s) a header proves, per scheme; null when the header is out of range. */
function provenTypes(header: number, scheme: BitcoinSignatureScheme): { compressed: boolean; types: ("p2pkh" | "p2sh" | "p2wpkh")[] } | null {
  if (scheme === "electrum") {
    if (header >= 27 && header <= 30) return { compressed: false, types: ["p2pkh"] };
    if (header >= 31 && header <= 34) return { compressed: true, types: ["p2pkh", "p2sh", "p2wpkh"] };
    return null;
  }
  if (header >= 27 && header <= 30) return { compressed: false, types: ["p2pkh"] };
  if (header >= 31 && header <= 34) return { compressed: true, types: ["p2pkh"] };
  if (header >= 35 && header <= 38) return { compressed: true, types: ["p2sh"] };
  if (header >= 39 && header <= 42) return { compressed: true, types: ["p2wpkh"] };
  return null;
}

export function verifyBitcoinSignature(address: string, message: string, signature: string, scheme: BitcoinSignatureScheme = "bip137"): SignatureCheck {
  const addr = parseBitcoinAddress(address);
  if (!addr) return refuse("the account address is not a valid Bitcoin address");
  if (addr.type === "p2wsh" || addr.type === "p2tr") {
    return refuse(`${addr.type === "p2tr" ? "Taproot" : "P2WSH"} addresses cannot sign BIP-137/Electrum messages`);
  }
  let raw: Uint8Array;
  try {
    raw = base64.decode(signature.trim());
  } catch {
    return refuse("signature must be base64");
  }
  if (raw.length !== 65) return refuse(`signature must decode to 65 bytes, got ${raw.length}`);
  const header = raw[0];
  const proven = provenTypes(header, scheme);
  if (!proven) {
    return refuse(scheme === "electrum" ? `header byte ${header} is not an Electrum header (27-34)` : `header byte ${header} is not a BIP-137 header (27-42)`);
  }
  let pubkey: Uint8Array;
  try {
    const sig = secp256k1.Signature.fromBytes(raw.subarray(1), "compact").addRecoveryBit((header - 27) & 3);
    pubkey = sig.recoverPublicKey(bitcoinMessageHash(message)).toBytes(proven.compressed);
  } catch {
    return refuse("no public key can be recovered from the signature");
  }
  if (!proven.types.includes(addr.type)) {
    return refuse(
      `a ${scheme} header ${header} signature proves a ${proven.types.join("/")} address, the account address is ${addr.type}` +
        (scheme === "bip137" && addr.type !== "p2pkh" && header <= 34 ? " (Electrum/Sparrow signatures need signatureScheme electrum)" : ""),
    );
  }
  if (!equalBytes(commitment(addr.type, pubkey), addr.hash)) {
    return refuse("the signature was not made by the account's address over messageToSign");
  }
  return ACCEPT;
}
