/**
 * Customer lifecycle outside verification: create, patch, delete checks. Pure: the caller
 * passes the existing state it needs (collisions, required fields) and the new id / time.
 */
import { ApiError, type FieldError } from "../../../errors/api-error.js";
import { getPath, individualOutcome, type KycRules } from "../../../../contract/rules/kyc.js";
import { statusOf, type Customer, type CustomerType, type KycSettings } from "./types.js";

/** Read-only fields never taken from a request body. */
const READ_ONLY = new Set(["id", "kycStatus", "kybStatus", "contactVerification", "isDeleted", "createdAt", "updatedAt"]);

export interface CustomerConstraints {
  /** An active customer already holding this platformCustomerId (other than the one changed). */
  platformCustomerIdTakenBy?: string;
  /** An active customer already holding this umaAddress (other than the one changed). */
  umaAddressTakenBy?: string;
  /** UserInfoFieldName values required by the platform's supported currencies: currency -> names. */
  providerRequired: Record<string, string[]>;
  /** Supported end-user terms versions. */
  endUserTermsVersions: string[];
}

/** Fields of a customer as a create or update request names them (validated against the contract by the pipeline). */
export type CustomerFields = Partial<Customer>;

export interface CreateCustomerCommand {
  id: string;
  now: string;
  /** The validated request body (the contract's customer create request: fields of a Customer). */
  body: CustomerFields;
  settings: KycSettings;
}

function copyWritable(body: CustomerFields): CustomerFields {
  const out: CustomerFields = {};
  for (const [k, v] of Object.entries(body)) if (!READ_ONLY.has(k) && v !== undefined) out[k] = v;
  return out;
}

/** Contact channels the provider requires, all PENDING (absent when none is required). */
export function initialContactVerification(settings: KycSettings): Customer["contactVerification"] | undefined {
  const cv: NonNullable<Customer["contactVerification"]> = {};
  if (settings.contactVerification.email) cv.email = "PENDING";
  if (settings.contactVerification.phone) cv.phone = "PENDING";
  return Object.keys(cv).length ? cv : undefined;
}

/** Fields missing for the provider's per-currency requirements (MISSING_MANDATORY_USER_INFO). */
export function missingProviderFields(rules: KycRules, c: Customer, providerRequired: Record<string, string[]>): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const [currency, names] of Object.entries(providerRequired)) {
    for (const name of names) {
      const path = rules.providerRequiredFields[name]?.[c.customerType];
      if (!path || seen.has(path)) continue;
      const v = getPath(c, path);
      if (v === undefined || v === null || v === "") {
        seen.add(path);
        errors.push({ field: path, in: "body", code: "REQUIRED", reason: `${name} is required by the provider for ${currency}` });
      }
    }
  }
  return errors;
}

/** Missing provider-required fields of the given currencies only. */
export function missingProviderFieldsFor(rules: KycRules, c: Customer, providerRequired: Record<string, string[]>, currencies: string[]): FieldError[] {
  if (!currencies.length) return [];
  const scoped = Object.fromEntries(Object.entries(providerRequired).filter(([cur]) => currencies.includes(cur)));
  return missingProviderFields(rules, c, scoped);
}

function checkConstraints(rules: KycRules, c: Customer, k: CustomerConstraints): void {
  const consent = c.endUserTermsConsent as { termsVersion?: unknown } | undefined;
  if (consent !== undefined && !k.endUserTermsVersions.includes(String(consent.termsVersion))) {
    throw new ApiError(
      400,
      "END_USER_TERMS_VERSION_NOT_FOUND",
      `endUserTermsConsent.termsVersion ${String(consent.termsVersion)} is not a version of the end-user terms; supported: ${k.endUserTermsVersions.join(", ")}`,
    );
  }
  // sandbox-kyc.yaml providerRequiredCheck: "currenciesUsed" binds customers "created or
  // updated to use that currency" (naming it in `currencies`); the requirement then bites
  // where the currency is used (quotes: missingProviderFieldsFor). "approvedOnly": an
  // APPROVED customer uses every supported currency.
  const missing =
    rules.providerRequiredCheck === "approvedOnly"
      ? statusOf(c) === "APPROVED"
        ? missingProviderFields(rules, c, k.providerRequired)
        : []
      : missingProviderFieldsFor(rules, c, k.providerRequired, Array.isArray(c.currencies) ? (c.currencies as string[]) : []);
  if (missing.length) {
    throw new ApiError(
      400,
      "MISSING_MANDATORY_USER_INFO",
      `missing fields required by the provider: ${missing.map((e) => `${e.field} (${e.reason})`).join("; ")}`,
      { errors: missing },
    );
  }
  if (k.platformCustomerIdTakenBy) {
    throw ApiError.conflict("CONFLICT", `an active customer with platformCustomerId ${String(c.platformCustomerId)} exists (${k.platformCustomerIdTakenBy})`);
  }
  if (k.umaAddressTakenBy) {
    throw ApiError.conflict("UMA_ADDRESS_EXISTS", `the UMA address ${String(c.umaAddress)} is already in use`);
  }
}

