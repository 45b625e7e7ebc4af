/**
 * Faults in Strong Customer Authentication, each caught by model.sca under a named rule:
 * a session that outlives its lifetime, a factor deleted without a session, an enrolment
 * that wants a session, a login that wants the description's wallet OTP code, customers
 * outside SCA regions served, a lockout that never locks, security events that change
 * nothing, factor resets that do not clear the factor or do not advance, and payment
 * authorizations that take a wrong code, lose the challenge on resend or resend with none;
 * those of payments' ends, passkey factors and unknown customers are in sca-payments.ts.
 */
import type { Fault } from "./types.js";
import type { HandlerContext } from "../../../simulator/areas/types.js";
import { original } from "./helpers.js";
import { ApiError } from "../../../simulator/errors/api-error.js";
import { activeSession, scaFactorsOf, scaSecurityOf, scaSessionsOf } from "../../../simulator/areas/sca/service.js";
import { quoteChallengesOf } from "../../../simulator/areas/money/books.js";
import { rewrite } from "./helpers.js";
import { scaPaymentFaults } from "./sca-payments.js";

const customerOf = (ctx: HandlerContext) => String(ctx.query.customerId);

/** recordSecurityEvent with the customer's security record and SCA sessions as they were before an event of `type`. */
function eventUndone(type: string, keepSessions: boolean) {
  return async (ctx: HandlerContext) => {
    if (ctx.body?.eventType !== type) return original("recordSecurityEvent")(ctx);
    const id = customerOf(ctx);
    const sec = scaSecurityOf(ctx.store).get(id);
    const sessions = scaSessionsOf(ctx.store).list({ where: { customerId: id }, limit: 1000 }).data;
    const res = await original("recordSecurityEvent")(ctx);
    if (keepSessions) for (const x of sessions) scaSessionsOf(ctx.store).put(x);
    else {
      if (sec) scaSecurityOf(ctx.store).put(sec);
      return { ...res, body: { ...(res.body as object), failedAttempts: sec?.failedAttempts ?? 0 } };
    }
    return res;
  };
}

const SCA = ["model.sca"];

function catching(operationId: string, code: string, instead: (ctx: HandlerContext) => unknown) {
  return async (ctx: HandlerContext) => {
    try {
      return await original(operationId)(ctx);
    } catch (e) {
      if (e instanceof ApiError && e.code === code) return instead(ctx) as never;
      throw e;
    }
  };
}

