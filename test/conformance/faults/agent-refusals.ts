/**
 * Faults of model.agents' fixed refusal walks (part of the agents faults, agents.ts): an agent's
 * quote, execution, transfer out and external account refused with the wrong status or code,
 * an approval that cannot be carried out answered as carried out, and an agent's delete of a
 * trusted beneficiary taken (money.external-account-outcomes' SCA case).
 */
import type { Fault } from "./types.js";
import type { HandlerContext, HandlerResult } from "../../../simulator/areas/types.js";
import { original, rewrite } from "./helpers.js";
import { externalAccountsOf, getExternalAccount } from "../../../simulator/areas/external-accounts/service.js";

/** The answers of `ops` carrying one of `codes` rewritten to `status` `code`. */
function recode(ops: string[], codes: string[], status: number, code: string) {
  return rewrite(ops, (r: HandlerResult) => {
    const b = r.body as { code?: string } | undefined;
    return r.status >= 400 && b?.code && codes.includes(b.code) ? { ...r, status, body: { ...b, code, status } } : r;
  });
}

const ONLY = ["model.agents"];

export const agentRefusalFaults: Fault[] = [
  {
    name: "agent quote refusals answered as INVALID_INPUT",
    kind: "error-code",
    description:
      "POST /agents/me/quotes answers its refusals (unknown account, amounts, self payment, UMA addresses, PENDING account ...) with 400 INVALID_INPUT.",
    simulatorOptions: recode(
      ["agentCreateQuote"],
      [
        "ACCOUNT_NOT_FOUND",
        "AMOUNT_OUT_OF_RANGE",
        "TRANSACTION_SIZE_LIMIT_EXCEEDED",
        "SELF_PAYMENT",
        "EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED",
        "INVALID_UMA_ADDRESS",
        "UMA_NOT_FOUND",
        "INVALID_CURRENCY",
        "MISSING_MANDATORY_USER_INFO",
        "CONFLICT",
      ],
      400,
      "INVALID_INPUT",
    ),
    only: ONLY,
    expectRules: ["agents.quote-refusal"],
  },
  {
    name: "agent quote executed twice answered as INVALID_INPUT",
    kind: "status",
    description: "POST /agents/me/quotes/{quoteId}/execute of an executed quote, or of an unknown one, answers 400 INVALID_INPUT instead of 409 / 404.",
    simulatorOptions: recode(["agentExecuteQuote"], ["CONFLICT", "QUOTE_NOT_FOUND"], 400, "INVALID_INPUT"),
    only: ONLY,
    expectRules: ["agents.execute-refusal"],
  },
  {
    name: "agent execution refusals answered as INVALID_INPUT",
    kind: "error-code",
    description: "POST /agents/me/quotes/{quoteId}/execute from a source short of funds, or with a stray signed retry, answers 400 INVALID_INPUT.",
    simulatorOptions: recode(["agentExecuteQuote"], ["INSUFFICIENT_FUNDS", "REQUEST_NOT_FOUND"], 400, "INVALID_INPUT"),
    only: ONLY,
    expectRules: ["agents.execute-designed"],
  },
  {
    name: "agent quote past its expiresAt answered as INVALID_INPUT",
    kind: "error-code",
    description: "POST /agents/me/quotes/{quoteId}/execute after the quote's expiresAt answers 400 INVALID_INPUT instead of QUOTE_EXPIRED.",
    simulatorOptions: recode(["agentExecuteQuote"], ["QUOTE_EXPIRED"], 400, "INVALID_INPUT"),
    only: ONLY,
    expectRules: ["agents.execute-expired"],
    withoutControl: /agentQuoteRefusals/,
  },
  {
    name: "agent transfer out refusals answered as INVALID_INPUT",
    kind: "error-code",
    description:
      "POST /agents/me/transfer-out beyond the balance or the corridor's maximum, in another currency or to a PENDING account answers 400 INVALID_INPUT.",
    simulatorOptions: recode(
      ["agentCreateTransferOut"],
      ["INSUFFICIENT_FUNDS", "TRANSACTION_SIZE_LIMIT_EXCEEDED", "INVALID_CURRENCY", "CONFLICT"],
      400,
      "INVALID_INPUT",
    ),
    only: ONLY,
    expectRules: ["agents.transfer-refusals"],
  },
  {
    name: "agent transfer out to an unknown account answered as INVALID_INPUT",
    kind: "status",
    description: "POST /agents/me/transfer-out to an account that does not exist answers 400 INVALID_INPUT instead of 404.",
    simulatorOptions: recode(["agentCreateTransferOut"], ["ACCOUNT_NOT_FOUND"], 400, "INVALID_INPUT"),
    only: ONLY,
    expectRules: ["agents.transfer-not-found"],
  },
  {
    name: "agent external account refusals answered as INVALID_INPUT",
    kind: "error-code",
    description: "POST /agents/me/external-accounts of an account ending 105, or of one the customer holds, answers 400 INVALID_INPUT.",
    simulatorOptions: recode(["agentCreateExternalAccount"], ["INVALID_BANK_ACCOUNT", "DUPLICATE_EXTERNAL_ACCOUNT"], 400, "INVALID_INPUT"),
    only: ONLY,
    expectRules: ["agents.external-account-refusal"],
  },
  {
    name: "agent US account still validating answered as a duplicate",
    kind: "error-code",
    description:
      "POST /agents/me/external-accounts of a US account ending 201 answers 409 DUPLICATE_EXTERNAL_ACCOUNT instead of BANK_ACCOUNT_VALIDATION_PENDING.",
    simulatorOptions: recode(["agentCreateExternalAccount"], ["BANK_ACCOUNT_VALIDATION_PENDING"], 409, "DUPLICATE_EXTERNAL_ACCOUNT"),
    only: ONLY,
    expectRules: ["agents.ach-validation"],
  },
  {
    name: "approval that cannot be carried out answered APPROVED",
    kind: "state-transition",
    description: "POST /agents/{agentId}/actions/{actionId}/approve of a transfer out of an empty account answers the action APPROVED (it moved nothing).",
    simulatorOptions: rewrite(["approveAgentAction"], (r) => {
      const b = r.body as { status?: string } | undefined;
      return r.status === 200 && b?.status === "FAILED" ? { ...r, body: { ...b, status: "APPROVED" } } : r;
    }),
    only: ONLY,
    expectRules: ["agents.failed-approval"],
  },
  {
    name: "agent deletes a trusted beneficiary",
    kind: "error-code",
    description: "DELETE /agents/me/external-accounts/{id} deletes the customer's trusted beneficiary (204) instead of answering 409 BENEFICIARY_TRUSTED.",
    simulatorOptions: {
      handlers: {
        agentDeleteExternalAccount(ctx: HandlerContext) {
          const a = getExternalAccount(ctx.store, ctx.params.externalAccountId);
          if (!a?.trusted) return original("agentDeleteExternalAccount")(ctx);
          externalAccountsOf(ctx.store).delete(a.id);
          return { status: 204 };
        },
      },
    },
    only: ["money.external-account-outcomes"],
    expectRules: ["agents.trusted-delete"],
  },
];
