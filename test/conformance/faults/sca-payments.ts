/**
 * Faults in SCA payments, passkey factors and the refusals of the SCA operations, each caught
 * by model.sca under a named rule: a payment authorized without an SCA session, a cancelled
 * payment left pending, an authorized quote not COMPLETED, a second passkey enrolled,
 * unknown customers and factors answered 400, confirmations and deletions served outside
 * SCA regions.
 */
import type { Fault } from "./types.js";
import type { HandlerContext } from "../../../simulator/areas/types.js";
import { original, rewrite } from "./helpers.js";
import { ApiError } from "../../../simulator/errors/api-error.js";
import { factorsOfCustomer, scaFactorsOf, scaSessionsOf } from "../../../simulator/areas/sca/service.js";
import { quoteMetaOf, transactionsOf } from "../../../simulator/areas/money/state.js";

const SCA = ["model.sca"];

const errorCode = (body: unknown) => (body as { code?: string } | undefined)?.code;

export const scaPaymentFaults: Fault[] = [
  {
    name: "payment authorized without an SCA session",
    kind: "state-transition",
    description: "POST /quotes/{quoteId}/authorize authorizes with the customer's SCA sessions ended (the live service: 409 SCA_SESSION_REQUIRED).",
    simulatorOptions: {
      handlers: {
        async authorizeQuote(ctx: HandlerContext) {
          try {
            return await original("authorizeQuote")(ctx);
          } catch (e) {
            const customerId = quoteMetaOf(ctx.store).get(ctx.params.quoteId)?.customerId;
            if (!(e instanceof ApiError) || e.code !== "SCA_SESSION_REQUIRED" || !customerId) throw e;
            const id = `ScaSession:${crypto.randomUUID()}`;
            const at = ctx.clock.now().getTime();
            scaSessionsOf(ctx.store).put({
              id,
              customerId,
              status: "AUTHENTICATED",
              factor: "SMS_OTP",
              createdAt: ctx.clock.iso(),
              expiresAt: new Date(at + 60_000).toISOString(),
            });
            try {
              return await original("authorizeQuote")(ctx);
            } finally {
              scaSessionsOf(ctx.store).delete(id);
            }
          }
        },
      },
    },
    only: SCA,
    expectRules: ["sca.payment-authorization"],
  },
  {
    name: "cancelled payment left pending authorization",
    kind: "state-transition",
    description:
      "POST /transactions/{id}/cancel answers 200 for a payment PENDING_AUTHORIZATION but leaves it pending (the designed table: FAILED, CANCELLED_BY_PLATFORM).",
    simulatorOptions: {
      handlers: {
        cancelTransaction(ctx: HandlerContext) {
          const tx = transactionsOf(ctx.store).get(ctx.params.transactionId);
          return tx?.status === "PENDING_AUTHORIZATION" ? original("getTransaction")(ctx) : original("cancelTransaction")(ctx);
        },
      },
    },
    only: SCA,
    expectRules: ["sca.payment-states", "sca.payment-authorization"],
  },
  {
    name: "authorized payment's quote reads PROCESSING",
    kind: "magic-outcome",
    description: "POST /quotes/{quoteId}/authorize answers the authorized quote PROCESSING (the designed quote table: COMPLETED).",
    simulatorOptions: rewrite(["authorizeQuote"], (r) => (r.status === 200 ? { ...r, body: { ...(r.body as object), status: "PROCESSING" } } : r)),
    only: SCA,
    expectRules: ["sca.payment-states"],
  },
  {
    name: "second passkey factor enrolled",
    kind: "magic-outcome",
    description:
      "POST /sca/factors starts a PASSKEY enrolment for a customer with a passkey, dropping the first (the live service: 409 PASSKEY_ALREADY_ENROLLED).",
    simulatorOptions: {
      handlers: {
        async startScaFactorEnrollment(ctx: HandlerContext) {
          try {
            return await original("startScaFactorEnrollment")(ctx);
          } catch (e) {
            if (!(e instanceof ApiError) || e.code !== "PASSKEY_ALREADY_ENROLLED") throw e;
            for (const f of factorsOfCustomer(ctx.store, String(ctx.query.customerId))) if (f.factor === "PASSKEY") scaFactorsOf(ctx.store).delete(f.id);
            return original("startScaFactorEnrollment")(ctx);
          }
        },
      },
    },
    only: SCA,
    expectRules: ["sca.passkey"],
  },
  {
    name: "SCA factors and logins: unknown customers and factors answered 400",
    kind: "not-found",
    description:
      "The factor, enrolment, deletion and login operations answer 400 INVALID_INPUT for an unknown customer or factor (the live service: 404 customer or factor not found).",
    simulatorOptions: rewrite(
      ["listScaFactors", "startScaFactorEnrollment", "confirmScaFactorEnrollment", "deleteScaFactor", "startScaLogin", "completeScaLogin"],
      (r) => (r.status === 404 ? { ...r, status: 400, body: { ...(r.body as object), code: "INVALID_INPUT" } } : r),
    ),
    only: SCA,
    expectRules: ["sca.refusals"],
  },
  {
    name: "SCA enrolment confirmed and factor deleted outside SCA regions",
    kind: "status",
    description:
      "POST /sca/factors/confirm and DELETE /sca/factors/{credentialId} answer 400 for a customer outside SCA regions (the description: these endpoints return 409 for them).",
    simulatorOptions: rewrite(["confirmScaFactorEnrollment", "deleteScaFactor"], (r) =>
      r.status === 409 && errorCode(r.body) === "CONFLICT" ? { ...r, status: 400, body: { ...(r.body as object), code: "INVALID_INPUT" } } : r,
    ),
    only: SCA,
    expectRules: ["sca.region"],
  },
];
