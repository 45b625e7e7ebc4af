/**
 * Transactions: list, get, and the platform's decisions confirm / approve / reject / cancel
 * (transaction-service.ts). `followers` (wired in by the app) hear of every decision.
 */
import { handlerMap, type HandlerContext, type Schema, type TypedContext, type TypedResult } from "../../types.js";
import { renderTransaction, renderTransactionPage } from "../domain/render.js";
import type { Decision } from "../domain/transactions.js";
import { envOf, getTransactionOr404 } from "../books.js";
import { decideTransaction, listTransactions, transactionQuery, type DecisionFollower } from "../transaction-service.js";

function list(ctx: TypedContext<"listTransactions">): TypedResult<"listTransactions"> {
  return { status: 200, body: renderTransactionPage(listTransactions(ctx.store, transactionQuery(ctx.query))) };
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

export const transactionHandlers = (followers: readonly DecisionFollower[]) =>
  handlerMap({
    listTransactions: list,
    getTransaction: (ctx) => ({ status: 200, body: renderTransaction(getTransactionOr404(ctx.store, ctx.params.transactionId)) }),
    confirmTransaction: decision("confirm", followers),
    approveTransaction: decision("approve", followers),
    rejectTransaction: decision("reject", followers),
    cancelTransaction: decision("cancel", followers),
  });
