/**
 * Faults in embedded-wallet authentication, each caught by model.wallet-auth under a
 * named rule: a replayed request id accepted, a wrong code for a missing Request-Id, a
 * signature that does not verify accepted, session expiry ignored, a credential-set
 * change ignored (each wraps the signed PATCH /internal-accounts/{id}), and a second
 * EMAIL_OTP credential on one account accepted; the faults of the other wallet operations
 * are in wallet-auth-operations.ts, those of quote execution, credential-set changes and
 * registration limits in wallet-auth-payments.ts.
 */
import type { Fault } from "./types.js";
import type { HandlerContext } from "../../../simulator/areas/types.js";
import { original } from "./helpers.js";
import { ApiError } from "../../../simulator/errors/api-error.js";
import { sessionsOfAccount, sessionsOf, signedRequestsOf, walletsOf } from "../../../simulator/areas/wallet-auth/service.js";
import { renderWalletAccount } from "../../../simulator/areas/wallet-auth/handlers/accounts.js";
import { walletOperationFaults } from "./wallet-auth-operations.js";
import { walletPaymentFaults } from "./wallet-auth-payments.js";

const WALLET = ["model.wallet-auth"];
const requestIdOf = (ctx: HandlerContext) => ctx.headers["request-id"];

/** PATCH /internal-accounts/{id} with `before` run on a retry, then the simulator's own handler. */
function patchWith(before: (ctx: HandlerContext) => void) {
  return (ctx: HandlerContext) => {
    if (requestIdOf(ctx)) before(ctx);
    return original("updateInternalAccount")(ctx);
  };
}

/** PATCH /internal-accounts/{id} answering `code` failures with `instead`. */
function patchCatching(code: string, instead: (ctx: HandlerContext, e: ApiError) => unknown) {
  return async (ctx: HandlerContext) => {
    try {
      return await original("updateInternalAccount")(ctx);
    } catch (e) {
      if (e instanceof ApiError && e.code === code) return instead(ctx, e) as never;
      throw e;
    }
  };
}

export const walletAuthFaults: Fault[] = [
  {
    name: "wallet request id accepted twice",
    kind: "state-transition",
    description: "A signed retry's Request-Id can be used again (the description: a request id is single-use; a replay is refused).",
    simulatorOptions: {
      handlers: {
        updateInternalAccount: patchWith((ctx) => {
          const q = signedRequestsOf(ctx.store).get(String(requestIdOf(ctx)));
          if (q?.usedAt) signedRequestsOf(ctx.store).put({ ...q, usedAt: undefined });
        }),
      },
    },
    only: WALLET,
    expectRules: ["wallet-auth.signed-retry", "wallet-auth.signed-retry-designed"],
  },
  {
    name: "missing Request-Id answered WALLET_SIGNATURE_MISSING",
    kind: "error-code",
    description: "A signed retry without Request-Id answers WALLET_SIGNATURE_MISSING instead of REQUEST_ID_MISSING.",
    simulatorOptions: {
      handlers: {
        updateInternalAccount: patchCatching("REQUEST_ID_MISSING", (_ctx, e) => {
          throw new ApiError(401, "WALLET_SIGNATURE_MISSING", e.reason);
        }),
      },
    },
    only: WALLET,
    expectRules: ["wallet-auth.signed-retry", "wallet-auth.signed-retry-designed"],
  },
  {
    name: "wallet signature not verified",
    kind: "authentication",
    description: "A Service-Wallet-Signature that does not verify over payloadToSign with a session key is accepted.",
    simulatorOptions: {
      handlers: {
        updateInternalAccount: patchCatching("WALLET_SIGNATURE_INVALID", (ctx) => {
          const w = walletsOf(ctx.store).get(ctx.params.id)!;
          walletsOf(ctx.store).put({ ...w, privateEnabled: !!ctx.body.privateEnabled });
          return { status: 200, body: renderWalletAccount(ctx, w.id) };
        }),
      },
    },
    only: WALLET,
    expectRules: ["wallet-auth.signed-retry", "wallet-auth.signed-retry-designed"],
  },
  {
    name: "wallet session expiry ignored",
    kind: "magic-outcome",
    description:
      "Sessions never expire: every signed retry pushes the wallet's sessions an hour ahead (the description: sessions expire on the platform clock).",
    simulatorOptions: {
      handlers: {
        updateInternalAccount: patchWith((ctx) => {
          const later = new Date(ctx.clock.now().getTime() + 3_600_000).toISOString();
          for (const s of sessionsOfAccount(ctx.store, ctx.params.id)) sessionsOf(ctx.store).put({ ...s, expiresAt: later });
        }),
      },
    },
    only: WALLET,
    expectRules: ["wallet-auth.signed-retry", "wallet-auth.signed-retry-designed", "wallet-auth.session-lifetime"],
    withoutControl: /advanceClock\(905s\)/,
  },
  {
    name: "credential-set change ignored",
    kind: "state-transition",
    description: "A signed request issued before the wallet's credentials changed is still accepted (the description: 409 *_CREDENTIAL_SET_CHANGED).",
    simulatorOptions: {
      handlers: {
        updateInternalAccount: patchWith((ctx) => {
          const q = signedRequestsOf(ctx.store).get(String(requestIdOf(ctx)));
          const w = walletsOf(ctx.store).get(ctx.params.id);
          if (q && w) signedRequestsOf(ctx.store).put({ ...q, credentialSetVersion: w.credentialSetVersion });
        }),
      },
    },
    only: WALLET,
    expectRules: ["wallet-auth.signed-retry", "wallet-auth.credential-set"],
  },
  {
    name: "second EMAIL_OTP credential accepted",
    kind: "magic-outcome",
    description: "POST /auth/credentials registers a second EMAIL_OTP credential on an internal account instead of 400 EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS.",
    simulatorOptions: {
      handlers: {
        async createAuthCredential(ctx: HandlerContext) {
          try {
            return await original("createAuthCredential")(ctx);
          } catch (e) {
            if (e instanceof ApiError && e.code === "EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS")
              return {
                status: 201,
                body: {
                  id: "AuthMethod:dup",
                  accountId: ctx.body.accountId,
                  type: "EMAIL_OTP",
                  nickname: "dup",
                  createdAt: ctx.clock.iso(),
                  updatedAt: ctx.clock.iso(),
                },
              };
            throw e;
          }
        },
      },
    },
    only: WALLET,
    expectRules: ["wallet-auth.credential-limits"],
  },
  ...walletOperationFaults,
  ...walletPaymentFaults,
];
