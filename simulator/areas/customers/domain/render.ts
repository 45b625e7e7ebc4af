/**
 * The Customer resource of a stored customer. The stored object is the response body (so
 * customer events carry exactly what GET returns); this gives it the contract's type, an
 * individual or a business by `customerType`, each with the status the service always sets
 * at creation (`kycStatus` for individuals, `kybStatus` for businesses).
 */
import { omitUndefined, type Schema } from "../../response.js";
import type { Customer, Verification, VerificationError } from "./types.js";

export function renderCustomer(c: Customer): Schema<"Customer"> {
  if (c.customerType === "INDIVIDUAL") return { ...c, customerType: "INDIVIDUAL", kycStatus: c.kycStatus ?? "UNVERIFIED" };
  return { ...c, customerType: "BUSINESS", kybStatus: c.kybStatus ?? "UNVERIFIED" };
}

/** The Verification resource, field by field. */
export function renderVerification(v: Verification): Schema<"Verification"> {
  return {
    id: v.id,
    customerId: v.customerId,
    verificationStatus: v.verificationStatus,
    errors: v.errors.map(renderVerificationError),
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
  };
}

function renderVerificationError(e: VerificationError): Schema<"VerificationError"> {
  return omitUndefined<Schema<"VerificationError">>({
    resourceId: e.resourceId,
    type: e.type,
    field: e.field,
    // The kyc rules table names documents by the contract's DocumentType values.
    acceptedDocumentTypes: e.acceptedDocumentTypes as Schema<"DocumentType">[] | undefined,
    reason: e.reason,
  });
}
