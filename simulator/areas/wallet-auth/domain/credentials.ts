/**
 * Credential registration rules, pure: the one-per-scope limits and the identifiers tied
 * to one credential (spec/rules/wallet-auth.yaml `credentialLimits`, `uniqueIdentifiers`).
 */
import type { AuthMethodType, WalletAuthRules } from "../../../../contract/rules/wallet-auth.js";
import type { CredentialRecord } from "./records.js";

export interface RegistrationFacts {
  type: AuthMethodType;
  identifier: string;
  accountCredentials: CredentialRecord[];
  customerCredentials: CredentialRecord[];
  /** Credentials of any wallet of this platform with the same identifier. */
  sameIdentifier: CredentialRecord[];
}

export interface Refusal {
  status: number;
  code: string;
  reason: string;
}

/** Why this registration is refused, or undefined. Identifier reuse of a passkey id first, then the limits, then identifier reuse. */
export function registrationRefusal(f: RegistrationFacts, rules: Pick<WalletAuthRules, "credentialLimits" | "uniqueIdentifiers">): Refusal | undefined {
  const unique = rules.uniqueIdentifiers[f.type];
  const reused = f.sameIdentifier.find((c) => c.type === f.type);
  if (unique && unique.status === 400 && reused)
    return { status: 400, code: unique.code, reason: `this ${unique.source} is already registered (credential ${reused.id})` };
  const limit = rules.credentialLimits[f.type];
  if (limit) {
    const pool = limit.scope === "account" ? f.accountCredentials : f.customerCredentials;
    const existing = pool.find((c) => c.type === f.type);
    if (existing)
      return {
        status: limit.status,
        code: limit.code,
        reason: `one ${f.type} credential per ${limit.scope === "account" ? "internal account" : "customer"}: ${existing.id} exists (revoke it first)`,
      };
  }
  if (unique && unique.status !== 400 && reused)
    return { status: unique.status ?? 409, code: unique.code, reason: `this ${unique.source} is already tied to ${f.type} credential ${reused.id}` };
  return undefined;
}

export function defaultNickname(type: AuthMethodType, identifier: string): string {
  return type === "EMAIL_OTP"
    ? `Email ${identifier}`
    : type === "SMS_OTP"
      ? `SMS ${identifier}`
      : type === "OAUTH"
        ? `OAuth ${identifier}`
        : `Passkey ${identifier.slice(0, 12)}`;
}
