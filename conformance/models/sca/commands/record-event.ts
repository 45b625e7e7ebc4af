/**
 * Record a security event of the platform's own sign-in (while logins are not locked):
 * FAILED_LOGIN_ATTEMPT adds one to the failed-login count (which locks logins at the table's
 * limit); RESET_PASSWORD_COMPLETED clears the count and ends the customer's SCA sessions, so
 * an operation that needs one answers 409 SCA_SESSION_REQUIRED.
 */
import { Command } from "../../shared/command.js";
import { call, countFailure, got, locked, q, sessionLive, type ScaModel, type ScaReal } from "../model.js";

type EventType = "FAILED_LOGIN_ATTEMPT" | "RESET_PASSWORD_COMPLETED";

export class RecordEvent extends Command<ScaModel, ScaReal, EventType> {
  check(m: Readonly<ScaModel>) {
    return locked(m as ScaModel) === false;
  }
  async run(m: ScaModel, r: ScaReal) {
    m.nowMs = await r.now();
    if (locked(m) !== false) return;
    const hadSession = sessionLive(m);
    const res = await call(r, "POST", "/sca/record-event", { query: q(m), body: { eventType: this.params } });
    r.s.expect(
      res.status === 200 && res.body?.eventType === this.params && typeof res.body?.failedAttempts === "number",
      "sca.record-event",
      `recording ${this.params} answered ${got(res)} (eventType ${res.body?.eventType}); expected 200 with the customer's login-security state`,
      200,
      got(res),
    );
    if (res.status !== 200) return;
    if (this.params === "FAILED_LOGIN_ATTEMPT") {
      countFailure(m);
      r.s.expect(
        res.body.failedAttempts >= 1,
        "sca.record-event",
        `a failed login recorded leaves failedAttempts at ${res.body.failedAttempts}`,
        ">= 1",
        res.body.failedAttempts,
      );
      r.s.expect(
        res.body.failedAttempts === m.failedAttempts,
        "sca.login",
        `after a failed login recorded, failedAttempts is ${res.body.failedAttempts}; the model counts ${m.failedAttempts} (failed logins and recorded failures share the count)`,
        m.failedAttempts,
        res.body.failedAttempts,
      );
      return;
    }
    m.failedAttempts = 0;
    m.lockedUntilMs = undefined;
    r.s.expect(
      res.body.failedAttempts === 0,
      "sca.record-event",
      `a password reset recorded leaves failedAttempts at ${res.body.failedAttempts}`,
      0,
      res.body.failedAttempts,
    );
    if (!hadSession) return;
    m.sessionEndMs = undefined;
    // An operation that needs the session: deleting the TOTP factor (an enrolment needs none, live).
    if (!m.totp) return;
    const what = "deleting the TOTP factor";
    const gated = await call(r, "DELETE", `/sca/factors/${encodeURIComponent(m.totp.credentialId)}`, { query: q(m) });
    if (gated.status === 204) m.totp = undefined;
    r.s.expect(
      gated.status === 409 && gated.body?.code === "SCA_SESSION_REQUIRED",
      "sca.record-event",
      `after RESET_PASSWORD_COMPLETED, ${what} answered ${got(gated)}; the customer's SCA sessions must have ended`,
      "409 SCA_SESSION_REQUIRED",
      got(gated),
    );
  }
  toString() {
    return `recordEvent(${this.params})`;
  }
}
