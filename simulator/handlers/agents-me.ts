/**
 * Agent Operations (AgentAuth): every call checks the agent's token against the store, the
 * permission spec/rules/agents.yaml gives the operation, and that every object named is the
 * agent's customer's (404 otherwise); then it runs the platform's own handler for that
 * customer (quotes, transactions, transfers, accounts: the same domain, ledger, sandbox
 * outcomes and webhooks). Money movements are judged by the policy first
 * (domain/agents/policy.ts): carried out, held for approval, or refused.
 */
import { ApiError } from "../errors/api-error.js";
import type { Handler, HandlerContext, HandlerMap, HandlerResult } from "./types.js";
import { agentRules } from "../../contract/rules/agents.js";
import { renderAgent } from "../domain/agents/agent.js";
import { judgeMovement } from "../domain/agents/policy.js";
import type { AgentActionRecord, AgentRecord } from "../domain/agents/types.js";
import { customersOf } from "./kyc-repo.js";
import { accountsOf, getExternalAccount, getTransactionOr404, quotesOf } from "./money-repo.js";
import { quoteHandlers } from "./quotes.js";
import { transactionHandlers } from "./transactions.js";
import { transferHandlers } from "./transfers.js";
import { internalAccountHandlers } from "./internal-accounts.js";
import { externalAccountHandlers } from "./external-accounts.js";
import { actionBody, agentActionsOf, agentQuotesOf, callingAgent, forbidden, newAgentId, notFound, pageOf, saveAction } from "./agents-repo.js";
import { countUsage, holdQuoteExecution } from "./agents-approval.js";

type AgentHandler = (ctx: HandlerContext, agent: AgentRecord) => HandlerResult | Promise<HandlerResult>;

/** Token check, then the permission of the operation (movements are judged by the policy instead). */
function asAgent(h: AgentHandler): Handler {
  return (ctx) => {
    const agent = callingAgent(ctx);
    const r = agentRules();
    const perm = r.permissions[ctx.operationId];
    if (perm && !(ctx.operationId in r.movements) && !agent.policy.permissions.includes(perm)) {
      throw forbidden(`the agent's policy does not grant ${perm} (needed by ${ctx.operationId})`);
    }
    return h(ctx, agent);
  };
}

const accountNotFound = (id: string) => ApiError.notFound("ACCOUNT_NOT_FOUND", `no account with id ${id}`);

/** An internal or external account id of the agent's customer, or 404 ACCOUNT_NOT_FOUND. */
function ownAccount(ctx: HandlerContext, agent: AgentRecord, id: string, kinds: ("internal" | "external")[] = ["internal", "external"]) {
  const internal = kinds.includes("internal") ? accountsOf(ctx.store).get(id) : undefined;
  if (internal?.customerId === agent.customerId) return { kind: "internal" as const, currency: internal.currency };
  const external = kinds.includes("external") ? getExternalAccount(ctx.store, id) : undefined;
  if (external?.customerId === agent.customerId) return { kind: "external" as const, currency: external.currency };
  throw accountNotFound(id);
}

const platformCustomerIdOf = (ctx: HandlerContext, customerId: string): string => customersOf(ctx.store).get(customerId)?.platformCustomerId ?? customerId;

