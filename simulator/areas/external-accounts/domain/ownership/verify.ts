/**
 * `verifyOwnershipSignature`: picks the verifier of the wallet's chain (by account type or
 * chain) for a `WALLET_SIGNATURE` challenge answer.
 */
import { verifyBitcoinSignature } from "./bitcoin.js";
import { verifyEvmSignature } from "./evm.js";
import { verifySolanaSignature } from "./solana.js";
import { refuse, type BitcoinSignatureScheme, type OwnershipChain, type SignatureCheck } from "./types.js";

/** accountType -> chain of the self-custody wallet variants (spec/schemas/account-info.yaml). */
export const WALLET_CHAINS: Readonly<Record<string, OwnershipChain>> = Object.freeze({
  PLASMA_WALLET: "EVM",
  ARBITRUM_WALLET: "EVM",
  ETHEREUM_WALLET: "EVM",
  BASE_WALLET: "EVM",
  POLYGON_WALLET: "EVM",
  BITCOIN_WALLET: "BITCOIN",
  SOLANA_WALLET: "SOLANA",
});

/** The chain of an account type, or null when it cannot answer a WALLET_SIGNATURE challenge. */
export function chainOf(accountType: string): OwnershipChain | null {
  return Object.hasOwn(WALLET_CHAINS, accountType) ? WALLET_CHAINS[accountType] : null;
}

/** The signature format the verify call expects (`signatureFormat` of the challenge). */
export function signatureFormatOf(chain: OwnershipChain): "EIP191_HEX" | "BITCOIN_MESSAGE_BASE64" | "ED25519_BASE58" {
  return chain === "EVM" ? "EIP191_HEX" : chain === "BITCOIN" ? "BITCOIN_MESSAGE_BASE64" : "ED25519_BASE58";
}

export interface OwnershipSignatureInput {
  /** Either the account type (e.g. `BASE_WALLET`) or the chain. */
  accountType?: string;
  chain?: OwnershipChain;
  address: string;
  message: string;
  signature: string;
  /** Bitcoin only (default `bip137`); ignored for other chains. */
  signatureScheme?: BitcoinSignatureScheme;
}

export function verifyOwnershipSignature(input: OwnershipSignatureInput): SignatureCheck {
  const chain = input.chain ?? (input.accountType ? chainOf(input.accountType) : null);
  if (!chain) return refuse(`account type ${input.accountType ?? "(none)"} has no wallet signature verification`);
  if (typeof input.signature !== "string" || input.signature.length === 0) return refuse("signature is empty");
  switch (chain) {
    case "EVM":
      return verifyEvmSignature(input.address, input.message, input.signature);
    case "BITCOIN":
      return verifyBitcoinSignature(input.address, input.message, input.signature, input.signatureScheme ?? "bip137");
    case "SOLANA":
      return verifySolanaSignature(input.address, input.message, input.signature);
  }
}
