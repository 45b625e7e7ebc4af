/**
 * The API resources of the cards area, built field by field from the records: the card
 * number, CVV and full expiry are stored elsewhere (CardSecret) and never reach here.
 */
import { currencyOf } from "../money/currencies.js";
import type { CardRecord, CardTxRecord } from "./types.js";

export function renderCard(c: CardRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: c.id,
    customerId: c.customerId,
    platformCardId: c.platformCardId,
    form: c.form,
    fundingSource: c.fundingSource,
    currency: currencyOf(c.currency),
    status: c.status,
  };
  if (c.last4 !== undefined) Object.assign(out, { last4: c.last4, expMonth: c.expMonth, expYear: c.expYear });
  if (c.maxSpendPerTransaction !== undefined) out.maxSpendPerTransaction = c.maxSpendPerTransaction;
  if (c.maxSpendPerDay !== undefined) out.maxSpendPerDay = c.maxSpendPerDay;
  if (c.maxTransactionsPerDay !== undefined) out.maxTransactionsPerDay = c.maxTransactionsPerDay;
  out.authorizationDecision = c.authorizationDecision;
  out.createdAt = c.createdAt;
  out.updatedAt = c.updatedAt;
  return out;
}

export function renderCardTx(t: CardTxRecord): Record<string, unknown> {
  const out: Record<string, unknown> = { id: t.id, cardId: t.cardId, type: t.type };
  if (t.originalTransactionId) out.originalTransactionId = t.originalTransactionId;
  out.status = t.status;
  if (t.authorizedAmount !== undefined) out.authorizedAmount = t.authorizedAmount;
  if (t.settledAmount !== undefined) out.settledAmount = t.settledAmount;
  out.currency = currencyOf(t.currency);
  if (t.cardDeclinedReason) out.cardDeclinedReason = t.cardDeclinedReason;
  out.merchant = t.merchant;
  out.createdAt = t.createdAt;
  out.updatedAt = t.updatedAt;
  return out;
}
