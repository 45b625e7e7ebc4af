/**
 * The embedded-wallet area's response bodies, typed from the contract: each render
 * function builds its schema (AuthMethod, AuthMethodResponse, PasskeyAuthChallenge,
 * AuthSession, DelegatedKey) as one object literal, so a field the spec drops fails the
 * typecheck here.
 */
import { omitUndefined, type Schema } from "../response.js";
import type { CredentialRecord, DelegatedKeyRecord, SessionRecord } from "./records.js";

export function renderAuthMethod(c: CredentialRecord): Schema<"AuthMethod"> {
  return omitUndefined<Schema<"AuthMethod">>({
    id: c.id,
    accountId: c.accountId,
    type: c.type,
    nickname: c.nickname,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    credentialId: c.credentialId || undefined,
  });
}

/** A credential as registration and an OTP challenge answer it: with the OTP bundle when one was issued. */
export function renderAuthMethodResponse(c: CredentialRecord, otpEncryptionTargetBundle?: string): Schema<"AuthMethodResponse"> {
  return omitUndefined<Schema<"AuthMethodResponse">>({
    id: c.id,
    accountId: c.accountId,
    type: c.type,
    nickname: c.nickname,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    credentialId: c.credentialId || undefined,
    otpEncryptionTargetBundle,
  });
}

/** A PASSKEY credential's challenge: the WebAuthn challenge, its request id and expiry. */
export function renderPasskeyChallenge(
  c: CredentialRecord,
  credentialId: string,
  ch: { challenge: string; requestId: string; expiresAt: string },
): Schema<"PasskeyAuthChallenge"> {
  return {
    id: c.id,
    accountId: c.accountId,
    type: c.type,
    nickname: c.nickname,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    credentialId,
    challenge: ch.challenge,
    requestId: ch.requestId,
    expiresAt: ch.expiresAt,
  };
}

/** A session; `encryptedSessionSigningKey` when the session key was made by the service (PASSKEY, OAUTH). */
export function renderAuthSession(s: SessionRecord, encryptedSessionSigningKey?: string): Schema<"AuthSession"> {
  return omitUndefined<Schema<"AuthSession">>({
    id: s.id,
    accountId: s.accountId,
    type: s.type,
    nickname: s.nickname,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    expiresAt: s.expiresAt,
    encryptedSessionSigningKey,
  });
}

export function renderDelegatedKey(k: DelegatedKeyRecord): Schema<"DelegatedKey"> {
  return {
    id: k.id,
    cardId: k.cardId,
    fundingSourceId: k.fundingSourceId,
    accountId: k.accountId,
    publicKey: k.publicKey,
    nickname: k.nickname,
    status: k.status,
    createdAt: k.createdAt,
    updatedAt: k.updatedAt,
  };
}
