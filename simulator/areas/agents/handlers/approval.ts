/**
 * Agent actions held for the platform: a quote execution held with its transaction PENDING
 * pending platform approval (the money domain's own execution, nothing moves to the payee),
 * the release or refusal of a held action (by `POST /agents/{agentId}/actions/{actionId}/...`
 * or by `POST /transactions/{transactionId}/approve` / `reject`, the same effect), and the
 * transaction decisions wrapped so an agent's action follows its transaction.
 */
import { ApiError } from "../../../errors/api-error.js";
import type { Handler, HandlerContext, HandlerMap } from "../../types.js";
import { agentRules } from "../../../../contract/rules/agents.js";
import { addMovement } from "../domain/agent.js";
import { moveAction } from "../domain/actions.js";
import type { AgentActionRecord } from "../domain/types.js";
import { executeQuote, executionRefusal, quoteTransactionId } from "../../money/domain/quote-flow.js";
import { accountsOf, applyMoneyStep, bumpPlan, customerFields, envOf, platformAccount, quoteMetaOf, runPlan, transactionsOf } from "../../money/service.js";
import { assertNotExpired, planOf } from "../../money/handlers/quotes.js";
import { transactionHandlers } from "../../money/handlers/transactions.js";
import { transferHandlers } from "../../money/handlers/transfers.js";
import { agentActionsOf, agentsOf, saveAction } from "../service.js";
import type { Schema } from "../../response.js";

/**
 * Execute a quote with its transaction held: the quote domain's execution (funds checked,
 * money on hold, OUTGOING_PAYMENT.PENDING) with no outcome plan, the transaction in the
 * table's `agentHeld` status and flags (spec/rules/transactions.yaml: PENDING, `pendingPlatformApproval`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a request body or stored record not typed from the spec yet (the pipeline validated it against its schema)
export function holdQuoteExecution(ctx: HandlerContext, quote: any): string {
  const env = envOf(ctx);
  const meta = quoteMetaOf(env.store).get(quote.id)!;
  if (quote.status === "EXPIRED") assertNotExpired(env, quote);
  const refusal = executionRefusal(quote, meta);
  if (refusal) throw refusal;
  assertNotExpired(env, quote);
  const source = accountsOf(env.store).get(meta.sourceRef);
  const now = env.clock.iso();
  const step = executeQuote(
    {
      quote,
      meta,
      sourceAvailable: source?.available,
      scaRequired: false,
      txId: quoteTransactionId(quote),
      customer: customerFields(env.store, meta.customerId),
      platformFeeAccount: quote.platformFeesIncluded > 0 ? platformAccount(env, quote.sendingCurrency.code)?.id : undefined,
      plan: [],
      held: true,
    },
    now,
  );
  applyMoneyStep(env, step);
  return step.transaction!.id;
}

const failed = (e: unknown) => (e instanceof ApiError ? `${e.code}: ${e.reason}` : "the movement could not be carried out");

/** Count a carried-out movement in its agent's usage (in the limits' currency; others count once with 0). */
export function countUsage(ctx: HandlerContext, agentId: string, amount: number, currency: string): void {
  const a = agentsOf(ctx.store).get(agentId);
  if (!a) return;
  const now = ctx.clock.iso();
  agentsOf(ctx.store).put({ ...a, usage: addMovement(a.usage, currency === a.policy.spendingLimits.currency ? amount : 0, now) });
}

const amountOfAction = (ctx: HandlerContext, a: AgentActionRecord): { amount: number; currency: string } => {
  if (a.transferDetails) return { amount: a.transferDetails.amount, currency: a.transferDetails.currency };
  const tx = a.transactionId ? transactionsOf(ctx.store).get(a.transactionId) : undefined;
  return { amount: tx?.sentAmount?.amount ?? 0, currency: tx?.sentAmount?.currency?.code ?? "" };
};

