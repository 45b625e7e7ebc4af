/**
 * IBAN checks (checksum and country format via ibantools) for the IBAN-carrying variants
 * (EUR_ACCOUNT, AED_ACCOUNT, ILS_ACCOUNT, EGP_ACCOUNT bank transfers) and SWIFT/BIC
 * derivation from the IBAN: ibantools has no bank directory, so the BIC comes from the
 * designed table spec/rules/iban-bic.yaml keyed by country and IBAN bank identifier;
 * any other IBAN leaves swiftCode absent.
 */
import { electronicFormatIBAN, extractIBAN, validateIBAN, ValidationErrorsIBAN } from "ibantools";
import type { FieldError } from "../../../errors/api-error.js";
import { loadIbanBicRules, type IbanBicRules } from "./rules.js";

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

/** The SWIFT/BIC of the IBAN's bank when the designed table knows it. */
export function deriveSwiftCode(iban: string, rules: IbanBicRules = loadIbanBicRules()): string | undefined {
  const x = extractIBAN(electronicFormatIBAN(iban) ?? "");
  if (!x.valid || !x.countryCode || !x.bankIdentifier) return undefined;
  return rules.banks[x.countryCode]?.[x.bankIdentifier]?.bic;
}

/** accountInfo with swiftCode filled from the IBAN when omitted and derivable (EUR, AED). */
export function withDerivedSwiftCode<T extends { accountType?: string; iban?: unknown; swiftCode?: unknown }>(accountInfo: T): T {
  if (accountInfo.accountType !== "EUR_ACCOUNT" && accountInfo.accountType !== "AED_ACCOUNT") return accountInfo;
  if (typeof accountInfo.iban !== "string" || typeof accountInfo.swiftCode === "string") return accountInfo;
  const bic = deriveSwiftCode(accountInfo.iban);
  return bic ? { ...accountInfo, swiftCode: bic } : accountInfo;
}
