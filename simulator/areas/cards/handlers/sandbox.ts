/**
 * Sandbox card simulation: authorization (descriptor suffixes, limits, a real hold on the
 * funding account), clearing (settle, tip, void) and refunds, with the card transaction
 * webhooks. (404 NOT_FOUND in Production is answered by the pipeline.)
 */
import { randomUUID } from "node:crypto";
import { jobType } from "../../../clock/jobs.js";
import { apiError } from "../../../errors/catalogue.js";
import { cardTransactionEventType, webhookEventRules } from "../../../../contract/rules/webhook-events.js";
import { handlerMap, type HandlerContext, type TypedContext, type TypedResult } from "../../types.js";
import { authorize, clear, confirm, refund } from "../domain/transactions.js";
import { renderCardTx } from "../domain/render.js";
import type { CardTxRecord } from "../domain/types.js";
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

const availableOf = (ctx: HandlerContext, accountId: string): number => accountsOf(ctx.store).get(accountId)?.available ?? 0;

function authorization(ctx: TypedContext<"simulateCardAuthorization">): TypedResult<"simulateCardAuthorization"> {
  const card = getCardOr404(ctx.store, ctx.params.id);
  const b = ctx.body as { amount: number; currency: { code: string }; merchant: { descriptor: string; mcc?: string; country?: string } };
  if (b.currency.code !== card.currency) throw apiError("INVALID_CURRENCY", `card ${card.id} is in ${card.currency}, not ${b.currency.code}`);
  const merchant = {
    descriptor: b.merchant.descriptor,
    ...(b.merchant.mcc ? { mcc: b.merchant.mcc } : {}),
    ...(b.merchant.country ? { country: b.merchant.country } : {}),
  };
  const now = ctx.clock.now();
  const platformCustomerId = customersOf(ctx.store).get(card.customerId)?.platformCustomerId;
  const r = authorize(card, { id: newTxId(), amount: b.amount, merchant, platformCustomerId }, availableOf(ctx, card.fundingSource), now);
  const env = envOf(ctx);
  post(env, r.legs, `card-${r.tx.status.toLowerCase()}`, r.tx.id);
  if (r.card !== card) cardsOf(ctx.store).put(r.card);
  cardTxsOf(ctx.store).put(r.tx);
  emitTx(ctx, r.tx);
  if (r.confirmAfterMs !== undefined)
    ctx.clock.scheduleJob({ delayMs: r.confirmAfterMs }, confirmJob({ txId: r.tx.id }), `card transaction ${r.tx.id} confirmed`);
  return { status: 202, body: renderCardTx(r.tx) };
}

function clearing(ctx: TypedContext<"simulateCardClearing">): TypedResult<"simulateCardClearing"> {
  const card = getCardOr404(ctx.store, ctx.params.id);
  const tx = getCardTxOr404(ctx.store, ctx.body.cardTransactionId, card.id);
  const r = clear(tx, ctx.body.amount, availableOf(ctx, tx.accountId), ctx.clock.now());
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

export const cardSandboxHandlers = handlerMap({
  simulateCardAuthorization: authorization,
  simulateCardClearing: clearing,
  simulateCardReturn: cardReturn,
});
