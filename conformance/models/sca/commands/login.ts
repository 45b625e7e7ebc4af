/** An SCA login with SMS_OTP (the sandbox code) or TOTP (an RFC 6238 code), with the right or a wrong code; failures count towards the lockout. */
import { Command } from "../../shared/command.js";
import { scaRules } from "../../../../contract/rules/sca.js";
import { call, countFailure, got, locked, q, totpCode, type ScaModel, type ScaReal } from "../model.js";

export class Login extends Command<ScaModel, ScaReal, { factor: "SMS_OTP" | "TOTP"; right: boolean }> {
  check(m: Readonly<ScaModel>) {
    return this.params.factor === "SMS_OTP" || !!m.totp;
  }
  async run(m: ScaModel, r: ScaReal) {
    const rules = scaRules();
    const start = await call(r, "POST", "/sca/login/start", { query: q(m), body: { factor: this.params.factor } });
    r.s.expect(
      start.status === 200 && start.body?.factor === this.params.factor,
      "sca.login",
      `login start on ${this.params.factor} answered ${got(start)}`,
      200,
      got(start),
    );
    if (start.status !== 200) return;
    m.nowMs = await r.now();
    const rightCode = this.params.factor === "SMS_OTP" ? rules.sandboxSmsCode : totpCode(m.totp!.base32, m.nowMs);
    const code = this.params.right ? rightCode : rightCode === "999999" ? "999998" : "999999";
    const res = await call(r, "POST", "/sca/login/complete", { query: q(m), body: { factor: this.params.factor, code, endUserIpAddress: "203.0.113.7" } });
    const isLocked = locked(m);
    if (isLocked === undefined) return;
    if (isLocked) {
      r.s.expect(
        res.status === 409 && res.body?.code === "CONFLICT",
        "sca.login",
        `a login while locked (until ${new Date(m.lockedUntilMs!).toISOString()}) answered ${got(res)}`,
        "409 CONFLICT",
        got(res),
      );
      return;
    }
    if (!this.params.right) {
      r.s.expect(
        res.status === 400 && res.body?.code === "INVALID_INPUT",
        "sca.login",
        `a wrong ${this.params.factor} code answered ${got(res)}`,
        "400 INVALID_INPUT",
        got(res),
      );
      countFailure(m);
      return;
    }
    r.s.expect(
      res.status === 200 && res.body?.status === "AUTHENTICATED",
      this.params.factor === "SMS_OTP" ? "sca.sandbox-code" : "sca.login",
      `the right ${this.params.factor} code${this.params.factor === "SMS_OTP" ? ` (the sandbox code ${rightCode})` : ""} answered ${got(res)} ${res.body?.status ?? ""}`,
      "200 AUTHENTICATED",
      got(res),
    );
    if (res.status !== 200) return;
    const end = Date.parse(res.body.sessionExpiresAt);
    r.s.expect(
      Math.abs(end - m.nowMs - rules.ttlSeconds.session * 1000) < 5_000,
      "sca.session-lifetime",
      `the session ends at ${res.body.sessionExpiresAt}, not ${rules.ttlSeconds.session} s after the login`,
      rules.ttlSeconds.session,
      (end - m.nowMs) / 1000,
    );
    m.sessionEndMs = end;
    m.failedAttempts = 0;
    m.lockedUntilMs = undefined;
  }
  toString() {
    return `login(${this.params.factor}, ${this.params.right ? "right" : "wrong"} code)`;
  }
}
