/**
 * The money area's declared state: internal accounts, quotes (with their metadata and SCA
 * challenges), transactions (packed: up to 1,000,000 per platform, under 1 KB each with
 * their indexes), the ledger's books and postings; the transaction list index (derived from
 * the transactions: rebuilt after a restore, never saved), the outside world's running
 * balances and the current rate snapshot.
 */
import { declareCollection, declareDerivedValue, declareValue } from "../../store/declarations.js";
import type { AccountRecord } from "./domain/accounts.js";
import type { Book, Leg } from "./domain/ledger.js";
import type { QuoteMeta, QuoteRecord } from "./domain/quote-flow.js";
import type { RateSnapshot } from "./domain/rates.js";
import type { Transaction } from "./domain/transactions.js";
import { TxIndex } from "./domain/tx-index.js";

export interface Posting {
  id: string;
  txId?: string;
  kind: string;
  legs: Leg[];
  at: string;
}

export interface QuoteChallenge {
  id: string;
  factor: string;
  code: string;
  expiresAt: string;
}

export const accounts = declareCollection<AccountRecord>("internalAccounts", { indexes: ["customerId", "currency", "ownerKey", "ownerType"] });
export const accountsOf = accounts.of;

export const quotes = declareCollection<QuoteRecord>("quotes");
export const quotesOf = quotes.of;

export const quoteMeta = declareCollection<QuoteMeta>("quoteMeta");
export const quoteMetaOf = quoteMeta.of;

export const quoteChallenges = declareCollection<QuoteChallenge>("quoteChallenges");
export const quoteChallengesOf = quoteChallenges.of;

export const transactions = declareCollection<Transaction>("transactions", { indexes: ["quoteId"], packed: true });
export const transactionsOf = transactions.of;

export const books = declareCollection<Book>("transactionBooks");
export const booksOf = books.of;

export const postings = declareCollection<Posting>("ledgerPostings", { indexes: ["txId"] });
export const postingsOf = postings.of;

/** The transaction list index (filters and pages of GET /transactions). */
export const txIndex = declareDerivedValue("money.txIndex", (s) => {
  const idx = new TxIndex();
  for (const tx of transactionsOf(s).values()) idx.upsert(tx);
  return idx;
});

/** Running totals of the counterparties outside the platform (the ledger's world accounts). */
export const worldBalances = declareValue("money.world", () => new Map<string, number>());

/** The rate snapshot quotes are priced at (moves on the platform clock). */
export const rates = declareValue<RateSnapshot | undefined>("money.rates", () => undefined);
