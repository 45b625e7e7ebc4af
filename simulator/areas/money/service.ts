/**
 * The money application service: what the money area's handlers and the other areas
 * (cards, wallet-auth, stablecoins, invitations, agents, the customers area's deletion check)
 * call to read and move money. Other areas import the money area through this file only.
 * - books.ts: internal accounts, the ledger, transactions, outcome plans;
 * - quote-service.ts: quotes (create, execute, hold for approval, authorize, expire);
 * - transaction-service.ts: transaction lists, decisions and transfers.
 */
export {
  accountsOf,
  customerDeletionRefusal,
  ensureCustomerAccounts,
  envOf,
  getExternalAccount,
  getTransactionOr404,
  isApproved,
  listCustomerAccounts,
  post,
  provisionedWalletOf,
  quoteMetaOf,
  quotesOf,
  render as renderAccount,
  statusOfCustomer,
  transactionsOf,
  type MoneyEnv,
} from "./books.js";
export { createQuote, executeQuoteById, holdQuoteExecution, releaseHeldExecution, storedQuoteOr404, type QuoteCreateRequest } from "./quote-service.js";
export { decideTransaction, listTransactions, transfer, withTransferAmount, type DecisionFollower, type TransactionQuery } from "./transaction-service.js";
export { transactionQuery } from "./transaction-service.js";
export { parseUmaAddress, umaReceiverOr404 } from "./domain/uma.js";
export { umaReceiverFor } from "./uma-receivers.js";
export { renderTransaction, renderTransactionPage } from "./domain/render.js";
export { renderQuote } from "./domain/quote-render.js";
export { ownerKeyOf, type AccountRecord } from "./domain/accounts.js";
export { world, type Leg } from "./domain/ledger.js";
export type { QuoteRecord } from "./domain/quote-flow.js";
