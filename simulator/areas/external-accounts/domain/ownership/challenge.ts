/**
 * Ownership challenges of external accounts, as pure functions (time is passed in).
 *
 * From the description ("External account" transition table and the verify rules):
 * - an account with an outstanding `WALLET_SIGNATURE` challenge + verify with a valid
 *   signature submitted before `expiresAt` -> `ACTIVE` (200 with the account);
 * - ... with an invalid or expired signature -> `UNVERIFIED` (400); a new challenge must
 *   be started;
 * - no outstanding `WALLET_SIGNATURE` challenge -> 409 (an account whose only challenge is
 *   `LIVENESS` too: LIVENESS never uses verify);
 * - an outstanding `LIVENESS` challenge -> asynchronous completion to the outcome status,
 *   `EXTERNAL_ACCOUNT.STATUS_UPDATED` sent.
 * From the live service: a challenge (either method) is started only on a `FIRST_PARTY`
 * self-custody crypto wallet in `PENDING_OWNERSHIP_VERIFICATION` or `UNVERIFIED`; on any
 * other account (not such a wallet, not `FIRST_PARTY`, already verified) it answers 409
 * `CONFLICT`; starting one on an `UNVERIFIED` account moves it back to
 * `PENDING_OWNERSHIP_VERIFICATION`; a new challenge replaces an outstanding one.
 * Designed here and in spec/paths/external-accounts.yaml (the description leaves them
 * unshown): a challenge is consumed by a valid or an invalid signature; the challenge
 * lives `ttlMs` (15 minutes in the spec).
 */
import { randomBytes } from "node:crypto";
import type { BitcoinSignatureScheme } from "./types.js";
import { chainOf, signatureFormatOf, verifyOwnershipSignature } from "./verify.js";

export type ExternalAccountStatus = "PENDING" | "ACTIVE" | "PENDING_OWNERSHIP_VERIFICATION" | "UNVERIFIED" | "UNDER_REVIEW" | "INACTIVE";

export type ChallengeMethod = "WALLET_SIGNATURE" | "LIVENESS";

/** The minimum of an external account these functions read and write. */
export interface ChallengeableAccount {
  id: string;
  status: ExternalAccountStatus;
  ownershipType?: string;
  accountInfo: { accountType: string; address?: string; [k: string]: unknown };
  updatedAt?: string;
}

/** A stored challenge; `toPublicChallenge` gives the API shape (OwnershipChallenge). */
export interface OwnershipChallenge {
  type: ChallengeMethod;
  externalAccountId: string;
  nonce: string;
  issuedAt: string;
  expiresAt: string;
  messageToSign?: string;
  signatureFormat?: "EIP191_HEX" | "BITCOIN_MESSAGE_BASE64" | "ED25519_BASE58";
  verificationLink?: string;
}

export interface ChallengeError {
  httpStatus: 400 | 409;
  code: "INVALID_INPUT" | "CONFLICT";
  reason: string;
}

type Now = Date | number;
const ms = (now: Now): number => (typeof now === "number" ? now : now.getTime());
const iso = (t: number): string => new Date(t).toISOString();

/** The text the wallet signs: names the account, the address, a nonce and the expiry. */
export function buildChallengeMessage(p: { accountId: string; address: string; nonce: string; issuedAt: string; expiresAt: string }): string {
  return `Verify ownership of ${p.address} for ${p.accountId}. ` + `Nonce: ${p.nonce}. Issued: ${p.issuedAt}. Expires: ${p.expiresAt}`;
}

export interface StartChallengeOptions {
  /** Fixed nonce (tests); default 12 random hex characters. */
  nonce?: string;
  /** Base of the hosted liveness link; the nonce is appended. */
  livenessBaseUrl?: string;
}

export type StartChallengeResult<A extends ChallengeableAccount> =
  { ok: true; account: A; challenge: OwnershipChallenge } | { ok: false; error: ChallengeError };

/** The statuses a challenge may be started in (live: awaiting verification, or failed). */
const CHALLENGEABLE: readonly ExternalAccountStatus[] = ["PENDING_OWNERSHIP_VERIFICATION", "UNVERIFIED"];

/**
 * Why ownership verification does not apply to the account (live: 409 when it is not a
 * self-custody crypto wallet, not `FIRST_PARTY`, or already verified), or undefined.
 */
export function notChallengeable(account: ChallengeableAccount): string | undefined {
  const { accountType, address } = account.accountInfo;
  if (!chainOf(accountType) || typeof address !== "string")
    return `ownership verification applies to self-custody crypto wallets, not to a ${accountType} account`;
  if (account.ownershipType !== "FIRST_PARTY")
    return `ownership verification applies to FIRST_PARTY wallets; this one is ${account.ownershipType ?? "without ownershipType"}`;
  if (!CHALLENGEABLE.includes(account.status))
    return account.status === "ACTIVE"
      ? "the wallet's ownership is already verified (ACTIVE)"
      : `the external account is ${account.status} and cannot be verified`;
  return undefined;
}

