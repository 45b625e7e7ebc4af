/** Enrol and confirm a TOTP factor: needs a live session once the customer has a factor (it has its phone). */
import type fc from "fast-check";
import { call, expectSessionRule, got, q, totpCode, type ScaModel, type ScaReal } from "../model.js";

export class EnrollTotp implements fc.AsyncCommand<ScaModel, ScaReal> {
  check(m: Readonly<ScaModel>) {
    return !m.totp;
  }
  async run(m: ScaModel, r: ScaReal) {
    m.nowMs = await r.now();
    const e = await call(r, "POST", "/sca/factors", { query: q(m), body: { type: "TOTP" } });
    if (!expectSessionRule(m, r, e, "enrolling a second factor", 200)) return;
    m.nowMs = await r.now();
    const c = await call(r, "POST", "/sca/factors/confirm", {
      query: q(m),
      body: { type: "TOTP", secret: e.body.secret, code: totpCode(e.body.secretBase32Encoded, m.nowMs) },
    });
    r.s.expect(
      c.status === 200 && Array.isArray(c.body?.recoveryCodes),
      "sca.login",
      `confirming TOTP with a current RFC 6238 code answered ${got(c)}`,
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
