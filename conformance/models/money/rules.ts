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
  d(
    "money.insufficient-funds",
    "Executing beyond the source's available balance answers 400 INSUFFICIENT_FUNDS: a quote executed (POST /quotes/{quoteId}/execute, or created with immediatelyExecute, which moves funds within the request), a transfer out of more than is available.",
  ),
  designedRule(
    "money.quote-refusal",
    "POST /quotes refuses, nothing moving: the same account as source and destination 400 SELF_PAYMENT; a real-time funding source naming no customer 404 CUSTOMER_NOT_FOUND, in an unknown currency 400 INVALID_CURRENCY, in a currency without a rate (HTG, spec/rules/fx-rates.yaml) 400 QUOTE_RATE_UNAVAILABLE; an external account still PENDING 409 CONFLICT (the description: only ACTIVE accounts can receive payments); a customer without the fields its currency's provider requires 400 MISSING_MANDATORY_USER_INFO (the description: providerRequiredCustomerFields must be present to use that currency). The codes and triggers are designed.",
  ),
  d(
    "money.uma-refusal",
    "An UMA address that is not of the form $<user>@<domain> answers 400 INVALID_UMA_ADDRESS (a quote to it, a lookup of it); a well-formed one no receiver holds (at the platform's own UMA domain) 404 UMA_NOT_FOUND (the description: well-formed address, no receiver); an UMA payment above the currency's maxAmount 400 AMOUNT_OUT_OF_RANGE (the Limits table: the supportedCurrencies bounds bind UMA payments).",
  ),
  designedRule(
    "money.verification-required",
    "A payout to a self-custody wallet still PENDING_OWNERSHIP_VERIFICATION above the designed threshold (spec/rules/fx-rates.yaml ownershipVerificationThreshold) answers 400 EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED (the description: destination ownership must be verified first; transfers below regulatory thresholds are still allowed).",
  ),
  designedRule(
    "money.rates-refusal",
    "GET /exchange-rates of an unknown currency answers 400 INVALID_CURRENCY; of a pair without a rate (HTG, spec/rules/fx-rates.yaml) 400 QUOTE_RATE_UNAVAILABLE (designed codes).",
  ),
  designedRule(
    "money.lookup-refusal",
    "GET /receiver/uma/{receiverUmaAddress} for a sender customerId that does not exist answers 404 CUSTOMER_NOT_FOUND (live: customerId is the sender's system id; the code is designed).",
  ),
  designedRule(
    "money.request-not-found",
    "A signed retry of POST /quotes/{quoteId}/execute naming a Request-Id the server never issued answers 404 REQUEST_NOT_FOUND (spec/rules/wallet-auth.yaml, designed); on an executed quote it debits nothing more.",
  ),
  liveRule("money.transfer-out", "live: POST /transfer-out moves an amount from an internal account to an external account: 201 with its transaction."),
  designedRule(
    "money.transfer-out-refusal",
    "POST /transfer-out refuses, nothing moving: an external account in another currency 400 INVALID_CURRENCY, one still PENDING 409 CONFLICT (the description: only ACTIVE accounts receive payments), above the corridor's single-transaction maximum 400 TRANSACTION_SIZE_LIMIT_EXCEEDED (designed maximum).",
  ),
  d(
    "money.transfer-key-reuse",
    "The Idempotency-Key of a transfer out on another request answers 409 DUPLICATE_PAY_REQUEST (the description's 409 table: a pay request with this idempotency key exists).",
  ),
  liveRule(
    "money.cancel",
    "live: POST /transactions/{transactionId}/cancel requests the cancellation of a pending bank transfer: 200 (a transfer the partner already processed answers 409).",
  ),
  designedRule(
    "money.cancel-pending",
    "A cancelled transfer that had not settled reads FAILED (spec/rules/transactions.yaml: cancel from PENDING); its held amount goes back to the source (checked under money.refund) (designed: which statuses a cancel reaches is not shown).",
  ),
  liveRule(
    "money.funding-mismatch",
    "live: a real-time payment of another amount than the quote asked (POST /sandbox/send currencyAmount) fails: the transaction FAILED with failureReason FUNDING_AMOUNT_MISMATCH, the quote FAILED, nothing credited.",
  ),
  liveRule(
    "money.receipt-confirm",
    "live: POST /transactions/{transactionId}/confirm records that the transaction's receipt was delivered, on any transaction: 200 with receiptDeliveryConfirmedAt (the time given, else the server's), the status unchanged.",
  ),
  liveRule(
    "money.reject-409",
    "live: POST /transactions/{transactionId}/reject of a payment that is not pending answers 409 (the description's 409 code: TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL, transaction is not pending platform approval).",
  ),
  d(
    "transactions.approve",
    "description: POST /transactions/{transactionId}/approve approves a transaction pending approval (200); any other transaction answers 409 TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL.",
  ),
  d("money.uma-receive", "POST /sandbox/uma/receive simulates an incoming UMA payment to a customer of the platform (live: 200, payment triggered)."),
  designedRule(
    "money.uma-receive-refusal",
    "POST /sandbox/uma/receive refuses, nothing moving: a sender that is not an UMA address 400 INVALID_UMA_ADDRESS, a currency the platform does not support 400 INVALID_CURRENCY, a receiving customer that does not exist 404 CUSTOMER_NOT_FOUND (live: 404 sender or receiver not found; the codes are designed).",
  ),
  d(
    "money.uma-receive-bounds",
    "An incoming UMA payment above the currency's maxAmount answers 400 AMOUNT_OUT_OF_RANGE and moves nothing (the Limits table: the supportedCurrencies bounds bind UMA payments).",
  ),
  d(
    "money.incoming",
    "An incoming payment held for screening is pending on the customer's account (in totalBalance, including pending, not yet available); approved, it becomes available once it settles; rejected, it never reaches the account (the description: the platform screens a pending payment before approving).",
  ),
  liveRule(
    "money.incoming-decision",
    "live: POST /transactions/{transactionId}/reject rejects a pending incoming payment (200) and POST /transactions/{transactionId}/approve approves one (200).",
  ),
  designedRule(
    "money.incoming-status",
    "A rejected incoming payment reads REJECTED, an approved one PROCESSING until it settles (spec/rules/transactions.yaml; designed).",
  ),
  designedRule(
    "money.realtime-expiry",
    "The transaction of a real-time-funded quote still waiting for its funds reads EXPIRED once the quote's expiresAt passed (spec/rules/transactions.yaml expire; designed).",
    { waitSeconds: 900 },
  ),
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
  liveRule(
    "idempotency.create-replay",
    "live: POST /quotes takes an optional Idempotency-Key; the same key sent again answers the first request's response: the same key and body replay the first quote (status and body) and create no other.",
  ),
  safety(
    liveRule(
      "idempotency.create-pays-once",
      "live: a replayed POST /quotes with immediatelyExecute answers the first response and does not pay again: the source is debited once.",
    ),
  ),
  d(
    "idempotency.create-conflict",
    "The same Idempotency-Key with another request body answers 409 CONFLICT (README: the same key with another request answers 409).",
  ),
];

export const CARD_LISTING_RULES: RuleSpec[] = [
  d("card-transactions.setup", "The calls the check needs are answered (an approved customer, its funded USD account, an active card, an authorization)."),
  liveRule(
    "card-transactions.listed",
    "live: GET /transactions includes card transactions, identified by type CARD (the way a simulated authorization's id is found in Sandbox).",
  ),
  liveRule("card-transactions.by-id", "live: GET /transactions/{transactionId} returns a card transaction (TransactionOneOf, type CARD) by its id."),
];
