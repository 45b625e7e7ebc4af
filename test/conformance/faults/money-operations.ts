/**
 * Faults of the money and external-account operations beyond create, quote and execute
 * (part of the money-movement faults, money.ts): executing an executed quote again, concurrent
 * executions, the quote read back, transfer-in, /sandbox/send, the receiver lookup, PATCH,
 * trusted beneficiaries and the crypto withdrawal fee estimate. Each is caught by the model
 * that drives its operation (model.money, idempotency, model.external-accounts,
 * model.ownership) under a named rule.
 */
import type { Fault } from "./types.js";
import type { HandlerContext, HandlerResult } from "../../../simulator/areas/types.js";
import { original, rewrite } from "./helpers.js";
import { ApiError } from "../../../simulator/errors/api-error.js";
import { booksOf, quotesOf } from "../../../simulator/areas/money/books.js";
import { renderTransaction, transactionsOf } from "../../../simulator/areas/money/service.js";
import { externalAccountsOf, getExternalAccount } from "../../../simulator/areas/external-accounts/service.js";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `op` as the simulator runs it, then the account as it was before the call put back (the change answered, never kept). */
function answeredNotKept(op: string) {
  return async (ctx: HandlerContext): Promise<HandlerResult> => {
    const before = getExternalAccount(ctx.store, ctx.params.externalAccountId);
    const r = await original(op)(ctx);
    if (before) externalAccountsOf(ctx.store).put(before);
    return r;
  };
}

