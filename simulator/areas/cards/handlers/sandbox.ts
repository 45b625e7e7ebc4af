/**
 * Sandbox card simulation: authorization (descriptor suffixes, limits, a real hold on the
 * funding account), clearing (settle, tip, void; a credit is credited), refunds and their
 * reversal, authorization advice, credit and single-message authorizations, balance
 * inquiry, with the card transaction webhooks. (404 NOT_FOUND in Production is answered by
 * the pipeline.)
 */
import { randomUUID } from "node:crypto";
import { cardRules } from "../../../../contract/rules/cards.js";
import { currencyOf } from "../../../../contract/rules/currencies.js";
import { jobType } from "../../../clock/jobs.js";
import { apiError } from "../../../errors/catalogue.js";
import { cardTransactionEventType, webhookEventRules } from "../../../../contract/rules/webhook-events.js";
import { handlerMap, type HandlerContext, type Schema, type TypedContext, type TypedResult } from "../../types.js";
import { authorize, clear, confirm, refund, type AuthorizationResult, type Funding } from "../domain/transactions.js";
import { chooseSource, sourcesOf, sourceUsable } from "../domain/card.js";
import { advise, clearCredit, issuerToken, messageTransaction, reverseReturn } from "../domain/simulations.js";
import { renderCardTx } from "../domain/render.js";
import type { CardRecord, CardTxRecord } from "../domain/types.js";
import { accountsOf, envOf, post } from "../../money/service.js";
import { customersOf } from "../../customers/service.js";
import { cardsOf, cardTxsOf, fail, getCardOr404, getCardTxOr404 } from "../service.js";

const newTxId = (): string => `Transaction:${randomUUID()}`;

/** Send the event the card transaction's status calls for (spec/rules/webhook-events.yaml), if any. */
function emitTx(ctx: Pick<HandlerContext, "emit">, tx: CardTxRecord, type = cardTransactionEventType(tx.status)): void {
  if (type) ctx.emit(type, renderCardTx(tx));
}

/** A delayed pull completes (PENDING -> CONFIRMED), a scheduled job on the platform clock. */
export const confirmJob = jobType<Pick<HandlerContext, "store" | "clock" | "emit">, { txId: string }>(
  "card-transaction.confirm",
  ({ store, clock, emit }, { txId }) => {
    const t = cardTxsOf(store).get(txId);
    const next = t && confirm(t, clock.now());
    if (!next) return;
    cardTxsOf(store).put(next);
    emitTx({ emit }, next);
  },
);

const availableOf = (ctx: Pick<HandlerContext, "store">, accountId: string): number => accountsOf(ctx.store).get(accountId)?.available ?? 0;

/**
 * The funding source an authorization of `amount` draws on: the card's sources in order,
 * passing over those it may not use (an embedded wallet without the card's ACTIVE
 * delegated key); undefined when it may use none.
 */
function fundingFor(ctx: Pick<HandlerContext, "store">, card: CardRecord, amount: number): Funding | undefined {
  const states = sourcesOf(card).map((id) => {
    const a = accountsOf(ctx.store).get(id);
    return { id, available: a?.available ?? 0, usable: sourceUsable(card, a) };
  });
  const chosen = chooseSource(states, amount);
  return chosen && { accountId: chosen.id, available: chosen.available };
}

type AuthorizationBody = { amount: number; currency: { code?: string }; merchant: { descriptor: string; mcc?: string; country?: string } };
/** What a simulation from an authorization body reads of its context (the authorization's and the further simulations' alike). */
type MessageContext = Pick<HandlerContext, "store" | "clock" | "platform" | "emit"> & { params: { id: string }; body: AuthorizationBody };
type MessageResult = { status: 202; body: Schema<"CardTransaction"> };

/** A simulation from an authorization body: the card, the decided input, then the result recorded, posted and announced. */
function message(decide: (card: CardRecord, input: Parameters<typeof authorize>[1], funding: Funding | undefined, now: Date) => AuthorizationResult) {
  return (ctx: MessageContext): MessageResult => {
    const card = getCardOr404(ctx.store, ctx.params.id);
    const b: AuthorizationBody = ctx.body;
    if (b.currency.code !== undefined && b.currency.code !== card.currency)
      throw apiError("INVALID_CURRENCY", `card ${card.id} is in ${card.currency}, not ${b.currency.code}`);
    // The further simulations take the live service's loose merchant; the card transaction shows it in
    // the CardMerchant form (descriptor cut to 25 characters, a country kept only as a 2-letter code).
    const merchant = {
      descriptor: b.merchant.descriptor.slice(0, 25) || "-",
      ...(b.merchant.mcc ? { mcc: b.merchant.mcc } : {}),
      ...(b.merchant.country && /^[A-Z]{2}$/.test(b.merchant.country) ? { country: b.merchant.country } : {}),
    };
    const platformCustomerId = customersOf(ctx.store).get(card.customerId)?.platformCustomerId;
    const r = decide(card, { id: newTxId(), amount: b.amount, merchant, platformCustomerId }, fundingFor(ctx, card, b.amount), ctx.clock.now());
    post(envOf(ctx), r.legs, `card-${r.tx.type.toLowerCase()}-${r.tx.status.toLowerCase()}`, r.tx.id);
    if (r.card !== card) cardsOf(ctx.store).put(r.card);
    cardTxsOf(ctx.store).put(r.tx);
    emitTx(ctx, r.tx);
    if (r.confirmAfterMs !== undefined)
      ctx.clock.scheduleJob({ delayMs: r.confirmAfterMs }, confirmJob({ txId: r.tx.id }), `card transaction ${r.tx.id} confirmed`);
    return { status: 202, body: renderCardTx(r.tx) };
  };
}

