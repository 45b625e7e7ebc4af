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
import { missingProviderFieldsFor, type CustomerConstraints, type CustomerFields } from "./domain/customer.js";
import type { Customer, KycSettings, SubmissionPacket } from "./domain/types.js";
import { submitVerification, type SubmitResult } from "./domain/verification.js";

import { customersOf, documentsOf, ownersOf, verificationsOf, kycLinksOf, contactCodesOf, bulkJobsOf } from "./state.js";
export { customersOf, documentsOf, ownersOf, verificationsOf, kycLinksOf, contactCodesOf, bulkJobsOf };

export const rules = (): KycRules => loadKycRules();

export const newId = (type: string): string => `${type}:${randomUUID()}`;

/** Supported end-user terms versions (spec/rules/sandbox-kyc.yaml `endUserTerms`, designed); the first is current. */
export const endUserTerms = (): { version: string; url: string }[] => rules().endUserTerms.versions;

export function kycSettings(p: PlatformSettings): KycSettings {
  return { regulated: p.regulated, skipVerificationPaperwork: p.skipVerificationPaperwork, contactVerification: p.contactVerification };
}

/** An active customer, or 404: a deleted one (`isDeleted`) is answered only by GET and DELETE of the customer. */
export function getCustomerOr404(store: TenantStore, id: string, opts: { includeDeleted?: boolean } = {}): Customer {
  const c = customersOf(store).get(id);
  if (!c || (c.isDeleted === true && !opts.includeDeleted)) throw ApiError.notFound("CUSTOMER_NOT_FOUND", `no customer with id ${id}`);
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
export function constraintsFor(store: TenantStore, clock: Clock, body: CustomerFields, selfId?: string): CustomerConstraints {
  const customers = customersOf(store);
  const taken = (field: string) => {
    if (body[field] === undefined || body[field] === null) return undefined;
    const other = customers.list({ where: { [field]: body[field] }, limit: 100_000 }).data.find((c) => c.isDeleted !== true && c.id !== selfId);
    return other?.id;
  };
  return {
    platformCustomerIdTakenBy: taken("platformCustomerId"),
    umaAddressTakenBy: taken("umaAddress"),
    providerRequired: providerRequired(store, clock),
    endUserTermsVersions: endUserTerms().map((t) => t.version),
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

/**
 * What another area holds of a customer that stops its deletion (money: a balance, an
 * unsettled transaction): the reason to give, or undefined. The app wires the checks in.
 */
export type DeletionCheck = (store: TenantStore, customerId: string) => string | undefined;

/**
 * Where a currency's provider-required customer fields bite (description, Platform
 * Configuration: "these fields must be present on customers created or updated to use
 * that currency"). Creating a customer never needs them unless the request names the
 * currency in `currencies`; a quote that sends from a customer's account in a currency
 * (or pays into a customer's internal account in one) uses that currency, so it answers
 * 400 MISSING_MANDATORY_USER_INFO naming each missing field (designed).
 */
export function requireProviderFields(store: TenantStore, clock: Clock, customerId: string | null | undefined, currency: string, role: string): void {
  if (!customerId) return;
  const c = customersOf(store).get(customerId);
  if (!c) return;
  const missing = missingProviderFieldsFor(rules(), c, providerRequired(store, clock), [currency]);
  if (!missing.length) return;
  throw new ApiError(
    400,
    "MISSING_MANDATORY_USER_INFO",
    `the ${role} customer ${customerId} uses ${currency}, whose provider requires: ${missing.map((e) => e.field).join(", ")}; add them with PATCH /customers/{customerId}`,
    { errors: missing },
  );
}

export { pageOpts } from "../types.js";

export type { Customer } from "./domain/types.js";
