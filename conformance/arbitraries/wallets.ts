/**
 * Self-custody wallets for ownership verification, with signers independent of any
 * target: EIP-191 personal_sign on @noble (contract/eip191.ts, EVM), bitcoinjs-message + bitcoinjs-lib (BIP-137
 * and Electrum signed messages, P2PKH / P2SH-P2WPKH / P2WPKH addresses) and
 * @noble/curves Ed25519 (Solana, base58 with @scure/base). The signing libraries are
 * loaded on first use, so the suite still loads where they are not installed (the
 * ownership check then reports itself skipped).
 */
import fc from "fast-check";
import { createECDH } from "node:crypto";
import type { SignatureOptions } from "bitcoinjs-message";

export type WalletChain = "EVM" | "BITCOIN" | "SOLANA";
export type BitcoinForm = "p2pkh" | "p2sh-p2wpkh" | "p2wpkh";

export interface WalletSpec {
  chain: WalletChain;
  /** accountType of the external account. */
  accountType: string;
  currency: string;
  /** 32-byte private key (hex). */
  key: string;
  bitcoinForm?: BitcoinForm;
  /** Bitcoin: sign in Electrum form (and send signatureScheme electrum). */
  electrum?: boolean;
}

export interface Wallet extends WalletSpec {
  address: string;
  /** The verify body for `message` signed with this wallet's key (or `withKey`). */
  sign(message: string, withKey?: string): Promise<{ signature: string; signatureScheme?: "bip137" | "electrum" }>;
}

const EVM_TYPES = [
  { accountType: "ETHEREUM_WALLET", currency: "USDC" },
  { accountType: "BASE_WALLET", currency: "USDC" },
  { accountType: "POLYGON_WALLET", currency: "USDT" },
  { accountType: "ARBITRUM_WALLET", currency: "USDC" },
  { accountType: "PLASMA_WALLET", currency: "USDT" },
];

/** A valid secp256k1 / ed25519 private key (nonzero, below the curve order). */
export const privateKeyArb: fc.Arbitrary<string> = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((b) => Buffer.from(b).toString("hex"))
  .filter((h) => /[1-9a-f]/.test(h) && h < "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140");

/** Wallet specs for one accountType (or any self-custody type). */
export function walletSpecFor(accountType?: string): fc.Arbitrary<WalletSpec> {
  if (!accountType) return walletSpecArb;
  if (accountType === "BITCOIN_WALLET" || accountType === "SOLANA_WALLET") return walletSpecArb.filter((w) => w.accountType === accountType);
  const t = EVM_TYPES.find((e) => e.accountType === accountType);
  return privateKeyArb.map((key) => ({ chain: "EVM" as const, accountType, currency: t?.currency ?? "USDC", key }));
}

export const walletSpecArb: fc.Arbitrary<WalletSpec> = fc.oneof(
  fc.tuple(fc.constantFrom(...EVM_TYPES), privateKeyArb).map(([t, key]) => ({ chain: "EVM" as const, ...t, key })),
  fc.tuple(fc.constantFrom<BitcoinForm>("p2pkh", "p2sh-p2wpkh", "p2wpkh"), fc.boolean(), privateKeyArb).map(([form, electrum, key]) => ({
    chain: "BITCOIN" as const,
    accountType: "BITCOIN_WALLET",
    currency: "BTC",
    key,
    bitcoinForm: form,
    electrum: electrum && form !== "p2pkh",
  })),
  privateKeyArb.map((key) => ({ chain: "SOLANA" as const, accountType: "SOLANA_WALLET", currency: "USDC", key })),
);

type Libs = {
  evm: typeof import("../../contract/eip191.js");
  btc: typeof import("bitcoinjs-lib");
  btcMsg: typeof import("bitcoinjs-message");
  ed: typeof import("@noble/curves/ed25519.js");
  base58: typeof import("@scure/base").base58;
};
let libs: Promise<Libs> | undefined;
let loaded: Libs | undefined;

/** Load the independent signers; rejects with a readable reason when one is missing. */
export function signers(): Promise<Libs> {
  libs ??= (async () => {
    const [evm, btc, btcMsg, ed, scure] = await Promise.all([
      import("../../contract/eip191.js"),
      import("bitcoinjs-lib"),
      import("bitcoinjs-message"),
      import("@noble/curves/ed25519.js"),
      import("@scure/base"),
    ]);
    loaded = { evm, btc, btcMsg: (btcMsg as unknown as { default?: typeof btcMsg }).default ?? btcMsg, ed, base58: scure.base58 };
    return loaded;
  })();
  return libs;
}

/** The address of a wallet, synchronously (after `await signers()`). */
export function walletAddress(spec: WalletSpec): string {
  if (!loaded) throw new Error("walletAddress: await signers() first");
  return addressWith(loaded, spec);
}

function addressWith(L: Libs, spec: WalletSpec): string {
  if (spec.chain === "EVM") return L.evm.privateKeyToAccount(`0x${spec.key}`).address;
  if (spec.chain === "SOLANA") return L.base58.encode(L.ed.ed25519.getPublicKey(Buffer.from(spec.key, "hex")));
  const pubkey = secpPublic(spec.key);
  const network = L.btc.networks.bitcoin;
  const form = spec.bitcoinForm ?? "p2pkh";
  return form === "p2pkh"
    ? L.btc.payments.p2pkh({ pubkey, network }).address!
    : form === "p2wpkh"
      ? L.btc.payments.p2wpkh({ pubkey, network }).address!
      : L.btc.payments.p2sh({ redeem: L.btc.payments.p2wpkh({ pubkey, network }), network }).address!;
}

function secpPublic(keyHex: string): Buffer {
  const ecdh = createECDH("secp256k1");
  ecdh.setPrivateKey(Buffer.from(keyHex, "hex"));
  return ecdh.getPublicKey(null, "compressed");
}

export async function makeWallet(spec: WalletSpec): Promise<Wallet> {
  const L = await signers();
  const address = addressWith(L, spec);
  if (spec.chain === "EVM") {
    return { ...spec, address, sign: async (m, k) => ({ signature: await L.evm.privateKeyToAccount(`0x${k ?? spec.key}`).signMessage({ message: m }) }) };
  }
  if (spec.chain === "SOLANA") {
    return {
      ...spec,
      address,
      sign: async (m, k) => ({ signature: L.base58.encode(L.ed.ed25519.sign(new TextEncoder().encode(m), Buffer.from(k ?? spec.key, "hex"))) }),
    };
  }
  const form = spec.bitcoinForm ?? "p2pkh";
  return {
    ...spec,
    address,
    sign: async (m, k) => {
      const key = Buffer.from(k ?? spec.key, "hex");
      if (spec.electrum) return { signature: L.btcMsg.sign(m, key, true).toString("base64"), signatureScheme: "electrum" };
      const opts: SignatureOptions | undefined =
        form === "p2wpkh" ? { segwitType: "p2wpkh" } : form === "p2sh-p2wpkh" ? { segwitType: "p2sh(p2wpkh)" } : undefined;
      return { signature: L.btcMsg.sign(m, key, true, opts).toString("base64"), signatureScheme: "bip137" };
    },
  };
}

/** A different valid key than `key` (for wrong-key signatures). */
export function otherKey(key: string): string {
  const last = (parseInt(key.slice(-2), 16) ^ 0x5a).toString(16).padStart(2, "0");
  const k = key.slice(0, -2) + last;
  return /[1-9a-f]/.test(k) ? k : "11".repeat(32);
}
