/**
 * The agents service's actions held for the platform: a quote execution held with its
 * transaction PENDING pending platform approval (the money service's own execution, nothing
 * moves to the payee), the release or refusal of a held action (by
 * `POST /agents/{agentId}/actions/{actionId}/...` or by `POST /transactions/{transactionId}/approve`
 * / `reject`, the same effect: `followTransactionDecision` is wired into the money area's
 * decisions by the app), and the usage a carried-out movement counts.
 */
import { agentRules } from "../../../contract/rules/agents.js";
import { addMovement } from "./domain/agent.js";
import { moveAction } from "./domain/actions.js";
import type { AgentActionRecord } from "./domain/types.js";
import { decideTransaction, quotesOf, releaseHeldExecution, transactionsOf, transfer, type DecisionFollower, type MoneyEnv } from "../money/service.js";
import { agentActionsOf, agentsOf, saveAction } from "./service.js";
import type { Schema } from "../response.js";

/** Count a carried-out movement in its agent's usage (in the limits' currency; others count once with 0). */
export function countUsage(env: MoneyEnv, agentId: string, amount: number, currency: string): void {
  const a = agentsOf(env.store).get(agentId);
  if (!a) return;
  const now = env.clock.iso();
  agentsOf(env.store).put({ ...a, usage: addMovement(a.usage, currency === a.policy.spendingLimits.currency ? amount : 0, now) });
}

const amountOfAction = (env: MoneyEnv, a: AgentActionRecord): { amount: number; currency: string } => {
  if (a.transferDetails) return { amount: a.transferDetails.amount, currency: a.transferDetails.currency };
  const tx = a.transactionId ? transactionsOf(env.store).get(a.transactionId) : undefined;
  return { amount: tx?.sentAmount?.amount ?? 0, currency: tx?.sentAmount?.currency?.code ?? "" };
};

/** Whether the quote of a held execution expired before the platform's approval (platform clock). */
function quoteExpired(env: MoneyEnv, a: AgentActionRecord): boolean {
  const q = a.quoteId ? quotesOf(env.store).get(a.quoteId) : undefined;
  return !!q && env.clock.now().getTime() >= Date.parse(q.expiresAt);
}

/**
 * Carry out an approved action: release the held transaction (and start the quote's outcome
 * plan) or make the transfer. Live: a quote that expired between the execution and the
 * approval makes the action FAILED (its held transaction is declined, the money released);
 * so does a transfer that cannot be made. A FAILED action carries no `rejectionReason` (live:
 * only a rejected one does).
 */
function carryOut(env: MoneyEnv, a: AgentActionRecord, releaseHeld: boolean): AgentActionRecord {
  const now = env.clock.iso();
  if (a.type === "EXECUTE_QUOTE") {
    if (releaseHeld && quoteExpired(env, a)) {
      decideTransaction(env, a.transactionId!, "reject");
      return moveAction(a, "fail", now);
    }
    if (releaseHeld) decideTransaction(env, a.transactionId!, "approve");
    if (a.quoteId) releaseHeldExecution(env, a.quoteId, a.transactionId!);
    return moveAction(a, "approve", now);
  }
  try {
    const tx = transfer(env, a.type === "TRANSFER_IN" ? "in" : "out", a.request as Parameters<typeof transfer>[2]);
    return { ...moveAction(a, "approve", now), transactionId: tx.id };
  } catch {
    return moveAction(a, "fail", now);
  }
}

/** The platform approves a pending action. */
export function approveAction(env: MoneyEnv, a: AgentActionRecord, releaseHeld = true): Schema<"AgentAction"> {
  moveAction(a, "approve", env.clock.iso()); // 409 when not pending
  const next = carryOut(env, a, releaseHeld);
  if (next.status === "APPROVED") {
    const { amount, currency } = amountOfAction(env, next);
    countUsage(env, next.agentId, amount, currency);
  }
  return saveAction(env, next);
}

/** The platform rejects a pending action (or its agent is deleted): a held transaction is rejected, its money released. */
export function rejectAction(
  env: MoneyEnv,
  a: AgentActionRecord,
  reason: string | undefined,
  on: "reject" | "agentDeleted" = "reject",
  rejectHeld = true,
): Schema<"AgentAction"> {
  const next = { ...moveAction(a, on, env.clock.iso()), ...(reason !== undefined ? { rejectionReason: reason } : {}) };
  if (rejectHeld && a.type === "EXECUTE_QUOTE" && a.transactionId) decideTransaction(env, a.transactionId, "reject");
  return saveAction(env, next);
}

/** Reject every pending action of a deleted agent. */
export function rejectPendingOf(env: MoneyEnv, agentId: string): void {
  const pending = agentActionsOf(env.store).list({ where: { agentId, status: "PENDING_APPROVAL" }, limit: 1_000_000 }).data;
  for (const a of pending) rejectAction(env, a, agentRules().actions.deletedAgentReason, "agentDeleted");
}

/** `POST /transactions/{id}/approve` and `/reject` decided the money: an agent's action held on that transaction follows. */
export const followTransactionDecision: DecisionFollower = (env, txId, decision, reason) => {
  if (decision !== "approve" && decision !== "reject") return;
  const a = agentActionsOf(env.store).findOne("transactionId", txId);
  if (a?.status !== "PENDING_APPROVAL") return;
  if (decision === "approve") approveAction(env, a, false);
  else rejectAction(env, a, reason, "reject", false);
};
