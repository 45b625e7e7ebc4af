/**
 * Agent Operations (AgentAuth): every call checks the agent's token against the store, the
 * permission spec/rules/agents.yaml gives the operation, and that every object named is the
 * agent's customer's (404 otherwise); then it asks the money and external accounts services
 * what the platform's own operation would, for that customer (quotes, transactions,
 * transfers, accounts: the same domain, ledger, sandbox outcomes and webhooks). Money
 * movements are judged by the policy first (domain/policy.ts): carried out, held for
 * approval, or refused.
 */
import { ApiError } from "../../../errors/api-error.js";
import { handlerMap, type HandlerContext, type HandlerMap, type OperationId, type TypedContext, type TypedHandler, type TypedResult } from "../../types.js";
import { renderAgent } from "../domain/agent.js";
import type { AgentActionRecord, AgentRecord } from "../domain/types.js";
import { customersOf } from "../../customers/service.js";
import {
  accountsOf,
  createQuote as createPlatformQuote,
  envOf,
  executeQuoteById,
  getExternalAccount,
  getTransactionOr404,
  holdQuoteExecution,
  listCustomerAccounts,
  listTransactions as listPlatformTransactions,
  renderAccount,
  renderQuote,
  renderTransaction,
  renderTransactionPage,
  transactionQuery,
  transfer as platformTransfer,
  withTransferAmount,
} from "../../money/service.js";
import { createAccount, deleteAccount, getAccountOr404, listAccounts, pageOpts, renderExternalAccount } from "../../external-accounts/service.js";
import {
  actionBody,
  agentActionsOf,
  agentQuoteExecution,
  agentQuotesOf,
  callingAgent,
  checkPermission,
  judge,
  newAgentId,
  notFound,
  ownQuote,
  pageOf,
  saveAction,
} from "../service.js";
import { countUsage } from "../action-service.js";

/** An Agent Operation's handler, given the calling agent. */
type AgentHandler<K extends OperationId> = (ctx: TypedContext<K>, agent: AgentRecord) => TypedResult<K> | Promise<TypedResult<K>>;

/** Token check, then the permission of the operation (service.ts `checkPermission`), before anything the call names is looked up. */
function asAgent<K extends OperationId>(h: AgentHandler<K>): TypedHandler<K> {
  return (ctx) => {
    const agent = callingAgent(ctx);
    checkPermission(ctx, agent);
    return h(ctx, agent);
  };
}

const accountNotFound = (id: string) => ApiError.notFound("ACCOUNT_NOT_FOUND", `no account with id ${id}`);

/** An internal or external account id of the agent's customer, or 404 ACCOUNT_NOT_FOUND. */
function ownAccount(ctx: Pick<HandlerContext, "store">, agent: AgentRecord, id: string, kinds: ("internal" | "external")[] = ["internal", "external"]) {
  const internal = kinds.includes("internal") ? accountsOf(ctx.store).get(id) : undefined;
  if (internal?.customerId === agent.customerId) return { kind: "internal" as const, currency: internal.currency };
  const external = kinds.includes("external") ? getExternalAccount(ctx.store, id) : undefined;
  if (external?.customerId === agent.customerId) return { kind: "external" as const, currency: external.currency };
  throw accountNotFound(id);
}

const platformCustomerIdOf = (ctx: Pick<HandlerContext, "store">, customerId: string): string =>
  customersOf(ctx.store).get(customerId)?.platformCustomerId ?? customerId;

