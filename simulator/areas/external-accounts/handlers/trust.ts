/**
 * Trusted beneficiaries (designed): trust / trust/confirm / untrust / untrust/confirm.
 * The customer is in an SCA region when the platform's `scaRequired` setting is on; the
 * SCA login session comes from the SCA area's store (`activeScaSession`). An unconfirmed
 * request expires after 10 minutes of platform time (scheduled on the clock, and checked
 * again on every call).
 */
import { confirmTrust, expireTrustRequest, requestTrust, type TrustAction, type TrustContext } from "../domain/trust.js";
import type { StoredExternalAccount } from "../domain/account.js";
import { renderExternalAccount } from "../domain/render.js";
import { handlerMap, type HandlerContext, type ResponseBodyOf, type Schema } from "../../types.js";
import { jobType } from "../../../clock/jobs.js";
import { activeScaSession, externalAccountsOf, getAccountOr404, getExternalAccount } from "../service.js";

function trustContext(ctx: HandlerContext, a: StoredExternalAccount): TrustContext {
  const now = ctx.clock.now().getTime();
  return { scaRegion: ctx.platform.settings.scaRequired, scaSession: a.customerId ? activeScaSession(ctx.store, a.customerId, now) : undefined };
}

/** The expiry of an unconfirmed trust request, as data (it survives a restart). */
export const trustExpiry = jobType<Pick<HandlerContext, "store" | "clock">, { accountId: string }>(
  "external-account.trust-expiry",
  ({ store, clock }, { accountId }) => {
    const a = getExternalAccount(store, accountId);
    if (a) {
      const next = expireTrustRequest(a, clock.now().getTime());
      if (next !== a) externalAccountsOf(store).put(next);
    }
  },
);

function start(ctx: HandlerContext, action: TrustAction): { status: 200; body: ResponseBodyOf<"trustCustomerExternalAccount", 200> } {
  const account = getAccountOr404(ctx.store, ctx.params.externalAccountId);
  const r = requestTrust(account, action, trustContext(ctx, account), ctx.clock.now().getTime());
  externalAccountsOf(ctx.store).put(r.account);
  ctx.clock.scheduleJob(new Date(r.challenge.expiresAt), trustExpiry({ accountId: account.id }), `trust request ${account.id}`);
  return { status: 200, body: r.challenge };
}

function confirm(ctx: HandlerContext, action: TrustAction): { status: 200; body: Schema<"ExternalAccount"> } {
  const account = getAccountOr404(ctx.store, ctx.params.externalAccountId);
  const next = confirmTrust(account, action, ctx.body.code, trustContext(ctx, account), ctx.clock.now().getTime());
  externalAccountsOf(ctx.store).put(next);
  return { status: 200, body: renderExternalAccount(next) };
}

export const trustHandlers = handlerMap({
  trustCustomerExternalAccount: (ctx) => start(ctx, "TRUST"),
  confirmTrustCustomerExternalAccount: (ctx) => confirm(ctx, "TRUST"),
  untrustCustomerExternalAccount: (ctx) => start(ctx, "UNTRUST"),
  confirmUntrustCustomerExternalAccount: (ctx) => confirm(ctx, "UNTRUST"),
});
