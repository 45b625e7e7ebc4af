/** The money area's handler maps, merged (one registry line). */
import type { HandlerMap } from "../types.js";
import { internalAccountHandlers } from "./handlers/internal-accounts.js";
import { exchangeRateHandlers } from "./handlers/exchange-rates.js";
import { quoteHandlers } from "./handlers/quotes.js";
import { transactionHandlers } from "./handlers/transactions.js";
import { transferHandlers } from "./handlers/transfers.js";
import { sandboxMoneyHandlers } from "./handlers/sandbox-money.js";
import { receiverHandlers } from "./handlers/receivers.js";

export const moneyHandlers: HandlerMap = {
  ...internalAccountHandlers,
  ...exchangeRateHandlers,
  ...quoteHandlers,
  ...transactionHandlers,
  ...transferHandlers,
  ...sandboxMoneyHandlers,
  ...receiverHandlers,
};
