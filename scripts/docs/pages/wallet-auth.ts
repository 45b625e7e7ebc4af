/** Embedded wallet authentication: spec/rules/wallet-auth.yaml. */
import { walletAuthRules } from "../../../contract/rules/wallet-auth.js";
import { code, codes, seconds, source, table, type Page } from "../markdown.js";

export function walletAuthPage(): Page {
  const r = walletAuthRules();
  return {
    file: "wallet-auth.md",
    title: "Embedded wallet authentication",
    summary: "the sandbox OTP code, lifetimes, one credential per scope, the signed-retry failures in the order they are checked",
    sources: ["wallet-auth.yaml"],
    body: `
## Magic values

The sandbox one-time code for \`EMAIL_OTP\` and \`SMS_OTP\` is ${code(r.sandboxOtpCode)}. OIDC tokens are accepted from ${codes(r.oauth.supportedIssuers)}, issued at most ${seconds(r.oauth.iatMaxAgeSeconds)} before (${seconds(r.oauth.clockSkewSeconds)} of clock skew allowed); ${codes(r.oauth.deprecatedLiterals)} is no longer accepted. Passkeys verify against relying party ${code(r.passkey.rpId)} from ${codes(r.passkey.origins)}.

Lifetimes (platform time): ${Object.entries(r.ttlSeconds)
      .map(([k, v]) => `${k} ${seconds(v)}`)
      .join(", ")}.

## Error rules

One credential of a type per scope:

${table(
  ["credential", "one per", "a second one answers"],
  Object.entries(r.credentialLimits).map(([t, x]) => [code(t), x!.scope, `${x!.status} ${code(x!.code)}`]),
)}

Identifiers tied to one credential across wallets:

${table(
  ["credential", "identifier", "reused answers"],
  Object.entries(r.uniqueIdentifiers).map(([t, x]) => [code(t), code(x!.source), `${x!.status ?? 409} ${code(x!.code)}`]),
)}

A signed retry (\`Request-Id\` + \`Service-Wallet-Signature\`) is checked in this order; the first failure answers:

${table(
  ["check", "when", "answer", "source"],
  r.signedRetryFailures.map((f) => [code(f.check), f.when, `${f.status} ${code(f.code)}`, source(f.designed)]),
)}
`,
  };
}
