/**
 * Beneficial owners of business customers: create and patch. Owners start UNVERIFIED and
 * resolve when their business resolves terminally (domain/verification.ts). Pure.
 */
import { ApiError } from "../../../errors/api-error.js";
import type { BeneficialOwner, Customer } from "./types.js";

function assertOwnership(o: Pick<BeneficialOwner, "roles" | "ownershipPercentage">): void {
  if ((o.roles.includes("OWNER") || o.roles.includes("UBO")) && (o.ownershipPercentage === undefined || o.ownershipPercentage === null)) {
    throw ApiError.invalidInput([{ field: "ownershipPercentage", in: "body", code: "REQUIRED", reason: "is required when roles includes OWNER" }]);
  }
}

/** The fields of a beneficial owner a create request names (validated against the contract by the pipeline). */
export type OwnerFields = Pick<BeneficialOwner, "roles" | "personalInfo"> & Partial<Pick<BeneficialOwner, "ownershipPercentage" | "title">>;

export function createOwner(business: Customer, body: OwnerFields, id: string, now: string): BeneficialOwner {
  if (business.customerType !== "BUSINESS") {
    throw ApiError.invalidInput([
      {
        field: "customerId",
        in: "body",
        code: "INVALID_VALUE",
        reason: `customer ${business.id} is ${business.customerType}; beneficial owners belong to BUSINESS customers`,
      },
    ]);
  }
  const owner: BeneficialOwner = {
    id,
    customerId: business.id,
    roles: body.roles,
    personalInfo: { ...body.personalInfo },
    kycStatus: "UNVERIFIED",
    createdAt: now,
    updatedAt: now,
  };
  if (body.ownershipPercentage !== undefined) owner.ownershipPercentage = body.ownershipPercentage;
  if (body.title !== undefined) owner.title = body.title;
  assertOwnership(owner);
  return owner;
}

export function patchOwner(current: BeneficialOwner, body: Partial<OwnerFields>, now: string): BeneficialOwner {
  const next: BeneficialOwner = { ...current, updatedAt: now };
  if (body.roles !== undefined) next.roles = body.roles;
  if (body.ownershipPercentage !== undefined) next.ownershipPercentage = body.ownershipPercentage;
  if (body.title !== undefined) next.title = body.title;
  if (body.personalInfo !== undefined) next.personalInfo = { ...current.personalInfo, ...body.personalInfo };
  assertOwnership(next);
  return next;
}
