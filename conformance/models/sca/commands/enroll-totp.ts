/**
 * Enrol and confirm a TOTP factor: no SCA session is needed, though the customer has the
 * implicit SMS_OTP factor of its phone (live); the enrolment is confirmed with the sandbox
 * TOTP code (live: always 123456 in the sandbox), else a current RFC 6238 code.
 */
import type fc from "fast-check";
import { scaRules } from "../../../../contract/rules/sca.js";
import { call, got, q, totpCode, type ScaModel, type ScaReal } from "../model.js";

export class EnrollTotp implements fc.AsyncCommand<ScaModel, ScaReal> {
  check(m: Readonly<ScaModel>) {
    return !m.totp;
  }
  async run(m: ScaModel, r: ScaReal) {
    m.nowMs = await r.now();
    const e = await call(r, "POST", "/sca/factors", { query: q(m), body: { type: "TOTP" } });
    r.s.expect(
      e.status === 200 && typeof e.body?.secretBase32Encoded === "string",
      "sca.enrol-without-session",
      `starting a TOTP enrolment for a customer with a phone (the implicit SMS_OTP factor) answered ${got(e)}, with${m.sessionEndMs && m.sessionEndMs > m.nowMs ? "" : "out"} an SCA session`,
      200,
      got(e),
    );
    if (e.status !== 200) return;
    m.nowMs = await r.now();
    const sandbox = scaRules().totp.sandboxCode;
    const code = sandbox ?? totpCode(e.body.secretBase32Encoded, m.nowMs);
    const c = await call(r, "POST", "/sca/factors/confirm", { query: q(m), body: { type: "TOTP", secret: e.body.secret, code } });
    r.s.expect(
      c.status === 200 && Array.isArray(c.body?.recoveryCodes),
      sandbox ? "sca.sandbox-code" : "sca.login",
      `confirming TOTP with ${sandbox ? `the sandbox code ${sandbox}` : "a current RFC 6238 code"} answered ${got(c)}`,
      200,
      got(c),
    );
    const list = await call(r, "GET", "/sca/factors", { query: q(m) });
    const f = (list.body?.factors ?? []).find((x: { factor: string }) => x.factor === "TOTP");
    if (c.status === 200 && f) m.totp = { credentialId: f.credentialId, base32: e.body.secretBase32Encoded };
  }
  toString() {
    return "enrollTotp()";
  }
}
