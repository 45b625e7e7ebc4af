/**
 * Shapes of the Customers and Verification area as the API returns them (the stored
 * objects ARE the response bodies, so customer events carry exactly what GET returns),
 * plus the domain's event and settings types.
 */
import type { Schema } from "../../response.js";
import type { CustomerType, KycStatus, VerificationErrorType, VerificationStatus } from "../../../../contract/rules/kyc.js";

export type { CustomerType, KycStatus, VerificationErrorType, VerificationStatus };

/** A postal address as the contract defines it (line1, postalCode and country required). */
export type Address = Schema<"Address">;

export interface Customer {
  id: string;
  customerType: CustomerType;
  platformCustomerId?: string;
  fullName?: string;
  birthDate?: string;
  nationality?: string;
  idType?: string;
  identifier?: string;
  address?: Address;
  businessInfo?: Partial<Schema<"CustomerBusinessInfo">>;
  umaAddress?: string;
  email?: string;
  phoneNumber?: string;
  contactVerification?: { email?: "PENDING" | "VERIFIED"; phone?: "PENDING" | "VERIFIED" };
  kycStatus?: KycStatus;
  kybStatus?: KycStatus;
  /** Set by DELETE (the live service marks customers rather than removing them). */
  isDeleted?: boolean;
  region?: string;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export interface DocumentRecord {
  id: string;
  documentHolder: string;
  documentType: string;
  side?: "FRONT" | "BACK";
  country?: string;
  documentNumber?: string;
  issuingAuthority?: string;
  fileName?: string;
  contentType?: string;
  size?: number;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export interface BeneficialOwner {
  id: string;
  customerId: string;
  personalInfo: {
    firstName?: string;
    lastName?: string;
    birthDate?: string;
    nationality?: string;
    address?: Address;
    [field: string]: unknown;
  };
  ownershipPercentage?: number;
  roles: Schema<"BeneficialOwner">["roles"];
  title?: string;
  kycStatus: KycStatus;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export interface VerificationError {
  resourceId: string;
  type: VerificationErrorType;
  field?: string;
  acceptedDocumentTypes?: string[];
  reason: string;
}

export interface Verification {
  id: string;
  customerId: string;
  verificationStatus: VerificationStatus;
  errors: VerificationError[];
  createdAt: string;
  updatedAt: string;
}

/** A webhook event the handler emits after persisting the new state. */
export interface DomainEvent {
  type: string;
  data: unknown;
}

/** The platform settings the domain reads (subset of PlatformSettings). */
export interface KycSettings {
  regulated: boolean;
  skipVerificationPaperwork: boolean;
  contactVerification: { email: boolean; phone: boolean };
}

/** Everything a submission is judged on: the customer, its documents, its owners. */
export interface SubmissionPacket {
  customer: Customer;
  documents: DocumentRecord[];
  owners: BeneficialOwner[];
  /** Documents of each owner, by owner id. */
  ownerDocuments: Record<string, DocumentRecord[]>;
  /** providerRequiredCustomerFields of the platform's supported currencies: currency -> names. */
  providerRequired?: Record<string, string[]>;
}

export function statusOf(c: Customer): KycStatus {
  return (c.customerType === "BUSINESS" ? c.kybStatus : c.kycStatus) ?? "UNVERIFIED";
}

export function withStatus(c: Customer, status: KycStatus, now: string): Customer {
  return c.customerType === "BUSINESS" ? { ...c, kybStatus: status, updatedAt: now } : { ...c, kycStatus: status, updatedAt: now };
}
