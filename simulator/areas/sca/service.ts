/**
 * The SCA area's collections and the guards every /sca/* operation starts with: the
 * customer (404), its SCA region (409 outside; spec/rules/sca.yaml), and the SCA session
 * where an operation needs one (409 SCA_SESSION_REQUIRED).
 */
import { randomUUID } from "node:crypto";
import { scaRules } from "../../../contract/rules/sca.js";
import { ApiError } from "../../errors/api-error.js";
import type { TenantStore } from "../../store/store.js";
import type { HandlerContext } from "../types.js";
import { customersOf } from "../customers/service.js";
import { sessionActive, type ScaSessionRecord } from "./domain/records.js";
import { scaFactorsOf, scaEnrollmentsOf, scaChallengesOf, scaSessionsOf, scaSecurityOf, scaResetsOf } from "./state.js";
export { scaFactorsOf, scaEnrollmentsOf, scaChallengesOf, scaSessionsOf, scaSecurityOf, scaResetsOf };

export const newId = (type: string): string => `${type}:${randomUUID()}`;

const ALL = 100_000;

export const factorsOfCustomer = (s: TenantStore, customerId: string) => scaFactorsOf(s).list({ where: { customerId }, limit: ALL }).data;

export interface ScaCustomer {
  id: string;
  /** The SMS_OTP phone (a completed reset's mobile, else the customer's phoneNumber). */
  phone?: string;
}

/** The customer of `?customerId=`, in an SCA region; else 404 / 409. */
export function scaCustomer(ctx: HandlerContext): ScaCustomer {
  const id = String(ctx.query.customerId);
  const c = customersOf(ctx.store).get(id);
  if (!c) throw ApiError.notFound("CUSTOMER_NOT_FOUND", `no customer with id ${id}`);
  const r = scaRules();
  if (!ctx.platform.settings[r.region.platformSetting]) {
    throw ApiError.conflict(
      r.region.outsideCode,
      `customer ${id} is outside SCA regions (this platform does not require Strong Customer Authentication): no SCA challenge applies`,
    );
  }
  const phone = scaSecurityOf(ctx.store).get(id)?.mobile ?? (r.implicitSmsFactor ? c.phoneNumber : undefined);
  return { id, phone };
}

export function activeSession(ctx: Pick<HandlerContext, "store" | "clock">, customerId: string): ScaSessionRecord | undefined {
  const now = ctx.clock.now().getTime();
  return scaSessionsOf(ctx.store)
    .list({ where: { customerId }, limit: ALL })
    .data.find((s) => sessionActive(s, now));
}

/** 409 SCA_SESSION_REQUIRED unless the customer has an authenticated SCA login session (any area's operation that needs one). */
export function requireSession(ctx: Pick<HandlerContext, "store" | "clock">, customerId: string): void {
  if (!activeSession(ctx, customerId)) {
    throw ApiError.conflict(
      "SCA_SESSION_REQUIRED",
      "the customer's SCA login session is missing or expired: re-authenticate the customer (POST /sca/login/start, /sca/login/complete) and retry",
    );
  }
}

/** Whether the customer has any factor (SMS_OTP through its phone included). */
export const hasFactor = (ctx: HandlerContext, c: ScaCustomer): boolean => !!c.phone || factorsOfCustomer(ctx.store, c.id).length > 0;

/** WebAuthn passkeys (registration and assertion), a factor of SCA and of embedded-wallet authentication. */
export { newChallenge, verifyAssertion, verifyAttestation } from "./domain/passkey.js";