/** A simulation of spec/rules/cards.yaml `messageSimulations`, by its path name. */
const messageSimulation = (name: string) => {
  const sim = cardRules().messageSimulations[name];
  return message((card, input, funding, now) => messageTransaction(sim, card, input, funding, now));
};

function clearing(ctx: TypedContext<"simulateCardClearing">): TypedResult<"simulateCardClearing"> {
  const card = getCardOr404(ctx.store, ctx.params.id);
  const tx = getCardTxOr404(ctx.store, ctx.body.cardTransactionId, card.id);
  const r =
    tx.type === "CREDIT" ? clearCredit(tx, ctx.body.amount, ctx.clock.now()) : clear(tx, ctx.body.amount, availableOf(ctx, tx.accountId), ctx.clock.now());
  if ("refusal" in r) fail(r.refusal);
  post(envOf(ctx), r.ok.legs, r.ok.tx.status === "VOIDED" ? "card-void" : "card-clearing", tx.id);
  cardTxsOf(ctx.store).put(r.ok.tx);
  emitTx(ctx, r.ok.tx);
  return { status: 202, body: renderCardTx(r.ok.tx) };
}

function cardReturn(ctx: TypedContext<"simulateCardReturn">): TypedResult<"simulateCardReturn"> {
  const card = getCardOr404(ctx.store, ctx.params.id);
  const tx = getCardTxOr404(ctx.store, ctx.body.cardTransactionId, card.id);
  const r = refund(tx, ctx.body.amount, newTxId(), ctx.clock.now());
  if ("refusal" in r) fail(r.refusal);
  post(envOf(ctx), r.ok.legs, "card-refund", r.ok.credit.id);
  cardTxsOf(ctx.store).put(r.ok.purchase);
  cardTxsOf(ctx.store).put(r.ok.credit);
  emitTx(ctx, r.ok.credit, webhookEventRules().cardRefund);
  return { status: 202, body: renderCardTx(r.ok.credit) };
}

function advice(ctx: TypedContext<"simulateCardAuthorizationAdvice">): TypedResult<"simulateCardAuthorizationAdvice"> {
  const card = getCardOr404(ctx.store, ctx.params.id);
  const tx = getCardTxOr404(ctx.store, ctx.body.cardTransactionId, card.id);
  const r = advise(tx, ctx.body.amount, availableOf(ctx, tx.accountId), ctx.clock.now());
  if ("refusal" in r) fail(r.refusal);
  post(envOf(ctx), r.ok.legs, "card-advice", tx.id);
  cardTxsOf(ctx.store).put(r.ok.tx);
  emitTx(ctx, r.ok.tx, cardTransactionEventType("AUTHORIZED"));
  return { status: 202, body: renderCardTx(r.ok.tx) };
}

/**
 * The return a reversal names: the refund (a CREDIT with originalTransactionId), or, as the
 * live service names it, the refunded purchase itself: its latest SETTLED return.
 */
function returnOf(ctx: Pick<HandlerContext, "store">, named: CardTxRecord): CardTxRecord {
  if (named.type !== "DEBIT" || named.refunded === 0) return named;
  const returns = cardTxsOf(ctx.store)
    .list({ where: { cardId: named.cardId }, order: "desc", limit: 1000 })
    .data.filter((t) => t.type === "CREDIT" && t.originalTransactionId === named.id && t.status === "SETTLED");
  return returns[0] ?? named;
}

function returnReversal(ctx: TypedContext<"simulateCardReturnReversal">): TypedResult<"simulateCardReturnReversal"> {
  const card = getCardOr404(ctx.store, ctx.params.id);
  const credit = returnOf(ctx, getCardTxOr404(ctx.store, ctx.body.cardTransactionId, card.id));
  const purchase = credit.originalTransactionId ? cardTxsOf(ctx.store).get(credit.originalTransactionId) : undefined;
  const r = reverseReturn(credit, purchase, availableOf(ctx, credit.accountId), ctx.clock.now());
  if ("refusal" in r) fail(r.refusal);
  post(envOf(ctx), r.ok.legs, "card-return-reversal", credit.id);
  cardTxsOf(ctx.store).put(r.ok.credit);
  if (r.ok.purchase) cardTxsOf(ctx.store).put(r.ok.purchase);
  emitTx(ctx, r.ok.credit);
  return { status: 202, body: renderCardTx(r.ok.credit) };
}

function balanceInquiry(ctx: TypedContext<"simulateCardBalanceInquiry">): TypedResult<"simulateCardBalanceInquiry"> {
  const card = getCardOr404(ctx.store, ctx.params.id);
  return {
    status: 202,
    body: { issuerTransactionToken: issuerToken(newTxId()), available: { amount: availableOf(ctx, card.fundingSource), currency: currencyOf(card.currency) } },
  };
}

export const cardSandboxHandlers = handlerMap({
  simulateCardAuthorization: message(authorize),
  simulateCardCreditAuthorization: messageSimulation("credit_authorization"),
  simulateCardCreditAuthorizationAdvice: messageSimulation("credit_authorization_advice"),
  simulateCardFinancialAuthorization: messageSimulation("financial_authorization"),
  simulateCardFinancialCreditAuthorization: messageSimulation("financial_credit_authorization"),
  simulateCardAuthorizationAdvice: advice,
  simulateCardReturnReversal: returnReversal,
  simulateCardBalanceInquiry: balanceInquiry,
  simulateCardClearing: clearing,
  simulateCardReturn: cardReturn,
});
