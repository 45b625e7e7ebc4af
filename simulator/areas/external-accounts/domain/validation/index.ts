/**
 * External-account rules the JSON schema cannot express or that need data, as pure
 * functions returning FieldErrors (`{ field: "accountInfo.beneficiary.address", in:
 * "body", code: "REQUIRED", reason }`). The handler runs the schema first, then
 * `validateExternalAccountRules`, then the sandbox `creationOutcome` and the duplicate
 * check with `equivalenceKey`.
 */
import type { FieldError } from "../../../../errors/api-error.js";
import { isValidEvmAddress } from "../ownership/evm.js";
import { parseBitcoinAddress } from "../ownership/bitcoin.js";
import { isValidSolanaAddress } from "../ownership/solana.js";
import { chainOf } from "../ownership/verify.js";
import { validateBeneficiary, type AccountInfoLike } from "./beneficiary.js";
import { validateDiscoveryBankName } from "./discoveries.js";
import { validateIbanField } from "./iban.js";
import type { BeneficiaryType } from "../../../../../contract/rules/external-accounts.js";

export * from "./beneficiary.js";
export * from "./discoveries.js";
export * from "./iban.js";
export * from "./sandbox.js";

/** Wallet address checks beyond the schema pattern: EIP-55 checksum, Bitcoin checksum/program, Solana key length. */
export function validateWalletAddress(accountInfo: AccountInfoLike): FieldError[] {
  const chain = chainOf(String(accountInfo.accountType ?? ""));
  const a = accountInfo.address;
  if (!chain || typeof a !== "string") return [];
  const bad = (reason: string): FieldError[] => [{ field: "accountInfo.address", in: "body", code: "INVALID_FORMAT", reason }];
  if (chain === "EVM" && !isValidEvmAddress(a)) return bad("is not a valid EVM address (mixed-case addresses must carry a valid EIP-55 checksum)");
  if (chain === "BITCOIN" && !parseBitcoinAddress(a)) return bad("is not a valid Bitcoin address (checksum or witness program)");
  if (chain === "SOLANA" && !isValidSolanaAddress(a)) return bad("is not a valid Solana address (base58 of a 32-byte public key)");
  return [];
}

export interface ExternalAccountRulesInput {
  currency: string;
  accountInfo: AccountInfoLike;
  /** Type of the owning customer; for platform-held accounts the platform (BUSINESS). */
  senderType?: BeneficiaryType;
}

/** Every data-driven rule of a create (or accountInfo replacement) request. */
export function validateExternalAccountRules(input: ExternalAccountRulesInput): FieldError[] {
  const { currency, accountInfo } = input;
  return [
    ...validateBeneficiary(accountInfo, { currency, senderType: input.senderType }),
    ...validateIbanField(accountInfo as { accountType?: string; iban?: unknown }),
    ...validateDiscoveryBankName(accountInfo, currency),
    ...validateWalletAddress(accountInfo),
  ];
}
