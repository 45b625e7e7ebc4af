/**
 * Card transactions (pure): the sandbox authorization decision, clearing (settle, tip,
 * void) and refunds, each with the ledger legs it posts. Money on the funding account:
 * an approved authorization holds its amount (available -> held); clearing takes the
 * settled amount out of the hold (and pulls a tip above it from available), releasing
 * the rest; a void releases the hold; EXCEPTION (the pull succeeded) takes the amount;
 * a refund credits available. The merchant side is the world account `card-network`.
 */
import { cardRules, descriptorRule, type CardRules } from "../../../../contract/rules/cards.js";
import { world, type Leg } from "../../money/service.js";
import { wrongState, type Refusal } from "./card.js";
import { limitDecline, withApproved } from "./limits.js";
import type { CardRecord, CardTxRecord, Merchant } from "./types.js";

const NETWORK = "card-network";

export interface AuthorizationInput {
  id: string;
  amount: number;
  merchant: Merchant;
  /** The cardholder's platformCustomerId, shown on the transaction. */
  platformCustomerId?: string;
}

/** The funding source an authorization draws on (chosen by card.ts chooseSource), undefined when the card can use none. */
export interface Funding {
  accountId: string;
  available: number;
}

export interface AuthorizationResult {
  tx: CardTxRecord;
  card: CardRecord;
  legs: Leg[];
  /** For a delayed pull: when (ms after now) it is CONFIRMED. */
  confirmAfterMs?: number;
}

const holdLegs = (account: string, currency: string, amount: number): Leg[] => [
  { account, bucket: "available", currency, amount: -amount },
  { account, bucket: "held", currency, amount },
];

/** A new card transaction of `card` from a message's input, in `status`, on `accountId` (default: the first funding source). */
export function newCardTx(
  card: CardRecord,
  input: AuthorizationInput,
  type: CardTxRecord["type"],
  status: CardTxRecord["status"],
  iso: string,
  accountId = card.fundingSource,
): CardTxRecord {
  return {
    id: input.id,
    cardId: card.id,
    type,
    status,
    authorizedAmount: input.amount,
    currency: card.currency,
    merchant: input.merchant,
    accountId,
    customerId: card.customerId,
    platformCustomerId: input.platformCustomerId,
    refunded: 0,
    createdAt: iso,
    updatedAt: iso,
  };
}

/**
 * Decide an authorization on `card` drawing on `funding` (undefined: the card can use none
 * of its funding sources, e.g. an embedded wallet without an ACTIVE delegated key).
 */
export function authorize(
  card: CardRecord,
  input: AuthorizationInput,
  funding: Funding | undefined,
  now: Date,
  r: CardRules = cardRules(),
): AuthorizationResult {
  const iso = now.toISOString();
  const account = funding?.accountId ?? card.fundingSource;
  const base = newCardTx(card, input, "DEBIT", "DECLINED", iso, account);
  const rule = descriptorRule(input.merchant.descriptor, r);
  const decline = (reason: NonNullable<CardTxRecord["cardDeclinedReason"]>): AuthorizationResult => ({
    tx: { ...base, cardDeclinedReason: reason },
    card,
    legs: [],
  });
  if (!r.authorizableStatuses.includes(card.status)) return decline("CARD_NOT_ACTIVE");
  if (rule.outcome === "DECLINED") return decline(rule.declinedReason!);
  const limit = limitDecline(card, input.amount, now);
  if (limit) return decline(limit);
  if (!funding) return decline(r.unusableDecline);
  if (funding.available < input.amount) return decline("INSUFFICIENT_FUNDS");
  const next: CardRecord = { ...card, usage: withApproved(card, input.amount, now) };
  const cur = card.currency;
  const hold = holdLegs(account, cur, input.amount);
  if (rule.outcome === "EXCEPTION") {
    const taken: Leg[] = [
      { account, bucket: "available", currency: cur, amount: -input.amount },
      { account: world(NETWORK, cur), bucket: "available", currency: cur, amount: input.amount },
    ];
    return { tx: { ...base, status: "EXCEPTION" }, card: next, legs: taken };
  }
  if (rule.outcome === "PENDING") return { tx: { ...base, status: "PENDING" }, card: next, legs: hold, confirmAfterMs: rule.confirmAfterMs };
  return { tx: { ...base, status: "AUTHORIZED" }, card: next, legs: hold };
}