function newAction(ctx: HandlerContext, agent: AgentRecord, type: AgentActionRecord["type"], fields: Partial<AgentActionRecord>): AgentActionRecord {
  const now = ctx.clock.iso();
  return {
    id: newAgentId("AgentAction"),
    agentId: agent.id,
    customerId: agent.customerId,
    platformCustomerId: platformCustomerIdOf(ctx, agent.customerId),
    status: "PENDING_APPROVAL",
    type,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

/** The policy's verdict on a movement: 403 on refusal, else "proceed" or "approve". */
function judge(ctx: HandlerContext, agent: AgentRecord, amount: number, currency: string, sourceAccountId: string): "proceed" | "approve" {
  const j = judgeMovement(
    agent.policy,
    agent.usage,
    { permission: agentRules().permissions[ctx.operationId] ?? null, amount, currency, sourceAccountId },
    ctx.clock.iso(),
  );
  if (j.outcome === "refuse") throw forbidden(j.reason);
  return j.outcome;
}

function ownQuote(ctx: HandlerContext, agent: AgentRecord) {
  const id = ctx.params.quoteId;
  const q = agentQuotesOf(ctx.store).get(id)?.agentId === agent.id ? quotesOf(ctx.store).get(id) : undefined;
  if (!q) throw ApiError.notFound("QUOTE_NOT_FOUND", `no quote with id ${id}`);
  return q;
}

async function createQuote(ctx: HandlerContext, agent: AgentRecord) {
  const b = ctx.body;
  const bad = (field: string, reason: string) => ApiError.invalidInput([{ field, in: "body", code: "INVALID_VALUE", reason }]);
  if (b.source?.sourceType !== "ACCOUNT") throw bad("source.sourceType", "an agent pays from one of its customer's internal accounts (ACCOUNT)");
  if (b.immediatelyExecute === true) throw bad("immediatelyExecute", "an agent executes its quotes with POST /agents/me/quotes/{quoteId}/execute");
  ownAccount(ctx, agent, b.source.accountId, ["internal"]);
  if (b.destination?.destinationType === "ACCOUNT") ownAccount(ctx, agent, b.destination.accountId);
  const res = await quoteHandlers.createQuote(ctx);
  agentQuotesOf(ctx.store).put({ id: (res.body as { id: string }).id, agentId: agent.id });
  return res;
}

async function executeQuote(ctx: HandlerContext, agent: AgentRecord) {
  const q = ownQuote(ctx, agent);
  const verdict = judge(ctx, agent, q.totalSendingAmount, q.sendingCurrency.code, q.source.accountId);
  if (verdict === "approve") {
    const txId = holdQuoteExecution(ctx, q);
    return { status: 200, body: saveAction(ctx, newAction(ctx, agent, "EXECUTE_QUOTE", { quoteId: q.id, transactionId: txId })) };
  }
  const res = await quoteHandlers.executeQuote(ctx);
  countUsage(ctx, agent.id, q.totalSendingAmount, q.sendingCurrency.code);
  const action = { ...newAction(ctx, agent, "EXECUTE_QUOTE", { quoteId: q.id, transactionId: (res.body as { id: string }).id }), status: "APPROVED" as const };
  return { status: 200, body: saveAction(ctx, action) };
}

function transfer(direction: "in" | "out"): AgentHandler {
  return async (ctx, agent) => {
    const b = ctx.body;
    const src = ownAccount(ctx, agent, b.source.accountId, [direction === "in" ? "external" : "internal"]);
    const dst = ownAccount(ctx, agent, b.destination.accountId, [direction === "in" ? "internal" : "external"]);
    const currency = direction === "in" ? dst.currency : src.currency;
    const details = { amount: b.amount, currency, sourceAccountId: b.source.accountId, destinationAccountId: b.destination.accountId };
    const type = direction === "in" ? "TRANSFER_IN" : "TRANSFER_OUT";
    if (judge(ctx, agent, b.amount, currency, b.source.accountId) === "approve") {
      return { status: 201, body: saveAction(ctx, newAction(ctx, agent, type, { transferDetails: details, request: b })) };
    }
    const res = await (direction === "in" ? transferHandlers.transferIn : transferHandlers.transferOut)(ctx);
    countUsage(ctx, agent.id, b.amount, currency);
    const action = {
      ...newAction(ctx, agent, type, { transferDetails: details, transactionId: (res.body as { id: string }).id }),
      status: "APPROVED" as const,
    };
    return { status: 201, body: saveAction(ctx, action) };
  };
}

async function listTransactions(ctx: HandlerContext, agent: AgentRecord) {
  const q = ctx.query;
  const res = await transactionHandlers.listTransactions({ ...ctx, query: { ...q, customerId: agent.customerId, platformCustomerId: undefined } });
  const ids = { any: q.accountIdentifier, sender: q.senderAccountIdentifier, receiver: q.receiverAccountIdentifier };
  if (ids.any === undefined && ids.sender === undefined && ids.receiver === undefined) return res;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a request body or stored record not typed from the spec yet (the pipeline validated it against its schema)
  const page = res.body as { data: any[] };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a request body or stored record not typed from the spec yet (the pipeline validated it against its schema)
  const src = (t: any) => t.source?.accountId;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a request body or stored record not typed from the spec yet (the pipeline validated it against its schema)
  const dst = (t: any) => t.destination?.accountId;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a request body or stored record not typed from the spec yet (the pipeline validated it against its schema)
  const keep = (t: any) =>
    (ids.any === undefined || src(t) === ids.any || dst(t) === ids.any) &&
    (ids.sender === undefined || src(t) === ids.sender) &&
    (ids.receiver === undefined || dst(t) === ids.receiver);
  return { status: 200, body: { ...page, data: page.data.filter(keep) } };
}

function getTransaction(ctx: HandlerContext, agent: AgentRecord) {
  const tx = getTransactionOr404(ctx.store, ctx.params.transactionId);
  if (tx.customerId !== agent.customerId) throw ApiError.notFound("TRANSACTION_NOT_FOUND", `no transaction with id ${ctx.params.transactionId}`);
  return { status: 200, body: tx };
}

async function listInternal(ctx: HandlerContext, agent: AgentRecord) {
  const res = await internalAccountHandlers.listCustomerInternalAccounts({ ...ctx, query: { ...ctx.query, customerId: agent.customerId } });
  if (ctx.query.type === undefined) return res;
  const page = res.body as { data: { type?: string }[] };
  return { status: 200, body: { ...page, data: page.data.filter((a) => a.type === ctx.query.type) } };
}

const externalOf = (ctx: HandlerContext, agent: AgentRecord) => {
  ownAccount(ctx, agent, ctx.params.externalAccountId, ["external"]);
  return ctx;
};

function actions(ctx: HandlerContext, agent: AgentRecord) {
  const page = agentActionsOf(ctx.store).list({ ...pageOf(ctx.query), order: "desc", where: { agentId: agent.id, status: ctx.query.status } });
  return { status: 200, body: { ...page, data: page.data.map((a) => actionBody(ctx.store, a)) } };
}

function action(ctx: HandlerContext, agent: AgentRecord) {
  const a = agentActionsOf(ctx.store).get(ctx.params.actionId);
  if (!a || a.agentId !== agent.id) throw notFound("action", ctx.params.actionId);
  return { status: 200, body: actionBody(ctx.store, a) };
}

export const agentMeHandlers: HandlerMap = {
  getAgentMe: asAgent((ctx, a) => ({ status: 200, body: renderAgent(a, ctx.clock.iso()) })),
  agentListTransactions: asAgent(listTransactions),
  agentGetTransaction: asAgent(getTransaction),
  agentCreateQuote: asAgent(createQuote),
  agentGetQuote: asAgent((ctx, a) => ({ status: 200, body: ownQuote(ctx, a) })),
  agentExecuteQuote: asAgent(executeQuote),
  agentListActions: asAgent(actions),
  agentGetAction: asAgent(action),
  agentCreateTransferIn: asAgent(transfer("in")),
  agentCreateTransferOut: asAgent(transfer("out")),
  agentListInternalAccounts: asAgent(listInternal),
  agentListExternalAccounts: asAgent((ctx, a) =>
    externalAccountHandlers.listCustomerExternalAccounts({ ...ctx, query: { ...ctx.query, customerId: a.customerId, status: undefined } }),
  ),
  agentCreateExternalAccount: asAgent((ctx, a) =>
    externalAccountHandlers.createCustomerExternalAccount({ ...ctx, body: { ...ctx.body, customerId: a.customerId } }),
  ),
  agentGetExternalAccount: asAgent((ctx, a) => externalAccountHandlers.getCustomerExternalAccount(externalOf(ctx, a))),
  agentDeleteExternalAccount: asAgent((ctx, a) => externalAccountHandlers.deleteCustomerExternalAccount(externalOf(ctx, a))),
};
