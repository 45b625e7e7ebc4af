/**
 * Cards (pure): issue, provision, the PATCH state table and funding-source binding.
 * Every rule comes from spec/rules/cards.yaml; answers are data (`Refusal`), never I/O.
 */
import { cardRules, fundingSuffixRefusal, isAllowedTransition, type CardRules, type CardSettings } from "../../../../contract/rules/cards.js";
import type { CardRecord, CardStatus } from "./types.js";
import { utcDay } from "./limits.js";

export interface Refusal {
  status: 400 | 404 | 409;
  code: string;
  reason: string;
}

const refuse = (status: Refusal["status"], code: string, reason: string): Refusal => ({ status, code, reason });

export interface IssueInput {
  id: string;
  platformCardId: string;
  customerId: string;
  fundingSource: string;
  currency: string;
  maxSpendPerTransaction?: number;
  maxSpendPerDay?: number;
  maxTransactionsPerDay?: number;
}

export function issueCard(i: IssueInput, settings: CardSettings, now: Date, r: CardRules = cardRules()): CardRecord {
  const iso = now.toISOString();
  const card: CardRecord = {
    id: i.id,
    customerId: i.customerId,
    platformCardId: i.platformCardId,
    form: "VIRTUAL",
    fundingSource: i.fundingSource,
    currency: i.currency,
    status: r.initialStatus,
    authorizationDecision: settings.authorizationDecision,
    usage: { day: utcDay(now), spend: 0, count: 0 },
    createdAt: iso,
    updatedAt: iso,
  };
  if (i.maxSpendPerTransaction !== undefined) card.maxSpendPerTransaction = i.maxSpendPerTransaction;
  if (i.maxSpendPerDay !== undefined) card.maxSpendPerDay = i.maxSpendPerDay;
  if (i.maxTransactionsPerDay !== undefined) card.maxTransactionsPerDay = i.maxTransactionsPerDay;
  return card;
}

/** The issuer provisions the card: ACTIVE with last4 and expiry (undefined when not PROCESSING any more). */
export function provisionCard(card: CardRecord, pan: string, now: Date, r: CardRules = cardRules()): CardRecord | undefined {
  if (card.status !== r.provisioning.from) return undefined;
  return {
    ...card,
    status: r.provisioning.to,
    last4: pan.slice(-4),
    expMonth: now.getUTCMonth() + 1,
    expYear: now.getUTCFullYear() + r.expiryYears,
    updatedAt: now.toISOString(),
  };
}

/** A refusal of a requested status, or undefined when the state table allows it. */
export function transitionRefusal(card: CardRecord, to: CardStatus, r: CardRules = cardRules()): Refusal | undefined {
  if (card.status === r.terminalStatus) {
    if (to === r.terminalStatus) return refuse(409, "CARD_ALREADY_CLOSED", `card ${card.id} is already ${r.terminalStatus}`);
    return refuse(409, "CARD_NOT_MUTABLE", `card ${card.id} is ${r.terminalStatus} and cannot be changed`);
  }
  if (!isAllowedTransition(card.status, to, r)) {
    const allowed = r.transitions.filter((t) => t.from === card.status).map((t) => t.to);
    return refuse(
      409,
      "INVALID_STATE_TRANSITION",
      `card ${card.id} cannot move from ${card.status} to ${to}${allowed.length ? ` (allowed: ${allowed.join(", ")})` : " (no change is allowed yet)"}`,
    );
  }
  return undefined;
}

/** Any change of a closed card is refused. */
export function mutableRefusal(card: CardRecord, r: CardRules = cardRules()): Refusal | undefined {
  return card.status === r.terminalStatus ? refuse(409, "CARD_NOT_MUTABLE", `card ${card.id} is ${r.terminalStatus} and cannot be changed`) : undefined;
}

export interface FundingAccount {
  id: string;
  customerId: string | null;
  currency: string;
  status: string;
}

/**
 * Whether `account` (undefined: unknown) may fund a card of `customerId`. The sandbox
 * suffix rule comes first (it answers for any id ending in a listed suffix).
 */
export function fundingRefusal(accountId: string, account: FundingAccount | undefined, customerId: string, r: CardRules = cardRules()): Refusal | undefined {
  const suffix = fundingSuffixRefusal(accountId, r);
  if (suffix) return refuse(400, "FUNDING_SOURCE_INELIGIBLE", `funding source ${accountId} is ineligible (${suffix})`);
  if (!account) return refuse(404, "ACCOUNT_NOT_FOUND", `no internal account with id ${accountId}`);
  if (account.customerId !== customerId)
    return refuse(400, "FUNDING_SOURCE_INELIGIBLE", `internal account ${accountId} does not belong to the cardholder ${customerId}`);
  if (!r.eligibleCurrencies.includes(account.currency))
    return refuse(400, "FUNDING_SOURCE_INELIGIBLE", `${account.currency} is not a card-eligible currency (eligible: ${r.eligibleCurrencies.join(", ")})`);
  if (account.status !== "ACTIVE") return refuse(400, "FUNDING_SOURCE_INELIGIBLE", `internal account ${accountId} is ${account.status}`);
  return undefined;
}

/** Whether one more live card is allowed (liveCount: the platform's; holderLive: the cardholder's). */
export function slotRefusal(liveCount: number, holderLive: number, settings: CardSettings): Refusal | undefined {
  if (settings.maxLiveCards !== null && liveCount >= settings.maxLiveCards)
    return refuse(409, "CARD_LIMIT_REACHED", `the platform holds ${liveCount} live cards, its maximum; closing a card frees a slot`);
  if (settings.oneCardPerCardholder && holderLive > 0)
    return refuse(409, "CARD_LIMIT_REACHED", "the cardholder already has a live card and this platform allows one per cardholder; closing it frees the slot");
  return undefined;
}

export const isLive = (status: CardStatus, r: CardRules = cardRules()): boolean => status !== r.terminalStatus;
