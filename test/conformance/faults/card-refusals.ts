/**
 * Faults in the cards area's refusals, each caught by model.cards under a named rule: a card
 * issued on another customer's account, an unknown funding account answered 404, later
 * entries of fundingSources left unchecked, a close carrying a funding change accepted,
 * simulations taken in another currency, a card transaction in the wrong state answered
 * 409, an unknown card transaction answered 409 or with another code, a return beyond what
 * is left of the purchase answered with another code, money taken beyond
 * the available balance by a tip, an advice or a return reversal, and a declined credit
 * credited.
 */
import type { Fault } from "./types.js";
import type { HandlerContext, HandlerResult } from "../../../simulator/areas/types.js";
import { original, rewrite } from "./helpers.js";
import { cardTxsOf } from "../../../simulator/areas/cards/service.js";
import { renderCardTx } from "../../../simulator/areas/cards/domain/render.js";
import { accountsOf } from "../../../simulator/areas/money/service.js";
import { cardRules } from "../../../contract/rules/cards.js";

const CARDS = ["model.cards"];
const FROM_AUTHORIZATION = [
  "simulateCardAuthorization",
  "simulateCardCreditAuthorization",
  "simulateCardCreditAuthorizationAdvice",
  "simulateCardFinancialAuthorization",
  "simulateCardFinancialCreditAuthorization",
];
const CREDITS = ["simulateCardCreditAuthorization", "simulateCardCreditAuthorizationAdvice", "simulateCardFinancialCreditAuthorization"];
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
    name: "unknown card funding account answered 404",
    kind: "not-found",
    description:
      "POST /cards and PATCH /cards/{id} naming an internal account that does not exist answer 404 ACCOUNT_NOT_FOUND instead of 400 FUNDING_SOURCE_INELIGIBLE (live: a source not the cardholder's).",
    simulatorOptions: rewrite(["createCard", "updateCard"], (r, ctx) => {
      const b = (ctx?.body.json ?? {}) as { fundingSource?: string; fundingSources?: string[] };
      const named = [...(b.fundingSources ?? []), ...(b.fundingSource ? [b.fundingSource] : [])];
      const unknown = ctx && named.some((id) => !accountsOf(ctx.runtime.store).get(id) && cardRules().fundingSourceSuffixes[id.slice(-3)] === undefined);
      return unknown && (r.body as { code?: string } | undefined)?.code === "FUNDING_SOURCE_INELIGIBLE"
        ? { status: 404, body: { code: "ACCOUNT_NOT_FOUND", reason: "no such internal account" } }
        : r;
    }),
    only: CARDS,
    expectRules: ["cards.unknown-funding-source", "response.operation-code"],
  },
  {
    name: "later card funding sources unchecked",
    kind: "status",
    description:
      "POST /cards checks only the first entry of fundingSources and binds the card to it, instead of 400 FUNDING_SOURCE_INELIGIBLE for a later bad entry.",
    simulatorOptions: {
      handlers: {
        createCard(ctx: HandlerContext) {
          const list = ctx.body?.fundingSources as string[] | undefined;
          return original("createCard")(list && list.length > 1 ? { ...ctx, body: { ...ctx.body, fundingSources: [list[0]] } } : ctx);
        },
      },
    },
    only: CARDS,
    expectRules: ["cards.funding-sources"],
  },
  {
    name: "card close carrying a funding change accepted",
    kind: "status",
    description: "PATCH /cards/{id} with state CLOSED and fundingSources or maxSpendPerTransaction closes the card (the other fields dropped) instead of 400.",
    simulatorOptions: {
      handlers: {
        updateCard(ctx: HandlerContext) {
          const closing = (ctx.body?.state ?? ctx.body?.status) === "CLOSED";
          if (!closing) return original("updateCard")(ctx);
          const { fundingSources: _s, fundingSource: _f, maxSpendPerTransaction: _m, ...rest } = ctx.body as Record<string, unknown>;
          return original("updateCard")({ ...ctx, body: rest });
        },
      },
    },
    only: CARDS,
    expectRules: ["cards.close-excludes"],
  },
  {
    name: "card simulation in the wrong state answered 409",
    kind: "status",
    description:
      "A clearing, return, advice or return reversal of a card transaction in a state it cannot take answers 409 CONFLICT instead of 400 (live: the simulations document no 409).",
    simulatorOptions: rewrite(ON_TRANSACTION, (r) => {
      const b = r.body as { code?: string; details?: { errors?: { field?: string }[] } } | undefined;
      return b?.code === "INVALID_INPUT" && b.details?.errors?.[0]?.field === "cardTransactionId"
        ? { status: 409, body: { code: "CONFLICT", reason: "the card transaction cannot take this" } }
        : r;
    }),
    only: CARDS,
    expectRules: ["cards.simulation-state", "response.status-documented"],
  },
  {
    name: "declined card credit credited",
    kind: "magic-outcome",
    description:
      "A credit simulation at a declining descriptor suffix (002, 003) is decided as the default suffix, so a single-message credit is credited (live: the suffix table applies to credits).",
    simulatorOptions: {
      handlers: Object.fromEntries(
        CREDITS.map((op) => [
          op,
          (ctx: HandlerContext) => {
            const d = String(ctx.body?.merchant?.descriptor ?? "");
            const declines = cardRules().descriptorSuffixes[d.slice(-3)]?.outcome === "DECLINED";
            return original(op)(declines ? { ...ctx, body: { ...ctx.body, merchant: { ...ctx.body.merchant, descriptor: `${d.slice(0, -3)}001` } } } : ctx);
          },
        ]),
      ),
    },
    only: CARDS,
    expectRules: ["cards.credit-suffixes"],
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
    expectRules: ["cards.transaction-not-found", "response.status-documented"],
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
    name: "return beyond what is left answered INVALID_INPUT",
    kind: "error-code",
    description: "A return of more than is left of the settled purchase answers 400 INVALID_INPUT instead of INVALID_AMOUNT.",
    simulatorOptions: recode(["simulateCardReturn"], "INVALID_AMOUNT", { status: 400, code: "INVALID_INPUT" }),
    only: CARDS,
    expectRules: ["cards.refund-excess"],
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