function newAction(
  ctx: Pick<HandlerContext, "store" | "clock">,
  agent: AgentRecord,
  type: AgentActionRecord["type"],
  fields: Partial<AgentActionRecord>,
): AgentActionRecord {
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

function createQuote(ctx: TypedContext<"agentCreateQuote">, agent: AgentRecord): TypedResult<"agentCreateQuote"> {
  const b = ctx.body;
  const bad = (field: string, reason: string) => ApiError.invalidInput([{ field, in: "body", code: "INVALID_VALUE", reason }]);
  if (b.source?.sourceType !== "ACCOUNT") throw bad("source.sourceType", "an agent pays from one of its customer's internal accounts (ACCOUNT)");
  if (b.immediatelyExecute === true) throw bad("immediatelyExecute", "an agent executes its quotes with POST /agents/me/quotes/{quoteId}/execute");
  ownAccount(ctx, agent, b.source.accountId, ["internal"]);
  if (b.destination?.destinationType === "ACCOUNT") ownAccount(ctx, agent, b.destination.accountId);
  const quote = createPlatformQuote(envOf(ctx), b);
  agentQuotesOf(ctx.store).put({ id: quote.id, agentId: agent.id });
  return { status: 201, body: renderQuote(quote) };
}

/** Within the policy the quote executes; otherwise its execution is held for approval. (An embedded wallet's signature gates it first: wallet-auth.) */
function executeQuote(ctx: TypedContext<"agentExecuteQuote">, agent: AgentRecord): TypedResult<"agentExecuteQuote"> {
  const { quote: q, verdict } = agentQuoteExecution(ctx);
  if (verdict === "approve") {
    const txId = holdQuoteExecution(envOf(ctx), q.id);
    return { status: 200, body: saveAction(ctx, newAction(ctx, agent, "EXECUTE_QUOTE", { quoteId: q.id, transactionId: txId })) };
  }
  const tx = executeQuoteById(envOf(ctx), q.id);
  countUsage(envOf(ctx), agent.id, q.totalSendingAmount, q.sendingCurrency.code);
  const action = { ...newAction(ctx, agent, "EXECUTE_QUOTE", { quoteId: q.id, transactionId: tx.id }), status: "APPROVED" as const };
  return { status: 200, body: saveAction(ctx, action) };
}

type TransferOperation = "agentCreateTransferIn" | "agentCreateTransferOut";

function transfer(direction: "in" | "out"): AgentHandler<TransferOperation> {
  return (ctx, agent) => {
    const src = ownAccount(ctx, agent, ctx.body.source.accountId, [direction === "in" ? "external" : "internal"]);
    const dst = ownAccount(ctx, agent, ctx.body.destination.accountId, [direction === "in" ? "internal" : "external"]);
    // Without amount, the full balance (the money area's rule), judged by the policy like any amount.
    const b = withTransferAmount(envOf(ctx), direction, ctx.body);
    const amount = b.amount!;
    const currency = direction === "in" ? dst.currency : src.currency;
    const details = { amount, currency, sourceAccountId: b.source.accountId, destinationAccountId: b.destination.accountId };
    const type = direction === "in" ? "TRANSFER_IN" : "TRANSFER_OUT";
    if (judge(ctx, agent, amount, currency, b.source.accountId) === "approve") {
      return { status: 201, body: saveAction(ctx, newAction(ctx, agent, type, { transferDetails: details, request: b })) };
    }
    const tx = platformTransfer(envOf(ctx), direction, b);
    countUsage(envOf(ctx), agent.id, amount, currency);
    const action = {
      ...newAction(ctx, agent, type, { transferDetails: details, transactionId: tx.id }),
      status: "APPROVED" as const,
    };
    return { status: 201, body: saveAction(ctx, action) };
  };
}

function listTransactions(ctx: TypedContext<"agentListTransactions">, agent: AgentRecord): TypedResult<"agentListTransactions"> {
  const page = listPlatformTransactions(ctx.store, { ...transactionQuery(ctx.query), customerId: agent.customerId, platformCustomerId: undefined });
  return { status: 200, body: renderTransactionPage(page) };
}

function getTransaction(ctx: TypedContext<"agentGetTransaction">, agent: AgentRecord): TypedResult<"agentGetTransaction"> {
  const tx = getTransactionOr404(ctx.store, ctx.params.transactionId);
  if (tx.customerId !== agent.customerId) throw ApiError.notFound("TRANSACTION_NOT_FOUND", `no transaction with id ${ctx.params.transactionId}`);
  return { status: 200, body: renderTransaction(tx) };
}

function listInternal(ctx: TypedContext<"agentListInternalAccounts">, agent: AgentRecord): TypedResult<"agentListInternalAccounts"> {
  const q: Record<string, unknown> = ctx.query;
  const page = listCustomerAccounts(envOf(ctx), {
    ...pageOpts(q),
    customerId: agent.customerId,
    currency: typeof q.currency === "string" ? q.currency : undefined,
    type: ctx.query.type,
  });
  return { status: 200, body: { ...page, data: page.data.map((a) => renderAccount(a)) } };
}

/** The external account the path names, once it is the agent's customer's (404 otherwise). */
const externalOf = (ctx: TypedContext<"agentGetExternalAccount" | "agentDeleteExternalAccount">, agent: AgentRecord): string => {
  ownAccount(ctx, agent, ctx.params.externalAccountId, ["external"]);
  return ctx.params.externalAccountId;
};

function listExternal(ctx: TypedContext<"agentListExternalAccounts">, agent: AgentRecord): TypedResult<"agentListExternalAccounts"> {
  const q: Record<string, unknown> = ctx.query;
  const page = listAccounts(
    ctx.store,
    { ...pageOpts(q), customerId: agent.customerId, currency: typeof q.currency === "string" ? q.currency : undefined },
    false,
  );
  return { status: 200, body: { ...page, data: page.data.map(renderExternalAccount) } };
}

function actions(ctx: TypedContext<"agentListActions">, agent: AgentRecord): TypedResult<"agentListActions"> {
  const page = agentActionsOf(ctx.store).list({ ...pageOf(ctx.query), order: "desc", where: { agentId: agent.id, status: ctx.query.status } });
  return { status: 200, body: { ...page, data: page.data.map((a) => actionBody(ctx.store, a)) } };
}

function action(ctx: TypedContext<"agentGetAction">, agent: AgentRecord): TypedResult<"agentGetAction"> {
  const a = agentActionsOf(ctx.store).get(ctx.params.actionId);
  if (!a || a.agentId !== agent.id) throw notFound("action", ctx.params.actionId);
  return { status: 200, body: actionBody(ctx.store, a) };
}

export const agentMeHandlers: HandlerMap = handlerMap({
  getAgentMe: asAgent((ctx, a) => ({ status: 200, body: renderAgent(a, ctx.clock.iso()) })),
  agentListTransactions: asAgent(listTransactions),
  agentGetTransaction: asAgent(getTransaction),
  agentCreateQuote: asAgent(createQuote),
  agentGetQuote: asAgent((ctx, a) => ({ status: 200, body: renderQuote(ownQuote(ctx.store, a, ctx.params.quoteId)) })),
  agentExecuteQuote: asAgent(executeQuote),
  agentListActions: asAgent(actions),
  agentGetAction: asAgent(action),
  agentCreateTransferIn: asAgent(transfer("in")),
  agentCreateTransferOut: asAgent(transfer("out")),
  agentListInternalAccounts: asAgent(listInternal),
  agentListExternalAccounts: asAgent(listExternal),
  agentCreateExternalAccount: asAgent((ctx, a) => ({
    status: 201,
    body: renderExternalAccount(createAccount(ctx, a.customerId, { ...ctx.body, customerId: a.customerId } as Parameters<typeof createAccount>[2])),
  })),
  agentGetExternalAccount: asAgent((ctx, a) => ({ status: 200, body: renderExternalAccount(getAccountOr404(ctx.store, externalOf(ctx, a))) })),
  agentDeleteExternalAccount: asAgent((ctx, a) => {
    deleteAccount(ctx.store, externalOf(ctx, a), "any");
    return { status: 204 };
  }),
});