export const moneyOperationFaults: Fault[] = [
  {
    name: "second execute of an executed quote answers 200 and debits again",
    kind: "state-transition",
    description:
      "POST /quotes/{id}/execute on a quote already executed (no Idempotency-Key) executes it again: 200, a second transaction, the total held on the source a second time.",
    simulatorOptions: {
      handlers: {
        executeQuote(ctx) {
          const q = quotesOf(ctx.store).get(ctx.params.quoteId);
          if (q?.transactionId && q.status === "COMPLETED") quotesOf(ctx.store).put({ ...q, status: "PROCESSING", transactionId: undefined });
          return original("executeQuote")(ctx);
        },
      },
    },
    only: ["model.money"],
    expectRules: ["money.execute-once", "money.no-double-debit"],
  },
  {
    name: "concurrent executions without a key all succeed",
    kind: "state-transition",
    description:
      "Execute checks the quote, then commits a moment later: executions of one quote that arrive together all see it unexecuted and all succeed (three transactions, the total held three times); one after another, the second still answers 409.",
    simulatorOptions: {
      handlers: {
        async executeQuote(ctx) {
          const seen = quotesOf(ctx.store).get(ctx.params.quoteId);
          await sleep(30);
          const now = quotesOf(ctx.store).get(ctx.params.quoteId);
          // Another execution committed meanwhile: this one goes on with the quote as it saw it.
          if (seen && now && !seen.transactionId && now.transactionId) quotesOf(ctx.store).put({ ...now, status: seen.status, transactionId: undefined });
          return original("executeQuote")(ctx);
        },
      },
    },
    only: ["idempotency"],
    expectRules: ["idempotency.concurrent-no-key"],
  },
  {
    name: "quote read back with the wrong status",
    kind: "state-transition",
    description: "GET /quotes/{quoteId} answers a quote that is neither executed nor expired as EXPIRED.",
    simulatorOptions: rewrite(["getQuote"], (r) => {
      const b = r.body as { status?: string } | undefined;
      return r.status === 200 && b?.status === "PROCESSING" ? { ...r, body: { ...b, status: "EXPIRED" } } : r;
    }),
    only: ["model.money"],
    expectRules: ["money.quote-read-status"],
  },
  {
    name: "transfer-in never credited",
    kind: "magic-outcome",
    description: "POST /transfer-in answers 201 and its transaction completes, but the amount pulled never becomes available on the internal account.",
    simulatorOptions: {
      handlers: {
        async transferIn(ctx) {
          const r = await original("transferIn")(ctx);
          const id = (r.body as { id?: string } | undefined)?.id;
          const book = id ? booksOf(ctx.store).get(id) : undefined;
          if (book) booksOf(ctx.store).put({ ...book, phase: "CLOSED" });
          return r;
        },
      },
    },
    only: ["model.money"],
    expectRules: ["money.transfer-in"],
  },
  {
    name: "sandbox send answers without paying",
    kind: "magic-outcome",
    description:
      "POST /sandbox/send on a valid real-time-funded quote answers 200 with its transaction, but nothing is paid: the destination is never credited.",
    simulatorOptions: {
      handlers: {
        sandboxSend(ctx) {
          const q = quotesOf(ctx.store).get(ctx.body?.quoteId);
          const tx = q?.transactionId ? transactionsOf(ctx.store).get(q.transactionId) : undefined;
          const valid = q && tx && ctx.body?.currencyCode === q.sendingCurrency?.code && ctx.clock.now().getTime() < Date.parse(q.expiresAt);
          return valid ? { status: 200, body: renderTransaction(tx) } : original("sandboxSend")(ctx);
        },
      },
    },
    only: ["model.money"],
    expectRules: ["money.sandbox-send"],
  },
  {
    name: "receiver lookup does not find existing accounts",
    kind: "not-found",
    description: "GET /receiver/external-account/{accountId} answers 404 ACCOUNT_NOT_FOUND for an external account that exists.",
    simulatorOptions: {
      handlers: {
        lookupExternalAccountReceiver(ctx) {
          throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no external account with id ${ctx.params.accountId}`);
        },
      },
    },
    only: ["model.external-accounts"],
    expectRules: ["external-accounts.receiver-lookup"],
  },
  {
    name: "external account PATCH not kept",
    kind: "state-transition",
    description: "PATCH /customers/external-accounts/{id} answers 200 with the change, but GET still reads the account as it was.",
    simulatorOptions: { handlers: { updateCustomerExternalAccount: answeredNotKept("updateCustomerExternalAccount") } },
    only: ["model.external-accounts"],
    expectRules: ["external-accounts.update"],
  },
  {
    name: "trusted beneficiary deleted",
    kind: "error-code",
    description: "DELETE /customers/external-accounts/{id} deletes a trusted beneficiary (204) instead of answering 409 BENEFICIARY_TRUSTED.",
    simulatorOptions: {
      handlers: {
        deleteCustomerExternalAccount(ctx) {
          const a = getExternalAccount(ctx.store, ctx.params.externalAccountId);
          if (!a?.trusted) return original("deleteCustomerExternalAccount")(ctx);
          externalAccountsOf(ctx.store).delete(a.id);
          return { status: 204 };
        },
      },
    },
    only: ["model.external-accounts"],
    expectRules: ["external-accounts.trusted-delete"],
  },
  {
    name: "untrust confirmed but the beneficiary stays trusted",
    kind: "state-transition",
    description:
      "POST .../untrust/confirm answers 200 with trusted false, but the account stays a trusted beneficiary: DELETE still answers 409 BENEFICIARY_TRUSTED.",
    simulatorOptions: { handlers: { confirmUntrustCustomerExternalAccount: answeredNotKept("confirmUntrustCustomerExternalAccount") } },
    only: ["model.external-accounts"],
    expectRules: ["external-accounts.untrust"],
  },
  {
    name: "negative withdrawal fee estimate",
    kind: "schema",
    description: "POST /crypto/estimate-withdrawal-fee answers a negative networkFee and totalFee (a fee paid out).",
    simulatorOptions: rewrite(["estimateCryptoWithdrawalFee"], (r) => {
      const b = r.body as { networkFee?: number; totalFee?: number } | undefined;
      if (r.status !== 200 || !b) return r;
      return { ...r, body: { ...b, networkFee: -Math.max(1, b.networkFee ?? 0), totalFee: -Math.max(1, b.totalFee ?? 0) } };
    }),
    only: ["model.ownership"],
    // the negative fee also breaks the response schema (minimum 0), which the engine reports first
    expectRules: ["ownership.fee-non-negative", "response.schema"],
  },
];
