/**
 * Faults in the signed execution of quotes from an embedded wallet, the credential-set
 * changes of every signed request, and the credential registrations' limits, each caught by
 * model.wallet-auth under a named rule (its plain case: signed-execution.ts,
 * unbound-execution.ts, stale-batch.ts, taken-identifiers.ts, passkeys.ts and the failures
 * tried on adding a credential).
 */
import type { Fault } from "./types.js";
import type { HandlerContext, HandlerResult } from "../../../simulator/areas/types.js";
import { original, rewrite } from "./helpers.js";
import { ApiError } from "../../../simulator/errors/api-error.js";
import { signedRequestsOf, walletsOf } from "../../../simulator/areas/wallet-auth/service.js";

const WALLET = ["model.wallet-auth"];
const SIGNED = ["wallet-auth.signed-retry", "wallet-auth.signed-retry-designed"];
const EXECUTIONS = ["executeQuote", "agentExecuteQuote"] as const;
const requestIdOf = (ctx: HandlerContext) => ctx.headers["request-id"];

/** The simulator's handler of `opId`, its failures of one of `codes` answered by `instead`. */
function catching(opId: string, codes: string[], instead: (ctx: HandlerContext, e: ApiError) => HandlerResult | Promise<HandlerResult>) {
  return async (ctx: HandlerContext) => {
    try {
      return await original(opId)(ctx);
    } catch (e) {
      if (e instanceof ApiError && codes.includes(e.code)) return instead(ctx, e);
      throw e;
    }
  };
}

const asInvalidInput = (_ctx: HandlerContext, e: ApiError): never => {
  throw ApiError.invalidInput([{ field: "Service-Wallet-Signature", in: "header", code: "INVALID_VALUE", reason: e.reason }]);
};

/** A registration the simulator refused with one of `codes`, answered as registered instead. */
const registeredAnyway = (codes: string[]) =>
  catching("createAuthCredential", codes, (ctx) => ({
    status: 201,
    body: {
      id: `AuthMethod:${crypto.randomUUID()}`,
      accountId: ctx.body.accountId,
      type: ctx.body.type,
      nickname: "accepted",
      createdAt: ctx.clock.iso(),
      updatedAt: ctx.clock.iso(),
    },
  }));

/** The operation's retries judged as if the wallet's credential set were the one their request saw. */
function setChangeIgnored(opId: string) {
  return (ctx: HandlerContext) => {
    const q = requestIdOf(ctx) ? signedRequestsOf(ctx.store).get(String(requestIdOf(ctx))) : undefined;
    const w = q ? walletsOf(ctx.store).get(q.accountId) : undefined;
    if (q && w) signedRequestsOf(ctx.store).put({ ...q, credentialSetVersion: w.credentialSetVersion });
    return original(opId)(ctx);
  };
}

