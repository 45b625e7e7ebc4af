/**
 * Embedded-wallet credentials: register (signed when the wallet already has one), list,
 * revoke (signed), challenge and verify (OTP with HPKE and a signed retry; passkey with
 * WebAuthn; OAuth with the claim rules). Sessions and delegated keys are in
 * wallet-auth-sessions.ts, the wallet actions on internal accounts in wallet-auth-accounts.ts.
 */
import { walletAuthRules, type AuthMethodType } from "../../../contract/rules/wallet-auth.js";
import { ApiError } from "../../errors/api-error.js";
import { handlerMap, type HandlerContext, type HandlerMap, type TypedContext, type TypedResult } from "../types.js";
import { customersOf } from "../customers/service.js";
import { accountsOf, provisionedWalletOf } from "../money/service.js";
import { defaultNickname, registrationRefusal } from "./domain/credentials.js";
import { newKeyPair, otpTargetBundle, sessionChallenge, uncompressedKey } from "./domain/keys.js";
import { registrationIdentity } from "./domain/oauth.js";
import { newChallenge, verifyAttestation } from "../sca/service.js";
import type { CredentialRecord } from "./domain/records.js";
import { renderAuthMethod, renderAuthMethodResponse, renderPasskeyChallenge } from "./domain/render.js";
import { signedHandler, type ScopeFor } from "./signatures.js";
import {
  bumpCredentialSet,
  challengesOf,
  credentialOr404,
  credentialsOf,
  credentialsOfAccount,
  credentialsOfCustomer,
  internalAccountOr404,
  newId,
  sessionsOf,
  sessionsOfAccount,
  walletOf,
  walletsOf,
} from "./service.js";
import { verifyHandlers } from "./handlers/verify.js";
import { walletSessionHandlers } from "./handlers/sessions.js";
import { walletAccountHandlers } from "./handlers/accounts.js";
export { withWalletSignatures } from "./handlers/accounts.js";

const invalid = (field: string, reason: string) => ApiError.invalidInput([{ field, in: "body", code: "INVALID_VALUE", reason }]);

interface Prepared {
  accountId: string;
  customerId: string;
  type: AuthMethodType;
  identifier: string;
  oauth?: CredentialRecord["oauth"];
}

/** Every check of a registration that needs no crypto: account, identifier, limits. */
function prepare(ctx: TypedContext<"createAuthCredential">): Prepared {
  const body = ctx.body;
  const acct = internalAccountOr404(ctx.store, body.accountId);
  if (acct.ownerType !== "CUSTOMER" || !acct.customerId || acct.status !== "ACTIVE") {
    throw ApiError.conflict(
      "WALLET_NOT_PROVISIONED",
      `internal account ${acct.id} cannot hold an embedded wallet (${acct.ownerType === "PLATFORM" ? "a platform account" : `status ${acct.status}`})`,
    );
  }
  const provisioned = acct.type === "EMBEDDED_WALLET" ? walletOf(ctx.store, acct.id) : provisionedWalletOf(ctx.store, acct.customerId);
  if (provisioned && provisioned.id !== acct.id)
    throw ApiError.conflict(
      "WALLET_NOT_PROVISIONED",
      `internal account ${acct.id} is not an embedded wallet: customer ${acct.customerId}'s wallet is ${provisioned.id} (GET /customers/internal-accounts?type=EMBEDDED_WALLET)`,
    );
  const customer = customersOf(ctx.store).get(acct.customerId);
  let identifier: string;
  let oauth: Prepared["oauth"];
  if (body.type === "EMAIL_OTP") {
    if (!customer?.email) throw invalid("accountId", `customer ${acct.customerId} has no email: PATCH the customer's email before registering EMAIL_OTP`);
    identifier = String(customer.email).toLowerCase();
  } else if (body.type === "SMS_OTP") {
    if (!customer?.phoneNumber)
      throw invalid("accountId", `customer ${acct.customerId} has no phoneNumber: PATCH the customer's phone before registering SMS_OTP`);
    identifier = String(customer.phoneNumber);
  } else if (body.type === "OAUTH") {
    const r = registrationIdentity(body.oidcToken, ctx.clock.now().getTime(), walletAuthRules().oauth);
    if (!r.ok)
      throw ApiError.invalidInput([
        { field: r.claim === "oidcToken" ? "oidcToken" : `oidcToken.${r.claim}`, in: "body", code: "INVALID_VALUE", reason: r.reason },
      ]);
    oauth = r.identity;
    identifier = `${r.identity.iss}|${r.identity.sub}`;
  } else identifier = body.attestation.credentialId;
  const refusal = registrationRefusal(
    {
      type: body.type,
      identifier,
      accountCredentials: credentialsOfAccount(ctx.store, acct.id),
      customerCredentials: credentialsOfCustomer(ctx.store, acct.customerId),
      sameIdentifier: credentialsOf(ctx.store).list({ where: { identifier }, limit: 1000 }).data,
    },
    walletAuthRules(),
  );
  if (refusal) throw new ApiError(refusal.status, refusal.code, refusal.reason);
  return { accountId: acct.id, customerId: acct.customerId, type: body.type, identifier, oauth };
}

