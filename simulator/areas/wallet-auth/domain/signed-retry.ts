/**
 * The signed-retry protocol, pure: issuing a signed request (the 202's payload) and
 * judging a retry. The order of the checks and the answer of each failure come from
 * spec/rules/wallet-auth.yaml (`signedRetryFailures`); nothing here restates them.
 * Signature verification is passed in (`verified`), so this module has no async crypto.
 */
import { hash } from "node:crypto";
import { signedOperationOf, type AuthMethodType, type SignedRetryCheck } from "../../../../contract/rules/wallet-auth.js";
import type { SessionRecord, SignedRequestRecord, Signer, WalletRecord } from "./records.js";
import type { Stamp } from "./stamp.js";
import { sessionLive } from "./records.js";

/**
 * Canonical JSON (keys sorted, undefined members left out) so a repeated request
 * fingerprints the same. Built in one pass into one string (no array per level).
 */
export function canonicalJson(v: unknown): string {
  if (v === null || typeof v !== "object") return JSON.stringify(v ?? null);
  let out: string;
  if (Array.isArray(v)) {
    out = "[";
    for (let i = 0; i < v.length; i++) out += (i === 0 ? "" : ",") + canonicalJson(v[i]);
    return out + "]";
  }
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length > 1) keys.sort();
  out = "{";
  for (const k of keys) {
    const x = o[k];
    if (x === undefined) continue;
    out += (out.length === 1 ? "" : ",") + JSON.stringify(k) + ":" + canonicalJson(x);
  }
  return out + "}";
}

/** What identifies a request: its operation, path parameters, query and body (SHA-256 of their canonical JSON, hex). */
export function requestFingerprint(operationId: string, params: Record<string, string>, query: Record<string, unknown>, body: unknown): string {
  return hash("sha256", canonicalJson({ operationId, params, query, body: body ?? null }), "hex");
}

export interface IssueInput {
  requestId: string;
  operationId: string;
  fingerprint: string;
  accountId: string;
  signer: Signer;
  credentialType?: SignedRequestRecord["credentialType"];
  wallet: Pick<WalletRecord, "credentialSetVersion"> | undefined;
  nowIso: string;
  ttlSeconds: number;
  context?: Record<string, string>;
}

/** A new signed request; `payloadToSign` names the request, its wallet and what it does. */
export function issueSignedRequest(i: IssueInput): SignedRequestRecord {
  const expiresAt = new Date(Date.parse(i.nowIso) + i.ttlSeconds * 1000).toISOString();
  const payloadToSign = JSON.stringify({
    requestId: i.requestId,
    operation: i.operationId,
    accountId: i.accountId,
    requestSha256: i.fingerprint,
    issuedAt: i.nowIso,
    expiresAt,
  });
  return {
    id: i.requestId,
    operationId: i.operationId,
    fingerprint: i.fingerprint,
    payloadToSign,
    accountId: i.accountId,
    signer: i.signer,
    credentialType: i.credentialType,
    credentialSetVersion: i.wallet?.credentialSetVersion ?? 0,
    expiresAt,
    context: i.context,
  };
}

export interface RetryInput {
  request: SignedRequestRecord | undefined;
  operationId: string;
  fingerprint: string;
  stamp: Stamp;
  /** Whether the stamp's signature verifies over request.payloadToSign. */
  verified: boolean;
  /** The sessions of the request's wallet. */
  sessions: SessionRecord[];
  wallet: Pick<WalletRecord, "credentialSetVersion"> | undefined;
  nowMs: number;
}

export type RetryVerdict =
  | { ok: true; session?: SessionRecord }
  | {
      ok: false;
      check: SignedRetryCheck;
      detail: string;
      /** The credential type the refusal's code names, when the check decides it. */ type?: AuthMethodType;
    };

const fail = (check: SignedRetryCheck, detail: string, type?: AuthMethodType): RetryVerdict => ({ ok: false, check, detail, ...(type ? { type } : {}) });

const OTP_TYPES: readonly AuthMethodType[] = ["EMAIL_OTP", "SMS_OTP"];

/**
 * The credential type a changed credential set is reported for (spec/rules/wallet-auth.yaml,
 * CREDENTIAL_SET_CHANGED): the OTP credential the request concerns, else the credential of the
 * session that signed it.
 */
export function setChangedType(request: Pick<SignedRequestRecord, "credentialType">, signer?: Pick<SessionRecord, "type">): AuthMethodType | undefined {
  if (request.credentialType && OTP_TYPES.includes(request.credentialType)) return request.credentialType;
  return signer?.type ?? request.credentialType;
}

/** Judge a retry whose headers are present and whose stamp parsed (the earlier checks). */
export function judgeRetry(r: RetryInput): RetryVerdict {
  const q = r.request;
  if (!q || Date.parse(q.expiresAt) <= r.nowMs)
    return fail("UNKNOWN_REQUEST", q ? `request ${q.id} expired at ${q.expiresAt}; start the flow again` : "no signed request with this Request-Id");
  if (q.usedAt) return fail("REPLAYED", `request ${q.id} was already used at ${q.usedAt}; a request id is single-use`);
  // Operations signed as one (spec/rules/wallet-auth.yaml `signedAs`) share their signed requests.
  const otherOperation = signedOperationOf(q.operationId) !== signedOperationOf(r.operationId);
  if (otherOperation || q.fingerprint !== r.fingerprint) {
    return fail(
      "BODY_MISMATCH",
      otherOperation
        ? `request ${q.id} was issued for ${q.operationId}, not ${r.operationId}`
        : "the retry's path, query or body differ from the request the id was issued for",
    );
  }
  if (!r.verified) return fail("SIGNATURE_INVALID", "the signature does not verify over payloadToSign with the stamp's public key");
  const key = r.stamp.publicKey;
  const setChanged = (r.wallet?.credentialSetVersion ?? 0) !== q.credentialSetVersion;
  const changed = (signer?: SessionRecord): RetryVerdict =>
    fail("CREDENTIAL_SET_CHANGED", "the wallet's credentials changed after the signed request was issued; start the flow again", setChangedType(q, signer));
  if (q.signer.kind === "key") {
    if (key !== q.signer.publicKey.toLowerCase()) return fail("WRONG_SIGNER", "sign with the key pair whose public key was in the OTP bundle");
    return setChanged ? changed() : { ok: true };
  }
  const signer = q.signer;
  const candidates =
    signer.kind === "session"
      ? r.sessions.filter((s) => s.id === signer.sessionId)
      : r.sessions.filter((s) => !signer.notOfCredential || s.credentialId !== signer.notOfCredential);
  const byKey = candidates.filter((s) => s.publicKey === key);
  if (byKey.length === 0)
    return fail(
      "WRONG_SIGNER",
      signer.kind === "session"
        ? "sign with the key of the session this request concerns"
        : signer.notOfCredential && r.sessions.some((s) => s.publicKey === key)
          ? `the key is a session of credential ${signer.notOfCredential}, the one this request revokes: sign with a session of another credential of the wallet`
          : "the key is not the signing key of a session of this wallet",
    );
  const live = byKey.find((s) => sessionLive(s, r.nowMs));
  if (!live) {
    const revoked = byKey.find((s) => s.revokedAt);
    return revoked
      ? fail("SESSION_REVOKED", `session ${revoked.id} was revoked at ${revoked.revokedAt}`)
      : fail("SESSION_EXPIRED", `session ${byKey[0].id} expired at ${byKey[0].expiresAt}; verify a credential again`);
  }
  return setChanged ? changed(live) : { ok: true, session: live };
}
