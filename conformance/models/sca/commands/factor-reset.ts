/**
 * Reset a factor the customer lost (TOTP when enrolled, else SMS_OTP to a new mobile): the
 * reset starts (201), reads as in progress, completes (204; a target whose liveness check
 * has not passed answers 400 and the step is named) and then reads COMPLETED, the TOTP
 * factor cleared (its re-enrolment PENDING); a completed reset cannot be completed again.
 */
import type fc from "fast-check";
import { call, expectRefusal, got, q, type ScaModel, type ScaReal } from "../model.js";

/** Resets a customer may start a day (the live service's rate limit). */
const MAX_RESETS = 5;
const IN_PROGRESS = ["INITIATED", "PENDING_REVIEW", "LIVENESS_PASSED"];
const RULE = "sca.factor-reset";

export class FactorReset implements fc.AsyncCommand<ScaModel, ScaReal> {
  check(m: Readonly<ScaModel>) {
    return m.resets < MAX_RESETS;
  }
  async run(m: ScaModel, r: ScaReal) {
    const factor = m.totp ? "TOTP" : "SMS_OTP";
    const start = await call(r, "POST", "/sca/factors/reset", { query: q(m), body: { factor } });
    m.resets += 1;
    r.s.expect(
      start.status === 201 && typeof start.body?.resetId === "string",
      RULE,
      `starting a ${factor} reset answered ${got(start)}; expected 201 with a resetId`,
      201,
      got(start),
    );
    if (start.status !== 201) return;
    const path = `/sca/factors/reset/${encodeURIComponent(start.body.resetId)}`;
    const read = await call(r, "GET", path, { query: q(m) });
    r.s.expect(
      read.status === 200 && IN_PROGRESS.includes(read.body?.status) && read.body?.factor === factor,
      RULE,
      `a reset just started reads ${got(read)} ${read.body?.status ?? ""} (factor ${read.body?.factor}); expected 200, in progress, factor ${factor}`,
      `200 ${IN_PROGRESS.join("|")}`,
      `${read.status} ${read.body?.status}`,
    );
    const mobile = { countryCode: "+44", number: `77009${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}` };
    const done = await call(r, "POST", `${path}/complete`, { query: q(m), ...(factor === "SMS_OTP" ? { body: { mobile } } : {}) });
    if (done.status === 400 && read.body?.status !== "LIVENESS_PASSED") {
      r.s.skipStep(String(this), `completing the reset answered ${got(done)}: its liveness check has not passed (the end user completes it)`);
      return;
    }
    r.s.expect(done.status === 204, RULE, `completing a ${factor} reset answered ${got(done)}; expected 204`, 204, got(done));
    if (done.status !== 204) return;
    const after = await call(r, "GET", path, { query: q(m) });
    const enrollment = factor === "TOTP" ? "PENDING" : null;
    r.s.expect(
      after.status === 200 && after.body?.status === "COMPLETED" && after.body?.enrollmentStatus === enrollment,
      RULE,
      `a completed ${factor} reset reads ${got(after)} ${after.body?.status ?? ""} (enrollmentStatus ${after.body?.enrollmentStatus}); expected COMPLETED, enrollmentStatus ${enrollment}`,
      `COMPLETED ${enrollment}`,
      `${after.body?.status} ${after.body?.enrollmentStatus}`,
    );
    if (factor === "TOTP") {
      const list = await call(r, "GET", "/sca/factors", { query: q(m) });
      const kept = (list.body?.factors ?? []).some((f: { factor: string }) => f.factor === "TOTP");
      r.s.expect(!kept, RULE, `after a completed TOTP reset the customer's factors ${kept ? "still list" : "lack"} TOTP (${got(list)})`, "no TOTP", kept);
      m.totp = undefined;
    }
    expectRefusal(r, await call(r, "POST", `${path}/complete`, { query: q(m) }), "sca.reset-designed", "completing a completed reset", 409, "CONFLICT");
    expectRefusal(
      r,
      await call(r, "GET", "/sca/factors/reset/ScaReset:00000000-0000-4000-8000-000000000000", { query: q(m) }),
      RULE,
      "reading an unknown reset",
      404,
      "NOT_FOUND",
    );
  }
  toString() {
    return "factorReset()";
  }
}
