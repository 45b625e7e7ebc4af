/**
 * Sandbox money: fund an internal account, pay a real-time-funded quote, receive an UMA
 * payment. (404 NOT_FOUND in Production is answered by the pipeline.)
 */
import { ApiError } from "../errors/api-error.js";
import { apiError } from "../errors/catalogue.js";
import { getPlatformConfig } from "../platform/config-state.js";
import { customersOf } from "./kyc-repo.js";
import type { HandlerContext, HandlerMap } from "./types.js";
import { amountOf } from "../domain/money/currencies.js";
import { sameCurrencyBook, world } from "../domain/money/ledger.js";
import { sandboxPayoutRules } from "../../contract/rules/money.js";
import { withStatus, type Transaction } from "../domain/money/transactions.js";
import {
  accountsOf,
  createTransaction,
  customerFields,
  ensureCustomerAccounts,
  envOf,
  externalAccountsOf,
  getAccountOr404,
  isApproved,
  moneyAction,
  newId,
  post,
  quoteMetaOf,
  render,
  saveTransaction,
  transactionsOf,
  type MoneyEnv,
} from "./money-repo.js";
import { ownerKeyOf } from "../domain/money/accounts.js";
import { assertNotExpired, getQuoteOr404, proceed } from "./quotes.js";
import { parseUmaAddress } from "./receivers.js";

function fund(ctx: HandlerContext) {
  const env = envOf(ctx);
  const a = getAccountOr404(env.store, ctx.params.accountId);
  if (a.status !== "ACTIVE") throw ApiError.invalidInput([{ field: "accountId", in: "path", code: "INVALID_VALUE", reason: `the account is ${a.status}` }]);
  const amount: number = ctx.body.amount;
  post(
    env,
    [
      { account: world("sandbox-funding", a.currency), bucket: "available", currency: a.currency, amount: -amount },
      { account: a.id, bucket: "available", currency: a.currency, amount },
    ],
    "sandbox-fund",
  );
  return { status: 200, body: render(accountsOf(env.store).get(a.id)!) };
}

function send(ctx: HandlerContext) {
  const env = envOf(ctx);
  ctx.params.quoteId = ctx.body.quoteId;
  const q = getQuoteOr404(ctx);
  const meta = quoteMetaOf(env.store).get(q.id)!;
  if (meta.sourceKind !== "REALTIME")
    throw ApiError.conflict("CONFLICT", `quote ${q.id} is not real-time-funded; execute it with POST /quotes/{quoteId}/execute`);
  const tx = transactionsOf(env.store).get(q.transactionId)!;
  if (q.status === "COMPLETED" || tx.status !== "CREATED")
    throw ApiError.conflict("CONFLICT", `quote ${q.id} was already paid (transaction ${tx.id} is ${tx.status})`);
  assertNotExpired(env, q);
  if (ctx.body.currencyCode !== q.sendingCurrency.code)
    throw apiError("INVALID_CURRENCY", `quote ${q.id} is paid in ${q.sendingCurrency.code}, not ${ctx.body.currencyCode}`);
  return { status: 200, body: proceed(env, q) };
}

/** "$carol.smith@x" -> "Carol Smith". */
const nameFromAddress = (user: string): string =>
  user
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ") || "Sandbox Sender";

function counterpartyInfo(fields: { name: string }[], user: string): Record<string, unknown> {
  const sender = sandboxPayoutRules().sandboxSender;
  const out: Record<string, unknown> = {};
  for (const f of fields) out[f.name] = f.name === "FULL_NAME" ? nameFromAddress(user) : sender[f.name];
  return out;
}

function destinationOf(env: MoneyEnv, customerId: string, currency: string): { ref: string; accountId: string } {
  const ext = externalAccountsOf(env.store)
    .list({ where: { customerId }, limit: 100 })
    .data.find((e) => e.defaultUmaDepositAccount === true && e.status === "ACTIVE");
  if (ext) return { ref: "external", accountId: ext.id };
  const a = accountsOf(env.store).findOne("ownerKey", ownerKeyOf(customerId, currency))!;
  return { ref: a.id, accountId: a.id };
}

function umaReceive(ctx: HandlerContext) {
  const env = envOf(ctx);
  const b = ctx.body;
  const sender = parseUmaAddress(b.senderUmaAddress);
  const customers = customersOf(env.store);
  // The receiving customer by `customerId` (live field) or by `receiverUmaAddress`.
  if (b.customerId === undefined && b.receiverUmaAddress === undefined) {
    throw ApiError.invalidInput([
      { field: "receiverUmaAddress", in: "body", code: "REQUIRED", reason: "is required unless customerId names the receiving customer" },
    ]);
  }
  let customer;
  if (b.customerId !== undefined) {
    customer = customers.get(b.customerId);
    if (!customer) throw ApiError.notFound("CUSTOMER_NOT_FOUND", `no customer with id ${b.customerId}`);
  } else {
    const receiver = parseUmaAddress(b.receiverUmaAddress);
    customer = customers.findOne("umaAddress", b.receiverUmaAddress) ?? customers.findOne("umaAddress", receiver.full);
    if (!customer) throw ApiError.notFound("UMA_NOT_FOUND", `${b.receiverUmaAddress} is not the UMA address of a customer of this platform`);
  }
  if (!isApproved(customer))
    throw ApiError.notFound(
      "UMA_NOT_FOUND",
      `${b.receiverUmaAddress ?? customer.id} belongs to a customer who is not APPROVED and cannot receive payments yet`,
    );
  const cur: string = b.receivingCurrencyCode;
  const supported = getPlatformConfig(env.store, env.clock, env.platform.id).supportedCurrencies.find((c) => c.currencyCode === cur);
  if (!supported) throw apiError("INVALID_CURRENCY", `${cur} is not one of the platform's supported currencies`);
  const amount: number = b.receivingCurrencyAmount;
  if (amount < supported.minAmount || amount > supported.maxAmount)
    throw apiError("AMOUNT_OUT_OF_RANGE", `${amount} ${cur} is outside ${supported.minAmount}..${supported.maxAmount} (smallest unit)`);
  ensureCustomerAccounts(env, customer);
  const dest = destinationOf(env, customer.id, cur);
  const screening = supported.requiredCounterpartyFields ?? [];
  const now = env.clock.iso();
  const tx: Transaction = {
    id: newId("Transaction"),
    type: "INCOMING",
    direction: "CREDIT",
    status: screening.length ? "PENDING" : "PROCESSING",
    receivedAmount: amountOf(amount, cur),
    source: { sourceType: "UMA_ADDRESS", umaAddress: sender.full },
    destination: { destinationType: "ACCOUNT", accountId: dest.accountId },
    ...customerFields(env.store, customer.id),
    createdAt: now,
    updatedAt: now,
  };
  if (screening.length) {
    tx.requiresConfirmation = true;
    tx.counterpartyInformation = counterpartyInfo(screening, sender.user);
  }
  createTransaction(env, tx, sameCurrencyBook(tx.id, "uma", dest.ref, cur, amount));
  if (screening.length) {
    moneyAction(env, tx.id, "pendingIn");
  } else {
    moneyAction(env, tx.id, "settle");
    saveTransaction(env, withStatus(tx, "COMPLETED", now));
  }
  return { status: 200, body: transactionsOf(env.store).get(tx.id) };
}

export const sandboxMoneyHandlers: HandlerMap = {
  sandboxFundInternalAccount: fund,
  sandboxSend: send,
  sandboxUmaReceive: umaReceive,
};