export const scaFaults: Fault[] = [
  {
    name: "SCA session outlives its lifetime",
    kind: "magic-outcome",
    description:
      "A completed SCA login opens a session an hour longer than the table's lifetime (the description: the session expires and the call answers 409 SCA_SESSION_REQUIRED).",
    simulatorOptions: {
      handlers: {
        async completeScaLogin(ctx: HandlerContext) {
          const res = await original("completeScaLogin")(ctx);
          if (res.status === 200) {
            const customerId = String(ctx.query.customerId);
            for (const s of scaSessionsOf(ctx.store).list({ where: { customerId }, limit: 1000 }).data) {
              scaSessionsOf(ctx.store).put({ ...s, expiresAt: new Date(Date.parse(s.expiresAt) + 3_600_000).toISOString() });
            }
          }
          return res;
        },
      },
    },
    only: SCA,
    expectRules: ["sca.session-lifetime", "sca.session-required"],
    withoutControl: /advanceClock\(905s\)/,
  },
  {
    name: "SCA factor deleted without a session",
    kind: "state-transition",
    description: "DELETE /sca/factors/{id} proceeds without an SCA login session instead of 409 SCA_SESSION_REQUIRED.",
    simulatorOptions: {
      handlers: {
        deleteScaFactor: catching("deleteScaFactor", "SCA_SESSION_REQUIRED", (ctx) => {
          scaFactorsOf(ctx.store).delete(ctx.params.credentialId);
          return { status: 204 };
        }),
      },
    },
    only: SCA,
    expectRules: ["sca.delete-needs-session", "sca.session-lifetime", "sca.record-event"],
    withoutControl: /advanceClock\(905s\)/,
  },
  {
    name: "SCA enrolment wants a session",
    kind: "status",
    description:
      "POST /sca/factors answers 409 SCA_SESSION_REQUIRED without an SCA login session for a customer whose phone gives the SMS_OTP factor (live: an enrolment is refused only outside SCA regions and for a second passkey).",
    simulatorOptions: {
      handlers: {
        startScaFactorEnrollment(ctx: HandlerContext) {
          if (!activeSession(ctx, customerOf(ctx))) throw ApiError.conflict("SCA_SESSION_REQUIRED", "the customer's SCA login session is missing or expired");
          return original("startScaFactorEnrollment")(ctx);
        },
      },
    },
    only: SCA,
    // Its 409 code is not one POST /sca/factors documents: caught by either rule, whichever the run reaches first.
    expectRules: ["sca.enrol-without-session", "response.operation-code"],
  },
  {
    name: "SCA login wants the wallet OTP code",
    kind: "magic-outcome",
    description: "POST /sca/login/complete takes 000000 (the description's embedded-wallet OTP) as the SMS code and refuses the live sandbox code 123456.",
    simulatorOptions: {
      handlers: {
        completeScaLogin(ctx: HandlerContext) {
          const code = ctx.body?.code;
          if (ctx.body?.factor === "SMS_OTP") ctx.body = { ...ctx.body, code: code === "000000" ? "123456" : code === "123456" ? "000001" : code };
          return original("completeScaLogin")(ctx);
        },
      },
    },
    only: SCA,
    expectRules: ["sca.sandbox-code"],
  },
  {
    name: "customers outside SCA regions challenged",
    kind: "status",
    description: "GET /sca/factors answers 200 for a customer outside SCA regions (the description: these endpoints return 409 for them).",
    simulatorOptions: {
      handlers: { listScaFactors: catching("listScaFactors", "CONFLICT", () => ({ status: 200, body: { factors: [] } })) },
    },
    only: SCA,
    expectRules: ["sca.region"],
  },
  {
    name: "SCA lockout never locks",
    kind: "magic-outcome",
    description: "Failed SCA logins never lock (the counter is cleared after each failure).",
    simulatorOptions: {
      handlers: {
        async completeScaLogin(ctx: HandlerContext) {
          try {
            return await original("completeScaLogin")(ctx);
          } finally {
            const id = String(ctx.query.customerId);
            const sec = scaSecurityOf(ctx.store).get(id);
            if (sec) scaSecurityOf(ctx.store).put({ ...sec, failedAttempts: 0, lockedUntil: null });
          }
        },
      },
    },
    only: SCA,
    expectRules: ["sca.login"],
  },
  {
    name: "failed login recorded not counted",
    kind: "magic-outcome",
    description: "POST /sca/record-event FAILED_LOGIN_ATTEMPT leaves the failed-login counter as it was (the live service: it increments it).",
    simulatorOptions: { handlers: { recordSecurityEvent: eventUndone("FAILED_LOGIN_ATTEMPT", false) } },
    only: SCA,
    expectRules: ["sca.record-event", "sca.login"],
  },
  {
    name: "password reset leaves SCA sessions live",
    kind: "state-transition",
    description: "POST /sca/record-event RESET_PASSWORD_COMPLETED keeps the customer's SCA sessions (the live service: it revokes every active one).",
    simulatorOptions: { handlers: { recordSecurityEvent: eventUndone("RESET_PASSWORD_COMPLETED", true) } },
    only: SCA,
    expectRules: ["sca.record-event"],
  },
  {
    name: "security events served outside SCA regions",
    kind: "status",
    description: "POST /sca/record-event answers 200 for a customer outside SCA regions (the description: these endpoints return 409 for them).",
    simulatorOptions: {
      handlers: {
        recordSecurityEvent: catching("recordSecurityEvent", "CONFLICT", (ctx) => ({
          status: 200,
          body: { eventType: ctx.body.eventType, suspended: false, failedAttempts: 0, lockedUntil: null },
        })),
      },
    },
    only: SCA,
    expectRules: ["sca.region"],
  },
  {
    name: "factor reset keeps the factor",
    kind: "state-transition",
    description: "Completing a TOTP reset answers 204 but the TOTP factor stays (the live service: the lost factor is cleared).",
    simulatorOptions: {
      handlers: {
        async completeTwoFactorReset(ctx: HandlerContext) {
          const factors = scaFactorsOf(ctx.store).list({ where: { customerId: customerOf(ctx) }, limit: 1000 }).data;
          const res = await original("completeTwoFactorReset")(ctx);
          for (const f of factors) scaFactorsOf(ctx.store).put(f);
          return res;
        },
      },
    },
    only: SCA,
    expectRules: ["sca.factor-reset"],
  },
  {
    name: "completed factor reset reads INITIATED",
    kind: "magic-outcome",
    description: "GET /sca/factors/reset/{resetId} answers INITIATED after the reset completed.",
    simulatorOptions: rewrite(["getTwoFactorResetStatus"], (r) =>
      r.status === 200 ? { ...r, body: { ...(r.body as object), status: "INITIATED", completedAt: null } } : r,
    ),
    only: SCA,
    expectRules: ["sca.factor-reset"],
  },
  {
    name: "wrong code authorizes a payment",
    kind: "authentication",
    description: "POST /quotes/{quoteId}/authorize accepts any code for the payment's challenge (the live service: an invalid proof answers 400).",
    simulatorOptions: {
      handlers: {
        authorizeQuote(ctx: HandlerContext) {
          const ch = quoteChallengesOf(ctx.store).get(ctx.params.quoteId);
          return original("authorizeQuote")(ch ? { ...ctx, body: { ...ctx.body, code: ch.code } } : ctx);
        },
      },
    },
    only: SCA,
    expectRules: ["sca.payment-authorization"],
  },
  {
    name: "payment challenge resent with another code",
    kind: "magic-outcome",
    description: "POST /quotes/{quoteId}/authorize/resend sends a challenge whose code is not the sandbox code: the payment can no longer be authorized.",
    simulatorOptions: {
      handlers: {
        async resendQuoteAuthorization(ctx: HandlerContext) {
          const res = await original("resendQuoteAuthorization")(ctx);
          const ch = quoteChallengesOf(ctx.store).get(ctx.params.quoteId);
          if (ch) quoteChallengesOf(ctx.store).put({ ...ch, code: "424242" });
          return res;
        },
      },
    },
    only: SCA,
    expectRules: ["sca.payment-authorization"],
  },
  {
    name: "payment challenge resent with none pending",
    kind: "status",
    description: "POST /quotes/{quoteId}/authorize/resend answers 204 for a payment with no challenge pending (the live service: 409).",
    simulatorOptions: { handlers: { resendQuoteAuthorization: catching("resendQuoteAuthorization", "CONFLICT", () => ({ status: 204 })) } },
    only: SCA,
    expectRules: ["sca.payment-authorization"],
  },
  {
    name: "unknown security event recorded",
    kind: "status",
    description: "POST /sca/record-event with an event type the schema does not know answers 200 (the live service: 400 invalid event type).",
    simulatorOptions: rewrite(["recordSecurityEvent"], (r) =>
      r.status === 400 ? { status: 200, body: { eventType: "FAILED_LOGIN_ATTEMPT", suspended: false, failedAttempts: 0, lockedUntil: null } } : r,
    ),
    only: SCA,
    expectRules: ["sca.refusals"],
  },
  {
    name: "factor resets read outside SCA regions",
    kind: "status",
    description: "GET /sca/factors/reset/{resetId} looks the reset up for a customer outside SCA regions (404) instead of answering 409.",
    simulatorOptions: {
      handlers: {
        getTwoFactorResetStatus: catching("getTwoFactorResetStatus", "CONFLICT", (ctx) => {
          throw ApiError.notFound("NOT_FOUND", `no factor reset ${ctx.params.resetId}`);
        }),
      },
    },
    only: SCA,
    expectRules: ["sca.region"],
  },
  ...scaPaymentFaults,
];
