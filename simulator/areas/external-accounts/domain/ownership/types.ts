/** Shared types of the ownership-signature verifiers. */

/** Outcome of a signature check: `reason` says why a signature was refused. */
export interface SignatureCheck {
  valid: boolean;
  reason?: string;
}

/** Chains whose wallets answer `WALLET_SIGNATURE` challenges. */
export type OwnershipChain = "EVM" | "BITCOIN" | "SOLANA";

/** Bitcoin message-signing formats (`signatureScheme` of the verify request). */
export type BitcoinSignatureScheme = "bip137" | "electrum";

export const refuse = (reason: string): SignatureCheck => ({ valid: false, reason });
export const ACCEPT: SignatureCheck = Object.freeze({ valid: true }) as SignatureCheck;
