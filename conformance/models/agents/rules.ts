/** The rules the agents model names, with where each comes from. */
import { describedRule, designedRule, liveRule, safety, type RuleSpec } from "../../contract/rule-spec.js";

export const AGENT_RULES: RuleSpec[] = [
  describedRule(
    "setup",
    "The calls the model needs to get going are answered (a funded customer, payees, an agent redeemed through its device code, a quote).",
  ),
  designedRule(
    "agents.policy",
    "A movement above the agent's hard limit is refused (403), above its approval threshold it waits PENDING_APPROVAL, else it proceeds (Agent Management is experimental: the policy rules are designed).",
  ),
  designedRule(
    "agents.approval",
    "Designed (the description shows no approval rules): the platform approves (the money moves) or rejects (nothing moves, a held quote's money is released) a pending action; a decided action answers 409 CONFLICT (spec: approve and reject of an action not PENDING_APPROVAL); an executed quote's money is held until then; the action follows its transaction's approval.",
  ),
  designedRule(
    "agents.revocation",
    "Designed (AgentAuth's details: not shown): a device code redeems for a bearer token; a deleted agent's token is refused at once, the agent and its device codes answer 404, and what it left pending is rejected.",
  ),
  designedRule(
    "agents.scope",
    "Designed where the live contract names no 404; an agent sees only its customer's objects, and only its own actions (another agent's action answers 404).",
  ),
  liveRule(
    "agents.pause",
    "live: Agent.isPaused: a paused agent cannot initiate any actions (its transfer-out is refused, not with 401, and nothing moves), while its credentials stay good (401 is the answer to bad credentials): GET /agents/me answers 200 showing isPaused true; resumed, it moves money again.",
  ),
  designedRule(
    "agents.permissions",
    "Designed (which read needs which permission is this contract's): GET /agents/me/transactions/{transactionId} without VIEW_TRANSACTIONS answers 403 FORBIDDEN.",
  ),
  designedRule(
    "agents.transfer-refusals",
    "Designed (the transfer endpoints' refusals are not shown): POST /agents/me/transfer-in from an external account in another currency answers 400 INVALID_CURRENCY, from one that is not ACTIVE 409 CONFLICT, as the platform's /transfer-in does; POST /agents/me/transfer-out of more than the source holds 400 INSUFFICIENT_FUNDS, above the corridor's maximum 400 TRANSACTION_SIZE_LIMIT_EXCEEDED, to an account in another currency 400 INVALID_CURRENCY, to one still PENDING 409 CONFLICT, as /transfer-out does; nothing moves.",
  ),
  liveRule("agents.transfer-not-found", "live: POST /agents/me/transfer-out answers 404 when an account it names is not found (ACCOUNT_NOT_FOUND)."),
  designedRule(
    "agents.quote-refusal",
    "Designed (the contract's POST /agents/me/quotes is POST /quotes for the agent's customer; live documents a generic 400): an unknown source 404 ACCOUNT_NOT_FOUND, an amount short of the fees 400 AMOUNT_OUT_OF_RANGE, above the corridor's maximum 400 TRANSACTION_SIZE_LIMIT_EXCEEDED, an account to itself 400 SELF_PAYMENT, a wallet awaiting ownership verification above the threshold 400 EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED, an UMA address that is not one 400 INVALID_UMA_ADDRESS, one no customer holds 404 UMA_NOT_FOUND, an UMA receiver in a currency it does not take 400 INVALID_CURRENCY, a receiver without its currency's provider fields 400 MISSING_MANDATORY_USER_INFO, an account still PENDING 409 CONFLICT; nothing moves.",
  ),
  liveRule(
    "agents.execute-refusal",
    "live: POST /agents/me/quotes/{quoteId}/execute answers 404 for a quote not found (QUOTE_NOT_FOUND) and 409 for a quote already executed (CONFLICT); nothing more moves.",
  ),
  designedRule(
    "agents.execute-designed",
    "Designed (live: 400 quote cannot be executed): an agent's quote from a source short of funds answers 400 INSUFFICIENT_FUNDS; a signed retry naming a Request-Id never issued 404 REQUEST_NOT_FOUND (spec/rules/wallet-auth.yaml).",
  ),
  designedRule(
    "agents.execute-expired",
    "Designed (live: 400 quote cannot be executed, or 409 expired): an agent's quote executed after its expiresAt answers 400 QUOTE_EXPIRED and moves nothing.",
    { waitSeconds: 300 },
  ),
  describedRule(
    "agents.external-account-refusal",
    "POST /agents/me/external-accounts refuses as the customers' accounts do: an account number ending 105 answers 400 INVALID_BANK_ACCOUNT (the description's sandbox suffix 105: invalid account); an account equivalent to one the customer holds 409 DUPLICATE_EXTERNAL_ACCOUNT (the description's 409 table; live: 409 external account already exists).",
  ),
  designedRule(
    "agents.ach-validation",
    "A US account ending 201 is still validating: POST /agents/me/external-accounts answers 409 BANK_ACCOUNT_VALIDATION_PENDING (the description's 409 code; the trigger is designed, spec/rules/sandbox-external-accounts.yaml achValidation).",
  ),
  designedRule(
    "agents.failed-approval",
    "Designed (spec/rules/agents.yaml `fail`; live: an action that cannot go ahead once approved transitions to FAILED): a held movement the platform approves but that cannot be carried out (the source short of funds) ends FAILED and moves nothing.",
  ),
  liveRule(
    "agents.update",
    "live: PATCH /agents/{agentId} updates an agent's name or paused state (200 with the agent): the agent then reads (GET /agents/{agentId}) with the new values.",
  ),
  liveRule(
    "agents.policy-update",
    "live: PATCH /agents/{agentId}/policy updates only the fields given, omitted fields keep their values, and the change takes effect immediately: the answer and GET /agents/{agentId} show the new policy.",
  ),
  liveRule(
    "agents.device-code",
    "live: POST /agents/{agentId}/device-codes issues a new device code for an agent not connected (201) and invalidates its earlier unredeemed codes, and answers 409 for an agent with an active connection; GET /agents/device-codes/{code}/status tells whether the code was redeemed, 404 for a code it does not know; a code already redeemed answers 400 on a second redeem (live: code already redeemed or expired).",
  ),
  liveRule(
    "agents.approve-expired",
    "live: POST /agents/{agentId}/actions/{actionId}/approve of an EXECUTE_QUOTE action whose quote expired between the execution and the approval: the action transitions to FAILED (200), nothing is paid, and the money held for it is released.",
    { waitSeconds: 300 },
  ),
  liveRule(
    "agents.list-bounds",
    "live: GET /agents filters createdAfter / createdBefore / updatedAfter / updatedBefore and GET /agents/approvals startDate / endDate are inclusive: bounds equal to an item's own instants list it.",
  ),
  safety(
    liveRule(
      "agents.idempotency",
      "live: POST /agents/me/transfer-out sent again with the same Idempotency-Key answers as the first request (the same action); the money moves once.",
    ),
  ),
  liveRule(
    "agents.reads",
    "live: GET /agents/me/actions/{actionId}, /agents/me/transactions/{transactionId}, /agents/me/quotes/{quoteId} and /agents/me/external-accounts/{externalAccountId} retrieve the item by its id, as the agent's lists and actions gave it; a transaction or external account of another customer, or a quote the agent did not create, answers 404.",
  ),
  safety(
    liveRule(
      "agents.transfer-in",
      "live: POST /agents/me/transfer-in moves the amount from the customer's external account into its internal account: once its transaction completes, the internal account's available balance has risen by exactly that amount; an account of another customer answers 404.",
    ),
  ),
  liveRule(
    "agents.invalid-body",
    "live: a body outside the operation's schema answers 400 (PATCH /agents/{agentId} with a non-boolean isPaused, PATCH /agents/{agentId}/policy with a non-integer limit, POST /agents/me/transfer-in without destination, POST /transactions/{transactionId}/approve with a receiverCustomerInfo that is not an object).",
  ),
  describedRule(
    "transactions.approve",
    "description: POST /transactions/{transactionId}/approve approves an agent-initiated transaction pending platform approval (200); any other transaction, one already approved included, answers 409 TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL.",
  ),
];
