/**
 * Deprecated same-currency transfers: POST /transfer-in (pull from an external account into
 * an internal account) and POST /transfer-out (internal account to an external account).
 * Outcomes follow the external-account sandbox table (spec/rules/sandbox-external-accounts.yaml).
 * Idempotency-Key replay is the pipeline's.
 */
import { sameCurrencyBook } from "../domain/money/ledger.js";
import { ApiError } from "../errors/api-error.js";
import { apiError } from "../errors/catalogue.js";
import { customersOf } from "./kyc-repo.js";
import { handlerMap, type TypedContext, type TypedResult } from "./types.js";
import { renderTransaction } from "../domain/money/render.js";
import { amountOf, isCrypto } from "../domain/money/currencies.js";
import { externalAccountPlan } from "../domain/money/outcomes.js";
import { fxRules } from "../../contract/rules/money.js";
import type { ExternalAccountLike } from "../domain/money/quotes.js";
import type { Transaction } from "../domain/money/transactions.js";
import {
  accountsOf,
  createTransaction,
  customerFields,
  envOf,
  getExternalAccount,
  isApproved,
  moneyAction,
  newId,
  runPlan,
  statusOfCustomer,
  transactionsOf,
  type MoneyEnv,
} from "./money-repo.js";

const wrongKind = (field: string, kind: string) => ApiError.invalidInput([{ field, in: "body", code: "INVALID_VALUE", reason: `must be an ${kind} id` }]);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a request body or stored record not typed from the spec yet (the pipeline validated it against its schema)
function ends(env: MoneyEnv, body: any, direction: "in" | "out") {
  const extField = direction === "in" ? "source.accountId" : "destination.accountId";
  const intField = direction === "in" ? "destination.accountId" : "source.accountId";
  const extId: string = direction === "in" ? body.source.accountId : body.destination.accountId;
  const intId: string = direction === "in" ? body.destination.accountId : body.source.accountId;
  if (!extId.startsWith("ExternalAccount:")) throw wrongKind(extField, "ExternalAccount");
  if (!intId.startsWith("InternalAccount:")) throw wrongKind(intField, "InternalAccount");
  const ext = getExternalAccount(env.store, extId);
  if (!ext) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no external account with id ${extId}`);
  const acct = accountsOf(env.store).get(intId);
  if (!acct) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no internal account with id ${intId}`);
  if (ext.currency !== acct.currency)
    throw apiError(
      "INVALID_CURRENCY",
      `the accounts hold different currencies (${ext.currency} and ${acct.currency}); use a quote for a cross-currency transfer`,
    );
  for (const cid of [acct.customerId, ext.customerId]) {
    const c = cid ? customersOf(env.store).get(cid) : undefined;
    if (c && !isApproved(c))
      throw ApiError.conflict("CONFLICT", `customer ${c.id} is ${statusOfCustomer(c)}: money movement is blocked until the customer is APPROVED`);
  }
  return { ext, acct };
}

function checkExternal(ext: ExternalAccountLike, amount: number): void {
  const fx = fxRules();
  const crypto = isCrypto(ext.currency);
  const cap = crypto ? fx.limits.withdrawalMaxAmount[ext.currency] : fx.limits.corridorMaxAmount[ext.currency];
  if (cap !== undefined && amount > cap)
    throw apiError("TRANSACTION_SIZE_LIMIT_EXCEEDED", `${amount} ${ext.currency} is above the single-transaction maximum of ${cap}`);
  if (ext.status === "PENDING_OWNERSHIP_VERIFICATION" && amount > (fx.ownershipVerificationThreshold[ext.currency] ?? 0)) {
    throw apiError("EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED", `verify the ownership of ${ext.id} first`);
  }
  if (ext.status !== "ACTIVE" && ext.status !== "PENDING_OWNERSHIP_VERIFICATION")
    throw ApiError.conflict("CONFLICT", `external account ${ext.id} is ${ext.status}; only ACTIVE accounts can be used`);
}

// transferIn and transferOut share their shapes: both are typed by transferIn.
function transfer(direction: "in" | "out") {
  return (ctx: TypedContext<"transferIn"> | TypedContext<"transferOut">): TypedResult<"transferIn"> => {
    const env = envOf(ctx);
    const body = ctx.body;
    const { ext, acct } = ends(env, body, direction);
    const amount: number = body.amount;
    checkExternal(ext, amount);
    if (direction === "out" && acct.available < amount)
      throw apiError("INSUFFICIENT_FUNDS", `account ${acct.id} has ${acct.available} ${acct.currency} available; ${amount} needed`);
    const now = env.clock.iso();
    const cur = acct.currency;
    const tx: Transaction = {
      id: newId("Transaction"),
      type: direction === "in" ? "INCOMING" : "OUTGOING",
      direction: direction === "in" ? "CREDIT" : "DEBIT",
      status: "PROCESSING",
      sentAmount: amountOf(amount, cur),
      receivedAmount: amountOf(amount, cur),
      fees: 0,
      platformFees: 0,
      source: { sourceType: "ACCOUNT", accountId: body.source.accountId },
      destination: { destinationType: "ACCOUNT", accountId: body.destination.accountId },
      ...customerFields(env.store, acct.customerId ?? ext.customerId),
      createdAt: now,
      updatedAt: now,
    };
    if (body.reference !== undefined) tx.reference = body.reference;
    if (body.description !== undefined) tx.description = body.description;
    const [from, to] = direction === "in" ? ["external", acct.id] : [acct.id, "external"];
    createTransaction(env, tx, sameCurrencyBook(tx.id, from, to, cur, amount));
    moneyAction(env, tx.id, direction === "in" ? "pendingIn" : "hold");
    runPlan(env, tx.id, externalAccountPlan(ext.accountInfo));
    return { status: 201, body: renderTransaction(transactionsOf(env.store).get(tx.id) ?? tx) };
  };
}

export const transferHandlers = handlerMap({
  transferIn: transfer("in"),
  transferOut: transfer("out"),
});
