/**
 * Typed accessor of spec/rules/cards.yaml: the card state table, the sandbox descriptor
 * and funding-source suffixes, card-eligible currencies, delays and the platform card
 * settings' defaults. Read once (schema-checked); pure thereafter.
 */
import { checker, defineRuleTable } from "./load.js";

export type CardStatus = "PENDING_KYC" | "PROCESSING" | "ACTIVE" | "FROZEN" | "CLOSED";
export type AuthorizationOutcome = "AUTHORIZED" | "DECLINED" | "PENDING" | "EXCEPTION";
export type CardDeclinedReason =
  | "INSUFFICIENT_FUNDS"
  | "CARD_NOT_ACTIVE"
  | "SPEND_LIMIT_EXCEEDED"
  | "DAILY_SPEND_LIMIT_EXCEEDED"
  | "DAILY_TRANSACTION_LIMIT_EXCEEDED"
  | "DELEGATED_KEY_REQUIRED";
/** Why a card is in its state (the live CardStateReason); the simulator gives CLOSED_BY_PLATFORM. */
export type CardStateReason = "ISSUER_REJECTED" | "CLOSED_BY_PLATFORM" | "CLOSED_BY_SERVICE";
/** The card fields a close cannot carry. */
export type CloseExcluded = "fundingSource" | "fundingSources" | "maxSpendPerTransaction";

export interface DescriptorRule {
  outcome: AuthorizationOutcome;
  declinedReason?: "INSUFFICIENT_FUNDS" | "CARD_NOT_ACTIVE";
  confirmAfterMs?: number;
}

export interface CardSettings {
  /** Live (not CLOSED) cards the platform may hold; null for no maximum. */
  maxLiveCards: number | null;
  /** At most one live card per cardholder. */
  oneCardPerCardholder: boolean;
  /** Who decides authorizations: the service (spend limits apply) or the issuer (reveal answers 409). */
  authorizationDecision: "SERVICE" | "ISSUER";
}

/** A sandbox simulation that creates a card transaction from an authorization body (spec/rules/cards.yaml `messageSimulations`). */
export interface MessageSimulation {
  type: "DEBIT" | "CREDIT";
  /** SETTLED at once with the money moved (single message); else AUTHORIZED until cleared. */
  settles: boolean;
  /** A card that is not authorizable declines it (CARD_NOT_ACTIVE). */
  declinable: boolean;
  /** The descriptor suffix table decides it (a DEBIT also by spend limits and the available balance). */
  descriptorOutcomes: boolean;
}

export interface CardRules {
  transitions: { from: CardStatus; to: CardStatus }[];
  terminalStatus: CardStatus;
  initialStatus: CardStatus;
  provisioning: { from: CardStatus; to: CardStatus; delayMs: number };
  authorizableStatuses: CardStatus[];
  /** Fields a close (PATCH status CLOSED) cannot carry: 400 INVALID_INPUT. */
  closeExcludes: CloseExcluded[];
  /** The stateReason of a card the platform closed. */
  closeReason: CardStateReason;
  /** Account types that fund a card only while it holds an ACTIVE delegated key for the account. */
  delegatedKeyAccountTypes: string[];
  /** The decline reason when none of the card's funding sources can be used. */
  unusableDecline: CardDeclinedReason;
  /** Statuses in which a card has a number to reveal; any other reveal answers 409. */
  revealableStatuses: CardStatus[];
  eligibleCurrencies: string[];
  expiryYears: number;
  descriptorSuffixes: Record<string, DescriptorRule>;
  defaultOutcome: "AUTHORIZED";
  descriptorLength: { min: number; max: number };
  fundingSourceSuffixes: Record<string, string>;
  revealTtlSeconds: number;
  defaultSettings: CardSettings;
  messageSimulations: Record<string, MessageSimulation>;
}

const need = checker("cards");

export const cardRulesTable = defineRuleTable<CardRules>("cards", (r) => {
  for (const [sfx, d] of Object.entries(r.descriptorSuffixes)) {
    need(d.outcome !== "DECLINED" || d.declinedReason, `descriptorSuffixes.${sfx}: a DECLINED outcome needs declinedReason`);
    need(d.outcome !== "PENDING" || d.confirmAfterMs, `descriptorSuffixes.${sfx}: a PENDING outcome needs confirmAfterMs`);
  }
  need(r.descriptorLength.min <= r.descriptorLength.max, "descriptorLength: min above max");
  need(!r.transitions.some((t) => t.from === r.terminalStatus), "transitions: the terminal status has a way out");
  need(Object.keys(r.messageSimulations).length > 0, "messageSimulations: none");
});

export const cardRules = (): CardRules => cardRulesTable.load();

/** The descriptor rule of a merchant descriptor (its last 3 characters), or the default. */
export function descriptorRule(descriptor: string, r: CardRules = cardRules()): DescriptorRule {
  return r.descriptorSuffixes[descriptor.slice(-3)] ?? { outcome: r.defaultOutcome };
}

/** Why binding this funding source is refused by the sandbox suffix rule, or undefined. */
export function fundingSuffixRefusal(accountId: string, r: CardRules = cardRules()): string | undefined {
  return r.fundingSourceSuffixes[accountId.slice(-3)];
}

export const isAllowedTransition = (from: string, to: string, r: CardRules = cardRules()): boolean => r.transitions.some((t) => t.from === from && t.to === to);
