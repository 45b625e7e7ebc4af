/**
 * The Customer resource of a stored customer. The stored object is the response body (so
 * customer events carry exactly what GET returns); this gives it the contract's type, an
 * individual or a business by `customerType`, each with the status the service always sets
 * at creation (`kycStatus` for individuals, `kybStatus` for businesses).
 */
import type { Schema } from "../response.js";
import type { Customer } from "./types.js";

export function renderCustomer(c: Customer): Schema<"Customer"> {
  if (c.customerType === "INDIVIDUAL") return { ...c, customerType: "INDIVIDUAL", kycStatus: c.kycStatus ?? "UNVERIFIED" };
  return { ...c, customerType: "BUSINESS", kybStatus: c.kybStatus ?? "UNVERIFIED" };
}
