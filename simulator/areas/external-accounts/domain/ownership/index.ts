/**
 * Ownership of self-custody wallet external accounts: signature verifiers (EIP-191 hex for
 * EVM wallets, Bitcoin signed messages in BIP-137 or Electrum form, Ed25519/base58 for
 * Solana) and the WALLET_SIGNATURE / LIVENESS challenge state machine.
 */
export * from "./types.js";
export * from "./verify.js";
export { verifyEvmSignature, eip191Hash, recoverEvmSigner, isValidEvmAddress, toChecksumAddress, evmAddressOfPublicKey } from "./evm.js";
export { verifyBitcoinSignature, parseBitcoinAddress, bitcoinMessageHash, type ParsedBitcoinAddress } from "./bitcoin.js";
export { verifySolanaSignature, isValidSolanaAddress } from "./solana.js";
export * from "./challenge.js";
