/**
 * Where a currency's provider-required customer fields bite (description, Platform
 * Configuration: "these fields must be present on customers created or updated to use
 * that currency"). Creating a customer never needs them unless the request names the
 * currency in `currencies`; a quote that sends from a customer's account in a currency
 * (or pays into a customer's internal account in one) uses that currency, so it answers
 * 400 MISSING_MANDATORY_USER_INFO naming each missing field (designed).
 */
import { ApiError } from "../../errors/api-error.js";
import type { TenantStore } from "../../store/store.js";
import type { Clock } from "../../clock/clock.js";
import { missingProviderFieldsFor } from "./domain/customer.js";
import { customersOf, providerRequired, rules } from "./service.js";

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
