/**
 * Faults in the cards area, each caught by model.cards under a named rule: a wrong state
 * transition, a per-transaction limit off by one, a refund that restores the day's spend
 * capacity, a card number leaked into a Card response, and a card issued to a cardholder
 * whose KYC is not approved, a closed card without its stateReason; then the refusals of
 * card-refusals.ts.
 */
import type { Fault } from "./types.js";
import type { HandlerContext } from "../../../simulator/areas/types.js";
import { original, rewrite } from "./helpers.js";
import { cardRefusalFaults } from "./card-refusals.js";
import { cardsOf, cardSecretsOf } from "../../../simulator/areas/cards/service.js";
import { renderCard } from "../../../simulator/areas/cards/domain/render.js";
import { customersOf } from "../../../simulator/areas/customers/service.js";
import { accountsOf, isApproved } from "../../../simulator/areas/money/service.js";

const CARDS = ["model.cards"];

export const cardFaults: Fault[] = [
  {
    name: "card re-frozen instead of 409",
    kind: "state-transition",
    description: "PATCH {status} equal to the card's current status (FROZEN on a frozen card) answers 200 instead of 409 INVALID_STATE_TRANSITION.",
    simulatorOptions: {
      handlers: {
        updateCard(ctx: HandlerContext) {
          const card = cardsOf(ctx.store).get(ctx.params.id);
          if (card && card.status !== "CLOSED" && ctx.body?.status === card.status) return { status: 200, body: renderCard(card) };
          return original("updateCard")(ctx);
        },
      },
    },
    only: CARDS,
    expectRules: ["cards.status-transition"],
  },
  {
    name: "per-transaction limit off by one",
    kind: "magic-outcome",
    description: "An authorization for exactly maxSpendPerTransaction is declined SPEND_LIMIT_EXCEEDED (the description allows exactly the limit).",
    simulatorOptions: {
      handlers: {
        async simulateCardAuthorization(ctx: HandlerContext) {
          const card = cardsOf(ctx.store).get(ctx.params.id);
          if (!card || card.maxSpendPerTransaction === undefined || ctx.body?.amount !== card.maxSpendPerTransaction)
            return original("simulateCardAuthorization")(ctx);
          cardsOf(ctx.store).put({ ...card, maxSpendPerTransaction: card.maxSpendPerTransaction - 1 });
          try {
            return await original("simulateCardAuthorization")(ctx);
          } finally {
            const after = cardsOf(ctx.store).get(card.id)!;
            cardsOf(ctx.store).put({ ...after, maxSpendPerTransaction: card.maxSpendPerTransaction });
          }
        },
      },
    },
    only: CARDS,
    expectRules: ["cards.limit"],
  },
  {
    name: "refund restores daily spend capacity",
    kind: "magic-outcome",
    description: "A card refund gives its amount back to the day's maxSpendPerDay capacity (the description: refunds do not restore capacity).",
    simulatorOptions: {
      handlers: {
        async simulateCardReturn(ctx: HandlerContext) {
          const res = await original("simulateCardReturn")(ctx);
          const card = cardsOf(ctx.store).get(ctx.params.id);
          if (res.status === 202 && card) cardsOf(ctx.store).put({ ...card, usage: { ...card.usage, spend: Math.max(0, card.usage.spend - ctx.body.amount) } });
          return res;
        },
      },
    },
    only: CARDS,
    expectRules: ["cards.daily-capacity"],
  },
  {
    name: "single-message credit not credited",
    kind: "magic-outcome",
    description:
      "POST /sandbox/cards/{id}/simulate/financial_credit_authorization answers a SETTLED credit but moves no money (it runs as a credit authorization).",
    simulatorOptions: {
      handlers: {
        async simulateCardFinancialCreditAuthorization(ctx: HandlerContext) {
          const res = await original("simulateCardCreditAuthorization")(ctx);
          const body = res.body as { status?: string; authorizedAmount?: unknown } | undefined;
          return res.status === 202 && body?.status === "AUTHORIZED"
            ? { ...res, body: { ...body, status: "SETTLED", settledAmount: body.authorizedAmount } }
            : res;
        },
      },
    },
    only: CARDS,
    expectRules: ["cards.balance"],
  },
  {
    name: "card simulation without issuerTransactionToken",
    kind: "schema",
    description:
      "The further card simulations (authorization advice, credit and single-message authorizations, balance inquiry) answer without the live issuerTransactionToken.",
    simulatorOptions: {
      handlers: Object.fromEntries(
        [
          "simulateCardAuthorizationAdvice",
          "simulateCardCreditAuthorization",
          "simulateCardCreditAuthorizationAdvice",
          "simulateCardFinancialAuthorization",
          "simulateCardFinancialCreditAuthorization",
          "simulateCardBalanceInquiry",
        ].map((op) => [
          op,
          async (ctx: HandlerContext) => {
            const res = await original(op)(ctx);
            if (res.status !== 202) return res;
            const { issuerTransactionToken: _dropped, ...rest } = res.body as Record<string, unknown>;
            return { ...res, body: rest };
          },
        ]),
      ),
    },
    only: CARDS,
    expectRules: ["cards.issuer-token", "cards.simulations"],
  },
  {
    name: "card number leaked in platformCardId",
    kind: "schema",
    description: "GET /cards/{id} answers with the full card number inside platformCardId (schema-valid, but the PAN must appear in no response).",
    simulatorOptions: {
      handlers: {
        async getCard(ctx: HandlerContext) {
          const res = await original("getCard")(ctx);
          const secret = cardSecretsOf(ctx.store).get(ctx.params.id);
          if (res.status !== 200 || !secret) return res;
          return { ...res, body: { ...(res.body as object), platformCardId: `pc_${secret.pan}` } };
        },
      },
    },
    only: CARDS,
    expectRules: ["cards.pan-leak"],
  },
  {
    name: "card issued to a cardholder not KYC-approved",
    kind: "status",
    description:
      "POST /cards for a customer whose kycStatus is not APPROVED answers 201 with a card (issued on the funding source as given) instead of 400 CARDHOLDER_KYC_NOT_APPROVED.",
    simulatorOptions: {
      handlers: {
        async createCard(ctx: HandlerContext) {
          const asked = customersOf(ctx.store).get(ctx.body?.customerId);
          const owner = accountsOf(ctx.store).get(ctx.body?.fundingSource)?.customerId;
          if (!asked || isApproved(asked) || !owner) return original("createCard")(ctx);
          ctx.body = { ...ctx.body, customerId: owner };
          const res = await original("createCard")(ctx);
          const card = res.status === 201 ? cardsOf(ctx.store).get((res.body as { id: string }).id) : undefined;
          if (!card) return res;
          cardsOf(ctx.store).put({ ...card, customerId: asked.id });
          return { ...res, body: { ...(res.body as object), customerId: asked.id } };
        },
      },
    },
    only: CARDS,
    expectRules: ["cards.cardholder-kyc"],
  },
  {
    name: "closed card without its stateReason",
    kind: "schema",
    description: "A card closed with PATCH /cards/{id} reads stateReason null instead of CLOSED_BY_PLATFORM (live).",
    simulatorOptions: rewrite(["updateCard", "getCard"], (r) => {
      const b = r.body as { state?: string } | undefined;
      return b?.state === "CLOSED" ? { ...r, body: { ...b, stateReason: null } } : r;
    }),
    only: CARDS,
    expectRules: ["cards.state-reason"],
  },
  ...cardRefusalFaults,
];
