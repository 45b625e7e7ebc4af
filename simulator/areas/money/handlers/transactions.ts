/**
 * Transactions: list, get, the receipt-delivery confirmation, and the platform's decisions
 * approve / reject / cancel (transaction-service.ts). `followers` (wired in by the app) hear of
 * every decision; `cards` (wired in likewise) reads the card transactions the list and the
 * read show as well (card-entries.ts).
 */
import { handlerMap, type HandlerContext, type Schema, type TypedContext, type TypedResult } from "../../types.js";
import { renderTransaction } from "../domain/render.js";
import type { Decision } from "../domain/transactions.js";
import { envOf, getTransactionOr404, transactionsOf } from "../books.js";
import { confirmReceiptDelivery, decideTransaction, transactionQuery, type DecisionFollower } from "../transaction-service.js";
import { getPlatformConfig } from "../../../platform/config-state.js";
import { cardTransactionEntry, listTransactionEntries, type CardTransactionSource } from "../card-entries.js";

/** The ids a list's `customerId` may name the platform by (live): the platform's, or its configuration's. */
const platformIds = (ctx: TypedContext<"listTransactions">): string[] => [ctx.platform.id, getPlatformConfig(ctx.store, ctx.clock, ctx.platform.id).id];

const list =
  (cards: CardTransactionSource) =>
  (ctx: TypedContext<"listTransactions">): TypedResult<"listTransactions"> => ({
    status: 200,
    body: listTransactionEntries(ctx.store, cards, transactionQuery(ctx.query), platformIds(ctx)),
  });

/** GET /transactions/{transactionId}: the money area's transaction, else the card transaction of that id (live). */
const get =
  (cards: CardTransactionSource) =>
  (ctx: TypedContext<"getTransaction">): TypedResult<"getTransaction"> => {
    const card = transactionsOf(ctx.store).get(ctx.params.transactionId) ? undefined : cardTransactionEntry(ctx.store, cards, ctx.params.transactionId);
    return { status: 200, body: card ?? renderTransaction(getTransactionOr404(ctx.store, ctx.params.transactionId)) };
  };

/** POST /transactions/{transactionId}/confirm: the receipt's delivery confirmed (live), any transaction. */
function confirm(ctx: TypedContext<"confirmTransaction">): TypedResult<"confirmTransaction"> {
  const tx = confirmReceiptDelivery(envOf(ctx), ctx.params.transactionId, ctx.body?.receiptDeliveryConfirmedAt);
  return { status: 200, body: renderTransaction(tx) };
}

function decision(d: Decision, followers: readonly DecisionFollower[]) {
  return (ctx: HandlerContext): { status: 200; body: Schema<"Transaction"> } => {
    const env = envOf(ctx);
    decideTransaction(env, ctx.params.transactionId, d);
    const reason = typeof ctx.body?.reason === "string" ? ctx.body.reason : undefined;
    for (const follow of followers) follow(env, ctx.params.transactionId, d, reason);
    return { status: 200, body: renderTransaction(getTransactionOr404(ctx.store, ctx.params.transactionId)) };
  };
}

export const transactionHandlers = (followers: readonly DecisionFollower[], cards: CardTransactionSource) =>
  handlerMap({
    listTransactions: list(cards),
    getTransaction: get(cards),
    confirmTransaction: confirm,
    approveTransaction: decision("approve", followers),
    rejectTransaction: decision("reject", followers),
    cancelTransaction: decision("cancel", followers),
  });
