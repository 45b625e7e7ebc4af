/** The rules the money model and the idempotency check name, with where each comes from. */
import { describedRule as d, designedRule, liveRule, safety, type RuleSpec } from "../../contract/rule-spec.js";

export const MONEY_RULES: RuleSpec[] = [
  d("setup", "The calls a model needs to get going are answered (approved customers with internal accounts on a regulated platform)."),
  liveRule("money.list-accounts", "GET /customers/internal-accounts and /platform/internal-accounts list every internal account (interface facts)."),
  liveRule("money.integer-amounts", "Amounts are integers of the smallest unit with the currency's decimals (CurrencyAmount; Quote: smallest currency unit)."),
  safety(liveRule("money.available-non-negative", "An account's available balance is never negative.")),
  liveRule("money.available-within-total", "balance (available to spend) never exceeds totalBalance (including pending and held)."),
  safety(d("money.conservation", "No amount is created or destroyed except by funding and the stated fees.")),
  d("money.fund", "Sandbox funding credits the account by the amount (POST /sandbox/internal-accounts/{accountId}/fund)."),
  liveRule("money.hold", "Executing a quote holds its total on the source: available drops, total stays until it settles."),
  d("money.settle", "A payout that completes takes its total from the source; the platform fee lands on the platform's account."),
  d("money.refund", "A payout that fails (002, 004, 006) gives the held amount back to the source."),
  d("money.return", "A payout returned by the bank after completing (005) gives the sent amount back.", { waitSeconds: 302 }),
  d("money.unrecovered", "007: payout and refund failed: the held amount is not given back."),
  liveRule("money.balance", "Every other account keeps the balance the model predicts."),
  d("money.quote", "POST /quotes answers a Quote, PROCESSING, expiring after its creation."),
  d("money.quote-amounts", "The locked side is the amount asked; fees are included; receiving follows from sending minus fees at the rate."),
  designedRule(
    "money.amount-out-of-range",
    "An amount outside the currency's bounds to an account answers 201 or a documented 400 (designed reading: the description applies the bounds to UMA).",
  ),
  d("money.execute", "Executing a funded quote before expiresAt answers the executed quote with the transactionId of its transaction."),
  safety(
    liveRule(
      "money.execute-once",
      "live: POST /quotes/{quoteId}/execute answers 409 on a quote already executed (its 409 answer is for a quote already confirmed, expired, or in an invalid state; re-calling execute on an executed quote returns 409): executing an executed quote again without its Idempotency-Key, or with another key, answers 409.",
    ),
  ),
  safety(
    d(
      "money.no-double-debit",
      "A quote's total is debited from its source once, however many times execute is called (a quote shows the amount of one transfer; no amount moves but the stated ones): after a repeated execution the source's balances are the model's.",
    ),
  ),
  liveRule(
    "money.quote-read",
    'live: GET /quotes/{quoteId} answers 200 with the quote: the amounts, fees, rate, currencies and expiresAt it was created with (the description: quotes lock the rate and show the fees before execution) and, once executed or paid, the transactionId of that execution ("if the quote has been settled, it will include the transaction ID").',
  ),
  d(
    "money.quote-read-status",
    "A quote read before it is executed, paid or past its expiresAt is PROCESSING (the description's Quote: PROCESSING on a created quote).",
  ),
  designedRule(
    "money.quote-status",
    "An executed quote, or a real-time-funded one paid, reads COMPLETED; one past its expiresAt without execution reads EXPIRED (spec/rules/quotes.yaml; the description: quote statuses and transitions not shown).",
  ),
  liveRule(
    "money.transfer-in",
    "live: POST /transfer-in moves funds from an external account (a pull) into an internal account: 201 with the incoming transaction of the amount (receivedAmount); a pull source with an ordinary suffix succeeds (the description's pull table: other -> success): the amount is pending in the account's totalBalance (\"including pending\") until it completes, then available.",
  ),
  liveRule("money.transfer-in-replay", "live: POST /transfer-in with the same Idempotency-Key answers the first answer (and credits once)."),
  d("money.transfer-in-key-reuse", "The same Idempotency-Key on another pay request answers 409 DUPLICATE_PAY_REQUEST (the description's 409 table)."),
  designedRule(
    "money.transfer-in-refusal",
    "A transfer-in between accounts of different currencies answers 400 INVALID_CURRENCY; above the corridor's single-transaction maximum 400 TRANSACTION_SIZE_LIMIT_EXCEEDED (the description names the code; the maximum is designed); from an external account not ACTIVE 409 CONFLICT (the description: only ACTIVE accounts take payments); from an internal account 400 INVALID_INPUT; nothing moves (designed answers).",
  ),
  d(
    "money.sandbox-send",
    "POST /sandbox/send pays a real-time-funded quote (the description: simulates payment of a real-time-funded quote; live: 200 with the transaction): the destination receives the quote's receiving amount, the platform fee the platform's account; a refused payment moves nothing, a paid quote is not paid twice.",
  ),
  liveRule("money.sandbox-send-input", "live: the SandboxSendRequest requires quoteId and currencyCode: a body without currencyCode answers 400."),
  designedRule(
    "money.sandbox-send-refusal",
    "POST /sandbox/send in another currency than the quote's sending currency answers 400 INVALID_CURRENCY, after the quote's expiresAt 400 QUOTE_EXPIRED, on a quote already paid 409 CONFLICT (designed answers).",
  ),
  d("money.quote-expired", "Executing after expiresAt answers 400 QUOTE_EXPIRED.", { waitSeconds: 60 }),
  d("money.insufficient-funds", "Executing beyond the source's available balance answers 400 INSUFFICIENT_FUNDS."),
  liveRule("money.transaction", "GET /transactions/{id} answers the transaction."),
  d(
    "money.transaction-status",
    "The transaction ends as the destination's suffix says (002 failed, 003 completes, 004 failed, 005 completes then fails, 006 cancelled, 007 failed, other completes).",
  ),
  designedRule("money.timing", "The sandbox outcome lands at the designed time (2 s, 6 min for 003, the bank return 5 min after 005 completes)."),
  designedRule("money.failure-reason", "A failed transaction's failureReason names the suffix's outcome (the names are designed)."),
  d("money.transaction-amounts", "The transaction's sent and received amounts are its quote's."),
  designedRule(
    "money.cancel-409",
    "Cancelling a transaction already settled or past cancellation answers 409 TRANSACTION_NOT_CANCELLABLE (which statuses can be cancelled is designed).",
  ),
  liveRule("idempotency.replay", "Execute with the same Idempotency-Key replays the first answer (the live execute operation's Idempotency-Key)."),
  liveRule(
    "money.transfer-full-balance",
    "POST /transfer-out without amount moves the source's whole available balance (the live TransferOutRequest: amount optional, the full balance); nothing available: 400 INSUFFICIENT_FUNDS.",
  ),
];