/** A delayed pull completes (undefined when the transaction is no longer PENDING). */
export function confirm(tx: CardTxRecord, now: Date): CardTxRecord | undefined {
  return tx.status === "PENDING" ? { ...tx, status: "CONFIRMED", updatedAt: now.toISOString() } : undefined;
}

export type Outcome<T> = { ok: T } | { refusal: Refusal };

const CLEARABLE = new Set(["AUTHORIZED", "CONFIRMED"]);

/** Clear an authorization with `amount` (0 voids it); `available`: the holding account's available money. */
export function clear(tx: CardTxRecord, amount: number, available: number, now: Date): Outcome<{ tx: CardTxRecord; legs: Leg[] }> {
  if (tx.type !== "DEBIT" || !CLEARABLE.has(tx.status)) {
    return { refusal: wrongState(tx.id, `is a ${tx.status} ${tx.type}; only an AUTHORIZED or CONFIRMED DEBIT can be cleared`) };
  }
  const auth = tx.authorizedAmount ?? 0;
  const acc = tx.accountId;
  const cur = tx.currency;
  const iso = now.toISOString();
  const release: Leg[] = [
    { account: acc, bucket: "held", currency: cur, amount: -auth },
    { account: acc, bucket: "available", currency: cur, amount: auth },
  ];
  if (amount === 0) return { ok: { tx: { ...tx, status: "VOIDED", updatedAt: iso }, legs: release } };
  const extra = amount - auth;
  if (extra > available) {
    return {
      refusal: {
        status: 400,
        code: "INSUFFICIENT_FUNDS",
        reason: `the clearing pulls ${extra} above the authorized ${auth}, but the funding account holds only ${available} available`,
      },
    };
  }
  const legs: Leg[] = [
    ...release,
    { account: acc, bucket: "available", currency: cur, amount: -amount },
    { account: world(NETWORK, cur), bucket: "available", currency: cur, amount },
  ];
  return { ok: { tx: { ...tx, status: "SETTLED", settledAmount: amount, updatedAt: iso }, legs } };
}

/** Refund `amount` of a settled purchase: the purchase (with its refunded total) and the CREDIT transaction. */
export function refund(tx: CardTxRecord, amount: number, creditId: string, now: Date): Outcome<{ purchase: CardTxRecord; credit: CardTxRecord; legs: Leg[] }> {
  if (tx.type !== "DEBIT" || tx.status !== "SETTLED") {
    return { refusal: wrongState(tx.id, `is a ${tx.status} ${tx.type}; only a SETTLED DEBIT can be refunded`) };
  }
  const left = (tx.settledAmount ?? 0) - tx.refunded;
  if (amount > left) return { refusal: { status: 400, code: "INVALID_AMOUNT", reason: `only ${left} of the settled ${tx.settledAmount} is left to refund` } };
  const iso = now.toISOString();
  const credit: CardTxRecord = {
    id: creditId,
    cardId: tx.cardId,
    type: "CREDIT",
    status: "SETTLED",
    settledAmount: amount,
    originalTransactionId: tx.id,
    currency: tx.currency,
    merchant: tx.merchant,
    accountId: tx.accountId,
    customerId: tx.customerId,
    platformCustomerId: tx.platformCustomerId,
    refunded: 0,
    createdAt: iso,
    updatedAt: iso,
  };
  const legs: Leg[] = [
    { account: world(NETWORK, tx.currency), bucket: "available", currency: tx.currency, amount: -amount },
    { account: tx.accountId, bucket: "available", currency: tx.currency, amount },
  ];
  return { ok: { purchase: { ...tx, refunded: tx.refunded + amount, updatedAt: iso }, credit, legs } };
}
