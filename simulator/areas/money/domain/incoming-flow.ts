/**
 * Incoming UMA payments (pure): POST /sandbox/uma/receive, as (the receiving customer, the
 * platform's currency, the destination read from the store; the request; now) ->
 * TransactionStep. A currency whose receiving side must learn about the sender
 * (`requiredCounterpartyFields` of the platform configuration) is screened: the payment
 * waits PENDING, `requiresConfirmation`, its amount pending on the destination, with the
 * sender's information (the sandbox sender of spec/rules/sandbox-payouts.yaml, named after
 * the sender's address). Otherwise it settles at once: created PROCESSING, then COMPLETED.
 */
import { ApiError } from "../../../errors/api-error.js";
import { apiError } from "../../../errors/catalogue.js";
import { sandboxPayoutRules } from "../../../../contract/rules/money.js";
import { amountOf } from "../../../../contract/rules/currencies.js";
import { transactionEvents } from "./events.js";
import { sameCurrencyBook } from "./ledger.js";
import type { Posting } from "./quote-flow.js";
import { bookAfter, type TransactionStep } from "./transaction-step.js";
import { reconciliationOf, withStatus, type Transaction } from "./transactions.js";

export interface UmaReceiveRequest {
  senderUmaAddress: string;
  receiverUmaAddress?: string;
  customerId?: string;
  receivingCurrencyCode: string;
  receivingCurrencyAmount: number;
}

/** A currency of the platform configuration (`supportedCurrencies`). */
export interface ReceivingCurrency {
  currencyCode: string;
  minAmount: number;
  maxAmount: number;
  requiredCounterpartyFields?: { name: string }[];
}

/** The 400 when the request names no receiving customer at all. */
export function missingReceiverRefusal(request: UmaReceiveRequest): ApiError | undefined {
  if (request.customerId !== undefined || request.receiverUmaAddress !== undefined) return undefined;
  return ApiError.invalidInput([
    { field: "receiverUmaAddress", in: "body", code: "REQUIRED", reason: "is required unless customerId names the receiving customer" },
  ]);
}

/**
 * Why the payment cannot be received: no receiver named, no such customer (by `customerId`)
 * or UMA address (by `receiverUmaAddress`), a receiver not APPROVED, a currency the platform
 * does not support or an amount outside its range.
 */
export function incomingRefusal(
  request: UmaReceiveRequest,
  receiver: { id: string; status: string } | undefined,
  currency: ReceivingCurrency | undefined,
): ApiError | undefined {
  const missing = missingReceiverRefusal(request);
  if (missing) return missing;
  if (!receiver)
    return request.customerId !== undefined
      ? ApiError.notFound("CUSTOMER_NOT_FOUND", `no customer with id ${request.customerId}`)
      : ApiError.notFound("UMA_NOT_FOUND", `${request.receiverUmaAddress} is not the UMA address of a customer of this platform`);
  if (receiver.status !== "APPROVED")
    return ApiError.notFound(
      "UMA_NOT_FOUND",
      `${request.receiverUmaAddress ?? receiver.id} belongs to a customer who is not APPROVED and cannot receive payments yet`,
    );
  const cur = request.receivingCurrencyCode;
  if (!currency) return apiError("INVALID_CURRENCY", `${cur} is not one of the platform's supported currencies`);
  const amount = request.receivingCurrencyAmount;
  if (amount < currency.minAmount || amount > currency.maxAmount)
    return apiError("AMOUNT_OUT_OF_RANGE", `${amount} ${cur} is outside ${currency.minAmount}..${currency.maxAmount} (smallest unit)`);
  return undefined;
}

/** "carol.smith" -> "Carol Smith". */
export const nameFromAddress = (user: string): string =>
  user
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ") || "Sandbox Sender";

/** The sender's information a screening asks for: FULL_NAME from the address, the rest from the sandbox sender. */
export function counterpartyInfo(fields: { name: string }[], user: string): Record<string, unknown> {
  const sender = sandboxPayoutRules().sandboxSender;
  const out: Record<string, unknown> = {};
  for (const f of fields) out[f.name] = f.name === "FULL_NAME" ? nameFromAddress(user) : sender[f.name];
  return out;
}

export interface IncomingCommand {
  request: UmaReceiveRequest;
  /** The sender's address, parsed (`full` normalised, `user` its local part). */
  sender: { full: string; user: string };
  currency: ReceivingCurrency;
  /** The book end (an InternalAccount id, or "external" for the default UMA deposit account) and the account shown. */
  destination: { ref: string; accountId: string };
  txId: string;
  customer: Pick<Transaction, "customerId" | "platformCustomerId">;
}

/** The incoming payment: screened (PENDING, pending on the destination) or settled at once (COMPLETED). */
export function receiveUmaPayment(cmd: IncomingCommand, now: string): TransactionStep {
  const cur = cmd.request.receivingCurrencyCode;
  const amount = cmd.request.receivingCurrencyAmount;
  const screening = cmd.currency.requiredCounterpartyFields ?? [];
  const created: Transaction = {
    id: cmd.txId,
    type: "INCOMING",
    direction: "CREDIT",
    status: screening.length ? "PENDING" : "PROCESSING",
    receivedAmount: amountOf(amount, cur),
    source: { sourceType: "UMA_ADDRESS", umaAddress: cmd.sender.full },
    destination: { destinationType: "ACCOUNT", accountId: cmd.destination.accountId },
    ...cmd.customer,
    paymentRail: null,
    createdAt: now,
    updatedAt: now,
  };
  // Live: every incoming transaction past CREATED carries its reconciliation instructions.
  created.reconciliationInstructions = reconciliationOf(created);
  if (screening.length) {
    created.requiresConfirmation = true;
    created.counterpartyInformation = counterpartyInfo(screening, cmd.sender.user);
  }
  const postings: Posting[] = [];
  const opened = sameCurrencyBook(created.id, "uma", cmd.destination.ref, cur, amount);
  if (screening.length) {
    const book = bookAfter(opened, "pendingIn", postings);
    return { transaction: created, book, postings, events: transactionEvents(created), plan: [] };
  }
  const book = bookAfter(opened, "settle", postings);
  const settled = withStatus(created, "COMPLETED", now);
  return { transaction: settled, book, postings, events: [...transactionEvents(created), ...transactionEvents(settled)], plan: [] };
}
