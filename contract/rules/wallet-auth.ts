/**
 * Typed accessor of spec/rules/wallet-auth.yaml: the embedded-wallet authentication rules
 * (sandbox OTP code, lifetimes, credential limits and uniqueness codes, OAuth claim
 * rules, the passkey relying party, and the signed-retry failures in the order checked).
 */
import { checker, defineRuleTable } from "./load.js";

export type AuthMethodType = "EMAIL_OTP" | "SMS_OTP" | "PASSKEY" | "OAUTH";
/** The signed-retry checks, each with its row in signedRetryFailures. */
export const SIGNED_RETRY_CHECKS = [
  "SIGNATURE_MISSING",
  "REQUEST_ID_MISSING",
  "MALFORMED",
  "UNKNOWN_REQUEST",
  "REPLAYED",
  "BODY_MISMATCH",
  "SIGNATURE_INVALID",
  "WRONG_SIGNER",
  "SESSION_EXPIRED",
  "SESSION_REVOKED",
  "CREDENTIAL_SET_CHANGED",
] as const;
export type SignedRetryCheck = (typeof SIGNED_RETRY_CHECKS)[number];

export interface SignedRetryFailure {
  check: SignedRetryCheck;
  status: 401 | 404 | 409;
  /** The error code; `{TYPE}` is replaced by the credential type the request concerns. */
  code: string;
  when: string;
  designed?: boolean;
}

export interface WalletAuthRules {
  sandboxOtpCode: string;
  /** The wallet provisioned for each customer on a platform with embeddedWalletConfig. */
  provisioning: { currency: string; defaultCredential: "EMAIL_OTP" };
  ttlSeconds: { otpChallenge: number; passkeyChallenge: number; signedRequest: number; session: number };
  credentialLimits: Partial<Record<AuthMethodType, { scope: "account" | "customer"; status: 400 | 409; code: string }>>;
  uniqueIdentifiers: Partial<Record<AuthMethodType, { source: string; status?: 400 | 409; code: string }>>;
  oauth: { supportedIssuers: string[]; iatMaxAgeSeconds: number; clockSkewSeconds: number; deprecatedLiterals: string[] };
  passkey: { rpId: string; origins: string[] };
  otpBundleVersion: string;
  stampScheme: string;
  signedRetryFailures: SignedRetryFailure[];
  /** Operations signed as another operation (operationId -> the operationId whose signed requests it shares). */
  signedAs: Record<string, string>;
}

const need = checker("wallet-auth");

export const walletAuthRulesTable = defineRuleTable<WalletAuthRules>("wallet-auth", (r) => {
  const checks = r.signedRetryFailures.map((f) => f.check);
  need(new Set(checks).size === checks.length, "signedRetryFailures: a check is listed twice");
  for (const c of SIGNED_RETRY_CHECKS) need(checks.includes(c), `signedRetryFailures: no row for ${c}`);
});

export const walletAuthRules = (): WalletAuthRules => walletAuthRulesTable.load();

/** The answer (status, code) of a signed-retry failure; `type` fills `{TYPE}`. */
export function signedRetryFailure(
  check: SignedRetryCheck,
  type?: AuthMethodType,
  r: WalletAuthRules = walletAuthRules(),
): { status: number; code: string; when: string } {
  const row = r.signedRetryFailures.find((f) => f.check === check)!;
  return { status: row.status, code: row.code.replace("{TYPE}", type === "SMS_OTP" ? "SMS_OTP" : "EMAIL_OTP"), when: row.when };
}

/** The operation a call is signed as: its own, or the one `signedAs` names (an agent's quote execution is the quote's execution). */
export const signedOperationOf = (operationId: string, r: WalletAuthRules = walletAuthRules()): string => r.signedAs[operationId] ?? operationId;
