/**
 * Typed loaders of the external-account rule tables in spec/rules/:
 * beneficiary-minimums.yaml, discoveries.yaml, sandbox-external-accounts.yaml and
 * iban-bic.yaml. Each file is read once and sanity-checked (throws on a malformed file).
 */
import { RuleTableError, defineRuleTable } from "./load.js";

function need(cond: unknown, file: string, what: string): asserts cond {
  if (!cond) throw new RuleTableError(file.replace(/\.yaml$/, ""), what);
}

const loader = <T>(file: string, check: (r: T) => void) => defineRuleTable<T>(file.replace(/\.yaml$/, ""), check);

// ------------------------------------------------------------------ beneficiary minimums
export type BeneficiaryType = "INDIVIDUAL" | "BUSINESS";

export interface MinimumRow {
  currencies?: string[];
  default?: true;
  required: string[];
  exceptAccountTypes?: string[];
  businessSenderRequired?: string[];
  /** An address, when given, must carry addressFields (the row's address column) although the row does not require one. */
  addressFieldsWhenGiven?: boolean;
  note?: string;
}

export interface BeneficiaryMinimums {
  addressFields: string[];
  aliases: Record<string, string>;
  individuals: MinimumRow[];
  businesses: MinimumRow[];
  accountTypeExtras: Record<string, Partial<Record<BeneficiaryType | "all", string[]>>>;
  beneficiaryTypeRules: { accountType: string; when: { bankNameIn?: string[]; present?: string }; beneficiaryType: BeneficiaryType }[];
  documentTypes: Record<string, string[]>;
}

const minimums = loader<BeneficiaryMinimums>("beneficiary-minimums.yaml", (r) => {
  need(Array.isArray(r.addressFields), "beneficiary-minimums.yaml", "addressFields missing");
  for (const rows of [r.individuals, r.businesses]) {
    need(Array.isArray(rows) && rows.some((x) => x.default), "beneficiary-minimums.yaml", "each table needs a default row");
  }
});
export const loadBeneficiaryMinimums = minimums.load;
export const parseBeneficiaryMinimums = minimums.parse;

// ------------------------------------------------------------------ discoveries
export type DiscoveryKind = "BANK" | "WALLET" | "MOBILE_MONEY" | "CONSUMER_WALLET";

export interface DiscoveryEntry {
  bankName: string;
  displayName: string;
  country: string;
  currency: string;
  kind: DiscoveryKind;
}

export interface DiscoveryRules {
  designed: true;
  requiredFor: string[];
  entries: DiscoveryEntry[];
}

const discoveries = loader<DiscoveryRules>("discoveries.yaml", (r) => {
  need(Array.isArray(r.entries) && r.entries.length > 0, "discoveries.yaml", "entries missing");
  need(Array.isArray(r.requiredFor), "discoveries.yaml", "requiredFor missing");
  const seen = new Set<string>();
  for (const e of r.entries) {
    const k = `${e.country}/${e.bankName}`;
    need(!seen.has(k), "discoveries.yaml", `duplicate entry ${k}`);
    seen.add(k);
    need(e.bankName && e.displayName && /^[A-Z]{2}$/.test(e.country) && /^[A-Z]{3}$/.test(e.currency), "discoveries.yaml", `bad entry ${k}`);
  }
});
export const loadDiscoveryRules = discoveries.load;

// ------------------------------------------------------------------ sandbox suffixes
export interface SandboxReject {
  httpStatus: 400 | 409;
  code: string;
  reason: string;
}

export interface PaymentOutcome {
  result: "SUCCESS" | "FAILED";
  immediate?: boolean;
  pendingMs?: number;
  failureReason?: string;
  description?: string;
}

export type BeneficiaryVerificationStatus = "MATCHED" | "PARTIAL_MATCH" | "NOT_MATCHED" | "UNSUPPORTED" | "CHECKED_BY_RECEIVING_FI" | "PENDING";

export interface NameVerificationOutcome {
  beneficiaryVerificationStatus?: BeneficiaryVerificationStatus;
  accountStatus?: string;
  reject?: SandboxReject;
  note?: string;
}

export interface SandboxExternalAccountRules {
  suffixLength: number;
  primaryIdentifiers: Record<string, string[]>;
  domainPartFields: string[];
  paymentOutcomes: Record<string, PaymentOutcome> & { default: PaymentOutcome };
  nameVerification: Record<string, NameVerificationOutcome> & { default: NameVerificationOutcome };
  achValidation: { designed: true; accountTypes: string[]; outcomes: Record<string, { reject: SandboxReject }> };
  initialStatus: { selfCustodyFirstParty: string; selfCustodyAccountTypes: string[]; default: string };
  /** The sandbox external account's balance a transfer-in without amount pulls (designed). */
  fullBalance: number;
}

const sandbox = loader<SandboxExternalAccountRules>("sandbox-external-accounts.yaml", (r) => {
  const f = "sandbox-external-accounts.yaml";
  need(Number.isInteger(r.suffixLength) && r.suffixLength > 0, f, "suffixLength must be a positive integer");
  need(r.primaryIdentifiers && typeof r.primaryIdentifiers === "object", f, "primaryIdentifiers missing");
  need(r.paymentOutcomes?.default && r.nameVerification?.default, f, "defaults missing");
  for (const table of [r.paymentOutcomes, r.nameVerification, r.achValidation.outcomes]) {
    for (const k of Object.keys(table)) need(k === "default" || k.length === r.suffixLength, f, `suffix ${k} has the wrong length`);
  }
});
export const loadSandboxExternalAccountRules = sandbox.load;

// ------------------------------------------------------------------ IBAN -> BIC
export interface IbanBicRules {
  designed: true;
  banks: Record<string, Record<string, { bic: string; bankName: string }>>;
}

const ibanBic = loader<IbanBicRules>("iban-bic.yaml", (r) => {
  need(r.banks && typeof r.banks === "object", "iban-bic.yaml", "banks missing");
  for (const [country, banks] of Object.entries(r.banks)) {
    for (const [code, b] of Object.entries(banks)) {
      need(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(b.bic) && b.bic.slice(4, 6) === country, "iban-bic.yaml", `bad BIC for ${country}/${code}`);
    }
  }
});
export const loadIbanBicRules = ibanBic.load;

// ------------------------------------------------------------------ primary identifier
export type AccountInfoLike = { accountType?: string; [k: string]: unknown };

/** The primary identifier (field and value) of an accountInfo, or null. */
export function primaryIdentifier(
  accountInfo: AccountInfoLike,
  rules: SandboxExternalAccountRules = loadSandboxExternalAccountRules(),
): { field: string; value: string } | null {
  for (const field of rules.primaryIdentifiers[String(accountInfo.accountType ?? "")] ?? []) {
    const v = accountInfo[field];
    if (typeof v === "string" && v.length > 0) return { field, value: v };
  }
  return null;
}

/**
 * The sandbox suffix: last 3 characters of the primary identifier, or of its username part
 * (before `@`) for PIX email keys, VPAs and Lightning addresses. null without identifier.
 */
export function primaryIdentifierSuffix(accountInfo: AccountInfoLike, rules: SandboxExternalAccountRules = loadSandboxExternalAccountRules()): string | null {
  const id = primaryIdentifier(accountInfo, rules);
  if (!id) return null;
  let v = id.value;
  if (rules.domainPartFields.includes(id.field) && v.includes("@")) v = v.slice(0, v.lastIndexOf("@"));
  return v.slice(-rules.suffixLength);
}