export const walletPaymentFaults: Fault[] = [
  {
    name: "wallet quote execution without Request-Id answered as a missing signature",
    kind: "error-code",
    description:
      "POST /quotes/{quoteId}/execute of a quote from an embedded wallet that carries no payload to sign (its source became a wallet after it), stamped without Request-Id, answers 401 WALLET_SIGNATURE_MISSING instead of REQUEST_ID_MISSING.",
    simulatorOptions: rewrite(["executeQuote"], (r: HandlerResult) => {
      const b = r.body as { code?: string } | undefined;
      return r.status === 401 && b?.code === "REQUEST_ID_MISSING" ? { ...r, body: { ...b, code: "WALLET_SIGNATURE_MISSING" } } : r;
    }),
    only: WALLET,
    expectRules: SIGNED,
  },
  {
    name: "wallet quote execution: signature failures answered 400",
    kind: "error-code",
    description:
      "POST /quotes/{quoteId}/execute and the agent's execution of a quote from an embedded wallet answer 400 INVALID_INPUT for a missing, malformed, mismatched or invalid signature and an unknown request id (the description: 401 with the check's code).",
    simulatorOptions: {
      handlers: Object.fromEntries(
        EXECUTIONS.map((op) => [
          op,
          catching(
            op,
            ["WALLET_SIGNATURE_MISSING", "WALLET_SIGNATURE_MALFORMED", "WALLET_SIGNATURE_BODY_MISMATCH", "WALLET_SIGNATURE_INVALID", "REQUEST_NOT_FOUND"],
            asInvalidInput,
          ),
        ]),
      ),
    },
    only: WALLET,
    expectRules: SIGNED,
  },
  {
    name: "wallet quote execution: the quote's own payload cannot be signed",
    kind: "authentication",
    description:
      "A stamp of the quote's paymentInstructions payloadToSign sent without Request-Id is refused (401 WALLET_SIGNATURE_INVALID) instead of executing the quote (the live service).",
    simulatorOptions: {
      handlers: Object.fromEntries(
        EXECUTIONS.map((op) => [
          op,
          (ctx: HandlerContext) => {
            if (ctx.headers["service-wallet-signature"] && !requestIdOf(ctx))
              throw new ApiError(401, "WALLET_SIGNATURE_INVALID", "a signature needs the Request-Id of a 202", { check: "SIGNATURE_INVALID" });
            return original(op)(ctx);
          },
        ]),
      ),
    },
    only: WALLET,
    expectRules: ["wallet-auth.execute-signature"],
  },
  {
    name: "credential-set change ignored on quote execution",
    kind: "state-transition",
    description:
      "A quote execution from an embedded wallet signed after the wallet's credentials changed still executes (the description: 409 *_CREDENTIAL_SET_CHANGED).",
    simulatorOptions: { handlers: Object.fromEntries(EXECUTIONS.map((op) => [op, setChangeIgnored(op)])) },
    only: WALLET,
    expectRules: ["wallet-auth.credential-set"],
  },
  {
    name: "SMS_OTP credential-set change answered EMAIL_OTP",
    kind: "error-code",
    description: "Every 409 SMS_OTP_CREDENTIAL_SET_CHANGED answers EMAIL_OTP_CREDENTIAL_SET_CHANGED (a request signed by an SMS_OTP session included).",
    simulatorOptions: rewrite([], (r) =>
      r.status === 409 && (r.body as { code?: string } | undefined)?.code === "SMS_OTP_CREDENTIAL_SET_CHANGED"
        ? { ...r, body: { ...(r.body as object), code: "EMAIL_OTP_CREDENTIAL_SET_CHANGED" } }
        : r,
    ),
    only: WALLET,
    expectRules: ["wallet-auth.credential-set-type", ...SIGNED],
  },
  {
    name: "email and phone of another wallet's credentials registered again",
    kind: "magic-outcome",
    description:
      "POST /auth/credentials registers an EMAIL_OTP or SMS_OTP credential on an email or phone another wallet's credential holds (the description: 409 EMAIL_OTP_EMAIL_ALREADY_EXISTS / SMS_OTP_PHONE_NUMBER_ALREADY_EXISTS).",
    simulatorOptions: { handlers: { createAuthCredential: registeredAnyway(["EMAIL_OTP_EMAIL_ALREADY_EXISTS", "SMS_OTP_PHONE_NUMBER_ALREADY_EXISTS"]) } },
    only: WALLET,
    expectRules: ["wallet-auth.unique-identifiers"],
  },
  {
    name: "passkey limits not enforced",
    kind: "magic-outcome",
    description:
      "POST /auth/credentials registers a passkey whose credentialId is registered, and a second passkey of the customer (the description: 400 PASSKEY_CREDENTIAL_ALREADY_EXISTS, 409 PASSKEY_ALREADY_ENROLLED).",
    simulatorOptions: { handlers: { createAuthCredential: registeredAnyway(["PASSKEY_CREDENTIAL_ALREADY_EXISTS", "PASSKEY_ALREADY_ENROLLED"]) } },
    only: WALLET,
    expectRules: ["wallet-auth.passkey-limits"],
  },
  {
    name: "credential registration and verification replayed",
    kind: "state-transition",
    description: "The request id of an accepted credential registration or verification can be used again (a request id is single-use: 409 CONFLICT).",
    simulatorOptions: {
      handlers: Object.fromEntries(
        ["createAuthCredential", "verifyAuthCredential"].map((op) => [
          op,
          (ctx: HandlerContext) => {
            const q = requestIdOf(ctx) ? signedRequestsOf(ctx.store).get(String(requestIdOf(ctx))) : undefined;
            if (q?.usedAt) signedRequestsOf(ctx.store).put({ ...q, usedAt: undefined });
            return original(op)(ctx);
          },
        ]),
      ),
    },
    only: WALLET,
    expectRules: SIGNED,
  },
  {
    name: "credential registration retried with another body answered 400",
    kind: "error-code",
    description:
      "A POST /auth/credentials retry that is another request than the one its id was issued for answers 400 INVALID_INPUT (the description: 401 WALLET_SIGNATURE_BODY_MISMATCH).",
    simulatorOptions: { handlers: { createAuthCredential: catching("createAuthCredential", ["WALLET_SIGNATURE_BODY_MISMATCH"], asInvalidInput) } },
    only: WALLET,
    expectRules: SIGNED,
  },
  {
    name: "wallet operations on an account that is no wallet answered 404",
    kind: "error-code",
    description:
      "The privacy PATCH of an internal account that is no embedded wallet, and a credential on an internal account of the platform, answer 404 ACCOUNT_NOT_FOUND (this contract: 409 WALLET_NOT_PROVISIONED).",
    simulatorOptions: rewrite(["createAuthCredential", "updateInternalAccount"], (r) =>
      r.status === 409 && (r.body as { code?: string } | undefined)?.code === "WALLET_NOT_PROVISIONED"
        ? { ...r, status: 404, body: { ...(r.body as object), code: "ACCOUNT_NOT_FOUND" } }
        : r,
    ),
    only: WALLET,
    expectRules: ["wallet-auth.not-provisioned"],
  },
];
