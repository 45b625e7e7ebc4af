/**
 * Agent Management (platform credentials): agents, their policy, device codes (issue, poll,
 * redeem for the bearer token), approvals. The operations an agent makes with its token are
 * in agents-me.ts; held actions and their release in agents-approval.ts. All maps merge
 * here (one registry line).
 */
import { ApiError } from "../../errors/api-error.js";
import { handlerMap, type HandlerContext, type HandlerMap, type TypedContext, type TypedResult } from "../types.js";
import { customersOf } from "../customers/service.js";
import { accountsOf, getExternalAccount } from "../money/service.js";
import { isConnected, newAgent, patchAgent, patchPolicy, renderAgent } from "./domain/agent.js";
import { deviceCodeExpiry, formatDeviceCode, formatToken, redeemRefusal, tokenExpiry } from "./domain/codes.js";
import type { AgentPolicy, AgentPrincipal, AgentRecord, DeviceCodePrincipal, DeviceCodeRecord } from "./domain/types.js";
import { agentRules } from "../../../contract/rules/agents.js";
import { actionBody, agentActionsOf, agentsOf, deviceCodeKey, deviceCodesOf, getAgentOr404, newAgentId, notFound, pageOf, random, window } from "./service.js";
import { approveAction, rejectAction, rejectPendingOf } from "./action-service.js";
import { agentMeHandlers } from "./handlers/me.js";

/** Account ids a policy names must be accounts of the agent's customer (400 otherwise). */
function checkPolicyAccounts(ctx: HandlerContext, customerId: string, policy: Pick<Partial<AgentPolicy>, "accountRestrictions"> | undefined): void {
  const ids = [...(policy?.accountRestrictions?.allowedAccountIds ?? []), ...(policy?.accountRestrictions?.accountRules ?? []).map((r) => r.accountId)];
  for (const id of ids) {
    const owner = accountsOf(ctx.store).get(id)?.customerId ?? getExternalAccount(ctx.store, id)?.customerId;
    if (owner !== customerId) {
      throw ApiError.invalidInput([
        { field: "policy.accountRestrictions", in: "body", code: "INVALID_VALUE", reason: `${id} is not an account of customer ${customerId}` },
      ]);
    }
  }
}

/** Issue a device code for an agent: earlier unredeemed codes are revoked; the code is registered so the redeem finds its platform. */
function issueCode(ctx: HandlerContext, agentId: string): DeviceCodeRecord {
  const codes = deviceCodesOf(ctx.store);
  for (const c of codes.list({ where: { agentId }, limit: 1_000_000 }).data) {
    if (!c.redeemed && !c.revoked) {
      codes.put({ ...c, revoked: true });
      ctx.bearerTokens?.revoke(deviceCodeKey(c.id));
    }
  }
  let code = formatDeviceCode(random(16));
  for (let i = 0; i < 8 && codes.get(code); i++) code = formatDeviceCode(random(16));
  const rec: DeviceCodeRecord = { id: code, agentId, expiresAt: deviceCodeExpiry(ctx.clock.iso()), redeemed: false };
  codes.put(rec);
  ctx.bearerTokens?.register(deviceCodeKey(code), { kind: "deviceCode", code } satisfies DeviceCodePrincipal);
  return rec;
}

const codeBody = (c: DeviceCodeRecord) => ({ code: c.id, agentId: c.agentId, expiresAt: c.expiresAt, redeemed: c.redeemed });

function create(ctx: TypedContext<"createAgent">): TypedResult<"createAgent"> {
  const body = ctx.body;
  if (!customersOf(ctx.store).get(body.customerId)) throw ApiError.notFound("CUSTOMER_NOT_FOUND", `no customer with id ${body.customerId}`);
  checkPolicyAccounts(ctx, body.customerId, body.policy);
  const now = ctx.clock.iso();
  const agent = newAgent(newAgentId("Agent"), body, now);
  agentsOf(ctx.store).put(agent);
  const code = issueCode(ctx, agent.id);
  return { status: 201, body: { agent: renderAgent(agent, now), deviceCode: codeBody(code) } };
}

function list(ctx: TypedContext<"listAgents">): TypedResult<"listAgents"> {
  const q = ctx.query;
  const nowMs = ctx.clock.now().getTime();
  const created = window("createdAt", q.createdAfter, q.createdBefore);
  const updated = window("updatedAt", q.updatedAfter, q.updatedBefore);
  const page = agentsOf(ctx.store).list({
    ...pageOf(q),
    order: "desc",
    where: { customerId: q.customerId, isPaused: q.isPaused },
    filter: (a: AgentRecord) =>
      (q.isConnected === undefined || isConnected(a, nowMs) === q.isConnected) && (!created || created(a)) && (!updated || updated(a)),
  });
  const now = ctx.clock.iso();
  return { status: 200, body: { ...page, data: page.data.map((a) => renderAgent(a, now)) } };
}

function update(ctx: TypedContext<"updateAgent">): TypedResult<"updateAgent"> {
  const a = getAgentOr404(ctx.store, ctx.params.agentId);
  const next = patchAgent(a, ctx.body ?? {}, ctx.clock.iso());
  agentsOf(ctx.store).put(next);
  return { status: 200, body: renderAgent(next, ctx.clock.iso()) };
}

function updatePolicy(ctx: TypedContext<"updateAgentPolicy">): TypedResult<"updateAgentPolicy"> {
  const a = getAgentOr404(ctx.store, ctx.params.agentId);
  checkPolicyAccounts(ctx, a.customerId, ctx.body);
  const next = { ...a, policy: patchPolicy(a.policy, ctx.body ?? {}), updatedAt: ctx.clock.iso() };
  agentsOf(ctx.store).put(next);
  return { status: 200, body: renderAgent(next, ctx.clock.iso()) };
}

