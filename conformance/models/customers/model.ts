/**
 * The customer-verification model: what the description says a server does, predicted
 * from the description's tables (spec/rules/sandbox-kyc.yaml, read through the same
 * loader the simulator uses) and the platform's own configuration.
 *
 * Rules it predicts (payments-api.md, "Customer verification", "Sandbox magic values"):
 * - creation: unregulated -> UNVERIFIED; regulated or skip-paperwork -> the fullName
 *   suffix resolves at creation; businesses are always created UNVERIFIED;
 * - submission: APPROVED/REJECTED are final (400); an incomplete packet -> RESOLVE_ERRORS
 *   with one error entry per gap; a complete one -> the suffix outcome;
 * - contact channels the provider requires appear PENDING; kyc-link 409 until VERIFIED.
 */
import type { ApiClient } from "../../client/client.js";
import type { Scenario } from "../../runner/types.js";
import type { PlatformTime } from "../../runner/time.js";
import { loadKycRules, type KycRules, type KycStatus } from "../../../contract/rules/kyc.js";
import { OTHER } from "../../runner/table-rules.js";
import type { Json } from "../../contract/json.js";

export type PlatformKind = "unregulated" | "regulated" | "skipPaperwork" | "contactEmailPhone";

export const INDIVIDUAL_GAPS = ["birthDate", "nationality", "identifier", "address"] as const;
export type IndividualGap = (typeof INDIVIDUAL_GAPS)[number];

export interface ModelCustomer {
  id: string;
  type: "INDIVIDUAL" | "BUSINESS";
  /** Suffix of fullName (individuals) or registrationNumber (businesses). */
  suffix: string;
  status: KycStatus;
  gaps: Set<IndividualGap>;
  singleWordName: boolean;
  hold: boolean;
  hasIdentityDocument: boolean;
  businessDocuments: boolean;
  owners: { id: string; lastSuffix: string }[];
  contact: { email?: "PENDING" | "VERIFIED"; phone?: "PENDING" | "VERIFIED" };
  hasPhone: boolean;
  /** The platform's own id the customer was created with. */
  platformCustomerId?: string;
  /** The identity document uploaded (its Document id). */
  documentId?: string;
}

export interface CustomerModel {
  kind: PlatformKind;
  rules: KycRules;
  /** UserInfoFieldNames the provider requires, over all supported currencies. */
  providerRequired: Set<string>;
  /** The same per supported currency. */
  providerRequiredBy: Record<string, string[]>;
  customers: ModelCustomer[];
}

export interface CustomerReal {
  client: ApiClient;
  s: Scenario;
  /** The platform's time (moved through the control API, or the real clock within the wait budget). */
  time?: PlatformTime;
}

let rulesCache: KycRules | undefined;
export function kycRules(): KycRules {
  return (rulesCache ??= loadKycRules());
}

export function settingsOf(kind: PlatformKind) {
  return {
    regulated: kind === "regulated",
    skip: kind === "skipPaperwork",
    contact: kind === "contactEmailPhone" ? { email: true, phone: true } : { email: false, phone: false },
  };
}

/** Status at creation (description: Customer verification table and KYC suffix table). */
export function statusAtCreation(m: CustomerModel, type: "INDIVIDUAL" | "BUSINESS", suffix: string): KycStatus {
  if (type === "BUSINESS") return "UNVERIFIED";
  const { regulated, skip } = settingsOf(m.kind);
  if (!regulated && !skip) return "UNVERIFIED";
  return (m.rules.individual.outcomes[suffix] ?? m.rules.individual.default).atCreation;
}

export interface PredictedSubmission {
  httpStatus: 200 | 400 | 409;
  verificationStatus?: string;
  status?: KycStatus;
  /** Expected error entries as `TYPE field` strings (field omitted for document errors). */
  errors?: string[];
  /** The packet was complete: the suffix's outcome decided (an outcome of RESOLVE_ERRORS included). */
  complete?: boolean;
}

function providerGaps(m: CustomerModel, c: ModelCustomer): string[] {
  const out: string[] = [];
  for (const name of m.providerRequired) {
    const path = m.rules.providerRequiredFields[name]?.[c.type];
    if (!path) continue;
    const present =
      c.type === "INDIVIDUAL" ? !(path === "phoneNumber" && !c.hasPhone) && !(c.gaps as Set<string>).has(path) : !(path === "phoneNumber" && !c.hasPhone);
    if (!present) out.push(`MISSING_FIELD customer.${path}`);
  }
  return out;
}

/**
 * Provider-required fields the create call must refuse (sandbox-kyc.yaml
 * providerRequiredCheck): "approvedOnly": a customer about to be APPROVED uses every
 * supported currency; "currenciesUsed": only a body naming `currencies` binds (the model's
 * bodies name none, so creation succeeds and the gaps surface at submission).
 */