export const IDEMPOTENCY_RULES: RuleSpec[] = [
  d("setup", "The calls the check needs to get going are answered (a funded account, a quote)."),
  liveRule("idempotency.replay", "Execute with the same Idempotency-Key replays the first answer and acts once."),
  safety(
    liveRule(
      "money.execute-once",
      "live: POST /quotes/{quoteId}/execute answers 409 on a quote already executed (its 409 answer is for a quote already confirmed, expired, or in an invalid state; re-calling execute on an executed quote returns 409): executing it again without its key answers 409.",
    ),
  ),
  d("idempotency.key-reuse-409", "The same Idempotency-Key on another pay request answers 409 DUPLICATE_PAY_REQUEST."),
  d("idempotency.no-5xx", "Concurrent executions are never answered with a 5xx."),
  liveRule("idempotency.concurrent-same-key", "Concurrent executions with one key all answer the first answer and create one transaction."),
  safety(
    liveRule(
      "idempotency.concurrent-no-key",
      "live: POST /quotes/{quoteId}/execute answers 409 on a quote already executed (quote already confirmed, expired, or in invalid state): of concurrent executions of one quote without a key exactly one succeeds and creates a transaction, the others answer 409.",
    ),
  ),
  liveRule("idempotency.list", "GET /transactions lists the customer's transactions."),
  safety(d("idempotency.held-once", "However many concurrent executions, the amount is held once.")),
  d("idempotency.setup", "Executing a funded quote answers 200."),
];
