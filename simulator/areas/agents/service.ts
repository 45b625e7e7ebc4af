/**
 * Store access of the agents area: agents, device codes, actions, the quotes each agent
 * created; the token check of every AgentAuth call; the action webhook.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { TenantStore } from "../../store/store.js";
import { ApiError } from "../../errors/api-error.js";
import type { HandlerContext } from "../types.js";
import { agentRules } from "../../../contract/rules/agents.js";
import { tokenValid } from "./domain/agent.js";
import { renderAction } from "./domain/actions.js";
import type { AgentActionRecord, AgentPrincipal, AgentRecord } from "./domain/types.js";
import { quotesOf, storedQuoteOr404, transactionsOf, type QuoteRecord } from "../money/service.js";
import { judgeMovement } from "./domain/policy.js";
import type { Schema } from "../response.js";
import { renderTransaction } from "../money/service.js";
import { agentsOf, deviceCodesOf, agentActionsOf, agentQuotesOf } from "./state.js";
export { agentsOf, deviceCodesOf, agentActionsOf, agentQuotesOf };

/** Quotes created by an agent: quote id -> agent id. */

export const newAgentId = (type: string): string => `${type}:${randomUUID()}`;
export const random = (n: number): Uint8Array => randomBytes(n);

/** The registry key of a device code: the redeem needs no credentials, the code names the platform. */
export const deviceCodeKey = (code: string): string => `open:${code}`;

export const notFound = (what: string, id: string) => ApiError.notFound("NOT_FOUND", `no ${what} with id ${id}`);

export function getAgentOr404(store: TenantStore, id: string): AgentRecord {
  const a = agentsOf(store).get(id);
  if (!a) throw notFound("agent", id);
  return a;
}

export const unauthorized = (reason: string) => new ApiError(401, "UNAUTHORIZED", reason);
export const forbidden = (reason: string) => new ApiError(403, "FORBIDDEN", reason);

/** The bearer token of the request (the pipeline already resolved it to this platform). */
const bearerOf = (ctx: HandlerContext): string => /^Bearer\s+(\S+)$/i.exec(ctx.headers.authorization ?? "")?.[1] ?? "";

/**
 * The calling agent, checked on every AgentAuth call against the store: a deleted agent, a
 * replaced or expired token answer 401 at once (a dead token is also dropped from the
 * registry). A paused agent keeps its credentials (live: 401 is for bad credentials): what it
 * may not do while paused is judged by the policy (`agentPaused`).
 */
export function callingAgent(ctx: HandlerContext): AgentRecord {
  const p = ctx.principal as AgentPrincipal | undefined;
  const token = bearerOf(ctx);
  if (!p || p.kind !== "agent") throw unauthorized("This token is not an agent access token.");
  const a = agentsOf(ctx.store).get(p.agentId);
  if (tokenValid(a, token, ctx.clock.now().getTime())) return a!;
  ctx.bearerTokens?.revoke(token);
  throw unauthorized(!a ? "The agent of this token was deleted." : "This access token expired or was replaced by a later device-code redeem.");
}

/**
 * The permission the operation needs (spec/rules/agents.yaml `permissions`), checked before
 * anything the call names is looked up: 403 without it. A money movement is refused so too
 * where the table's `decision` refuses a missing permission (live); where it would hold it
 * for approval instead, the policy's judgement does.
 */
export function checkPermission(ctx: Pick<HandlerContext, "operationId">, agent: AgentRecord): void {
  const r = agentRules();
  const perm = r.permissions[ctx.operationId];
  const judgedLater = ctx.operationId in r.movements && r.decision.find((d) => d.rule === "permissionMissing")?.outcome !== "refuse";
  if (perm && !judgedLater && !agent.policy.permissions.includes(perm)) {
    throw forbidden(`the agent's policy does not grant ${perm} (needed by ${ctx.operationId})`);
  }
}

/** The contract's AgentAction with its current quote and transaction. */
export function actionBody(store: TenantStore, a: AgentActionRecord): Schema<"AgentAction"> {
  // Quote records are stored as the quote flow answered them (the contract's Quote), not typed field by field yet.
  const quote = a.quoteId ? (quotesOf(store).get(a.quoteId) as Schema<"Quote"> | undefined) : undefined;
  const tx = a.transactionId ? transactionsOf(store).get(a.transactionId) : undefined;
  return renderAction(a, quote, tx && renderTransaction(tx));
}

/**
 * Store an action; one entering the table's `webhookStatus` (PENDING_APPROVAL) sends the
 * agent-action webhook, once: its type names that status, so no later change sends it.
 */
export function saveAction(ctx: Pick<HandlerContext, "store" | "emit">, a: AgentActionRecord): Schema<"AgentAction"> {
  const before = agentActionsOf(ctx.store).get(a.id);
  agentActionsOf(ctx.store).put(a);
  const body = actionBody(ctx.store, a);
  const { webhookType, webhookStatus } = agentRules().actions;
  if (a.status === webhookStatus && before?.status !== webhookStatus) ctx.emit(webhookType, body);
  return body;
}

export { pageOpts as pageOf } from "../types.js";

/** A `[start, end]` window on an ISO timestamp field, from two optional query values (live: both bounds inclusive). */
export function window(field: string, after: unknown, before: unknown): ((x: object) => boolean) | undefined {
  const a = typeof after === "string" ? Date.parse(after) : undefined;
  const b = typeof before === "string" ? Date.parse(before) : undefined;
  if (a === undefined && b === undefined) return undefined;
  return (x) => {
    const t = Date.parse(String((x as Record<string, unknown>)[field]));
    return (a === undefined || t >= a) && (b === undefined || t <= b);
  };
}

/** One of the agent's own quotes, or 404 QUOTE_NOT_FOUND. */
export function ownQuote(store: TenantStore, agent: AgentRecord, id: string): QuoteRecord {
  if (agentQuotesOf(store).get(id)?.agentId !== agent.id) throw ApiError.notFound("QUOTE_NOT_FOUND", `no quote with id ${id}`);
  return storedQuoteOr404(store, id);
}

/** The policy's verdict on a movement: 403 on refusal, else "proceed" or "approve". */
export function judge(
  ctx: Pick<HandlerContext, "operationId" | "clock">,
  agent: AgentRecord,
  amount: number,
  currency: string,
  sourceAccountId: string,
): "proceed" | "approve" {
  const j = judgeMovement(
    agent.policy,
    agent.usage,
    { permission: agentRules().permissions[ctx.operationId] ?? null, amount, currency, sourceAccountId, agent },
    ctx.clock.iso(),
  );
  if (j.outcome === "refuse") throw forbidden(j.reason);
  return j.outcome;
}

/**
 * The checks of an agent's quote execution before anything moves: the calling agent (401),
 * its permission (403), its own quote (404), the policy (403 on refusal). Run again by
 * whatever gates the execution (the embedded wallet's signature) so a refused call is never
 * asked for a signature.
 */
export function agentQuoteExecution(ctx: HandlerContext): { agent: AgentRecord; quote: QuoteRecord; verdict: "proceed" | "approve" } {
  const agent = callingAgent(ctx);
  checkPermission(ctx, agent);
  const quote = ownQuote(ctx.store, agent, ctx.params.quoteId ?? "");
  const verdict = judge(ctx, agent, quote.totalSendingAmount, quote.sendingCurrency.code, quote.source.accountId);
  return { agent, quote, verdict };
}
