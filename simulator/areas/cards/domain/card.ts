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
  /** For a 400 INVALID_INPUT: the body field at fault. */
  field?: string;
}

/**
 * A card transaction a simulation cannot act on in its state: 400 INVALID_INPUT on
 * `cardTransactionId` (live: the simulations document no 409; a transaction in the wrong
 * state is a bad parameter).
 */
export const wrongState = (txId: string, reason: string): Refusal => ({
  status: 400,
  code: "INVALID_INPUT",
  reason: `card transaction ${txId}: ${reason}`,
  field: "cardTransactionId",
});

const refuse = (status: Refusal["status"], code: string, reason: string): Refusal => ({ status, code, reason });

export interface IssueInput {
  id: string;
  platformCardId: string;
  customerId: string;
  /** In priority order; the first is the description's `fundingSource`. */
  fundingSources: string[];
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
    fundingSource: i.fundingSources[0],
    fundingSources: [...i.fundingSources],
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

/** Whether a PATCH of the card closes it. */
export const closes = (status: CardStatus | undefined, r: CardRules = cardRules()): boolean => status === r.terminalStatus;

/** The fields of a PATCH body a close cannot carry (live), in the table's order. */
export function closeConflicts(body: object, r: CardRules = cardRules()): string[] {
  const given = body as Record<string, unknown>;
  return r.closeExcludes.filter((f) => given[f] !== undefined);
}

/** The card in its new status; a close records why (CLOSED_BY_PLATFORM). */
export function withStatus(card: CardRecord, status: CardStatus, r: CardRules = cardRules()): CardRecord {
  return closes(status, r) ? { ...card, status, stateReason: r.closeReason } : { ...card, status };
}

/** The card's funding sources in priority order (a card stored with one: [fundingSource]). */
export const sourcesOf = (card: Pick<CardRecord, "fundingSource" | "fundingSources">): string[] => card.fundingSources ?? [card.fundingSource];

/** The card bound to `sources` (a full replacement, in this order). */
export const withSources = (card: CardRecord, sources: string[]): CardRecord => ({ ...card, fundingSource: sources[0], fundingSources: [...sources] });

export interface FundingAccount {
  id: string;
  customerId: string | null;
  currency: string;
  status: string;
  /** The internal account type (EMBEDDED_WALLET for an embedded wallet). */
  type?: string;
}

/**
 * Whether `account` (undefined: unknown) may fund a card of `customerId`. The sandbox
 * suffix rule comes first (it answers for any id ending in a listed suffix). An account
 * that does not exist is not the cardholder's either (live: 400 FUNDING_SOURCE_INELIGIBLE).
 */
export function fundingRefusal(accountId: string, account: FundingAccount | undefined, customerId: string, r: CardRules = cardRules()): Refusal | undefined {
  const suffix = fundingSuffixRefusal(accountId, r);
  if (suffix) return refuse(400, "FUNDING_SOURCE_INELIGIBLE", `funding source ${accountId} is ineligible (${suffix})`);
  if (!account) return refuse(400, "FUNDING_SOURCE_INELIGIBLE", `no internal account ${accountId} belongs to the cardholder ${customerId}`);
  if (account.customerId !== customerId)
    return refuse(400, "FUNDING_SOURCE_INELIGIBLE", `internal account ${accountId} does not belong to the cardholder ${customerId}`);
  // An embedded wallet funds a card in its own currency (live: bound as a source, used once a delegated key is ACTIVE).
  const walletSource = account.type !== undefined && r.delegatedKeyAccountTypes.includes(account.type);
  if (!walletSource && !r.eligibleCurrencies.includes(account.currency))
    return refuse(400, "FUNDING_SOURCE_INELIGIBLE", `${account.currency} is not a card-eligible currency (eligible: ${r.eligibleCurrencies.join(", ")})`);
  if (account.status !== "ACTIVE") return refuse(400, "FUNDING_SOURCE_INELIGIBLE", `internal account ${accountId} is ${account.status}`);
  return undefined;
}

/**
 * Whether the ordered `ids` may fund a card of `customerId`: each one as fundingRefusal
 * says, all in one currency, and that `currency` when the card has one already (a PATCH).
 * The currency they share, or the first refusal.
 */
export function sourcesRefusal(
  ids: string[],
  lookup: (id: string) => FundingAccount | undefined,
  customerId: string,
  currency?: string,
  r: CardRules = cardRules(),
): { refusal: Refusal } | { currency: string } {
  let shared = currency;
  for (const id of ids) {
    const account = lookup(id);
    const refusal = fundingRefusal(id, account, customerId, r);
    if (refusal) return { refusal };
    if (shared !== undefined && account!.currency !== shared)
      return {
        refusal: refuse(
          400,
          "FUNDING_SOURCE_INELIGIBLE",
          currency !== undefined
            ? `the card is in ${currency}; internal account ${id} is in ${account!.currency}`
            : `a card's funding sources share one currency: ${ids[0]} is in ${shared}, ${id} in ${account!.currency}`,
        ),
      };
    shared = account!.currency;
  }
  return { currency: shared! };
}

/** A funding source as authorization decisioning sees it: its available money, and whether the card may use it. */
export interface SourceState {
  id: string;
  available: number;
  usable: boolean;
}

/** Whether the card may draw on `account`: an account type that needs a delegated key needs the card's ACTIVE key for it. */
export function sourceUsable(card: CardRecord, account: FundingAccount | undefined, r: CardRules = cardRules()): boolean {
  if (!account) return false;
  if (!account.type || !r.delegatedKeyAccountTypes.includes(account.type)) return true;
  return card.delegatedKeys?.[account.id] !== undefined;
}

/**
 * The funding source an authorization of `amount` draws on: the first usable source (in the
 * card's order) that holds the amount, else the first usable one (which then declines
 * INSUFFICIENT_FUNDS); undefined when the card can use none of them.
 */
export function chooseSource(sources: SourceState[], amount: number): SourceState | undefined {
  const usable = sources.filter((x) => x.usable);
  return usable.find((x) => x.available >= amount) ?? usable[0];
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
