/**
 * Completeness of a verification packet: one VerificationError per gap, in a stable
 * order (customer fields, address, documents, then each required owner). Pure; the
 * requirements come from the `completeness` and `documents` tables of sandbox-kyc.yaml.
 */
import { getPath, type KycRules } from "../../../../contract/rules/kyc.js";
import type { Address, BeneficialOwner, DocumentRecord, SubmissionPacket, VerificationError } from "./types.js";

const blank = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);

function missingField(resourceId: string, field: string, what = field.split(".").pop()): VerificationError {
  return { resourceId, type: "MISSING_FIELD", field, reason: `${what} is required for verification; set it with PATCH and submit again` };
}

function addressErrors(resourceId: string, prefix: string, address: Address | undefined, required: string[]): VerificationError[] {
  if (!address) return [missingField(resourceId, `${prefix}`, "address")];
  return required.filter((k) => blank((address as Record<string, unknown>)[k])).map((k) => missingField(resourceId, `${prefix}.${k}`, `address ${k}`));
}

/** Identity document types that are complete (every required side uploaded). */
export function completeIdentityTypes(rules: KycRules, docs: DocumentRecord[]): string[] {
  const out: string[] = [];
  for (const [type, { sides }] of Object.entries(rules.documents.identity)) {
    const mine = docs.filter((d) => d.documentType === type);
    if (!mine.length) continue;
    if (sides.every((s) => mine.some((d) => d.side === s))) out.push(type);
  }
  return out;
}

/** Why an identity document is incomplete, e.g. "the BACK image of DRIVERS_LICENSE is missing". */
function partialIdentityReason(rules: KycRules, docs: DocumentRecord[]): string | undefined {
  for (const [type, { sides }] of Object.entries(rules.documents.identity)) {
    const mine = docs.filter((d) => d.documentType === type);
    const missing = sides.filter((s) => !mine.some((d) => d.side === s));
    if (mine.length && missing.length) return `the ${missing.join(" and ")} image of ${type} is missing`;
  }
  return undefined;
}

function identityError(rules: KycRules, resourceId: string, docs: DocumentRecord[]): VerificationError | undefined {
  if (completeIdentityTypes(rules, docs).length) return undefined;
  const partial = partialIdentityReason(rules, docs);
  return {
    resourceId,
    type: "MISSING_IDENTITY_DOCUMENT",
    acceptedDocumentTypes: Object.keys(rules.documents.identity),
    reason: `${partial ?? "no identity document was uploaded"}; upload a PASSPORT (one image) or a DRIVERS_LICENSE / NATIONAL_ID (FRONT and BACK)`,
  };
}

export function individualErrors(rules: KycRules, packet: SubmissionPacket): VerificationError[] {
  const req = rules.completeness.individual;
  const c = packet.customer;
  const errors: VerificationError[] = [];
  for (const f of req.fields) {
    if (blank(getPath(c, f))) errors.push(missingField(c.id, `customer.${f}`));
  }
  if (!blank(c.fullName) && String(c.fullName).trim().split(/\s+/).length < req.fullNameMinWords) {
    errors.push({ resourceId: c.id, type: "INVALID_FIELD", field: "customer.fullName", reason: "fullName must contain a given and a family name" });
  }
  errors.push(...addressErrors(c.id, `customer.${req.address.field}`, c.address, req.address.required));
  if (req.identityDocument) {
    const e = identityError(rules, c.id, packet.documents);
    if (e) errors.push(e);
  }
  return errors;
}

/** Owners that must be complete: owners at or above the threshold, and control persons. */
export function requiredOwners(rules: KycRules, owners: BeneficialOwner[]): BeneficialOwner[] {
  const t = rules.completeness.business.ownershipThresholdPercent;
  return owners.filter((o) => (o.ownershipPercentage ?? 0) >= t || isControlPerson(o));
}

export function isControlPerson(o: BeneficialOwner): boolean {
  return Array.isArray(o.roles) && o.roles.includes("CONTROL_PERSON");
}