/** Carry out an approved action: release the held transaction (and start the quote's outcome plan) or make the transfer. */
async function carryOut(ctx: HandlerContext, a: AgentActionRecord, releaseHeld: boolean): Promise<AgentActionRecord> {
  const now = ctx.clock.iso();
  if (a.type === "EXECUTE_QUOTE") {
    if (releaseHeld) await transactionHandlers.approveTransaction({ ...ctx, params: { transactionId: a.transactionId! }, body: {} });
    const env = envOf(ctx);
    const meta = a.quoteId ? quoteMetaOf(env.store).get(a.quoteId) : undefined;
    if (meta) {
      bumpPlan(env, a.transactionId!);
      runPlan(env, a.transactionId!, planOf(env, meta));
    }
    return moveAction(a, "approve", now);
  }
  try {
    const h = a.type === "TRANSFER_IN" ? transferHandlers.transferIn : transferHandlers.transferOut;
    const res = await h({ ...ctx, params: {}, body: a.request });
    return { ...moveAction(a, "approve", now), transactionId: (res.body as { id: string }).id };
  } catch (e) {
    return { ...moveAction(a, "fail", now), rejectionReason: failed(e) };
  }
}

/** The platform approves a pending action. */
export async function approveAction(ctx: HandlerContext, a: AgentActionRecord, releaseHeld = true): Promise<Schema<"AgentAction">> {
  moveAction(a, "approve", ctx.clock.iso()); // 409 when not pending
  const next = await carryOut(ctx, a, releaseHeld);
  if (next.status === "APPROVED") {
    const { amount, currency } = amountOfAction(ctx, next);
    countUsage(ctx, next.agentId, amount, currency);
  }
  return saveAction(ctx, next);
}

/** The platform rejects a pending action (or its agent is deleted): a held transaction is rejected, its money released. */
export async function rejectAction(
  ctx: HandlerContext,
  a: AgentActionRecord,
  reason: string | undefined,
  on: "reject" | "agentDeleted" = "reject",
  rejectHeld = true,
): Promise<Schema<"AgentAction">> {
  const next = { ...moveAction(a, on, ctx.clock.iso()), ...(reason !== undefined ? { rejectionReason: reason } : {}) };
  if (rejectHeld && a.type === "EXECUTE_QUOTE" && a.transactionId)
    await transactionHandlers.rejectTransaction({ ...ctx, params: { transactionId: a.transactionId }, body: {} });
  return saveAction(ctx, next);
}

/** Reject every pending action of a deleted agent. */
export async function rejectPendingOf(ctx: HandlerContext, agentId: string): Promise<void> {
  const pending = agentActionsOf(ctx.store).list({ where: { agentId, status: "PENDING_APPROVAL" }, limit: 1_000_000 }).data;
  for (const a of pending) await rejectAction(ctx, a, agentRules().actions.deletedAgentReason, "agentDeleted");
}

const heldActionOf = (ctx: HandlerContext): AgentActionRecord | undefined => {
  const a = agentActionsOf(ctx.store).findOne("transactionId", ctx.params.transactionId);
  return a?.status === "PENDING_APPROVAL" ? a : undefined;
};

/** `POST /transactions/{id}/approve` and `/reject`: the money area's decision, then the agent's action follows. */
function followed(decision: "approve" | "reject"): Handler {
  const money = transactionHandlers[decision === "approve" ? "approveTransaction" : "rejectTransaction"];
  return async (ctx) => {
    const res = await money(ctx);
    const a = heldActionOf(ctx);
    if (!a) return res;
    if (decision === "approve") await approveAction(ctx, a, false);
    else await rejectAction(ctx, a, typeof ctx.body?.reason === "string" ? ctx.body.reason : undefined, "reject", false);
    return { status: res.status, body: transactionsOf(ctx.store).get(ctx.params.transactionId) };
  };
}

export const agentTransactionDecisionHandlers: HandlerMap = {
  approveTransaction: followed("approve"),
  rejectTransaction: followed("reject"),
};
