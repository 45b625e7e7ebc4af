/**
 * Sandbox money: fund an internal account, pay a real-time-funded quote, receive an UMA
 * payment. The decisions are the domain's (domain/sandbox-flow.ts and
 * incoming-flow.ts); these handlers read the store, apply the step and answer.
 * (404 NOT_FOUND in Production is answered by the pipeline.)
 */
import { getPlatformConfig } from "../../../platform/config-state.js";
import { customersOf } from "../../customers/service.js";
import { handlerMap, type TypedContext, type TypedResult } from "../../types.js";
import { fundAccount, payRealtimeMismatch, payRealtimeQuote, realtimePaymentRefusal } from "../domain/sandbox-flow.js";
import { sandboxPayoutRules } from "../../../../contract/rules/money.js";
import { webhookEventRules } from "../../../../contract/rules/webhook-events.js";
import { incomingRefusal, missingReceiverRefusal, receiveUmaPayment } from "../domain/incoming-flow.js";
import { renderTransaction } from "../domain/render.js";
import {
  accountsOf,
  applyMoneyStep,
  applyTransactionStep,
  customerFields,
  ensureCustomerAccounts,
  envOf,
  externalAccountsOf,
  getAccountOr404,
  newId,
  quoteMetaOf,
  quotesOf,
  render,
  runPlan,
  statusOfCustomer,
  transactionsOf,
  type MoneyEnv,
} from "../books.js";
import { ownerKeyOf } from "../domain/accounts.js";
import { planOf, storedQuoteOr404 } from "../quote-service.js";
import { parseUmaAddress } from "../domain/uma.js";

function fund(ctx: TypedContext<"sandboxFundInternalAccount">): TypedResult<"sandboxFundInternalAccount"> {
  const env = envOf(ctx);
  const a = getAccountOr404(env.store, ctx.params.accountId);
  applyTransactionStep(env, fundAccount(a, ctx.body.amount));
  const funded = render(accountsOf(env.store).get(a.id)!);
  // The balance changed: the live event of an internal account's balance (spec/rules/webhook-events.yaml).
  env.emit(webhookEventRules().internalAccountBalance, funded);
  return { status: 200, body: funded };
}

function send(ctx: TypedContext<"sandboxSend">): TypedResult<"sandboxSend"> {
  const env = envOf(ctx);
  const quote = storedQuoteOr404(env.store, ctx.body.quoteId);
  const meta = quoteMetaOf(env.store).get(quote.id)!;
  const transaction = quote.transactionId ? transactionsOf(env.store).get(quote.transactionId) : undefined;
  const refusal = realtimePaymentRefusal({ quote, meta, transaction, currencyCode: ctx.body.currencyCode }, env.clock.now().getTime(), env.clock.iso());
  if (refusal) {
    if (refusal.quote) quotesOf(env.store).put(refusal.quote);
    throw refusal.error;
  }
  // `currencyAmount` (live): the amount actually sent; absent, the quote's own amount.
  const sent = ctx.body.currencyAmount ?? quote.totalSendingAmount;
  const step =
    sent === quote.totalSendingAmount
      ? payRealtimeQuote(quote, transaction!, planOf(env, meta), env.clock.iso())
      : payRealtimeMismatch(quote, transaction!, sandboxPayoutRules().refundReasons, env.clock.iso());
  applyMoneyStep(env, step);
  runPlan(env, transaction!.id, step.plan);
  return { status: 200, body: renderTransaction(transactionsOf(env.store).get(transaction!.id)!) };
}

/** Where an incoming UMA payment lands: the customer's default UMA deposit account, else its internal account in the currency. */
function destinationOf(env: MoneyEnv, customerId: string, currency: string): { ref: string; accountId: string } {
  const ext = externalAccountsOf(env.store)
    .list({ where: { customerId }, limit: 100 })
    .data.find((e) => e.defaultUmaDepositAccount === true && e.status === "ACTIVE");
  if (ext) return { ref: "external", accountId: ext.id };
  const a = accountsOf(env.store).findOne("ownerKey", ownerKeyOf(customerId, currency))!;
  return { ref: a.id, accountId: a.id };
}

/** The receiving customer by `customerId` (live field) or by `receiverUmaAddress`. */
function receiverOf(env: MoneyEnv, customerId: string | undefined, receiverUmaAddress: string | undefined) {
  const customers = customersOf(env.store);
  if (customerId !== undefined) return customers.get(customerId);
  if (receiverUmaAddress === undefined) return undefined;
  const receiver = parseUmaAddress(receiverUmaAddress);
  return customers.findOne("umaAddress", receiverUmaAddress) ?? customers.findOne("umaAddress", receiver.full);
}

function umaReceive(ctx: TypedContext<"sandboxUmaReceive">): TypedResult<"sandboxUmaReceive"> {
  const env = envOf(ctx);
  const request = ctx.body;
  const sender = parseUmaAddress(request.senderUmaAddress);
  const missing = missingReceiverRefusal(request);
  if (missing) throw missing;
  const customer = receiverOf(env, request.customerId, request.receiverUmaAddress);
  const currency = getPlatformConfig(env.store, env.clock, env.platform.id).supportedCurrencies.find((c) => c.currencyCode === request.receivingCurrencyCode);
  const refusal = incomingRefusal(request, customer && { id: customer.id, status: statusOfCustomer(customer) }, currency);
  if (refusal) throw refusal;
  ensureCustomerAccounts(env, customer!);
  const step = receiveUmaPayment(
    {
      request,
      sender,
      currency: currency!,
      destination: destinationOf(env, customer!.id, request.receivingCurrencyCode),
      txId: newId("Transaction"),
      customer: customerFields(env.store, customer!.id),
    },
    env.clock.iso(),
  );
  applyTransactionStep(env, step);
  return { status: 200, body: renderTransaction(transactionsOf(env.store).get(step.transaction!.id)!) };
}

export const sandboxMoneyHandlers = handlerMap({
  sandboxFundInternalAccount: fund,
  sandboxSend: send,
  sandboxUmaReceive: umaReceive,
});