function ownerErrors(rules: KycRules, o: BeneficialOwner, docs: DocumentRecord[]): VerificationError[] {
  const req = rules.completeness.beneficialOwner;
  const errors: VerificationError[] = [];
  for (const f of req.fields) {
    if (blank(getPath(o, f))) errors.push(missingField(o.id, `beneficialOwner.${f}`));
  }
  errors.push(...addressErrors(o.id, `beneficialOwner.${req.address.field}`, o.personalInfo?.address, req.address.required));
  if (!req.identityDocument) return errors;
  const nationality = o.personalInfo?.nationality;
  const complete = completeIdentityTypes(rules, docs);
  if (nationality && nationality !== req.homeCountry) {
    if (!complete.includes("PASSPORT")) {
      errors.push({
        resourceId: o.id,
        type: "MISSING_IDENTITY_DOCUMENT",
        acceptedDocumentTypes: ["PASSPORT"],
        reason: `owners outside ${req.homeCountry} need a PASSPORT`,
      });
    }
    if (!req.nonHomeCountryExtraId.some((t) => complete.includes(t))) {
      const partial = partialIdentityReason(rules, docs);
      errors.push({
        resourceId: o.id,
        type: "MISSING_IDENTITY_DOCUMENT",
        acceptedDocumentTypes: req.nonHomeCountryExtraId,
        reason: `owners outside ${req.homeCountry} need one more government id besides the passport${partial ? ` (${partial})` : ""}`,
      });
    }
  } else {
    const e = identityError(rules, o.id, docs);
    if (e) errors.push(e);
  }
  return errors;
}

export function businessErrors(rules: KycRules, packet: SubmissionPacket): VerificationError[] {
  const req = rules.completeness.business;
  const c = packet.customer;
  const errors: VerificationError[] = [];
  for (const f of req.fields) {
    if (blank(getPath(c, f))) errors.push(missingField(c.id, `customer.${f}`));
  }
  if (req.oneOf.every((f) => blank(getPath(c, f)))) {
    errors.push({
      ...missingField(c.id, `customer.${req.oneOf[0]}`),
      reason: `a ${req.oneOf.map((f) => f.split(".").pop()).join(" or ")} is required for verification`,
    });
  }
  errors.push(...addressErrors(c.id, `customer.${req.address.field}`, c.address, req.address.required));
  for (const d of req.documents) {
    const takes = [...d.acceptedDocumentTypes, ...(d.alsoAccepted ?? [])];
    if (!packet.documents.some((doc) => takes.includes(doc.documentType))) {
      errors.push({
        resourceId: c.id,
        type: d.errorType,
        acceptedDocumentTypes: d.acceptedDocumentTypes,
        reason: `the business ${d.requirement.toLowerCase().replace(/_/g, " ")} document is missing; upload one of ${d.acceptedDocumentTypes.join(", ")}`,
      });
    }
  }
  if (req.controlPersonRequired && !packet.owners.some(isControlPerson)) {
    errors.push({
      resourceId: c.id,
      type: req.controlPersonErrorType ?? "MISSING_CONTROL_PERSON",
      reason: "one control person is required: add a beneficial owner with role CONTROL_PERSON (POST /beneficial-owners)",
    });
  }
  for (const o of requiredOwners(rules, packet.owners)) errors.push(...ownerErrors(rules, o, packet.ownerDocuments[o.id] ?? []));
  return errors;
}

/** MISSING_FIELD for provider-required fields (per supported currency) not already reported. */
function providerErrors(rules: KycRules, packet: SubmissionPacket, reported: VerificationError[]): VerificationError[] {
  const c = packet.customer;
  const out: VerificationError[] = [];
  const seen = new Set(reported.map((e) => e.field));
  for (const [currency, names] of Object.entries(packet.providerRequired ?? {})) {
    for (const name of names) {
      const path = rules.providerRequiredFields[name]?.[c.customerType];
      if (!path || !blank(getPath(c, path))) continue;
      const field = `customer.${path}`;
      if (seen.has(field) || [...seen].some((f) => f && field.startsWith(`${f}.`))) continue;
      seen.add(field);
      out.push({
        resourceId: c.id,
        type: "MISSING_FIELD",
        field,
        reason: `${name} is required by the provider for ${currency}; set it with PATCH and submit again`,
      });
    }
  }
  return out;
}

export function packetErrors(rules: KycRules, packet: SubmissionPacket): VerificationError[] {
  const errors = packet.customer.customerType === "BUSINESS" ? businessErrors(rules, packet) : individualErrors(rules, packet);
  return [...errors, ...providerErrors(rules, packet, errors)];
}