/** Delete: the token stops at once, codes are revoked, pending actions rejected (held money released). */
async function remove(ctx: TypedContext<"deleteAgent">): Promise<TypedResult<"deleteAgent">> {
  const a = getAgentOr404(ctx.store, ctx.params.agentId);
  if (a.token) ctx.bearerTokens?.revoke(a.token.value);
  agentsOf(ctx.store).delete(a.id);
  const codes = deviceCodesOf(ctx.store);
  for (const c of codes.list({ where: { agentId: a.id }, limit: 1_000_000 }).data) {
    ctx.bearerTokens?.revoke(deviceCodeKey(c.id));
    codes.delete(c.id);
  }
  await rejectPendingOf(ctx, a.id);
  return { status: 204 };
}

/** A new device code, for an agent not connected (live: an agent with an active connection answers 409). */
function regenerate(ctx: TypedContext<"regenerateAgentDeviceCode">): TypedResult<"regenerateAgentDeviceCode"> {
  const a = getAgentOr404(ctx.store, ctx.params.agentId);
  if (isConnected(a, ctx.clock.now().getTime())) {
    throw ApiError.conflict(
      "CONFLICT",
      `agent ${a.id} has an active connection (its device code was redeemed and its token is valid until ${a.token!.expiresAt}): no new device code; delete the agent to install it again`,
    );
  }
  return { status: 201, body: codeBody(issueCode(ctx, a.id)) };
}

function codeStatus(ctx: TypedContext<"getAgentDeviceCodeStatus">): TypedResult<"getAgentDeviceCodeStatus"> {
  const c = deviceCodesOf(ctx.store).get(ctx.params.code);
  if (!c || c.revoked) throw notFound("device code", ctx.params.code);
  return { status: 200, body: { code: c.id, redeemed: c.redeemed } };
}

/** Redeem (no credentials: the pipeline found the platform by the code): once, before it expires. */
function redeem(ctx: TypedContext<"redeemAgentDeviceCode">): TypedResult<"redeemAgentDeviceCode"> {
  const codes = deviceCodesOf(ctx.store);
  const c = codes.get(ctx.params.code);
  const agent = c ? agentsOf(ctx.store).get(c.agentId) : undefined;
  const refusal = agent ? redeemRefusal(c, ctx.clock.now().getTime()) : "unknown";
  if (refusal === "unknown") throw notFound("device code", ctx.params.code);
  if (refusal) {
    const reason =
      refusal === "redeemed"
        ? `device code ${c!.id} was already redeemed; issue a new one (POST /agents/{agentId}/device-codes)`
        : `device code ${c!.id} expired at ${c!.expiresAt}; issue a new one`;
    throw ApiError.invalidInput([{ field: "code", in: "path", code: "INVALID_VALUE", reason }], reason);
  }
  const now = ctx.clock.iso();
  if (agent!.token) ctx.bearerTokens?.revoke(agent!.token.value);
  const token = formatToken(random(agentRules().accessToken.bytes));
  agentsOf(ctx.store).put({ ...agent!, token: { value: token, expiresAt: tokenExpiry(now) }, updatedAt: now });
  codes.put({ ...c!, redeemed: true });
  ctx.bearerTokens?.register(token, { kind: "agent", agentId: agent!.id } satisfies AgentPrincipal);
  return { status: 200, body: { agentId: agent!.id, agentName: agent!.name, accessToken: token, policy: agent!.policy } };
}

function actionOf(ctx: HandlerContext) {
  getAgentOr404(ctx.store, ctx.params.agentId);
  const a = agentActionsOf(ctx.store).get(ctx.params.actionId);
  if (!a || a.agentId !== ctx.params.agentId) throw notFound("action", ctx.params.actionId);
  return a;
}

function approvals(ctx: TypedContext<"listAgentApprovals">): TypedResult<"listAgentApprovals"> {
  const q = ctx.query;
  const created = window("createdAt", q.startDate, q.endDate);
  const page = agentActionsOf(ctx.store).list({
    ...pageOf(q),
    order: q.sortOrder === "asc" ? "asc" : "desc",
    where: { status: "PENDING_APPROVAL", agentId: q.agentId, customerId: q.customerId },
    filter: created,
  });
  return { status: 200, body: { ...page, data: page.data.map((a) => actionBody(ctx.store, a)) } };
}

export const agentHandlers: HandlerMap = {
  ...handlerMap({
    createAgent: create,
    listAgents: list,
    listAgentApprovals: approvals,
    getAgentById: (ctx) => ({ status: 200, body: renderAgent(getAgentOr404(ctx.store, ctx.params.agentId), ctx.clock.iso()) }),
    updateAgent: update,
    deleteAgent: remove,
    updateAgentPolicy: updatePolicy,
    regenerateAgentDeviceCode: regenerate,
    getAgentDeviceCodeStatus: codeStatus,
    redeemAgentDeviceCode: redeem,
    approveAgentAction: async (ctx) => ({ status: 200, body: await approveAction(ctx, actionOf(ctx)) }),
    rejectAgentAction: async (ctx) => ({
      status: 200,
      body: await rejectAction(ctx, actionOf(ctx), typeof ctx.body?.reason === "string" ? ctx.body.reason : undefined),
    }),
  }),
  ...agentMeHandlers,
};
