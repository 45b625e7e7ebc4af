/**
 * SCA state of a customer, kept in the tenant store: factors (TOTP and PASSKEY; SMS_OTP
 * is the customer's phone), pending enrolments, login challenges, login sessions (the
 * collection other areas read through `activeScaSession`), security counters, resets.
 */
import type { ScaFactorKind } from "../../../../contract/rules/sca.js";

export interface ScaFactorRecord {
  id: string;
  customerId: string;
  factor: ScaFactorKind;
  name: string;
  totpBase32?: string;
  passkey?: { credentialId: string; publicKey: string; counter: number };
  createdAt: string;
}

export interface ScaEnrollmentRecord {
  /** `${customerId}|${factor}`: one pending enrolment per kind. */
  id: string;
  customerId: string;
  factor: "TOTP" | "PASSKEY";
  totpHex?: string;
  totpBase32?: string;
  challenge?: string;
  expiresAt: string;
}

export interface ScaChallengeRecord {
  id: string;
  customerId: string;
  factor: ScaFactorKind;
  challenge?: string;
  expiresAt: string;
}

/** The seam other areas read (collection "scaSessions", index customerId). */
export interface ScaSessionRecord {
  id: string;
  customerId: string;
  status: "AUTHENTICATED" | "ENDED";
  factor: ScaFactorKind;
  createdAt: string;
  expiresAt: string;
}

export interface ScaSecurityRecord {
  /** The customer id. */
  id: string;
  failedAttempts: number;
  lockedUntil: string | null;
  /** SMS_OTP phone set by a completed reset. */
  mobile?: string;
}

export interface ScaResetRecord {
  id: string;
  customerId: string;
  factor: ScaFactorKind;
  status: "INITIATED" | "COMPLETED" | "EXPIRED";
  expiresAt: string;
  completedAt: string | null;
}

export const sessionActive = (s: ScaSessionRecord, nowMs: number): boolean => s.status === "AUTHENTICATED" && Date.parse(s.expiresAt) > nowMs;

export const maskPhone = (phone: string): string => (phone.length <= 5 ? phone : phone.slice(0, 2) + "*".repeat(phone.length - 5) + phone.slice(-3));

/** The lock state after one more failed attempt. */
export function afterFailedAttempt(s: ScaSecurityRecord, nowMs: number, max: number, lockSeconds: number): ScaSecurityRecord {
  const failedAttempts = s.failedAttempts + 1;
  return { ...s, failedAttempts, lockedUntil: failedAttempts >= max ? new Date(nowMs + lockSeconds * 1000).toISOString() : s.lockedUntil };
}

export const lockedAt = (s: ScaSecurityRecord | undefined, nowMs: number): boolean => !!s?.lockedUntil && Date.parse(s.lockedUntil) > nowMs;
