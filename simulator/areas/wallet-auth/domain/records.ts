/**
 * Stored records of the embedded-wallet area (kept in the tenant store); their API
 * renderings (AuthMethod, AuthSession, DelegatedKey) are in render.ts.
 */
import type { AuthMethodType } from "../../../../contract/rules/wallet-auth.js";

/** One embedded wallet: the internal account it was provisioned on. */
export interface WalletRecord {
  /** The internal account id. */
  id: string;
  customerId: string;
  /** Bumped on every credential added or revoked (signed requests carry the version they saw). */
  credentialSetVersion: number;
  privateEnabled: boolean;
  /** The wallet's own private key (hex), sealed to the client on export. */
  walletKey: string;
  provisionedAt: string;
}

export interface CredentialRecord {
  id: string;
  accountId: string;
  customerId: string;
  type: AuthMethodType;
  nickname: string;
  /** EMAIL_OTP: the email; SMS_OTP: the phone number; OAUTH: iss|sub; PASSKEY: the credential id. */
  identifier: string;
  credentialId?: string;
  passkey?: { publicKey: string; counter: number; transports?: string[] };
  oauth?: { iss: string; aud: string; sub: string };
  createdAt: string;
  updatedAt: string;
}

/** The live challenge of a credential (one per credential; a new one replaces it). */
export interface ChallengeRecord {
  /** The credential id. */
  id: string;
  type: AuthMethodType;
  expiresAt: string;
  /** OTP: the HPKE target key pair of this challenge. */
  targetPrivateKey?: string;
  /** PASSKEY: the WebAuthn challenge, the key the session key is sealed to, the request id. */
  challenge?: string;
  clientPublicKey?: string;
  requestId?: string;
}

export interface SessionRecord {
  id: string;
  accountId: string;
  credentialId: string;
  type: AuthMethodType;
  nickname: string;
  /** Compressed P-256 public key (hex) the session signs with. */
  publicKey: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  revokedAt?: string;
}

export interface DelegatedKeyRecord {
  id: string;
  cardId: string;
  accountId: string;
  fundingSourceId: string;
  publicKey: string;
  nickname: string;
  status: "PENDING" | "ACTIVE" | "REVOKED";
  createdAt: string;
  updatedAt: string;
}

/**
 * Who must sign a signed request: a live session of the wallet (with `notOfCredential`, a
 * session of another credential than that one: a credential's revocation), one session, or
 * one key.
 */
export type Signer = { kind: "walletSession"; notOfCredential?: string } | { kind: "session"; sessionId: string } | { kind: "key"; publicKey: string };

/** A signed request issued by a 202 (single use). */
export interface SignedRequestRecord {
  id: string;
  operationId: string;
  fingerprint: string;
  payloadToSign: string;
  accountId: string;
  signer: Signer;
  credentialType?: AuthMethodType;
  credentialSetVersion: number;
  expiresAt: string;
  usedAt?: string;
  /** Whatever the first leg learnt that the retry needs (e.g. the OTP bundle's key). */
  context?: Record<string, string>;
}

/** Live on the platform clock: not revoked and not expired. */
export const sessionLive = (s: SessionRecord, nowMs: number): boolean => !s.revokedAt && Date.parse(s.expiresAt) > nowMs;

/** A new session of a credential, signing with `publicKey`, for `ttlSeconds` of platform time. */
export function newSessionRecord(
  id: string,
  cred: Pick<CredentialRecord, "id" | "accountId" | "type" | "nickname">,
  publicKey: string,
  nowIso: string,
  ttlSeconds: number,
): SessionRecord {
  return {
    id,
    accountId: cred.accountId,
    credentialId: cred.id,
    type: cred.type,
    nickname: cred.nickname,
    publicKey: publicKey.toLowerCase(),
    createdAt: nowIso,
    updatedAt: nowIso,
    expiresAt: new Date(Date.parse(nowIso) + ttlSeconds * 1000).toISOString(),
  };
}
