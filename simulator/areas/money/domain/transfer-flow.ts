/**
 * Same-currency transfers (pure): POST /transfer-in (an external account into an internal
 * account) and POST /transfer-out (an internal account to an external account), as
 * (accounts and owners read from the store, command, now) -> TransactionStep. The refusals
 * (wrong kind of id, unknown account, different currencies, an owner not APPROVED, the
 * corridor / withdrawal caps and the ownership verification threshold of spec/rules/fx.yaml,
 * an unusable external account, insufficient funds) come before anything is decided; the
 * outcome plan is the external-account sandbox table's (sandbox-external-accounts.yaml).
 */
import { ApiError } from "../../../errors/api-error.js";
import { apiError } from "../../../errors/catalogue.js";
import { externalAccountMoneyUse, fxRules } from "../../../../contract/rules/money.js";
import type { Schema } from "../../response.js";
import type { AccountRecord } from "./accounts.js";
import { amountOf, isCrypto } from "../../../../contract/rules/currencies.js";
import { transactionEvents } from "./events.js";
import { sameCurrencyBook } from "./ledger.js";
import { externalAccountPlan } from "./outcomes.js";
import type { Posting } from "./quote-flow.js";
import type { ExternalAccountLike } from "./quotes.js";
import { bookAfter, type TransactionStep } from "./transaction-step.js";
import { reconciliationOf, type Transaction } from "./transactions.js";

export type TransferDirection = "in" | "out";
export type TransferRequest = Schema<"TransferRequest">;

/** The ends of a transfer request: which id names the external account and which the internal one. */
export function transferEnds(request: TransferRequest, direction: TransferDirection): { externalId: string; internalId: string } {
  return direction === "in"
    ? { externalId: request.source.accountId, internalId: request.destination.accountId }
    : { externalId: request.destination.accountId, internalId: request.source.accountId };
}

/**
 * The amount a transfer moves: the request's, or without one (the live service: "full
 * balance") the internal source's whole available balance (out) or the sandbox external
 * account's balance (in, `fullBalance`). Nothing available to move out: 400 INSUFFICIENT_FUNDS.
 */
export function transferAmount(
  direction: TransferDirection,
  request: TransferRequest,
  account: AccountRecord | undefined,
  fullBalance: number,
): number | undefined {
  if (request.amount !== undefined) return request.amount;
  if (direction === "in") return fullBalance;
  if (!account) return undefined;
  if (account.available <= 0) throw apiError("INSUFFICIENT_FUNDS", `account ${account.id} has nothing available to transfer out`);
  return account.available;
}

export interface TransferCommand {
  direction: TransferDirection;
  request: TransferRequest;
  /** The external and internal accounts the request names, when they exist. */
  external: ExternalAccountLike | undefined;
  account: AccountRecord | undefined;
  /** The KYC/KYB status of each existing owner of the two accounts. */
  owners: { id: string; status: string }[];
  txId: string;
  customer: Pick<Transaction, "customerId" | "platformCustomerId">;
  /** The bank rail carrying the transfer (the external account's), or null. */
  paymentRail?: string | null;
}

const wrongKind = (field: string, kind: string) => ApiError.invalidInput([{ field, in: "body", code: "INVALID_VALUE", reason: `must be an ${kind} id` }]);

function endsRefusal(cmd: TransferCommand): ApiError | undefined {
  const { externalId, internalId } = transferEnds(cmd.request, cmd.direction);
  const [extField, intField] = cmd.direction === "in" ? ["source.accountId", "destination.accountId"] : ["destination.accountId", "source.accountId"];
  if (!externalId.startsWith("ExternalAccount:")) return wrongKind(extField, "ExternalAccount");
  if (!internalId.startsWith("InternalAccount:")) return wrongKind(intField, "InternalAccount");
  const { external: ext, account: acct } = cmd;
  if (!ext) return ApiError.notFound("ACCOUNT_NOT_FOUND", `no external account with id ${externalId}`);
  if (!acct) return ApiError.notFound("ACCOUNT_NOT_FOUND", `no internal account with id ${internalId}`);
  if (ext.currency !== acct.currency)
    return apiError(
      "INVALID_CURRENCY",
      `the accounts hold different currencies (${ext.currency} and ${acct.currency}); use a quote for a cross-currency transfer`,
    );
  const blocked = cmd.owners.find((o) => o.status !== "APPROVED");
  if (blocked) return ApiError.conflict("CONFLICT", `customer ${blocked.id} is ${blocked.status}: money movement is blocked until the customer is APPROVED`);
  return undefined;
}

/** The external account's caps and status (spec/rules/fx.yaml limits, ownership verification threshold). */
export function externalAccountRefusal(ext: ExternalAccountLike, amount: number): ApiError | undefined {
  const fx = fxRules();
  const cap = isCrypto(ext.currency) ? fx.limits.withdrawalMaxAmount[ext.currency] : fx.limits.corridorMaxAmount[ext.currency];
  if (cap !== undefined && amount > cap)
    return apiError("TRANSACTION_SIZE_LIMIT_EXCEEDED", `${amount} ${ext.currency} is above the single-transaction maximum of ${cap}`);
  const use = externalAccountMoneyUse(ext.status);
  if (use === "belowThreshold" && amount > (fx.ownershipVerificationThreshold[ext.currency] ?? 0))
    return apiError("EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED", `verify the ownership of ${ext.id} first`);
  if (!use) return ApiError.conflict("CONFLICT", `external account ${ext.id} is ${ext.status}; only ACTIVE accounts can be used`);
  return undefined;
}

/** The transfer's transaction (PROCESSING), its money held (out) or pending (in), and its outcome plan; throws the refusal. */
export function transfer(cmd: TransferCommand, now: string): TransactionStep {
  const refusal = endsRefusal(cmd);
  if (refusal) throw refusal;
  const ext = cmd.external!;
  const acct = cmd.account!;
  const { request, direction } = cmd;
  const amount = request.amount!;
  const limit = externalAccountRefusal(ext, amount);
  if (limit) throw limit;
  if (direction === "out" && acct.available < amount)
    throw apiError("INSUFFICIENT_FUNDS", `account ${acct.id} has ${acct.available} ${acct.currency} available; ${amount} needed`);
  const cur = acct.currency;
  const tx: Transaction = {
    id: cmd.txId,
    type: direction === "in" ? "INCOMING" : "OUTGOING",
    direction: direction === "in" ? "CREDIT" : "DEBIT",
    status: "PROCESSING",
    sentAmount: amountOf(amount, cur),
    receivedAmount: amountOf(amount, cur),
    fees: 0,
    platformFees: 0,
    source: { sourceType: "ACCOUNT", accountId: request.source.accountId },
    destination: { destinationType: "ACCOUNT", accountId: request.destination.accountId },
    ...cmd.customer,
    paymentRail: cmd.paymentRail ?? null,
    createdAt: now,
    updatedAt: now,
  };
  if (request.reference !== undefined) tx.reference = request.reference;
  if (request.description !== undefined) tx.description = request.description;
  if (tx.type === "INCOMING") tx.reconciliationInstructions = reconciliationOf(tx);
  const [from, to] = direction === "in" ? ["external", acct.id] : [acct.id, "external"];
  const postings: Posting[] = [];
  const book = bookAfter(sameCurrencyBook(tx.id, from, to, cur, amount), direction === "in" ? "pendingIn" : "hold", postings);
  return { transaction: tx, book, postings, events: transactionEvents(tx), plan: externalAccountPlan(ext.accountInfo) };
}
