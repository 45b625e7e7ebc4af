/**
 * Ownership challenges of external accounts (customer and platform paths): start a
 * WALLET_SIGNATURE or LIVENESS challenge, answer a WALLET_SIGNATURE challenge with a
 * real signature check (domain/external-accounts/ownership), and the asynchronous
 * LIVENESS outcome (also driven by the hosted page simulator/hosted/liveness-page.ts).
 *
 * LIVENESS (designed, sandbox): the challenge's `verificationLink` is
 * `<root>/_sim/hosted/liveness/<token>`. On the page the holder passes or fails the check;
 * the outcome is decided 5 s of platform time after that (ACTIVE on pass, UNVERIFIED on
 * fail). If the page is not used, the outcome ACTIVE is decided 30 s of platform time
 * after the challenge was created. Either way EXTERNAL_ACCOUNT.STATUS_UPDATED is sent
 * when the status changes. A replaced, expired or deleted challenge decides nothing.
 */
import { randomBytes } from "node:crypto";
import { ApiError } from "../../../errors/api-error.js";
import type { TenantStore } from "../../../store/store.js";
import type { Clock } from "../../../clock/clock.js";
import { completeLivenessChallenge, startChallenge, toPublicChallenge, verifyChallenge, type ChallengeMethod } from "../domain/ownership/index.js";
import type { StoredExternalAccount } from "../domain/account.js";
import { renderExternalAccount } from "../domain/render.js";
import { handlerMap, type HandlerContext, type ResponseBodyOf, type Schema } from "../../types.js";
import { jobType } from "../../../clock/jobs.js";
import { emitIfStatusChanged, externalAccountsOf, getAccountOr404, getExternalAccount, livenessTokensOf } from "../service.js";

export const CHALLENGE_TTL_MS = 15 * 60 * 1000;
export const LIVENESS_AUTO_DECISION_MS = 30_000;
export const LIVENESS_DECISION_AFTER_SUBMIT_MS = 5_000;
export const HOSTED_LIVENESS_PATH = "/_sim/hosted/liveness";

export interface OwnershipDeps {
  store: TenantStore;
  clock: Clock;
  emit(type: string, data: unknown): void;
}

const save = (store: TenantStore, a: StoredExternalAccount) => externalAccountsOf(store).put(a);

/** The account's outstanding LIVENESS challenge with this token, if still open. */
export function openLiveness(deps: OwnershipDeps, token: string): { account: StoredExternalAccount; expired: boolean } | undefined {
  const rec = livenessTokensOf(deps.store).get(token);
  const account = rec && getExternalAccount(deps.store, rec.externalAccountId);
  const c = account?._internal.challenge;
  if (!account || !c || c.type !== "LIVENESS" || c.nonce !== token) return undefined;
  return { account, expired: deps.clock.now().getTime() >= Date.parse(c.expiresAt) };
}

/** Decide the outcome of the LIVENESS challenge `token` (no-op when no longer outstanding). */
export function decideLiveness(deps: OwnershipDeps, token: string, trigger: "AUTO" | "SUBMITTED"): void {
  const open = openLiveness(deps, token);
  if (!open || open.expired) return;
  const c = open.account._internal.challenge!;
  if (trigger === "AUTO" && c.livenessResult) return; // the holder's answer decides
  const outcome = c.livenessResult === "FAIL" ? "UNVERIFIED" : "ACTIVE";
  const done = completeLivenessChallenge(open.account, c, outcome, deps.clock.now());
  livenessTokensOf(deps.store).delete(token);
  if (!done) return;
  const next: StoredExternalAccount = { ...done.account, _internal: { ...open.account._internal } };
  delete next._internal.challenge;
  save(deps.store, next);
  emitIfStatusChanged(deps.emit, open.account, next);
}

/** The decision of a LIVENESS challenge, as data (it survives a restart). */
export const livenessDecision = jobType<OwnershipDeps, { token: string; trigger: "AUTO" | "SUBMITTED" }>("external-account.liveness-decision", (deps, p) =>
  decideLiveness(deps, p.token, p.trigger),
);

/** The holder answered on the hosted page: the outcome lands 5 s later on the platform clock. */
export function submitLiveness(deps: OwnershipDeps, token: string, result: "PASS" | "FAIL"): boolean {
  const open = openLiveness(deps, token);
  if (!open || open.expired || open.account._internal.challenge!.livenessResult) return false;
  const a = open.account;
  save(deps.store, { ...a, _internal: { ...a._internal, challenge: { ...a._internal.challenge!, livenessResult: result } } });
  deps.clock.scheduleJob({ delayMs: LIVENESS_DECISION_AFTER_SUBMIT_MS }, livenessDecision({ token, trigger: "SUBMITTED" }), `liveness ${a.id}`);
  return true;
}

function challenge(ctx: HandlerContext, scope: "any" | "platform"): { status: 201; body: ResponseBodyOf<"createCustomerExternalAccountChallenge", 201> } {
  const account = getAccountOr404(ctx.store, ctx.params.externalAccountId, scope);
  const method = ctx.body.method as ChallengeMethod;
  const now = ctx.clock.now();
  const token = method === "LIVENESS" ? randomBytes(16).toString("hex") : undefined;
  const r = startChallenge(account, method, now, CHALLENGE_TTL_MS, { nonce: token, livenessBaseUrl: `${ctx.rootUrl}${HOSTED_LIVENESS_PATH}/` });
  if (!r.ok) throw new ApiError(r.error.httpStatus, r.error.code, r.error.reason);
  const old = account._internal.challenge;
  if (old?.type === "LIVENESS") livenessTokensOf(ctx.store).delete(old.nonce);
  const next: StoredExternalAccount = { ...r.account, _internal: { ...account._internal, challenge: r.challenge } };
  save(ctx.store, next);
  emitIfStatusChanged(ctx.emit, account, next);
  if (token) {
    livenessTokensOf(ctx.store).put({ id: token, externalAccountId: account.id });
    ctx.clock.scheduleJob({ delayMs: LIVENESS_AUTO_DECISION_MS }, livenessDecision({ token, trigger: "AUTO" }), `liveness ${account.id}`);
  }
  return { status: 201, body: toPublicChallenge(r.challenge) };
}

function verify(ctx: HandlerContext, scope: "any" | "platform"): { status: 200; body: Schema<"ExternalAccount"> } {
  const account = getAccountOr404(ctx.store, ctx.params.externalAccountId, scope);
  const r = verifyChallenge(account, account._internal.challenge, ctx.body.signature, ctx.body.signatureScheme, ctx.clock.now());
  if ("error" in r && r.error.httpStatus === 409) throw new ApiError(409, r.error.code, r.error.reason);
  const next: StoredExternalAccount = { ...r.account, _internal: { ...account._internal } };
  delete next._internal.challenge;
  save(ctx.store, next);
  emitIfStatusChanged(ctx.emit, account, next);
  if ("error" in r) throw new ApiError(400, r.error.code, r.error.reason);
  return { status: 200, body: renderExternalAccount(next) };
}

export const ownershipHandlers = handlerMap({
  createCustomerExternalAccountChallenge: (ctx) => challenge(ctx, "any"),
  createPlatformExternalAccountChallenge: (ctx) => challenge(ctx, "platform"),
  verifyCustomerExternalAccountOwnership: (ctx) => verify(ctx, "any"),
  verifyPlatformExternalAccountOwnership: (ctx) => verify(ctx, "platform"),
});
