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
    "Designed (the description shows no approval rules): the platform approves (the money moves) or rejects (nothing moves, a held quote's money is released) a pending action; a decided action answers 409; an executed quote's money is held until then; the action follows its transaction's approval.",
  ),
  designedRule(
    "agents.revocation",
    "Designed (AgentAuth's details: not shown): a device code redeems for a bearer token; a deleted agent's token is refused at once, the agent and its device codes answer 404, and what it left pending is rejected.",
  ),
  designedRule(
    "agents.scope",
    "Designed where the live contract names no 404; an agent sees only its customer's objects, and only its own actions (another agent's action answers 404).",
  ),
  designedRule(
    "agents.pause",
    "Designed (what a pause stops is not shown): PATCH /agents/{agentId} with isPaused true refuses the agent's token at once (401); false gives it back.",
  ),
  designedRule(
    "agents.permissions",
    "Designed (which read needs which permission is this contract's): GET /agents/me/transactions/{transactionId} without VIEW_TRANSACTIONS answers 403 FORBIDDEN.",
  ),
  designedRule(
    "agents.transfer-refusals",
    "Designed (the transfer endpoints' refusals are not shown): POST /agents/me/transfer-in from an external account in another currency answers 400 INVALID_CURRENCY, from one that is not ACTIVE 409 CONFLICT, as the platform's /transfer-in does.",
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
    "live: POST /agents/{agentId}/device-codes issues a new device code for the agent (201) and invalidates its earlier unredeemed codes; GET /agents/device-codes/{code}/status tells whether the code was redeemed, 404 for a code it does not know. (live answers 409 for an agent with an active connection: only the 201 of an agent not connected is asserted.)",
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
