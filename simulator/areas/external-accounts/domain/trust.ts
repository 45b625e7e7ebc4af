/**
 * Trusted beneficiaries (designed; spec/paths/external-accounts.yaml): trust / untrust
 * start a request confirmed by the customer's SCA code (in the sandbox, the SMS code of
 * spec/rules/sca.yaml) within 10 minutes. Pure: the handler passes whether the customer is
 * in an SCA region and its authenticated SCA login session, if any.
 *
 * States (`trustStatus`): UNTRUSTED -trust-> PENDING_TRUST -confirm-> TRUSTED
 * -untrust-> PENDING_UNTRUST -confirm-> UNTRUSTED. An expired request falls back
 * (PENDING_TRUST -> UNTRUSTED, PENDING_UNTRUST -> TRUSTED); a new trust request replaces
 * an outstanding one. `trusted` is true in TRUSTED and PENDING_UNTRUST.
 */
import { ApiError } from "../../../errors/api-error.js";
import { scaRules } from "../../../../contract/rules/sca.js";
import type { StoredExternalAccount, TrustStatus } from "./account.js";
import type { Schema } from "../../response.js";

/** The SCA factor a trust request is confirmed with (the contract's ScaFactor values). */
export type ScaFactor = NonNullable<Schema<"ExternalAccountTrustChallenge">["factor"]>;

export const TRUST_TTL_MS = 10 * 60 * 1000;
/** The sandbox confirmation code: the SMS code of the SCA rules (spec/rules/sca.yaml `sandboxSmsCode`). */
export const sandboxTrustCode = (): string => scaRules().sandboxSmsCode;

export type TrustAction = "TRUST" | "UNTRUST";

export interface TrustContext {
  /** The customer is in an SCA (EU-type) region. */
  scaRegion: boolean;
  /** The customer's AUTHENTICATED SCA login session, if any. */
  scaSession?: { factor?: ScaFactor };
}

export interface TrustChallenge {
  externalAccountId: string;
  action: TrustAction;
  trustStatus: "PENDING_TRUST" | "PENDING_UNTRUST";
  factor?: ScaFactor;
  expiresAt: string;
}

const conflict = (reason: string) => new ApiError(409, "CONFLICT", reason);

function withTrust(
  a: StoredExternalAccount,
  status: TrustStatus,
  now: string,
  request?: StoredExternalAccount["_internal"]["trustRequest"],
): StoredExternalAccount {
  const internal = { ...a._internal };
  if (request) internal.trustRequest = request;
  else delete internal.trustRequest;
  return { ...a, trustStatus: status, trusted: status === "TRUSTED" || status === "PENDING_UNTRUST", updatedAt: now, _internal: internal };
}

/** The account with an expired pending request dropped (status falls back); unchanged otherwise. */
export function expireTrustRequest(a: StoredExternalAccount, nowMs: number): StoredExternalAccount {
  const r = a._internal.trustRequest;
  if (!r || Date.parse(r.expiresAt) > nowMs) return a;
  const back: TrustStatus = r.action === "TRUST" ? "UNTRUSTED" : "TRUSTED";
  return withTrust(a, back, a.updatedAt);
}

function precheck(a: StoredExternalAccount, ctx: TrustContext): void {
  if (a.customerId === null) throw conflict("trusted beneficiaries belong to customers; this account is held on behalf of the platform");
  if (!ctx.scaRegion) throw conflict("trusted beneficiaries are an SCA concept; this customer is outside the SCA regions");
}

const needSession = (ctx: TrustContext): void => {
  if (!ctx.scaSession)
    throw new ApiError(
      409,
      "SCA_SESSION_REQUIRED",
      "the customer's SCA login session is missing or expired: re-authenticate the customer (POST /sca/login/start, /sca/login/complete) and retry",
    );
};

/** Start a trust or untrust request. */
export function requestTrust(
  account: StoredExternalAccount,
  action: TrustAction,
  ctx: TrustContext,
  nowMs: number,
): { account: StoredExternalAccount; challenge: TrustChallenge } {
  precheck(account, ctx);
  const a = expireTrustRequest(account, nowMs);
  if (action === "TRUST") {
    if (a.trustStatus === "TRUSTED" || a.trustStatus === "PENDING_UNTRUST") throw conflict("the account is already a trusted beneficiary");
    if (a.status !== "ACTIVE") throw conflict(`only ACTIVE accounts can become trusted beneficiaries; this one is ${a.status}`);
  } else if (a.trustStatus !== "TRUSTED" && a.trustStatus !== "PENDING_UNTRUST") {
    throw conflict("the account is not a trusted beneficiary");
  }
  needSession(ctx);
  const now = new Date(nowMs).toISOString();
  const expiresAt = new Date(nowMs + TRUST_TTL_MS).toISOString();
  const factor = ctx.scaSession?.factor;
  const pending = action === "TRUST" ? "PENDING_TRUST" : "PENDING_UNTRUST";
  const next = withTrust(a, pending, now, { action, expiresAt, ...(factor ? { factor } : {}) });
  return {
    account: next,
    challenge: { externalAccountId: a.id, action, trustStatus: pending, ...(factor ? { factor } : {}), expiresAt },
  };
}

/** Confirm the pending request of `action` with the customer's code. */
export function confirmTrust(account: StoredExternalAccount, action: TrustAction, code: string, ctx: TrustContext, nowMs: number): StoredExternalAccount {
  precheck(account, ctx);
  const a = expireTrustRequest(account, nowMs);
  if (a._internal.trustRequest?.action !== action) {
    throw conflict(
      `no pending ${action.toLowerCase()} request on this account (never requested, already confirmed or expired): start one with .../${action.toLowerCase()}`,
    );
  }
  needSession(ctx);
  if (code !== sandboxTrustCode())
    throw new ApiError(401, "UNAUTHORIZED", `invalid confirmation code; the request stays pending (sandbox code: ${sandboxTrustCode()})`);
  return withTrust(a, action === "TRUST" ? "TRUSTED" : "UNTRUSTED", new Date(nowMs).toISOString());
}