/** Start a challenge; it replaces any outstanding one (the caller stores the new one). */
export function startChallenge<A extends ChallengeableAccount>(
  account: A,
  method: ChallengeMethod,
  now: Now,
  ttlMs: number,
  opts: StartChallengeOptions = {},
): StartChallengeResult<A> {
  if (method !== "WALLET_SIGNATURE" && method !== "LIVENESS") {
    return { ok: false, error: { httpStatus: 400, code: "INVALID_INPUT", reason: "method must be WALLET_SIGNATURE or LIVENESS" } };
  }
  const notApplicable = notChallengeable(account);
  if (notApplicable) return { ok: false, error: { httpStatus: 409, code: "CONFLICT", reason: notApplicable } };
  const t = ms(now);
  const issuedAt = iso(t);
  const expiresAt = iso(t + ttlMs);
  const nonce = opts.nonce ?? randomBytes(6).toString("hex");
  const base = { externalAccountId: account.id, nonce, issuedAt, expiresAt };
  let challenge: OwnershipChallenge;
  if (method === "WALLET_SIGNATURE") {
    const chain = chainOf(account.accountInfo.accountType)!;
    const address = account.accountInfo.address as string;
    challenge = {
      type: "WALLET_SIGNATURE",
      ...base,
      messageToSign: buildChallengeMessage({ accountId: account.id, address, nonce, issuedAt, expiresAt }),
      signatureFormat: signatureFormatOf(chain),
    };
  } else {
    const link = (opts.livenessBaseUrl ?? "https://verify.sandbox.invalid/liveness/").replace(/\/?$/, "/");
    challenge = { type: "LIVENESS", ...base, verificationLink: `${link}${nonce}` };
  }
  const next = account.status === "UNVERIFIED" ? withStatus(account, "PENDING_OWNERSHIP_VERIFICATION", t) : account;
  return { ok: true, account: next, challenge };
}

/** The API shape of a challenge (OwnershipChallenge schema): no nonce/issuedAt. */
/** The challenge as answered: `method` repeats `type` under the live service's name. */
export function toPublicChallenge(c: OwnershipChallenge): Omit<OwnershipChallenge, "nonce" | "issuedAt"> & { method: ChallengeMethod } {
  const { nonce: _n, issuedAt: _i, ...rest } = c;
  return { ...rest, method: c.type };
}

export type VerifyChallengeResult<A extends ChallengeableAccount> =
  /** 200: the account is ACTIVE; the challenge is consumed. */
  | { status: "ACTIVE"; account: A; challenge: null; statusChanged: boolean }
  /** 400: invalid or expired signature; the account is UNVERIFIED; the challenge is consumed. */
  | { status: "UNVERIFIED"; error: ChallengeError & { httpStatus: 400 }; account: A; challenge: null; statusChanged: boolean }
  /** 409: no outstanding WALLET_SIGNATURE challenge; nothing changes. */
  | {
      status: ExternalAccountStatus;
      error: ChallengeError & { httpStatus: 409 };
      account: A;
      challenge: OwnershipChallenge | null | undefined;
      statusChanged: false;
    };

/**
 * Answer the outstanding challenge with a signature. `challenge` is the account's
 * outstanding challenge as stored (or null/undefined when none).
 */
export function verifyChallenge<A extends ChallengeableAccount>(
  account: A,
  challenge: OwnershipChallenge | null | undefined,
  signature: string,
  scheme: BitcoinSignatureScheme | undefined,
  now: Now,
): VerifyChallengeResult<A> {
  if (!challenge || challenge.type !== "WALLET_SIGNATURE" || challenge.externalAccountId !== account.id || !challenge.messageToSign) {
    const reason =
      challenge?.type === "LIVENESS"
        ? "the outstanding challenge is LIVENESS; its outcome arrives asynchronously, not through verify"
        : "the external account has no outstanding WALLET_SIGNATURE challenge; start one first";
    return { status: account.status, error: { httpStatus: 409, code: "CONFLICT", reason }, account, challenge, statusChanged: false };
  }
  const t = ms(now);
  const fail = (reason: string): VerifyChallengeResult<A> => ({
    status: "UNVERIFIED",
    error: { httpStatus: 400, code: "INVALID_INPUT", reason: `${reason}; the account is UNVERIFIED, start a new challenge` },
    account: withStatus(account, "UNVERIFIED", t),
    challenge: null,
    statusChanged: account.status !== "UNVERIFIED",
  });
  if (t >= Date.parse(challenge.expiresAt)) return fail(`the challenge expired at ${challenge.expiresAt}`);
  const check = verifyOwnershipSignature({
    accountType: account.accountInfo.accountType,
    address: String(account.accountInfo.address ?? ""),
    message: challenge.messageToSign,
    signature,
    signatureScheme: scheme,
  });
  if (!check.valid) return fail(`invalid ownership signature: ${check.reason ?? "refused"}`);
  return { status: "ACTIVE", account: withStatus(account, "ACTIVE", t), challenge: null, statusChanged: account.status !== "ACTIVE" };
}

/**
 * Asynchronous completion of an outstanding LIVENESS challenge with the decided outcome
 * (sandbox: `ACTIVE`). `EXTERNAL_ACCOUNT.STATUS_UPDATED` is sent on completion.
 * Returns null when `challenge` is not an outstanding LIVENESS challenge of the account
 * (e.g. replaced meanwhile): nothing to do.
 */
export function completeLivenessChallenge<A extends ChallengeableAccount>(
  account: A,
  challenge: OwnershipChallenge | null | undefined,
  outcome: ExternalAccountStatus,
  now: Now,
): { account: A; challenge: null; event: "EXTERNAL_ACCOUNT.STATUS_UPDATED" } | null {
  if (!challenge || challenge.type !== "LIVENESS" || challenge.externalAccountId !== account.id) return null;
  if (account.status === "INACTIVE") return null;
  return { account: withStatus(account, outcome, ms(now)), challenge: null, event: "EXTERNAL_ACCOUNT.STATUS_UPDATED" };
}

function withStatus<A extends ChallengeableAccount>(account: A, status: ExternalAccountStatus, t: number): A {
  return { ...account, status, updatedAt: iso(t) };
}
