/**
 * Store access of the Customers and Verification area: collection names and indexes, the
 * loads a domain call needs (a submission packet, collisions, provider-required fields),
 * and helpers shared by the handlers and the hosted KYC page. Other areas read customers
 * through `customersOf(store)`.
 */
import { randomUUID } from "node:crypto";
import { ApiError } from "../../errors/api-error.js";
import type { TenantStore } from "../../store/store.js";
import type { Clock } from "../../clock/clock.js";
import type { PlatformSettings } from "../../platform/platform.js";
import { getPlatformConfig } from "../../platform/config-state.js";
import { loadKycRules, type KycRules } from "../../../contract/rules/kyc.js";
import type { CustomerConstraints } from "./domain/customer.js";
import type { BeneficialOwner, Customer, DocumentRecord, KycSettings, SubmissionPacket, Verification } from "./domain/types.js";
import { submitVerification, type SubmitResult } from "./domain/verification.js";
import type { KycLinkRecord } from "./domain/kyc-link.js";
import type { OutstandingCode } from "./domain/contact.js";
import type { BulkJob } from "./domain/bulk-csv.js";

export const rules = (): KycRules => loadKycRules();

export const newId = (type: string): string => `${type}:${randomUUID()}`;

/** Supported end-user terms versions (designed); the first is current. */
export const END_USER_TERMS = [
  { version: "2025-10-01", url: "https://paysim.local/legal/end-user-terms/2025-10-01" },
  { version: "2025-01-15", url: "https://paysim.local/legal/end-user-terms/2025-01-15" },
];

export const customersOf = (s: TenantStore) =>
  s.collection<Customer>("customers", ["platformCustomerId", "umaAddress", "customerType", "kycStatus", "kybStatus"]);
export const documentsOf = (s: TenantStore) => s.collection<DocumentRecord>("documents", ["documentHolder"]);
export const ownersOf = (s: TenantStore) => s.collection<BeneficialOwner>("beneficialOwners", ["customerId"]);
export const verificationsOf = (s: TenantStore) => s.collection<Verification>("verifications", ["customerId"]);
export const kycLinksOf = (s: TenantStore) => s.collection<KycLinkRecord>("kycLinks", ["customerId"]);
export const contactCodesOf = (s: TenantStore) => s.collection<OutstandingCode>("contactCodes");
export const bulkJobsOf = (s: TenantStore) => s.collection<BulkJob & { id: string }>("bulkJobs");

export function kycSettings(p: PlatformSettings): KycSettings {
  return { regulated: p.regulated, skipVerificationPaperwork: p.skipVerificationPaperwork, contactVerification: p.contactVerification };
}

export function getCustomerOr404(store: TenantStore, id: string): Customer {
  const c = customersOf(store).get(id);
  if (!c) throw ApiError.notFound("CUSTOMER_NOT_FOUND", `no customer with id ${id}`);
  return c;
}

/** currency -> providerRequiredCustomerFields of the platform's supported currencies. */
export function providerRequired(store: TenantStore, clock: Clock): Record<string, string[]> {
  const cfg = getPlatformConfig(store, clock);
  const out: Record<string, string[]> = {};
  for (const c of cfg.supportedCurrencies ?? []) if (c.providerRequiredCustomerFields?.length) out[c.currencyCode] = [...c.providerRequiredCustomerFields];
  return out;
}

/**
 * Designed: the live service gives every customer a UMA address; a customer created without
 * one gets `$c<first 12 hex digits of its id>@<the platform's umaDomain>`.
 */
export function withDefaultUmaAddress<B extends { umaAddress?: unknown }>(store: TenantStore, clock: Clock, platformId: string, id: string, body: B): B {
  if (body.umaAddress !== undefined) return body;
  const domain = getPlatformConfig(store, clock, platformId).umaDomain;
  return domain
    ? {
        ...body,
        umaAddress: `$c${id
          .replace(/^Customer:/, "")
          .replace(/-/g, "")
          .slice(0, 12)}@${domain}`,
      }
    : body;
}

/** Collisions and requirements for a create / patch of `candidate` (by body values). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a request body or stored record not typed from the spec yet (the pipeline validated it against its schema)
export function constraintsFor(store: TenantStore, clock: Clock, body: Record<string, any>, selfId?: string): CustomerConstraints {
  const customers = customersOf(store);
  const taken = (field: string) => {
    if (body[field] === undefined) return undefined;
    const other = customers.findOne(field, body[field]);
    return other && other.id !== selfId ? other.id : undefined;
  };
  return {
    platformCustomerIdTakenBy: taken("platformCustomerId"),
    umaAddressTakenBy: taken("umaAddress"),
    providerRequired: providerRequired(store, clock),
    endUserTermsVersions: END_USER_TERMS.map((t) => t.version),
  };
}

export function packetOf(store: TenantStore, clock: Clock, customer: Customer): SubmissionPacket {
  const docs = documentsOf(store);
  const byHolder = (holder: string) => docs.list({ where: { documentHolder: holder }, limit: 1000 }).data;
  const owners = customer.customerType === "BUSINESS" ? ownersOf(store).list({ where: { customerId: customer.id }, limit: 1000 }).data : [];
  return {
    customer,
    documents: byHolder(customer.id),
    owners,
    ownerDocuments: Object.fromEntries(owners.map((o) => [o.id, byHolder(o.id)])),
    providerRequired: providerRequired(store, clock),
  };
}

/**
 * Submit a customer for verification (API and hosted page alike): evaluate, persist the
 * customer, verification and owners, then emit the events in order.
 */
export function submitAndPersist(
  store: TenantStore,
  clock: Clock,
  settings: PlatformSettings,
  emit: (type: string, data: unknown) => void,
  customer: Customer,
): SubmitResult {
  const verifications = verificationsOf(store);
  const result = submitVerification(rules(), {
    packet: packetOf(store, clock, customer),
    settings: kycSettings(settings),
    now: clock.iso(),
    previous: verifications.findOne("customerId", customer.id),
    newVerificationId: newId("Verification"),
  });
  customersOf(store).put(result.customer);
  verifications.put(result.verification);
  for (const o of result.owners) ownersOf(store).put(o);
  for (const e of result.events) emit(e.type, e.data);
  return result;
}

/** Page parameters of a list request. */
export function pageOpts(query: Record<string, unknown>): { limit: number; cursor?: string } {
  return { limit: typeof query.limit === "number" ? query.limit : 20, cursor: typeof query.cursor === "string" ? query.cursor : undefined };
}
