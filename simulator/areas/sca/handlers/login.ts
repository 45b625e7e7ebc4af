/**
 * SCA logins (start a challenge on a factor, complete it: the customer's SCA session on
 * the platform clock) and security events (failed attempts lock logins; a password reset
 * ends the sessions). Lifetimes and codes come from spec/rules/sca.yaml.
 */
import { scaRules, type ScaFactorKind } from "../../../../contract/rules/sca.js";
import { walletAuthRules } from "../../../../contract/rules/wallet-auth.js";
import { ApiError } from "../../../errors/api-error.js";
import { handlerMap, type HandlerContext, type HandlerMap, type TypedContext, type TypedResult } from "../../types.js";
import { afterFailedAttempt, lockedAt, type ScaSecurityRecord } from "../domain/records.js";
import { totpValid } from "../domain/totp.js";
import { newChallenge, verifyAssertion } from "../domain/passkey.js";
import { factorsOfCustomer, newId, scaChallengesOf, scaCustomer, scaFactorsOf, scaSecurityOf, scaSessionsOf, type ScaCustomer } from "../service.js";

const invalid = (field: string, reason: string) => ApiError.invalidInput([{ field, in: "body", code: "INVALID_VALUE", reason }]);
const iso = (ms: number) => new Date(ms).toISOString();

const securityOf = (ctx: HandlerContext, id: string): ScaSecurityRecord => scaSecurityOf(ctx.store).get(id) ?? { id, failedAttempts: 0, lockedUntil: null };

function factorOf(ctx: HandlerContext, c: ScaCustomer, factor: ScaFactorKind) {
  if (factor === "SMS_OTP") {
    if (!c.phone) throw ApiError.conflict("CONFLICT", `customer ${c.id} has no SMS_OTP factor (no phoneNumber)`);
    return undefined;
  }
  const f = factorsOfCustomer(ctx.store, c.id).find((x) => x.factor === factor);
  if (!f) throw ApiError.conflict("CONFLICT", `customer ${c.id} has no ${factor} factor: enrol one with POST /sca/factors`);
  return f;
}

function start(ctx: TypedContext<"startScaLogin">): TypedResult<"startScaLogin"> {
  const c = scaCustomer(ctx);
  const factor = ctx.body.factor;
  factorOf(ctx, c, factor);
  const rp = walletAuthRules().passkey;
  const ch = {
    id: newId("ScaChallenge"),
    customerId: c.id,
    factor,
    challenge: factor === "PASSKEY" ? newChallenge() : undefined,
    expiresAt: iso(ctx.clock.now().getTime() + scaRules().ttlSeconds.loginChallenge * 1000),
  };
  scaChallengesOf(ctx.store).put(ch);
  if (factor !== "PASSKEY") return { status: 200, body: { factor, challengeId: ch.id, expiresAt: ch.expiresAt } };
  return {
    status: 200,
    body: {
      factor,
      challengeId: ch.id,
      expiresAt: ch.expiresAt,
      passkeyOptions: { challenge: ch.challenge, rpId: rp.rpId, userVerification: "preferred", timeout: scaRules().ttlSeconds.loginChallenge * 1000 },
      allowedOrigins: rp.origins,
      relyingPartyId: rp.rpId,
    },
  };
}

function liveChallenge(ctx: HandlerContext, c: ScaCustomer, factor: ScaFactorKind, challengeId?: string | null) {
  const now = ctx.clock.now().getTime();
  const all = scaChallengesOf(ctx.store).list({ where: { customerId: c.id }, limit: 100_000, order: "desc" }).data;
  const ch = all.find((x) => x.factor === factor && (!challengeId || x.id === challengeId) && Date.parse(x.expiresAt) > now);
  if (!ch) throw ApiError.conflict("CONFLICT", `no live ${factor} login challenge for customer ${c.id}: start one with POST /sca/login/start`);
  return ch;
}

