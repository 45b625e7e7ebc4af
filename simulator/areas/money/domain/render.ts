/**
 * The Transaction resource of a stored transaction: the stored object is the response body.
 * Its source, destination and counterpartyInformation are kept as the quote flow built them
 * from the validated request (the contract's TransactionSource / TransactionDestination /
 * TransactionCounterpartyInformation shapes); the other fields are checked field by field.
 */
import { omitUndefined, type Schema } from "../../response.js";
import type { Transaction } from "./transactions.js";

type Tx = Schema<"Transaction">;

export function renderTransaction(t: Transaction): Tx {
  const { source, destination, counterpartyInformation, ...rest } = t;
  const out: Tx = rest;
  if (source !== undefined) out.source = source as Tx["source"];
  if (destination !== undefined) out.destination = destination as Tx["destination"];
  if (counterpartyInformation !== undefined) out.counterpartyInformation = counterpartyInformation as Tx["counterpartyInformation"];
  return out;
}

/** A page of transactions as GET /transactions answers it. */
export function renderTransactionPage(page: { data: Transaction[]; hasMore: boolean; nextCursor?: string; totalCount?: number }): Schema<"TransactionList"> {
  return omitUndefined<Schema<"TransactionList">>({
    data: page.data.map(renderTransaction),
    hasMore: page.hasMore,
    nextCursor: page.nextCursor || undefined,
    totalCount: page.totalCount,
  });
}
