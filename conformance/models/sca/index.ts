/**
 * `model.sca`: fast-check model-based tests of Strong Customer Authentication on a fresh
 * SCA platform (scaRequired): SMS_OTP and TOTP logins with right and wrong codes (the
 * lockout), TOTP enrolment (no session needed) and deletion (gated by the SCA session), security events recorded
 * (failed logins counted, a password reset ending the sessions), factor resets through their
 * states, payments authorized with the challenge's code (refused with a wrong one, the
 * challenge resent), and clock moves across the session's end; plus the 409 of customers
 * outside SCA regions. model.ts predicts.
 */
import fc from "fast-check";
import type { CheckContext, CheckDefinition } from "../../runner/types.js";
import { modelCheck } from "../shared/model-check.js";
import { individual } from "../../builders/bodies.js";
import { scaRules } from "../../../contract/rules/sca.js";
import { call, got, type ScaModel, type ScaReal } from "./model.js";
import { Login } from "./commands/login.js";
import { EnrollTotp } from "./commands/enroll-totp.js";
import { DeleteTotp } from "./commands/delete-totp.js";
import { AdvanceClock } from "./commands/advance-clock.js";
import { RecordEvent } from "./commands/record-event.js";
import { FactorReset } from "./commands/factor-reset.js";
import { AuthorizePayment } from "./commands/authorize-payment.js";
import { Refusals } from "./commands/refusals.js";
import { EnrollPasskey } from "./commands/enroll-passkey.js";
import { PaymentEnds } from "./commands/payment-ends.js";
import { scaModelRules } from "./rules.js";

type Cmd = fc.AsyncCommand<ScaModel, ScaReal>;

export function scaCommands(): fc.Arbitrary<Cmd>[] {
  const factor = fc.constantFrom("SMS_OTP" as const, "TOTP" as const);
  return [
    fc.tuple(factor, fc.boolean()).map(([f, ok]) => new Login({ factor: f, right: ok })),
    fc.constant(new EnrollTotp()),
    fc.constant(new DeleteTotp()),
    fc.constantFrom(60, 400, 901).map((s) => new AdvanceClock(s)),
    fc.constantFrom("FAILED_LOGIN_ATTEMPT" as const, "RESET_PASSWORD_COMPLETED" as const).map((e) => new RecordEvent(e)),
    fc.constant(new FactorReset()),
    fc.constant(new AuthorizePayment({ sessionEnded: false })),
  ];
}

/**
 * The rows walked on every run: a lockout and the session's end (the clock moved), and with a
 * live session a payment authorized (first refused with the sessions ended), a passkey enrolled
 * and deleted, a payment cancelled, security events recorded (the password reset ending the
 * session), a TOTP reset, the refusals of events and resets, an SMS_OTP reset and, last, a
 * payment left to expire.
 */
function prefix(): Cmd[] {
  const r = scaRules();
  return [
    new EnrollTotp(),
    new Login({ factor: "SMS_OTP", right: false }),
    new Login({ factor: "SMS_OTP", right: true }),
    new EnrollTotp(),
    new Login({ factor: "TOTP", right: true }),
    new AuthorizePayment({ sessionEnded: true }),
    new EnrollPasskey(),
    new PaymentEnds("cancelled"),
    new RecordEvent("FAILED_LOGIN_ATTEMPT"),
    new RecordEvent("RESET_PASSWORD_COMPLETED"),
    new FactorReset(),
    new Refusals(),
    new Login({ factor: "SMS_OTP", right: true }),
    new EnrollTotp(),
    new AdvanceClock(r.ttlSeconds.session + 5),
    new DeleteTotp(),
    ...Array.from({ length: r.lockout.maxFailedAttempts }, () => new Login({ factor: "SMS_OTP", right: false })),
    new Login({ factor: "SMS_OTP", right: true }),
    new AdvanceClock(r.lockout.lockSeconds + 5),
    new Login({ factor: "TOTP", right: true }),
    new DeleteTotp(),
    new FactorReset(),
    new PaymentEnds("expired"),
  ];
}

const UNKNOWN_RESET = "ScaReset:00000000-0000-4000-8000-000000000000";

const phone = () => `+4477009${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;

/** The plain case of the check: customers outside SCA regions get 409 on the SCA endpoints. */
async function outsideRegions(ctx: CheckContext): Promise<void> {
  const name = "customers outside SCA regions get 409 on the SCA endpoints";
  if (!ctx.hasPlatform("regulated")) return ctx.skipCase(name, ctx.missingPlatform("regulated"));
  await ctx.runCase(name, async (s) => {
    const client = s.clientFor(await ctx.platform("regulated"));
    const c = await client.call("POST", "/customers", { body: { ...individual(), phoneNumber: phone() } });
    for (const [method, path, body] of [
      ["GET", "/sca/factors", undefined],
      ["POST", "/sca/login/start", { factor: "SMS_OTP" }],
      ["POST", "/sca/factors", { type: "TOTP" }],
      ["POST", "/sca/factors/confirm", { type: "TOTP", secret: "00", code: "000000" }],
      ["DELETE", "/sca/factors/ScaFactor:00000000-0000-4000-8000-000000000000", undefined],
      ["POST", "/sca/record-event", { eventType: "FAILED_LOGIN_ATTEMPT" }],
      ["POST", "/sca/factors/reset", { factor: "SMS_OTP" }],
      ["GET", `/sca/factors/reset/${UNKNOWN_RESET}`, undefined],
      ["POST", `/sca/factors/reset/${UNKNOWN_RESET}/complete`, undefined],
    ] as const) {
      const res = await client.call(method, path, { query: { customerId: c.body?.id }, ...(body ? { body } : {}) });
      s.expect(res.status === 409, "sca.region", `${method} ${path} for a customer outside SCA regions answered ${got(res)}`, 409, got(res));
    }
  });
}

const scaModel = modelCheck({
  id: "model.sca",
  area: "Strong Customer Authentication",
  rule: "Strong Customer Authentication (description, Authentication 5): a missing or expired SCA login session answers 409 SCA_SESSION_REQUIRED (not 401); sessions end on the platform clock; customers outside SCA regions get 409; the live sandbox SCA code (123456) and RFC 6238 TOTP codes authenticate, wrong codes are refused and lock logins after repeated failures; enrolling a factor needs no session (live).",
  rules: scaModelRules,
  name: "random SMS_OTP and TOTP logins, TOTP enrolment and deletion, security events, factor resets, payment authorizations and clock moves",
  platform: "sca",
  setup,
  commands: scaCommands,
  maxCommands: 10,
  prefix,
  runs: { min: 2, per: 8 },
});

export const scaModelCheck: CheckDefinition = {
  ...scaModel,
  async run(ctx) {
    await outsideRegions(ctx);
    await scaModel.run(ctx);
  },
};

async function setup(real: ScaReal): Promise<{ model: ScaModel; real: ScaReal }> {
  const { s } = real;
  const c = await call(real, "POST", "/customers", { body: { ...individual(), phoneNumber: phone() } });
  s.expect(c.status === 201, "setup", `a customer could not be created: ${got(c)}`);
  return { model: { customerId: c.body?.id, failedAttempts: 0, nowMs: await real.now(), resets: 0 }, real };
}
