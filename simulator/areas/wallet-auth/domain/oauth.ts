/**
 * OIDC token rules of the auth sandbox (description): the token is JWT-shaped (decoded
 * with jose; the signature segment is not verified in the sandbox and may be a dummy).
 * Registration needs `iss` (supported), `aud` (non-empty string or one-element array),
 * `sub` (non-empty), `iat` (numeric, at most the table's age before now, skew allowed) and
 * `exp` (numeric, after now). Verification needs the credential's `iss`, `aud`, `sub`, an
 * `exp` after now and `nonce` = SHA-256 (hex) of the exact `clientPublicKey` string.
 */
import { createHash } from "node:crypto";
import { decodeJwt, decodeProtectedHeader } from "jose";
import type { WalletAuthRules } from "../../../../contract/rules/wallet-auth.js";

export interface OidcIdentity {
  iss: string;
  aud: string;
  sub: string;
}

export type ClaimsResult = { ok: true; claims: Record<string, unknown> } | { ok: false; claim: string; reason: string };

/** Decode a JWT-shaped token (no signature check), or say why it is malformed. */
export function decodeToken(token: string, rules: WalletAuthRules["oauth"]): ClaimsResult {
  if (rules.deprecatedLiterals.includes(token))
    return { ok: false, claim: "oidcToken", reason: "the fixed sandbox OIDC literal is deprecated and no longer accepted; send a JWT-shaped token" };
  if (token.split(".").length !== 3) return { ok: false, claim: "oidcToken", reason: "not JWT-shaped (header.payload.signature)" };
  try {
    decodeProtectedHeader(token);
    return { ok: true, claims: decodeJwt(token) as Record<string, unknown> };
  } catch {
    return { ok: false, claim: "oidcToken", reason: "the header or payload is not base64url JSON" };
  }
}

const nonEmpty = (v: unknown): v is string => typeof v === "string" && v.length > 0;

/** The audience as one string, or undefined when it is not a non-empty string or one-element array. */
function audienceOf(aud: unknown): string | undefined {
  if (nonEmpty(aud)) return aud;
  if (Array.isArray(aud) && aud.length === 1 && nonEmpty(aud[0])) return aud[0];
  return undefined;
}

/** Registration: the claim rules; the identity the credential keeps. */
export function registrationIdentity(
  token: string,
  nowMs: number,
  rules: WalletAuthRules["oauth"],
): { ok: true; identity: OidcIdentity } | { ok: false; claim: string; reason: string } {
  const d = decodeToken(token, rules);
  if (!d.ok) return d;
  const c = d.claims;
  const now = nowMs / 1000;
  if (!nonEmpty(c.iss) || !rules.supportedIssuers.includes(c.iss))
    return { ok: false, claim: "iss", reason: `iss must be a supported issuer (${rules.supportedIssuers.join(", ")})` };
  const aud = audienceOf(c.aud);
  if (!aud) return { ok: false, claim: "aud", reason: "aud must be a non-empty string or a one-element array" };
  if (!nonEmpty(c.sub)) return { ok: false, claim: "sub", reason: "sub must be a non-empty string" };
  if (typeof c.iat !== "number") return { ok: false, claim: "iat", reason: "iat must be numeric (seconds)" };
  if (c.iat < now - rules.iatMaxAgeSeconds - rules.clockSkewSeconds)
    return { ok: false, claim: "iat", reason: `iat is more than ${rules.iatMaxAgeSeconds} s before the request (${rules.clockSkewSeconds} s skew allowed)` };
  if (c.iat > now + rules.clockSkewSeconds) return { ok: false, claim: "iat", reason: `iat is in the future (beyond ${rules.clockSkewSeconds} s of skew)` };
  if (typeof c.exp !== "number") return { ok: false, claim: "exp", reason: "exp must be numeric (seconds)" };
  if (c.exp <= now) return { ok: false, claim: "exp", reason: "exp must be after the request" };
  return { ok: true, identity: { iss: c.iss, aud, sub: c.sub } };
}

export const nonceOf = (clientPublicKey: string): string => createHash("sha256").update(clientPublicKey, "utf8").digest("hex");

/** Verification: the token must match the credential's identity and bind clientPublicKey. */
export function verificationCheck(
  token: string,
  identity: OidcIdentity,
  clientPublicKey: string,
  nowMs: number,
  rules: WalletAuthRules["oauth"],
): { ok: true } | { ok: false; claim: string; reason: string } {
  const d = decodeToken(token, rules);
  if (!d.ok) return d;
  const c = d.claims;
  if (c.iss !== identity.iss) return { ok: false, claim: "iss", reason: "iss differs from the credential's issuer" };
  if (audienceOf(c.aud) !== identity.aud) return { ok: false, claim: "aud", reason: "aud differs from the credential's audience" };
  if (c.sub !== identity.sub) return { ok: false, claim: "sub", reason: "sub differs from the credential's subject" };
  if (typeof c.exp !== "number" || c.exp <= nowMs / 1000) return { ok: false, claim: "exp", reason: "the token has expired" };
  if (c.nonce !== nonceOf(clientPublicKey)) return { ok: false, claim: "nonce", reason: "nonce must be the SHA-256 (hex) of the exact clientPublicKey sent" };
  return { ok: true };
}
