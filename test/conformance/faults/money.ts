/**
 * Faults in the money-movement area (external-account validation, ownership verification,
 * balances and transactions, idempotency; the operations beyond them in money-operations.ts),
 * each caught by model.external-accounts, model.ownership, model.money or idempotency under a
 * named rule.
 */
import type { Fault } from "./types.js";
import type { HandlerResult } from "../../../simulator/areas/types.js";
import { original, rewrite } from "./helpers.js";
import { ApiError } from "../../../simulator/errors/api-error.js";
import { sandboxPayoutRules, type OutcomeStep } from "../../../contract/rules/money.js";
import { quotesOf, accountsOf } from "../../../simulator/areas/money/books.js";
import { renderTransaction, transactionsOf } from "../../../simulator/areas/money/service.js";
import { getExternalAccount, saveAccount } from "../../../simulator/areas/external-accounts/service.js";
import { toResource } from "../../../simulator/areas/external-accounts/domain/account.js";
import { loadDiscoveryRules } from "../../../contract/rules/external-accounts.js";
import { bundledSpec } from "../../../contract/spec.js";
import { moneyOperationFaults } from "./money-operations.js";
import { moneyRefusalFaults } from "./money-refusals.js";
import { webhookTestFaults } from "./webhook-test-faults.js";
import { idempotencyStage } from "../../../simulator/pipeline/idempotency.js";

const MONEY = ["model.money"];

/**
 * executeQuote run while the sandbox payout table has its steps changed: the plan a
 * transaction captures at execution keeps the change, the table is restored after.
 */
function executeWithSteps(change: (s: OutcomeStep) => OutcomeStep) {
  return async (ctx: Parameters<ReturnType<typeof original>>[0]): Promise<HandlerResult> => {
    const rules = sandboxPayoutRules();
    const saved = rules.quoteDestinationOutcomes;
    rules.quoteDestinationOutcomes = Object.fromEntries(Object.entries(saved).map(([k, steps]) => [k, steps.map(change)]));
    try {
      return await original("executeQuote")(ctx);
    } finally {
      rules.quoteDestinationOutcomes = saved;
    }
  };
}

/** The contract with one accountInfo pattern loosened (the simulator's request validation follows its doc). */
function docWithPattern(schema: string, field: string, pattern: string): Record<string, any> {
  const doc = structuredClone(bundledSpec());
  doc.components.schemas[schema].properties[field].pattern = pattern;
  return doc;
}

