/** The stored records of the cards area (never rendered as they are: see render.ts). */
import type { CardDeclinedReason, CardStateReason, CardStatus } from "../../../../contract/rules/cards.js";

export type { CardStatus, CardDeclinedReason, CardStateReason };

/** Approved authorizations of one UTC calendar day (`day` = YYYY-MM-DD). */
export interface DailyUsage {
  day: string;
  spend: number;
  count: number;
}

export interface CardRecord {
  id: string;
  customerId: string;
  platformCardId: string;
  form: "VIRTUAL";
  /** The first funding source (the description's single `fundingSource`). */
  fundingSource: string;
  /** Every funding source in the order authorization decisioning tries them (absent on cards stored before there were several: [fundingSource]). */
  fundingSources?: string[];
  /** Currency code, from the funding sources at issue time. */
  currency: string;
  status: CardStatus;
  /** Why the card is in its status (a closed card: CLOSED_BY_PLATFORM). */
  stateReason?: CardStateReason;
  /** Funding accounts that need a delegated key (embedded wallets) -> the card's ACTIVE key for it. */
  delegatedKeys?: Record<string, string>;
  last4?: string;
  expMonth?: number;
  expYear?: number;
  maxSpendPerTransaction?: number;
  maxSpendPerDay?: number;
  maxTransactionsPerDay?: number;
  authorizationDecision: "SERVICE" | "ISSUER";
  usage: DailyUsage;
  createdAt: string;
  updatedAt: string;
}

/** The card number, CVV and expiry: stored apart from the card, shown only on the reveal page. */
export interface CardSecret {
  id: string;
  pan: string;
  cvv: string;
}

export type CardTxStatus = "AUTHORIZED" | "DECLINED" | "PENDING" | "CONFIRMED" | "EXCEPTION" | "SETTLED" | "VOIDED";

export interface Merchant {
  descriptor: string;
  mcc?: string;
  country?: string;
}

export interface CardTxRecord {
  id: string;
  cardId: string;
  type: "DEBIT" | "CREDIT";
  status: CardTxStatus;
  authorizedAmount?: number;
  settledAmount?: number;
  cardDeclinedReason?: CardDeclinedReason;
  originalTransactionId?: string;
  currency: string;
  merchant: Merchant;
  /** The internal account holding (or that paid) the money of this transaction. */
  accountId: string;
  /** The cardholder and its platformCustomerId (absent on transactions stored before they were kept). */
  customerId?: string;
  platformCustomerId?: string;
  /** Refunded so far (DEBIT). */
  refunded: number;
  createdAt: string;
  updatedAt: string;
}