export function missingProviderFieldsAtCreation(m: CustomerModel, type: "INDIVIDUAL" | "BUSINESS", status: KycStatus, body: Record<string, unknown>): string[] {
  if (m.rules.providerRequiredCheck === "currenciesUsed" ? !Array.isArray(body.currencies) || body.currencies.length === 0 : status !== "APPROVED") return [];
  const out: string[] = [];
  // Only the currencies the body names bind ("currenciesUsed"); every supported one otherwise.
  const names =
    m.rules.providerRequiredCheck === "currenciesUsed"
      ? new Set((body.currencies as string[]).flatMap((c) => m.providerRequiredBy[c] ?? []))
      : m.providerRequired;
  for (const name of names) {
    const path = m.rules.providerRequiredFields[name]?.[type];
    if (!path) continue;
    const v = path.split(".").reduce<Json>((n, k) => (n == null ? undefined : n[k]), body);
    if (v === undefined || v === null || v === "") out.push(path);
  }
  return out;
}

/** The customer's contact channels present and not yet VERIFIED. */
export function contactPending(c: ModelCustomer): ("email" | "phone")[] {
  return (["email", "phone"] as const).filter((ch) => c.contact[ch] !== undefined && c.contact[ch] !== "VERIFIED");
}

/** What POST /verifications answers for this customer now. */
export function predictSubmission(m: CustomerModel, c: ModelCustomer): PredictedSubmission {
  if (m.rules.finalStatuses.includes(c.status)) return { httpStatus: 400 };
  // Live: every present contact channel is VERIFIED before KYC begins (sandbox-kyc.yaml contact.beforeKyc).
  if (contactPending(c).length) return { httpStatus: m.rules.contact.beforeKyc.status as 409 };
  const { regulated, skip } = settingsOf(m.kind);
  if (c.type === "BUSINESS") {
    const outcome = m.rules.business.outcomes[c.suffix] ?? m.rules.business.default;
    if ((regulated || skip) && outcome.autoDecision) return { httpStatus: 200, ...outcome.onCompleteSubmission, errors: [], complete: true };
    const errors: string[] = [];
    if (!c.businessDocuments) for (const d of m.rules.completeness.business.documents) errors.push(`${d.errorType} ${d.acceptedDocumentTypes.join("|")}`);
    if (!c.owners.length) errors.push(`${m.rules.completeness.business.controlPersonErrorType ?? "MISSING_CONTROL_PERSON"} `);
    errors.push(...providerGaps(m, c));
    if (errors.length) return { httpStatus: 200, verificationStatus: "RESOLVE_ERRORS", status: c.status, errors };
    return { httpStatus: 200, ...outcome.onCompleteSubmission, errors: [], complete: true };
  }
  const errors: string[] = [];
  for (const g of INDIVIDUAL_GAPS) if (c.gaps.has(g)) errors.push(`MISSING_FIELD customer.${g}`);
  if (c.singleWordName) errors.push("INVALID_FIELD customer.fullName");
  if (!c.hasIdentityDocument) errors.push(`MISSING_IDENTITY_DOCUMENT ${Object.keys(m.rules.documents.identity).join("|")}`);
  errors.push(...providerGaps(m, c).filter((e) => !errors.includes(e)));
  if (errors.length) return { httpStatus: 200, verificationStatus: "RESOLVE_ERRORS", status: c.status, errors };
  if (c.hold) return { httpStatus: 200, verificationStatus: m.rules.hold.verificationStatus, status: m.rules.hold.status, errors: [] };
  const outcome = (m.rules.individual.outcomes[c.suffix] ?? m.rules.individual.default).onCompleteSubmission;
  // An outcome that asks for a new document (RESOLVE_ERRORS) changes no status: the state table
  // has no move back from PENDING to UNVERIFIED (a 001 customer renamed to 003 stays PENDING).
  if (outcome.errorType)
    return { httpStatus: 200, verificationStatus: outcome.verificationStatus, status: c.status, errors: [outcome.errorType], complete: true };
  return { httpStatus: 200, verificationStatus: outcome.verificationStatus, status: outcome.status, errors: [], complete: true };
}

/** Render a server error entry in the model's `TYPE field` form. */
export function errorKey(e: { type: string; field?: string; acceptedDocumentTypes?: string[] }): string {
  if (/^MISSING_.*_DOCUMENT$/.test(e.type)) return `${e.type} ${(e.acceptedDocumentTypes ?? []).join("|")}`;
  if (e.type === "POOR_QUALITY_DOCUMENT") return e.type;
  return `${e.type} ${e.field ?? ""}`;
}

/** The table row a suffix selects: itself, or `other` for the default row. */
export const suffixKey = (outcomes: Record<string, unknown>, suffix: string): string => (suffix in outcomes ? suffix : OTHER);

export function statusField(c: { type: string }): "kycStatus" | "kybStatus" {
  return c.type === "BUSINESS" ? "kybStatus" : "kycStatus";
}
