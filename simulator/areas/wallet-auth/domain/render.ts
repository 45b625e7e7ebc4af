/**
 * The embedded-wallet area's response bodies, typed from the contract: each render
 * function builds its schema (AuthMethod, AuthMethodResponse, PasskeyAuthChallenge,
 * AuthSession, DelegatedKey) as one object literal, so a field the spec drops fails the
 * typecheck here.
 */
import { omitUndefined, type Schema } from "../../response.js";
import type { CredentialRecord, DelegatedKeyRecord, SessionRecord } from "./records.js";

/** The AuthMethod fields every credential and session answer shares (a field the spec drops from AuthMethod fails the typecheck here). */
function methodFields(r: Pick<CredentialRecord, "id" | "accountId" | "type" | "nickname" | "createdAt" | "updatedAt">): Schema<"AuthMethod"> {
  return omitUndefined<Schema<"AuthMethod">>({
    id: r.id,
    accountId: r.accountId,
    type: r.type,
    nickname: r.nickname,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  });
}

export function renderAuthMethod(c: CredentialRecord): Schema<"AuthMethod"> {
  return omitUndefined<Schema<"AuthMethod">>({ ...methodFields(c), credentialId: c.credentialId || undefined });
}

/** A credential as registration and an OTP challenge answer it: with the OTP bundle when one was issued (the spec's AuthMethod plus the bundle). */
export function renderAuthMethodResponse(c: CredentialRecord, otpEncryptionTargetBundle?: string): Schema<"AuthMethodResponse"> {
  return omitUndefined<Schema<"AuthMethodResponse">>({ ...renderAuthMethod(c), otpEncryptionTargetBundle });
}

/** A PASSKEY credential's challenge (the spec's AuthMethod plus the challenge): the WebAuthn challenge, its request id and expiry. */
export function renderPasskeyChallenge(
  c: CredentialRecord,
  credentialId: string,
  ch: { challenge: string; requestId: string; expiresAt: string },
): Schema<"PasskeyAuthChallenge"> {
  return { ...renderAuthMethod(c), credentialId, challenge: ch.challenge, requestId: ch.requestId, expiresAt: ch.expiresAt };
}

/** A session (the spec's AuthMethod fields of the session plus its expiry); `encryptedSessionSigningKey` when the session key was made by the service (PASSKEY, OAUTH). */
export function renderAuthSession(s: SessionRecord, encryptedSessionSigningKey?: string): Schema<"AuthSession"> {
  return omitUndefined<Schema<"AuthSession">>({
    ...methodFields(s),
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
