/**
 * The money area (internal accounts, exchange rates, quotes, transactions, transfers,
 * receivers, sandbox money): its manifest. `decisionFollowers` hear of the platform's
 * decisions on transactions (the agents area's held actions follow them); `cardTransactions`
 * reads the card transactions GET /transactions lists too (the cards area's, wired in by the
 * assembly).
 */
import type { AreaManifest } from "../manifest.js";
import type { SomeJobType } from "../../clock/jobs.js";
import type { DecisionFollower } from "./transaction-service.js";
import { NO_CARD_TRANSACTIONS, type CardTransactionSource } from "./card-entries.js";
import { moneyHandlers } from "./handlers.js";
import { quoteExpiry } from "./quote-service.js";
import { transactionStep } from "./books.js";
import { accounts, books, postings, quoteChallenges, quoteMeta, quotes, transactions, txIndex } from "./state.js";

export function moneyArea(o: { decisionFollowers: readonly DecisionFollower[]; cardTransactions?: CardTransactionSource }): AreaManifest {
  return {
    name: "money",
    handlers: moneyHandlers(o.decisionFollowers, o.cardTransactions ?? NO_CARD_TRANSACTIONS),
    collections: [accounts, quotes, quoteMeta, quoteChallenges, transactions, books, postings],
    derived: [txIndex],
    jobs: [quoteExpiry as SomeJobType, transactionStep as SomeJobType],
  };
}