function registrationScope(ctx: TypedContext<"createAuthCredential">): ScopeFor<"createAuthCredential"> | undefined {
  const p = prepare(ctx);
  if (credentialsOfAccount(ctx.store, p.accountId).length === 0) return undefined;
  return { accountId: p.accountId, signer: { kind: "walletSession" }, credentialType: p.type, typeInAnswer: true };
}

/** A new OTP challenge for the credential: a fresh HPKE target key; answers the bundle. */
function issueOtpChallenge(ctx: Pick<HandlerContext, "store" | "clock">, cred: CredentialRecord): string {
  const rules = walletAuthRules();
  const target = newKeyPair();
  const expiresAt = new Date(ctx.clock.now().getTime() + rules.ttlSeconds.otpChallenge * 1000).toISOString();
  challengesOf(ctx.store).put({ id: cred.id, type: cred.type, expiresAt, targetPrivateKey: target.privateKey });
  return otpTargetBundle(target, rules.otpBundleVersion);
}

async function register(ctx: TypedContext<"createAuthCredential">): Promise<TypedResult<"createAuthCredential">> {
  const p = prepare(ctx);
  const body = ctx.body;
  let passkey: CredentialRecord["passkey"];
  if (body.type === "PASSKEY") {
    const r = await verifyAttestation(body.attestation, body.challenge, walletAuthRules().passkey);
    if (!r.ok) throw invalid("attestation", r.reason);
    passkey = { publicKey: r.passkey.publicKey, counter: r.passkey.counter, transports: r.passkey.transports };
  }
  // Only PASSKEY declares `nickname`; one sent with another type (an unknown property, not refused unless strict) is kept too.
  const givenNickname = "nickname" in body && typeof body.nickname === "string" ? body.nickname : undefined;
  const now = ctx.clock.iso();
  if (!walletsOf(ctx.store).get(p.accountId)) {
    walletsOf(ctx.store).put({
      id: p.accountId,
      customerId: p.customerId,
      credentialSetVersion: 0,
      privateEnabled: false,
      walletKey: newKeyPair().privateKey,
      provisionedAt: now,
    });
    const acct = accountsOf(ctx.store).get(p.accountId)!;
    accountsOf(ctx.store).put({ ...acct, type: "EMBEDDED_WALLET", updatedAt: now });
  }
  const cred: CredentialRecord = {
    id: newId("AuthMethod"),
    accountId: p.accountId,
    customerId: p.customerId,
    type: p.type,
    nickname: givenNickname ?? defaultNickname(p.type, p.oauth ? p.oauth.sub : p.identifier),
    identifier: p.identifier,
    credentialId: p.type === "PASSKEY" ? p.identifier : undefined,
    passkey,
    oauth: p.oauth,
    createdAt: now,
    updatedAt: now,
  };
  credentialsOf(ctx.store).put(cred);
  bumpCredentialSet(ctx.store, p.accountId);
  const otpEncryptionTargetBundle = p.type === "EMAIL_OTP" || p.type === "SMS_OTP" ? issueOtpChallenge(ctx, cred) : undefined;
  return { status: 201, body: renderAuthMethodResponse(cred, otpEncryptionTargetBundle) };
}

