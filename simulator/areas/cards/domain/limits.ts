/**
 * Spend limits on the platform clock (pure). A card's usage counts the approved
 * authorizations of one UTC calendar day: their amounts (`spend`) and their number
 * (`count`). Nothing gives capacity back (refunds, reversals, expiries); a new UTC day
 * starts from zero.
 */
import type { CardDeclinedReason } from "../../../../contract/rules/cards.js";
import type { CardRecord, DailyUsage } from "./types.js";

export const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

/** The card's usage of the day `now` falls in. */
export function usageOn(card: CardRecord, now: Date): DailyUsage {
  const day = utcDay(now);
  return card.usage.day === day ? card.usage : { day, spend: 0, count: 0 };
}

/** Which limit an authorization of `amount` would break, or undefined. */
export function limitDecline(card: CardRecord, amount: number, now: Date): CardDeclinedReason | undefined {
  if (card.authorizationDecision === "SERVICE" && card.maxSpendPerTransaction !== undefined && amount > card.maxSpendPerTransaction)
    return "SPEND_LIMIT_EXCEEDED";
  const u = usageOn(card, now);
  if (card.maxTransactionsPerDay !== undefined && u.count + 1 > card.maxTransactionsPerDay) return "DAILY_TRANSACTION_LIMIT_EXCEEDED";
  if (card.maxSpendPerDay !== undefined && u.spend + amount > card.maxSpendPerDay) return "DAILY_SPEND_LIMIT_EXCEEDED";
  return undefined;
}

/** The usage after one more approved authorization of `amount`. */
export function withApproved(card: CardRecord, amount: number, now: Date): DailyUsage {
  const u = usageOn(card, now);
  return { day: u.day, spend: u.spend + amount, count: u.count + 1 };
}
