/**
 * OAUTH credentials as the auth sandbox takes them (the description): a JWT-shaped OIDC token
 * whose signature segment may be a dummy, with `iss` a supported issuer, `aud`, a non-empty
 * `sub`, `iat` at most 60 s old and `exp` later, on the platform's clock.
 */
const b64u = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");

/** An OIDC token for `sub`, issued at `nowMs` (platform time). */
export function oidcToken(nowMs: number, sub: string): string {
  const iat = Math.floor(nowMs / 1000);
  const claims = { iss: "https://accounts.google.com", aud: "conformance-wallet", sub, iat, exp: iat + 3600 };
  return `${b64u({ alg: "RS256", typ: "JWT" })}.${b64u(claims)}.${Buffer.from("signature").toString("base64url")}`;
}

let serial = 0;

/** The body registering a new OAUTH credential (a subject no earlier call used) on the wallet `accountId`. */
export const oauthCredential = (accountId: string, nowMs: number) => ({
  type: "OAUTH",
  accountId,
  oidcToken: oidcToken(nowMs, `conformance-${Date.now()}-${serial++}`),
});
