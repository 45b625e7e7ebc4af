/**
 * Typed loader of spec/rules/sandbox-kyc.yaml: the description's KYC/KYB tables (suffix
 * outcomes, completeness requirements, document rules, state table) and the sandbox
 * triggers designed for the simulator. The domain reads every table through this module;
 * the conformance models read the same file (import `loadKycRules` from here).
 */
import { checker, defineRuleTable } from "./load.js";

export type CustomerType = "INDIVIDUAL" | "BUSINESS";
export type KycStatus = "UNVERIFIED" | "PENDING" | "APPROVED" | "REJECTED" | "HOLD";
export type VerificationStatus = "RESOLVE_ERRORS" | "PENDING_MANUAL_REVIEW" | "APPROVED" | "REJECTED";
/** The description's types seen, and the live service's types the tables name (a business document's category, a missing control person). */
export type VerificationErrorType =
  | "MISSING_FIELD"
  | "INVALID_FIELD"
  | "MISSING_IDENTITY_DOCUMENT"
  | "POOR_QUALITY_DOCUMENT"
  | "MISSING_LEGAL_PRESENCE_DOCUMENT"
  | "MISSING_OWNERSHIP_STRUCTURE_DOCUMENT"
  | "MISSING_PROOF_OF_ADDRESS_DOCUMENT"
  | "MISSING_CONTROL_PERSON"
  | (string & {});

export interface SubmissionOutcome {
  verificationStatus: VerificationStatus;
  status: KycStatus;
  errorType?: VerificationErrorType;
}

export interface IndividualOutcome {
  atCreation: KycStatus;
  onCompleteSubmission: SubmissionOutcome;
  note?: string;
}

export interface BusinessOutcome {
  autoDecision: boolean;
  onCompleteSubmission: SubmissionOutcome;
  note?: string;
}

export interface AddressRequirement {
  field: string;
  required: string[];
}

export interface KycRules {
  suffixLength: number;
  individual: { suffixField: string; outcomes: Record<string, IndividualOutcome>; default: IndividualOutcome };
  business: {
    suffixField: string;
    outcomes: Record<string, BusinessOutcome>;
    default: BusinessOutcome;
    resolveBeforeValidationWhen: ("regulated" | "skipVerificationPaperwork")[];
  };
  beneficialOwner: { suffixField: string; outcomes: Record<string, KycStatus>; default: KycStatus; whenBusinessRejected: "ownSuffix" };
  hold: { designed: true; suffix: string; fields: Record<CustomerType, string>; status: KycStatus; verificationStatus: VerificationStatus; note?: string };
  completeness: {
    individual: { fields: string[]; fullNameMinWords: number; address: AddressRequirement; identityDocument: boolean };
    business: {
      fields: string[];
      oneOf: string[];
      address: AddressRequirement;
      ownershipThresholdPercent: number;
      controlPersonRequired: boolean;
      /** The error type of a missing control person (the live service's MISSING_CONTROL_PERSON). */
      controlPersonErrorType?: VerificationErrorType;
      /**
       * One entry per required business document: the error type naming the gap, the types listed
       * in its acceptedDocumentTypes, and types that satisfy it without being listed (earlier names).
       */
      documents: { requirement: string; errorType: VerificationErrorType; acceptedDocumentTypes: string[]; alsoAccepted?: string[] }[];
    };
    beneficialOwner: {
      fields: string[];
      address: AddressRequirement;
      identityDocument: boolean;
      homeCountry: string;
      nonHomeCountryExtraId: string[];
    };
  };
  documents: {
    identity: Record<string, { sides: ("FRONT" | "BACK")[] }>;
    identityRequiredFields: string[];
    proofOfAddress: string[];
    upload: { maxBytes: number; contentTypes: { mimeType: string; magicHex: string }[] };
    rejectTrigger: { designed: true; fileNameContains: string; fileNameStemSuffix: string; documentNumberSuffix: string; reason: string };
  };
  statuses: KycStatus[];
  finalStatuses: KycStatus[];
  transitions: Record<string, unknown>[];
  decisionPassesThroughPending: boolean;
  verificationEvents: Partial<Record<VerificationStatus, string>>;
  /** The sandbox code of contact verification (the live sandbox's). */
  contact: {
    source: "live" | "designed";
    sandboxCode: string;
    note?: string;
    /** The answer to a KYC link or a submission while a present contact channel is not VERIFIED (live). */
    beforeKyc: { status: number; code: string };
  };
  kycLink: { designed: true; ttlSeconds: number; note?: string };
  /** The end-user terms versions a consent may name; the first is the current one (designed). */
  endUserTerms: { designed: true; versions: { version: string; url: string }[] };
  bulkCsv: { columns: string[]; required: string[]; processingDelayMs: number; designed: true };
  providerRequiredFields: Record<string, Record<CustomerType, string | null>>;
  providerRequiredCheck: "approvedOnly" | "currenciesUsed";
}