async function complete(ctx: TypedContext<"completeScaLogin">): Promise<TypedResult<"completeScaLogin">> {
  const c = scaCustomer(ctx);
  const r = scaRules();
  const b = ctx.body;
  const now = ctx.clock.now().getTime();
  const sec = securityOf(ctx, c.id);
  if (lockedAt(sec, now)) throw ApiError.conflict("CONFLICT", `logins of customer ${c.id} are locked until ${sec.lockedUntil} after repeated failures`);
  const factor = b.factor;
  const f = factorOf(ctx, c, factor);
  const ch = liveChallenge(ctx, c, factor, b.challengeId);
  let failure: { field: string; reason: string } | undefined;
  if (factor === "PASSKEY") {
    const a = b.passkeyAssertion as { id?: string; response?: Record<string, string> } | null;
    if (!a || !b.origin) failure = { field: "passkeyAssertion", reason: "a PASSKEY login needs passkeyAssertion and origin" };
    else {
      const v = await verifyAssertion(
        {
          credentialId: String(a.id),
          clientDataJson: String(a.response?.clientDataJSON),
          authenticatorData: String(a.response?.authenticatorData),
          signature: String(a.response?.signature),
        },
        ch.challenge!,
        f!.passkey!,
        { rpId: walletAuthRules().passkey.rpId, origins: [String(b.origin)] },
      );
      if (!v.ok) failure = { field: "passkeyAssertion", reason: v.reason };
      else scaFactorsOf(ctx.store).put({ ...f!, passkey: { ...f!.passkey!, counter: v.counter } });
    }
  } else {
    const code = typeof b.code === "string" ? b.code : "";
    const ok = factor === "SMS_OTP" ? code === r.sandboxSmsCode : totpValid(f!.totpBase32!, code, now, r.totp);
    if (!ok)
      failure = {
        field: "code",
        reason:
          factor === "SMS_OTP"
            ? `the code does not match the one sent (sandbox: ${r.sandboxSmsCode})`
            : `the code is not valid for the TOTP factor now (RFC 6238${r.totp.sandboxCode ? `, or the sandbox code ${r.totp.sandboxCode}` : ""})`,
      };
  }
  if (failure) {
    scaSecurityOf(ctx.store).put(afterFailedAttempt(sec, now, r.lockout.maxFailedAttempts, r.lockout.lockSeconds));
    throw invalid(failure.field, failure.reason);
  }
  scaChallengesOf(ctx.store).delete(ch.id);
  scaSecurityOf(ctx.store).put({ ...sec, failedAttempts: 0, lockedUntil: null });
  const session = {
    id: newId("ScaSession"),
    customerId: c.id,
    status: "AUTHENTICATED" as const,
    factor,
    createdAt: ctx.clock.iso(),
    expiresAt: iso(now + r.ttlSeconds.session * 1000),
  };
  scaSessionsOf(ctx.store).put(session);
  return { status: 200, body: { status: session.status, sessionExpiresAt: session.expiresAt } };
}

function recordEvent(ctx: TypedContext<"recordSecurityEvent">): TypedResult<"recordSecurityEvent"> {
  const c = scaCustomer(ctx);
  const r = scaRules();
  const now = ctx.clock.now().getTime();
  let sec = securityOf(ctx, c.id);
  if (ctx.body.eventType === "FAILED_LOGIN_ATTEMPT") sec = afterFailedAttempt(sec, now, r.lockout.maxFailedAttempts, r.lockout.lockSeconds);
  else {
    sec = { ...sec, failedAttempts: 0, lockedUntil: null };
    for (const s of scaSessionsOf(ctx.store).list({ where: { customerId: c.id }, limit: 100_000 }).data)
      if (s.status === "AUTHENTICATED") scaSessionsOf(ctx.store).put({ ...s, status: "ENDED" });
  }
  scaSecurityOf(ctx.store).put(sec);
  return {
    status: 200,
    body: { eventType: ctx.body.eventType, suspended: lockedAt(sec, now), failedAttempts: sec.failedAttempts, lockedUntil: sec.lockedUntil },
  };
}

export const scaLoginHandlers: HandlerMap = handlerMap({
  startScaLogin: start,
  completeScaLogin: complete,
  recordSecurityEvent: recordEvent,
});
