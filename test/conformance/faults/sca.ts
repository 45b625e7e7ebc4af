/**
 * Faults in Strong Customer Authentication, each caught by model.sca under a named rule:
 * a session that outlives its lifetime, a factor deleted without a session, customers
 * outside SCA regions served, and a lockout that never locks.
 */
import type { Fault } from "./types.js";
import type { HandlerContext } from "../../../simulator/areas/types.js";
import { original } from "./helpers.js";
import { ApiError } from "../../../simulator/errors/api-error.js";
import { scaFactorsOf, scaSecurityOf, scaSessionsOf } from "../../../simulator/areas/sca/service.js";

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
    expectRules: ["sca.session-required", "sca.session-lifetime"],
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
];