export const moneyFaults: Fault[] = [
  {
    name: "failed payout refund not credited",
    kind: "magic-outcome",
    description: "A payout that fails (suffixes 002, 004, 006) ends FAILED but the held amount is never released back to the source's available balance.",
    simulatorOptions: { handlers: { executeQuote: executeWithSteps((s) => (s.money === "refund" ? { ...s, money: undefined } : s)) } },
    only: MONEY,
    expectRules: ["money.refund"],
  },
  {
    name: "bank return not refunded",
    kind: "magic-outcome",
    description: "Suffix 005 completes then moves to FAILED (bank return) but the sent amount never comes back to the source.",
    simulatorOptions: { handlers: { executeQuote: executeWithSteps((s) => (s.money === "return" ? { ...s, money: undefined } : s)) } },
    only: MONEY,
    expectRules: ["money.return"],
  },
  {
    name: "available balance reported negative",
    kind: "schema",
    description: "Internal accounts with a hold report available = available - total (below zero).",
    simulatorOptions: rewrite(["listCustomerInternalAccounts"], (r) => {
      const b = r.body as { data?: any[] } | undefined;
      if (!b?.data) return r;
      return {
        ...r,
        body: {
          ...b,
          data: b.data.map((a) =>
            a.totalBalance.amount > a.balance.amount ? { ...a, balance: { ...a.balance, amount: a.balance.amount - a.totalBalance.amount } } : a,
          ),
        },
      };
    }),
    only: MONEY,
    expectRules: ["money.available-non-negative"],
  },
  {
    name: "execute ignores insufficient funds",
    kind: "error-code",
    description:
      "Executing a quote larger than the source's available balance tops the account up instead of answering 400 INSUFFICIENT_FUNDS (money created).",
    simulatorOptions: {
      handlers: {
        executeQuote(ctx) {
          const q = quotesOf(ctx.store).get(ctx.params.quoteId);
          const a = q ? accountsOf(ctx.store).get(q.source?.accountId) : undefined;
          if (q && a && a.available < q.totalSendingAmount) accountsOf(ctx.store).put({ ...a, available: q.totalSendingAmount });
          return original("executeQuote")(ctx);
        },
      },
    },
    only: MONEY,
    // the money created also shows in the per-currency sum
    expectRules: ["money.insufficient-funds", "money.conservation"],
  },
  {
    name: "expired quote executed",
    kind: "state-transition",
    description: "Executing a quote after its expiresAt succeeds instead of answering 400 QUOTE_EXPIRED.",
    simulatorOptions: {
      handlers: {
        executeQuote(ctx) {
          const q = quotesOf(ctx.store).get(ctx.params.quoteId);
          if (q && !q.transactionId && (q.status === "EXPIRED" || ctx.clock.now().getTime() >= Date.parse(q.expiresAt))) {
            quotesOf(ctx.store).put({ ...q, status: "PROCESSING", expiresAt: new Date(ctx.clock.now().getTime() + 60_000).toISOString() });
          }
          return original("executeQuote")(ctx);
        },
      },
    },
    only: MONEY,
    expectRules: ["money.quote-expired"],
  },
  {
    name: "execute answers the transaction instead of the executed quote",
    kind: "schema",
    description: "POST /quotes/{id}/execute answers the Transaction it created, not the executed Quote with its transactionId.",
    simulatorOptions: {
      handlers: {
        async executeQuote(ctx) {
          const r = await original("executeQuote")(ctx);
          const txId = r.status === 200 ? (r.body as { transactionId?: string }).transactionId : undefined;
          const tx = txId ? transactionsOf(ctx.store).get(txId) : undefined;
          return tx ? { status: 200, body: renderTransaction(tx) } : r;
        },
      },
    },
    only: MONEY,
    expectRules: ["money.execute", "response.schema"],
  },
  {
    name: "transfer without amount moves half the balance",
    kind: "magic-outcome",
    description: "POST /transfer-out without amount (the full balance) moves half of the source's available balance instead of all of it.",
    simulatorOptions: {
      handlers: {
        transferOut(ctx) {
          const a = accountsOf(ctx.store).get(ctx.body?.source?.accountId);
          if (ctx.body?.amount !== undefined || !a || a.available < 2) return original("transferOut")(ctx);
          return original("transferOut")({ ...ctx, body: { ...ctx.body, amount: Math.floor(a.available / 2) } });
        },
      },
    },
    only: MONEY,
    expectRules: ["money.transfer-full-balance"],
  },
  {
    name: "duplicate execute creates a second transaction",
    kind: "state-transition",
    description: "An already executed quote can be executed again: concurrent executions without a key create two transactions and hold the amount twice.",
    simulatorOptions: {
      handlers: {
        executeQuote(ctx) {
          const q = quotesOf(ctx.store).get(ctx.params.quoteId);
          if (q?.transactionId && q.status === "COMPLETED") quotesOf(ctx.store).put({ ...q, status: "PROCESSING", transactionId: undefined });
          return original("executeQuote")(ctx);
        },
      },
    },
    only: ["idempotency"],
    expectRules: ["idempotency.concurrent-no-key", "money.execute-once"],
  },
  {
    name: "quote creation ignores its Idempotency-Key",
    kind: "state-transition",
    description: "POST /quotes runs again for a repeated Idempotency-Key: a new quote each time, and with immediatelyExecute a second payment.",
    simulatorOptions: { stages: { idempotency: (ctx, next) => (ctx.op.operationId === "createQuote" ? next() : idempotencyStage(ctx, next)) } },
    only: ["idempotency"],
    expectRules: ["idempotency.create-replay", "idempotency.create-pays-once"],
  },
  {
    name: "card transactions left out of the transaction list",
    kind: "state-transition",
    description: "GET /transactions lists no card transaction and GET /transactions/{id} answers 404 for one.",
    simulatorOptions: {
      handlers: {
        async listTransactions(ctx) {
          const r = await original("listTransactions")(ctx);
          const body = r.body as { data: { type: string }[] };
          return { ...r, body: { ...body, data: body.data.filter((t) => t.type !== "CARD") } };
        },
        getTransaction(ctx) {
          if (!transactionsOf(ctx.store).get(ctx.params.transactionId)) throw ApiError.notFound("TRANSACTION_NOT_FOUND", "no such transaction");
          return original("getTransaction")(ctx);
        },
      },
    },
    only: ["money.card-transactions"],
    expectRules: ["card-transactions.listed", "card-transactions.by-id"],
  },
  {
    name: "sandbox funding sends no balance event",
    kind: "webhooks",
    description: "POST /sandbox/internal-accounts/{accountId}/fund credits the account without sending INTERNAL_ACCOUNT.BALANCE_UPDATED.",
    simulatorOptions: {
      handlers: {
        sandboxFundInternalAccount: (ctx) =>
          original("sandboxFundInternalAccount")({
            ...ctx,
            emit: (type, data) => (type === "INTERNAL_ACCOUNT.BALANCE_UPDATED" ? undefined : ctx.emit(type, data)),
          }),
      },
    },
    only: ["webhooks.events"],
    expectRules: ["event INTERNAL_ACCOUNT.BALANCE_UPDATED"],
  },
  {
    name: "ownership signature check accepts anything",
    kind: "state-transition",
    description: "verify answers 200 ACTIVE to a signature by the wrong key or over the wrong message (or an expired challenge).",
    simulatorOptions: {
      handlers: Object.fromEntries(
        ["verifyPlatformExternalAccountOwnership", "verifyCustomerExternalAccountOwnership"].map((op) => [
          op,
          async (ctx: any) => {
            try {
              return await original(op)(ctx);
            } catch (e) {
              const a = getExternalAccount(ctx.store, ctx.params.externalAccountId);
              if (!(e instanceof ApiError) || e.status !== 400 || !a) throw e;
              const next = { ...a, status: "ACTIVE" } as typeof a;
              saveAccount(ctx.store, next, ctx.clock.iso());
              return { status: 200, body: toResource(next) };
            }
          },
        ]),
      ),
    },
    only: ["model.ownership"],
    expectRules: ["ownership.invalid-signature", "ownership.expired-signature"],
  },
  {
    name: "USD account number digit count not enforced",
    kind: "field-errors",
    description: "USD_ACCOUNT accountNumber accepts 4 to 20 digits (the description says 4-17).",
    get simulatorOptions() {
      return { doc: docWithPattern("UsdAccountInfo", "accountNumber", "^[0-9]{4,20}$") };
    },
    only: ["model.external-accounts"],
    // the 201 answer also breaks the response schema, which the engine reports first
    expectRules: ["external-accounts.digit-count", "response.schema"],
  },
  {
    name: "bankName outside the discoveries accepted",
    kind: "field-errors",
    description: "PHP/NGN/ZAR (and the designed corridors) accept any bankName instead of one from GET /discoveries.",
    simulatorOptions: {
      handlers: {
        createCustomerExternalAccount(ctx) {
          const info = ctx.body?.accountInfo;
          const d = loadDiscoveryRules();
          if (info && d.requiredFor.includes(info.accountType) && typeof info.bankName === "string" && !d.entries.some((e) => e.bankName === info.bankName)) {
            const listed = d.entries.find((e) => e.currency === ctx.body.currency && e.kind !== "MOBILE_MONEY");
            return original("createCustomerExternalAccount")({ ...ctx, body: { ...ctx.body, accountInfo: { ...info, bankName: listed?.bankName } } });
          }
          return original("createCustomerExternalAccount")(ctx);
        },
      },
    },
    only: ["model.external-accounts"],
    expectRules: ["external-accounts.discoveries"],
  },
  ...moneyOperationFaults,
  ...moneyRefusalFaults,
  ...webhookTestFaults,
];