function list(ctx: TypedContext<"listAuthCredentials">): TypedResult<"listAuthCredentials"> {
  walletOf(ctx.store, ctx.query.accountId);
  return { status: 200, body: { data: credentialsOfAccount(ctx.store, ctx.query.accountId).map(renderAuthMethod), hasMore: false } };
}

function challenge(ctx: TypedContext<"challengeAuthCredential">): TypedResult<"challengeAuthCredential"> {
  const cred = credentialOr404(ctx.store, ctx.params.id);
  if (cred.type === "OAUTH") throw invalid("type", "OAUTH credentials need no challenge: verify with a fresh oidcToken whose nonce binds clientPublicKey");
  if (cred.type === "PASSKEY") {
    const clientPublicKey = ctx.body?.clientPublicKey;
    if (!clientPublicKey)
      throw invalid(
        "clientPublicKey",
        "a PASSKEY challenge needs clientPublicKey (compressed: the session signing key the client holds; uncompressed: the key a fresh session key is sealed to)",
      );
    if (!uncompressedKey(clientPublicKey)) throw invalid("clientPublicKey", "must be a P-256 public key, hex (compressed 02/03 or uncompressed 04)");
    const rules = walletAuthRules();
    const requestId = newId("Request");
    const expiresAt = new Date(ctx.clock.now().getTime() + rules.ttlSeconds.passkeyChallenge * 1000).toISOString();
    const c = {
      id: cred.id,
      type: cred.type,
      challenge: sessionChallenge({ credentialId: cred.id, clientPublicKey: clientPublicKey.toLowerCase(), requestId, expiresAt, nonce: newChallenge() }),
      clientPublicKey,
      requestId,
      expiresAt,
    };
    challengesOf(ctx.store).put(c);
    return { status: 200, body: renderPasskeyChallenge(cred, cred.credentialId ?? cred.identifier, c) };
  }
  return { status: 200, body: renderAuthMethodResponse(cred, issueOtpChallenge(ctx, cred)) };
}

/**
 * The credential to revoke, unless it is the wallet's last one (live: an account keeps at least
 * one credential; 400 INVALID_INPUT).
 */
function revocable(ctx: TypedContext<"revokeAuthCredential">): CredentialRecord {
  const cred = credentialOr404(ctx.store, ctx.params.id);
  if (credentialsOfAccount(ctx.store, cred.accountId).length <= 1)
    throw ApiError.invalidInput(
      [{ field: "id", in: "path", code: "INVALID_VALUE", reason: `credential ${cred.id} is the last credential of internal account ${cred.accountId}` }],
      `credential ${cred.id} is the only credential of internal account ${cred.accountId}: an account keeps at least one; add another before revoking it`,
    );
  return cred;
}

/** Signed by a session of another credential of the wallet (live: a credential cannot authorize its own revocation). */
function revokeScope(ctx: TypedContext<"revokeAuthCredential">): ScopeFor<"revokeAuthCredential"> {
  const cred = revocable(ctx);
  return { accountId: cred.accountId, signer: { kind: "walletSession", notOfCredential: cred.id }, credentialType: cred.type, typeInAnswer: true };
}

function revoke(ctx: TypedContext<"revokeAuthCredential">): TypedResult<"revokeAuthCredential"> {
  const cred = revocable(ctx);
  const now = ctx.clock.iso();
  credentialsOf(ctx.store).delete(cred.id);
  challengesOf(ctx.store).delete(cred.id);
  for (const s of sessionsOfAccount(ctx.store, cred.accountId))
    if (s.credentialId === cred.id && !s.revokedAt) sessionsOf(ctx.store).put({ ...s, revokedAt: now, updatedAt: now });
  bumpCredentialSet(ctx.store, cred.accountId);
  return { status: 204 };
}

export const walletAuthHandlers: HandlerMap = {
  ...handlerMap({
    createAuthCredential: signedHandler(registrationScope, register),
    listAuthCredentials: list,
    challengeAuthCredential: challenge,
    revokeAuthCredential: signedHandler(revokeScope, revoke),
  }),
  ...verifyHandlers,
  ...walletSessionHandlers,
  ...walletAccountHandlers,
};
