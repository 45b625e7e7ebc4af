/** The rules the card model names, with where each comes from. */
import { describedRule as d, designedRule, liveRule, type RuleSpec } from "../../contract/rule-spec.js";

export const CARD_RULES: RuleSpec[] = [
  d("setup", "The calls the model needs to get going are answered (approved cardholders with USD accounts on a regulated platform)."),
  d(
    "cards.status-transition",
    "The Card status table: POST /cards -> PROCESSING; ACTIVE <-> FROZEN; ACTIVE or FROZEN -> CLOSED; any other 409 INVALID_STATE_TRANSITION, CLOSED on a closed card 409 CARD_ALREADY_CLOSED, other changes of a closed card 409 CARD_NOT_MUTABLE.",
  ),
  d(
    "cards.cardholder-kyc",
    "POST /cards for a customer whose kycStatus is not APPROVED answers 400 CARDHOLDER_KYC_NOT_APPROVED and issues no card (description: Card, customerId must be APPROVED; the Card status table: POST /cards needs KYC approved; the 400 codes; live: POST /cards is rejected with CARDHOLDER_KYC_NOT_APPROVED).",
  ),
  designedRule(
    "cards.cardholder-kyc-first",
    "A card asked for a cardholder not APPROVED with a funding source not theirs names CARDHOLDER_KYC_NOT_APPROVED, not FUNDING_SOURCE_INELIGIBLE (which refusal comes first is designed).",
  ),
  d("cards.provisioning", "The issuer provisions the card: PROCESSING -> ACTIVE with last4, expMonth, expYear."),
  designedRule("cards.provisioning-time", "Provisioning takes the designed delay (2 s of platform time).", { waitSeconds: 3 }),
  d(
    "cards.decline",
    "Authorization outcomes by descriptor suffix (002 INSUFFICIENT_FUNDS, 003 CARD_NOT_ACTIVE, 005 PENDING then CONFIRMED, 006 EXCEPTION, other approved); a card that is not ACTIVE declines; an amount above the available balance declines.",
  ),
  designedRule("cards.decline-reason", "The decline reasons of limits (SPEND_LIMIT_EXCEEDED, DAILY_*_LIMIT_EXCEEDED) are designed names."),
  d("cards.limit", "An authorization for exactly maxSpendPerTransaction is allowed; above it is declined."),
  d(
    "cards.daily-capacity",
    "maxSpendPerDay and maxTransactionsPerDay count approved authorizations per UTC day; refunds, reversals and expiries do not restore capacity.",
  ),
  liveRule(
    "cards.balance",
    "Holds, captures, tips, voids and refunds move exactly their amounts: balance is what can be spent, totalBalance includes what is held; balance is never negative.",
  ),
  d("cards.clearing", "Clearing settles (a tip above the authorization is a post-hoc pull); amount 0 voids; only an authorized transaction clears."),
  d("cards.refund", "A refund is its own CREDIT transaction linked by originalTransactionId; the purchase stays SETTLED."),
  designedRule(
    "cards.refund-excess",
    "Designed (spec/paths/sandbox-cards.yaml, POST /sandbox/cards/{id}/simulate/return: the description does not bound a refund): the refunds of a purchase may not total more than its settledAmount; a return of more than is left answers 400 INVALID_AMOUNT and credits nothing.",
  ),
  d(
    "cards.funding-source",
    "A funding source not the cardholder's, or with suffix 002 / 003, answers FUNDING_SOURCE_INELIGIBLE; the cardholder's own account is accepted.",
  ),
  designedRule("cards.eligible-currency", "A funding source in a currency outside USD, EUR, GBP is ineligible (the card-eligible currencies are designed)."),
  d("cards.reveal", "A reveal answers a fresh panEmbedUrl each time, expiring within minutes."),
  designedRule(
    "cards.reveal-status",
    "Cards that are not ACTIVE or FROZEN answer 409 to a reveal (designed: the description names the 409 only for issuer-decides programs).",
  ),
  d("cards.descriptor-length", "merchant.descriptor is 1 to 25 characters; longer answers 400 INVALID_INPUT."),
  liveRule("cards.issuer-token", "Every sandbox card simulation answers 202 with issuerTransactionToken (the live SandboxCardSimulationResponse)."),
  designedRule(
    "cards.simulations",
    "The further simulations (designed moves): a single-message authorization settles at once and counts toward the day's limits; a credit authorization is AUTHORIZED without moving money (its advice is never declined); a single-message credit is credited at once; an authorization advice moves the hold to the new amount; a balance inquiry moves nothing and shows the available balance.",
  ),
  designedRule(
    "cards.return-reversal",
    "A return reversal voids a settled credit and takes its amount back (400 INSUFFICIENT_FUNDS when the account does not hold it); the reversal simulation's moves are designed.",
  ),
  d("cards.pan-leak", "The full card number, CVV and expiry are never part of a response."),
  liveRule(
    "cards.unknown-funding-source",
    "live: POST /cards and PATCH /cards/{id} answer 400 FUNDING_SOURCE_INELIGIBLE when a funding source does not belong to the cardholder (an internal account that does not exist belongs to no one), and document no 404 for it.",
  ),
  liveRule(
    "cards.funding-sources",
    "live: every entry of POST /cards fundingSources must belong to the cardholder and be in a card-eligible currency, else 400 FUNDING_SOURCE_INELIGIBLE and no card (one bad entry among good ones included).",
  ),
  liveRule(
    "cards.close-excludes",
    "live: PATCH /cards/{id} with state CLOSED cannot carry fundingSources or maxSpendPerTransaction: 400, and the card is not closed.",
  ),
  liveRule("cards.state-reason", "live: a card closed with PATCH /cards/{id} (state CLOSED) reads stateReason CLOSED_BY_PLATFORM."),
  liveRule(
    "cards.simulation-state",
    "live: the card simulations document 202, 400, 401, 403, 404 and 500, no 409: a clearing, return, authorization advice or return reversal of a card transaction in a state it cannot take answers 400.",
  ),
  liveRule(
    "cards.credit-suffixes",
    "live: credit_authorization, credit_authorization_advice and financial_credit_authorization follow the authorization's descriptor suffix table: a credit at 002 (declined, the pull fails) or 003 (declined, card paused) credits nothing.",
  ),
  designedRule(
    "cards.credit-outcomes",
    "How a credit reads the suffix table (designed): 002 and 003 are DECLINED with that reason, 006 is EXCEPTION with nothing credited, 005 is PENDING (a single-message credit SETTLED).",
  ),
  designedRule(
    "cards.simulation-currency",
    "A sandbox simulation from an authorization body whose currency.code is not the card's currency answers 400 INVALID_CURRENCY and moves nothing (designed; live answers 400 for invalid parameters without naming the code).",
  ),
  liveRule(
    "cards.transaction-not-found",
    "live: POST /sandbox/cards/{id}/simulate/clearing, /return, /authorization_advice and /return_reversal answer 404 when the card transaction is not found.",
  ),
  designedRule("cards.transaction-not-found-code", "That 404 carries TRANSACTION_NOT_FOUND (the description lists the code, not which operation answers it)."),
];