/**
 * POST /customers. Individuals on regulated or skip-paperwork platforms resolve by the
 * fullName suffix (APPROVED by default); everyone else starts UNVERIFIED. No events: the
 * state table lists none for creation.
 */
export function createCustomer(rules: KycRules, cmd: CreateCustomerCommand, k: CustomerConstraints): Customer {
  const type = cmd.body.customerType as CustomerType;
  // One pass, same keys and order as { id, customerType, ...copyWritable(body), createdAt, updatedAt }.
  const out: Record<string, unknown> = { id: cmd.id, customerType: type };
  const body = cmd.body;
  for (const key in body) {
    if (!Object.prototype.hasOwnProperty.call(body, key)) continue;
    const v = body[key];
    // "__proto__" (own key of a parsed body) would set the prototype here; the spread dropped it.
    if (v !== undefined && !READ_ONLY.has(key) && key !== "__proto__") out[key] = v;
  }
  // Designed: the live service always names a platformCustomerId; without one given, the customer's id stands in.
  if (typeof out.platformCustomerId !== "string") out.platformCustomerId = cmd.id;
  out.createdAt = cmd.now;
  out.updatedAt = cmd.now;
  const base = out as Customer;
  const cv = initialContactVerification(cmd.settings);
  if (cv) base.contactVerification = cv;
  if (type === "BUSINESS") {
    base.kybStatus = "UNVERIFIED";
  } else {
    const resolvesAtCreation = cmd.settings.regulated || cmd.settings.skipVerificationPaperwork;
    base.kycStatus = resolvesAtCreation ? individualOutcome(rules, base).atCreation : "UNVERIFIED";
  }
  checkConstraints(rules, base, k);
  return base;
}

/**
 * PATCH /customers/{id}. `customerType` must match. Statuses are never re-derived here
 * (a rename leaves APPROVED / REJECTED as they are). A changed email / phone puts a
 * required channel back to PENDING.
 */
/** DELETE: the customer marked deleted; a second delete is 410 CUSTOMER_DELETED (the live service's answer). */
export function markDeleted(current: Customer, now: string): Customer {
  if (current.isDeleted === true) throw new ApiError(410, "CUSTOMER_DELETED", `customer ${current.id} was already deleted`);
  return { ...current, isDeleted: true, updatedAt: now };
}

export function patchCustomer(rules: KycRules, current: Customer, body: CustomerFields, now: string, k: CustomerConstraints): Customer {
  if (body.customerType !== current.customerType) {
    throw ApiError.invalidInput([
      {
        field: "customerType",
        in: "body",
        code: "INVALID_VALUE",
        reason: `must be ${current.customerType}, the type of this customer`,
        expected: current.customerType,
      },
    ]);
  }
  const changes = copyWritable(body);
  delete changes.region; // kept as sent at creation
  const next: Customer = { ...current, ...changes, updatedAt: now };
  if (changes.businessInfo && current.businessInfo) next.businessInfo = { ...current.businessInfo, ...changes.businessInfo };
  if (current.contactVerification) {
    const cv = { ...current.contactVerification };
    if (cv.email && changes.email !== undefined && changes.email !== current.email) cv.email = "PENDING";
    if (cv.phone && changes.phoneNumber !== undefined && changes.phoneNumber !== current.phoneNumber) cv.phone = "PENDING";
    next.contactVerification = cv;
  }
  checkConstraints(rules, next, k);
  return next;
}
