/**
 * POST /auth/credentials/{id}/verify. OTP: the bundle is opened with the challenge's HPKE
 * key, the code checked (sandbox code from the rules table), then the signed retry signed
 * with the bundle's key opens a session on that key. PASSKEY (one call, the challenge's
 * `requestId` echoed in `Request-Id`): the WebAuthn assertion is verified; OAUTH: the token's
 * claims. The form of the client's key picks the key model of those two: a compressed key is
 * the session signing key the client holds (no key material answered), an uncompressed one
 * gets a fresh key sealed to it (`encryptedSessionSigningKey`).
 */
import { walletAuthRules } from "../../../../contract/rules/wallet-auth.js";
import { ApiError } from "../../../errors/api-error.js";
import { handlerMap, type HandlerContext, type HandlerMap, type TypedContext, type TypedHandler, type TypedResult } from "../../types.js";
import { compressedKeyHex, isCompressedKey, newKeyPair, openOtpBundle, sealCredentialBundle, uncompressedKey } from "../domain/keys.js";
import { verificationCheck } from "../domain/oauth.js";
import { verifyAssertion } from "../../sca/service.js";
import { newSessionRecord, type CredentialRecord } from "../domain/records.js";
import { renderAuthSession } from "../domain/render.js";
import { refuse, signedHandler, signedRequestOf, type ScopeFor } from "../signatures.js";
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

type SessionCredential = Pick<CredentialRecord, "id" | "accountId" | "type" | "nickname">;

function openSession(ctx: HandlerContext, cred: SessionCredential, publicKey: string) {
  const s = newSessionRecord(newId("Session"), cred, publicKey, ctx.clock.iso(), walletAuthRules().ttlSeconds.session);
  sessionsOf(ctx.store).put(s);
  return s;
}

/**
 * A session for the client's key: on that key when it is compressed (the client holds the
 * session signing key; nothing sealed), else on a fresh key pair sealed to it.
 */
export function sessionFor(ctx: HandlerContext, cred: SessionCredential, clientPublicKey: string) {
  if (isCompressedKey(clientPublicKey)) return renderAuthSession(openSession(ctx, cred, compressedKeyHex(clientPublicKey)!));
  const kp = newKeyPair();
  return renderAuthSession(openSession(ctx, cred, kp.publicKey), sealCredentialBundle(kp.privateKey, clientPublicKey));
}

/** The OTP signed retry: a session on the key of the bundle. */
function verifyOtp(ctx: VerifyContext): VerifyResult {
  const cred = credentialFor(ctx);
  const signed = signedRequestOf(ctx)!;
  challengesOf(ctx.store).delete(cred.id);
  return { status: 200, body: renderAuthSession(openSession(ctx, cred, signed.request.context!.publicKey)) };
}

const header = (ctx: HandlerContext, name: string): string | undefined => {
  const v = ctx.headers[name];
  return typeof v === "string" && v !== "" ? v : undefined;
};

/**
 * PASSKEY, in one call: `Request-Id` names the credential's pending challenge (401
 * REQUEST_ID_MISSING without it, 401 UNAUTHORIZED when it names no unexpired pending
 * challenge of this credential, a spent one included); the assertion is verified against it.
 */
async function verifyPasskey(ctx: VerifyContext, cred: CredentialRecord, b: Extract<VerifyContext["body"], { type: "PASSKEY" }>): Promise<VerifyResult> {
  const requestId = header(ctx, "request-id");
  if (!requestId) throw refuse("REQUEST_ID_MISSING", "a PASSKEY verify echoes the requestId of the credential's challenge in Request-Id", cred.type);
  const c = challengesOf(ctx.store).get(cred.id);
  if (!c || c.requestId !== requestId || Date.parse(c.expiresAt) <= ctx.clock.now().getTime())
    throw unauthorized(
      `Request-Id ${requestId} names no unexpired pending challenge of credential ${cred.id} (each challenge is used once): start one with POST /auth/credentials/${cred.id}/challenge`,
      { check: "PASSKEY_REQUEST_ID" },
    );
  const r = await verifyAssertion(b.assertion, c.challenge!, { credentialId: cred.credentialId!, ...cred.passkey! }, walletAuthRules().passkey, true);
  if (!r.ok) throw unauthorized(r.reason, { check: "PASSKEY_ASSERTION" });
  challengesOf(ctx.store).delete(cred.id);
  credentialsOf(ctx.store).put({ ...cred, passkey: { ...cred.passkey!, counter: r.counter }, updatedAt: ctx.clock.iso() });
  return { status: 200, body: sessionFor(ctx, cred, c.clientPublicKey!) };
}

/** OAUTH, in one call: the fresh token's claims, its nonce binding `clientPublicKey`. */
function verifyOauth(ctx: VerifyContext, cred: CredentialRecord, b: Extract<VerifyContext["body"], { type: "OAUTH" }>): VerifyResult {
  const clientPublicKey = b.clientPublicKey;
  if (!uncompressedKey(clientPublicKey)) throw invalid("clientPublicKey", "must be a P-256 public key, hex (compressed 02/03 or uncompressed 04)");
  const r = verificationCheck(b.oidcToken, cred.oauth!, clientPublicKey, ctx.clock.now().getTime(), walletAuthRules().oauth);
  if (!r.ok) {
    if (r.claim === "oidcToken") throw invalid("oidcToken", r.reason);
    throw unauthorized(`oidcToken ${r.claim}: ${r.reason}`, { check: `OIDC_${r.claim.toUpperCase()}` });
  }
  return { status: 200, body: sessionFor(ctx, cred, clientPublicKey) };
}

const otpVerify: TypedHandler<"verifyAuthCredential"> = signedHandler(verifyScope, verifyOtp);

/** OTP credentials take the signed retry; PASSKEY and OAUTH complete in one call (signature headers are not theirs). */
async function verify(ctx: VerifyContext): Promise<VerifyResult> {
  const b = ctx.body;
  if (b.type === "EMAIL_OTP" || b.type === "SMS_OTP") return otpVerify(ctx);
  const cred = credentialFor(ctx);
  return b.type === "PASSKEY" ? verifyPasskey(ctx, cred, b) : verifyOauth(ctx, cred, b);
}

export const verifyHandlers: HandlerMap = handlerMap({ verifyAuthCredential: verify });
