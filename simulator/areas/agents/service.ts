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
import { quotesOf, transactionsOf } from "../money/service.js";
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
 * paused one, a replaced or expired token answer 401 at once (a dead token is also dropped
 * from the registry).
 */
export function callingAgent(ctx: HandlerContext): AgentRecord {
  const p = ctx.principal as AgentPrincipal | undefined;
  const token = bearerOf(ctx);
  if (!p || p.kind !== "agent") throw unauthorized("This token is not an agent access token.");
  const a = agentsOf(ctx.store).get(p.agentId);
  if (tokenValid(a, token, ctx.clock.now().getTime())) return a!;
  if (a?.isPaused && a.token?.value === token) throw unauthorized(`Agent ${a.id} is paused by the platform.`);
  ctx.bearerTokens?.revoke(token);
  throw unauthorized(!a ? "The agent of this token was deleted." : "This access token expired or was replaced by a later device-code redeem.");
}

/** The contract's AgentAction with its current quote and transaction. */
export function actionBody(store: TenantStore, a: AgentActionRecord): Schema<"AgentAction"> {
  // Quote records are stored as the quote flow answered them (the contract's Quote), not typed field by field yet.
  const quote = a.quoteId ? (quotesOf(store).get(a.quoteId) as Schema<"Quote"> | undefined) : undefined;
  const tx = a.transactionId ? transactionsOf(store).get(a.transactionId) : undefined;
  return renderAction(a, quote, tx && renderTransaction(tx));
}

/** Store an action and send the agent-action webhook (on every change). */
export function saveAction(ctx: Pick<HandlerContext, "store" | "emit">, a: AgentActionRecord): Schema<"AgentAction"> {
  agentActionsOf(ctx.store).put(a);
  const body = actionBody(ctx.store, a);
  ctx.emit(agentRules().actions.webhookType, body);
  return body;
}

export { pageOpts as pageOf } from "../types.js";

/** A `[start, end)` window on an ISO timestamp field, from two optional query values. */
export function window(field: string, after: unknown, before: unknown): ((x: object) => boolean) | undefined {
  const a = typeof after === "string" ? Date.parse(after) : undefined;
  const b = typeof before === "string" ? Date.parse(before) : undefined;
  if (a === undefined && b === undefined) return undefined;
  return (x) => {
    const t = Date.parse(String((x as Record<string, unknown>)[field]));
    return (a === undefined || t >= a) && (b === undefined || t < b);
  };
}
