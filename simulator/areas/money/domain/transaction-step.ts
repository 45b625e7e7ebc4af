/**
 * A step of a money flow that is not a quote's (same-currency transfers, sandbox funding,
 * incoming payments), as data: the transaction after the command, its book after the
 * postings, the postings to the ledger, the events to emit (in order) and the outcome steps
 * to start. The handlers apply it (the money area's books.ts `applyTransactionStep`); a quote's
 * MoneyStep (quote-flow.ts) is one with a quote besides.
 */
import type { MoneyAction, OutcomeStep } from "../../../../contract/rules/money.js";
import { actionLegs, type Book } from "./ledger.js";
import type { MoneyEvent } from "./events.js";
import type { Posting } from "./quote-flow.js";
import type { Transaction } from "./transactions.js";

export interface TransactionStep {
  /** The transaction after the command (absent when only the ledger moves). */
  transaction?: Transaction;
  /** The book after the postings. */
  book?: Book;
  postings: Posting[];
  events: MoneyEvent[];
  /** Outcome steps to start now (atMs from now). */
  plan: OutcomeStep[];
}

/** The book after a money action; its legs, when any, appended to `postings`. */
export function bookAfter(book: Book, action: MoneyAction | "hold" | "pendingIn", postings: Posting[]): Book {
  const r = actionLegs(book, action);
  if (r.legs.length) postings.push({ kind: action, legs: r.legs });
  return { ...book, phase: r.phase };
}
