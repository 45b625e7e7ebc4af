/**
 * Faults in the cards area's refusals, each caught by model.cards under a named rule: a card
 * issued on another customer's account, an unknown funding account answered as ineligible,
 * simulations taken in another currency, an unknown card transaction answered 409 or with
 * another code, and money taken beyond the available balance by a tip, an advice or a
 * return reversal.
 */
import type { Fault } from "./types.js";
import type { HandlerContext, HandlerResult } from "../../../simulator/areas/types.js";
import { original, rewrite } from "./helpers.js";
import { cardTxsOf } from "../../../simulator/areas/cards/service.js";
import { renderCardTx } from "../../../simulator/areas/cards/domain/render.js";
import { accountsOf } from "../../../simulator/areas/money/service.js";

const CARDS = ["model.cards"];
const FROM_AUTHORIZATION = [
  "simulateCardAuthorization",
  "simulateCardCreditAuthorization",
  "simulateCardCreditAuthorizationAdvice",
  "simulateCardFinancialAuthorization",
  "simulateCardFinancialCreditAuthorization",
];
const ON_TRANSACTION = ["simulateCardClearing", "simulateCardReturn", "simulateCardAuthorizationAdvice", "simulateCardReturnReversal"];

/** The error code `from` of some operations answered as `to` (status and code). */
const recode = (ops: string[], from: string, to: { status: number; code: string }) =>
  rewrite(ops, (r: HandlerResult) =>
    (r.body as { code?: string } | undefined)?.code === from ? { ...r, status: to.status, body: { ...(r.body as object), ...to } } : r,
  );

/** A 400 INSUFFICIENT_FUNDS of `op` answered 202 with the card transaction as it stands. */
const shortAccepted = (op: string) =>
  rewrite([op], (r, ctx) => {
    const tx =
      ctx && (r.body as { code?: string } | undefined)?.code === "INSUFFICIENT_FUNDS"
        ? cardTxsOf(ctx.runtime.store).get((ctx.body.json as { cardTransactionId?: string } | undefined)?.cardTransactionId ?? "")
        : undefined;
    return tx ? { status: 202, body: renderCardTx(tx) } : r;
  });

export const cardRefusalFaults: Fault[] = [
  {
    name: "card issued on another customer's account",
    kind: "status",
    description:
      "POST /cards funded by another customer's account issues the card on the cardholder's own account of that currency instead of 400 FUNDING_SOURCE_INELIGIBLE.",
    simulatorOptions: {
      handlers: {
        createCard(ctx: HandlerContext) {
          const accounts = accountsOf(ctx.store);
          const asked = accounts.get(ctx.body?.fundingSource);
          const own =
            asked &&
            asked.customerId !== ctx.body.customerId &&
            [...accounts.values()].find((a) => a.customerId === ctx.body.customerId && a.currency === asked.currency);
          return original("createCard")(own ? { ...ctx, body: { ...ctx.body, fundingSource: own.id } } : ctx);
        },
      },
    },
    only: CARDS,
    expectRules: ["cards.funding-source"],
  },
  {
    name: "unknown card funding account answered as ineligible",
    kind: "not-found",
    description:
      "POST /cards and PATCH /cards/{id} naming an account that does not exist answer 400 FUNDING_SOURCE_INELIGIBLE instead of 404 ACCOUNT_NOT_FOUND.",
    simulatorOptions: recode(["createCard", "updateCard"], "ACCOUNT_NOT_FOUND", { status: 400, code: "FUNDING_SOURCE_INELIGIBLE" }),
    only: CARDS,
    expectRules: ["cards.unknown-funding-source"],
  },
  {
    name: "card simulation in another currency taken",
    kind: "error-code",
    description: "Simulations from an authorization body in a currency other than the card's run as if in the card's currency instead of 400 INVALID_CURRENCY.",
    simulatorOptions: {
      handlers: Object.fromEntries(
        FROM_AUTHORIZATION.map((op) => [op, (ctx: HandlerContext) => original(op)({ ...ctx, body: { ...ctx.body, currency: {} } })]),
      ),
    },
    only: CARDS,
    expectRules: ["cards.simulation-currency"],
  },
  {
    name: "unknown card transaction answered 409",
    kind: "not-found",
    description: "Clearing, return, advice and return reversal of a card transaction that does not exist answer 409 CONFLICT instead of 404.",
    simulatorOptions: {
      handlers: Object.fromEntries(
        ON_TRANSACTION.map((op) => [
          op,
          (ctx: HandlerContext) =>
            cardTxsOf(ctx.store).get(ctx.body?.cardTransactionId)
              ? original(op)(ctx)
              : { status: 409, body: { code: "CONFLICT", reason: "no such transaction" } },
        ]),
      ),
    },
    only: CARDS,
    expectRules: ["cards.transaction-not-found"],
  },
  {
    name: "unknown card transaction answered NOT_FOUND",
    kind: "error-code",
    description: "The 404 of a simulation on a card transaction that does not exist carries NOT_FOUND instead of TRANSACTION_NOT_FOUND.",
    simulatorOptions: recode(ON_TRANSACTION, "TRANSACTION_NOT_FOUND", { status: 404, code: "NOT_FOUND" }),
    only: CARDS,
    expectRules: ["cards.transaction-not-found-code"],
  },
  {
    name: "tip above the available balance taken",
    kind: "status",
    description: "A clearing whose tip needs more than the account has available answers 202 instead of 400 INSUFFICIENT_FUNDS.",
    simulatorOptions: shortAccepted("simulateCardClearing"),
    only: CARDS,
    expectRules: ["cards.balance"],
  },
  {
    name: "advice above the available balance taken",
    kind: "status",
    description: "An authorization advice raising the hold by more than the account has available answers 202 instead of 400 INSUFFICIENT_FUNDS.",
    simulatorOptions: shortAccepted("simulateCardAuthorizationAdvice"),
    only: CARDS,
    expectRules: ["cards.simulations"],
  },
  {
    name: "return reversal beyond the available balance taken",
    kind: "status",
    description: "A return reversal taking back more than the account has available answers 202 instead of 400 INSUFFICIENT_FUNDS.",
    simulatorOptions: shortAccepted("simulateCardReturnReversal"),
    only: CARDS,
    expectRules: ["cards.return-reversal"],
  },
];
