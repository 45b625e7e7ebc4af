/**
 * Transactions: list (indexed filters, date window by insertion order, cursor paging),
 * get, and the platform's decisions confirm / approve / reject / cancel with their 409s.
 */
import { ApiError } from "../../../errors/api-error.js";
import { handlerMap, type HandlerContext, type ResponseBodyOf, type Schema, type TypedContext, type TypedResult } from "../../types.js";
import { omitUndefined } from "../../response.js";
import { renderTransaction } from "../domain/render.js";
import { applyTransactionEvent, type Decision } from "../domain/transactions.js";
import { successPlan } from "../domain/outcomes.js";
import { quoteMove } from "../../../../contract/rules/money-states.js";
import { booksOf, bumpPlan, envOf, getTransactionOr404, moneyAction, quotesOf, runPlan, saveTransaction, transactionsOf, txIndexOf } from "../service.js";

function list(ctx: TypedContext<"listTransactions">): TypedResult<"listTransactions"> {
  const q = ctx.query;
  const str = (k: keyof typeof q) => (typeof q[k] === "string" ? (q[k] as string) : undefined);
  const date = (k: "startDate" | "endDate") => {
    const v = str(k);
    if (v === undefined) return undefined;
    const t = Date.parse(v);
    if (Number.isNaN(t)) throw ApiError.invalidInput([{ field: k, in: "query", code: "INVALID_FORMAT", reason: "must be an ISO 8601 date-time" }]);
    return t;
  };
  const page = txIndexOf(ctx.store).query({
    where: {
      customerId: str("customerId"),
      platformCustomerId: str("platformCustomerId"),
      status: str("status"),
      type: str("type"),
      reference: str("reference"),
    },
    startMs: date("startDate"),
    endMs: date("endDate"),
    order: q.sortOrder === "asc" ? "asc" : "desc",
    limit: typeof q.limit === "number" ? q.limit : 20,
    cursor: str("cursor"),
  });
  const txs = transactionsOf(ctx.store);
  const data = page.ids
    .map((id) => txs.get(id))
    .filter((t) => t !== undefined)
    .map(renderTransaction);
  const body = omitUndefined<ResponseBodyOf<"listTransactions", 200>>({
    data,
    hasMore: page.hasMore,
    nextCursor: page.nextCursor || undefined,
    totalCount: page.totalCount,
  });
  return { status: 200, body };
}

function decision(d: Decision) {
  return (ctx: HandlerContext): { status: 200; body: Schema<"Transaction"> } => {
    const env = envOf(ctx);
    const tx = getTransactionOr404(env.store, ctx.params.transactionId);
    const decided = applyTransactionEvent(tx, d, env.clock.iso());
    bumpPlan(env, tx.id);
    if (d === "reject" || d === "cancel") moneyAction(env, tx.id, "refund");
    const next = saveTransaction(env, decided);
    if (d === "cancel" && tx.quoteId) {
      const quote = quotesOf(env.store).get(tx.quoteId);
      const to = quote ? quoteMove(quote.status, "cancelTransaction", next.status) : undefined;
      if (quote && to) quotesOf(env.store).put({ ...quote, status: to, updatedAt: env.clock.iso() });
    }
    if ((d === "confirm" || d === "approve") && booksOf(env.store).get(tx.id)) runPlan(env, tx.id, successPlan());
    return { status: 200, body: renderTransaction(transactionsOf(env.store).get(next.id) ?? next) };
  };
}

export const transactionHandlers = handlerMap({
  listTransactions: list,
  getTransaction: (ctx) => ({ status: 200, body: renderTransaction(getTransactionOr404(ctx.store, ctx.params.transactionId)) }),
  confirmTransaction: decision("confirm"),
  approveTransaction: decision("approve"),
  rejectTransaction: decision("reject"),
  cancelTransaction: decision("cancel"),
});
