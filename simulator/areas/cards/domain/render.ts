/**
 * The API resources of the cards area, built field by field from the records: the card
 * number, CVV and full expiry are stored elsewhere (CardSecret) and never reach here.
 */
import { currencyOf } from "../../../../contract/rules/currencies.js";
import type { CardRecord, CardTxRecord } from "./types.js";
import { issuerToken } from "./simulations.js";
import { sourcesOf } from "./card.js";
import { omitUndefined, type Schema } from "../../response.js";

export function renderCard(c: CardRecord): Schema<"Card"> {
  const active = c.last4 !== undefined;
  return omitUndefined<Schema<"Card">>({
    id: c.id,
    customerId: c.customerId,
    cardholderId: c.customerId,
    platformCardId: c.platformCardId,
    form: c.form,
    fundingSource: c.fundingSource,
    fundingSources: sourcesOf(c),
    currency: c.currency,
    status: c.status,
    state: c.status,
    stateReason: c.stateReason ?? null,
    last4: c.last4,
    expMonth: active ? c.expMonth : undefined,
    expYear: active ? c.expYear : undefined,
    maxSpendPerTransaction: c.maxSpendPerTransaction ?? null,
    maxSpendPerDay: c.maxSpendPerDay,
    maxTransactionsPerDay: c.maxTransactionsPerDay,
    authorizationDecision: c.authorizationDecision,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  });
}

/** An amount of the card's currency as a CurrencyAmount. */
const moneyOf = (amount: number | undefined, currency: string) => (amount === undefined ? undefined : { amount, currency: currencyOf(currency) });

export function renderCardTx(t: CardTxRecord): Schema<"CardTransaction"> {
  return omitUndefined<Schema<"CardTransaction">>({
    id: t.id,
    cardId: t.cardId,
    type: t.type,
    direction: t.type,
    originalTransactionId: t.originalTransactionId || undefined,
    status: t.status,
    authorizedAmount: moneyOf(t.authorizedAmount ?? (t.type === "CREDIT" ? t.settledAmount : undefined), t.currency),
    settledAmount: moneyOf(t.settledAmount, t.currency),
    currency: currencyOf(t.currency),
    cardDeclinedReason: t.cardDeclinedReason || undefined,
    merchant: t.merchant,
    accountId: t.accountId,
    customerId: t.customerId,
    platformCustomerId: t.platformCustomerId,
    issuerTransactionToken: issuerToken(t.id),
    authorizedAt: t.createdAt,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  });
}

/** A card transaction as GET /transactions and GET /transactions/{transactionId} show it (live: `type` `CARD`). */
export function renderCardTxEntry(t: CardTxRecord): Schema<"CardTransactionEntry"> {
  const { type: direction, ...rest } = renderCardTx(t);
  return { ...rest, type: "CARD", direction, accountId: t.accountId };
}
