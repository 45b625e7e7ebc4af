/**
 * IBAN checks (checksum and country format via ibantools) for the IBAN-carrying variants
 * (EUR_ACCOUNT, AED_ACCOUNT, ILS_ACCOUNT, EGP_ACCOUNT bank transfers) and SWIFT/BIC
 * derivation from the IBAN: first the designed table spec/rules/iban-bic.yaml keyed by
 * country and IBAN bank identifier (the banks of the contract's examples and sandbox banks
 * of the other IBAN countries), then the iban-to-bic library (the national bank
 * directories of AT, BE, DE, ES, FR, LU, NL bundled in the package); any other IBAN leaves
 * swiftCode absent.
 */
import { createRequire } from "node:module";
import { electronicFormatIBAN, extractIBAN, validateIBAN, ValidationErrorsIBAN } from "ibantools";
import type { FieldError } from "../../../../errors/api-error.js";
import { loadIbanBicRules, type IbanBicRules } from "../../../../../contract/rules/external-accounts.js";

/** Variants that carry an IBAN, and the IBAN country each requires (null: any). */
export const IBAN_ACCOUNT_TYPES: Readonly<Record<string, string | null>> = Object.freeze({
  EUR_ACCOUNT: null,
  AED_ACCOUNT: "AE",
  ILS_ACCOUNT: "IL",
  EGP_ACCOUNT: "EG",
});

const REASONS: Record<number, string> = {
  [ValidationErrorsIBAN.NoIBANProvided]: "is empty",
  [ValidationErrorsIBAN.NoIBANCountry]: "has an unknown IBAN country code",
  [ValidationErrorsIBAN.WrongBBANLength]: "has the wrong length for its country",
  [ValidationErrorsIBAN.WrongBBANFormat]: "does not match its country's IBAN format",
  [ValidationErrorsIBAN.ChecksumNotNumber]: "has non-numeric check digits",
  [ValidationErrorsIBAN.WrongIBANChecksum]: "fails the IBAN checksum (mod 97)",
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: "fails the national bank/branch/account checksum",
  [ValidationErrorsIBAN.QRIBANNotAllowed]: "is a QR-IBAN, which cannot receive payouts",
};

/** Why an IBAN is invalid (null when valid). Spaces are tolerated, case is not changed. */
export function ibanProblem(iban: string, country: string | null = null): string | null {
  const e = electronicFormatIBAN(iban) ?? "";
  if (country && e.slice(0, 2) !== country) return `must be a ${country} IBAN`;
  const r = validateIBAN(e);
  if (r.valid) return null;
  return REASONS[r.errorCodes[0]] ?? "is not a valid IBAN";
}

export function validateIbanField(accountInfo: { accountType?: string; iban?: unknown }): FieldError[] {
  const t = String(accountInfo.accountType ?? "");
  if (!(t in IBAN_ACCOUNT_TYPES) || typeof accountInfo.iban !== "string") return [];
  const problem = ibanProblem(accountInfo.iban, IBAN_ACCOUNT_TYPES[t]);
  return problem ? [{ field: "accountInfo.iban", in: "body", code: "INVALID_FORMAT", reason: problem, expected: "iban" }] : [];
}

// iban-to-bic ships CommonJS without types.
const { ibanToBic } = createRequire(import.meta.url)("iban-to-bic") as { ibanToBic(iban: string): string | undefined };

/** The SWIFT/BIC of the IBAN's bank: from the designed table, else iban-to-bic's bank directories. */
export function deriveSwiftCode(iban: string, rules: IbanBicRules = loadIbanBicRules()): string | undefined {
  const electronic = electronicFormatIBAN(iban) ?? "";
  const x = extractIBAN(electronic);
  if (!x.valid || !x.countryCode || !x.bankIdentifier) return undefined;
  const designed = rules.banks[x.countryCode]?.[x.bankIdentifier]?.bic;
  if (designed) return designed;
  try {
    return ibanToBic(electronic) || undefined;
  } catch {
    return undefined;
  }
}

/** accountInfo with swiftCode filled from the IBAN when omitted and derivable (EUR, AED). */
export function withDerivedSwiftCode<T extends { accountType?: string; iban?: unknown; swiftCode?: unknown }>(accountInfo: T): T {
  if (accountInfo.accountType !== "EUR_ACCOUNT" && accountInfo.accountType !== "AED_ACCOUNT") return accountInfo;
  if (typeof accountInfo.iban !== "string" || typeof accountInfo.swiftCode === "string") return accountInfo;
  const bic = deriveSwiftCode(accountInfo.iban);
  return bic ? { ...accountInfo, swiftCode: bic } : accountInfo;
}
