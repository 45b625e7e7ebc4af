/**
 * The SCA model: one customer of an SCA platform (scaRequired) with a phone (the SMS_OTP
 * factor), its TOTP factor if enrolled (the suite computes RFC 6238 codes with otpauth,
 * as an authenticator app does), its SCA session's end, and the lockout counter. Lifetimes,
 * codes and limits are read from spec/rules/sca.yaml.
 *
 * Rules (the description's words, Authentication 5) checked by the commands:
 * - `sca.region`: customers outside SCA regions get 409 on the SCA endpoints.
 * - `sca.sandbox-code` (live): the sandbox SCA code completes SMS_OTP logins and confirms
 *   TOTP enrolments.
 * - `sca.login`: current TOTP codes authenticate; wrong codes are 400; repeated failures lock
 *   logins (409) for the table's time.
 * - `sca.enrol-without-session` (live): enrolling TOTP needs no SCA session.
 * - `sca.session-required`: operations that need a session answer 409 SCA_SESSION_REQUIRED
 *   without one (`sca.delete-needs-session` for a factor's deletion, designed).
 * - `sca.session-lifetime`: the session ends on the platform clock after the table's lifetime.
 */
import type { ClockedReal } from "../shared/clocked.js";
import { Secret, TOTP } from "otpauth";
import type { CallOptions, CallResult } from "../../client/client.js";
import { scaRules } from "../../../contract/rules/sca.js";

export interface ScaModel {
  customerId: string;
  totp?: { credentialId: string; base32: string };
  sessionEndMs?: number;
  failedAttempts: number;
  lockedUntilMs?: number;
  nowMs: number;
  /** Factor resets started (the live service allows 5 a day). */
  resets: number;
  /** The customer's funded USD account and a payee, once made for payments; null when they could not be. */
  payment?: { accountId: string; payee: string } | null;
}

export type ScaReal = ClockedReal;

export const MARGIN_MS = 3_000;
export const q = (m: ScaModel) => ({ customerId: m.customerId });
export const call = (r: ScaReal, method: string, path: string, opts: CallOptions = {}): Promise<CallResult> => r.client.call(method, path, opts);

export function totpCode(base32: string, nowMs: number): string {
  const t = scaRules().totp;
  return new TOTP({ secret: Secret.fromBase32(base32), algorithm: t.algorithm, digits: t.digits, period: t.periodSeconds }).generate({ timestamp: nowMs });
}

/** The session is live now; undefined when too close to call. */
export function sessionLive(m: ScaModel): boolean | undefined {
  if (m.sessionEndMs === undefined) return false;
  if (Math.abs(m.sessionEndMs - m.nowMs) < MARGIN_MS) return undefined;
  return m.sessionEndMs > m.nowMs;
}

export function locked(m: ScaModel): boolean | undefined {
  if (m.lockedUntilMs === undefined) return false;
  if (Math.abs(m.lockedUntilMs - m.nowMs) < MARGIN_MS) return undefined;
  return m.lockedUntilMs > m.nowMs;
}

export const got = (res: CallResult) => `${res.status} ${res.body?.code ?? ""}`.trim();

/** A failed login attempt as the model counts it (login failures and recorded events share the counter; designed). */
export function countFailure(m: ScaModel): void {
  const rules = scaRules();
  m.failedAttempts += 1;
  if (m.failedAttempts >= rules.lockout.maxFailedAttempts) m.lockedUntilMs = m.nowMs + rules.lockout.lockSeconds * 1000;
}

/**
 * Expect a refusal: its status under `rule`, its code under `sca.refusal-codes` (the
 * description lists the codes, not which operation answers which).
 */
export function expectRefusal(r: ScaReal, res: CallResult, rule: string, what: string, status: number, code: string): void {
  r.s.expect(res.status === status, rule, `${what} answered ${got(res)}; expected ${status}`, status, got(res));
  if (res.status === status)
    r.s.expect(res.body?.code === code, "sca.refusal-codes", `${what} answered ${got(res)}; expected ${status} ${code}`, code, got(res));
}

/**
 * Expect 409 SCA_SESSION_REQUIRED when the model has no live session (under `rule`, which says
 * the operation needs one); returns whether the call should proceed.
 */
export function expectSessionRule(m: ScaModel, r: ScaReal, res: CallResult, what: string, okStatus: number, rule = "sca.session-required"): boolean {
  const live = sessionLive(m);
  if (live === undefined) return res.status === okStatus;
  if (!live) {
    const ended = m.sessionEndMs !== undefined;
    r.s.expect(
      res.status === 409 && res.body?.code === "SCA_SESSION_REQUIRED",
      ended ? "sca.session-lifetime" : rule,
      `${what} without a live SCA session${ended ? ` (it ended ${new Date(m.sessionEndMs!).toISOString()}, now ${new Date(m.nowMs).toISOString()})` : ""} answered ${got(res)}`,
      "409 SCA_SESSION_REQUIRED",
      got(res),
    );
    return false;
  }
  r.s.expect(res.status === okStatus, rule, `${what} with a live SCA session answered ${got(res)}`, okStatus, got(res));
  return res.status === okStatus;
}
