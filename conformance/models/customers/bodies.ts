/**
 * Request bodies for the customers area, built from the contract's own field names:
 * individuals and businesses with a chosen sandbox suffix, documents, owners.
 */
import type { MultipartBody } from "../../client/types.js";

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(++counter).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const ADDRESS = { line1: "1 Market St", city: "San Francisco", state: "CA", postalCode: "94105", country: "US" };

/** A complete individual (everything a submission needs but the document). `suffix` ends fullName. */
export function individual(suffix = "", over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerType: "INDIVIDUAL",
    platformCustomerId: `conf-${unique()}`,
    fullName: `Jane Doe${suffix ? ` ${suffix}` : ""}`,
    birthDate: "1990-02-28",
    nationality: "US",
    idType: "SSN",
    identifier: "123-45-6789",
    address: { ...ADDRESS },
    email: "jane.doe@example.com",
    ...over,
  };
}

/** A complete business; `suffix` ends businessInfo.registrationNumber. */
export function business(suffix = "999", over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerType: "BUSINESS",
    platformCustomerId: `conf-${unique()}`,
    businessInfo: { legalName: "Acme Widgets Inc.", registrationNumber: `C4567890${suffix}`, taxId: "12-3456789", countriesOfOperation: ["US"] },
    address: { ...ADDRESS },
    email: "ops@acme.example.com",
    ...over,
  };
}

/** A 1x1 PNG: the smallest real image, passing content sniffing. */
export const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** A minimal PDF. */
export const TINY_PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

export function documentUpload(holderId: string, documentType = "PASSPORT", side?: "FRONT" | "BACK", extra: Record<string, string> = {}): MultipartBody {
  const fields: Record<string, string> = {
    documentHolder: holderId,
    documentType,
    country: "US",
    documentNumber: "X1234567",
    issuingAuthority: "US Department of State",
    ...extra,
  };
  if (side) fields.side = side;
  return { fields, files: [{ field: "file", filename: "document.png", contentType: "image/png", data: TINY_PNG }] };
}

/** A business document (not an identity document): PDF. */
export function businessDocument(holderId: string, documentType: string): MultipartBody {
  return {
    fields: { documentHolder: holderId, documentType, country: "US" },
    files: [{ field: "file", filename: `${documentType.toLowerCase()}.pdf`, contentType: "application/pdf", data: TINY_PDF }],
  };
}