const need = checker("sandbox-kyc");

function checkKycRules(r: KycRules): void {
  need(Number.isInteger(r.suffixLength) && r.suffixLength > 0, "suffixLength must be a positive integer");
  need(r.individual?.default?.onCompleteSubmission, "individual.default.onCompleteSubmission missing");
  need(r.business?.default?.onCompleteSubmission, "business.default.onCompleteSubmission missing");
  need(typeof r.beneficialOwner?.default === "string", "beneficialOwner.default missing");
  need(r.hold?.fields?.INDIVIDUAL && r.hold?.fields?.BUSINESS, "hold.fields missing");
  need(r.completeness?.individual && r.completeness?.business && r.completeness?.beneficialOwner, "completeness incomplete");
  need(r.documents?.identity?.PASSPORT, "documents.identity.PASSPORT missing");
  need(r.documents?.upload?.maxBytes > 0, "documents.upload.maxBytes missing");
  need(/^\d+$/.test(r.contact?.sandboxCode ?? ""), "contact.sandboxCode missing");
  need(Array.isArray(r.bulkCsv?.columns), "bulkCsv.columns missing");
  need(r.endUserTerms?.versions?.length > 0, "endUserTerms.versions missing");
  need(r.providerRequiredFields && typeof r.providerRequiredFields === "object", "providerRequiredFields missing");
  for (const [k] of Object.entries(r.individual.outcomes)) need(k.length === r.suffixLength, `individual suffix ${k} has the wrong length`);
  for (const [k] of Object.entries(r.business.outcomes)) need(k.length === r.suffixLength, `business suffix ${k} has the wrong length`);
}

const kyc = defineRuleTable<KycRules>("sandbox-kyc", checkKycRules);
export const RULES_PATH = kyc.path;
/** Parse and check the rules text (throws on a malformed file: fail fast at start). */
export const parseKycRules = kyc.parse;
/** The rules of spec/rules/sandbox-kyc.yaml (read once). */
export const loadKycRules = kyc.load;

/** Value at a dot path (`businessInfo.registrationNumber`) of an object. */
export function getPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const part of path.split(".")) {
    if (cur === null || cur === undefined || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** Last `suffixLength` characters of a string value ("" when absent). */
export function suffixOf(rules: KycRules, value: unknown): string {
  return typeof value === "string" ? value.slice(-rules.suffixLength) : "";
}

export function individualOutcome(rules: KycRules, customer: unknown): IndividualOutcome {
  const s = suffixOf(rules, getPath(customer, rules.individual.suffixField));
  return rules.individual.outcomes[s] ?? rules.individual.default;
}

export function businessOutcome(rules: KycRules, customer: unknown): BusinessOutcome {
  const s = suffixOf(rules, getPath(customer, rules.business.suffixField));
  return rules.business.outcomes[s] ?? rules.business.default;
}

export function beneficialOwnerOutcome(rules: KycRules, owner: unknown): KycStatus {
  const s = suffixOf(rules, getPath(owner, rules.beneficialOwner.suffixField));
  return rules.beneficialOwner.outcomes[s] ?? rules.beneficialOwner.default;
}

/** True when the designed HOLD trigger applies to this customer. */
export function holdTriggered(rules: KycRules, customerType: CustomerType, customer: unknown): boolean {
  const v = getPath(customer, rules.hold.fields[customerType]);
  return typeof v === "string" && v.endsWith(rules.hold.suffix);
}

export function isFinal(rules: KycRules, status: KycStatus | undefined): boolean {
  return status !== undefined && rules.finalStatuses.includes(status);
}
