/**
 * POST /auth/credentials/{id}/verify. OTP: the bundle is opened with the challenge's HPKE
 * key, the code checked (sandbox code from the rules table), then the signed retry signed
 * with the bundle's key opens a session on that key. PASSKEY: the WebAuthn assertion is
 * verified; OAUTH: the token's claims. Both open a session on a fresh key pair sealed to
 * the client's key (`encryptedSessionSigningKey`).
 */
import { walletAuthRules } from "../../../../contract/rules/wallet-auth.js";
import { ApiError } from "../../../errors/api-error.js";
import { handlerMap, type HandlerMap, type TypedContext, type TypedResult } from "../../types.js";
import { newKeyPair, openOtpBundle, sealCredentialBundle, uncompressedKey } from "../domain/keys.js";
import { verificationCheck } from "../domain/oauth.js";
import { verifyAssertion } from "../../sca/service.js";
import { newSessionRecord, type CredentialRecord } from "../domain/records.js";
import { renderAuthSession } from "../domain/render.js";
import { signedHandler, signedRequestOf, type ScopeFor } from "../signatures.js";
import { challengesOf, credentialOr404, credentialsOf, newId, sessionsOf } from "../service.js";

type VerifyContext = TypedContext<"verifyAuthCredential">;
type VerifyResult = TypedResult<"verifyAuthCredential">;

const invalid = (field: string, reason: string) => ApiError.invalidInput([{ field, in: "body", code: "INVALID_VALUE", reason }]);
const unauthorized = (reason: string, details?: Record<string, unknown>) => new ApiError(401, "UNAUTHORIZED", reason, details);

/** The credential of the path, of the body's `type` (validated against the variant of that type). */
function credentialFor(ctx: VerifyContext): CredentialRecord {
  const cred = credentialOr404(ctx.store, ctx.params.id);
  if (ctx.body.type !== cred.type) throw invalid("type", `credential ${cred.id} is ${cred.type}, not ${ctx.body.type}`);
  return cred;
}

function liveChallenge(ctx: VerifyContext, cred: CredentialRecord) {
  const c = challengesOf(ctx.store).get(cred.id);
  if (!c || Date.parse(c.expiresAt) <= ctx.clock.now().getTime())
    throw invalid("type", `credential ${cred.id} has no live challenge: start one with POST /auth/credentials/${cred.id}/challenge`);
  return c;
}

/** OTP first leg: decrypt, check the code, and ask for a signature by the bundle's key. */
function verifyScope(ctx: VerifyContext): ScopeFor<"verifyAuthCredential"> | undefined {
  const cred = credentialFor(ctx);
  const b = ctx.body;
  if (b.type !== "EMAIL_OTP" && b.type !== "SMS_OTP") return undefined;
  const c = liveChallenge(ctx, cred);
  const opened = openOtpBundle(b.encryptedOtpBundle, c.targetPrivateKey!);
  if (!opened.ok) throw invalid("encryptedOtpBundle", opened.reason);
  if (opened.otpCode !== walletAuthRules().sandboxOtpCode) throw unauthorized("invalid OTP code", { check: "OTP_CODE" });
  return {
    accountId: cred.accountId,
    signer: { kind: "key", publicKey: opened.publicKey },
    credentialType: cred.type,
    typeInAnswer: true,
    context: { publicKey: opened.publicKey },
  };
}

function openSession(ctx: VerifyContext, cred: CredentialRecord, publicKey: string) {
  const s = newSessionRecord(newId("Session"), cred, publicKey, ctx.clock.iso(), walletAuthRules().ttlSeconds.session);
  sessionsOf(ctx.store).put(s);
  return s;
}

/** A session on a fresh key pair whose private key is sealed to the client's key. */
function sealedSession(ctx: VerifyContext, cred: CredentialRecord, clientPublicKey: string): VerifyResult {
  const kp = newKeyPair();
  const s = openSession(ctx, cred, kp.publicKey);
  return { status: 200, body: renderAuthSession(s, sealCredentialBundle(kp.privateKey, clientPublicKey)) };
}

async function verify(ctx: VerifyContext): Promise<VerifyResult> {
  const cred = credentialFor(ctx);
  const b = ctx.body;
  if (b.type === "EMAIL_OTP" || b.type === "SMS_OTP") {
    const signed = signedRequestOf(ctx)!;
    challengesOf(ctx.store).delete(cred.id);
    return { status: 200, body: renderAuthSession(openSession(ctx, cred, signed.request.context!.publicKey)) };
  }
  if (b.type === "PASSKEY") {
    const c = liveChallenge(ctx, cred);
    const r = await verifyAssertion(b.assertion, c.challenge!, { credentialId: cred.credentialId!, ...cred.passkey! }, walletAuthRules().passkey);
    if (!r.ok) throw unauthorized(r.reason, { check: "PASSKEY_ASSERTION" });
    challengesOf(ctx.store).delete(cred.id);
    credentialsOf(ctx.store).put({ ...cred, passkey: { ...cred.passkey!, counter: r.counter }, updatedAt: ctx.clock.iso() });
    return sealedSession(ctx, cred, c.clientPublicKey!);
  }
  const clientPublicKey = b.clientPublicKey;
  if (!uncompressedKey(clientPublicKey)) throw invalid("clientPublicKey", "must be a P-256 public key, hex (compressed 02/03 or uncompressed 04)");
  const r = verificationCheck(b.oidcToken, cred.oauth!, clientPublicKey, ctx.clock.now().getTime(), walletAuthRules().oauth);
  if (!r.ok) {
    if (r.claim === "oidcToken") throw invalid("oidcToken", r.reason);
    throw unauthorized(`oidcToken ${r.claim}: ${r.reason}`, { check: `OIDC_${r.claim.toUpperCase()}` });
  }
  return sealedSession(ctx, cred, clientPublicKey);
}

export const verifyHandlers: HandlerMap = handlerMap({
  verifyAuthCredential: signedHandler(verifyScope, verify),
});
