/** The money area's handler maps, merged (one registry line). */
import type { HandlerMap } from "../areas/types.js";
import { internalAccountHandlers } from "./internal-accounts.js";
import { exchangeRateHandlers } from "./exchange-rates.js";
import { quoteHandlers } from "./quotes.js";
import { transactionHandlers } from "./transactions.js";
import { transferHandlers } from "./transfers.js";
import { sandboxMoneyHandlers } from "./sandbox-money.js";
import { receiverHandlers } from "./receivers.js";

export const moneyHandlers: HandlerMap = {
  ...internalAccountHandlers,
  ...exchangeRateHandlers,
  ...quoteHandlers,
  ...transactionHandlers,
  ...transferHandlers,
  ...sandboxMoneyHandlers,
  ...receiverHandlers,
};
