/** The money area's operations: internal accounts, exchange rates, quotes, transactions, transfers, sandbox money, receivers. */
import type { HandlerMap } from "../types.js";
import type { DecisionFollower } from "./transaction-service.js";
import type { CardTransactionSource } from "./card-entries.js";
import { internalAccountHandlers } from "./handlers/internal-accounts.js";
import { exchangeRateHandlers } from "./handlers/exchange-rates.js";
import { quoteHandlers } from "./handlers/quotes.js";
import { transactionHandlers } from "./handlers/transactions.js";
import { transferHandlers } from "./handlers/transfers.js";
import { sandboxMoneyHandlers } from "./handlers/sandbox-money.js";
import { receiverHandlers } from "./handlers/receivers.js";

export const moneyHandlers = (decisionFollowers: readonly DecisionFollower[], cards: CardTransactionSource): HandlerMap => ({
  ...internalAccountHandlers,
  ...exchangeRateHandlers,
  ...quoteHandlers,
  ...transactionHandlers(decisionFollowers, cards),
  ...transferHandlers,
  ...sandboxMoneyHandlers,
  ...receiverHandlers,
});
