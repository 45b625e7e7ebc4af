/**
 * The generated types are usable: this file is compiled by `npm run typecheck` (it is
 * not a test file); each assignment below fails to compile if the types drift from the
 * contract's shapes.
 */
import type { components, operations, paths, webhooks } from "../../generated/api.js";

type Schemas = components["schemas"];

export const createIndividual: paths["/customers"]["post"]["requestBody"]["content"]["application/json"] = {
  customerType: "INDIVIDUAL",
  fullName: "Jane Doe 001",
  birthDate: "1990-02-28",
  address: { line1: "1 Market St", city: "San Francisco", postalCode: "94105", country: "US" },
};

export const error: Schemas["Error"] = {
  code: "INVALID_INPUT",
  reason: "1 field is invalid",
  details: { errors: [{ field: "birthDate", in: "body", code: "INVALID_FORMAT", reason: "must be a valid date" }] },
};

export const status: Schemas["KycStatus"] = "PENDING";

// The 404 code enum holds the area codes the description names.
export const notFound: NonNullable<Schemas["Error404"]["code"]> = "CUSTOMER_NOT_FOUND";

export const verifyOp: operations["verifyPlatformExternalAccountOwnership"]["requestBody"] = {
  content: { "application/json": { signature: "0xabc", signatureScheme: "bip137" } },
};

export type TestEvent = webhooks["TEST"]["post"]["requestBody"];

export const amount: Schemas["CurrencyAmount"] = { amount: 12550, currency: { code: "USD", name: "United States Dollar", symbol: "$", decimals: 2 } };
