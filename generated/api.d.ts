// Generated from spec/ by `npm run gen` (openapi-typescript). Do not edit.
export interface paths {
    "/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agents
         * @description Experimental. The platform's agents, newest first, filtered by the query (dates are `createdAt` / `updatedAt` windows, both bounds inclusive, as live).
         */
        get: operations["listAgents"];
        put?: never;
        /**
         * Create an agent
         * @description Experimental. Creates an agent acting for one customer of the platform, with its
         *     policy, and issues its first device code (valid 15 minutes): the platform hands the code
         *     to the agent, which redeems it (`POST /agents/device-codes/{code}/redeem`) for its bearer
         *     token. The agent starts not connected and not paused.
         *     - Unknown `customerId`: 404 `CUSTOMER_NOT_FOUND`.
         *     - An `approvalThresholds.currency` or an account id not the customer's in the policy: 400 `INVALID_INPUT`.
         */
        post: operations["createAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agent actions awaiting approval
         * @description Experimental. The actions of the platform's agents in `PENDING_APPROVAL`, newest first by default (`sortOrder`), filtered by agent, customer and a `createdAt` window. Approve or reject them with `POST /agents/{agentId}/actions/{actionId}/approve` or `.../reject`.
         */
        get: operations["listAgentApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an agent
         * @description Experimental. The agent with its policy and usage. Unknown agent (or deleted): 404 `NOT_FOUND`.
         */
        get: operations["getAgentById"];
        put?: never;
        post?: never;
        /**
         * Delete an agent
         * @description Experimental. Deletes the agent: its access token stops working at once (401), its
         *     unredeemed device codes are revoked (redeem answers 404), and its actions in
         *     `PENDING_APPROVAL` become `REJECTED` (held transactions are rejected and their money
         *     released). Transactions already carried out are not affected. 204; the agent then
         *     answers 404 `NOT_FOUND`.
         */
        delete: operations["deleteAgent"];
        options?: never;
        head?: never;
        /**
         * Rename, pause or resume an agent
         * @description Experimental. The fields present replace the current values. `isPaused` `true` stops the
         *     agent from starting actions (as live: its quote executions and transfers answer 403
         *     `FORBIDDEN` and move nothing); its token stays valid, so its reads keep working and its
         *     pending actions stay pending; `false` resumes it. Unknown agent: 404 `NOT_FOUND`.
         */
        patch: operations["updateAgent"];
        trace?: never;
    };
    "/agents/{agentId}/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an agent's policy
         * @description Experimental. The policy fields present replace the current values (`spendingLimits`
         *     field by field, `null` removing `dailyLimit` / `monthlyLimit`); absent fields stay. The
         *     new policy applies to the agent's next calls; actions already pending are not
         *     re-judged. 200 with the whole agent. Unknown agent: 404 `NOT_FOUND`.
         */
        patch: operations["updateAgentPolicy"];
        trace?: never;
    };
    "/agents/{agentId}/device-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new device code
         * @description Experimental. No body. Issues a new single-use code for an agent that is not connected
         *     (its first code expired unredeemed, or its token expired) and revokes its earlier
         *     unredeemed codes; the code is valid 15 minutes on the platform clock. Redeeming it gives
         *     the agent a new token. 201 with the code.
         *     - An agent with an active connection (a redeemed code whose token is still valid): 409
         *       `CONFLICT`, as live; delete the agent to install the software again.
         *     - Unknown agent: 404 `NOT_FOUND`.
         */
        post: operations["regenerateAgentDeviceCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/{agentId}/actions/{actionId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an agent action
         * @description Experimental. No body. Approves an action in `PENDING_APPROVAL`: a held quote
         *     transaction is released (as `POST /transactions/{transactionId}/approve` does) and
         *     proceeds with the quote's sandbox outcome; a transfer is carried out. 200 with the
         *     action `APPROVED` and its `transaction`, or `FAILED` when it could not be carried out:
         *     the quote expired between the execution and the approval (as live; its held
         *     transaction is declined and the money released), or a transfer refused (e.g.
         *     insufficient funds by now).
         *     - Unknown agent or action, or an action of another agent: 404 `NOT_FOUND`.
         *     - Action not `PENDING_APPROVAL`: 409 `CONFLICT`.
         */
        post: operations["approveAgentAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/{agentId}/actions/{actionId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject an agent action
         * @description Experimental. Rejects an action in `PENDING_APPROVAL`: it becomes `REJECTED` with the
         *     optional `reason` as `rejectionReason`; a held quote transaction is rejected (as `POST
         *     /transactions/{transactionId}/reject` does) and its money released.
         *     - Unknown agent or action: 404 `NOT_FOUND`. Action not `PENDING_APPROVAL`: 409 `CONFLICT`.
         */
        post: operations["rejectAgentAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/device-codes/{code}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll a device code
         * @description Experimental. Whether the code was redeemed, for the platform to poll while the agent signs in. An unknown code (or one of a deleted agent): 404 `NOT_FOUND`.
         */
        get: operations["getAgentDeviceCodeStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/device-codes/{code}/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a device code for the agent's token
         * @description Experimental. Called by the agent, without credentials (as on the live service): the
         *     code itself identifies the agent and its platform. Answers the agent's bearer
         *     `accessToken` once; redeeming ends the agent's previous token.
         *     - Already redeemed: 400 `INVALID_INPUT` ("already redeemed").
         *     - Expired (15 minutes after issue on the platform clock): 400 `INVALID_INPUT` ("expired").
         *     - Unknown, superseded by a newer code, or of a deleted agent: 404 `NOT_FOUND`.
         */
        post: operations["redeemAgentDeviceCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the calling agent
         * @description Experimental. The agent the bearer token belongs to, with its policy and usage, so the agent
         *     knows what it may do. Needs no permission.
         */
        get: operations["getAgentMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's transactions
         * @description Experimental. The transactions of the agent's customer, as `GET /transactions` answers them
         *     for that customer (same filters, paging and order). Needs `VIEW_TRANSACTIONS` (else 403
         *     `FORBIDDEN`). `accountIdentifier`, `senderAccountIdentifier` and `receiverAccountIdentifier`
         *     keep the transactions whose source and/or destination account is that id.
         */
        get: operations["agentListTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one of the customer's transactions
         * @description Experimental. A transaction of the agent's customer. Needs `VIEW_TRANSACTIONS` (else 403
         *     `FORBIDDEN`). A transaction of another customer is reported as absent: 404
         *     `TRANSACTION_NOT_FOUND`.
         */
        get: operations["agentGetTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a quote for the customer
         * @description Experimental. `POST /quotes` for the agent's customer: the same pricing, rules and errors.
         *     The source must be one of the customer's internal accounts and an account destination one of
         *     the customer's accounts (others: 404 `ACCOUNT_NOT_FOUND`); real-time funding and immediate
         *     execution are not open to agents (400 `INVALID_INPUT`). Needs `CREATE_QUOTES` (else 403
         *     `FORBIDDEN`). Execute it with `POST /agents/me/quotes/{quoteId}/execute`. A quote from the
         *     customer's embedded wallet carries, as `POST /quotes` does, a payment instruction
         *     `accountOrWalletInfo {accountType: EMBEDDED_WALLET, payloadToSign}` bound to the quote's
         *     execution (the same payload on every read, here and at `GET /quotes/{quoteId}`).
         */
        post: operations["agentCreateQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/quotes/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a quote of the agent
         * @description Experimental. A quote this agent created. Needs no permission. Another quote: 404
         *     `QUOTE_NOT_FOUND`.
         */
        get: operations["agentGetQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/quotes/{quoteId}/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Execute a quote of the agent
         * @description Experimental. Judged by the agent's policy (AgentPolicy). Within it the quote executes at
         *     once through `POST /quotes/{quoteId}/execute` (same ledger, sandbox outcomes and webhooks):
         *     200 with the action `APPROVED` and its `transaction`. Otherwise the quote executes with its
         *     transaction held `PENDING` pending platform approval (money on hold, no payout yet) and the
         *     action is `PENDING_APPROVAL`, announced once by the `AGENT_ACTION.PENDING_APPROVAL` webhook
         *     (a quote that expires before the approval makes the action `FAILED`). Without
         *     `EXECUTE_QUOTES`, a paused agent, a limit exceeded, or a source account the policy
         *     excludes: 403 `FORBIDDEN` (as live), nothing moves. Quote errors as
         *     `POST /quotes/{quoteId}/execute` (expired, funds, already executed).
         *
         *     A quote from the customer's embedded wallet is signed as `POST /quotes/{quoteId}/execute`
         *     from a wallet (designed; the live service takes `Service-Wallet-Signature` here): once the
         *     agent, its quote and the policy pass, the first call answers 202 with `payloadToSign` and
         *     `requestId`, and the retry with `Service-Wallet-Signature` and `Request-Id` executes; or
         *     the quote's own `paymentInstructions[].accountOrWalletInfo.payloadToSign` is signed and
         *     sent without `Request-Id`. The signature is judged with the same checks and answers (a
         *     live session of the wallet, the request unexpired and unused, the same quote).
         */
        post: operations["agentExecuteQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agent's actions
         * @description Experimental. The agent's actions, newest first, optionally in one status. Needs no
         *     permission.
         */
        get: operations["agentListActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/actions/{actionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one of the agent's actions
         * @description Experimental. An action of this agent. Needs no permission. Another agent's: 404
         *     `NOT_FOUND`.
         */
        get: operations["agentGetAction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/transfer-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer in for the customer
         * @description Experimental. `POST /transfer-in` for the agent's customer: a pull from one of the
         *     customer's external accounts into one of its internal accounts (an account of another
         *     customer: 404 `ACCOUNT_NOT_FOUND`). Judged by the agent's policy (AgentPolicy): within it
         *     the transfer is carried out at once through the same handler (ledger, sandbox outcomes,
         *     webhooks) and the action is `APPROVED` with its `transaction`; otherwise the action waits in
         *     `PENDING_APPROVAL` and the transfer is carried out when the platform approves it. Without
         *     `CREATE_TRANSFERS`, a paused agent, a limit exceeded or an excluded source account: 403
         *     `FORBIDDEN` (as live).
         */
        post: operations["agentCreateTransferIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/transfer-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer out for the customer
         * @description Experimental. `POST /transfer-out` for the agent's customer: from one of the customer's
         *     internal accounts to one of its external accounts (an account of another customer: 404
         *     `ACCOUNT_NOT_FOUND`). Judged by the agent's policy (AgentPolicy): within it the transfer is
         *     carried out at once through the same handler (ledger, sandbox outcomes, webhooks) and the
         *     action is `APPROVED` with its `transaction`; otherwise the action waits in
         *     `PENDING_APPROVAL` and the transfer is carried out when the platform approves it. Without
         *     `CREATE_TRANSFERS`, a paused agent, a limit exceeded or an excluded source account: 403
         *     `FORBIDDEN` (as live).
         */
        post: operations["agentCreateTransferOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/internal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's internal accounts
         * @description Experimental. The internal accounts of the agent's customer, as `GET /customers/internal-
         *     accounts?customerId=` answers them. Needs no permission.
         */
        get: operations["agentListInternalAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/external-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's external accounts
         * @description Experimental. The external accounts of the agent's customer, as `GET /customers/external-
         *     accounts?customerId=` answers them. Needs `MANAGE_EXTERNAL_ACCOUNTS` (as live; else 403
         *     `FORBIDDEN`).
         */
        get: operations["agentListExternalAccounts"];
        put?: never;
        /**
         * Add an external account for the customer
         * @description Experimental. `POST /customers/external-accounts` for the agent's customer (a `customerId`
         *     in the body is replaced by the agent's customer). Needs `MANAGE_EXTERNAL_ACCOUNTS` (else 403
         *     `FORBIDDEN`).
         */
        post: operations["agentCreateExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/external-accounts/{externalAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one of the customer's external accounts
         * @description Experimental. Needs `MANAGE_EXTERNAL_ACCOUNTS` (as live; else 403 `FORBIDDEN`). An account
         *     of another customer (or the platform's): 404 `ACCOUNT_NOT_FOUND`.
         */
        get: operations["agentGetExternalAccount"];
        put?: never;
        post?: never;
        /**
         * Delete one of the customer's external accounts
         * @description Experimental. `DELETE /customers/external-accounts/{id}` for an account of the agent's
         *     customer (another: 404 `ACCOUNT_NOT_FOUND`). Needs `MANAGE_EXTERNAL_ACCOUNTS` (else 403
         *     `FORBIDDEN`).
         */
        delete: operations["agentDeleteExternalAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API tokens
         * @description The platform's API tokens, newest first, without secrets; filtered by `name` (exact) and creation / update time ranges (each bound inclusive, as live).
         */
        get: operations["listTokens"];
        put?: never;
        /**
         * Create an API token
         * @description Creates an API token with a `name` and `permissions`. 201 with the token and its
         *     `clientSecret`: the secret is shown only in this answer (the service stores a hash), so
         *     store it now. The token's `clientId` and `clientSecret` then authenticate API calls
         *     with HTTP Basic like the platform's own credentials, limited to `permissions`
         *     (403 `FORBIDDEN` otherwise).
         */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tokens/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an API token
         * @description The token without its secret. Unknown or deleted: 404 `TOKEN_NOT_FOUND`.
         */
        get: operations["getTokenById"];
        put?: never;
        post?: never;
        /**
         * Delete (revoke) an API token
         * @description Revokes the token at once: its credentials answer 401 `UNAUTHORIZED` from the next
         *     request on (including when the token deletes itself). 204. Unknown or already deleted: 404 `TOKEN_NOT_FOUND`.
         */
        delete: operations["deleteTokenById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cards
         * @description Lists the platform's cards, newest first unless `sortOrder` says `asc`, filtered by `customerId`,
         *     `platformCardId`, `status` and `accountId` (cards any of whose funding sources is that account), paged
         *     with `limit` and `cursor`. Filters that match
         *     nothing (including an unknown `customerId`) give an empty page. An invalid `status` or `limit` answers
         *     400 `INVALID_INPUT`.
         */
        get: operations["listCards"];
        put?: never;
        /**
         * Issue a card
         * @description Issues a virtual card to a customer, funded from the customer's internal accounts. The card is
         *     returned synchronously with `status` `PROCESSING` and cannot transact yet; when the issuer has provisioned
         *     it the card becomes `ACTIVE` and `CARD.STATUS_CHANGE` is sent with `last4`, `expMonth` and `expYear`
         *     (the simulator provisions 2 s of platform time after issue; designed, `spec/rules/cards.yaml`).
         *
         *     - `customerId`, `form` and `fundingSource` are required. `form` is `VIRTUAL`; `PHYSICAL` is planned and
         *       not yet available (it answers 400 `INVALID_INPUT`). The live service's `fundingSources` (an ordered
         *       list whose first item is `fundingSource`) may name several; each is checked, all in one currency.
         *     - `platformCardId` is generated by the server; a supplied value is ignored.
         *     - `maxSpendPerTransaction`, `maxSpendPerDay`, `maxTransactionsPerDay` are optional; omit one for no limit.
         *       `maxSpendPerTransaction` exists only on programs where the service decides authorizations
         *       (`authorizationDecision` `SERVICE`); on an issuer-decides program it answers 400 `INVALID_INPUT` (designed).
         *     - 400 `CARDHOLDER_KYC_NOT_APPROVED`: the customer's `kycStatus` is not `APPROVED`.
         *     - 400 `FUNDING_SOURCE_INELIGIBLE`: an account is not the cardholder's (one that does not exist included,
         *       as the live service answers), not `ACTIVE`, its currency is not card-eligible, or the sources are in
         *       different currencies. Sandbox: a source whose last 3 characters are `002` (insufficient balance) or
         *       `003` (closed account) answers 400 `FUNDING_SOURCE_INELIGIBLE`; any other suffix succeeds.
         *     - An embedded-wallet source funds authorizations only once the card holds an ACTIVE delegated key for it
         *       (`POST /auth/delegated-keys`, live); until then decisioning passes over it.
         *     - 404 `CUSTOMER_NOT_FOUND` (unknown `customerId`).
         *     - 409 `CARD_LIMIT_REACHED`: the platform reached its live-card maximum, or the cardholder already has a
         *       card where cardholders are limited to one. Closing a card frees a slot.
         */
        post: operations["createCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. An unknown or malformed id answers 404 `NOT_FOUND`. */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Get a card
         * @description Returns the card. Never includes the full card number, CVV or full expiry; `last4`, `expMonth`,
         *     `expYear` are present once the card is `ACTIVE`. Unknown card: 404 `NOT_FOUND`.
         */
        get: operations["getCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Freeze, unfreeze or close a card, or change its funding sources
         * @description Changes `status` and/or `fundingSource` (at least one), with the live service's `state`,
         *     `fundingSources` and `maxSpendPerTransaction` accepted too. Answers 200 at once (no signed retry).
         *
         *     Status transitions: `ACTIVE` -> `FROZEN`; `FROZEN` -> `ACTIVE`; `ACTIVE` or `FROZEN` -> `CLOSED`
         *     (terminal; closing frees a card slot; the card's `stateReason` becomes `CLOSED_BY_PLATFORM`).
         *     `CARD.STATUS_CHANGE` is sent on each status change. A new `fundingSources` list (or `fundingSource`)
         *     replaces the whole binding, in order, and sends `CARD.FUNDING_SOURCE_CHANGE` with the card.
         *     - 400 `INVALID_INPUT`: a close carrying `fundingSource`, `fundingSources` or `maxSpendPerTransaction`
         *       (live), naming each; nothing changes.
         *     - 409 `CARD_ALREADY_CLOSED`: `CLOSED` requested on a closed card.
         *     - 409 `CARD_NOT_MUTABLE`: any other change (status or funding source) to a `CLOSED` card.
         *     - 409 `INVALID_STATE_TRANSITION`: any other requested transition, e.g. from `PROCESSING`, or a status
         *       equal to the current one (`FROZEN` on a frozen card).
         *     - 400 `FUNDING_SOURCE_INELIGIBLE`: a new funding source is not the cardholder's (one that does not exist
         *       included), not `ACTIVE`, or not in the card's `currency`. Sandbox: a source whose last 3 characters
         *       are `002` (insufficient balance) or `003` (closed account) answers 400 `FUNDING_SOURCE_INELIGIBLE`.
         *     - 404 `NOT_FOUND` (unknown card).
         *     - 400 `INVALID_INPUT`: empty body, unknown fields or invalid values.
         *     The card's `currency` does not change with its funding sources. Changing only the funding sources of a
         *     `PROCESSING` card is allowed (designed).
         */
        patch: operations["updateCard"];
        trace?: never;
    };
    "/cards/{id}/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a short-lived URL that shows the full card details
         * @description No request body. Returns `panEmbedUrl`, a signed URL of the card processor's iframe that displays the
         *     card number, and `expiresAt` (ISO 8601). The URL expires within minutes: request a fresh one each time,
         *     right before rendering; never store, cache or log it. Every reveal is audit-logged.
         *
         *     The simulator (designed): the URL is a page it serves, `<root>/_sim/hosted/card-reveal/<token>`, showing a
         *     test card number, CVV and expiry; the token is signed per platform and names the card and its expiry
         *     (5 minutes of platform time). Every call gives a new URL; an expired or altered one is refused. The
         *     audit log (`GET /_sim/audit`) records each reveal without the URL.
         *
         *     - 409 `CONFLICT`: the card's program lets the issuer make authorization decisions
         *       (`authorizationDecision` `ISSUER`); use the issuer's challenge-based hosted flow instead.
         *     - 409 `CONFLICT` also when the card has no number to show: `PROCESSING` or `CLOSED` (designed for this
         *       contract; `ACTIVE` and `FROZEN` cards can be revealed).
         *     - 404 `NOT_FOUND`: unknown card.
         */
        post: operations["revealCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        /**
         * List a card's transactions
         * @description Designed for this contract (the description shows no endpoint to read card transactions, yet a
         *     platform must be able to reconcile what the webhooks and simulations report). Lists the card's
         *     transactions (purchases `DEBIT` and refunds `CREDIT`), newest first, paged with `limit` and `cursor`.
         *     Unknown card: 404 `NOT_FOUND`; invalid `limit`: 400 `INVALID_INPUT`.
         */
        get: operations["listCardTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/card-transactions/{cardTransactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card transaction id, form `Transaction:<uuid>`. Unknown or malformed: 404 `TRANSACTION_NOT_FOUND`. */
                cardTransactionId: string;
            };
            cookie?: never;
        };
        /**
         * Get a card transaction
         * @description Designed for this contract (the description shows no endpoint to read a card transaction). Returns
         *     the card transaction, e.g. to follow a `PENDING` authorization to `CONFIRMED`, or to fetch the
         *     transaction a `CARD_TRANSACTION.VOIDED` event names. Unknown id: 404 `TRANSACTION_NOT_FOUND`.
         */
        get: operations["getCardTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the platform configuration
         * @description Returns the platform's configuration (UMA domain, proxy subdomain, webhook endpoint, supported currencies with their read-only `providerRequiredCustomerFields`).
         */
        get: operations["getPlatformConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the platform configuration
         * @description Changes any of `umaDomain`, `webhookEndpoint` and `supportedCurrencies` (at least one);
         *     omitted fields are kept and `supportedCurrencies` replaces the whole list. Answers 200
         *     with the configuration. `proxyUmaSubdomain` and `providerRequiredCustomerFields` are
         *     read-only; sending them, an empty body, a `webhookEndpoint` that is not an absolute
         *     `https://` URL (Sandbox also accepts `http://` on 127.0.0.1 / localhost), an invalid ISO 4217 `currencyCode`,
         *     or `minAmount` greater than `maxAmount` -> 400 `INVALID_INPUT`. A request that sets
         *     `webhookEndpoint` (configures or updates it, as the live service says) sends the `TEST`
         *     webhook once to it, queued like any event (the answer does not wait for the delivery).
         */
        patch: operations["updatePlatformConfig"];
        trace?: never;
    };
    "/customers/{customerId}/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an email verification code
         * @description Sends a verification code to the customer's `email`; confirm it with
         *     `POST /customers/{customerId}/verify-email/confirm`. No request body. Only for
         *     customers whose provider requires email verification (`contactVerification.email`
         *     present): otherwise, including customers outside the regions that need it -> 409
         *     `CONFLICT`. Unknown customer -> 404 `CUSTOMER_NOT_FOUND`. Designed for this contract:
         *     the customer has no `email` -> 400 `INVALID_INPUT`; the channel is already `VERIFIED` -> 409 `CONFLICT`; each
         *     call sends a new code and invalidates the previous one. In Sandbox no email is sent
         *     and the code is always `123456` (the live sandbox's code).
         */
        post: operations["sendCustomerEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}/verify-email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the email verification code
         * @description Confirms the code sent by `verify-email`. Success moves `contactVerification.email`
         *     from `PENDING` to `VERIFIED` and answers 200 with the Customer. A wrong or expired
         *     code -> 400 `INVALID_INPUT` (live; in Sandbox the right code is always `123456`, as on
         *     the live service). Channel not required for this customer -> 409 `CONFLICT`; no code
         *     outstanding (never sent, or the channel is already `VERIFIED`) -> 409 `CONFLICT`
         *     (designed). Unknown customer -> 404 `CUSTOMER_NOT_FOUND`.
         */
        post: operations["confirmCustomerEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}/verify-phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a phone verification code
         * @description Sends a verification code by SMS to the customer's `phoneNumber`; confirm it with
         *     `POST /customers/{customerId}/verify-phone/confirm`. No request body. Only for
         *     customers whose provider requires phone verification (`contactVerification.phone`
         *     present): otherwise, including customers outside the regions that need it -> 409
         *     `CONFLICT`. Unknown customer -> 404 `CUSTOMER_NOT_FOUND`. Designed for this contract:
         *     the customer has no `phoneNumber` -> 400 `INVALID_INPUT`; the channel is already `VERIFIED` -> 409 `CONFLICT`; each call
         *     sends a new code and invalidates the previous one. In Sandbox no SMS is sent and the
         *     code is always `123456` (the live sandbox's code).
         */
        post: operations["sendCustomerPhoneVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}/verify-phone/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the phone verification code
         * @description Confirms the code sent by `verify-phone`. Success moves `contactVerification.phone`
         *     from `PENDING` to `VERIFIED` and answers 200 with the Customer. A wrong or expired
         *     code -> 400 `INVALID_INPUT` (live; in Sandbox the right code is always `123456`, as on
         *     the live service). Channel not required for this customer -> 409 `CONFLICT`; no code
         *     outstanding (never sent, or the channel is already `VERIFIED`) -> 409 `CONFLICT`
         *     (designed). Unknown customer -> 404 `CUSTOMER_NOT_FOUND`.
         */
        post: operations["confirmCustomerPhoneVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description Lists the platform's active customers, newest first, with cursor paging (`limit`
         *     default 20, maximum 100; `cursor` is the previous page's `nextCursor`). Filters combine
         *     with AND. Fetch a customer by the platform's own id with `platformCustomerId` (at most
         *     one active match). Deleted customers are not listed. The filters other than
         *     `platformCustomerId` are designed for this contract. An invalid filter value -> 400
         *     `INVALID_INPUT`.
         */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Create a customer
         * @description Creates an individual (`customerType` `INDIVIDUAL`) or business (`BUSINESS`) customer.
         *     `customerType` is required; every other field is optional at creation and gaps are
         *     reported at verification (`POST /verifications`). Answers 201 with the Customer.
         *
         *     - Status at creation: unregulated platforms create customers `UNVERIFIED`; regulated
         *       platforms create individuals `APPROVED` by default. Businesses are always created
         *       `UNVERIFIED` and never resolve at creation.
         *     - `platformCustomerId` colliding with an active customer of the platform -> 409
         *       `CONFLICT`. An `umaAddress` already in use -> 409 `UMA_ADDRESS_EXISTS`.
         *     - Field validation failures -> 400 `INVALID_INPUT` with `details.errors[]` listing
         *       every invalid field (one FieldError each), so a form can be annotated in one round
         *       trip. An `endUserTermsConsent` whose `termsVersion` is not a supported version of
         *       the terms -> 400 `END_USER_TERMS_VERSION_NOT_FOUND` (nothing created); a supported one
         *       is recorded and shown as the customer's `endUserTermsConsent`.
         *     - `providerRequiredCustomerFields` (designed scope of the description's rule: the
         *       fields "must be present on customers created or updated to use that currency"):
         *       creation succeeds without them on every platform, regulated ones included. A
         *       customer created or updated with `currencies` naming a currency must carry every
         *       field its `providerRequiredCustomerFields` name, else 400
         *       `MISSING_MANDATORY_USER_INFO` with `details.errors[]` naming each missing field.
         *       Otherwise the requirement bites where the currency is used: `POST /quotes` sending
         *       from (or paying into) the customer's account in that currency answers the same 400.
         *       At submission each missing provider-required field is a `MISSING_FIELD` error.
         *     - `fullName` must contain a given and a family name, but single-word names are
         *       accepted here and rejected at submission.
         *
         *     Sandbox, individuals: the last 3 characters of `fullName` select the KYC outcome.
         *
         *     | Suffix | Resolved `kycStatus` | On `POST /verifications` |
         *     | - | - | - |
         *     | `001` | `PENDING` | with complete data and identity document: `PENDING_MANUAL_REVIEW` |
         *     | `002` | `REJECTED` | 400 once resolved |
         *     | `003` | `UNVERIFIED` | with complete data: `RESOLVE_ERRORS` with a `POOR_QUALITY_DOCUMENT` error |
         *     | other | `APPROVED` | 400 once resolved |
         *
         *     On unregulated platforms (default, Skip verification paperwork off) the customer is
         *     created `UNVERIFIED` and the suffix applies once a complete submission is made (an
         *     incomplete one returns `RESOLVE_ERRORS`). On regulated platforms, or with Skip
         *     verification paperwork on, the suffix resolves the customer here, at creation, with no
         *     documents; only `001` and `003` customers can then still be submitted.
         *
         *     Sandbox, businesses: the last 3 characters of `businessInfo.registrationNumber`:
         *     `001`, `003` -> no auto-decision (normal validation; `003` to test the hosted link);
         *     `002` -> `REJECTED`; other -> `APPROVED`. The outcome lands on the first submission.
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer's id, `Customer:<uuid>`. */
                customerId: string;
            };
            cookie?: never;
        };
        /**
         * Get a customer
         * @description Returns the customer. Unknown, deleted or malformed id -> 404 `CUSTOMER_NOT_FOUND`.
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        /**
         * Delete a customer
         * @description Designed for this contract where the description is silent, following the live
         *     service: the customer is marked deleted (`isDeleted: true`) and answered with 200.
         *     `GET /customers/{id}` still answers it (marked); `GET /customers` leaves it out unless
         *     `isIncludingDeleted=true`; its `platformCustomerId` and `umaAddress` may be reused;
         *     other operations naming it answer 404 `CUSTOMER_NOT_FOUND`. A second delete -> 410
         *     `CUSTOMER_DELETED` (the live status and code). A customer that still holds a non-zero
         *     balance or has transactions not yet in a final status -> 409 `CONFLICT`.
         */
        delete: operations["deleteCustomer"];
        options?: never;
        head?: never;
        /**
         * Update a customer
         * @description Changes the given fields; omitted fields are kept. `customerType` is the required
         *     discriminator and must equal the customer's type (a different value -> 400
         *     `INVALID_INPUT` on `customerType`). Answers 200 with the updated Customer.
         *
         *     - Field validation failures -> 400 `INVALID_INPUT` with `details.errors[]` listing
         *       every invalid field. On a customer whose `currencies` name a currency, a field
         *       that currency's `providerRequiredCustomerFields` requires left missing -> 400
         *       `MISSING_MANDATORY_USER_INFO` (designed scope, see `POST /customers`). An
         *       `endUserTermsConsent` naming an unsupported `termsVersion` -> 400
         *       `END_USER_TERMS_VERSION_NOT_FOUND` (nothing changed); a supported one replaces the
         *       recorded consent. A patch never
         *       changes `kycStatus`/`kybStatus`: renaming a customer does not re-derive its status.
         *     - `platformCustomerId` taken by another active customer -> 409 `CONFLICT`;
         *       `umaAddress` in use -> 409 `UMA_ADDRESS_EXISTS`.
         *     - Use it to fix `MISSING_FIELD` / `INVALID_FIELD` verification errors at their `field`,
         *       then resubmit with `POST /verifications`.
         *     - `APPROVED` and `REJECTED` are final: renaming the customer does not re-derive the
         *       status (the Sandbox suffix is not re-read).
         *     - Changing `email` or `phoneNumber` of a customer whose provider requires that channel
         *       sets the channel back to `PENDING` (designed for this contract).
         */
        patch: operations["updateCustomer"];
        trace?: never;
    };
    "/customers/end-user-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the end-user terms
         * @description Returns the end-user terms customers must accept, `{version, url}`: the current
         *     version, or the one asked for with `version`. The `version` query parameter is
         *     designed for this contract; an unsupported version -> 400
         *     `END_USER_TERMS_VERSION_NOT_FOUND`.
         */
        get: operations["getEndUserTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/bulk/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import customers from a CSV file
         * @description Starts an asynchronous import of customers from a CSV file sent as multipart form
         *     field `file`; answers 202 with `{jobId, status}`. Follow the job with
         *     `GET /customers/bulk/jobs/{jobId}`. The body and job shapes are designed for this
         *     contract (the description lists only the columns).
         *
         *     Columns (header row required, any order): `umaAddress`, `platformCustomerId`,
         *     `customerType` (required, `INDIVIDUAL` or `BUSINESS`), `fullName`, `birthDate`
         *     (`YYYY-MM-DD`), `addressLine1`, `addressLine2`, `city`, `state`, `postalCode`,
         *     `country`, `businessLegalName`, `platformAccountId`, `description`, `email`,
         *     `businessRegistrationNumber`, `businessTaxId`. Each row is checked like
         *     `POST /customers`; a failed row is reported in the job's `errors` and does not stop
         *     the others.
         *
         *     A missing or empty `file`, a file that is not CSV, or a header row lacking
         *     `customerType` or naming an unknown column -> 400 `INVALID_INPUT`.
         *
         *     Upload limits (designed): at most 1 file of at most 10 MB (10485760 bytes) (a larger file is refused with 413 PAYLOAD_TOO_LARGE, `details.field` naming the part, as soon as its bytes pass the limit, whether or not the request declared its length); the whole request at most 11 MB (11534336 bytes) (413 PAYLOAD_TOO_LARGE). A part cut off before its closing boundary, or a missing or wrong boundary, is 400 INVALID_INPUT. Nothing past a limit is kept.
         */
        post: operations["uploadCustomersCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/bulk/jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bulk import job
         * @description Returns the status, counts and per-row errors of a bulk CSV import (shape designed for
         *     this contract). Unknown or malformed `jobId` -> 404 `BULK_UPLOAD_JOB_NOT_FOUND`.
         */
        get: operations["getCustomersBulkJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/discoveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List banks for external accounts
         * @description Lists the banks and wallets whose `bankName` values external accounts must use in
         *     corridors that require a discoveries match (Philippines, Nigeria, South Africa and
         *     others). Filters `country` (ISO 3166-1 alpha-2) and `currency`; both optional
         *     (designed: without filters every entry is listed; a filter that matches nothing
         *     gives an empty `data`). Answers `{ data: [ {bankName, displayName, country,
         *     currency} ] }` only, not paged. A malformed filter answers 400 `INVALID_INPUT`.
         */
        get: operations["listDiscoveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uma-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List UMA providers
         * @description Designed for this contract (the description names the operation only). Lists UMA
         *     providers whose users can be paid by UMA address, optionally filtered by country
         *     (`countryCode`, the live service's name, or `country`) and currency (`currencyCode`
         *     or `currency`; given under both names, both must match). Each provider carries
         *     `allowListStatus` (whether it is on the platform's allowlist; the sandbox directory
         *     is designed data, spec/rules/discovery-directory.yaml); `hasBlockedProviders=false`
         *     leaves out the providers not on it (by default they are listed, as on the live
         *     service). Ordered by `name`, `sortOrder` `desc` (default) or `asc`. Pages with
         *     `limit` and `cursor` like every list (only `/discoveries` and `/exchange-rates` are
         *     unpaged). A malformed filter answers 400 `INVALID_INPUT`.
         */
        get: operations["listUmaProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vasps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List VASPs
         * @description Designed for this contract (the description names the operation only). Lists virtual
         *     asset service providers that can be named as the custodian of a crypto destination
         *     (Travel Rule counterparty information), optionally filtered by `country` (designed
         *     filter). Pages with `limit` and `cursor`. A malformed filter answers 400
         *     `INVALID_INPUT`.
         */
        get: operations["listVasps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List documents
         * @description Lists documents, optionally of one holder (`documentHolder`), with cursor paging. Unknown `documentHolder` -> 404 `DOCUMENT_HOLDER_NOT_FOUND`; invalid paging parameter -> 400 `INVALID_INPUT`.
         */
        get: operations["listDocuments"];
        put?: never;
        /**
         * Upload a document
         * @description Uploads a document for a customer or beneficial owner (`documentHolder`) as
         *     `multipart/form-data`; answers 201 with the Document.
         *
         *     - Identity documents: `PASSPORT` (one image) or `DRIVERS_LICENSE` / `NATIONAL_ID` as
         *       separate `FRONT` and `BACK` uploads; `documentNumber` and `issuingAuthority` are
         *       required for them. Proof of address (`UTILITY_BILL`, `ELECTRICITY_BILL`,
         *       `RENT_OR_LEASE_AGREEMENT`, `BANK_STATEMENT`, `TAX_RETURN`) must be dated within the
         *       last 3 months. Businesses need formation, ownership structure, proof of address and
         *       tax id documents; non-US owners a passport plus one additional government ID.
         *     - `file` must be `application/pdf`, `image/jpeg` or `image/png` and 10 MB or smaller;
         *       a missing field, unknown `documentType`, other file type or larger file -> 400
         *       `INVALID_INPUT`. Document checks may answer 400 with `LOW_QUALITY`,
         *       `DATA_MISMATCH` (does not match the holder), `EXPIRED`, `SUSPECTED_FRAUD`,
         *       `UNSUITABLE_DOCUMENT` (type not usable for this holder or purpose, e.g. proof of
         *       address older than 3 months) or `INCOMPLETE`.
         *     - Photo quality: all four corners in frame, in focus, in colour; otherwise 422
         *       `DOCUMENT_REJECTED`. Designed sandbox trigger: a file name containing `blurry`, a
         *       file name whose stem ends in `422` (e.g. `id-422.png`), or a `documentNumber` ending
         *       in `422` is rejected as a poor photo.
         *     - Unknown `documentHolder` -> 404 `DOCUMENT_HOLDER_NOT_FOUND`.
         *     - A document of this type (and `side`) already exists for the holder -> 409
         *       `DOCUMENT_ALREADY_EXISTS`; replace it with `PUT /documents/{documentId}`.
         *
         *     Upload limits (designed): at most 1 file of at most 10 MB (10485760 bytes) (a larger file is refused with 413 PAYLOAD_TOO_LARGE, `details.field` naming the part, as soon as its bytes pass the limit, whether or not the request declared its length); the whole request at most 11 MB (11534336 bytes) (413 PAYLOAD_TOO_LARGE). A part cut off before its closing boundary, or a missing or wrong boundary, is 400 INVALID_INPUT. Nothing past a limit is kept.
         */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The document's id, `Document:<uuid>`. */
                documentId: string;
            };
            cookie?: never;
        };
        /**
         * Get a document
         * @description Returns the document's metadata. Unknown or malformed id -> 404 `NOT_FOUND`.
         */
        get: operations["getDocument"];
        /**
         * Replace a document
         * @description Replaces the document's file and metadata (multipart form, same rules as
         *     `POST /documents`; the holder cannot change) and answers 200 with the Document (same
         *     `id`). Validation -> 400 (`INVALID_INPUT` or a document-check code); poor photo -> 422
         *     `DOCUMENT_REJECTED`; unknown id -> 404 `NOT_FOUND`; changing to a type (and side) the
         *     holder already has in another document -> 409 `DOCUMENT_ALREADY_EXISTS`. The body
         *     shape is designed for this contract (the description says only that PUT replaces).
         *
         *     Upload limits (designed): at most 1 file of at most 10 MB (10485760 bytes) (a larger file is refused with 413 PAYLOAD_TOO_LARGE, `details.field` naming the part, as soon as its bytes pass the limit, whether or not the request declared its length); the whole request at most 11 MB (11534336 bytes) (413 PAYLOAD_TOO_LARGE). A part cut off before its closing boundary, or a missing or wrong boundary, is 400 INVALID_INPUT. Nothing past a limit is kept.
         */
        put: operations["replaceDocument"];
        post?: never;
        /**
         * Delete a document
         * @description Deletes the document and answers 204 with no body. Unknown or malformed id -> 404 `NOT_FOUND`.
         */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a wallet's credentials
         * @description The credentials of one embedded wallet, oldest first, in one page (`hasMore` false). An
         *     account without credentials, or an id that is no internal account of the platform, gives
         *     an empty list.
         */
        get: operations["listAuthCredentials"];
        put?: never;
        /**
         * Register a credential on an embedded wallet
         * @description Registers a credential (`type` `EMAIL_OTP`, `SMS_OTP`, `PASSKEY` or `OAUTH`) on a
         *     customer's internal account (`accountId`). The first credential provisions the account
         *     as an embedded wallet (its `type` becomes `EMBEDDED_WALLET`; designed) and is
         *     registered directly (201). With an existing credential the call is a signed flow: 202
         *     first, then the signed retry answers 201.
         *
         *     `EMAIL_OTP` uses the customer's `email`, `SMS_OTP` its `phoneNumber` (designed: 400
         *     `INVALID_INPUT` when the customer has none); both answer `otpEncryptionTargetBundle`
         *     (a code is sent; sandbox code `000000`). Limits: one `EMAIL_OTP` and one `SMS_OTP` per
         *     internal account (400 `EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS` /
         *     `SMS_OTP_CREDENTIAL_ALREADY_EXISTS`); an email or phone already tied to another
         *     wallet's credential: 409 `EMAIL_OTP_EMAIL_ALREADY_EXISTS` /
         *     `SMS_OTP_PHONE_NUMBER_ALREADY_EXISTS`; a WebAuthn `credentialId` already registered: 400
         *     `PASSKEY_CREDENTIAL_ALREADY_EXISTS`; a customer who already has a passkey: 409
         *     `PASSKEY_ALREADY_ENROLLED`. The passkey attestation is verified (WebAuthn, `none` or
         *     self attestation) against `challenge` and the designed relying party of
         *     `spec/rules/wallet-auth.yaml`.
         *
         *     `OAUTH`: `oidcToken` must be JWT-shaped (else 400 `INVALID_INPUT` before
         *     authentication starts; the signature segment may be a dummy in the sandbox) with `iss`
         *     a supported issuer, `aud` a non-empty string or one-element array, `sub` non-empty,
         *     `iat` numeric and at most 60 s before the request (5 s skew), `exp` numeric and after
         *     the request; each failing claim is a 400 `INVALID_INPUT` naming it (designed status).
         *     The deprecated fixed OIDC literal is refused.
         *
         *     Unknown account: 404 `ACCOUNT_NOT_FOUND`; a platform account or an account that is not
         *     `ACTIVE`: 409 `WALLET_NOT_PROVISIONED` (designed).
         */
        post: operations["createAuthCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a credential (signed)
         * @description Revokes a credential and the sessions it opened. Signed flow: 202 first, the signed
         *     retry answers 204. The retry must be signed by a live session of another credential of
         *     the same wallet (a session of the credential being revoked answers 401
         *     `WALLET_SIGNATURE_INVALID`), and a wallet keeps at least one credential: revoking its
         *     only one answers 400 `INVALID_INPUT` (both as the live service says). Unknown
         *     credential: 404 `AUTH_METHOD_NOT_FOUND`.
         */
        delete: operations["revokeAuthCredential"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials/{id}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a challenge
         * @description `EMAIL_OTP` / `SMS_OTP`: sends a new code (sandbox `000000`) and answers a fresh
         *     `otpEncryptionTargetBundle` (valid 5 minutes of platform time; designed). `PASSKEY`:
         *     body `clientPublicKey` (required for passkeys: 400 `INVALID_INPUT` without it, or when
         *     it is no P-256 key); answers `challenge` (the lowercase hex SHA-256 of the
         *     session-creation request it stands for; a client may hand it to the authenticator as
         *     the UTF-8 bytes of that text), `credentialId`, `requestId` and `expiresAt`. A compressed
         *     `clientPublicKey` is the session signing key the client holds; an uncompressed one gets
         *     a fresh key sealed to it at the verify (the interface facts' key model). `OAUTH` credentials need no
         *     challenge: 400 `INVALID_INPUT` (designed). Unknown credential: 404 `AUTH_METHOD_NOT_FOUND`.
         */
        post: operations["challengeAuthCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a credential and open a session
         * @description `EMAIL_OTP` / `SMS_OTP`: `encryptedOtpBundle` is HPKE-decrypted with the key of the
         *     latest challenge; it must hold `{"otp_code", "public_key"}` with `public_key` a
         *     compressed (`02`/`03`) P-256 key. Sandbox code `000000`; any other decrypted code
         *     answers 401 `UNAUTHORIZED` (reason: invalid OTP code); a bundle that does not decrypt,
         *     or no live challenge, answers 400 `INVALID_INPUT`. The first leg answers 202 with
         *     `payloadToSign` and `requestId`; sign it with the key pair whose public key was in the
         *     bundle (it becomes the session signing key) and retry: 200 with the session.
         *
         *     `PASSKEY`, in one call: `Request-Id` echoes the `requestId` of the credential's
         *     challenge (401 `REQUEST_ID_MISSING` without it; 401 `UNAUTHORIZED` when it names no
         *     unexpired pending challenge of this credential, a used one included); the WebAuthn
         *     assertion is verified against that challenge and the registered public key (401
         *     `UNAUTHORIZED` when it does not verify). `OAUTH`, in one call: `oidcToken` must carry
         *     the credential's `iss`, `aud` and `sub`, an `exp` in the future and `nonce` equal to the
         *     SHA-256 (hex) of the exact `clientPublicKey` string (401 `UNAUTHORIZED` naming the
         *     claim otherwise). The signature headers are not theirs. Both answer 200 with the
         *     session; the form of the client's key (of the challenge for a passkey, of the body for
         *     OAuth) picks the key model: compressed, the client holds the session signing key and no
         *     key material is answered; uncompressed, `encryptedSessionSigningKey` carries a fresh
         *     session signing key sealed to it (the description's sealed flow; interface facts).
         *     Sessions last 15 minutes of platform time (designed; `spec/rules/wallet-auth.yaml`).
         */
        post: operations["verifyAuthCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a wallet's live sessions
         * @description The unexpired, unrevoked sessions of one embedded wallet (expiry on the platform clock), oldest first.
         */
        get: operations["listAuthSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a session (signed)
         * @description Signed flow (any live session of the wallet may sign, the session itself included); the
         *     signed retry answers 204. A session that is not active (unknown, already revoked or
         *     expired) answers 404 `SESSION_NOT_FOUND`, as the live service says.
         */
        delete: operations["revokeAuthSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/{id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh a session (signed)
         * @description Opens a new session of the same wallet and credential with a fresh lifetime; the old
         *     session stays valid until it expires. Signed with the key of the session being
         *     refreshed (it must be live at both legs). A compressed `clientPublicKey` is the new
         *     session's signing key, held by the client; an uncompressed one gets a fresh signing key
         *     sealed to it in `encryptedSessionSigningKey` (the live service's key model). Unknown
         *     session 404 `SESSION_NOT_FOUND`.
         */
        post: operations["refreshAuthSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/delegated-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List delegated keys
         * @description Delegated keys of a wallet (`accountId`) and/or a card funding source (`fundingSourceId`),
         *     `PENDING` and `REVOKED` ones included, oldest first. At least one of the two filters:
         *     400 `INVALID_INPUT` without either (as the live service says).
         */
        get: operations["listDelegatedKeys"];
        put?: never;
        /**
         * Create a delegated key (signed)
         * @description The service generates a P-256 key pair that lets the card's authorizations draw on the
         *     embedded wallet `internalAccountId` for `cardId` without a session (the private key is
         *     never answered). Three legs, as the live service's: the first call answers 202; its
         *     signed retry creates the key `PENDING` and answers a second 202 (a new `payloadToSign`
         *     and `requestId`); that one's signed retry answers 201 with the key `ACTIVE`. The same
         *     body on every leg; each retry signed by a live session of the wallet. A flow abandoned
         *     after the second leg leaves the key `PENDING`, which blocks nothing. One `ACTIVE` key per
         *     card funding source: 409 `CONFLICT`. Unknown card, or a card none of whose funding
         *     sources is `internalAccountId`: 404 `NOT_FOUND`. Unknown account: 404
         *     `ACCOUNT_NOT_FOUND`; not an embedded wallet: 409 `WALLET_NOT_PROVISIONED` (designed).
         *     `fundingSourceId` is the funding internal account's id (designed: card funding sources
         *     are internal accounts here).
         */
        post: operations["createDelegatedKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/delegated-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a delegated key
         * @description One delegated key; unknown id 404 `NOT_FOUND`.
         */
        get: operations["getDelegatedKeyById"];
        put?: never;
        post?: never;
        /**
         * Revoke a delegated key
         * @description Marks an `ACTIVE` key `REVOKED` (204); it can no longer sign (the card's authorizations no
         *     longer draw on the wallet). A key that is not `ACTIVE` (already revoked, or `PENDING`)
         *     answers 400 `INVALID_INPUT`, as the live service does.
         *     Unknown id 404 `NOT_FOUND`.
         */
        delete: operations["revokeDelegatedKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an internal account
         * @description Returns one internal account (any type: `INTERNAL_FIAT`, `INTERNAL_CRYPTO` or
         *     `EMBEDDED_WALLET`). Designed for this contract (the description names only the
         *     embedded-wallet actions on this path). Unknown id: 404 `ACCOUNT_NOT_FOUND`.
         */
        get: operations["getInternalAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update wallet privacy (signed)
         * @description Turns an embedded wallet's private mode on or off (`privateEnabled`). Signed flow (any
         *     live session of the wallet signs); the signed retry answers 200 with the account. An
         *     account that is not an embedded wallet: 409 `WALLET_NOT_PROVISIONED`; unknown account:
         *     404 `ACCOUNT_NOT_FOUND`.
         */
        patch: operations["updateInternalAccount"];
        trace?: never;
    };
    "/internal-accounts/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the wallet (signed)
         * @description Answers the wallet's private key sealed to `clientPublicKey` as a credential bundle
         *     (`encryptedWalletCredentials`; `decryptCredentialBundle` opens it). Signed flow; the
         *     signed retry answers 200. Not an embedded wallet: 409 `WALLET_NOT_PROVISIONED`;
         *     unknown account: 404 `ACCOUNT_NOT_FOUND`; `clientPublicKey` not a P-256 key: 400 `INVALID_INPUT`.
         */
        post: operations["exportInternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List exchange rates
         * @description Indicative exchange rates. Rates include the platform's fees and are cached for about
         *     5 minutes (each rate's `updatedAt` to `expiresAt`); a quote locks the rate actually
         *     used. Filters: `sourceCurrency`, `destinationCurrency` (each optional; omitted means
         *     every supported currency on that side; several destinations repeated or joined with
         *     commas) and `sendingAmount` (smallest unit of the source currency; the rate's `fees`
         *     and `receivingAmount` are computed for it, or for 10000 when it is omitted, as on the
         *     live service). `exchangeRate` follows the live service: sending currency units per
         *     receiving currency unit, fees included (the quote's `exchangeRate` runs the other way,
         *     as the description states for quotes); the designed `rate` is its inverse. Answers
         *     `{ data }` only, without paging. The fields of a rate follow the live service; `rate`
         *     and `expiresAt` are designed. An unsupported currency: 400 `INVALID_CURRENCY`; no rate
         *     for the requested pair: 400 `QUOTE_RATE_UNAVAILABLE`; other invalid query values: 400
         *     `INVALID_INPUT`.
         */
        get: operations["listExchangeRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List external accounts
         * @description Lists the platform's external accounts, newest first, filtered by `customerId`,
         *     `currency` and `status` (filters other than `customerId` are designed). Without
         *     `customerId` every external account of the platform is listed, including those held
         *     on behalf of the platform (designed). A well-formed `customerId` that matches no
         *     customer gives an empty page (designed). Pages with `limit` and `cursor`. A malformed
         *     filter answers 400 `INVALID_INPUT`.
         */
        get: operations["listCustomerExternalAccounts"];
        put?: never;
        /**
         * Create an external account
         * @description Creates a bank account, mobile-money wallet, crypto wallet or Lightning destination.
         *     `currency` and `accountInfo` are required; `platformAccountId`, `customerId`,
         *     `ownershipType` and `defaultUmaDepositAccount` are optional. Answers 201 with the
         *     ExternalAccount.
         *
         *     Rules:
         *     - `accountInfo` is one variant selected by `accountType` and must match `currency`
         *       (see `AccountInfo`); field formats and lengths per variant are enforced, and
         *       `paymentRails` must not be sent (400 `INVALID_INPUT`).
         *     - `customerId` names the owning customer (unknown: 404 `CUSTOMER_NOT_FOUND`); without
         *       it the account is held on behalf of the platform (`customerId` null; designed
         *       reading, same as `POST /platform/external-accounts`).
         *     - `ownershipType` is required for self-custody crypto wallet accounts (`*_WALLET`) on
         *       platforms subject to counterparty requirements (e.g. EU Travel Rule), else 400
         *       `INVALID_INPUT` on `ownershipType`; recommended for all other accounts. Designed: a
         *       platform is subject to them when any `supportedCurrencies` entry of its
         *       configuration (`GET /config`) lists `requiredCounterpartyFields`.
         *     - `defaultUmaDepositAccount` (default false): at most one per customer; setting it
         *       true moves the default from the customer's other account, which becomes false
         *       (designed). On an account without `customerId` it answers 400 `INVALID_INPUT`.
         *     - `bankName` must match a `bankName` of `GET /discoveries` in corridors that require
         *       it (PHP, NGN, ZAR from the description; designed: also COP, GHS, BDT, EGP, GTQ),
         *       else 400 `INVALID_INPUT` on `accountInfo.bankName`.
         *     - An equivalent existing account (same owner, same currency, same primary identifier)
         *       answers 409 `DUPLICATE_EXTERNAL_ACCOUNT`.
         *     - A validating US ACH account answers 409 `BANK_ACCOUNT_VALIDATION_PENDING` (a
         *       micro-entry is sent; retry after a few banking days); a permanently failed one
         *       answers 400 `INVALID_BANK_ACCOUNT`.
         *     - Initial status (designed): `PENDING_OWNERSHIP_VERIFICATION` for self-custody wallet
         *       variants created with `ownershipType` `FIRST_PARTY` (transfers below regulatory
         *       thresholds are still allowed; verify with `.../challenge` then `.../verify`);
         *       `PENDING` while beneficiary name verification is in progress; otherwise `ACTIVE`.
         *       Creation sends no event; every later change of `status` sends
         *       `EXTERNAL_ACCOUNT.STATUS_UPDATED` with the account as `GET` returns it (designed).
         *     - `accountInfo.paymentRails` (designed selection): the local rails of the destination
         *       country that accept the destination's kind, carry its currency and can pay its
         *       beneficiary type, in preference order (e.g. `[ACH, WIRE, RTP, FEDNOW]`,
         *       `[SEPA_INSTANT, SEPA]`; INR bank transfers: the requested `rail`); `[SWIFT]` only
         *       when no local rail can; absent when nothing reaches the destination yet (CA) and
         *       on crypto and Lightning accounts. `swiftCode` of EUR and AED accounts is derived
         *       from the IBAN's bank when omitted and the bank is known.
         *     - Designed order of checks: credentials (401), body schema (400), `customerId`
         *       (404), the rules above (400, every invalid field at once), 409
         *       `DUPLICATE_EXTERNAL_ACCOUNT`, then the sandbox triggers below.
         *
         *     Sandbox. The primary identifier of each variant is named in its schema (account
         *     number, CLABE, IBAN, PIX key, VPA, phone number, wallet address; for identifiers with
         *     a domain part such as PIX email keys, VPAs or Lightning addresses, the suffix is the
         *     end of the username part). Its last 3 digits drive:
         *
         *     Beneficiary name verification at creation (fiat accounts):
         *
         *     | Suffix | Result |
         *     | - | - |
         *     | `102` | `beneficiaryVerificationStatus` `NOT_MATCHED` |
         *     | `103` | `PARTIAL_MATCH` |
         *     | `104` | `PENDING` (the account stays `PENDING`; designed) |
         *     | `105` | 400 `INVALID_BANK_ACCOUNT` (invalid account; nothing is created) |
         *     | `106` | `UNSUPPORTED` |
         *     | `107` | `CHECKED_BY_RECEIVING_FI` |
         *     | other | `MATCHED` |
         *
         *     US ACH validation (designed for this contract; `USD_ACCOUNT` only):
         *
         *     | Suffix | Result |
         *     | - | - |
         *     | `201` | 409 `BANK_ACCOUNT_VALIDATION_PENDING` (nothing is created) |
         *     | `202` | 400 `INVALID_BANK_ACCOUNT` (permanently failed) |
         *
         *     When the account is later the destination of a payout or the source of a pull:
         *
         *     | Suffix | Behavior |
         *     | - | - |
         *     | `002` | insufficient funds, fails immediately |
         *     | `003` | account closed or invalid, fails immediately |
         *     | `004` | transfer rejected by the bank |
         *     | `005` | stays pending about 30 s, then fails |
         *     | other | success |
         */
        post: operations["createCustomerExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get an external account
         * @description Returns the external account (of a customer, or held on behalf of the platform). 404 `ACCOUNT_NOT_FOUND` when unknown, malformed or another platform's.
         */
        get: operations["getCustomerExternalAccount"];
        put?: never;
        post?: never;
        /**
         * Delete an external account
         * @description Deletes the external account: 204, and the id then answers 404 (designed). A trusted
         *     beneficiary (`trustStatus` `TRUSTED` or `PENDING_UNTRUST`) cannot be deleted: 409
         *     `BENEFICIARY_TRUSTED`; untrust (and confirm) first. 404 `ACCOUNT_NOT_FOUND` when
         *     unknown.
         */
        delete: operations["deleteCustomerExternalAccount"];
        options?: never;
        head?: never;
        /**
         * Update an external account
         * @description Designed for this contract (the description only says that updates to account data
         *     may trigger a re-review). Changes any of `platformAccountId`,
         *     `defaultUmaDepositAccount`, `accountInfo` and answers 200 with the account.
         *
         *     - `currency` cannot change: a new `accountInfo` must be a variant of the account's
         *       currency, else 400 `INVALID_INPUT`. It replaces the old one as a whole and re-runs
         *       the create checks (field formats, discoveries `bankName`, sandbox suffixes:
         *       `105`/`202` -> 400 `INVALID_BANK_ACCOUNT`, `201` -> 409
         *       `BANK_ACCOUNT_VALIDATION_PENDING`, 409 `DUPLICATE_EXTERNAL_ACCOUNT`); beneficiary
         *       name verification runs again. Updates to account data may trigger a re-review: the
         *       account may pass through `UNDER_REVIEW` (in the sandbox it takes its creation
         *       status at once) and a verified wallet whose address changes returns to
         *       `PENDING_OWNERSHIP_VERIFICATION` (its outstanding challenge is dropped); a wallet
         *       whose address is unchanged keeps its status. A change of `status` sends
         *       `EXTERNAL_ACCOUNT.STATUS_UPDATED`. A new `accountInfo` cancels a pending trust
         *       request.
         *     - The `accountInfo` of a trusted beneficiary cannot change: 409 `BENEFICIARY_TRUSTED`
         *       (untrust and confirm first).
         *     - `defaultUmaDepositAccount` true moves the customer's default to this account;
         *       on an account held on behalf of the platform it answers 400 `INVALID_INPUT`.
         */
        patch: operations["updateCustomerExternalAccount"];
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an ownership challenge
         * @description Starts (or restarts) ownership verification of a `FIRST_PARTY` self-custody crypto
         *     wallet account (EVM wallets: `PLASMA_WALLET`, `ARBITRUM_WALLET`, `ETHEREUM_WALLET`,
         *     `BASE_WALLET`, `POLYGON_WALLET`; `BITCOIN_WALLET`; `SOLANA_WALLET`) in
         *     `PENDING_OWNERSHIP_VERIFICATION` or `UNVERIFIED`, and answers 201 with the challenge.
         *     Body `method`: `WALLET_SIGNATURE` or `LIVENESS`. Ownership verification does not apply
         *     to any other account (as on the live service: not a self-custody crypto wallet, not
         *     `FIRST_PARTY`, or already verified, i.e. `ACTIVE`; also any other status) -> 409
         *     `CONFLICT`.
         *
         *     - `WALLET_SIGNATURE`: the challenge carries
         *       `messageToSign` (sign it exactly as returned) and `expiresAt`; answer it with
         *       `.../verify` before `expiresAt`. Signatures: EIP-191 `personal_sign` hex (EVM),
         *       Bitcoin signed message base64 in BIP-137 or Electrum form, base58 Ed25519 over the
         *       UTF-8 message (Solana).
         *     - `LIVENESS`: the challenge carries `verificationLink` and
         *       `expiresAt`; the holder completes the hosted check; the outcome is decided
         *       asynchronously, the account moves to the outcome status and
         *       `EXTERNAL_ACCOUNT.STATUS_UPDATED` is sent (or poll the account). `LIVENESS`
         *       challenges never use `.../verify`. Sandbox (designed): `verificationLink` is a page
         *       served by the simulator (`/_sim/hosted/liveness/<token>`) where the holder passes
         *       or fails the check; the outcome (`ACTIVE` on pass, `UNVERIFIED` on fail) is decided
         *       5 seconds of platform time after the holder submits. If the page is not used, the
         *       outcome `ACTIVE` is decided 30 seconds of platform time after the challenge was
         *       created. A replaced or expired challenge decides nothing.
         *
         *     Designed details: the challenge expires 15 minutes after creation; a new challenge
         *     replaces any outstanding one; starting a challenge on an `UNVERIFIED` account moves
         *     it to `PENDING_OWNERSHIP_VERIFICATION` (the description leaves this next state
         *     unshown). 404 `ACCOUNT_NOT_FOUND` when the account is unknown.
         */
        post: operations["createCustomerExternalAccountChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify wallet ownership
         * @description Answers the outstanding `WALLET_SIGNATURE` challenge of the external account. Body:
         *     `signature` (required) over the exact `messageToSign` (EIP-191 hex for EVM chains,
         *     base64 for Bitcoin, base58-encoded Ed25519 for Solana) and `signatureScheme`
         *     (`bip137` or `electrum`, default `bip137`; the Bitcoin message-signing format,
         *     `electrum` for Electrum/Sparrow wallets; ignored for non-Bitcoin chains).
         *
         *     1. Sign exactly the challenge's `messageToSign`; submit before `expiresAt`.
         *     2. Valid signature -> 200 with the updated account, `status` `ACTIVE`.
         *     3. Invalid or expired signature -> 400 (`INVALID_INPUT`), and the account becomes
         *        `UNVERIFIED`; a new challenge must be started.
         *     4. Unknown account -> 404. No outstanding `WALLET_SIGNATURE` challenge -> 409
         *        (`CONFLICT`). Bad credentials -> 401.
         *     5. `LIVENESS` challenges never use this endpoint (an account whose only outstanding
         *        challenge is `LIVENESS` answers 409 `CONFLICT`).
         *
         *     Designed order of checks: credentials (401), account (404), body shape (400
         *     `INVALID_INPUT`, status unchanged), outstanding challenge (409), then the signature
         *     (400 and `UNVERIFIED`). A challenge is consumed by a valid or an invalid signature.
         */
        post: operations["verifyCustomerExternalAccountOwnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/trust": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start trusting a beneficiary
         * @description Designed for this contract (the description names the operation but not its body or
         *     answer). Starts making the account a trusted beneficiary of its customer, with an
         *     SCA-style confirmation: no body; answers 200 with a pending trust request
         *     (`trustStatus` `PENDING_TRUST`, `expiresAt` 10 minutes later). The customer receives
         *     a confirmation code through their SCA factor; submit it to `.../trust/confirm`
         *     (sandbox code `000000`). A new request replaces an outstanding one.
         *
         *     - 409 `CONFLICT`: the account is already trusted, is not `ACTIVE`, is held on behalf
         *       of the platform, or its customer is outside the SCA regions (trusted beneficiaries
         *       are an SCA concept; in the simulator a platform's customers are in an SCA region
         *       when the platform is created with `scaRequired`).
         *     - An unconfirmed request expires after 10 minutes: `trustStatus` falls back
         *       (`PENDING_TRUST` -> `UNTRUSTED`, `PENDING_UNTRUST` -> `TRUSTED`). Trust changes are
         *       not status changes (no event).
         *     - 409 `SCA_SESSION_REQUIRED`: the customer's SCA login session is missing or expired;
         *       re-authenticate the customer and retry.
         *     - 404 `ACCOUNT_NOT_FOUND` when unknown.
         */
        post: operations["trustCustomerExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/trust/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm trusting a beneficiary
         * @description Designed for this contract. Confirms the pending trust request with the customer's
         *     `code` (sandbox: `000000`) and answers 200 with the account, `trusted` true and
         *     `trustStatus` `TRUSTED`.
         *
         *     - A wrong code answers 401 `UNAUTHORIZED` (as the description states for invalid OTP
         *       codes), the request stays pending.
         *     - No pending trust request (never requested, already confirmed or expired): 409
         *       `CONFLICT`. SCA login session missing or expired: 409 `SCA_SESSION_REQUIRED`.
         *     - A malformed code (not 6 digits): 400 `INVALID_INPUT`. 404 `ACCOUNT_NOT_FOUND` when
         *       unknown.
         */
        post: operations["confirmTrustCustomerExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/untrust": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start untrusting a beneficiary
         * @description Designed for this contract (the description names the operation; its body and answer
         *     are not shown). Starts removing the account from the customer's trusted
         *     beneficiaries: no body; answers 200 with a pending request (`trustStatus`
         *     `PENDING_UNTRUST`, `expiresAt` 10 minutes later). The account stays trusted (and
         *     cannot be deleted) until `.../untrust/confirm` succeeds (sandbox code `000000`).
         *
         *     - 409 `CONFLICT`: the account is not trusted, or its customer is outside the SCA
         *       regions. 409 `SCA_SESSION_REQUIRED`: the SCA login session is missing or expired.
         *     - 404 `ACCOUNT_NOT_FOUND` when unknown.
         */
        post: operations["untrustCustomerExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/untrust/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm untrusting a beneficiary
         * @description Designed for this contract. Confirms the pending untrust request with the customer's
         *     `code` (sandbox: `000000`) and answers 200 with the account, `trusted` false and
         *     `trustStatus` `UNTRUSTED`; it can then be deleted.
         *
         *     - A wrong code answers 401 `UNAUTHORIZED`; the request stays pending.
         *     - No pending untrust request: 409 `CONFLICT`. SCA login session missing or expired:
         *       409 `SCA_SESSION_REQUIRED`.
         *     - A malformed code: 400 `INVALID_INPUT`. 404 `ACCOUNT_NOT_FOUND` when unknown.
         */
        post: operations["confirmUntrustCustomerExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/external-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List platform external accounts
         * @description Lists the platform-level external accounts (`customerId` null), newest first. The
         *     description shows no filters; `currency` and `status` are designed filters. Pages
         *     with `limit` and `cursor`. A malformed filter answers 400 `INVALID_INPUT`.
         */
        get: operations["listPlatformExternalAccounts"];
        put?: never;
        /**
         * Create a platform external account
         * @description Creates an external account held on behalf of the platform (`customerId` null), e.g.
         *     the platform's own bank account or treasury wallet. The body (designed:
         *     `ExternalAccountCreateRequest` without `customerId` and `defaultUmaDepositAccount`)
         *     and the answer (201 ExternalAccount) follow `POST /customers/external-accounts`, with
         *     the same rules: `accountInfo` variant matching `currency`, `paymentRails` never sent,
         *     discoveries `bankName`, `ownershipType` for self-custody wallets where counterparty
         *     requirements apply, 409 `DUPLICATE_EXTERNAL_ACCOUNT` for an equivalent account, 409
         *     `BANK_ACCOUNT_VALIDATION_PENDING` / 400 `INVALID_BANK_ACCOUNT` for US ACH validation,
         *     and the same sandbox suffixes (name verification `102`-`107`, `105` -> 400
         *     `INVALID_BANK_ACCOUNT`; designed `201`/`202` for ACH validation; `002`-`005` on later
         *     payouts and pulls).
         */
        post: operations["createPlatformExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/external-accounts/{externalAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a platform external account
         * @description Returns a platform-level external account. 404 `ACCOUNT_NOT_FOUND` when unknown, or when the id is a customer's account (designed).
         */
        get: operations["getPlatformExternalAccount"];
        put?: never;
        post?: never;
        /**
         * Delete a platform external account
         * @description Deletes a platform-level external account; 204, and the id then answers 404 (designed). 404 `ACCOUNT_NOT_FOUND` when unknown or a customer's account (designed).
         */
        delete: operations["deletePlatformExternalAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/external-accounts/{externalAccountId}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an ownership challenge on a platform external account
         * @description Starts (or restarts) ownership verification of a `FIRST_PARTY` self-custody crypto
         *     wallet account (EVM wallets: `PLASMA_WALLET`, `ARBITRUM_WALLET`, `ETHEREUM_WALLET`,
         *     `BASE_WALLET`, `POLYGON_WALLET`; `BITCOIN_WALLET`; `SOLANA_WALLET`) in
         *     `PENDING_OWNERSHIP_VERIFICATION` or `UNVERIFIED`, and answers 201 with the challenge.
         *     Body `method`: `WALLET_SIGNATURE` or `LIVENESS`. Ownership verification does not apply
         *     to any other account (as on the live service: not a self-custody crypto wallet, not
         *     `FIRST_PARTY`, or already verified, i.e. `ACTIVE`; also any other status) -> 409
         *     `CONFLICT`.
         *
         *     - `WALLET_SIGNATURE`: the challenge carries
         *       `messageToSign` (sign it exactly as returned) and `expiresAt`; answer it with
         *       `.../verify` before `expiresAt`. Signatures: EIP-191 `personal_sign` hex (EVM),
         *       Bitcoin signed message base64 in BIP-137 or Electrum form, base58 Ed25519 over the
         *       UTF-8 message (Solana).
         *     - `LIVENESS`: the challenge carries `verificationLink` and
         *       `expiresAt`; the holder completes the hosted check; the outcome is decided
         *       asynchronously, the account moves to the outcome status and
         *       `EXTERNAL_ACCOUNT.STATUS_UPDATED` is sent (or poll the account). `LIVENESS`
         *       challenges never use `.../verify`. Sandbox (designed): `verificationLink` is a page
         *       served by the simulator (`/_sim/hosted/liveness/<token>`) where the holder passes
         *       or fails the check; the outcome (`ACTIVE` on pass, `UNVERIFIED` on fail) is decided
         *       5 seconds of platform time after the holder submits. If the page is not used, the
         *       outcome `ACTIVE` is decided 30 seconds of platform time after the challenge was
         *       created. A replaced or expired challenge decides nothing.
         *
         *     Designed details: the challenge expires 15 minutes after creation; a new challenge
         *     replaces any outstanding one; starting a challenge on an `UNVERIFIED` account moves
         *     it to `PENDING_OWNERSHIP_VERIFICATION` (the description leaves this next state
         *     unshown). 404 `ACCOUNT_NOT_FOUND` when the account is unknown.
         */
        post: operations["createPlatformExternalAccountChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/external-accounts/{externalAccountId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify wallet ownership of a platform external account
         * @description Answers the outstanding `WALLET_SIGNATURE` challenge of the external account. Body:
         *     `signature` (required) over the exact `messageToSign` (EIP-191 hex for EVM chains,
         *     base64 for Bitcoin, base58-encoded Ed25519 for Solana) and `signatureScheme`
         *     (`bip137` or `electrum`, default `bip137`; the Bitcoin message-signing format,
         *     `electrum` for Electrum/Sparrow wallets; ignored for non-Bitcoin chains).
         *
         *     1. Sign exactly the challenge's `messageToSign`; submit before `expiresAt`.
         *     2. Valid signature -> 200 with the updated account, `status` `ACTIVE`.
         *     3. Invalid or expired signature -> 400 (`INVALID_INPUT`), and the account becomes
         *        `UNVERIFIED`; a new challenge must be started.
         *     4. Unknown account -> 404. No outstanding `WALLET_SIGNATURE` challenge -> 409
         *        (`CONFLICT`). Bad credentials -> 401.
         *     5. `LIVENESS` challenges never use this endpoint (an account whose only outstanding
         *        challenge is `LIVENESS` answers 409 `CONFLICT`).
         *
         *     Designed order of checks: credentials (401), account (404), body shape (400
         *     `INVALID_INPUT`, status unchanged), outstanding challenge (409), then the signature
         *     (400 and `UNVERIFIED`). A challenge is consumed by a valid or an invalid signature.
         */
        post: operations["verifyPlatformExternalAccountOwnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/internal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers' internal accounts
         * @description Lists the internal accounts of the platform's customers, filtered by `customerId`,
         *     `currency` and `type`, oldest first (designed). A customer's per-currency internal
         *     accounts are created automatically and appear once the customer is approved; on a
         *     platform with `embeddedWalletConfig` so does the customer's self-custodial wallet, an
         *     account of type `EMBEDDED_WALLET` (USDC) with a default `EMAIL_OTP` credential. Without
         *     `customerId` the accounts of every customer are listed (designed); a well-formed
         *     `customerId` that matches no customer gives an empty page (designed). Pages with
         *     `limit` and `cursor`. A malformed filter answers 400 `INVALID_INPUT`.
         */
        get: operations["listCustomerInternalAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/internal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the platform's internal accounts
         * @description Lists the platform's own internal accounts (`customerId` null; e.g. the omnibus FBO
         *     accounts of the platform), filtered by `currency` and `type`, oldest first (designed). Pages
         *     with `limit` and `cursor`. A malformed filter answers 400 `INVALID_INPUT`.
         */
        get: operations["listPlatformInternalAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invitations
         * @description Designed for this contract (the live service shows no list). The platform's invitations, newest first, optionally by `status`.
         */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Create an invitation
         * @description Creates an UMA invitation from `inviterUma` to a person without an UMA address yet,
         *     optionally with the invitee's `firstName`, an `amountToSend` and an `expiresAt`. 201 with
         *     the invitation, `PENDING`, addressed by its `code`; share its `url`. `amountToSend` is
         *     shown to the invitee: no money moves here or at the claim (as live); the inviter's
         *     platform sends the amount itself once `INVITATION.CLAIMED` tells it of the claim.
         *     - The platform has no UMA domain configured: 400 `INVITATIONS_NOT_CONFIGURED`.
         *     - A malformed `inviterUma`: 400 `INVALID_UMA_ADDRESS`. `amountToSend` below 1: 400
         *       `INVALID_AMOUNT`. `expiresAt` not in the future: 400 `INVALID_INPUT`. (Designed
         *       beyond the codes.)
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{invitationCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an invitation by code
         * @description The invitation, with its status as of the platform clock (`EXPIRED` once `expiresAt` passed unclaimed). Unknown code, or another platform's: 404 `INVITATION_NOT_FOUND`.
         */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{invitationCode}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim an invitation
         * @description The invitee claims the invitation with their UMA address: `CLAIMED`, `inviteeUma` and
         *     `claimedAt` set, `INVITATION.CLAIMED` sent to the platform. The claim moves no money
         *     (as live), with or without `amountToSend`: the inviter's platform sends that amount
         *     itself once told of the claim (if it does not, or the payment fails, the invitee gets
         *     nothing), so a claim succeeds whatever the inviter holds.
         *     - Malformed `inviteeUma`: 400 `INVALID_UMA_ADDRESS`; the inviter's own address: 400
         *       `SELF_PAYMENT` (designed).
         *     - Already claimed: 400 `INVITATION_ALREADY_CLAIMED`; cancelled: 400 `INVITATION_CANCELLED`;
         *       expired: 400 `INVITATION_EXPIRED` (designed code).
         */
        post: operations["claimInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{invitationCode}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an invitation
         * @description `PENDING` -> `CANCELLED`: the invitation can no longer be claimed. Only a pending
         *     invitation is cancelled (as live): already claimed: 400 `INVITATION_ALREADY_CLAIMED`;
         *     already cancelled: 400 `INVITATION_CANCELLED`; expired: 400 `INVITATION_EXPIRED`
         *     (designed code).
         */
        post: operations["cancelInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a quote
         * @description Locks an exchange rate and shows the amounts and fees of a transfer before it is
         *     executed. Quotes serve cross-currency and same-currency transfers (they replace the
         *     deprecated `/transfer-in` and `/transfer-out`). The payout rail is chosen automatically
         *     from currency, country and amount.
         *
         *     - The rate is locked for 1 to 15 minutes depending on the payment type (`expiresAt`);
         *       executing later returns 400 `QUOTE_EXPIRED`.
         *     - `lockedCurrencySide` `SENDING` fixes the amount taken from the source
         *       (`lockedCurrencyAmount`, smallest unit of the sending currency); `RECEIVING`
         *       (designed) fixes the amount delivered.
         *     - A created quote has `status` `PROCESSING`. With `immediatelyExecute` true it is
         *       executed at once and `transactionId` is set; otherwise call
         *       `POST /quotes/{quoteId}/execute`.
         *     - Sources: an internal account (`sourceType` `ACCOUNT`); an external account for a
         *       pull (`sourceType` `ACCOUNT`, requires `immediatelyExecute` true, else 400
         *       `INVALID_INPUT`); or, designed for this contract, `REALTIME_FUNDING` with a
         *       `currency`: the quote carries `paymentInstructions`, its transaction is created at
         *       once with status `PENDING` and `awaitingFunds` true, and it is paid by following the instructions
         *       (`POST /sandbox/send` in Sandbox), not by the execute call. From an embedded
         *       wallet (an `EMBEDDED_WALLET` internal account) the quote carries a
         *       `paymentInstructions` entry `{accountOrWalletInfo: {accountType: EMBEDDED_WALLET,
         *       payloadToSign}}` to sign for `POST /quotes/{quoteId}/execute`; `immediatelyExecute`
         *       true is refused (400 `INVALID_INPUT`), as on the live service.
         *     - Destinations: an account (`destinationType` `ACCOUNT`; external accounts must be
         *       `ACTIVE`, else 409 `CONFLICT`, or 400 `EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED` when
         *       ownership must be verified first) or an UMA address (`UMA_ADDRESS`, after a receiver
         *       lookup with `GET /receiver/uma/{receiverUmaAddress}`; malformed address 400
         *       `INVALID_UMA_ADDRESS`, no such receiver 404 `UMA_NOT_FOUND`, amount outside the
         *       receiver's `minAmount`/`maxAmount` 400 `AMOUNT_OUT_OF_RANGE`, a mandatory payer field
         *       missing on the sending customer 400 `MISSING_MANDATORY_USER_INFO`).
         *     - An amount above the corridor's or withdrawal currency's single-transaction maximum
         *       returns 400 `TRANSACTION_SIZE_LIMIT_EXCEEDED`. The platform's `supportedCurrencies`
         *       `minAmount`/`maxAmount` bound UMA payments only (Limits table): an UMA quote whose
         *       sending or receiving amount is outside them returns 400 `AMOUNT_OUT_OF_RANGE`;
         *       account payouts are capped by the corridor maximum alone. A sending (or receiving
         *       internal-account) customer lacking a provider-required field of the currency used
         *       returns 400 `MISSING_MANDATORY_USER_INFO` (designed scope). A destination no rail can reach (sanctioned,
         *       not yet live, no rail for the currency or amount) returns 400 `INVALID_RECEIVER`
         *       (designed). A source or destination customer that is not `APPROVED` cannot move
         *       money: 409 `CONFLICT` (designed). Paying oneself (same source and
         *       destination) returns 400 `SELF_PAYMENT`. No rate for the pair: 400
         *       `QUOTE_RATE_UNAVAILABLE`; unsupported currency: 400 `INVALID_CURRENCY`; a failed
         *       quote request (retryable): 400 `QUOTE_REQUEST_FAILED`. With `immediatelyExecute`, a
         *       source without enough available balance returns 400 `INSUFFICIENT_FUNDS`.
         *     - Unknown source or destination account: 404 `ACCOUNT_NOT_FOUND`; unknown customer of
         *       a real-time-funded source: 404 `CUSTOMER_NOT_FOUND`.
         *     - `Idempotency-Key` (optional), as live: repeating the call with the same key and body
         *       replays the first answer (status and body) and creates nothing more; with
         *       `immediatelyExecute` the source is debited once. The same key with another body
         *       returns 409 `CONFLICT`.
         *
         *     Sandbox. A quote whose source is an internal account is funded first
         *     (`POST /sandbox/internal-accounts/{accountId}/fund`) and then executed; a
         *     real-time-funded quote is paid with `POST /sandbox/send`; a pull uses an external
         *     source with `immediatelyExecute` true. Quote to an external account destination, by
         *     the last 3 digits of the destination's primary identifier (for identifiers with a
         *     domain part, such as PIX email keys, the username part):
         *
         *     | Suffix | Outcome of the execution |
         *     | - | - |
         *     | `002` | execution failed (`FAILED`, `QUOTE_EXECUTION_FAILED`) |
         *     | `003` | completes after about 6 minutes (`PROCESSING`, then `COMPLETED`) |
         *     | `004` | counterparty delivery failed (`FAILED`, `COUNTERPARTY_POST_TX_FAILED`) |
         *     | `005` | completes, then moves to failed: bank return (`COMPLETED`, then `FAILED`, `PAYOUT_RETURNED`) |
         *     | `006` | user cancellation (`FAILED`, `USER_CANCELLED`) |
         *     | `007` | payout and refund failed (`FAILED`, `PAYOUT_AND_REFUND_FAILED`) |
         *     | other | success (`COMPLETED`) |
         *
         *     Pulls from an external account source follow the external-account suffix table (last
         *     3 digits of the source's primary identifier): `002` insufficient funds, fails
         *     immediately (`FAILED`, `INSUFFICIENT_FUNDS`); `003` account closed or invalid, fails
         *     immediately (`FAILED`, `ACCOUNT_INVALID`); `004` transfer rejected by the bank
         *     (`FAILED`, `ACCOUNT_CANNOT_RECEIVE`); `005` stays pending about 30 s, then fails (`PENDING`,
         *     then `FAILED`, `PENDING_TIMEOUT`); other success. The `failureReason` values are the
         *     live service's where it has one for the cause (see Transaction.failureReason).
         *
         *     Sandbox UMA receivers, address form `$<name>@uma.sandbox.example` (the sandbox UMA domain):
         *     `$success.usd`, `$success.eur`, `$success.mxn` succeed in that currency;
         *     `$pending.long.usd` stays pending a long time; `$fail.compliance.usd` fails a
         *     compliance check (`FAILED`, `COMPLIANCE_REJECTED`).
         */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a quote
         * @description Returns the quote. Unknown (or malformed) id, or a quote of another platform, returns 404 `QUOTE_NOT_FOUND`.
         */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{quoteId}/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Execute a quote
         * @description Executes a `PROCESSING` quote before its `expiresAt` and returns the executed quote
         *     (200) with its `transactionId`; read the transaction with
         *     `GET /transactions/{transactionId}`. No request body is needed. The description calls
         *     the answer the transaction result and leaves its shape not shown; the executed Quote is
         *     the live service's answer.
         *
         *     - `Idempotency-Key` (optional): repeating the call with the same key and quote replays
         *       the first answer; the same key used for a different pay request returns 409
         *       `DUPLICATE_PAY_REQUEST`.
         *     - Embedded-wallet source: the first call returns 202 with `payloadToSign` and
         *       `requestId`; the signed retry repeats the call with `Service-Wallet-Signature` (the
         *       P-256 stamp of `payloadToSign` made with the session signing key) and `Request-Id`.
         *       Failed checks return 401 `WALLET_SIGNATURE_MISSING`, `WALLET_SIGNATURE_MALFORMED`,
         *       `WALLET_SIGNATURE_BODY_MISMATCH`, `WALLET_SIGNATURE_INVALID` or `REQUEST_ID_MISSING`;
         *       an unknown `Request-Id` returns 404 `REQUEST_NOT_FOUND`.
         *     - Expired quote: 400 `QUOTE_EXPIRED` (request a new quote). Source without enough
         *       available balance: 400 `INSUFFICIENT_FUNDS`. Unknown quote: 404 `QUOTE_NOT_FOUND`.
         *     - Already executed (or expired, failed, real-time-funded, or created with
         *       `immediatelyExecute`): 409 `CONFLICT`.
         *     - SCA (EU-type) regions: designed for this contract, the quote is returned with status `PENDING_AUTHORIZATION` (its
         *       transaction `PENDING_AUTHORIZATION` too), a challenge goes to the customer's SCA
         *       factor, and the payment proceeds after `POST /quotes/{quoteId}/authorize`.
         *
         *     Sandbox: fund an internal account source first with
         *     `POST /sandbox/internal-accounts/{accountId}/fund`. The outcome of a payout to an
         *     external account follows the last 3 digits of its primary identifier: `002` execution
         *     failed; `003` completes after about 6 minutes; `004` counterparty delivery failed;
         *     `005` completes then moves to failed (bank return); `006` user cancellation; `007`
         *     payout and refund failed; other success (statuses and `failureReason` values as in
         *     `POST /quotes`). Sandbox UMA receivers `$success.usd`, `$success.eur`,
         *     `$success.mxn` (at the sandbox UMA domain `uma.sandbox.example`) succeed, `$pending.long.usd` stays pending a
         *     long time, `$fail.compliance.usd` fails a compliance check.
         */
        post: operations["executeQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{quoteId}/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorize a payment (SCA)
         * @description Strong Customer Authentication of a payment: the customer answers the challenge of a
         *     quote in `PENDING_AUTHORIZATION` (an executed quote of a customer in an SCA region).
         *     The body is designed for this contract (the description names the operation only). On
         *     success the quote moves to `COMPLETED` and its transaction to `PROCESSING`; the quote is
         *     returned (the live service's answer), its `transactionId` naming the transaction.
         *
         *     - Wrong or expired code, or an invalid assertion: 400 `INVALID_INPUT` (ask for a new
         *       challenge with `/authorize/resend` when expired). Unknown quote: 404 `QUOTE_NOT_FOUND`.
         *     - SCA login session missing or expired: 409 `SCA_SESSION_REQUIRED`. Customers outside
         *       SCA regions never see a challenge and this endpoint returns 409 `CONFLICT`; so does a
         *       quote not pending authorization, one whose rate lock passed among them (its expiry
         *       moved it to `EXPIRED`, as the live service's 409 for a quote with no pending challenge).
         */
        post: operations["authorizeQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{quoteId}/authorize/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend the payment's SCA challenge
         * @description Issues a fresh SCA challenge for a quote in `PENDING_AUTHORIZATION`: a new code by SMS
         *     (`SMS_OTP`), or a new WebAuthn challenge (`PASSKEY`); earlier codes stop working.
         *     No request body; answers 204 with no body, as the live service does. Unknown quote: 404
         *     `QUOTE_NOT_FOUND`; customer outside SCA regions, or quote not pending authorization (one
         *     whose rate lock passed among them): 409 `CONFLICT`.
         */
        post: operations["resendQuoteAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receiver/uma/{receiverUmaAddress}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up an UMA receiver
         * @description Looks up an UMA address before paying it: the currencies the receiver accepts, each
         *     with `minAmount` and `maxAmount` (smallest currency unit), and the payer data it
         *     requires (`requiredPayerData`, each `name` a UserInfoFieldName with `mandatory`). Use
         *     the result to build a quote with an `UMA_ADDRESS` destination. Percent-encode the
         *     address in the path (`$` as `%24`, `@` as `%40`).
         *
         *     - Malformed address: 400 `INVALID_UMA_ADDRESS`. Well-formed address without a
         *       receiver at the counterparty: 404 `UMA_NOT_FOUND`. The counterparty's lookup failing
         *       or answering badly: 400 `LOOKUP_REQUEST_FAILED`, `PARSE_LNURLP_RESPONSE_ERROR`,
         *       `CERT_CHAIN_INVALID`, `CERT_CHAIN_EXPIRED`, `INVALID_PUBKEY_FORMAT`,
         *       `MISSING_REQUIRED_UMA_PARAMETERS`; the receiver refusing this sender: 400
         *       `SENDER_NOT_ACCEPTED`.
         *     - The sender: `senderUmaAddress` (its UMA address) or `customerId` (its customer),
         *       both optional, so the receiver can decide whether it accepts the sender. A
         *       malformed `senderUmaAddress`: 400 `INVALID_UMA_ADDRESS`; unknown customer: 404
         *       `CUSTOMER_NOT_FOUND`.
         *
         *     Sandbox UMA receivers, address form `$<name>@uma.sandbox.example` (the sandbox UMA domain): `success.usd`,
         *     `success.eur`, `success.mxn` succeed in that currency; `pending.long.usd` stays
         *     pending a long time; `fail.compliance.usd` fails a compliance check (the lookup
         *     succeeds; the payment fails).
         */
        get: operations["lookupUmaReceiver"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receiver/external-account/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up an external account receiver
         * @description Looks up an external account before paying it: its currency, the corridor's amount
         *     bounds, whether it can receive now (only `ACTIVE` accounts receive payments), the
         *     counterparty data the corridor requires and the beneficiary name verification result.
         *     The answer is designed for this contract (the description names the lookup only).
         *     Unknown account, or one of another platform: 404 `ACCOUNT_NOT_FOUND`. The sender may be
         *     named, as in the UMA lookup: `senderUmaAddress` (malformed: 400 `INVALID_UMA_ADDRESS`)
         *     or `customerId` (unknown: 404 `CUSTOMER_NOT_FOUND`).
         */
        get: operations["lookupExternalAccountReceiver"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/crypto/estimate-withdrawal-fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Estimate a crypto withdrawal fee
         * @description Estimates the network fee of withdrawing crypto (`USDC`, `USDT`, `BTC`) to a wallet.
         *     The body and the answer are designed for this contract (the description does not show
         *     this operation). Give `sourceAccountId` or `currency` (at least one), a destination
         *     (`destinationAccountId`, or `destinationAddress` with `network`) and `amount`.
         *     Assets sent on the wrong network are unrecoverable: EVM addresses look alike across
         *     Ethereum, Base, Polygon, Plasma and Arbitrum.
         *
         *     - Invalid body: 400 `INVALID_INPUT`. Unsupported asset or network for the asset: 400
         *       `INVALID_CURRENCY`. Above the withdrawal currency's single-transaction maximum: 400
         *       `TRANSACTION_SIZE_LIMIT_EXCEEDED`. Unknown source or destination account: 404
         *       `ACCOUNT_NOT_FOUND`.
         */
        post: operations["estimateCryptoWithdrawalFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/authorization": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a card authorization
         * @description Sandbox only: with Production credentials this path answers 404 `NOT_FOUND`.
         *
         *     Simulates a merchant authorization of `amount` (integer, smallest currency unit) in `currency`
         *     `{ code }` at `merchant` `{ descriptor, mcc, country }` and answers 202 with the resulting
         *     `DEBIT` CardTransaction. `merchant.descriptor` is 1 to 25 characters; a longer (or empty) one answers
         *     400 `INVALID_INPUT`. A `currency.code` other than the card's currency answers 400 `INVALID_CURRENCY`;
         *     a `currency` without `code` means the card's currency (designed).
         *
         *     Outcome by the last 3 characters of `merchant.descriptor`:
         *
         *     | Suffix | Outcome |
         *     | - | - |
         *     | `002` | declined, `cardDeclinedReason` `INSUFFICIENT_FUNDS` (sandbox only) |
         *     | `003` | declined, `cardDeclinedReason` `CARD_NOT_ACTIVE` (use against a `FROZEN` card) |
         *     | `005` | delayed pull of about 30 s: answered `PENDING`, then `CONFIRMED` |
         *     | `006` | the pull succeeds but its confirmation reports `FAILED`: `EXCEPTION` (high-urgency alert) |
         *     | other | approved: `AUTHORIZED` |
         *
         *     Besides the suffixes (designed for this contract, following the card's rules): a card that is not
         *     `ACTIVE` (`PROCESSING`, `FROZEN`, `CLOSED`) declines with `CARD_NOT_ACTIVE`; on programs where the
         *     service decides, an amount above `maxSpendPerTransaction` declines `SPEND_LIMIT_EXCEEDED` (exactly the
         *     limit is allowed), one that would take the UTC day's approved spend above `maxSpendPerDay` declines
         *     `DAILY_SPEND_LIMIT_EXCEEDED`, and one beyond `maxTransactionsPerDay` approved authorizations that UTC
         *     day declines `DAILY_TRANSACTION_LIMIT_EXCEEDED`. Refunds, reversals and expiries do not restore daily
         *     capacity. The card's funding sources are tried in their order (live): the first that holds the amount
         *     funds it (the transaction's `accountId`); one the card may not use (an embedded wallet for which it holds
         *     no ACTIVE delegated key, live) is passed over; when none can be used it declines
         *     `DELEGATED_KEY_REQUIRED` (designed name), when none holds the amount `INSUFFICIENT_FUNDS`.
         *     Declines are answered 202 with `status` `DECLINED`, not as errors. Checks in order: card status, descriptor
         *     suffix, per-transaction limit, daily count, daily spend, funding sources (designed).
         *
         *     Money (designed): an approved authorization holds `amount` on the funding account (`balance` drops,
         *     `totalBalance` stays); a delayed pull (`005`) holds it while `PENDING`; `EXCEPTION` (`006`) takes it (the
         *     pull succeeded). The daily limits count approved authorizations (`AUTHORIZED`, `PENDING`, `EXCEPTION`) by
         *     the UTC day of the platform clock. Webhooks: `CARD_TRANSACTION.AUTHORIZED` (at once, or when a delayed
         *     pull is `CONFIRMED`) and `CARD_TRANSACTION.EXCEPTION`; a declined authorization sends no event (the
         *     live service names none); spec/rules/webhook-events.yaml.
         *
         *     Unknown card: 404 `NOT_FOUND`.
         */
        post: operations["simulateCardAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/clearing": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate the clearing of a card authorization
         * @description Sandbox only: with Production credentials this path answers 404 `NOT_FOUND`.
         *
         *     Clears the card transaction `cardTransactionId` (an `AUTHORIZED` or `CONFIRMED` `DEBIT` of this card)
         *     with `amount` (integer, smallest currency unit) and answers 202 with the updated CardTransaction.
         *     - `amount` 0: the authorization expires without clearing; the transaction becomes `VOIDED` and
         *       `CARD_TRANSACTION.VOIDED` is sent.
         *     - `amount` up to `authorizedAmount`: `SETTLED` with `settledAmount` = `amount`; the rest is released.
         *     - `amount` above `authorizedAmount`: exercises the post-hoc pull of the difference from the funding
         *       source (e.g. a tip); `SETTLED` with `settledAmount` = `amount`. A clearing may settle above
         *       `maxSpendPerTransaction`.
         *
         *     The funding account must hold the difference above `authorizedAmount` available; otherwise 400
         *     `INSUFFICIENT_FUNDS` and the authorization stays as it was (designed: balances never go negative).
         *     Money: the hold is released and the settled amount leaves the account that holds the authorization.
         *
         *     Designed for this contract: one clearing per authorization; clearing a transaction in any other status
         *     (`PENDING`, `DECLINED`, `EXCEPTION`, `SETTLED`, `VOIDED`) answers 400 `INVALID_INPUT` on
         *     `cardTransactionId` (the live service documents no 409 here: the transaction must be one that can still
         *     clear). An `AUTHORIZED` or `CONFIRMED` `CREDIT` (a credit authorization) clears as a credit: the amount is
         *     credited to the funding account (0 voids it).
         *     Unknown card: 404 `NOT_FOUND`; unknown `cardTransactionId` or one of another card: 404
         *     `TRANSACTION_NOT_FOUND`.
         */
        post: operations["simulateCardClearing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/return": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a merchant refund of a card purchase
         * @description Sandbox only: with Production credentials this path answers 404 `NOT_FOUND`.
         *
         *     Refunds `amount` (integer, smallest currency unit; full or partial) of the `SETTLED` purchase
         *     `cardTransactionId` of this card and answers 202 with the refund: a new CardTransaction of `type`
         *     `CREDIT` whose `originalTransactionId` is the purchase. The purchase stays `SETTLED`. The funds go back
         *     to the internal account that paid the purchase (the card's funding source at authorization time).
         *     A refund does not restore the day's spend or transaction capacity.
         *
         *     Designed for this contract: the refund is `SETTLED` at once with `settledAmount` = `amount`; refunds of
         *     a purchase may not total more than its `settledAmount` (400 `INVALID_AMOUNT`); refunding a transaction
         *     that is not a `SETTLED` `DEBIT` answers 400 `INVALID_INPUT` on `cardTransactionId` (the live service
         *     documents no 409 here). Unknown card: 404 `NOT_FOUND`; unknown
         *     `cardTransactionId` or one of another card: 404 `TRANSACTION_NOT_FOUND`.
         */
        post: operations["simulateCardReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/balance_inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a balance inquiry on a card
         * @description Sandbox only: with Production credentials this path answers 404 `NOT_FOUND`.
         *
         *     A merchant asks the card's balance (a zero-amount message at `merchant`). The live service serves this
         *     simulation and answers 202 with `issuerTransactionToken`; the description does not show it. Designed
         *     for this contract: nothing is held or moved, no card transaction is recorded and no webhook is sent;
         *     the answer also carries `available`, the funding account's available balance (a CurrencyAmount).
         *     Unknown card: 404 `NOT_FOUND`.
         */
        post: operations["simulateCardBalanceInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/authorization_advice": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate an authorization advice (a changed authorized amount)
         * @description Sandbox only: with Production credentials this path answers 404 `NOT_FOUND`.
         *
         *     The network advises that the authorization `cardTransactionId` (an `AUTHORIZED` or `CONFIRMED` `DEBIT`
         *     of this card) now stands at `amount` (e.g. a fuel pump's final amount). The live service serves this
         *     simulation; the description does not show it. Designed for this contract: an advice is not declined;
         *     `authorizedAmount` becomes `amount` and the hold on the account follows it (an increase holds the
         *     difference, a decrease releases it). An increase larger than the account's available balance answers
         *     400 `INSUFFICIENT_FUNDS` and the authorization stays as it was (balances never go negative). Answers 202
         *     with the updated CardTransaction (its `issuerTransactionToken` included) and sends
         *     `CARD_TRANSACTION.AUTHORIZED` with it. A transaction in any other status, or a `CREDIT`, answers 400
         *     `INVALID_INPUT` on `cardTransactionId` (the live service documents no 409 here). Unknown card: 404 `NOT_FOUND`; unknown `cardTransactionId` or one of another card: 404
         *     `TRANSACTION_NOT_FOUND`.
         */
        post: operations["simulateCardAuthorizationAdvice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/credit_authorization": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a credit authorization on a card
         * @description Sandbox only: with Production credentials this path answers 404 `NOT_FOUND`.
         *
         *     A merchant asks to credit the card `amount` (e.g. a refund not tied to a purchase of this card). The
         *     live service serves this simulation; the description does not show it. Designed for this contract: a
         *     `CREDIT` card transaction (no `originalTransactionId`) is created `AUTHORIZED`; nothing moves until it
         *     is cleared with `POST /sandbox/cards/{id}/simulate/clearing` (the amount is then credited to the
         *     funding account; 0 voids it). A card that is not `ACTIVE` declines it (`DECLINED`,
         *     `cardDeclinedReason` `CARD_NOT_ACTIVE`). The authorization's descriptor suffix table decides it (live;
         *     a credit reads it so, designed): `002` declined `INSUFFICIENT_FUNDS`, `003` declined `CARD_NOT_ACTIVE`,
         *     `005` `PENDING` then `CONFIRMED` about 30 s later (clearable like `AUTHORIZED`), `006` `EXCEPTION`
         *     (nothing is credited); spend limits and the balance do not decide a credit.
         *     Webhook: `CARD_TRANSACTION.AUTHORIZED` when approved.
         *     The body is the live service's authorization body (`amount`; `currency` whose `code`, when given,
         *     is the card's currency, else 400 `INVALID_CURRENCY`; `merchant` with a `descriptor`). Answers 202 with the
         *     CardTransaction, its `issuerTransactionToken` included (the live answer's field). Unknown card: 404
         *     `NOT_FOUND`.
         */
        post: operations["simulateCardCreditAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/credit_authorization_advice": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a credit authorization advice on a card
         * @description Sandbox only: with Production credentials this path answers 404 `NOT_FOUND`.
         *
         *     The network advises a credit of `amount` to the card that the issuer cannot decline. The live service
         *     serves this simulation; the description does not show it. Designed for this contract: as a credit
         *     authorization, but not declined for the card's status: a `CREDIT` card transaction `AUTHORIZED`,
         *     credited when cleared. The descriptor suffix table decides it as it decides a credit authorization
         *     (live: the authorization's table applies). Webhook: `CARD_TRANSACTION.AUTHORIZED`.
         *     The body is the live service's authorization body (`amount`; `currency` whose `code`, when given,
         *     is the card's currency, else 400 `INVALID_CURRENCY`; `merchant` with a `descriptor`). Answers 202 with the
         *     CardTransaction, its `issuerTransactionToken` included (the live answer's field). Unknown card: 404
         *     `NOT_FOUND`.
         */
        post: operations["simulateCardCreditAuthorizationAdvice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/financial_authorization": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a single-message (financial) authorization
         * @description Sandbox only: with Production credentials this path answers 404 `NOT_FOUND`.
         *
         *     A single-message purchase: authorized and cleared in one message (e.g. a PIN debit). The live service
         *     serves this simulation; the description does not show it. Designed for this contract: decided as
         *     `POST /sandbox/cards/{id}/simulate/authorization` decides (card status, descriptor suffix `002` / `003`,
         *     spend limits, available balance; declines answer 202 `DECLINED`); approved, the `DEBIT` is `SETTLED` at
         *     once with `settledAmount` = `amount` and the amount leaves the funding account (descriptor `006`:
         *     `EXCEPTION`, the amount taken; `005` settles at once too). It counts toward the day's limits. Webhook:
         *     `CARD_TRANSACTION.SETTLED` (or `CARD_TRANSACTION.EXCEPTION`).
         *     The body is the live service's authorization body (`amount`; `currency` whose `code`, when given,
         *     is the card's currency, else 400 `INVALID_CURRENCY`; `merchant` with a `descriptor`). Answers 202 with the
         *     CardTransaction, its `issuerTransactionToken` included (the live answer's field). Unknown card: 404
         *     `NOT_FOUND`.
         */
        post: operations["simulateCardFinancialAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/financial_credit_authorization": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a single-message (financial) credit
         * @description Sandbox only: with Production credentials this path answers 404 `NOT_FOUND`.
         *
         *     A single-message credit: authorized and cleared in one message. The live service serves this
         *     simulation; the description does not show it. Designed for this contract: a `CREDIT` card transaction
         *     `SETTLED` at once with `settledAmount` = `amount`, credited to the funding account; a card that is not
         *     `ACTIVE` declines it (`DECLINED`, `CARD_NOT_ACTIVE`, nothing credited). The descriptor suffix table
         *     decides it (live; designed reading for a credit): `002` / `003` declined, `005` settled at once as a
         *     single message, `006` `EXCEPTION` with nothing credited. Webhook: `CARD_TRANSACTION.SETTLED`.
         *     The body is the live service's authorization body (`amount`; `currency` whose `code`, when given,
         *     is the card's currency, else 400 `INVALID_CURRENCY`; `merchant` with a `descriptor`). Answers 202 with the
         *     CardTransaction, its `issuerTransactionToken` included (the live answer's field). Unknown card: 404
         *     `NOT_FOUND`.
         */
        post: operations["simulateCardFinancialCreditAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/return_reversal": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate the reversal of a card return
         * @description Sandbox only: with Production credentials this path answers 404 `NOT_FOUND`.
         *
         *     The merchant reverses a return: `cardTransactionId` names the refunded purchase (as the live service
         *     does: its latest `SETTLED` return is reversed) or the return itself, a `SETTLED` `CREDIT` of this card. The
         *     live service serves this simulation; the description does not show it. Designed for this contract: the
         *     credited amount leaves the funding account again, the credit becomes `VOIDED` (`CARD_TRANSACTION.VOIDED`
         *     is sent) and, for a refund of a purchase, the purchase may be refunded again by that amount. Answers 202
         *     with the voided credit (its `issuerTransactionToken` included). The account must hold the amount
         *     available, else 400 `INSUFFICIENT_FUNDS` and nothing changes (balances never go negative); a
         *     transaction with no settled return to reverse answers 400 `INVALID_INPUT` on `cardTransactionId` (the
         *     live service documents no 409 here). Unknown card: 404 `NOT_FOUND`;
         *     unknown `cardTransactionId` or one of another card: 404 `TRANSACTION_NOT_FOUND`.
         */
        post: operations["simulateCardReturnReversal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/internal-accounts/{accountId}/fund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fund an internal account (sandbox)
         * @description Sandbox only: with Production credentials this path answers 404 `NOT_FOUND`. Credits
         *     `amount` (smallest unit of the account's currency) to the internal account, raising its
         *     `balance` and `totalBalance`, and returns the account. Fund an internal account this way
         *     before executing a quote whose source it is. Unknown account, or one of another
         *     platform: 404 `ACCOUNT_NOT_FOUND`. Invalid body (e.g. a non-positive or non-integer
         *     `amount`): 400 `INVALID_INPUT`.
         */
        post: operations["sandboxFundInternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a real-time-funded quote (sandbox)
         * @description Sandbox only: with Production credentials this path answers 404 `NOT_FOUND`. Simulates
         *     the sender paying a real-time-funded quote (source `REALTIME_FUNDING`) as its
         *     `paymentInstructions` say, in `currencyCode` (the quote's sending currency). The
         *     quote's transaction leaves `PENDING` (`awaitingFunds` true, then false) and proceeds
         *     (`PROCESSING`, then an outcome
         *     following the destination's sandbox suffix as in `POST /quotes`); it is returned
         *     (200). `currencyAmount` (live) is the amount sent, the quote's `totalSendingAmount` when
         *     absent: another amount fails the payment, as on the live service (200, the transaction
         *     `FAILED` with `failureReason` `FUNDING_AMOUNT_MISMATCH` and its `refund`; the quote
         *     `FAILED`). The answer shape is designed for this contract.
         *
         *     - Unknown quote: 404 `QUOTE_NOT_FOUND`. Expired quote: 400 `QUOTE_EXPIRED`.
         *       `currencyCode` not the quote's sending currency: 400 `INVALID_CURRENCY`. Quote not
         *       real-time-funded, or already paid: 409 `CONFLICT`. Invalid body: 400 `INVALID_INPUT`.
         */
        post: operations["sandboxSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/uma/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate an incoming UMA payment (sandbox)
         * @description Sandbox only: with Production credentials this path answers 404 `NOT_FOUND`. Simulates
         *     an UMA payment from `senderUmaAddress` to `receiverUmaAddress`, the UMA address of one
         *     of the platform's customers, crediting `receivingCurrencyAmount` (smallest unit) of
         *     `receivingCurrencyCode`. The payment lands in the customer's default UMA deposit
         *     external account when one is set (`defaultUmaDepositAccount`), otherwise in the
         *     customer's primary internal account. Returns the `INCOMING` transaction (200; the
         *     answer shape is designed for this contract). When the platform's
         *     `supportedCurrencies` entry lists `requiredCounterpartyFields`, the transaction is
         *     `PENDING` with `requiresConfirmation` true and `counterpartyInformation` until the
         *     platform confirms or rejects it (designed).
         *
         *     - Malformed address: 400 `INVALID_UMA_ADDRESS`. Receiver not a customer of the
         *       platform, or a customer not yet `APPROVED`: 404 `UMA_NOT_FOUND`. The receiver may be
         *       named by `customerId` instead (unknown: 404 `CUSTOMER_NOT_FOUND`; neither given: 400
         *       `INVALID_INPUT`). Unsupported currency: 400 `INVALID_CURRENCY`. Amount
         *       outside the currency's `minAmount`/`maxAmount`: 400 `AMOUNT_OUT_OF_RANGE`. Invalid
         *       body: 400 `INVALID_INPUT`.
         */
        post: operations["sandboxUmaReceive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's SCA factors
         * @description The customer's active factors: the `SMS_OTP` factor of its phone (designed:
         *     implicit for every customer with a `phoneNumber`), and confirmed `TOTP` and
         *     `PASSKEY` factors.
         */
        get: operations["listScaFactors"];
        put?: never;
        /**
         * Start enrolling an SCA factor
         * @description `TOTP`: answers the secret (hex and base32) and an `otpauth://` URI (RFC 6238,
         *     parameters in `spec/rules/sca.yaml`). `PASSKEY`: answers WebAuthn creation
         *     `options`, the relying party and allowed origins. The enrolment is confirmed with
         *     `POST /sca/factors/confirm` within 10 minutes (designed). Enrolment needs no SCA
         *     login session, even for a customer whose phone already gives the implicit `SMS_OTP`
         *     factor (the live service refuses an enrolment only for a customer outside SCA
         *     regions and for a second passkey). One passkey per customer: 409
         *     `PASSKEY_ALREADY_ENROLLED`. A `TOTP` enrolment while one is enrolled is accepted:
         *     its confirmation replaces the old secret.
         */
        post: operations["startScaFactorEnrollment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an SCA factor enrolment
         * @description `TOTP`: `secret` of the pending enrolment and a current code (checked on the
         *     platform clock, one period either side; in the sandbox the fixed code `123456` is
         *     accepted too, as the live sandbox's): answers recovery codes. `PASSKEY`: the
         *     registration result, verified (WebAuthn) against the enrolment's challenge and
         *     `origin` (one of `allowedOrigins`). A wrong code, an unknown secret or a failing
         *     attestation: 400 `INVALID_INPUT`; no pending enrolment of that type: 409
         *     `CONFLICT`.
         */
        post: operations["confirmScaFactorEnrollment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors/{credentialId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an SCA factor
         * @description Deletes a `TOTP` or `PASSKEY` factor. Needs an authenticated SCA login session
         *     (409 `SCA_SESSION_REQUIRED`; designed: the live operation documents no such 409).
         *     Unknown factor: 404 `NOT_FOUND`.
         */
        delete: operations["deleteScaFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/login/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an SCA login
         * @description Issues a login challenge on an active factor of the customer: `SMS_OTP` sends a
         *     code (sandbox `123456`, the live sandbox's code), `TOTP` awaits a code, `PASSKEY` answers `passkeyOptions`.
         *     Valid 5 minutes (designed). A factor the customer does not have: 409 `CONFLICT`.
         */
        post: operations["startScaLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/login/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete an SCA login
         * @description Completes the latest live challenge of `factor` (or `challengeId`) with `code`
         *     (`SMS_OTP`, `TOTP`; in the sandbox `123456` for both, as the live sandbox's) or
         *     `passkeyAssertion` + `origin` (`PASSKEY`). Success:
         *     `AUTHENTICATED`, and the customer's SCA session lasts 15 minutes of platform time
         *     (designed); calls that need it proceed instead of answering 409
         *     `SCA_SESSION_REQUIRED`. A wrong code or assertion: 400 `INVALID_INPUT` (it counts
         *     as a failed attempt); no live challenge: 409 `CONFLICT`; logins locked after
         *     repeated failures: 409 `CONFLICT` until `lockedUntil` (designed).
         */
        post: operations["completeScaLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/record-event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a security event
         * @description `FAILED_LOGIN_ATTEMPT` counts a failed login of the platform's own sign-in; at 5
         *     failures logins lock for 15 minutes (designed). `RESET_PASSWORD_COMPLETED` ends
         *     the customer's SCA sessions and clears the count (designed).
         */
        post: operations["recordSecurityEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a factor reset
         * @description Starts resetting a factor the customer lost (designed: the sandbox skips the
         *     liveness check; the reset is `INITIATED` for 24 h of platform time).
         */
        post: operations["startTwoFactorReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors/reset/{resetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a factor reset
         * @description The reset's status (`EXPIRED` past `expiresAt`). Unknown reset: 404 `NOT_FOUND`.
         */
        get: operations["getTwoFactorResetStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors/reset/{resetId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a factor reset
         * @description Completes an `INITIATED` reset: a `TOTP` or `PASSKEY` factor is removed (enrol a
         *     new one: `enrollmentStatus` `PENDING`); `SMS_OTP` moves to `mobile` when given. A
         *     reset not `INITIATED` (completed or expired): 409 `CONFLICT`.
         */
        post: operations["completeTwoFactorReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoin-provider-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stablecoin provider accounts
         * @description The platform's provider account links, newest first, filtered by `provider` and `status`.
         */
        get: operations["listStablecoinProviderAccounts"];
        put?: never;
        /**
         * Link a stablecoin issuance provider account
         * @description Links the platform's account at an issuance provider with the provider's API client
         *     credentials (the secret is never returned). 201 with the link, `ACTIVE`. Requires
         *     `Idempotency-Key`. Rules designed for this contract (sandbox triggers on `apiClientId`,
         *     spec/rules/stablecoins.yaml):
         *     - The provider rejects the credentials: 400 `STABLECOIN_PROVIDER_ACCOUNT_INVALID`.
         *     - The provider's verification of the account fails: 400 `STABLECOIN_VERIFICATION_FAILED`.
         *     - The provider errs: 400 `STABLECOIN_PROVIDER_ERROR`.
         *     - A link to the same provider account that is not `REVOKED` exists: 409 `CONFLICT`.
         */
        post: operations["linkStablecoinProviderAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoin-provider-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a stablecoin provider account
         * @description An unknown id, or one of another platform, answers 404 `STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND`.
         */
        get: operations["getStablecoinProviderAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stablecoins
         * @description The platform's stablecoins, newest first, filtered by `issuanceStatus`, `serviceOperationsStatus` and `provider`.
         */
        get: operations["listStablecoins"];
        put?: never;
        /**
         * Register a stablecoin
         * @description Registers a stablecoin issued at the provider through one of the platform's provider
         *     links. 201 with `issuanceStatus` `PENDING_REVIEW` and `serviceOperationsStatus`
         *     `NOT_ENABLED`; issuance then proceeds on the platform clock (`PROVISIONING`,
         *     `PROVISIONED`; designed timings and triggers in spec/rules/stablecoins.yaml). Requires `Idempotency-Key`.
         *     - No `stablecoinProviderAccountId` and several `ACTIVE` links: 400
         *       `STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED`; none: 400 `STABLECOIN_PROVIDER_SOURCE_NOT_LINKED`.
         *     - An unknown link: 404 `STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND`; a `REVOKED` one: 400
         *       `STABLECOIN_PROVIDER_ACCOUNT_REVOKED`; an `INVALID` one: 400 `STABLECOIN_PROVIDER_ACCOUNT_INVALID`.
         *     - The provider knows no such token: 400 `STABLECOIN_PROVIDER_ERROR`.
         *     - A stablecoin of the platform (not `REJECTED` or `FAILED`) has the same
         *       `providerTokenIdentifier` or `networkTokenIdentifier`: 409
         *       `STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS`; the same `symbol`: 409 `STABLECOIN_SYMBOL_ALREADY_EXISTS`.
         */
        post: operations["registerStablecoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins/{stablecoinId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a stablecoin
         * @description Unknown, or of another platform, 404 `STABLECOIN_NOT_FOUND`.
         */
        get: operations["getStablecoin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins/{stablecoinId}/service-operations/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request enablement of the Stablecoin Service's operations for a stablecoin
         * @description The description's enablement table, as an operation designed for this contract (the
         *     live service shows the state as the stablecoin's `serviceOperationsStatus` but no
         *     operation to request it). No body; 200 with the stablecoin.
         *     - `NOT_ENABLED` -> `PENDING_APPROVAL`.
         *     - Repeated while `PENDING_APPROVAL`: 200, nothing changes.
         *     - `ENABLING`, `ENABLED`, `DISABLED`: 409 `STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE`
         *       (the operator drives those states).
         */
        post: operations["requestStablecoinServiceOperations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins/{stablecoinId}/mints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mint stablecoins
         * @description Mints `amount` tokens (smallest unit) to `destination.accountId`, funded by `fundingSource`.
         *     The destination is an `ExternalAccount:` id (live: an `ACTIVE` Spark wallet external
         *     account; the minted tokens leave the platform's books; another account type or status
         *     answers 400 `STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED`, designed) or an `InternalAccount:`
         *     id (the holding of that internal account is credited; designed). 201 with the operation, `CREATED`; it then moves on the
         *     platform clock through `PENDING_FUNDING`, `PENDING_PROVIDER`, `PROCESSING` to
         *     `COMPLETED` (or `FAILED` / `EXPIRED`), with `STABLECOIN_OPERATION.STATUS_UPDATED` at
         *     each change. A `SERVICE_INTERNAL_ACCOUNT` source is debited at once (held until the
         *     operation ends, released if it fails or expires). Requires `Idempotency-Key`. Order of checks:
         *     - 404 `STABLECOIN_NOT_FOUND`; 400 `STABLECOIN_NOT_PROVISIONED` unless `PROVISIONED`;
         *       400 `STABLECOIN_SERVICE_OPERATIONS_NOT_ENABLED` unless `serviceOperationsStatus` is `ENABLED`;
         *       400 `STABLECOIN_PROVIDER_ACCOUNT_REVOKED` / `STABLECOIN_PROVIDER_ACCOUNT_INVALID` for the coin's link.
         *     - `amount` zero: 400 `INVALID_AMOUNT`; an amount the funding currency's decimals cannot
         *       hold (e.g. 1 unit of a 6-decimal coin against USD cents): 400 `STABLECOIN_AMOUNT_NOT_REPRESENTABLE`.
         *     - Unknown accounts: 404 `ACCOUNT_NOT_FOUND`; a funding account not in `baseCurrency`:
         *       400 `INVALID_CURRENCY`; not enough available: 400 `INSUFFICIENT_FUNDS`.
         */
        post: operations["createStablecoinMint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins/{stablecoinId}/burns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Burn stablecoins
         * @description Burns `amount` tokens from `source` and redeems their fiat value to the external bank
         *     account of `destination`. Same lifecycle, checks and triggers as a mint. Sources (the
         *     live service's, spec/rules/stablecoins.yaml `burnSources`):
         *     - `EXTERNAL_ACCOUNT`: the issuer sends the tokens from any wallet to the provider's deposit
         *       address, which the answer's `fundingInstructions` name (`rail` and `network` `SPARK`,
         *       `address`, `valueType` the coin's provider token); the burn waits in `PENDING_FUNDING`
         *       until the provider has them (live), then pays out.
         *     - `PROVIDER_INTERNAL_BALANCE`: tokens the platform already holds at the provider; no
         *       external funding (live).
         *     - `SERVICE_INTERNAL_ACCOUNT`: the holding of the internal account `accountId`, held at once
         *       (released if the burn fails or expires); a holding smaller than `amount`: 400
         *       `INSUFFICIENT_FUNDS` (designed: the live service reserves it for its own flows).
         *     A destination not in `baseCurrency`: 400 `INVALID_CURRENCY`.
         */
        post: operations["createStablecoinBurn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins/{stablecoinId}/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a stablecoin's operations
         * @description Mints and burns of the stablecoin, newest first, filtered by `operationType`. (400 for an invalid query is this contract's addition to the live statuses.)
         */
        get: operations["listStablecoinOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoin-operations/{operationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a stablecoin operation
         * @description Unknown, or of another platform, 404 `STABLECOIN_OPERATION_NOT_FOUND`.
         */
        get: operations["getStablecoinOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transactions
         * @description Lists the platform's transactions, newest first by default (`sortOrder` `desc`, by
         *     `createdAt`), filtered by any of `customerId`, `platformCustomerId`, `status`, `type`,
         *     `reference`, the account identifiers (`senderAccountIdentifier` matches the source,
         *     `receiverAccountIdentifier` the destination, `accountIdentifier` either; an
         *     identifier is an account id, a UMA address, or a real-time funding source's
         *     `accountIdentifier`, compared exactly) and the `createdAt` window `startDate` to
         *     `endDate`, both inclusive (as on the live service). A `customerId` naming the platform
         *     itself (its configuration's `id` from `GET /config`) lists the transactions made on the
         *     platform's own behalf (live). The transactions of quotes not executed yet are listed
         *     (`PENDING`, `awaitingExecution`), as the live service has a quote's transaction from
         *     the quote's creation. Card transactions are listed too, as live (`type` `CARD`, see
         *     `CardTransactionEntry`; `type` `CARD` lists them alone, `INCOMING` or `OUTGOING` leaves them
         *     out; their `accountId` is their account identifier); in Sandbox this is how the id of a
         *     simulated card authorization is found. Pages with `limit` (default 20, maximum 100) and `cursor`; answers
         *     `{ data, hasMore, nextCursor?, totalCount? }`. An unknown `customerId` gives an empty
         *     page. An invalid filter value: 400 `INVALID_INPUT`.
         */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a transaction
         * @description Returns the transaction; a quote's transaction from the quote's creation (`PENDING`, `awaitingExecution` until the quote is executed; `EXPIRED` when it expires unexecuted), as on the live service. A card transaction's id returns the card transaction (`type` `CARD`, `CardTransactionEntry`), as live. Unknown (or malformed) id, or a transaction of another platform, returns 404 `TRANSACTION_NOT_FOUND`.
         */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a transaction's receipt delivery
         * @description Records that the platform delivered the transaction's receipt to its customer (needed
         *     only where the platform must send receipts), as on the live service (the description
         *     names the operation only). Any transaction of the platform, whatever its status:
         *     `receiptDeliveryConfirmedAt` is the time given in the body, or the current time when
         *     the body gives none; calling again replaces it. The transaction's status and money do
         *     not move and no event is sent. (An incoming payment awaiting screening is accepted with
         *     `POST /transactions/{transactionId}/approve`.)
         *
         *     - Unknown transaction: 404 `TRANSACTION_NOT_FOUND`. Invalid body (e.g. a time that is
         *       not ISO 8601): 400 `INVALID_INPUT`.
         */
        post: operations["confirmTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a transaction pending platform approval
         * @description Approves an agent-initiated transaction that is pending platform approval
         *     (`status` `PENDING`, `pendingPlatformApproval` true): it moves to `PROCESSING` and
         *     `pendingPlatformApproval` becomes false. As on the live service it also approves a
         *     screened incoming payment (`PENDING`, `requiresConfirmation` true): it moves to
         *     `PROCESSING`, then `COMPLETED`. Any other transaction: 409
         *     `TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL`. Unknown transaction: 404
         *     `TRANSACTION_NOT_FOUND`. The body (optional) and the answer (the Transaction) are
         *     designed for this contract.
         */
        post: operations["approveTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a transaction pending a platform decision
         * @description Designed for this contract (the description names the operation only). Rejects an
         *     agent-initiated transaction pending platform approval (`pendingPlatformApproval`
         *     true) or an incoming payment awaiting screening (`requiresConfirmation` true), with
         *     `failureReason` `COMPLIANCE_REJECTED` (the live service's name of a platform's refusal):
         *     an outgoing transaction moves to `FAILED` (`REJECTED` is not a live outgoing status), an
         *     incoming one to `REJECTED`; money already taken is returned to its source. Any other transaction: 409
         *     `TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL`. Unknown transaction: 404
         *     `TRANSACTION_NOT_FOUND`. The body is optional.
         */
        post: operations["rejectTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a transaction
         * @description Requests the cancellation of a bank transfer that has not settled, as on the live
         *     service: an ACH transfer (a payout, or a pull from an external account) or a wire, still
         *     `PENDING` or `PROCESSING` with its money not yet settled (the transaction's
         *     `paymentRail` names the rail). It moves to `FAILED` with `failureReason`
         *     `CANCELLED_BY_PLATFORM`, the money held goes back to the source (an outgoing payment
         *     carries its `refund`), its quote reads `FAILED`, and nothing more happens to it.
         *     Designed for this contract besides: an outgoing payment that has not started moving
         *     money, a real-time-funded one awaiting its funds, one awaiting the platform's approval
         *     or the customer's authorization (`PENDING_AUTHORIZATION`), is cancelled the same way
         *     (its quote is used up, `COMPLETED`).
         *
         *     - A bank transfer already settled or past its cancellation window (instant rails
         *       settle at once; any final status), or the transaction of a quote not executed yet:
         *       409 `TRANSACTION_NOT_CANCELLABLE`.
         *     - A transaction that is not a bank transfer (an internal transfer, an UMA or crypto
         *       payment, an incoming UMA payment): 400 `INVALID_INPUT` (live: types that cannot be
         *       cancelled are rejected).
         *     - Unknown transaction: 404 `TRANSACTION_NOT_FOUND`. The body (`reason`) is optional.
         */
        post: operations["cancelTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer in from an external account (deprecated)
         * @deprecated
         * @description Deprecated: create a quote with an external account source and `immediatelyExecute`
         *     true instead (quotes serve same-currency transfers). Pulls `amount` from an external
         *     account (`source`) into an internal account (`destination`) of the same currency and
         *     returns the transaction (201). The response status and the shapes of `source` and
         *     `destination` are designed for this contract.
         *
         *     - `Idempotency-Key`: repeating the call with the same key replays the first answer;
         *       the same key with a different body returns 409 `DUPLICATE_PAY_REQUEST`.
         *     - Currencies differ: 400 `INVALID_CURRENCY`. Above the single-transaction maximum: 400
         *       `TRANSACTION_SIZE_LIMIT_EXCEEDED`. Source ownership not verified: 400
         *       `EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED`. Unknown account: 404 `ACCOUNT_NOT_FOUND`.
         *       Source account not `ACTIVE`: 409 `CONFLICT`.
         *
         *     Sandbox, by the last 3 digits of the external account's primary identifier: `002`
         *     insufficient funds, fails immediately (the answer's transaction is `FAILED`,
         *     `failureReason` `INSUFFICIENT_FUNDS`); `003` account closed or invalid, fails
         *     immediately (`FAILED`, `ACCOUNT_INVALID`); `004` transfer rejected by the bank
         *     (`FAILED`, `ACCOUNT_CANNOT_RECEIVE`); `005` stays `PENDING` about 30 s, then fails (`FAILED`,
         *     `PENDING_TIMEOUT`); other success (`COMPLETED`).
         */
        post: operations["transferIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer out to an external account (deprecated)
         * @deprecated
         * @description Deprecated: create and execute a quote instead (quotes serve same-currency
         *     transfers). Pays `amount` from an internal account (`source`) to an external account
         *     (`destination`, which must be `ACTIVE`) of the same currency and returns the
         *     transaction (201). The response status and the shapes of `source` and `destination`
         *     are designed for this contract.
         *
         *     - `Idempotency-Key`: repeating the call with the same key replays the first answer;
         *       the same key with a different body returns 409 `DUPLICATE_PAY_REQUEST`.
         *     - Not enough available balance: 400 `INSUFFICIENT_FUNDS`. Currencies differ: 400
         *       `INVALID_CURRENCY`. Above the single-transaction maximum: 400
         *       `TRANSACTION_SIZE_LIMIT_EXCEEDED`. Destination ownership must be verified first: 400
         *       `EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED`. Unknown account: 404 `ACCOUNT_NOT_FOUND`.
         *       Destination not `ACTIVE`: 409 `CONFLICT`.
         *
         *     Sandbox, by the last 3 digits of the external account's primary identifier: `002`
         *     insufficient funds, fails immediately (`FAILED`, `INSUFFICIENT_FUNDS`); `003` account
         *     closed or invalid, fails immediately (`FAILED`, `ACCOUNT_INVALID`); `004` transfer
         *     rejected by the bank (`FAILED`, `ACCOUNT_CANNOT_RECEIVE`); `005` stays `PENDING` about 30 s,
         *     then fails (`FAILED`, `PENDING_TIMEOUT`); other success (`COMPLETED`).
         */
        post: operations["transferOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List verifications
         * @description Lists verifications (the live service's list envelope `{data, hasMore, nextCursor?}`),
         *     newest first within a customer, filtered by `customerId` (one verification per
         *     customer: a customer never submitted gives an empty page) and `verificationStatus`.
         *     Unknown customer -> 404 `CUSTOMER_NOT_FOUND`.
         */
        get: operations["getCustomerVerification"];
        put?: never;
        /**
         * Submit a customer for verification
         * @description Submits the customer's data, beneficial owners and documents for KYC (individuals) or
         *     KYB (businesses) and answers 200 with the Verification. The first call creates the
         *     customer's verification; later calls with the same `customerId` re-evaluate it after
         *     fixes (same `id`). The status code is designed for this contract.
         *
         *     - Incomplete submission -> `verificationStatus` `RESOLVE_ERRORS` with one `errors`
         *       entry per gap. An individual needs `fullName` (given and family name; a single-word
         *       name is an `INVALID_FIELD`), `birthDate`, `nationality`, `idType` + `identifier`,
         *       `address` and an identity document: each gap is a `MISSING_FIELD` with `field` (e.g.
         *       `customer.address.line1`) or `MISSING_IDENTITY_DOCUMENT` with
         *       `acceptedDocumentTypes`. A business needs legal name, physical address, countries of
         *       operation, tax or registration number, one control person, every owner of 25% or
         *       more and its documents (formation, ownership structure, proof of address, tax id).
         *     - Complete submission -> review begins: the customer enters `PENDING`
         *       (`CUSTOMER.KYC_PENDING` / `CUSTOMER.KYB_PENDING` sent) and the verification is
         *       `PENDING_MANUAL_REVIEW`, or it is decided at once (`APPROVED` / `REJECTED`, the
         *       decision event following the `*_PENDING` one) where the sandbox tables below say so.
         *     - Designed sandbox HOLD trigger: a complete submission of an individual whose
         *       `identifier` ends in `909` (of a business: `businessInfo.taxId` ending in `909`) puts
         *       the customer on `HOLD` (verification `PENDING_MANUAL_REVIEW`, `VERIFICATION.PENDING_MANUAL_REVIEW`
         *       sent; no customer event: neither the description nor the live service names one for
         *       `HOLD`). `HOLD` is not final: fix the field and submit again.
         *     - Error entries for business packets, with the live service's types: a missing control
         *       person is `MISSING_CONTROL_PERSON` (on the business); a missing business document is
         *       `MISSING_LEGAL_PRESENCE_DOCUMENT` (formation: `CERTIFICATE_OF_INCORPORATION`,
         *       `ARTICLES_OF_INCORPORATION`, `ARTICLES_OF_ASSOCIATION`, `STATE_REGISTRY_EXCERPT`),
         *       `MISSING_OWNERSHIP_STRUCTURE_DOCUMENT` (`SHAREHOLDER_REGISTER`, `TRUST_AGREEMENT`,
         *       `PARTNERSHIP_AGREEMENT`) or `MISSING_PROOF_OF_ADDRESS_DOCUMENT` (`UTILITY_BILL`,
         *       `RENT_OR_LEASE_AGREEMENT`, `ELECTRICITY_BILL`, `BANK_STATEMENT`, `TAX_RETURN`), each
         *       listing what meets it in `acceptedDocumentTypes`. The tax id document (the
         *       description's fourth; the live service names no category for it) is a
         *       `MISSING_LEGAL_PRESENCE_DOCUMENT` met by a `TAX_RETURN`, an `OTHER` document or a
         *       legal-presence document (designed). The names designed earlier (`FORMATION_DOCUMENT`,
         *       `OWNERSHIP_STRUCTURE`, `TAX_ID_DOCUMENT`) still meet their requirement.
         *     - The customer is already `APPROVED` or `REJECTED` (final) -> 400 `INVALID_INPUT`.
         *       Unknown customer -> 404 `CUSTOMER_NOT_FOUND`. Malformed body -> 400 `INVALID_INPUT`.
         *     - While any contact channel present in the customer's `contactVerification` is not
         *       `VERIFIED` -> 409 `CONFLICT`, nothing evaluated: as live, every present channel is
         *       verified before KYC begins, by the hosted link or by direct submission (the answer
         *       is the one the live documentation names for the link).
         *
         *     Sandbox, individuals (last 3 characters of `fullName`): `001` -> complete data and
         *     identity document give `PENDING_MANUAL_REVIEW`; `002` -> `REJECTED` (400 once
         *     resolved); `003` -> complete data gives `RESOLVE_ERRORS` with a
         *     `POOR_QUALITY_DOCUMENT` error; other -> `APPROVED` (400 once resolved). On unregulated
         *     platforms (Skip verification paperwork off) the suffix applies once a complete
         *     submission is made; on regulated platforms or with Skip verification paperwork on it
         *     resolved the customer at creation and only `001` and `003` customers can be submitted.
         *
         *     Sandbox, businesses (last 3 characters of `businessInfo.registrationNumber`): `001`,
         *     `003` -> no auto-decision, normal validation, documents and owners collected for real;
         *     `002` -> `REJECTED`; other -> `APPROVED`. The outcome lands on the first submission;
         *     by default the packet is validated first (incomplete data returns `RESOLVE_ERRORS`
         *     whatever the suffix). On regulated platforms or with Skip verification paperwork on,
         *     `002` and other values resolve before validation. Beneficial owners resolve when the
         *     business resolves terminally, by the last 3 characters of `personalInfo.lastName`:
         *     `001` -> `PENDING`; `002` -> `REJECTED`; other -> `APPROVED`.
         */
        post: operations["createVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verifications/{verificationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a verification
         * @description Returns the verification. Unknown or malformed id -> 404 `VERIFICATION_NOT_FOUND`.
         */
        get: operations["getVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficial-owners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List beneficial owners
         * @description Lists beneficial owners, optionally of one business (`customerId`), with cursor paging. An unknown `customerId` -> 404 `CUSTOMER_NOT_FOUND`; an invalid paging parameter -> 400 `INVALID_INPUT`.
         */
        get: operations["listBeneficialOwners"];
        put?: never;
        /**
         * Add a beneficial owner to a business
         * @description Adds an owner or control person to a business customer and answers 201 with the
         *     BeneficialOwner (`kycStatus` `UNVERIFIED`). KYB needs one control person
         *     (`CONTROL_PERSON`) and every owner of 25% or more (`OWNER`, with
         *     `ownershipPercentage`). Non-US owners also need a passport plus one additional
         *     government ID, uploaded with `POST /documents` using the owner's id as
         *     `documentHolder`. Fields beyond `personalInfo` with `lastName` are designed for this
         *     contract.
         *
         *     - Unknown customer -> 404 `CUSTOMER_NOT_FOUND`. The customer is not a `BUSINESS`, or
         *       an invalid body (e.g. `OWNER` without `ownershipPercentage`) -> 400 `INVALID_INPUT`.
         *
         *     Sandbox: the owner resolves when the business resolves terminally, by the last 3
         *     characters of `personalInfo.lastName`: `001` -> `PENDING`; `002` -> `REJECTED`; other
         *     -> `APPROVED`.
         */
        post: operations["createBeneficialOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficial-owners/{beneficialOwnerId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The beneficial owner's id, `BeneficialOwner:<uuid>`. */
                beneficialOwnerId: string;
            };
            cookie?: never;
        };
        /**
         * Get a beneficial owner
         * @description Returns the beneficial owner. Unknown or malformed id -> 404 `NOT_FOUND`.
         */
        get: operations["getBeneficialOwner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a beneficial owner
         * @description Changes the given fields (body designed for this contract); omitted fields are kept.
         *     Use it to fix `MISSING_FIELD` / `INVALID_FIELD` verification errors whose
         *     `resourceId` is the owner, then resubmit the business with `POST /verifications`.
         *     Answers 200 with the owner. Invalid body (empty, unknown field, `OWNER` role without
         *     an `ownershipPercentage` on the owner) -> 400 `INVALID_INPUT`; unknown id -> 404
         *     `NOT_FOUND`.
         */
        patch: operations["updateBeneficialOwner"];
        trace?: never;
    };
    "/customers/{customerId}/kyc-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a hosted KYC/KYB link
         * @description Returns a fresh single-use hosted verification link (`kycUrl`), its `expiresAt`, and a
         *     `token` for embedding the provider SDK. Each call returns a new link; earlier links
         *     are not invalidated. `redirectUri` is embedded in `kycUrl`; reaching it does not mean
         *     approval (wait for the customer webhooks or poll the customer). Completing the hosted
         *     flow moves the customer to `PENDING` like a submission. Answers 201, as the live
         *     service does, with its `provider` field.
         *
         *     - While any contact channel present in the customer's `contactVerification` is not
         *       `VERIFIED` -> 409 `CONFLICT` (POST /verifications answers the same, as live).
         *     - Unknown customer -> 404 `CUSTOMER_NOT_FOUND`; an invalid `redirectUri` -> 400
         *       `INVALID_INPUT` (it is optional).
         *
         *     An `Idempotency-Key` header makes a retry safe, as live: the same key with the same
         *     request answers the first response again (the same link) and issues nothing new.
         */
        post: operations["createKycLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test webhook
         * @description Sends a synthetic `TEST` event (envelope `type` `TEST`, `data` a TestWebhookPayload)
         *     to the configured `webhookEndpoint`, signed with `X-Service-Signature` like every
         *     delivery. No request body. Answers 200 once the endpoint answered 2xx. No
         *     `webhookEndpoint` configured -> 400 `WEBHOOK_ENDPOINT_NOT_SET`; the delivery failed
         *     (connection error, timeout or a non-2xx answer) -> 400 `WEBHOOK_DELIVERY_ERROR`.
         *     The success body carries the live service's TestWebhookResponse fields
         *     (`response_status`, `url`) and the designed `sent` and `webhookId`. The live service
         *     serves the same test at `POST /sandbox/webhooks/test`, served here too.
         */
        post: operations["sendTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test webhook (the live service's sandbox path)
         * @description Sandbox only: with Production credentials this path answers 404 `NOT_FOUND`.
         *
         *     The live service's path of the test delivery: the same as `POST /webhooks/test` (the
         *     description's path): a synthetic `TEST` event to the configured `webhookEndpoint`,
         *     signed like every delivery, answered 200 with `response_status` once the endpoint
         *     answered 2xx. No `webhookEndpoint` -> 400 `WEBHOOK_ENDPOINT_NOT_SET`; a failed delivery
         *     -> 400 `WEBHOOK_DELIVERY_ERROR`.
         */
        post: operations["sendSandboxTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "CUSTOMER.KYC_PENDING": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An individual's KYC is pending
         * @description Sent when an individual enters `kycStatus` `PENDING` (e.g. submitted for review with `POST /verifications`, or the hosted flow completed). `data` is the full Customer as `GET /customers/{customerId}` returns it.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["customerKycPendingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "CUSTOMER.KYC_APPROVED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An individual's KYC was approved
         * @description Sent when individual verification completes successfully (`kycStatus` `APPROVED`, final). `data` is the full Customer.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["customerKycApprovedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "CUSTOMER.KYC_REJECTED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An individual's KYC was rejected
         * @description Sent when individual verification is rejected (`kycStatus` `REJECTED`, final). `data` is the full Customer.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["customerKycRejectedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "CUSTOMER.KYB_PENDING": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A business's KYB is pending
         * @description Sent when a business (`customerType` `BUSINESS` only) enters `kybStatus` `PENDING`. `data` is the full Customer.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["customerKybPendingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "CUSTOMER.KYB_APPROVED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A business's KYB was approved
         * @description Sent when business verification completes successfully (`kybStatus` `APPROVED`, final; businesses only). `data` is the full Customer.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["customerKybApprovedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "CUSTOMER.KYB_REJECTED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A business's KYB was rejected
         * @description Sent when business verification is rejected (`kybStatus` `REJECTED`, final; businesses only). `data` is the full Customer.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["customerKybRejectedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "VERIFICATION.RESOLVE_ERRORS": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A verification needs fixes
         * @description The name is the live service's (the description does not show it). One of the `VERIFICATION.*` events: sent when a verification (individual or business) is stuck in `RESOLVE_ERRORS`. `data` is the full Verification with `errors`; the customer is `data.customerId`. Fix each error (patch at `field`, or upload one of `acceptedDocumentTypes`) and resubmit.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["verificationResolveErrorsWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "VERIFICATION.PENDING_MANUAL_REVIEW": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A verification awaits manual review
         * @description The name is the live service's (the description does not show it). One of the `VERIFICATION.*` events: sent when a verification (individual or business) waits in `PENDING_MANUAL_REVIEW`. `data` is the full Verification (empty `errors`); the customer is `data.customerId`.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["verificationPendingManualReviewWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "EXTERNAL_ACCOUNT.STATUS_UPDATED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An external account's status changed
         * @description Sent when an external account's `status` changes, e.g. the outcome of a `LIVENESS` ownership challenge (polling the account is the alternative). `data` is the ExternalAccount.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["externalAccountStatusUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "INTERNAL_ACCOUNT.BALANCE_UPDATED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An internal account's balance changed
         * @description The name is the live service's (the description does not show this event). Sent when sandbox funding (`POST /sandbox/internal-accounts/{accountId}/fund`) changes an internal account's balance (spec/rules/webhook-events.yaml `internalAccountBalance`; other postings send their payment events only). `data` is the InternalAccount as `GET /internal-accounts/{id}` shows it after the change.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["internalAccountBalanceUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "CARD.STATUS_CHANGE": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A card's status changed
         * @description Sent when a card's `status` changes, e.g. `PROCESSING` -> `ACTIVE` after issuance (then with `last4`, `expMonth`, `expYear`). `data` is the Card; the full card number, CVV and expiry are never included.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["cardStatusChangeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "CARD.FUNDING_SOURCE_CHANGE": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A card's funding sources changed
         * @description The name and moment are the live service's (the description does not show this event). Sent whenever `PATCH /cards/{id}` replaces the card's funding sources (`fundingSources`, or the description's `fundingSource`). `data` is the Card with its new ordered `fundingSources`; the full card number, CVV and expiry are never included.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["cardFundingSourceChangeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "CARD_TRANSACTION.AUTHORIZED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A card authorization was approved
         * @description The name is the live service's (the description does not show it). Sent when a card authorization is approved (`status` `AUTHORIZED`, or `CONFIRMED` after a delayed pull). `data` is the CardTransaction.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["cardTransactionAuthorizedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "CARD_TRANSACTION.SETTLED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A card transaction settled
         * @description The name is the live service's (the description does not show it). Sent when an authorization clears with a positive amount (`status` `SETTLED`, `settledAmount`; above `authorizedAmount` for a post-hoc pull such as a tip). `data` is the CardTransaction.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["cardTransactionSettledWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "CARD_TRANSACTION.REFUNDED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A card purchase was refunded
         * @description The name is the live service's (the description does not show it). Sent when a purchase is refunded (fully or partly): `data` is the refund, its own `CREDIT` CardTransaction whose `originalTransactionId` is the purchase (which stays `SETTLED`).
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["cardTransactionRefundedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "CARD_TRANSACTION.EXCEPTION": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A card transaction needs attention
         * @description The name is the live service's (the description does not show it). High-urgency alert: the pull from the funding source succeeded but its confirmation reported failure (`status` `EXCEPTION`). `data` is the CardTransaction.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["cardTransactionExceptionWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "CARD_TRANSACTION.VOIDED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A card authorization expired
         * @description Sent when an authorization expires without clearing (`status` `VOIDED`; simulated by a clearing with `amount` 0). `data` is the CardTransaction.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["cardTransactionVoidedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "OUTGOING_PAYMENT.PENDING": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An outgoing payment is pending
         * @description The name is the live service's (the description does not show it). Sent when an outgoing transaction is created waiting for its funds (`CREATED`) or for a decision (`PENDING`). `data` is the Transaction as `GET /transactions/{transactionId}` answers it; which status sends which event is designed (spec/rules/webhook-events.yaml). as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["outgoingPaymentPendingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "OUTGOING_PAYMENT.PENDING_AUTHORIZATION": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An outgoing payment awaits the customer's authorization
         * @description The name is the live service's (the description does not show it). Sent when an outgoing transaction must be authorized by the customer (SCA regions). `data` is the Transaction as `GET /transactions/{transactionId}` answers it; which status sends which event is designed (spec/rules/webhook-events.yaml). as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["outgoingPaymentPendingAuthorizationWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "OUTGOING_PAYMENT.PROCESSING": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An outgoing payment is processing
         * @description The name is the live service's (the description does not show it). Sent when an outgoing transaction starts moving money. `data` is the Transaction as `GET /transactions/{transactionId}` answers it; which status sends which event is designed (spec/rules/webhook-events.yaml). as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["outgoingPaymentProcessingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "OUTGOING_PAYMENT.COMPLETED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An outgoing payment completed
         * @description The name is the live service's (the description does not show it). Sent when an outgoing transaction settles (`settledAt` set). `data` is the Transaction as `GET /transactions/{transactionId}` answers it; which status sends which event is designed (spec/rules/webhook-events.yaml). as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["outgoingPaymentCompletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "OUTGOING_PAYMENT.FAILED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An outgoing payment failed
         * @description The name is the live service's (the description does not show it). Sent when an outgoing transaction fails (`failureReason` says why), is returned by the bank after settlement, or is rejected or cancelled by the platform (`status` `REJECTED`). `data` is the Transaction as `GET /transactions/{transactionId}` answers it; which status sends which event is designed (spec/rules/webhook-events.yaml). as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["outgoingPaymentFailedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "OUTGOING_PAYMENT.EXPIRED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An outgoing payment expired
         * @description The name is the live service's (the description does not show it). Sent when an outgoing transaction was not funded or authorized in time. `data` is the Transaction as `GET /transactions/{transactionId}` answers it; which status sends which event is designed (spec/rules/webhook-events.yaml). as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["outgoingPaymentExpiredWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "INCOMING_PAYMENT.PENDING": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An incoming payment awaits screening
         * @description The name is the live service's (the description does not show it). Sent when an incoming payment is pending the platform's decision. `data` is the Transaction plus `counterpartyInformation`, holding the counterparty fields listed in the currency's `requiredCounterpartyFields` (keys are UserInfoFieldName values), so the platform can screen before approving with `POST /transactions/{transactionId}/confirm` (or `/reject`).
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["incomingPaymentPendingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "INCOMING_PAYMENT.COMPLETED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An incoming payment completed
         * @description The name is the live service's (the description does not show it). Sent when an incoming payment is credited. `data` is the Transaction as `GET /transactions/{transactionId}` answers it; which status sends which event is designed (spec/rules/webhook-events.yaml). as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["incomingPaymentCompletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "INCOMING_PAYMENT.FAILED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An incoming payment failed
         * @description The name is the live service's (the description does not show it). Sent when an incoming payment fails or the platform rejects it after screening (`status` `REJECTED`). `data` is the Transaction as `GET /transactions/{transactionId}` answers it; which status sends which event is designed (spec/rules/webhook-events.yaml). as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["incomingPaymentFailedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "INVITATION.CLAIMED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An invitation was claimed
         * @description The name is the live service's (the description does not show it). Sent when an UMA invitation is claimed (`status` `CLAIMED`, `inviteeUma` set). `data` is the Invitation.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["invitationClaimedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "STABLECOIN_OPERATION.STATUS_UPDATED": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A stablecoin operation's status changed
         * @description Designed for this contract (the description does not show this event type's name). Sent when a mint or burn changes `status` (`CREATED`, `PENDING_FUNDING`, `PENDING_PROVIDER`, `PROCESSING`, `COMPLETED`, `FAILED`, `EXPIRED`). `data` is the StablecoinOperation.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["stablecoinOperationStatusUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "AGENT_ACTION.PENDING_APPROVAL": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An agent action awaits approval
         * @description The name is the live service's (the description does not show it). Sent once, when an agent's action enters `PENDING_APPROVAL` and needs the platform's approval (`POST /agents/{agentId}/actions/{actionId}/approve` or `/reject`): `data` is the AgentAction with its quote or transfer details, enough to show the decision to the customer. As live, its type names the status: no later change of the action (approved, rejected, failed) sends it again; read those from the action. The live shapes name this one type for the agent-action webhook.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["agentActionPendingApprovalWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    TEST: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test event
         * @description Sent by `POST /webhooks/test`. The body is the description's test payload (`test`, `timestamp`, `webhookId`, `type` `TEST`) beside `id` (the live service's field), which `webhookId` equals; there is no `data`.
         *
         *     Delivered as an HTTP POST to the platform's `webhookEndpoint` with header `X-Service-Signature` (ECDSA P-256/SHA-256 over the exact raw body, verified with the platform's SPKI PEM public key). Answer 2xx to acknowledge; process deliveries idempotently by `id`.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description The destination details of an external account; exactly one variant, selected by
         *     `accountType`. The account's `currency` must be the currency of the variant (see
         *     `ExternalAccountCurrencyRules`).
         *
         *     - Fields listed for a variant are required unless marked optional; `bankName` is
         *       optional unless a variant says otherwise.
         *     - Every fiat variant carries `beneficiary` (required). Crypto wallet variants
         *       (`*_WALLET`, `LIGHTNING`) take no beneficiary.
         *     - `paymentRails` is returned by the service and never sent: it is read-only; a
         *       request that contains it (or the `countries` some clients send) is answered as the
         *       live service does: accepted, the field ignored (a `Paysim-Warning`; 400
         *       `UNKNOWN_FIELD` when unknown properties are refused, e.g. under `--strict`). For US
         *       accounts it lists the rails selected (`ACH`, `WIRE`, `RTP`, `FEDNOW`).
         *     - Corridors that list both bank transfer and mobile money accept either shape (COP,
         *       SLV, BDT, EGP, GHS; CNY wallet vs bank; INR UPI vs NEFT/RTGS); a request must use
         *       exactly one.
         *     - Account identifier lengths are exactly as constrained per variant.
         *     - Not shown in the description (so not offered here): Haiti (HTG) mobile money
         *       fields; accounts of corridors without a shape (e.g. DKK, HKD, IDR, MYR, SGD, THB,
         *       VND, XAF). The wallet variants `ETHEREUM_WALLET`, `BASE_WALLET`, `POLYGON_WALLET`,
         *       `BITCOIN_WALLET` and `SOLANA_WALLET` are designed for this contract (so that the
         *       EIP-191, Bitcoin and Ed25519 ownership signatures have account types to apply to).
         *       EVM addresses look alike across Ethereum, Base, Polygon, Plasma and Arbitrum;
         *       assets sent on the wrong network are unrecoverable.
         * @example {
         *       "accountType": "USD_ACCOUNT",
         *       "accountNumber": "123456789",
         *       "routingNumber": "021000021",
         *       "bankAccountType": "CHECKING",
         *       "bankName": "Chase",
         *       "beneficiary": {
         *         "beneficiaryType": "INDIVIDUAL",
         *         "fullName": "Jane Doe",
         *         "address": {
         *           "line1": "1 Market St",
         *           "city": "San Francisco",
         *           "state": "CA",
         *           "postalCode": "94105",
         *           "country": "US"
         *         }
         *       }
         *     }
         */
        AccountInfo: components["schemas"]["UsdAccountInfo"] | components["schemas"]["MxnAccountInfo"] | components["schemas"]["BrlAccountInfo"] | components["schemas"]["CopAccountInfo"] | components["schemas"]["SlvAccountInfo"] | components["schemas"]["EurAccountInfo"] | components["schemas"]["PhpAccountInfo"] | components["schemas"]["GbpAccountInfo"] | components["schemas"]["InrAccountInfo"] | components["schemas"]["NgnAccountInfo"] | components["schemas"]["ZarAccountInfo"] | components["schemas"]["KesAccountInfo"] | components["schemas"]["TzsAccountInfo"] | components["schemas"]["ZmwAccountInfo"] | components["schemas"]["RwfAccountInfo"] | components["schemas"]["MwkAccountInfo"] | components["schemas"]["UgxAccountInfo"] | components["schemas"]["XofAccountInfo"] | components["schemas"]["CadAccountInfo"] | components["schemas"]["AedAccountInfo"] | components["schemas"]["IlsAccountInfo"] | components["schemas"]["BdtAccountInfo"] | components["schemas"]["BwpAccountInfo"] | components["schemas"]["CnyAccountInfo"] | components["schemas"]["EgpAccountInfo"] | components["schemas"]["GhsAccountInfo"] | components["schemas"]["GtqAccountInfo"] | components["schemas"]["PlasmaWalletAccountInfo"] | components["schemas"]["ArbitrumWalletAccountInfo"] | components["schemas"]["LightningAccountInfo"] | components["schemas"]["EthereumWalletAccountInfo"] | components["schemas"]["BaseWalletAccountInfo"] | components["schemas"]["PolygonWalletAccountInfo"] | components["schemas"]["BitcoinWalletAccountInfo"] | components["schemas"]["SolanaWalletAccountInfo"] | components["schemas"]["SparkWalletAccountInfo"] | components["schemas"]["TronWalletAccountInfo"];
        /**
         * @description A postal address. `line1`, `postalCode` and `country` are required wherever an
         *     address is required (as the live service's schema); `city` is optional here and
         *     required where the description's beneficiary minimums or the KYC completeness rules
         *     ask for it (those rules are checked by the simulator, not by this schema).
         * @example {
         *       "line1": "1 Market St",
         *       "city": "San Francisco",
         *       "state": "CA",
         *       "postalCode": "94105",
         *       "country": "US"
         *     }
         */
        Address: {
            line1: string;
            line2?: string;
            city?: string;
            state?: string;
            postalCode: string;
            country: components["schemas"]["CountryCode"];
        };
        /**
         * AED_ACCOUNT
         * @description A UAE bank account (currency `AED`). The beneficiary address is required.
         */
        AedAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "AED_ACCOUNT";
            /** @description IBAN, 23 characters, starts `AE`. Primary identifier. */
            iban: string;
            /** @description SWIFT/BIC, 8 or 11 characters. Optional. */
            swiftCode?: string;
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumAed"];
        };
        /**
         * @description An agent acting for one customer. `isConnected`: a device code was redeemed and the
         *     token is valid (not expired). `isPaused`: paused by the platform; until resumed it
         *     starts no action (its movements answer 403 `FORBIDDEN`), while its token stays valid
         *     for reads (as live: 401 means bad credentials).
         * @example {
         *       "id": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
         *       "name": "Bill-pay assistant",
         *       "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
         *       "isPaused": false,
         *       "isConnected": true,
         *       "policy": {
         *         "permissions": [
         *           "VIEW_TRANSACTIONS",
         *           "CREATE_QUOTES",
         *           "EXECUTE_QUOTES"
         *         ],
         *         "defaultExecutionMode": "AUTO",
         *         "spendingLimits": {
         *           "currency": "USD",
         *           "perTransactionLimit": 500000,
         *           "dailyLimit": 1000000
         *         },
         *         "approvalThresholds": {
         *           "amount": 100000,
         *           "currency": "USD"
         *         }
         *       },
         *       "usage": {
         *         "dailySpend": 25000,
         *         "dailyTransactionCount": 1,
         *         "monthlySpend": 25000,
         *         "dailyResetDate": "2025-10-13",
         *         "monthlyResetMonth": "2025-10"
         *       },
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:05:00Z"
         *     }
         */
        Agent: {
            /** @description Form `Agent:<uuid>`. */
            id: string;
            name: string;
            customerId: string;
            isPaused: boolean;
            isConnected: boolean;
            policy: components["schemas"]["AgentPolicy"];
            usage: components["schemas"]["AgentUsage"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description `allowedAccountIds`: the only source accounts the agent may move money from (`null` or absent: any of the customer's); a movement from another answers 403 `FORBIDDEN`. `accountRules`: per-account rules. */
        AgentAccountRestrictions: {
            allowedAccountIds?: string[] | null;
            accountRules?: components["schemas"]["AgentAccountRule"][];
        };
        /** @description A rule for one of the customer's accounts used as a source; `executionMode` `APPROVAL_REQUIRED` makes every movement from it wait for approval; `perTransactionLimit` bounds one movement from it (403 `FORBIDDEN` above). */
        AgentAccountRule: {
            accountId: string;
            executionMode?: components["schemas"]["AgentExecutionMode"];
            perTransactionLimit?: number | null;
        };
        /**
         * @description A money movement an agent started: a quote execution or a transfer. Within the policy it
         *     is `APPROVED` at once and carries its `transaction`. Otherwise it waits in
         *     `PENDING_APPROVAL`: for `EXECUTE_QUOTE` the quote is executed with its transaction held
         *     `PENDING` (`pendingPlatformApproval`, money on hold) until the platform approves
         *     (`POST /agents/{agentId}/actions/{actionId}/approve` or `POST
         *     /transactions/{transactionId}/approve`) or rejects; a transfer is carried out only when
         *     approved (a quote that expired meanwhile: `FAILED`). An action entering
         *     `PENDING_APPROVAL` is sent once as the `AGENT_ACTION.PENDING_APPROVAL` webhook; later
         *     changes are read from the action (the live shapes name no other agent-action event).
         */
        AgentAction: {
            /** @description Form `AgentAction:<uuid>`. */
            id: string;
            agentId: string;
            customerId: string;
            /** @description The customer's `platformCustomerId` (its `customerId` when it has none). */
            platformCustomerId: string;
            status: components["schemas"]["AgentActionStatus"];
            type: components["schemas"]["AgentActionType"];
            quote?: components["schemas"]["Quote"];
            transaction?: components["schemas"]["Transaction"];
            transferDetails?: components["schemas"]["AgentTransferDetails"];
            /** @description The platform's reason; only on a `REJECTED` action (as live). */
            rejectionReason?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description Id of a AgentAction, form `AgentAction:<uuid>`. The prefix of this id type is designed for this contract.
         * @example AgentAction:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        AgentActionId: string;
        /** @description A page of agent actions. */
        AgentActionListResponse: {
            data: components["schemas"]["AgentAction"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        /**
         * @description Optional body of `POST /agents/{agentId}/actions/{actionId}/reject`.
         * @example {
         *       "reason": "Above the customer's usual spend"
         *     }
         */
        AgentActionRejectRequest: {
            /** @description Shown to the agent as `rejectionReason`. */
            reason?: string;
        };
        /**
         * @description `PENDING_APPROVAL`: waits for the platform; `APPROVED`: approved (or within the policy)
         *     and carried out; `REJECTED`: rejected by the platform, or its agent was deleted;
         *     `FAILED`: could not be carried out when approved (e.g. the quote expired, funds
         *     missing). Moves (spec/rules/agents.yaml): PENDING_APPROVAL -> APPROVED | REJECTED | FAILED.
         * @enum {string}
         */
        AgentActionStatus: "PENDING_APPROVAL" | "APPROVED" | "REJECTED" | "FAILED";
        /** @enum {string} */
        AgentActionType: "EXECUTE_QUOTE" | "TRANSFER_OUT" | "TRANSFER_IN";
        /** @description A movement strictly above `amount` (smallest unit of `currency`, default the spending limits' currency) waits for the platform's approval; `null` or absent means no threshold. */
        AgentApprovalThresholds: {
            amount?: number | null;
            currency?: string;
        };
        /**
         * @description Body of `POST /agents`. `customerId` must be a customer of the platform (404 `CUSTOMER_NOT_FOUND`).
         * @example {
         *       "name": "Bill-pay assistant",
         *       "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
         *       "policy": {
         *         "permissions": [
         *           "VIEW_TRANSACTIONS",
         *           "CREATE_QUOTES",
         *           "EXECUTE_QUOTES"
         *         ],
         *         "defaultExecutionMode": "AUTO",
         *         "spendingLimits": {
         *           "currency": "USD",
         *           "perTransactionLimit": 500000,
         *           "dailyLimit": 1000000
         *         },
         *         "approvalThresholds": {
         *           "amount": 100000,
         *           "currency": "USD"
         *         }
         *       }
         *     }
         */
        AgentCreateRequest: {
            name: string;
            customerId: string;
            policy: components["schemas"]["AgentPolicy"];
        };
        /** @description The new agent and its first device code. */
        AgentCreateResponse: {
            agent: components["schemas"]["Agent"];
            deviceCode: components["schemas"]["AgentDeviceCode"];
        };
        /**
         * @description A single-use code that signs the agent in (designed after RFC 8628): 8 consonants in two
         *     groups of 4, valid 15 minutes on the platform clock (spec/rules/agents.yaml). Issuing a
         *     new code revokes the agent's earlier unredeemed ones.
         * @example {
         *       "code": "WDJB-MJHT",
         *       "agentId": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
         *       "expiresAt": "2025-10-13T12:15:00Z",
         *       "redeemed": false
         *     }
         */
        AgentDeviceCode: {
            code: string;
            agentId: string;
            /** Format: date-time */
            expiresAt: string;
            redeemed: boolean;
        };
        /**
         * @description The agent's credentials, shown once. Send `Authorization: Bearer <accessToken>` on the
         *     `/agents/me` operations. The token expires on the platform clock (designed: 30 days,
         *     spec/rules/agents.yaml), is replaced by a later redeem for the same agent, and stops at
         *     once when the agent is deleted or paused.
         * @example {
         *       "agentId": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
         *       "agentName": "Bill-pay assistant",
         *       "accessToken": "agt_9f3b6c1e2d4a5f708192a3b4c5d6e7f80a1b2c3d4e5f6a7b",
         *       "policy": {
         *         "permissions": [
         *           "VIEW_TRANSACTIONS",
         *           "CREATE_QUOTES",
         *           "EXECUTE_QUOTES"
         *         ],
         *         "defaultExecutionMode": "AUTO",
         *         "spendingLimits": {
         *           "currency": "USD",
         *           "perTransactionLimit": 500000
         *         }
         *       }
         *     }
         */
        AgentDeviceCodeRedeemResponse: {
            agentId: string;
            agentName: string;
            accessToken: string;
            policy: components["schemas"]["AgentPolicy"];
        };
        /**
         * @description Whether the code was redeemed.
         * @example {
         *       "code": "WDJB-MJHT",
         *       "redeemed": true
         *     }
         */
        AgentDeviceCodeStatusResponse: {
            code: string;
            redeemed: boolean;
        };
        /**
         * @description `AUTO`: movements within the policy proceed at once; `APPROVAL_REQUIRED`: every movement waits for the platform's approval.
         * @enum {string}
         */
        AgentExecutionMode: "AUTO" | "APPROVAL_REQUIRED";
        /**
         * @description Id of a Agent, form `Agent:<uuid>`. The prefix of this id type is designed for this contract.
         * @example Agent:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        AgentId: string;
        /** @description A page of agents. */
        AgentListResponse: {
            data: components["schemas"]["Agent"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        /**
         * @description What a policy lets an agent do (spec/rules/agents.yaml `permissions`; as the live
         *     operations state, the transactions' reading designed): `VIEW_TRANSACTIONS`
         *     (`GET /agents/me/transactions[/{id}]`), `CREATE_QUOTES` (`POST /agents/me/quotes`),
         *     `EXECUTE_QUOTES` (`POST /agents/me/quotes/{quoteId}/execute`), `CREATE_TRANSFERS`
         *     (`POST /agents/me/transfer-in`, `/transfer-out`), `MANAGE_EXTERNAL_ACCOUNTS` (every
         *     `/agents/me/external-accounts` call). Reading the agent itself, its actions, its quotes
         *     and the customer's internal accounts needs no permission. A call outside the
         *     permissions answers 403 `FORBIDDEN`, a money movement too (nothing moves).
         * @enum {string}
         */
        AgentPermission: "VIEW_TRANSACTIONS" | "CREATE_TRANSFERS" | "CREATE_QUOTES" | "EXECUTE_QUOTES" | "MANAGE_EXTERNAL_ACCOUNTS";
        /**
         * @description What an agent may do and how much it may move. Every money movement the agent starts
         *     (quote execution, transfer-in, transfer-out) is judged when started, in this order
         *     (spec/rules/agents.yaml `decision`): a paused agent, a permission missing, a source
         *     account outside `accountRestrictions.allowedAccountIds`, or an amount over a spending
         *     limit or an account rule's `perTransactionLimit`: 403 `FORBIDDEN`; then
         *     `defaultExecutionMode` or the account rule's `executionMode` `APPROVAL_REQUIRED`, an
         *     amount strictly above `approvalThresholds.amount`, or a currency other than the
         *     limits': the movement waits as an AgentAction in `PENDING_APPROVAL`; else it proceeds
         *     at once (`AUTO`).
         * @example {
         *       "permissions": [
         *         "VIEW_TRANSACTIONS",
         *         "CREATE_QUOTES",
         *         "EXECUTE_QUOTES"
         *       ],
         *       "defaultExecutionMode": "AUTO",
         *       "spendingLimits": {
         *         "currency": "USD",
         *         "perTransactionLimit": 500000,
         *         "dailyLimit": 1000000,
         *         "monthlyLimit": null,
         *         "dailyTransactionLimit": 20
         *       },
         *       "approvalThresholds": {
         *         "amount": 100000,
         *         "currency": "USD"
         *       }
         *     }
         */
        AgentPolicy: {
            permissions: components["schemas"]["AgentPermission"][];
            defaultExecutionMode: components["schemas"]["AgentExecutionMode"];
            spendingLimits: components["schemas"]["AgentSpendingLimits"];
            approvalThresholds?: components["schemas"]["AgentApprovalThresholds"];
            accountRestrictions?: components["schemas"]["AgentAccountRestrictions"];
        };
        /**
         * @description Body of `PATCH /agents/{agentId}/policy`. The fields present replace the current values (`spendingLimits` field by field); absent fields stay. Applies to the agent's next calls; pending actions are not re-judged.
         * @example {
         *       "approvalThresholds": {
         *         "amount": 200000,
         *         "currency": "USD"
         *       },
         *       "spendingLimits": {
         *         "dailyLimit": null
         *       }
         *     }
         */
        AgentPolicyUpdateRequest: {
            permissions?: components["schemas"]["AgentPermission"][];
            defaultExecutionMode?: components["schemas"]["AgentExecutionMode"];
            spendingLimits?: components["schemas"]["AgentSpendingLimitsUpdate"];
            approvalThresholds?: components["schemas"]["AgentApprovalThresholds"];
            accountRestrictions?: components["schemas"]["AgentAccountRestrictions"];
        };
        /**
         * @description Hard limits, in the smallest unit of `currency` (designed rules): a movement above
         *     `perTransactionLimit`, or one that would take the day's spend above `dailyLimit`, the
         *     month's above `monthlyLimit` or the day's count above `dailyTransactionLimit`, answers
         *     403 `FORBIDDEN`. Days and months are UTC on the platform clock. `null` means no limit.
         *     A movement in another currency cannot be bounded and waits for approval.
         */
        AgentSpendingLimits: {
            /** @description The currency of the limits (ISO 4217 or a crypto code). */
            currency: string;
            /** @description Largest amount of one movement (equal is allowed). */
            perTransactionLimit: number;
            /** @description Largest spend per UTC day. */
            dailyLimit?: number | null;
            /** @description Largest spend per UTC month. */
            monthlyLimit?: number | null;
            /** @description Largest number of movements per UTC day. */
            dailyTransactionLimit?: number;
        };
        /** @description The spending limits to change in `PATCH /agents/{agentId}/policy`; absent fields stay, `null` removes `dailyLimit` or `monthlyLimit`. */
        AgentSpendingLimitsUpdate: {
            currency?: string;
            perTransactionLimit?: number;
            dailyLimit?: number | null;
            monthlyLimit?: number | null;
            dailyTransactionLimit?: number;
        };
        AgentTransferDetails: {
            /** Format: int64 */
            amount: number;
            currency: string;
            sourceAccountId: string;
            destinationAccountId: string;
        };
        /**
         * @description Body of `PATCH /agents/{agentId}`. `isPaused` `true` stops the agent from starting actions (403 on its movements; its token still reads); `false` resumes it.
         * @example {
         *       "isPaused": true
         *     }
         */
        AgentUpdateRequest: {
            name?: string;
            isPaused?: boolean;
        };
        /** @description What the agent moved (movements carried out; pending ones count once approved), in the limits' currency; reset at the start of each UTC day / month of the platform clock. */
        AgentUsage: {
            dailySpend: number;
            dailyTransactionCount: number;
            monthlySpend: number;
            /**
             * Format: date
             * @description The UTC day the daily figures are for.
             */
            dailyResetDate?: string;
            /** @description The UTC month the monthly figure is for (`YYYY-MM`). */
            monthlyResetMonth?: string;
        };
        /**
         * @description An API token: HTTP Basic credentials of the platform (`clientId` as the username, the
         *     secret as the password) limited to `permissions`. `clientSecret` is present only in the
         *     create answer; the service keeps only a hash of it.
         * @example {
         *       "id": "Token:4a6c8e0f-1b3d-4f5a-8b7c-9d0e1f2a3b4c",
         *       "name": "Reconciliation job",
         *       "permissions": [
         *         "VIEW"
         *       ],
         *       "clientId": "tok_9f1c2d8e2b1a4c449d3e2f4b8a9c1d00_7f3a9c2e5b1d",
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:00:00Z"
         *     }
         */
        ApiToken: {
            id: components["schemas"]["TokenId"];
            name: string;
            permissions: components["schemas"]["Permission"][];
            /** @description The Basic username (never contains `:`). */
            clientId: string;
            /** @description The Basic password; only in the create answer. */
            clientSecret?: string;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description Body of `POST /tokens`.
         * @example {
         *       "name": "Reconciliation job",
         *       "permissions": [
         *         "VIEW"
         *       ]
         *     }
         */
        ApiTokenCreateRequest: {
            /** @description A label for the token. */
            name: string;
            /** @description What the token's credentials may do. */
            permissions: components["schemas"]["Permission"][];
        };
        /**
         * ARBITRUM_WALLET
         * @description A wallet on Arbitrum (currency `USDC` or `USDT`). EVM-style address; ownership signatures use EIP-191. No beneficiary.
         */
        ArbitrumWalletAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ARBITRUM_WALLET";
            /** @description EVM address (`0x` + 40 hex digits). Primary identifier. EVM addresses look alike across networks; assets sent on the wrong network are unrecoverable. */
            address: string;
        };
        /**
         * @description A P-256 public key of the client, hex: compressed (`02`/`03` prefix, 66 hex characters)
         *     or uncompressed (`04` prefix, 130 hex characters).
         * @example 02bbd65adfcbda16c7807b81baf1976f6779be33e970230ba759bf4d58d4763a59
         */
        AuthClientPublicKey: string;
        /**
         * @description `PASSKEY`: the client's P-256 key. Compressed (`02`/`03`): the client holds its private
         *     key, which signs as the session's key; uncompressed (`04`): a fresh session signing key
         *     is sealed to it (`encryptedSessionSigningKey`). OTP credentials need no body.
         */
        AuthCredentialChallengeRequest: {
            clientPublicKey?: components["schemas"]["AuthClientPublicKey"];
        };
        /** @description Fields common to every credential registration. */
        AuthCredentialCreateRequest: {
            /** @description The customer's internal account holding (or becoming) the embedded wallet. */
            accountId: string;
            type: components["schemas"]["AuthMethodType"];
        };
        /** @description Registers a credential; one variant per `type`. */
        AuthCredentialCreateRequestOneOf: components["schemas"]["EmailOtpCredentialCreateRequest"] | components["schemas"]["SmsOtpCredentialCreateRequest"] | components["schemas"]["OauthCredentialCreateRequest"] | components["schemas"]["PasskeyCredentialCreateRequest"];
        /**
         * @description Every credential of the wallet, in one page: `hasMore` is always false (the live service
         *     does not page this list; the interface facts give every list `hasMore`).
         */
        AuthCredentialListResponse: {
            data: components["schemas"]["AuthMethod"][];
            /** @description Always false (one page). */
            hasMore: boolean;
        };
        /** @description The challenge of a credential: the OTP target bundle (`EMAIL_OTP`, `SMS_OTP`) or the passkey challenge, by `type` (anyOf: the OTP variant is open, so a passkey challenge also matches it). */
        AuthCredentialResponseOneOf: components["schemas"]["AuthMethodResponse"] | components["schemas"]["PasskeyAuthChallenge"];
        AuthCredentialVerifyRequest: {
            type: components["schemas"]["AuthMethodType"];
        };
        AuthCredentialVerifyRequestOneOf: components["schemas"]["EmailOtpCredentialVerifyRequest"] | components["schemas"]["SmsOtpCredentialVerifyRequest"] | components["schemas"]["OauthCredentialVerifyRequest"] | components["schemas"]["PasskeyCredentialVerifyRequest"];
        /**
         * @description A credential of one embedded wallet (an internal account of type `EMBEDDED_WALLET`).
         *     `credentialId` is the WebAuthn credential id of a `PASSKEY`. `nickname` defaults to a
         *     label of the type and the customer's email, phone or OIDC subject (designed).
         * @example {
         *       "id": "AuthMethod:9bed251f-ce1f-4f3c-b03f-97fc3ea514c5",
         *       "accountId": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
         *       "type": "EMAIL_OTP",
         *       "nickname": "Email ada@example.com",
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:00:00Z"
         *     }
         */
        AuthMethod: {
            /** @description Id of the credential, `AuthMethod:<uuid>` (designed prefix). */
            id: string;
            /** @description The embedded wallet (internal account) the credential unlocks. */
            accountId: string;
            type: components["schemas"]["AuthMethodType"];
            nickname: string;
            /** @description `PASSKEY` only: the WebAuthn credential id (base64url). */
            credentialId?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description A credential; for `EMAIL_OTP` / `SMS_OTP` (on registration and on every challenge) with
         *     `otpEncryptionTargetBundle`: a JSON text whose `data` field is the hex of a JSON object
         *     holding `targetPublic` (uncompressed P-256 key, hex). Encrypt
         *     `{"otp_code": "<code>", "public_key": "<compressed client key hex>"}` to `targetPublic`
         *     with `hpkeEncrypt` and send `formatHpkeBuf`'s result as `encryptedOtpBundle`.
         * @example {
         *       "id": "AuthMethod:9bed251f-ce1f-4f3c-b03f-97fc3ea514c5",
         *       "accountId": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
         *       "type": "EMAIL_OTP",
         *       "nickname": "Email ada@example.com",
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:00:00Z",
         *       "otpEncryptionTargetBundle": "{\"version\":\"v1.0.0\",\"data\":\"7b227461726765745075626c6963223a223034227d\"}"
         *     }
         */
        AuthMethodResponse: components["schemas"]["AuthMethod"] & {
            otpEncryptionTargetBundle?: string;
        };
        /**
         * @description Kind of an embedded-wallet credential: `EMAIL_OTP` (one per internal account), `SMS_OTP`
         *     (one per internal account), `PASSKEY` (one per customer), `OAUTH` (an OpenID Connect
         *     identity from a supported issuer).
         * @example EMAIL_OTP
         * @enum {string}
         */
        AuthMethodType: "OAUTH" | "EMAIL_OTP" | "SMS_OTP" | "PASSKEY";
        /**
         * @description An authenticated session of an embedded wallet (the credential's fields, with the
         *     session's own `id` and `expiresAt` on the platform clock). A `PASSKEY` or `OAUTH`
         *     verification, or a refresh, whose `clientPublicKey` is uncompressed (`04`) carries
         *     `encryptedSessionSigningKey`: a credential bundle sealed to that key, opened by
         *     `decryptCredentialBundle` with the matching private key. With a compressed key the client
         *     holds the session signing key (its own) and nothing is sealed. Never in lists.
         * @example {
         *       "id": "Session:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
         *       "accountId": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
         *       "type": "EMAIL_OTP",
         *       "nickname": "Email ada@example.com",
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:00:00Z",
         *       "expiresAt": "2025-10-13T12:15:00Z"
         *     }
         */
        AuthSession: components["schemas"]["AuthMethod"] & {
            /** @description Id of the session, `Session:<uuid>`. */
            id: string;
            /** Format: date-time */
            expiresAt: string;
            /** @deprecated */
            encryptedSessionSigningKey?: string;
        };
        AuthSessionRefreshRequest: {
            /** @description The P-256 public key (hex) the refreshed session signs with. */
            clientPublicKey: string;
        };
        AuthSignedRequestChallenge: components["schemas"]["SignedRequestChallenge"] & {
            type: components["schemas"]["AuthMethodType"];
        };
        /**
         * BASE_WALLET
         * @description Designed for this contract (the description leaves wallets on other networks unshown; needed for EIP-191 ownership verification). A wallet on Base (currency `USDC` or `USDT`). No beneficiary.
         */
        BaseWalletAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BASE_WALLET";
            /** @description EVM address (`0x` + 40 hex digits). Primary identifier. EVM addresses look alike across networks; assets sent on the wrong network are unrecoverable. */
            address: string;
        };
        /**
         * BDT_ACCOUNT
         * @description A Bangladeshi destination (currency `BDT`). `bankName` always required. Bank transfer:
         *     `accountNumber`, `branchCode` (optional), `swiftCode` (optional). Mobile money:
         *     `phoneNumber`. Exactly one of the two shapes.
         */
        BdtAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BDT_ACCOUNT";
            /** @description Name of the bank (or of the mobile-money wallet). Required. */
            bankName: string;
            /** @description Bank account number. Primary identifier. */
            accountNumber?: string;
            /** @description Branch code. Optional. */
            branchCode?: string;
            /** @description SWIFT/BIC, 8 or 11 characters. Optional. */
            swiftCode?: string;
            /** @description Mobile-money phone number in international format (`+` and country code). Primary identifier. */
            phoneNumber?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["Beneficiary"];
        } & (unknown | unknown);
        /**
         * @description A beneficial owner or control person of a business customer. Designed for this
         *     contract where the description does not show it (it shows only `personalInfo` with
         *     `lastName`). KYB needs one control person and every owner of 25% or more. `kycStatus`
         *     starts `UNVERIFIED` and resolves when the business resolves terminally.
         * @example {
         *       "id": "BeneficialOwner:2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
         *       "customerId": "Customer:6a1f0c3e-8d2b-4f5a-9e7c-3b4d5e6f7a8b",
         *       "roles": [
         *         "OWNER",
         *         "CONTROL_PERSON"
         *       ],
         *       "ownershipPercentage": 60,
         *       "title": "CEO",
         *       "personalInfo": {
         *         "firstName": "John",
         *         "lastName": "Smith",
         *         "birthDate": "1975-06-15",
         *         "nationality": "US",
         *         "address": {
         *           "line1": "2 Pine St",
         *           "city": "Austin",
         *           "state": "TX",
         *           "postalCode": "73301",
         *           "country": "US"
         *         },
         *         "idType": "SSN",
         *         "identifier": "987-65-4321"
         *       },
         *       "kycStatus": "UNVERIFIED",
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:00:00Z"
         *     }
         */
        BeneficialOwner: {
            readonly id: components["schemas"]["BeneficialOwnerId"];
            /** @description The business customer the person belongs to. */
            customerId: components["schemas"]["CustomerId"];
            roles: components["schemas"]["BeneficialOwnerRole"][];
            /** @description Share of the business held, in percent; required for `OWNER`. */
            ownershipPercentage?: number;
            /** @description Job title, e.g. for a control person (`CEO`). */
            title?: string;
            personalInfo: components["schemas"]["BeneficialOwnerPersonalInfo"];
            readonly kycStatus: components["schemas"]["KycStatus"];
            readonly createdAt: components["schemas"]["Timestamp"];
            readonly updatedAt: components["schemas"]["Timestamp"];
        };
        /** @description Designed for this contract beyond `personalInfo` with `lastName`. `ownershipPercentage` is required when `roles` includes `OWNER`. */
        BeneficialOwnerCreateRequest: {
            /** @description The business customer (`customerType` `BUSINESS`). */
            customerId: components["schemas"]["CustomerId"];
            roles: components["schemas"]["BeneficialOwnerRole"][];
            ownershipPercentage?: number;
            title?: string;
            personalInfo: components["schemas"]["BeneficialOwnerPersonalInfo"] & unknown;
        };
        /**
         * @description Id of a BeneficialOwner, form `BeneficialOwner:<uuid>`.
         * @example BeneficialOwner:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        BeneficialOwnerId: string;
        /** @description A page of beneficial owners. */
        BeneficialOwnerList: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["BeneficialOwner"][];
        };
        /**
         * @description Identity of a beneficial owner. In Sandbox the last 3 characters of `lastName` select
         *     the owner's outcome when the business resolves terminally: `001` -> `PENDING`; `002`
         *     -> `REJECTED`; other -> `APPROVED`. Non-US owners also need a passport plus one
         *     additional government ID (documents with the owner as `documentHolder`).
         * @example {
         *       "firstName": "John",
         *       "lastName": "Smith",
         *       "birthDate": "1975-06-15",
         *       "nationality": "US",
         *       "address": {
         *         "line1": "2 Pine St",
         *         "city": "Austin",
         *         "state": "TX",
         *         "postalCode": "73301",
         *         "country": "US"
         *       },
         *       "idType": "SSN",
         *       "identifier": "987-65-4321"
         *     }
         */
        BeneficialOwnerPersonalInfo: {
            firstName?: string;
            /** @description Designed for this contract. */
            middleName?: string;
            lastName?: string;
            birthDate?: components["schemas"]["Date"];
            nationality?: components["schemas"]["CountryCode"];
            address?: components["schemas"]["Address"];
            /** @description Identity number type, e.g. `SSN` or `PASSPORT`. */
            idType?: string;
            /** @description Identity number of type `idType`. */
            identifier?: string;
            /**
             * Format: email
             * @description Designed for this contract.
             */
            email?: string;
            phoneNumber?: components["schemas"]["CustomerPhoneNumber"];
        };
        /**
         * @description `OWNER` (designed: holds 25% or more, or any owner the platform lists), `CONTROL_PERSON`
         *     (one is required per business), `DIRECTOR`, and the live service's `UBO` (an owner, as
         *     `OWNER`), `COMPANY_OFFICER`, `TRUSTEE`, `GENERAL_PARTNER`.
         * @enum {string}
         */
        BeneficialOwnerRole: "OWNER" | "UBO" | "CONTROL_PERSON" | "DIRECTOR" | "COMPANY_OFFICER" | "TRUSTEE" | "GENERAL_PARTNER";
        /** @description Designed for this contract. Fields to change; omitted fields are kept and, within `personalInfo`, given fields replace stored ones. */
        BeneficialOwnerUpdateRequest: {
            roles?: components["schemas"]["BeneficialOwnerRole"][];
            ownershipPercentage?: number;
            title?: string;
            personalInfo?: components["schemas"]["BeneficialOwnerPersonalInfo"];
        };
        /**
         * @description The holder of a fiat destination; carried (required) by every fiat `accountInfo`
         *     variant. `beneficiaryType` is required. A nested `businessInfo` object with
         *     `legalName` and `taxId` is also accepted in requests (in place of the top-level
         *     `legalName` / `taxId`).
         *
         *     Minimum required beneficiary fields, individuals:
         *
         *     | Destination | Required | Required address fields |
         *     | - | - | - |
         *     | USD | beneficiaryType, fullName | line1, city, postalCode, country |
         *     | MXN, BRL, PHP | beneficiaryType, fullName | none (address optional) |
         *     | GBP, EUR | beneficiaryType, fullName, address | line1, city, postalCode, country |
         *
         *     Minimum required beneficiary fields, businesses:
         *
         *     | Currency | Required |
         *     | - | - |
         *     | USD, MXN | legalName, address |
         *     | EUR | legalName, address, registrationNumber |
         *     | GBP INR BRL DKK PHP HKD IDR MYR SGD THB VND AED ILS | legalName, address (business senders must also give registrationNumber) |
         *     | NGN ZAR KES TZS RWF ZMW UGX BWP MWK XOF XAF | legalName, address, registrationNumber, taxId |
         *
         *     Further: GTQ beneficiaries require `phoneNumber` and `countryOfResidence`; AED
         *     beneficiaries require `address`; COP `documentType` is one of `CC`, `CE`, `TI`,
         *     `NIT`, `PP` and `documentType` + `documentNumber` are needed by most Colombian banks;
         *     CNY bank transfers need `beneficiaryType` `BUSINESS`. The variants express these
         *     minimums through the `BeneficiaryMinimum*` schemas; a missing field answers 400
         *     `INVALID_INPUT` naming it (e.g. `accountInfo.beneficiary.address`).
         * @example {
         *       "beneficiaryType": "INDIVIDUAL",
         *       "fullName": "Jane Doe",
         *       "address": {
         *         "line1": "1 Market St",
         *         "city": "San Francisco",
         *         "state": "CA",
         *         "postalCode": "94105",
         *         "country": "US"
         *       }
         *     }
         */
        Beneficiary: {
            /**
             * @description Required.
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL" | "BUSINESS";
            /** @description Individuals. */
            fullName?: string;
            birthDate?: components["schemas"]["Date"];
            nationality?: components["schemas"]["CountryCode"];
            /** @description Identity document type (see COP: `CC`, `CE`, `TI`, `NIT`, `PP`). */
            documentType?: string;
            /** @description Identity document number. */
            documentNumber?: string;
            /** @description Phone number in international format. Required for GTQ. */
            phoneNumber?: string;
            countryOfResidence?: components["schemas"]["CountryCode"];
            /** @description Businesses. */
            legalName?: string;
            /** @description Accepted in requests as an alternative to the top-level `legalName` and `taxId`. */
            businessInfo?: {
                legalName?: string;
                taxId?: string;
            };
            /** @description Businesses (see minimum tables). */
            registrationNumber?: string;
            /** @description Businesses (see minimum tables). */
            taxId?: string;
            address?: components["schemas"]["Address"];
        };
        /** @description Beneficiary of an AED destination: address required for every beneficiary; businesses also need legalName. */
        BeneficiaryMinimumAed: components["schemas"]["Beneficiary"] & unknown & unknown;
        /** @description Beneficiary of an INR or ILS destination (and the other currencies of that row: DKK, HKD, IDR, MYR, SGD, THB, VND). Businesses: legalName and address (business senders must also give registrationNumber). */
        BeneficiaryMinimumBusinessAddress: components["schemas"]["Beneficiary"] & unknown;
        /** @description Beneficiary of an NGN, ZAR, KES, TZS, RWF, ZMW, UGX, BWP, MWK or XOF (and XAF) destination. Businesses: legalName, address, registrationNumber and taxId (`taxId` may come in `businessInfo`). */
        BeneficiaryMinimumBusinessFull: components["schemas"]["Beneficiary"] & unknown;
        /** @description Beneficiary of a EUR destination. Individuals: fullName and address. Businesses: legalName, address and registrationNumber. */
        BeneficiaryMinimumEur: components["schemas"]["Beneficiary"] & unknown & unknown;
        /** @description Beneficiary of a GBP destination. Individuals: fullName and address. Businesses: legalName and address (business senders must also give registrationNumber). */
        BeneficiaryMinimumGbp: components["schemas"]["Beneficiary"] & unknown & unknown;
        /** @description Beneficiary of a GTQ destination: phoneNumber and countryOfResidence required. */
        BeneficiaryMinimumGtq: components["schemas"]["Beneficiary"] & unknown;
        /** @description Beneficiary of an MXN, BRL or PHP destination. Individuals: fullName (address optional). Businesses: legalName and address. */
        BeneficiaryMinimumMxnBrlPhp: components["schemas"]["Beneficiary"] & unknown & unknown;
        /** @description Beneficiary of a USD destination. Individuals: fullName; an address, when given, carries line1, city, postalCode and country (the minimum table's address column). Businesses: legalName and address. */
        BeneficiaryMinimumUsd: components["schemas"]["Beneficiary"] & unknown & unknown;
        /**
         * BITCOIN_WALLET
         * @description Designed for this contract (needed for Bitcoin BIP-137/Electrum ownership verification). An on-chain Bitcoin address (currency `BTC`), base58 (P2PKH/P2SH, mainnet or testnet) or bech32/bech32m (`bc1`, `tb1`, `bcrt1`). No beneficiary.
         */
        BitcoinWalletAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BITCOIN_WALLET";
            /** @description Bitcoin address. Primary identifier. */
            address: string;
        };
        /**
         * BRL_ACCOUNT
         * @description A Brazilian PIX destination (currency `BRL`). For email PIX keys the sandbox suffix is taken from the part before `@`.
         */
        BrlAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BRL_ACCOUNT";
            /** @description The PIX key. Primary identifier. */
            pixKey: string;
            /**
             * @description Kind of PIX key.
             * @enum {string}
             */
            pixKeyType: "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "RANDOM";
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description Tax id (CPF or CNPJ) of the account holder. */
            taxId: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumMxnBrlPhp"];
        };
        /**
         * @description Designed for this contract (the description does not show the import's shapes). A
         *     bulk CSV customer import. `POST /customers/bulk/csv` answers 202 with `jobId` and
         *     `status`; `GET /customers/bulk/jobs/{jobId}` answers the full job with counts and
         *     per-row errors. Rows are independent: a failed row does not stop the others.
         * @example {
         *       "jobId": "BulkJob:3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
         *       "status": "COMPLETED",
         *       "totalRows": 2,
         *       "processedRows": 2,
         *       "succeededRows": 1,
         *       "failedRows": 1,
         *       "customerIds": [
         *         "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f"
         *       ],
         *       "errors": [
         *         {
         *           "row": 2,
         *           "column": "birthDate",
         *           "platformCustomerId": "user-2",
         *           "code": "INVALID_INPUT",
         *           "reason": "birthDate must be a valid date (YYYY-MM-DD)"
         *         }
         *       ],
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "completedAt": "2025-10-13T12:00:05Z"
         *     }
         */
        BulkJob: {
            readonly jobId: components["schemas"]["BulkJobId"];
            status: components["schemas"]["BulkJobStatus"];
            /** @description Data rows in the file. */
            totalRows?: number;
            /** @description Rows handled so far. */
            processedRows?: number;
            /** @description Rows that created a customer. */
            succeededRows?: number;
            /** @description Rows that failed; each has an entry in `errors`. */
            failedRows?: number;
            /** @description The job id again, as the live service names it (on `GET /customers/bulk/jobs/{jobId}`). */
            readonly id?: components["schemas"]["BulkJobId"];
            /** @description The counts as the live service shapes them (on `GET /customers/bulk/jobs/{jobId}`). */
            readonly progress?: {
                total: number;
                processed: number;
                successful: number;
                failed: number;
            };
            /** @description Ids of the customers created, in row order. */
            customerIds?: components["schemas"]["CustomerId"][];
            errors?: components["schemas"]["BulkJobRowError"][];
            createdAt?: components["schemas"]["Timestamp"];
            completedAt?: components["schemas"]["Timestamp"];
        };
        /**
         * @description Id of a BulkJob, form `BulkJob:<uuid>`. The prefix of this id type is designed for this contract.
         * @example BulkJob:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        BulkJobId: string;
        /** @description Designed for this contract. Why one CSV row was not imported. */
        BulkJobRowError: {
            /** @description 1-based data row number (the header row is not counted). */
            row: number;
            /** @description The CSV column at fault, when one is (e.g. `birthDate`). */
            column?: string;
            /** @description The row's `platformCustomerId`, when given. */
            platformCustomerId?: string;
            /** @description An error code of the API (e.g. `INVALID_INPUT`, `CONFLICT`, `UMA_ADDRESS_EXISTS`). */
            code: string;
            /** @description Human-readable message. */
            reason: string;
            /** @description The row's `platformCustomerId`, else `row-<n>` (the live service's field). */
            correlationId?: string;
        };
        /**
         * @description Designed for this contract. `PENDING` (accepted, not started) -> `PROCESSING` -> `COMPLETED` (every row handled; some rows may have failed) or `FAILED` (the file could not be processed at all).
         * @enum {string}
         */
        BulkJobStatus: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED";
        /**
         * @description A business customer. Verified by KYB; its status is `kybStatus`. Businesses are always created `UNVERIFIED` and never resolve at creation.
         * @example {
         *       "id": "Customer:6a1f0c3e-8d2b-4f5a-9e7c-3b4d5e6f7a8b",
         *       "platformCustomerId": "biz-88",
         *       "customerType": "BUSINESS",
         *       "businessInfo": {
         *         "legalName": "Acme Widgets Inc.",
         *         "registrationNumber": "C4567890999",
         *         "taxId": "12-3456789",
         *         "countriesOfOperation": [
         *           "US"
         *         ]
         *       },
         *       "address": {
         *         "line1": "500 Howard St",
         *         "city": "San Francisco",
         *         "state": "CA",
         *         "postalCode": "94105",
         *         "country": "US"
         *       },
         *       "email": "finance@acme.example.com",
         *       "kybStatus": "UNVERIFIED",
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:00:00Z"
         *     }
         */
        BusinessCustomer: components["schemas"]["CustomerBase"] & {
            /** @constant */
            customerType: "BUSINESS";
            businessInfo?: components["schemas"]["CustomerBusinessInfo"];
            readonly kybStatus: components["schemas"]["KycStatus"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "BUSINESS";
        };
        /**
         * @description Creates a business (always `UNVERIFIED`). Only `customerType` is required at
         *     creation; gaps are reported at submission. Verification also needs one control person,
         *     every owner of 25% or more (`POST /beneficial-owners`) and business documents.
         */
        BusinessCustomerCreateRequest: {
            /** @constant */
            customerType: "BUSINESS";
            /**
             * @description Currencies the customer is created or updated to use (live service field). The
             *     provider-required fields of each listed currency (`providerRequiredCustomerFields`
             *     in `GET /config`) must then be present: otherwise 400 `MISSING_MANDATORY_USER_INFO`
             *     naming each missing field. Without it, the requirement applies where a currency is
             *     used: a quote sending from (or paying into) the customer's account in that currency.
             */
            currencies?: components["schemas"]["CurrencyCode"][];
            /** @description The platform's own id; must not collide with another active customer of the platform (409 `CONFLICT`). */
            platformCustomerId?: string;
            /** @description The customer's region (live service field), e.g. `US`; kept as sent at creation, not changed by a PATCH. */
            region?: string;
            businessInfo?: components["schemas"]["CustomerBusinessInfo"];
            address?: components["schemas"]["Address"];
            umaAddress?: components["schemas"]["CustomerUmaAddress"];
            /** Format: email */
            email?: string;
            phoneNumber?: components["schemas"]["CustomerPhoneNumber"];
            endUserTermsConsent?: components["schemas"]["EndUserTermsConsentRequest"];
            sourceOfFundsCategories?: components["schemas"]["CustomerSourceOfFundsCategory"][];
            sourceOfFundsOtherDescription?: string;
            sourceOfWealthCategories?: components["schemas"]["CustomerSourceOfWealthCategory"][];
            sourceOfWealthOtherDescription?: string;
            purposeOfAccount?: components["schemas"]["CustomerPurposeOfAccount"];
            /** @description A count, or the live service's band (`COUNT_UNDER_10` ... `COUNT_OVER_1000`). */
            expectedMonthlyTransactionCount?: number | ("COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000");
            /** @description An amount (smallest unit), or the live service's band (`VOLUME_UNDER_10K` ... `VOLUME_OVER_10M`). */
            expectedMonthlyTransactionVolume?: number | ("VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M");
            annualIncomeRange?: components["schemas"]["CustomerAnnualIncomeRange"];
            netWorthRange?: components["schemas"]["CustomerNetWorthRange"];
            pepStatus?: components["schemas"]["CustomerPepStatus"];
        } & (components["schemas"]["CustomerCategoryRules"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "BUSINESS";
        });
        /** @description Fields to change on a business; omitted fields are kept (within `businessInfo`, given fields replace stored ones). `customerType` is required and must be the customer's type. */
        BusinessCustomerUpdateRequest: {
            /** @constant */
            customerType: "BUSINESS";
            /**
             * @description Currencies the customer is created or updated to use (live service field). The
             *     provider-required fields of each listed currency (`providerRequiredCustomerFields`
             *     in `GET /config`) must then be present: otherwise 400 `MISSING_MANDATORY_USER_INFO`
             *     naming each missing field. Without it, the requirement applies where a currency is
             *     used: a quote sending from (or paying into) the customer's account in that currency.
             */
            currencies?: components["schemas"]["CurrencyCode"][];
            /** @description The platform's own id; must not collide with another active customer of the platform (409 `CONFLICT`). */
            platformCustomerId?: string;
            /** @description The customer's region (live service field), e.g. `US`; kept as sent at creation, not changed by a PATCH. */
            region?: string;
            businessInfo?: components["schemas"]["CustomerBusinessInfo"];
            address?: components["schemas"]["Address"];
            umaAddress?: components["schemas"]["CustomerUmaAddress"];
            /** Format: email */
            email?: string;
            phoneNumber?: components["schemas"]["CustomerPhoneNumber"];
            endUserTermsConsent?: components["schemas"]["EndUserTermsConsentRequest"];
            sourceOfFundsCategories?: components["schemas"]["CustomerSourceOfFundsCategory"][];
            sourceOfFundsOtherDescription?: string;
            sourceOfWealthCategories?: components["schemas"]["CustomerSourceOfWealthCategory"][];
            sourceOfWealthOtherDescription?: string;
            purposeOfAccount?: components["schemas"]["CustomerPurposeOfAccount"];
            /** @description A count, or the live service's band (`COUNT_UNDER_10` ... `COUNT_OVER_1000`). */
            expectedMonthlyTransactionCount?: number | ("COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000");
            /** @description An amount (smallest unit), or the live service's band (`VOLUME_UNDER_10K` ... `VOLUME_OVER_10M`). */
            expectedMonthlyTransactionVolume?: number | ("VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M");
            annualIncomeRange?: components["schemas"]["CustomerAnnualIncomeRange"];
            netWorthRange?: components["schemas"]["CustomerNetWorthRange"];
            pepStatus?: components["schemas"]["CustomerPepStatus"];
        } & (components["schemas"]["CustomerCategoryRules"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "BUSINESS";
        });
        /**
         * BWP_ACCOUNT
         * @description A Botswana mobile-money wallet (currency `BWP`); `phoneNumber` (international format) and `provider` both required.
         */
        BwpAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BWP_ACCOUNT";
            /** @description Mobile-money phone number in international format (`+` and country code). Primary identifier. */
            phoneNumber: string;
            /** @description The wallet provider (values not shown in the description). */
            provider: string;
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumBusinessFull"];
        };
        /**
         * CAD_ACCOUNT
         * @description A Canadian bank account (currency `CAD`). The CA corridor is announced but not yet live.
         */
        CadAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "CAD_ACCOUNT";
            /** @description Institution number, 3 digits. */
            bankCode: string;
            /** @description Transit (branch) number, 5 digits. */
            branchCode: string;
            /** @description Account number, 7 to 12 digits. Primary identifier. */
            accountNumber: string;
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["Beneficiary"];
        };
        /**
         * @description A card issued to a customer and funded from one of the customer's internal accounts.
         *     The full card number (PAN), the CVV and the full expiry are never part of the Card resource,
         *     its responses or its webhook payloads; show the card number with `POST /cards/{id}/reveal`.
         *     `last4`, `expMonth` and `expYear` are populated once the card is `ACTIVE` (and kept when it is
         *     later `FROZEN` or `CLOSED`).
         *
         *     Fields beyond the description's Card table (`authorizationDecision`, `createdAt`, `updatedAt`,
         *     and the shape of `currency`) are designed for this contract; the Card fields the description
         *     does not show are marked `x-designed` individually.
         * @example {
         *       "id": "Card:9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d",
         *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
         *       "cardholderId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
         *       "platformCardId": "pc_3f9b2a71c4d8",
         *       "form": "VIRTUAL",
         *       "fundingSource": "InternalAccount:5c1e8f2a-3b4d-4e6f-9a8b-7c6d5e4f3a21",
         *       "fundingSources": [
         *         "InternalAccount:5c1e8f2a-3b4d-4e6f-9a8b-7c6d5e4f3a21"
         *       ],
         *       "currency": "USD",
         *       "status": "ACTIVE",
         *       "state": "ACTIVE",
         *       "last4": "4242",
         *       "expMonth": 10,
         *       "expYear": 2029,
         *       "maxSpendPerTransaction": 50000,
         *       "maxSpendPerDay": 100000,
         *       "maxTransactionsPerDay": 10,
         *       "authorizationDecision": "SERVICE",
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:00:05Z"
         *     }
         */
        Card: {
            /** @description The live service's name of `customerId` (the same id). */
            readonly cardholderId: string;
            /** @description The live service's name of `status` (the same value). */
            readonly state: components["schemas"]["CardStatus"];
            /**
             * @description The live service's list of funding sources: the internal accounts bound to the card in the order
             *     authorization decisioning tries them (the first that can cover an authorization funds it; an
             *     embedded wallet only while the card holds an ACTIVE delegated key for it). Its first item is
             *     `fundingSource`. A closed card keeps showing its last binding (designed).
             */
            readonly fundingSources: string[];
            /**
             * @description The live service's reason for the card's `state`: `CLOSED_BY_PLATFORM` once the platform closed it with
             *     `PATCH /cards/{id}`; null otherwise (the simulator's issuer never rejects provisioning and the
             *     service never closes a card itself, so `ISSUER_REJECTED` and `CLOSED_BY_SERVICE` are not given).
             * @enum {string|null}
             */
            readonly stateReason?: "ISSUER_REJECTED" | "CLOSED_BY_PLATFORM" | "CLOSED_BY_SERVICE" | null;
            /** @description Service-assigned id, form `Card:<uuid>`. */
            readonly id: components["schemas"]["CardId"];
            /** @description The cardholder; a customer whose `kycStatus` is `APPROVED`. */
            customerId: components["schemas"]["CustomerId"];
            /** @description Generated by the server; any value supplied on create is ignored. Filter `GET /cards` with it. */
            readonly platformCardId: string;
            /**
             * @description Card form. Only `VIRTUAL` is issued in v1. `PHYSICAL` is planned and not yet available:
             *     it is listed here so that clients tolerate it when it ships, but the service never returns it
             *     in v1, and `POST /cards` accepts only `VIRTUAL`.
             * @enum {string}
             */
            form: "VIRTUAL" | "PHYSICAL";
            /** @description An InternalAccount id belonging to the cardholder, in a card-eligible currency (the first of `fundingSources`). Changed with `PATCH /cards/{id}`. */
            fundingSource: components["schemas"]["InternalAccountId"];
            /** @description Currency code of the card (a string, as the live service shows it), derived from the funding source at issue time (it does not change when the funding source changes). */
            readonly currency: components["schemas"]["CurrencyCode"];
            readonly status: components["schemas"]["CardStatus"];
            /** @description Last 4 digits of the card number; populated once the card is `ACTIVE`. */
            readonly last4?: string;
            /** @description Expiry month (1-12); populated once the card is `ACTIVE`. */
            readonly expMonth?: number;
            /** @description Expiry year, four digits; populated once the card is `ACTIVE`. */
            readonly expYear?: number;
            /**
             * Format: int64
             * @description Largest single authorization, in the smallest currency unit. An authorization for exactly the limit is
             *     allowed; a larger one is declined. A later clearing can settle above it (e.g. a tip). Always present,
             *     as in the live service: `null` when the card has no limit (a card created without it, or whose limit
             *     was removed). Only on card programs where the service makes the authorization decision
             *     (`authorizationDecision` `SERVICE`).
             */
            maxSpendPerTransaction: number | null;
            /**
             * Format: int64
             * @description Cumulative new spend per UTC calendar day, in the smallest currency unit. Refunds, reversals and
             *     expiries do not restore capacity that day. Absent: no limit.
             */
            maxSpendPerDay?: number;
            /**
             * @description Number of approved authorizations per UTC calendar day, each counting once. Reversals and expiries
             *     do not restore capacity. Absent: no limit.
             */
            maxTransactionsPerDay?: number;
            /**
             * @description Designed for this contract (the description distinguishes the two kinds of card program but shows no field):
             *     who makes authorization decisions on this card's program. `SERVICE`: the service decides and enforces
             *     `maxSpendPerTransaction`; `POST /cards/{id}/reveal` works. `ISSUER`: the issuer decides;
             *     `maxSpendPerTransaction` is not available and reveal answers 409 `CONFLICT` (use the issuer's
             *     challenge-based hosted flow instead).
             * @enum {string}
             */
            readonly authorizationDecision: "SERVICE" | "ISSUER";
            /** @description When the card was created. Designed for this contract. */
            readonly createdAt: components["schemas"]["Timestamp"];
            /** @description When the card last changed. Designed for this contract. */
            readonly updatedAt: components["schemas"]["Timestamp"];
        } & unknown;
        /**
         * @description Sandbox: an advice that the authorization `cardTransactionId` now stands at `amount` (the live service's body).
         * @example {
         *       "cardTransactionId": "Transaction:7d2f4e6a-1b3c-4d5e-8f9a-0b1c2d3e4f5a",
         *       "amount": 4200
         *     }
         */
        CardAuthorizationAdviceSimulation: {
            /** @description The `DEBIT` authorization, `AUTHORIZED` or `CONFIRMED`. */
            cardTransactionId: components["schemas"]["TransactionId"];
            /**
             * Format: int64
             * @description The new authorized amount in the smallest currency unit.
             */
            amount: number;
        };
        /**
         * @description Sandbox: simulate a merchant authorization on the card. The last 3 characters of `merchant.descriptor`
         *     select the outcome: `002` declined `INSUFFICIENT_FUNDS`; `003` declined `CARD_NOT_ACTIVE`; `005` delayed
         *     pull (`PENDING`, then `CONFIRMED` about 30 s later); `006` pull succeeds but confirmation reports failure
         *     (`EXCEPTION`); any other value approved (`AUTHORIZED`).
         * @example {
         *       "amount": 1250,
         *       "currency": {
         *         "code": "USD"
         *       },
         *       "merchant": {
         *         "descriptor": "BLUE BOTTLE SF 001",
         *         "mcc": "5814",
         *         "country": "US"
         *       }
         *     }
         */
        CardAuthorizationSimulation: {
            /**
             * Format: int64
             * @description Amount to authorize in the smallest currency unit. The positive minimum is designed for this contract.
             */
            amount: number;
            /** @description Currency of the amount, `{ code }` (a full Currency object is accepted too, as the live service's Currency); `code`, when given, must be the card's currency, else 400 `INVALID_CURRENCY`; without it the card's currency is meant (designed). */
            currency: {
                code?: components["schemas"]["CurrencyCode"];
                name?: string;
                symbol?: string;
                decimals?: number;
            };
            /** @description The merchant: `descriptor` (1 to 25 characters, else 400 `INVALID_INPUT`), `mcc`, `country`. */
            merchant: {
                /** @description Merchant descriptor, 1 to 25 characters; its last 3 characters select the simulated outcome. */
                descriptor: string;
                /** @description Merchant category code (ISO 18245, usually 4 digits), returned as sent. */
                mcc?: string;
                country?: components["schemas"]["CountryCode"];
            };
        };
        /** @description The answer of a simulated balance inquiry. `issuerTransactionToken` is the live service's answer; `available` is designed for this contract. */
        CardBalanceInquiryResult: {
            /** @description The issuer's token of the inquiry. */
            issuerTransactionToken: string;
            /** @description The funding account's available balance. */
            available: components["schemas"]["CurrencyAmount"];
        };
        /**
         * @description Sandbox: simulate a balance inquiry by `merchant` (the live service's body).
         * @example {
         *       "merchant": {
         *         "descriptor": "ATM MAIN ST 001",
         *         "mcc": "6011",
         *         "country": "US"
         *       }
         *     }
         */
        CardBalanceInquirySimulation: {
            merchant: components["schemas"]["CardMessageMerchant"];
        };
        /**
         * @description Sandbox: simulate the clearing of an authorization of this card. `amount` 0 means the authorization
         *     expires without clearing (`VOIDED`, `CARD_TRANSACTION.VOIDED` sent). An amount above `authorizedAmount`
         *     exercises the post-hoc pull of the difference (e.g. a tip); an amount below settles that amount and
         *     releases the rest.
         * @example {
         *       "cardTransactionId": "Transaction:7d2f4e6a-1b3c-4d5e-8f9a-0b1c2d3e4f5a",
         *       "amount": 1500
         *     }
         */
        CardClearingSimulation: {
            /** @description The `DEBIT` card transaction to clear, `AUTHORIZED` or `CONFIRMED`. */
            cardTransactionId: components["schemas"]["TransactionId"];
            /**
             * Format: int64
             * @description Amount to settle in the smallest currency unit; 0 voids the authorization.
             */
            amount: number;
        };
        /**
         * @description Issue a card. `customerId`, `form` and `fundingSource` are required (a missing one answers 400
         *     `INVALID_INPUT` naming it). The spend limits are optional; omit one for no limit. `platformCardId` is
         *     accepted and ignored (the server generates it).
         *
         *     The live service's names are accepted as input (answers carry both names): `cardholderId` for
         *     `customerId`; `fundingSources`, the ordered list of funding sources, whose first item is the
         *     description's `fundingSource` (each one is checked: the cardholder's, `ACTIVE`, card-eligible, and all
         *     in one currency, else 400 `FUNDING_SOURCE_INELIGIBLE`). Sending both names with different values
         *     (or a `fundingSource` other than the list's first item) answers 400 `INVALID_INPUT`.
         *     `threeDSecurePassword` is accepted and ignored.
         * @example {
         *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
         *       "form": "VIRTUAL",
         *       "fundingSource": "InternalAccount:5c1e8f2a-3b4d-4e6f-9a8b-7c6d5e4f3a21",
         *       "maxSpendPerTransaction": 50000,
         *       "maxSpendPerDay": 100000,
         *       "maxTransactionsPerDay": 10
         *     }
         */
        CardCreateRequest: {
            /** @description The cardholder; must have `kycStatus` `APPROVED`, else 400 `CARDHOLDER_KYC_NOT_APPROVED`. */
            customerId?: components["schemas"]["CustomerId"];
            /**
             * @description `VIRTUAL`. `PHYSICAL` is planned and not yet available; any other value answers 400 `INVALID_INPUT`.
             * @enum {string}
             */
            form: "VIRTUAL";
            /**
             * @description An InternalAccount id belonging to the cardholder, in a card-eligible currency; otherwise 400
             *     `FUNDING_SOURCE_INELIGIBLE` (an account that does not exist is not the cardholder's either, as the live
             *     service answers). Sandbox: an id whose last 3 characters are `002` (insufficient balance) or `003`
             *     (closed account) answers 400 `FUNDING_SOURCE_INELIGIBLE`.
             */
            fundingSource?: components["schemas"]["InternalAccountId"];
            /**
             * Format: int64
             * @description Largest single authorization in the smallest currency unit (an authorization for exactly the limit is
             *     allowed; a later clearing can settle above it). Only on card programs where the service makes the
             *     authorization decision; on an issuer-decides program it answers 400 `INVALID_INPUT` (designed).
             */
            maxSpendPerTransaction?: number;
            /**
             * Format: int64
             * @description Cumulative new spend per UTC calendar day in the smallest currency unit; refunds, reversals and expiries do not restore capacity that day.
             */
            maxSpendPerDay?: number;
            /** @description Approved authorizations per UTC calendar day, each counting once; reversals and expiries do not restore capacity. */
            maxTransactionsPerDay?: number;
            /** @description Ignored; the server generates `platformCardId`. */
            platformCardId?: string;
            /** @description Alias of `customerId` (the live service's name), accepted as input. */
            cardholderId?: components["schemas"]["CustomerId"];
            /**
             * @description The live service's ordered list of funding sources (the first is tried first by authorization
             *     decisioning, and is the card's `fundingSource`). Every one must belong to the cardholder, be `ACTIVE`
             *     and in a card-eligible currency, all in one currency; otherwise 400 `FUNDING_SOURCE_INELIGIBLE`. An
             *     embedded-wallet source funds authorizations only while the card holds an ACTIVE delegated key for it
             *     (`POST /auth/delegated-keys`). Naming one account twice answers 400 `INVALID_INPUT` (designed).
             */
            fundingSources?: components["schemas"]["InternalAccountId"][];
            /** @description Accepted for compatibility with the live service and ignored (virtual cards in the sandbox need no 3-D Secure password). */
            threeDSecurePassword?: string;
        };
        /**
         * @description Id of a Card, form `Card:<uuid>`.
         * @example Card:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        CardId: string;
        /** @description A page of cards, newest first. */
        CardList: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["Card"][];
        };
        /**
         * @description The merchant of a card authorization. `descriptor` is 1 to 25 characters. In the sandbox
         *     its last 3 characters select the simulated outcome (see `POST /sandbox/cards/{id}/simulate/authorization`).
         *     The object is taken from the simulate request; returning it on CardTransaction is designed for this contract
         *     (so a platform can show where the card was used).
         * @example {
         *       "descriptor": "BLUE BOTTLE SF 001",
         *       "mcc": "5814",
         *       "country": "US"
         *     }
         */
        CardMerchant: {
            /** @description Merchant name as it appears on statements, 1 to 25 characters (longer answers 400 `INVALID_INPUT`). */
            descriptor: string;
            /** @description Merchant category code (ISO 18245, usually 4 digits), as the authorization carried it. */
            mcc?: string;
            country?: components["schemas"]["CountryCode"];
        };
        /** @description The merchant of the further card simulations, as loose as the live CardMerchant: `descriptor` (its last 3 characters select the authorization outcome of a single-message authorization), `mcc`, `country`. */
        CardMessageMerchant: {
            descriptor: string;
            mcc?: string;
            country?: string;
        };
        /**
         * @description Sandbox: the body of the further simulations built like an authorization (credit
         *     authorization and its advice, single-message authorization and credit): the live
         *     service's SandboxCardAuthorizationRequest. `currency.code`, when given, must be the card's
         *     currency (400 `INVALID_CURRENCY`); without it the card's currency is meant (designed).
         * @example {
         *       "amount": 1250,
         *       "currency": {
         *         "code": "USD"
         *       },
         *       "merchant": {
         *         "descriptor": "BLUE BOTTLE SF 001",
         *         "mcc": "5814",
         *         "country": "US"
         *       }
         *     }
         */
        CardMessageSimulation: {
            /**
             * Format: int64
             * @description Amount in the smallest currency unit.
             */
            amount: number;
            /** @description Currency of the amount (a Currency object; `code` is the one read). */
            currency: {
                code?: string;
                name?: string;
                symbol?: string;
                decimals?: number;
            };
            merchant: components["schemas"]["CardMessageMerchant"];
        };
        /**
         * @description Sandbox: simulate a merchant refund (full or partial) of a settled purchase of this card. The purchase
         *     stays `SETTLED`; the refund is a new `CREDIT` card transaction linked by `originalTransactionId`.
         * @example {
         *       "cardTransactionId": "Transaction:7d2f4e6a-1b3c-4d5e-8f9a-0b1c2d3e4f5a",
         *       "amount": 500
         *     }
         */
        CardReturnSimulation: {
            /** @description The `SETTLED` `DEBIT` card transaction to refund. */
            cardTransactionId: components["schemas"]["TransactionId"];
            /**
             * Format: int64
             * @description Amount to refund in the smallest currency unit; at most the purchase's `settledAmount` minus earlier refunds (designed; above it answers 400 `INVALID_AMOUNT`).
             */
            amount: number;
        };
        /**
         * @description A short-lived signed URL of the card processor's iframe that displays the full card details.
         *     The URL expires within minutes: request a fresh one each time, right before rendering; never store,
         *     cache or log it. Every reveal is audit-logged.
         * @example {
         *       "panEmbedUrl": "https://cards.processor.example/embed/pan?t=eyJjYXJkIjoiOWE3YiJ9&sig=4b1f0c9d",
         *       "expiresAt": "2025-10-13T12:05:00Z"
         *     }
         */
        CardReveal: {
            /**
             * Format: uri
             * @description Signed URL for the processor's iframe. Never store, cache or log it.
             */
            panEmbedUrl: string;
            /** @description When the URL stops working (ISO 8601), within minutes of the call. */
            expiresAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description Status of a card.
         *     - `PENDING_KYC`: listed by the description but not seen in v1 (cards are only issued to customers whose `kycStatus` is `APPROVED`).
         *     - `PROCESSING`: returned synchronously by `POST /cards`; the issuer is provisioning the card and it cannot transact.
         *     - `ACTIVE`: provisioned (`CARD.STATUS_CHANGE` is sent with `last4`, `expMonth`, `expYear`); can transact.
         *     - `FROZEN`: temporarily blocked by the platform (`PATCH /cards/{id}`); authorizations are declined `CARD_NOT_ACTIVE`.
         *     - `CLOSED`: terminal; the card can no longer be changed and its slot is freed.
         *
         *     Transitions: `PROCESSING` -> `ACTIVE` (issuer), `ACTIVE` <-> `FROZEN` and `ACTIVE`/`FROZEN` -> `CLOSED` (PATCH).
         * @example ACTIVE
         * @enum {string}
         */
        CardStatus: "PENDING_KYC" | "PROCESSING" | "ACTIVE" | "FROZEN" | "CLOSED";
        /**
         * @description A movement on a card: a purchase (`DEBIT`) from its authorization to its clearing, or a refund (`CREDIT`).
         *     Seen in the description: `id` (form `Transaction:<uuid>`), `type` (`CREDIT` for refunds),
         *     `originalTransactionId`, `status`, `authorizedAmount`, `cardDeclinedReason`. Designed for this contract
         *     (the description does not show them): the `DEBIT` type, the `status` values, `cardId`, `settledAmount`,
         *     `currency`, `merchant`, `createdAt` and `updatedAt`.
         *
         *     Lifecycle (designed status values; the moves are the description's sandbox-observable ones):
         *     - authorization approved -> `AUTHORIZED` (funds pulled from the funding source).
         *     - authorization declined -> `DECLINED` with `cardDeclinedReason`.
         *     - delayed pull -> `PENDING`, then `CONFIRMED` when the pull completes (about 30 s in the sandbox).
         *       `CONFIRMED` is treated like `AUTHORIZED` afterwards.
         *     - pull succeeded but its confirmation reported failure -> `EXCEPTION` (high-urgency alert; terminal).
         *     - clearing with a positive amount -> `SETTLED` with `settledAmount` (above `authorizedAmount` means a post-hoc pull of the difference, e.g. a tip).
         *     - authorization expires without clearing (clearing amount 0) -> `VOIDED`; `CARD_TRANSACTION.VOIDED` is sent.
         *     - refund (full or partial) -> the purchase stays `SETTLED`; the refund is its own `CREDIT` transaction
         *       (status `SETTLED`) whose `originalTransactionId` is the purchase; its reversal -> `VOIDED`.
         *     - the further sandbox simulations the live service serves (designed moves): authorization advice
         *       changes an authorization's `authorizedAmount`; a credit authorization (or its advice) is a `CREDIT`
         *       without `originalTransactionId`, `AUTHORIZED` until cleared (`SETTLED`) or voided; a financial
         *       (single-message) authorization or credit is `SETTLED` at once. Every simulation from an authorization
         *       body follows the descriptor suffix table (live); a credit reads it so: `002` / `003` declined (nothing
         *       moves), `005` `PENDING` then `CONFIRMED` (a single-message credit settles at once), `006` `EXCEPTION`
         *       with nothing credited.
         * @example {
         *       "id": "Transaction:7d2f4e6a-1b3c-4d5e-8f9a-0b1c2d3e4f5a",
         *       "cardId": "Card:9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d",
         *       "type": "DEBIT",
         *       "status": "SETTLED",
         *       "authorizedAmount": {
         *         "amount": 1250,
         *         "currency": {
         *           "code": "USD",
         *           "name": "United States Dollar",
         *           "symbol": "$",
         *           "decimals": 2
         *         }
         *       },
         *       "settledAmount": {
         *         "amount": 1500,
         *         "currency": {
         *           "code": "USD",
         *           "name": "United States Dollar",
         *           "symbol": "$",
         *           "decimals": 2
         *         }
         *       },
         *       "currency": {
         *         "code": "USD",
         *         "name": "United States Dollar",
         *         "symbol": "$",
         *         "decimals": 2
         *       },
         *       "merchant": {
         *         "descriptor": "BLUE BOTTLE SF 001",
         *         "mcc": "5814",
         *         "country": "US"
         *       },
         *       "createdAt": "2025-10-13T12:10:00Z",
         *       "updatedAt": "2025-10-13T12:20:00Z"
         *     }
         */
        CardTransaction: {
            /** @description Form `Transaction:<uuid>`. */
            readonly id: components["schemas"]["TransactionId"];
            /** @description The card. Designed for this contract. */
            readonly cardId: components["schemas"]["CardId"];
            /**
             * @description `DEBIT` for a purchase (the value is designed for this contract), `CREDIT` for a refund.
             * @enum {string}
             */
            readonly type: "DEBIT" | "CREDIT";
            /** @description On a `CREDIT` that refunds a purchase (a return), the id of the purchase; absent on a credit authorization. */
            readonly originalTransactionId?: components["schemas"]["TransactionId"];
            /** @description The issuer's token of the transaction, the live service's field (also the answer of its sandbox simulations). */
            readonly issuerTransactionToken?: string;
            /**
             * @description Designed enum (the description names `PENDING`, `CONFIRMED`, `EXCEPTION`, `SETTLED`, `VOIDED` as
             *     observable states; `AUTHORIZED` and `DECLINED` are designed). `AUTHORIZED`: approved, funds held
             *     awaiting clearing. `DECLINED`: not approved, see `cardDeclinedReason`. `PENDING`: approved, the
             *     pull of funds is still in progress. `CONFIRMED`: the delayed pull completed; awaiting clearing like
             *     `AUTHORIZED`. `EXCEPTION`: the pull succeeded but its confirmation reported failure (high-urgency
             *     alert, needs reconciliation). `SETTLED`: cleared (purchases) or refunded (credits). `VOIDED`: the
             *     authorization expired without clearing.
             * @enum {string}
             */
            readonly status: "AUTHORIZED" | "DECLINED" | "PENDING" | "CONFIRMED" | "EXCEPTION" | "SETTLED" | "VOIDED";
            /**
             * @description On a `DEBIT`, the amount of the authorization (on a `DECLINED` one, the amount that was requested;
             *     nothing is held); on a `CREDIT`, the amount refunded. A CurrencyAmount as in the live service (the
             *     description names the field without its shape).
             */
            readonly authorizedAmount?: components["schemas"]["CurrencyAmount"];
            /** @description The cleared amount of a `SETTLED` purchase (may exceed `authorizedAmount` after a post-hoc pull), or the refunded amount of a `CREDIT`. A CurrencyAmount, the live service's field. */
            readonly settledAmount?: components["schemas"]["CurrencyAmount"];
            /**
             * @description The live service's field: `DEBIT` for a purchase, `CREDIT` for a refund (the same value as the description's `type`).
             * @enum {string}
             */
            readonly direction?: "DEBIT" | "CREDIT";
            /** @description The internal account that funds the card (the live service's field). */
            readonly accountId?: components["schemas"]["InternalAccountId"];
            /** @description The cardholder (the live service's field). */
            readonly customerId?: components["schemas"]["CustomerId"];
            /** @description The cardholder's `platformCustomerId` (the live service's field). */
            readonly platformCustomerId?: string;
            /** @description When the authorization was made (of a refund, when it was made). The live service's field. */
            readonly authorizedAt?: components["schemas"]["Timestamp"];
            /** @description Currency of the amounts (the card's currency). Designed for this contract. */
            readonly currency: components["schemas"]["Currency"];
            /**
             * @description Why a `DECLINED` authorization was declined. From the description: `INSUFFICIENT_FUNDS` (the funding
             *     source cannot cover the amount), `CARD_NOT_ACTIVE` (the card is not `ACTIVE`, e.g. `FROZEN`).
             *     Designed for this contract: `SPEND_LIMIT_EXCEEDED` (above `maxSpendPerTransaction`),
             *     `DAILY_SPEND_LIMIT_EXCEEDED` (would exceed `maxSpendPerDay`), `DAILY_TRANSACTION_LIMIT_EXCEEDED`
             *     (`maxTransactionsPerDay` reached), `DELEGATED_KEY_REQUIRED` (the card can draw on none of its funding
             *     sources: each is an embedded wallet for which it holds no ACTIVE delegated key).
             * @enum {string}
             */
            readonly cardDeclinedReason?: "INSUFFICIENT_FUNDS" | "CARD_NOT_ACTIVE" | "SPEND_LIMIT_EXCEEDED" | "DAILY_SPEND_LIMIT_EXCEEDED" | "DAILY_TRANSACTION_LIMIT_EXCEEDED" | "DELEGATED_KEY_REQUIRED";
            /** @description The merchant of the purchase (on a refund, the merchant of the purchase refunded). Designed for this contract. */
            readonly merchant?: components["schemas"]["CardMerchant"];
            /** @description When the transaction was created. Designed for this contract. */
            readonly createdAt: components["schemas"]["Timestamp"];
            /** @description When the transaction last changed. Designed for this contract. */
            readonly updatedAt: components["schemas"]["Timestamp"];
        } & (unknown & unknown & unknown & unknown);
        /**
         * @description A card transaction as the transaction list and `GET /transactions/{transactionId}` show it,
         *     as live: `type` `CARD` (the live discriminator), `direction` `DEBIT` for a purchase and
         *     `CREDIT` for a refund, and the fields of the card transaction itself (`CardTransaction`:
         *     its `status` values, amounts, merchant, funding account and cardholder). In Sandbox this is
         *     how the id of a simulated authorization is found for the clearing and return simulations.
         */
        CardTransactionEntry: {
            readonly id: components["schemas"]["TransactionId"];
            /**
             * @description `CARD`, the live service's value for a card transaction.
             * @enum {string}
             */
            readonly type: "CARD";
            readonly cardId: components["schemas"]["CardId"];
            /**
             * @description `DEBIT` for a purchase, `CREDIT` for a refund.
             * @enum {string}
             */
            readonly direction: "DEBIT" | "CREDIT";
            /**
             * @description The card transaction's status (see `CardTransaction.status`).
             * @enum {string}
             */
            readonly status: "AUTHORIZED" | "DECLINED" | "PENDING" | "CONFIRMED" | "EXCEPTION" | "SETTLED" | "VOIDED";
            readonly originalTransactionId?: components["schemas"]["TransactionId"];
            readonly issuerTransactionToken?: string;
            authorizedAmount?: components["schemas"]["CurrencyAmount"];
            settledAmount?: components["schemas"]["CurrencyAmount"];
            currency?: components["schemas"]["Currency"];
            /** @description Why a `DECLINED` authorization was declined (see `CardTransaction.cardDeclinedReason`). */
            readonly cardDeclinedReason?: string;
            merchant?: components["schemas"]["CardMerchant"];
            /** @description The internal account that funds the card. */
            readonly accountId: components["schemas"]["InternalAccountId"];
            readonly customerId?: components["schemas"]["CustomerId"];
            readonly platformCustomerId?: string;
            authorizedAt?: components["schemas"]["Timestamp"];
            readonly createdAt: components["schemas"]["Timestamp"];
            readonly updatedAt: components["schemas"]["Timestamp"];
        };
        /** @description A page of card transactions, newest first. */
        CardTransactionList: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["CardTransaction"][];
        };
        /**
         * @description Sandbox: names the card transaction a simulation acts on (the live service's body).
         * @example {
         *       "cardTransactionId": "Transaction:8e3a5f7b-2c4d-4e6f-9a0b-1c2d3e4f5a6b"
         *     }
         */
        CardTransactionReference: {
            /** @description The card transaction. */
            cardTransactionId: components["schemas"]["TransactionId"];
        };
        /**
         * @description Change a card's `status` and/or its `fundingSource` (at least one). Allowed status changes:
         *     `ACTIVE` -> `FROZEN`, `FROZEN` -> `ACTIVE`, `ACTIVE`/`FROZEN` -> `CLOSED` (terminal; frees a card slot).
         *     Any other requested transition answers 409 `INVALID_STATE_TRANSITION`; `CLOSED` on a closed card answers
         *     409 `CARD_ALREADY_CLOSED`; any other change to a closed card answers 409 `CARD_NOT_MUTABLE`.
         *     The live service's names are accepted as input: `state` for `status`; `fundingSources`, the new ordered
         *     list (it replaces the whole binding; `fundingSource` alone replaces it with that one account);
         *     `maxSpendPerTransaction` (integer, or null to remove the limit), on programs where the service decides
         *     authorizations. A close (`CLOSED`) cannot carry `fundingSource`, `fundingSources` or
         *     `maxSpendPerTransaction`: 400 `INVALID_INPUT` naming each (live).
         * @example {
         *       "status": "FROZEN"
         *     }
         */
        CardUpdateRequest: {
            /**
             * @description The requested status.
             * @enum {string}
             */
            status?: "ACTIVE" | "FROZEN" | "CLOSED";
            /**
             * @description New funding source (the card's only one afterwards): an InternalAccount id of the cardholder in the
             *     card's `currency`, else 400 `FUNDING_SOURCE_INELIGIBLE` (an account that does not exist included, as
             *     the live service answers). Sandbox: last 3 characters `002` or `003` answer 400
             *     `FUNDING_SOURCE_INELIGIBLE`. Not with a close.
             */
            fundingSource?: components["schemas"]["InternalAccountId"];
            /**
             * @description Alias of `status` (the live service's name), accepted as input.
             * @enum {string}
             */
            state?: "ACTIVE" | "FROZEN" | "CLOSED";
            /**
             * @description The live service's new ordered list of funding sources: it fully replaces the card's binding (the first
             *     becomes `fundingSource`). Each must belong to the cardholder, be `ACTIVE` and in the card's `currency`,
             *     else 400 `FUNDING_SOURCE_INELIGIBLE`. `CARD.FUNDING_SOURCE_CHANGE` is sent with the card. Not with a close.
             */
            fundingSources?: components["schemas"]["InternalAccountId"][];
            /**
             * Format: int64
             * @description New per-transaction limit (null removes it), as the live service takes it. Only on programs where the service decides authorizations; otherwise 400 `INVALID_INPUT` (designed). Not with a close.
             */
            maxSpendPerTransaction?: number | null;
        };
        /**
         * CNY_ACCOUNT
         * @description A Chinese destination (currency `CNY`). `bankName` always required. Wallet payout
         *     (individuals): `bankName` exactly `AliPay` or `WechatPay` plus `phoneNumber`. Bank
         *     transfer (business-to-business only): `accountNumber` with the beneficiary bank's
         *     name in `bankName`; `beneficiary.beneficiaryType` must be `BUSINESS`. Exactly one of
         *     the two shapes.
         */
        CnyAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "CNY_ACCOUNT";
            /** @description `AliPay` or `WechatPay` for wallet payouts; otherwise the beneficiary bank's name. */
            bankName: string;
            /** @description Mobile-money phone number in international format (`+` and country code). Primary identifier. */
            phoneNumber?: string;
            /** @description Bank account number. Primary identifier. */
            accountNumber?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["Beneficiary"];
        } & ({
            /** @enum {unknown} */
            bankName?: "AliPay" | "WechatPay";
            beneficiary?: {
                /** @constant */
                beneficiaryType?: "INDIVIDUAL";
            };
        } | {
            bankName?: unknown;
            beneficiary?: {
                /** @constant */
                beneficiaryType?: "BUSINESS";
            };
        });
        /**
         * @description A counterparty field a regulated platform requires for payments in a currency. The webhook for a pending payment supplies these fields so the platform can screen before approving.
         * @example {
         *       "name": "FULL_NAME",
         *       "mandatory": true
         *     }
         */
        ConfigCounterpartyField: {
            name: components["schemas"]["UserInfoFieldName"];
            /** @description True when the field must be supplied; false when it is requested if available. */
            mandatory: boolean;
        };
        /** @description A supported currency as sent in `PATCH /config` (without the read-only `providerRequiredCustomerFields`). `minAmount` must not exceed `maxAmount` (400 `INVALID_INPUT`). */
        ConfigSupportedCurrencyInput: {
            /** @description ISO 4217 currency code. */
            currencyCode: string;
            /** Format: int64 */
            minAmount: number;
            /** Format: int64 */
            maxAmount: number;
            /** @description Directions of payment enabled in this currency (the live service's field; `INCOMING` and `OUTGOING` unless set). */
            enabledTransactionTypes?: ("INCOMING" | "OUTGOING")[];
            requiredCounterpartyFields: components["schemas"]["ConfigCounterpartyField"][];
        };
        /**
         * @description Public HTTPS URL receiving webhooks (a string, as in the live shapes: a value that is
         *     not an absolute URL, or not https:// where required, is a 400 `INVALID_INPUT` naming
         *     the field from the simulator's check rather than the schema). Production requires `https://`; Sandbox also
         *     accepts `http://` on the loopback host (`127.0.0.1`, `localhost`, `[::1]`) so that a
         *     local receiver can be used (designed for this contract).
         * @example https://platform.example.com/webhooks/payments
         */
        ConfigWebhookEndpoint: string;
        /**
         * @description Present on a customer only where the customer's provider requires contact
         *     verification. Only the channels the provider requires are listed, each `PENDING` or
         *     `VERIFIED`. A hosted KYC link cannot be generated while a listed channel is not
         *     `VERIFIED` (409 `CONFLICT`).
         * @example {
         *       "email": "VERIFIED",
         *       "phone": "PENDING"
         *     }
         */
        ContactVerification: {
            email?: components["schemas"]["ContactVerificationStatus"];
            phone?: components["schemas"]["ContactVerificationStatus"];
        };
        /**
         * @description Designed for this contract. A verification code was sent on the channel; confirm it with the matching `/confirm` call before `expiresAt`. In Sandbox the code is always `000000`.
         * @example {
         *       "channel": "EMAIL",
         *       "status": "PENDING",
         *       "sentTo": "j***@example.com",
         *       "expiresAt": "2025-10-13T12:10:00Z"
         *     }
         */
        ContactVerificationCodeSent: {
            /** @enum {string} */
            channel: "EMAIL" | "PHONE";
            /** @description The channel's status, `PENDING` until confirmed. */
            status: components["schemas"]["ContactVerificationStatus"];
            /** @description Masked destination, e.g. `j***@example.com` or `+1******0123`. */
            sentTo?: string;
            expiresAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description The code received on the channel (6 digits; `000000` in Sandbox).
         * @example {
         *       "code": "000000"
         *     }
         */
        ContactVerificationConfirmRequest: {
            code: string;
        };
        /**
         * @description State of one contact channel. `PENDING` -> `VERIFIED` when the matching confirm call succeeds.
         * @enum {string}
         */
        ContactVerificationStatus: "PENDING" | "VERIFIED";
        /**
         * COP_ACCOUNT
         * @description A Colombian destination (currency `COP`), either a bank transfer (`bankName`,
         *     `accountNumber`, `bankAccountType` all required) or mobile money (`bankName` names
         *     the wallet, `phoneNumber` in international format). Exactly one of the two shapes.
         *     Beneficiary `documentType` (`CC`, `CE`, `TI`, `NIT`, `PP`) and `documentNumber` are
         *     needed by most banks.
         */
        CopAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "COP_ACCOUNT";
            /** @description Name of the bank (or of the mobile-money wallet). Required. */
            bankName: string;
            /** @description Bank account number. Primary identifier. */
            accountNumber?: string;
            /**
             * @description `CHECKING` or `SAVINGS`.
             * @enum {string}
             */
            bankAccountType?: "CHECKING" | "SAVINGS";
            /** @description Mobile-money phone number in international format (`+` and country code). Primary identifier. */
            phoneNumber?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["Beneficiary"] & {
                /** @enum {string} */
                documentType?: "CC" | "CE" | "TI" | "NIT" | "PP";
            };
        } & (unknown | unknown);
        /**
         * @description ISO 3166-1 alpha-2 country code.
         * @example US
         */
        CountryCode: string;
        /**
         * @description Id of a Credential, form `Credential:<uuid>`. The prefix of this id type is designed for this contract.
         * @example Credential:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        CredentialId: string;
        /**
         * @description A currency or asset and how its amounts are scaled.
         * @example {
         *       "code": "USD",
         *       "name": "United States Dollar",
         *       "symbol": "$",
         *       "decimals": 2
         *     }
         */
        Currency: {
            code: components["schemas"]["CurrencyCode"];
            /** @example United States Dollar */
            name: string;
            /** @example $ */
            symbol: string;
            /** @description Number of decimal places of the smallest unit (2 for USD: 1000 = $10.00). */
            decimals: number;
        };
        /**
         * @description An amount in the smallest unit of its currency.
         * @example {
         *       "amount": 12550,
         *       "currency": {
         *         "code": "USD",
         *         "name": "United States Dollar",
         *         "symbol": "$",
         *         "decimals": 2
         *       }
         *     }
         */
        CurrencyAmount: {
            /**
             * Format: int64
             * @description Amount in the smallest currency unit.
             */
            amount: number;
            currency: components["schemas"]["Currency"];
        };
        /**
         * @description ISO 4217 code for fiat currencies; asset code for crypto (`USDC`, `USDT`, `BTC`).
         * @example USD
         */
        CurrencyCode: string;
        /**
         * @description A customer of the platform: an individual (`kycStatus`) or a business (`kybStatus`),
         *     selected by `customerType`. Bank-account details are not kept on the customer; use the
         *     external accounts endpoints. Customer webhooks carry this object in full.
         */
        Customer: components["schemas"]["IndividualCustomer"] | components["schemas"]["BusinessCustomer"];
        /**
         * @description Designed for this contract (the description names the field, not its values). Yearly income (revenue for businesses), in USD.
         * @enum {string}
         */
        CustomerAnnualIncomeRange: "LESS_THAN_25K" | "FROM_25K_TO_50K" | "FROM_50K_TO_100K" | "FROM_100K_TO_250K" | "FROM_250K_TO_1M" | "MORE_THAN_1M" | "UNDER_50K" | "RANGE_50K_100K" | "RANGE_100K_250K" | "RANGE_250K_1M" | "OVER_1M";
        /** @description Fields common to individual and business customers, as `GET /customers/{customerId}` returns them. */
        CustomerBase: {
            /** @description Service-assigned customer id, form `Customer:<uuid>`. */
            readonly id: components["schemas"]["CustomerId"];
            /** @description The platform's own id for the customer; reusing it avoids duplicates (a second active customer with the same value is refused with 409 `CONFLICT`). */
            platformCustomerId?: string;
            customerType: components["schemas"]["CustomerType"];
            /** @description The customer's region, as on the live service (e.g. `US`). Kept as sent at creation; a PATCH does not change it. */
            region?: string;
            /** @description True once the customer was deleted (`DELETE /customers/{customerId}`), as on the live service; absent otherwise. */
            readonly isDeleted?: boolean;
            umaAddress?: components["schemas"]["CustomerUmaAddress"];
            /**
             * Format: email
             * @description Email address of the customer.
             */
            email?: string;
            phoneNumber?: components["schemas"]["CustomerPhoneNumber"];
            /** @description Residential address (individuals) or physical address (businesses); needs all required fields including the country code. */
            address?: components["schemas"]["Address"];
            contactVerification?: components["schemas"]["ContactVerification"];
            /** @description The customer's recorded acceptance of the end-user terms (as the live service has it), as last given on `POST` or `PATCH /customers`; absent until one is recorded. */
            readonly endUserTermsConsent?: components["schemas"]["EndUserTermsConsent"];
            sourceOfFundsCategories?: components["schemas"]["CustomerSourceOfFundsCategory"][];
            /** @description Required when `sourceOfFundsCategories` includes `OTHER`. */
            sourceOfFundsOtherDescription?: string;
            sourceOfWealthCategories?: components["schemas"]["CustomerSourceOfWealthCategory"][];
            /** @description Required when `sourceOfWealthCategories` includes `OTHER`. */
            sourceOfWealthOtherDescription?: string;
            purposeOfAccount?: components["schemas"]["CustomerPurposeOfAccount"];
            /** @description Expected number of transactions per month: a count (designed), or the live service's band (`COUNT_UNDER_10` ... `COUNT_OVER_1000`), as sent. */
            expectedMonthlyTransactionCount?: number | ("COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000");
            /** @description Expected monthly volume: USD cents (designed), or the live service's band (`VOLUME_UNDER_10K` ... `VOLUME_OVER_10M`), as sent. */
            expectedMonthlyTransactionVolume?: number | ("VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M");
            annualIncomeRange?: components["schemas"]["CustomerAnnualIncomeRange"];
            netWorthRange?: components["schemas"]["CustomerNetWorthRange"];
            pepStatus?: components["schemas"]["CustomerPepStatus"];
            readonly createdAt: components["schemas"]["Timestamp"];
            readonly updatedAt: components["schemas"]["Timestamp"];
        } & components["schemas"]["CustomerCategoryRules"];
        /**
         * @description Designed for this contract (multipart form). `file` is a UTF-8 CSV with a header row
         *     naming its columns (any order; unknown columns are refused). Columns: `umaAddress`,
         *     `platformCustomerId`, `customerType` (required: `INDIVIDUAL` or `BUSINESS`),
         *     `fullName`, `birthDate` (`YYYY-MM-DD`), `addressLine1`, `addressLine2`, `city`,
         *     `state`, `postalCode`, `country` (ISO 3166-1 alpha-2), `businessLegalName`,
         *     `platformAccountId`, `description`, `email`, `businessRegistrationNumber`,
         *     `businessTaxId`. Each row is validated like `POST /customers` (the address columns
         *     form `address`, the `business*` columns form `businessInfo`); `platformAccountId` and
         *     `description` are accepted and kept on the import only (their use is not shown).
         */
        CustomerBulkCsvUploadRequest: {
            /**
             * Format: binary
             * @description The CSV file.
             */
            file: string;
        };
        /**
         * @description Identifying information of a business customer. For verification a business needs its
         *     legal name, DBA name if any, physical address (the customer's `address`), countries of
         *     operation and a tax or registration number. In Sandbox the last 3 characters of
         *     `registrationNumber` drive the KYB outcome (see `POST /customers`). In updates the
         *     given fields replace the stored ones; omitted fields are kept.
         * @example {
         *       "legalName": "Acme Widgets Inc.",
         *       "doingBusinessAs": "Acme",
         *       "registrationNumber": "C4567890999",
         *       "taxId": "12-3456789",
         *       "countriesOfOperation": [
         *         "US"
         *       ]
         *     }
         */
        CustomerBusinessInfo: {
            /** @description Registered legal name. */
            legalName?: string;
            /** @description Trading (DBA) name, if any. */
            doingBusinessAs?: string;
            /** @description Company registration number. */
            registrationNumber?: string;
            /** @description Tax identification number (e.g. EIN). */
            taxId?: string;
            /** @description Countries where the business operates (ISO 3166-1 alpha-2). */
            countriesOfOperation?: components["schemas"]["CountryCode"][];
            /** @description Designed for this contract. Date of incorporation or formation. */
            incorporationDate?: components["schemas"]["Date"];
            /**
             * Format: uri
             * @description Designed for this contract. Public website of the business.
             */
            website?: string;
        };
        /**
         * @description Each `*Categories` field that includes `OTHER` also requires its `*OtherDescription`
         *     (`sourceOfFundsCategories` -> `sourceOfFundsOtherDescription`,
         *     `sourceOfWealthCategories` -> `sourceOfWealthOtherDescription`).
         */
        CustomerCategoryRules: unknown & unknown;
        /** @description Body of `POST /customers`, selected by `customerType` (required). Read-only fields (`id`, `kycStatus`, `kybStatus`, `contactVerification`, timestamps) are not accepted. */
        CustomerCreateRequest: components["schemas"]["IndividualCustomerCreateRequest"] | components["schemas"]["BusinessCustomerCreateRequest"];
        /**
         * @description Id of a Customer, form `Customer:<uuid>`.
         * @example Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        CustomerId: string;
        /** @description A page of customers. */
        CustomerList: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["Customer"][];
        };
        /**
         * @description Designed for this contract (the description names the field, not its values). Net worth, in USD.
         * @enum {string}
         */
        CustomerNetWorthRange: "LESS_THAN_50K" | "FROM_50K_TO_250K" | "FROM_250K_TO_1M" | "FROM_1M_TO_5M" | "MORE_THAN_5M" | "UNDER_100K" | "RANGE_100K_500K" | "RANGE_500K_1M" | "RANGE_1M_5M" | "RANGE_5M_25M" | "OVER_25M";
        /**
         * @description Designed for this contract (the description names the field, not its values). Politically exposed person status.
         * @enum {string}
         */
        CustomerPepStatus: "NOT_PEP" | "PEP" | "PEP_FAMILY_MEMBER" | "PEP_CLOSE_ASSOCIATE" | "NONE" | "DOMESTIC" | "FOREIGN" | "HIO" | "FAMILY_OR_ASSOCIATE";
        /**
         * @description Phone number in strict E.164 form, as live, `+` then up to 15 digits, the first not 0; another form is refused 400 `INVALID_INPUT` naming the field.
         * @example +14155550123
         */
        CustomerPhoneNumber: string;
        /**
         * @description Designed for this contract (the description names the field, not its values). Main intended use of the account.
         * @enum {string}
         */
        CustomerPurposeOfAccount: "PERSONAL_SPENDING" | "SAVINGS" | "INVESTMENTS" | "SENDING_REMITTANCES" | "RECEIVING_PAYMENTS" | "BUSINESS_PAYMENTS" | "PAYROLL" | "TREASURY_MANAGEMENT" | "OTHER" | "CONTRACTOR_PAYOUTS" | "CREATOR_PAYOUTS" | "EMPLOYEE_PAYOUTS" | "MARKETPLACE_SELLER_PAYOUTS" | "SUPPLIER_PAYMENTS" | "CROSS_BORDER_B2B" | "AR_AUTOMATION" | "AP_AUTOMATION" | "EMBEDDED_PAYMENTS" | "PLATFORM_FEE_COLLECTION" | "P2P_TRANSFERS" | "CHARITABLE_DONATIONS";
        /**
         * @description Designed for this contract (the description names the field, not its values). Where the customer's funds come from. `OTHER` requires `sourceOfFundsOtherDescription`.
         * @enum {string}
         */
        CustomerSourceOfFundsCategory: "EMPLOYMENT_INCOME" | "BUSINESS_INCOME" | "SAVINGS" | "INVESTMENTS" | "INHERITANCE" | "GIFT" | "SALE_OF_PROPERTY" | "SALE_OF_BUSINESS" | "PENSION_OR_RETIREMENT" | "LOAN" | "GOVERNMENT_BENEFITS" | "OTHER" | "SALARY" | "SELF_EMPLOYMENT_INCOME" | "INVESTMENT_INCOME" | "PENSION" | "RENTAL_INCOME" | "SALE_OF_ASSETS" | "OPERATING_REVENUE" | "LOANS" | "VENTURE_CAPITAL" | "PERSONAL_SAVINGS" | "DONATIONS";
        /**
         * @description Designed for this contract (the description names the field, not its values). How the customer's overall wealth was built. `OTHER` requires `sourceOfWealthOtherDescription`.
         * @enum {string}
         */
        CustomerSourceOfWealthCategory: "EMPLOYMENT" | "BUSINESS_OWNERSHIP" | "INVESTMENTS" | "INHERITANCE" | "REAL_ESTATE" | "SAVINGS" | "GIFT" | "OTHER" | "SALARY" | "BUSINESS_INCOME" | "PROPERTY_SALE" | "RETIREMENT";
        /**
         * @description Kind of customer; the discriminator of Customer and of the create and update requests.
         * @enum {string}
         */
        CustomerType: "INDIVIDUAL" | "BUSINESS";
        /**
         * @description An UMA address, `$<user>@<domain>`; the domain is normally the platform's `umaDomain`.
         * @example $jane.doe@uma.example.com
         */
        CustomerUmaAddress: string;
        /** @description Body of `PATCH /customers/{customerId}`. `customerType` is the required discriminator and must equal the customer's type (else 400 `INVALID_INPUT`). */
        CustomerUpdateRequest: components["schemas"]["IndividualCustomerUpdateRequest"] | components["schemas"]["BusinessCustomerUpdateRequest"];
        /**
         * Format: date
         * @description Calendar date `YYYY-MM-DD`; must be a valid date.
         * @example 1990-02-28
         */
        Date: string;
        /**
         * @description A P-256 key pair generated and kept by the service (`publicKey` identifies it; the private
         *     key is never answered) that lets the card's authorizations draw on one embedded wallet
         *     for one card, without a session. `PENDING` after the creation's second leg (it cannot
         *     sign), `ACTIVE` after the third, `REVOKED` after DELETE. `fundingSourceId` is the
         *     wallet's internal account id (designed: card funding sources are internal accounts here).
         * @example {
         *       "id": "DelegatedKey:3c8f5e0a-9a1b-4c7d-8e2f-1a2b3c4d5e6f",
         *       "cardId": "Card:7d1f2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
         *       "fundingSourceId": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
         *       "accountId": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
         *       "publicKey": "02bbd65adfcbda16c7807b81baf1976f6779be33e970230ba759bf4d58d4763a59",
         *       "nickname": "Card spend",
         *       "status": "ACTIVE",
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:00:00Z"
         *     }
         */
        DelegatedKey: {
            id: string;
            cardId: string;
            fundingSourceId: string;
            accountId: string;
            publicKey: string;
            nickname: string;
            status: components["schemas"]["DelegatedKeyStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description Registers a delegated signer for card spend from one embedded wallet (signed). */
        DelegatedKeyCreateRequest: {
            cardId: string;
            internalAccountId: string;
            nickname: string;
        };
        /**
         * @description Id of a DelegatedKey, form `DelegatedKey:<uuid>`. The prefix of this id type is designed for this contract.
         * @example DelegatedKey:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        DelegatedKeyId: string;
        DelegatedKeyListResponse: {
            data: components["schemas"]["DelegatedKey"][];
        };
        /** @description A leg of a delegated-key creation to sign (the first call and the first signed retry answer one; the same fields as SignedRequestChallenge). */
        DelegatedKeySignedRequestChallenge: {
            payloadToSign: string;
            requestId: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /** @enum {string} */
        DelegatedKeyStatus: "PENDING" | "ACTIVE" | "REVOKED";
        /**
         * @description A bank (or mobile-money wallet) usable as `accountInfo.bankName`.
         * @example {
         *       "bankName": "BDO_UNIBANK",
         *       "displayName": "BDO Unibank",
         *       "country": "PH",
         *       "currency": "PHP"
         *     }
         */
        Discovery: {
            /** @description Exact value to use as `bankName` when creating an external account. */
            bankName: string;
            /** @description Label to show users. */
            displayName: string;
            country: components["schemas"]["CountryCode"];
            currency: components["schemas"]["CurrencyCode"];
        };
        /** @description The discoveries list: `{ data }` only, not paged. */
        DiscoveryList: {
            data: components["schemas"]["Discovery"][];
        };
        /**
         * @description Designed for this contract (the description names `GET /uma-providers` without its body). An UMA provider (VASP or wallet operator) whose users have UMA addresses `$user@<domain>`.
         * @example {
         *       "name": "Example Wallet",
         *       "domain": "wallet.example.com",
         *       "allowListStatus": true,
         *       "countries": [
         *         "US",
         *         "MX"
         *       ],
         *       "supportedRegions": [
         *         "US",
         *         "MX"
         *       ],
         *       "supportedCurrencies": [
         *         {
         *           "code": "USD",
         *           "name": "United States Dollar",
         *           "symbol": "$",
         *           "decimals": 2
         *         },
         *         {
         *           "code": "MXN",
         *           "name": "Mexican Peso",
         *           "symbol": "$",
         *           "decimals": 2
         *         }
         *       ]
         *     }
         */
        DiscoveryUmaProvider: {
            /** @description Display name. */
            name: string;
            /** @description UMA domain of the provider's users. */
            domain: string;
            /** Format: uri */
            logoUrl?: string;
            /** @description Countries where the provider operates. */
            countries?: components["schemas"]["CountryCode"][];
            /** @description The live service's name of `countries`. */
            supportedRegions?: components["schemas"]["CountryCode"][];
            /** @description Currencies its users can receive, as Currency objects (the live shape). */
            supportedCurrencies?: components["schemas"]["Currency"][];
            /** @description Whether the provider is on the platform's allowlist (the live service's field). */
            allowListStatus?: boolean;
        };
        /** @description Designed for this contract. A page of UMA providers. */
        DiscoveryUmaProviderList: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["DiscoveryUmaProvider"][];
        };
        /**
         * @description Designed for this contract (the description names `GET /vasps` without its body). A
         *     virtual asset service provider that can hold a crypto destination, used to name the
         *     counterparty custodian of hosted (`THIRD_PARTY` or custodial) crypto wallet accounts
         *     for Travel Rule purposes.
         * @example {
         *       "id": "vasp_coinbase",
         *       "name": "Coinbase",
         *       "legalName": "Coinbase Inc.",
         *       "country": "US",
         *       "website": "https://www.coinbase.com"
         *     }
         */
        DiscoveryVasp: {
            /** @description Stable identifier of the VASP. */
            id: string;
            /** @description Display name. */
            name: string;
            /** @description The display name under the live service's field name (same as `name`). */
            vaspName?: string;
            /**
             * Format: uri
             * @description The website under the live service's field name (same as `website`).
             */
            url?: string;
            /** @description Registered legal name. */
            legalName?: string;
            country: components["schemas"]["CountryCode"];
            /** Format: uri */
            website?: string;
            /** @description Legal Entity Identifier, when known. */
            lei?: string;
        };
        /** @description Designed for this contract. A page of VASPs. */
        DiscoveryVaspList: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["DiscoveryVasp"][];
        };
        /**
         * @description An uploaded document. The file content itself is not returned.
         * @example {
         *       "id": "Document:4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
         *       "documentHolder": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
         *       "documentType": "DRIVERS_LICENSE",
         *       "side": "FRONT",
         *       "country": "US",
         *       "documentNumber": "D1234567",
         *       "issuingAuthority": "California DMV",
         *       "fileName": "license-front.jpg",
         *       "contentType": "image/jpeg",
         *       "size": 482133,
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:00:00Z"
         *     }
         */
        Document: {
            readonly id: components["schemas"]["DocumentId"];
            documentHolder: components["schemas"]["DocumentHolderId"];
            documentType: components["schemas"]["DocumentType"];
            side?: components["schemas"]["DocumentSide"];
            country?: components["schemas"]["CountryCode"];
            /** @description Number of the identity document. */
            documentNumber?: string;
            /** @description Authority that issued the identity document. */
            issuingAuthority?: string;
            /** @description Designed for this contract. Name of the uploaded file. */
            readonly fileName?: string;
            /** @description Designed for this contract. Type of the uploaded file. */
            readonly contentType?: components["schemas"]["DocumentFileType"];
            /** @description Designed for this contract. File size in bytes. */
            readonly size?: number;
            readonly createdAt: components["schemas"]["Timestamp"];
            readonly updatedAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description Accepted file types (10 MB or smaller).
         * @enum {string}
         */
        DocumentFileType: "application/pdf" | "image/jpeg" | "image/png";
        /**
         * @description Id of the customer or beneficial owner the document belongs to.
         * @example Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        DocumentHolderId: string;
        /**
         * @description Id of a Document, form `Document:<uuid>`.
         * @example Document:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        DocumentId: string;
        /** @description A page of documents. */
        DocumentList: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["Document"][];
        };
        /** @description Designed for this contract (the description says only that PUT replaces). Multipart form of `PUT /documents/{documentId}`. Replaces the document's file and metadata; the holder cannot change. `file` is a PDF, JPEG or PNG of 10 MB or smaller. */
        DocumentReplaceRequest: {
            documentType: components["schemas"]["DocumentType"];
            side?: components["schemas"]["DocumentSide"];
            country?: components["schemas"]["CountryCode"];
            /** @description Required for identity documents. */
            documentNumber?: string;
            /** @description Required for identity documents. */
            issuingAuthority?: string;
            /**
             * Format: binary
             * @description The document: `application/pdf`, `image/jpeg` or `image/png`, 10 MB or smaller.
             */
            file: string;
        } & components["schemas"]["DocumentRules"];
        /**
         * @description Conditional requirements of document uploads: identity documents (`PASSPORT`,
         *     `DRIVERS_LICENSE`, `NATIONAL_ID`) require `documentNumber` and `issuingAuthority`;
         *     `DRIVERS_LICENSE` and `NATIONAL_ID` require `side`; a `PASSPORT` is one image (no
         *     `side`, or `FRONT`).
         */
        DocumentRules: unknown & unknown & unknown;
        /**
         * @description `FRONT` or `BACK` for two-sided documents (`DRIVERS_LICENSE`, `NATIONAL_ID`). A passport is one image.
         * @enum {string}
         */
        DocumentSide: "FRONT" | "BACK";
        /**
         * @description Type of a document. Identity documents: `PASSPORT` (one image), `DRIVERS_LICENSE` and
         *     `NATIONAL_ID` (separate `FRONT` and `BACK` images). Proof of address (requested in
         *     some jurisdictions and for some currencies, dated within the last 3 months):
         *     `UTILITY_BILL`, `ELECTRICITY_BILL`, `RENT_OR_LEASE_AGREEMENT`, `BANK_STATEMENT`,
         *     `TAX_RETURN`. Business documents, by the live service's categories: legal presence
         *     (`CERTIFICATE_OF_INCORPORATION`, `ARTICLES_OF_INCORPORATION`, `ARTICLES_OF_ASSOCIATION`,
         *     `STATE_REGISTRY_EXCERPT`), ownership structure (`SHAREHOLDER_REGISTER`,
         *     `TRUST_AGREEMENT`, `PARTNERSHIP_AGREEMENT`), control structure (`DIRECTOR_REGISTRY`,
         *     `TRUST_AGREEMENT`, `STATE_COMPANY_REGISTRY`, `PARTNERSHIP_CONTROL_AGREEMENT`); every
         *     other value of its list is accepted too (`PROOF_OF_ADDRESS`, ..., `SELFIE`, `OTHER`).
         *     Names designed earlier for this contract, still accepted: `FORMATION_DOCUMENT`,
         *     `OWNERSHIP_STRUCTURE`, `TAX_ID_DOCUMENT`, `BUSINESS_LICENSE`,
         *     `CERTIFICATE_OF_GOOD_STANDING`, `OTHER_BUSINESS_DOCUMENT`.
         * @enum {string}
         */
        DocumentType: "PASSPORT" | "DRIVERS_LICENSE" | "NATIONAL_ID" | "UTILITY_BILL" | "ELECTRICITY_BILL" | "RENT_OR_LEASE_AGREEMENT" | "BANK_STATEMENT" | "TAX_RETURN" | "FORMATION_DOCUMENT" | "OWNERSHIP_STRUCTURE" | "TAX_ID_DOCUMENT" | "BUSINESS_LICENSE" | "CERTIFICATE_OF_GOOD_STANDING" | "OTHER_BUSINESS_DOCUMENT" | "PROOF_OF_ADDRESS" | "CERTIFICATE_OF_INCORPORATION" | "ARTICLES_OF_INCORPORATION" | "ARTICLES_OF_ASSOCIATION" | "STATE_REGISTRY_EXCERPT" | "GOOD_STANDING_CERTIFICATE" | "INFORMATION_STATEMENT" | "INCUMBENCY_CERTIFICATE" | "SHAREHOLDER_REGISTER" | "POWER_OF_ATTORNEY" | "DIRECTOR_REGISTRY" | "TRUST_AGREEMENT" | "STATE_COMPANY_REGISTRY" | "PARTNERSHIP_CONTROL_AGREEMENT" | "PARTNERSHIP_AGREEMENT" | "SELFIE" | "OTHER";
        /** @description Multipart form of `POST /documents`. `file` is a PDF, JPEG or PNG of 10 MB or smaller. */
        DocumentUploadRequest: {
            documentHolder: components["schemas"]["DocumentHolderId"];
            documentType: components["schemas"]["DocumentType"];
            side?: components["schemas"]["DocumentSide"];
            country?: components["schemas"]["CountryCode"];
            /** @description Required for identity documents. */
            documentNumber?: string;
            /** @description Required for identity documents. */
            issuingAuthority?: string;
            /**
             * Format: binary
             * @description The document: `application/pdf`, `image/jpeg` or `image/png`, 10 MB or smaller.
             */
            file: string;
        } & components["schemas"]["DocumentRules"];
        /**
         * EGP_ACCOUNT
         * @description An Egyptian destination (currency `EGP`). `bankName` always required. Bank transfer:
         *     `iban` (29 characters, starts `EG`). Mobile money: `phoneNumber`. Exactly one of the
         *     two shapes.
         */
        EgpAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "EGP_ACCOUNT";
            /** @description Name of the bank (or of the mobile-money wallet). Required. */
            bankName: string;
            /** @description IBAN, 29 characters, starts `EG`. Primary identifier. */
            iban?: string;
            /** @description Mobile-money phone number in international format (`+` and country code). Primary identifier. */
            phoneNumber?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["Beneficiary"];
        } & (unknown | unknown);
        EmailOtpCredentialCreateRequest: components["schemas"]["AuthCredentialCreateRequest"] & {
            /** @enum {string} */
            type: "EMAIL_OTP";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "EMAIL_OTP";
        };
        EmailOtpCredentialVerifyRequest: components["schemas"]["AuthCredentialVerifyRequest"] & {
            /** @enum {string} */
            type: "EMAIL_OTP";
            /** @description JSON text `{encappedPublic, ciphertext}` (hex), as `formatHpkeBuf` returns it. */
            encryptedOtpBundle: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "EMAIL_OTP";
        };
        /**
         * @description The platform's embedded-wallet settings, as the live service names them: the app name
         *     and logo shown to customers, the one-time code's length, alphabet and lifetime, and the
         *     sender of the code's email. Kept and answered as given. Setting it (an empty object
         *     will do) provisions each customer's self-custodial wallet as an internal account of
         *     type `EMBEDDED_WALLET` with a default `EMAIL_OTP` credential on the customer's email
         *     (the live service's provisioning). The sandbox's fixed one-time code stays `000000`
         *     whatever `otpLength` and `alphanumeric` say.
         */
        EmbeddedWalletConfig: {
            appName?: string;
            /** Format: uri */
            logoUrl?: string;
            otpLength?: number;
            alphanumeric?: boolean;
            expirationSeconds?: number;
            /** Format: email */
            sendFromEmailAddress?: string;
            sendFromEmailSenderName?: string;
            /** Format: email */
            replyToEmailAddress?: string;
        };
        /**
         * @description The end-user terms customers must accept, `{version, url}`.
         * @example {
         *       "version": "2025-10-01",
         *       "url": "https://example.com/legal/end-user-terms/2025-10-01"
         *     }
         */
        EndUserTerms: {
            /** @description Version identifier of the terms; name it as `endUserTermsConsent.termsVersion` of the customer. */
            version: string;
            /**
             * Format: uri
             * @description Where the terms can be read.
             */
            url: string;
        };
        /**
         * @description How the customer affirmatively accepted the end-user terms.
         * @enum {string}
         */
        EndUserTermsAcceptanceMethod: "CHECKBOX" | "CLICK_TO_ACCEPT";
        /** @description The customer's recorded acceptance of the end-user terms. */
        EndUserTermsConsent: components["schemas"]["EndUserTermsConsentRequest"];
        /**
         * @description Evidence that the customer accepted the end-user terms, given on `POST` or
         *     `PATCH /customers` (as on the live service) and recorded on the customer as
         *     `endUserTermsConsent`. A `termsVersion` that is not a supported version of the terms
         *     -> 400 `END_USER_TERMS_VERSION_NOT_FOUND`, nothing recorded (the supported versions
         *     are designed: spec/rules/sandbox-kyc.yaml `endUserTerms`; the current one is what
         *     `GET /customers/end-user-terms` answers).
         * @example {
         *       "acceptedAt": "2025-10-13T12:00:00Z",
         *       "ipAddress": "198.51.100.24",
         *       "termsVersion": "2025-10-01",
         *       "acceptanceMethod": "CHECKBOX"
         *     }
         */
        EndUserTermsConsentRequest: {
            /**
             * Format: date-time
             * @description When the customer accepted the terms.
             */
            acceptedAt: string;
            /** @description IP address of the device the customer accepted the terms on. */
            ipAddress: string;
            /** @description The version of the terms accepted (`GET /customers/end-user-terms` answers the current one). */
            termsVersion: string;
            acceptanceMethod: components["schemas"]["EndUserTermsAcceptanceMethod"];
        };
        /**
         * @description The error body of every status. `code` is one of the codes listed for that status.
         * @example {
         *       "code": "INVALID_INPUT",
         *       "reason": "2 fields are invalid",
         *       "details": {
         *         "errors": [
         *           {
         *             "field": "birthDate",
         *             "in": "body",
         *             "code": "INVALID_FORMAT",
         *             "reason": "must be a valid date (YYYY-MM-DD)"
         *           }
         *         ]
         *       }
         *     }
         */
        Error: {
            /** @description Machine-readable error code. */
            code: string;
            /** @description Human-readable message saying what failed and how to fix the request. */
            reason: string;
            /** @description Free-form details. On field validation failures `details.errors[]` lists one FieldError per invalid field. */
            details?: {
                errors?: components["schemas"]["FieldError"][];
                /** @description Designed for this contract. Present when `errors[]` lists only the first of more invalid fields (the simulator lists at most 100, `spec/rules/limits.yaml` fieldErrors.max): how many fields were found invalid in all. */
                totalErrors?: number;
            } & {
                [key: string]: unknown;
            };
        };
        /** @description 400 Bad Request. The request is invalid; the `code` says which rule failed. */
        Error400: components["schemas"]["Error"] & {
            /** @enum {string} */
            code?: "INVALID_INPUT" | "END_USER_TERMS_VERSION_NOT_FOUND" | "MISSING_MANDATORY_USER_INFO" | "INVITATION_ALREADY_CLAIMED" | "INVITATIONS_NOT_CONFIGURED" | "INVALID_UMA_ADDRESS" | "INVITATION_CANCELLED" | "INVITATION_EXPIRED" | "QUOTE_REQUEST_FAILED" | "INVALID_PAYREQ_RESPONSE" | "INVALID_RECEIVER" | "PARSE_PAYREQ_RESPONSE_ERROR" | "CERT_CHAIN_INVALID" | "CERT_CHAIN_EXPIRED" | "INVALID_PUBKEY_FORMAT" | "MISSING_REQUIRED_UMA_PARAMETERS" | "SENDER_NOT_ACCEPTED" | "AMOUNT_OUT_OF_RANGE" | "INVALID_CURRENCY" | "INVALID_TIMESTAMP" | "INVALID_NONCE" | "INVALID_REQUEST_FORMAT" | "INVALID_BANK_ACCOUNT" | "SELF_PAYMENT" | "LOOKUP_REQUEST_FAILED" | "PARSE_LNURLP_RESPONSE_ERROR" | "INVALID_AMOUNT" | "WEBHOOK_ENDPOINT_NOT_SET" | "WEBHOOK_DELIVERY_ERROR" | "LOW_QUALITY" | "DATA_MISMATCH" | "EXPIRED" | "SUSPECTED_FRAUD" | "UNSUITABLE_DOCUMENT" | "INCOMPLETE" | "EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS" | "SMS_OTP_CREDENTIAL_ALREADY_EXISTS" | "PASSKEY_CREDENTIAL_ALREADY_EXISTS" | "CARDHOLDER_KYC_NOT_APPROVED" | "FUNDING_SOURCE_INELIGIBLE" | "TRANSACTION_SIZE_LIMIT_EXCEEDED" | "EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED" | "INSUFFICIENT_FUNDS" | "QUOTE_EXPIRED" | "QUOTE_RATE_UNAVAILABLE" | "STABLECOIN_PROVIDER_ACCOUNT_INVALID" | "STABLECOIN_PROVIDER_ACCOUNT_REVOKED" | "STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED" | "STABLECOIN_AMOUNT_NOT_REPRESENTABLE" | "STABLECOIN_BURN_SOURCE_NOT_SUPPORTED" | "STABLECOIN_EXTERNAL_ACCOUNT_LINK_FAILED" | "STABLECOIN_EXTERNAL_ACCOUNT_LINK_METHOD_REQUIRED" | "STABLECOIN_EXTERNAL_ACCOUNT_NOT_LINKED" | "STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED" | "STABLECOIN_EXTERNAL_ACCOUNT_PROVIDER_LINK_FAILED" | "STABLECOIN_EXTERNAL_ACCOUNT_PROVIDER_LINK_REQUIRED" | "STABLECOIN_SERVICE_OPERATIONS_NOT_ENABLED" | "STABLECOIN_NOT_PROVISIONED" | "STABLECOIN_OPERATION_NOT_SUPPORTED" | "STABLECOIN_PROVIDER_ERROR" | "STABLECOIN_PROVIDER_SOURCE_NOT_LINKED" | "STABLECOIN_VERIFICATION_FAILED";
        };
        /** @description 401 Unauthorized. The platform's credentials, or a wallet signature, were rejected; `reason` names the check that failed. */
        Error401: components["schemas"]["Error"] & {
            /** @enum {string} */
            code?: "UNAUTHORIZED" | "INVALID_SIGNATURE" | "WALLET_SIGNATURE_MISSING" | "WALLET_SIGNATURE_MALFORMED" | "WALLET_SIGNATURE_BODY_MISMATCH" | "WALLET_SIGNATURE_INVALID" | "REQUEST_ID_MISSING";
        };
        /**
         * @description 403 Forbidden (shape designed for this contract, codes from the live service). The
         *     credentials are valid but may not make this call: an API token without the permission
         *     the operation needs; `reason` names the operation and the permission required.
         */
        Error403: components["schemas"]["Error"] & {
            /** @enum {string} */
            code?: "FORBIDDEN" | "USER_NOT_READY" | "COUNTERPARTY_NOT_ALLOWED" | "VELOCITY_LIMIT_EXCEEDED" | "END_USER_TERMS_NOT_ACCEPTED";
        };
        /** @description 404 Not Found. */
        Error404: components["schemas"]["Error"] & {
            /** @enum {string} */
            code?: "TRANSACTION_NOT_FOUND" | "INVITATION_NOT_FOUND" | "USER_NOT_FOUND" | "QUOTE_NOT_FOUND" | "LOOKUP_REQUEST_NOT_FOUND" | "TOKEN_NOT_FOUND" | "BULK_UPLOAD_JOB_NOT_FOUND" | "REFERENCE_NOT_FOUND" | "UMA_NOT_FOUND" | "STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND" | "ACCOUNT_NOT_FOUND" | "AUTH_METHOD_NOT_FOUND" | "CUSTOMER_NOT_FOUND" | "DOCUMENT_HOLDER_NOT_FOUND" | "NOT_FOUND" | "PAYMENT_URL_NOT_FOUND" | "PLATFORM_NOT_FOUND" | "REQUEST_NOT_FOUND" | "SESSION_NOT_FOUND" | "STABLECOIN_EXTERNAL_ACCOUNT_NOT_FOUND" | "STABLECOIN_NOT_FOUND" | "STABLECOIN_OPERATION_NOT_FOUND" | "VERIFICATION_NOT_FOUND";
        };
        /**
         * @description 405 Method Not Allowed (the live service's answer): a path of this contract called with a
         *     method it does not serve, answered as JSON before the credentials are looked at, with
         *     `details.allowedMethods` naming the methods the path serves. Not an answer of any
         *     operation (the call names none); an unknown path is 404 `NOT_FOUND`.
         */
        Error405: components["schemas"]["Error"] & {
            /** @enum {string} */
            code?: "METHOD_NOT_ALLOWED";
        };
        /** @description 409 Conflict. The request conflicts with the current state. */
        Error409: components["schemas"]["Error"] & {
            /** @enum {string} */
            code?: "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL" | "TRANSACTION_NOT_CANCELLABLE" | "UMA_ADDRESS_EXISTS" | "EMAIL_OTP_EMAIL_ALREADY_EXISTS" | "EMAIL_OTP_CREDENTIAL_SET_CHANGED" | "SMS_OTP_CREDENTIAL_SET_CHANGED" | "SMS_OTP_PHONE_NUMBER_ALREADY_EXISTS" | "PASSKEY_ALREADY_ENROLLED" | "SCA_SESSION_REQUIRED" | "BENEFICIARY_TRUSTED" | "BANK_ACCOUNT_VALIDATION_PENDING" | "INVALID_STATE_TRANSITION" | "CARD_ALREADY_CLOSED" | "CARD_NOT_MUTABLE" | "CARD_LIMIT_REACHED" | "STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE" | "CONFLICT" | "DOCUMENT_ALREADY_EXISTS" | "DUPLICATE_EXTERNAL_ACCOUNT" | "DUPLICATE_PAY_REQUEST" | "STABLECOIN_SYMBOL_ALREADY_EXISTS" | "STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS" | "WALLET_NOT_PROVISIONED";
        };
        /** @description 410 Gone. The object was deleted. */
        Error410: components["schemas"]["Error"] & {
            /** @enum {string} */
            code?: "CUSTOMER_DELETED";
        };
        /** @description 413 Payload Too Large (designed). */
        Error413: components["schemas"]["Error"] & {
            /** @enum {string} */
            code?: "PAYLOAD_TOO_LARGE";
        };
        /** @description 422 Unprocessable Entity. */
        Error422: components["schemas"]["Error"] & {
            /** @enum {string} */
            code?: "DOCUMENT_REJECTED";
        };
        /** @description 500 Internal Server Error. */
        Error500: components["schemas"]["Error"] & {
            /** @enum {string} */
            code?: "SERVICE_SWITCH_ERROR" | "INTERNAL_ERROR";
        };
        /**
         * ETHEREUM_WALLET
         * @description Designed for this contract (the description leaves wallets on other networks unshown; needed for EIP-191 ownership verification). A wallet on Ethereum mainnet (currency `USDC` or `USDT`). No beneficiary.
         */
        EthereumWalletAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ETHEREUM_WALLET";
            /** @description EVM address (`0x` + 40 hex digits). Primary identifier. EVM addresses look alike across networks; assets sent on the wrong network are unrecoverable. */
            address: string;
        };
        /**
         * EUR_ACCOUNT
         * @description A SEPA-reachable account (currency `EUR`). `swiftCode` is optional; when omitted it is derived from the IBAN where derivable.
         */
        EurAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "EUR_ACCOUNT";
            /** @description IBAN, without spaces (15 to 34 characters). Primary identifier. */
            iban: string;
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description SWIFT/BIC, 8 or 11 characters. Optional. */
            swiftCode?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumEur"];
        };
        /**
         * @description An indicative exchange rate between two currencies. Rates include the platform's fees
         *     and are cached for about 5 minutes (`updatedAt` to `expiresAt`); a quote locks the rate
         *     actually used. The description does not show the fields: they follow the live service
         *     (`exchangeRate` as sending units per receiving unit, `destinationPaymentRail`,
         *     `minSendingAmount`, `maxSendingAmount`, `fees` as `{fixed, total}`, and its required
         *     list); `rate` (the inverse of `exchangeRate`) and `expiresAt` are designed and optional.
         */
        ExchangeRate: {
            sourceCurrency: components["schemas"]["Currency"];
            destinationCurrency: components["schemas"]["Currency"];
            /** @description Designed. Destination units per source unit (whole units), platform fees included; the inverse of `exchangeRate`. */
            rate?: number;
            /** @description Sending currency units per receiving currency unit (whole units), platform fees included, as the live service defines it. */
            exchangeRate: number;
            /** @description The rail the destination currency is paid out on (e.g. `ACH`, `SEPA`, `SPEI`, `PIX`, `SWIFT`). */
            destinationPaymentRail: string;
            /**
             * Format: int64
             * @description Smallest amount of the source currency a payment may send (the platform's bounds for it).
             */
            minSendingAmount: number;
            /**
             * Format: int64
             * @description Largest amount of the source currency a payment may send (the platform's bounds for it).
             */
            maxSendingAmount: number;
            /** @description Fees for `sendingAmount`, platform fees included, smallest unit of the source currency (the live shape). */
            fees: {
                /**
                 * Format: int64
                 * @description The fixed part (0: the sandbox's fees are proportional).
                 */
                fixed: number;
                /**
                 * Format: int64
                 * @description All fees for `sendingAmount`.
                 */
                total: number;
            };
            /**
             * Format: int64
             * @description The amount the rate was computed for, smallest unit of the source currency (the `sendingAmount` query, or 10000 when it is omitted).
             */
            sendingAmount: number;
            /**
             * Format: int64
             * @description What `sendingAmount` would deliver after fees, smallest unit of the destination currency.
             */
            receivingAmount: number;
            updatedAt: components["schemas"]["Timestamp"];
            /** @description Designed. End of the cache window, about 5 minutes after `updatedAt`. */
            expiresAt?: components["schemas"]["Timestamp"];
        };
        /**
         * @description The rates matching the query. Answered as `{ data }` only (no paging).
         * @example {
         *       "data": [
         *         {
         *           "sourceCurrency": {
         *             "code": "USD",
         *             "name": "United States Dollar",
         *             "symbol": "$",
         *             "decimals": 2
         *           },
         *           "destinationCurrency": {
         *             "code": "MXN",
         *             "name": "Mexican Peso",
         *             "symbol": "$",
         *             "decimals": 2
         *           },
         *           "rate": 16.99125,
         *           "exchangeRate": 0.058853822,
         *           "destinationPaymentRail": "SPEI",
         *           "minSendingAmount": 100,
         *           "maxSendingAmount": 5000000,
         *           "fees": {
         *             "fixed": 0,
         *             "total": 150
         *           },
         *           "sendingAmount": 10000,
         *           "receivingAmount": 169912,
         *           "updatedAt": "2025-10-13T12:00:00Z",
         *           "expiresAt": "2025-10-13T12:05:00Z"
         *         }
         *       ]
         *     }
         */
        ExchangeRateList: {
            data: components["schemas"]["ExchangeRate"][];
        };
        /**
         * @description A payout destination (or pull source) of a customer, or of the platform itself
         *     (no `customerId`, as on the live service). Only `ACTIVE` accounts can receive payments. Updates to account
         *     data may trigger a re-review. `createdAt`, `updatedAt`, `trusted` and `trustStatus`
         *     are designed for this contract.
         * @example {
         *       "id": "ExternalAccount:3f1d9a2c-7b4e-4c1a-9e2f-5a6b7c8d9e0f",
         *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
         *       "status": "ACTIVE",
         *       "platformAccountId": "acct-usd-1",
         *       "ownershipType": "FIRST_PARTY",
         *       "currency": "USD",
         *       "defaultUmaDepositAccount": false,
         *       "beneficiaryVerificationStatus": "MATCHED",
         *       "beneficiaryVerifiedData": {
         *         "fullName": "Jane Doe"
         *       },
         *       "accountInfo": {
         *         "accountType": "USD_ACCOUNT",
         *         "accountNumber": "123456789",
         *         "routingNumber": "021000021",
         *         "bankAccountType": "CHECKING",
         *         "bankName": "Chase",
         *         "paymentRails": [
         *           "ACH",
         *           "WIRE",
         *           "RTP",
         *           "FEDNOW"
         *         ],
         *         "beneficiary": {
         *           "beneficiaryType": "INDIVIDUAL",
         *           "fullName": "Jane Doe",
         *           "address": {
         *             "line1": "1 Market St",
         *             "city": "San Francisco",
         *             "state": "CA",
         *             "postalCode": "94105",
         *             "country": "US"
         *           }
         *         }
         *       },
         *       "trusted": false,
         *       "trustStatus": "UNTRUSTED",
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:00:00Z"
         *     }
         */
        ExternalAccount: {
            /** @description System generated; form `ExternalAccount:<uuid>`. */
            readonly id: components["schemas"]["ExternalAccountId"];
            /** @description Form `Customer:<uuid>`; absent when the account is on behalf of the platform (the simulator never answers null). */
            customerId?: components["schemas"]["CustomerId"] | null;
            readonly status: components["schemas"]["ExternalAccountStatus"];
            /** @description The platform's own reference for the account. */
            platformAccountId?: string;
            ownershipType?: components["schemas"]["ExternalAccountOwnershipType"];
            /** @description ISO 4217 code for fiat; asset code for crypto (`USDC`, `USDT`, `BTC`). */
            currency: components["schemas"]["CurrencyCode"];
            /**
             * @description At most one external account per customer is true. When true, incoming UMA payments to the customer's UMA address are deposited here; when no default exists they go to the customer's primary internal account.
             * @default false
             */
            defaultUmaDepositAccount: boolean;
            /** @description Beneficiary name verification result; absent on crypto wallet and Lightning accounts (designed). */
            readonly beneficiaryVerificationStatus?: components["schemas"]["ExternalAccountBeneficiaryVerificationStatus"];
            /** @description Verified holder data as returned by the rail, when available. */
            readonly beneficiaryVerifiedData?: {
                /** @description Verified holder name as returned by the rail. */
                fullName?: string;
            };
            accountInfo: components["schemas"]["AccountInfo"];
            /** @description Designed for this contract: true while the account is a trusted beneficiary (`trustStatus` `TRUSTED` or `PENDING_UNTRUST`). Absent (false) on platform accounts. */
            readonly trusted?: boolean;
            readonly trustStatus?: components["schemas"]["ExternalAccountTrustStatus"];
            readonly createdAt: components["schemas"]["Timestamp"];
            readonly updatedAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description Result of beneficiary name verification: `MATCHED` (exact), `PARTIAL_MATCH` (fuzzy),
         *     `NOT_MATCHED`, `UNSUPPORTED` (rail has no name verification), `CHECKED_BY_RECEIVING_FI`
         *     (deferred, e.g. ACH), `PENDING` (in progress).
         * @enum {string}
         */
        ExternalAccountBeneficiaryVerificationStatus: "MATCHED" | "PARTIAL_MATCH" | "NOT_MATCHED" | "UNSUPPORTED" | "CHECKED_BY_RECEIVING_FI" | "PENDING";
        /**
         * @description Creates an external account. `currency` and `accountInfo` are required. Without
         *     `customerId` the account is held on behalf of the platform (`customerId` null), as
         *     with `POST /platform/external-accounts` (designed reading of the optional field).
         *     `paymentRails` inside `accountInfo` is not sent (read-only: ignored with a warning). `ownershipType` is required for
         *     self-custody crypto wallet accounts on platforms subject to counterparty requirements
         *     (e.g. EU Travel Rule), recommended otherwise.
         */
        ExternalAccountCreateRequest: {
            currency: components["schemas"]["CurrencyCode"];
            accountInfo: components["schemas"]["AccountInfo"];
            /** @description The platform's own reference for the account. */
            platformAccountId?: string;
            customerId?: components["schemas"]["CustomerId"];
            ownershipType?: components["schemas"]["ExternalAccountOwnershipType"];
            /**
             * @description Make this the customer's default UMA deposit account (at most one per customer; setting it moves the default from any other account of the customer — designed).
             * @default false
             */
            defaultUmaDepositAccount: boolean;
        } & components["schemas"]["ExternalAccountCurrencyRules"];
        /**
         * @description The account's `currency` must be the currency of its `accountInfo` variant:
         *     USD_ACCOUNT and SLV_ACCOUNT `USD`; MXN_ACCOUNT `MXN`; BRL_ACCOUNT `BRL`; COP_ACCOUNT
         *     `COP`; EUR_ACCOUNT `EUR`; PHP_ACCOUNT `PHP`; GBP_ACCOUNT `GBP`; INR_ACCOUNT `INR`;
         *     NGN_ACCOUNT `NGN`; ZAR_ACCOUNT `ZAR`; KES/TZS/ZMW/RWF/MWK/UGX/XOF/CAD/AED/ILS/BDT/BWP/
         *     CNY/EGP/GHS/GTQ_ACCOUNT their own code; PLASMA_WALLET `USDT`; ARBITRUM_WALLET `USDC`
         *     or `USDT`; LIGHTNING `BTC`; (designed) ETHEREUM_WALLET, BASE_WALLET, POLYGON_WALLET
         *     `USDC` or `USDT`; BITCOIN_WALLET `BTC`; SOLANA_WALLET `USDC`; SPARK_WALLET `BTC`;
         *     TRON_WALLET `USDT` (the live service's wallets). A mismatch answers 400
         *     `INVALID_INPUT` on `currency`.
         */
        ExternalAccountCurrencyRules: unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown;
        /**
         * @description Id of a ExternalAccount, form `ExternalAccount:<uuid>`.
         * @example ExternalAccount:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        ExternalAccountId: string;
        /** @description A page of external accounts. */
        ExternalAccountList: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["ExternalAccount"][];
        };
        /**
         * @description Whether the account belongs to the customer (or platform) itself (`FIRST_PARTY`) or
         *     to someone else (`THIRD_PARTY`). Required when creating self-custody crypto wallet
         *     accounts on platforms subject to counterparty requirements (e.g. EU Travel Rule);
         *     recommended for all other accounts.
         * @enum {string}
         */
        ExternalAccountOwnershipType: "FIRST_PARTY" | "THIRD_PARTY";
        /**
         * @description Designed for this contract (the description names `POST /platform/external-accounts`
         *     without a body). The create body without `customerId` and `defaultUmaDepositAccount`:
         *     the account is held on behalf of the platform (`customerId` null).
         */
        ExternalAccountPlatformCreateRequest: {
            currency: components["schemas"]["CurrencyCode"];
            accountInfo: components["schemas"]["AccountInfo"];
            /** @description The platform's own reference for the account. */
            platformAccountId?: string;
            ownershipType?: components["schemas"]["ExternalAccountOwnershipType"];
        } & components["schemas"]["ExternalAccountCurrencyRules"];
        /**
         * @description Designed for this contract (the description names the external-account receiver lookup
         *     but not its answer). What a payout to this external account needs: its currency, the
         *     amount bounds of its corridor (a single transaction above `maxAmount` is refused with 400
         *     `TRANSACTION_SIZE_LIMIT_EXCEEDED`), whether it can receive now (only `ACTIVE` accounts
         *     receive payments), the counterparty data the corridor requires, and the beneficiary
         *     name verification result.
         * @example {
         *       "accountId": "ExternalAccount:7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d",
         *       "currency": {
         *         "code": "MXN",
         *         "name": "Mexican Peso",
         *         "symbol": "$",
         *         "decimals": 2
         *       },
         *       "status": "ACTIVE",
         *       "canReceive": true,
         *       "minAmount": 100,
         *       "maxAmount": 50000000,
         *       "requiredPayerData": [
         *         {
         *           "name": "FULL_NAME",
         *           "mandatory": true
         *         }
         *       ],
         *       "beneficiaryVerificationStatus": "MATCHED",
         *       "beneficiaryVerifiedData": {
         *         "fullName": "Maria Lopez"
         *       }
         *     }
         */
        ExternalAccountReceiverLookup: {
            accountId: components["schemas"]["ExternalAccountId"];
            currency: components["schemas"]["Currency"];
            /** @description The external account's status. */
            status: components["schemas"]["ExternalAccountStatus"];
            /** @description True when the account is `ACTIVE` (or `PENDING_OWNERSHIP_VERIFICATION` below the regulatory threshold). */
            canReceive: boolean;
            /**
             * Format: int64
             * @description Smallest payout, smallest currency unit.
             */
            minAmount?: number;
            /**
             * Format: int64
             * @description Largest single payout of the corridor, smallest currency unit.
             */
            maxAmount?: number;
            requiredPayerData?: components["schemas"]["UmaReceiverLookupPayerData"][];
            /** @description `requiredPayerData` under the live service's name (the payer fields the receiving institution needs). */
            requiredPayerDataFields?: components["schemas"]["UmaReceiverLookupPayerData"][];
            /** @description Id of this lookup (the live service's field). */
            lookupId?: string;
            /** @description The account's currency with its bounds, in the live service's shape (`currency`, `min`, `max`, `estimatedExchangeRate`). */
            supportedCurrencies?: components["schemas"]["UmaReceiverLookupCurrency"][];
            beneficiaryVerificationStatus?: components["schemas"]["ExternalAccountBeneficiaryVerificationStatus"];
            beneficiaryVerifiedData?: {
                fullName?: string;
            };
        };
        /**
         * @description - `PENDING`: created, awaiting verification.
         *     - `ACTIVE`: verified, ready for transactions. Only `ACTIVE` accounts can receive payments.
         *     - `PENDING_OWNERSHIP_VERIFICATION`: wallet ownership must be verified (e.g. EU Travel
         *       Rule) before unrestricted use; transfers below regulatory thresholds are still allowed.
         *     - `UNVERIFIED`: the most recent verification attempt failed; start a new challenge.
         *     - `UNDER_REVIEW`: additional review required.
         *     - `INACTIVE`: disabled, cannot be used.
         * @enum {string}
         */
        ExternalAccountStatus: "PENDING" | "ACTIVE" | "PENDING_OWNERSHIP_VERIFICATION" | "UNVERIFIED" | "UNDER_REVIEW" | "INACTIVE";
        /**
         * @description Designed for this contract (the description names trust and untrust but not their
         *     bodies). A pending trust or untrust request: the customer receives a confirmation
         *     code through their SCA factor and the platform submits it to `.../trust/confirm` or
         *     `.../untrust/confirm` before `expiresAt`. In the sandbox the code is `000000`.
         * @example {
         *       "externalAccountId": "ExternalAccount:3f1d9a2c-7b4e-4c1a-9e2f-5a6b7c8d9e0f",
         *       "action": "TRUST",
         *       "trustStatus": "PENDING_TRUST",
         *       "factor": "SMS_OTP",
         *       "expiresAt": "2025-10-13T12:10:00Z"
         *     }
         */
        ExternalAccountTrustChallenge: {
            externalAccountId: components["schemas"]["ExternalAccountId"];
            /** @enum {string} */
            action: "TRUST" | "UNTRUST";
            /** @enum {string} */
            trustStatus: "PENDING_TRUST" | "PENDING_UNTRUST";
            /**
             * @description The SCA factor through which the customer confirms.
             * @enum {string}
             */
            factor?: "SMS_OTP" | "TOTP" | "PASSKEY";
            expiresAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description The confirmation code the customer received (sandbox: `000000`), or a passkey assertion with its origin; the live service's body (`code`, `passkeyAssertion`, `origin`, `challengeId`).
         * @example {
         *       "code": "000000"
         *     }
         */
        ExternalAccountTrustConfirmRequest: {
            /** @description 6-digit confirmation code. */
            code?: string | null;
            /** @description The challenge answered (optional; the outstanding one is meant). */
            challengeId?: string | null;
            /** @description A WebAuthn assertion (passkey factor). */
            passkeyAssertion?: Record<string, never> | null;
            /** @description The WebAuthn origin of a passkey answer. */
            origin?: string | null;
        } & ({
            code: string | null;
        } | {
            passkeyAssertion: Record<string, never> | null;
            origin: string | null;
        });
        /**
         * @description Designed for this contract (the description names the trust/untrust operations and
         *     the `BENEFICIARY_TRUSTED` conflict but not their state). `UNTRUSTED`: not a trusted
         *     beneficiary. `PENDING_TRUST`: trust requested, awaiting the confirmation code.
         *     `TRUSTED`: a trusted beneficiary (cannot be deleted; its accountInfo cannot be
         *     changed). `PENDING_UNTRUST`: untrust requested, awaiting the confirmation code (still
         *     trusted until confirmed).
         * @enum {string}
         */
        ExternalAccountTrustStatus: "UNTRUSTED" | "PENDING_TRUST" | "TRUSTED" | "PENDING_UNTRUST";
        /**
         * @description Designed for this contract (the description only says that updates to account data
         *     may trigger a re-review). Any of `platformAccountId`, `defaultUmaDepositAccount`,
         *     `accountInfo`; at least one. `currency` cannot change, so a new `accountInfo` must
         *     be a variant of the account's currency. A new `accountInfo` replaces the old one as
         *     a whole and re-runs the create checks.
         */
        ExternalAccountUpdateRequest: {
            platformAccountId?: string;
            defaultUmaDepositAccount?: boolean;
            accountInfo?: components["schemas"]["AccountInfo"];
        };
        /**
         * @description Designed for this contract (the description does not show the FieldError shape).
         *     One entry per invalid field of the request. `field` names the field by its JSON
         *     path inside the part of the request given by `in`: dot-separated property names
         *     and `[n]` array indexes, for example `address.postalCode` or
         *     `accountInfo.beneficiary.fullName`; an empty string means the whole body.
         * @example {
         *       "field": "address.postalCode",
         *       "in": "body",
         *       "code": "REQUIRED",
         *       "reason": "is required"
         *     }
         */
        FieldError: {
            /** @description JSON path of the invalid field within `in`, e.g. `address.postalCode`, `items[0].amount`. */
            field: string;
            /**
             * @description Which part of the request holds the field.
             * @enum {string}
             */
            in: "body" | "query" | "path" | "header";
            /**
             * @description What is wrong with the field.
             * @enum {string}
             */
            code: "REQUIRED" | "INVALID_TYPE" | "INVALID_FORMAT" | "INVALID_ENUM" | "TOO_SHORT" | "TOO_LONG" | "OUT_OF_RANGE" | "PATTERN_MISMATCH" | "UNKNOWN_FIELD" | "INVALID_VALUE" | "MALFORMED_BODY";
            /** @description Human-readable explanation, e.g. "must be a valid date (YYYY-MM-DD)". */
            reason: string;
            /** @description What was expected (allowed values, pattern, bound), when useful. */
            expected?: unknown;
        };
        /**
         * GBP_ACCOUNT
         * @description A UK account reached over Faster Payments (currency `GBP`). The beneficiary address is required for individuals (and businesses).
         */
        GbpAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GBP_ACCOUNT";
            /** @description Sort code, exactly 6 digits. */
            sortCode: string;
            /** @description Account number, exactly 8 digits. Primary identifier. */
            accountNumber: string;
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumGbp"];
        };
        /**
         * GHS_ACCOUNT
         * @description A Ghanaian destination (currency `GHS`). `bankName` always required. Bank transfer:
         *     `accountNumber`. Mobile money: `phoneNumber`. Exactly one of the two shapes.
         */
        GhsAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GHS_ACCOUNT";
            /** @description Name of the bank (or of the mobile-money wallet). Required. */
            bankName: string;
            /** @description Bank account number. Primary identifier. */
            accountNumber?: string;
            /** @description Mobile-money phone number in international format (`+` and country code). Primary identifier. */
            phoneNumber?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["Beneficiary"];
        } & (unknown | unknown);
        /**
         * GTQ_ACCOUNT
         * @description A Guatemalan bank account (currency `GTQ`); `accountNumber`, `bankAccountType`, `bankName` all required; the beneficiary also requires `phoneNumber` and `countryOfResidence`.
         */
        GtqAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GTQ_ACCOUNT";
            /** @description Bank account number. Primary identifier. */
            accountNumber: string;
            /**
             * @description `CHECKING` or `SAVINGS`.
             * @enum {string}
             */
            bankAccountType: "CHECKING" | "SAVINGS";
            /** @description Name of the bank (or of the mobile-money wallet). Required. */
            bankName: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumGtq"];
        };
        /** @description Designed refinement of a URL the integrator gives and the simulator renders as a link or calls (`redirectUri`, `webhookEndpoint`): `http://` or `https://` only, any case; other schemes (`javascript:`, `vbscript:`, `data:`, `file:`) are a 400 `INVALID_INPUT` naming the field. The live service states only a string (or `format: uri`); the simulator refuses script schemes because its hosted pages, which share an origin with the resource browser, would otherwise render them as links. The conformance suite derives no negative case from it, so a server that accepts such a value is not failed. */
        HttpUrl: unknown;
        /**
         * ILS_ACCOUNT
         * @description An Israeli bank account (currency `ILS`). Business beneficiaries need legalName and address.
         */
        IlsAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ILS_ACCOUNT";
            /** @description IBAN, 23 characters, starts `IL`. Primary identifier. */
            iban: string;
            /** @description Name of the bank (or of the mobile-money wallet). Required. */
            bankName: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumBusinessAddress"];
        };
        /**
         * @description An individual customer. Verified by KYC; its status is `kycStatus`.
         * @example {
         *       "id": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
         *       "platformCustomerId": "user-1234",
         *       "customerType": "INDIVIDUAL",
         *       "fullName": "Jane Doe",
         *       "birthDate": "1990-02-28",
         *       "nationality": "US",
         *       "address": {
         *         "line1": "1 Market St",
         *         "city": "San Francisco",
         *         "state": "CA",
         *         "postalCode": "94105",
         *         "country": "US"
         *       },
         *       "idType": "SSN",
         *       "identifier": "123-45-6789",
         *       "email": "jane@example.com",
         *       "umaAddress": "$jane.doe@uma.example.com",
         *       "kycStatus": "APPROVED",
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:00:00Z"
         *     }
         */
        IndividualCustomer: components["schemas"]["CustomerBase"] & {
            /** @constant */
            customerType: "INDIVIDUAL";
            /** @description Must contain a given and a family name; single-word names are accepted at creation but rejected at submission (`INVALID_FIELD` in the verification's errors). In Sandbox its last 3 characters drive the KYC outcome. */
            fullName?: string;
            /** @description `YYYY-MM-DD`, a valid date. */
            birthDate?: components["schemas"]["Date"];
            nationality?: components["schemas"]["CountryCode"];
            /** @description Identity number type, e.g. `SSN`. */
            idType?: string;
            /** @description Identity number of type `idType`. */
            identifier?: string;
            readonly kycStatus: components["schemas"]["KycStatus"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "INDIVIDUAL";
        };
        /**
         * @description Creates an individual. Only `customerType` is required at creation; every field
         *     missing for verification is reported by `POST /verifications` as a `MISSING_FIELD`
         *     error. A submission needs `fullName` (given and family name), `birthDate`,
         *     `nationality`, `idType` + `identifier`, `address` and an identity document.
         */
        IndividualCustomerCreateRequest: {
            /** @constant */
            customerType: "INDIVIDUAL";
            /**
             * @description Currencies the customer is created or updated to use (live service field). The
             *     provider-required fields of each listed currency (`providerRequiredCustomerFields`
             *     in `GET /config`) must then be present: otherwise 400 `MISSING_MANDATORY_USER_INFO`
             *     naming each missing field. Without it, the requirement applies where a currency is
             *     used: a quote sending from (or paying into) the customer's account in that currency.
             */
            currencies?: components["schemas"]["CurrencyCode"][];
            /** @description The platform's own id; must not collide with another active customer of the platform (409 `CONFLICT`). */
            platformCustomerId?: string;
            /** @description The customer's region (live service field), e.g. `US`; kept as sent at creation, not changed by a PATCH. */
            region?: string;
            /** @description Given and family name. In Sandbox the last 3 characters select the KYC outcome. */
            fullName?: string;
            birthDate?: components["schemas"]["Date"];
            nationality?: components["schemas"]["CountryCode"];
            address?: components["schemas"]["Address"];
            /** @description Identity number type, e.g. `SSN`. */
            idType?: string;
            identifier?: string;
            umaAddress?: components["schemas"]["CustomerUmaAddress"];
            /** Format: email */
            email?: string;
            phoneNumber?: components["schemas"]["CustomerPhoneNumber"];
            endUserTermsConsent?: components["schemas"]["EndUserTermsConsentRequest"];
            sourceOfFundsCategories?: components["schemas"]["CustomerSourceOfFundsCategory"][];
            sourceOfFundsOtherDescription?: string;
            sourceOfWealthCategories?: components["schemas"]["CustomerSourceOfWealthCategory"][];
            sourceOfWealthOtherDescription?: string;
            purposeOfAccount?: components["schemas"]["CustomerPurposeOfAccount"];
            /** @description A count, or the live service's band (`COUNT_UNDER_10` ... `COUNT_OVER_1000`). */
            expectedMonthlyTransactionCount?: number | ("COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000");
            /** @description An amount (smallest unit), or the live service's band (`VOLUME_UNDER_10K` ... `VOLUME_OVER_10M`). */
            expectedMonthlyTransactionVolume?: number | ("VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M");
            annualIncomeRange?: components["schemas"]["CustomerAnnualIncomeRange"];
            netWorthRange?: components["schemas"]["CustomerNetWorthRange"];
            pepStatus?: components["schemas"]["CustomerPepStatus"];
        } & (components["schemas"]["CustomerCategoryRules"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "INDIVIDUAL";
        });
        /** @description Fields to change on an individual; omitted fields are kept. `customerType` is required and must be the customer's type. */
        IndividualCustomerUpdateRequest: {
            /** @constant */
            customerType: "INDIVIDUAL";
            /**
             * @description Currencies the customer is created or updated to use (live service field). The
             *     provider-required fields of each listed currency (`providerRequiredCustomerFields`
             *     in `GET /config`) must then be present: otherwise 400 `MISSING_MANDATORY_USER_INFO`
             *     naming each missing field. Without it, the requirement applies where a currency is
             *     used: a quote sending from (or paying into) the customer's account in that currency.
             */
            currencies?: components["schemas"]["CurrencyCode"][];
            /** @description The platform's own id; must not collide with another active customer of the platform (409 `CONFLICT`). */
            platformCustomerId?: string;
            /** @description The customer's region (live service field), e.g. `US`; kept as sent at creation, not changed by a PATCH. */
            region?: string;
            /** @description Given and family name. In Sandbox the last 3 characters select the KYC outcome. */
            fullName?: string;
            birthDate?: components["schemas"]["Date"];
            nationality?: components["schemas"]["CountryCode"];
            address?: components["schemas"]["Address"];
            /** @description Identity number type, e.g. `SSN`. */
            idType?: string;
            identifier?: string;
            umaAddress?: components["schemas"]["CustomerUmaAddress"];
            /** Format: email */
            email?: string;
            phoneNumber?: components["schemas"]["CustomerPhoneNumber"];
            endUserTermsConsent?: components["schemas"]["EndUserTermsConsentRequest"];
            sourceOfFundsCategories?: components["schemas"]["CustomerSourceOfFundsCategory"][];
            sourceOfFundsOtherDescription?: string;
            sourceOfWealthCategories?: components["schemas"]["CustomerSourceOfWealthCategory"][];
            sourceOfWealthOtherDescription?: string;
            purposeOfAccount?: components["schemas"]["CustomerPurposeOfAccount"];
            /** @description A count, or the live service's band (`COUNT_UNDER_10` ... `COUNT_OVER_1000`). */
            expectedMonthlyTransactionCount?: number | ("COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000");
            /** @description An amount (smallest unit), or the live service's band (`VOLUME_UNDER_10K` ... `VOLUME_OVER_10M`). */
            expectedMonthlyTransactionVolume?: number | ("VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M");
            annualIncomeRange?: components["schemas"]["CustomerAnnualIncomeRange"];
            netWorthRange?: components["schemas"]["CustomerNetWorthRange"];
            pepStatus?: components["schemas"]["CustomerPepStatus"];
        } & (components["schemas"]["CustomerCategoryRules"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "INDIVIDUAL";
        });
        /**
         * INR_ACCOUNT
         * @description An Indian destination (currency `INR`): UPI (`vpa`) or a bank transfer over NEFT/RTGS
         *     (`accountNumber` 9-18 digits, `ifsc` 11 characters, `rail` `NEFT` or `RTGS`,
         *     `bankName` optional). Exactly one of the two shapes. INR bank transfers are the only
         *     requests that name a rail (`rail`). Do not send paymentRails.
         */
        InrAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "INR_ACCOUNT";
            /** @description UPI virtual payment address (`name@bank`). Primary identifier (sandbox suffix taken from the part before `@`). */
            vpa?: string;
            /** @description Account number, 9 to 18 digits. Primary identifier. */
            accountNumber?: string;
            /** @description IFSC code, 11 characters (4 letters, `0`, 6 alphanumerics). */
            ifsc?: string;
            /**
             * @description Rail of the bank transfer.
             * @enum {string}
             */
            rail?: "NEFT" | "RTGS";
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumBusinessAddress"];
        } & (unknown | unknown);
        /**
         * @description A per-currency account held for a customer (created automatically; a customer's
         *     internal accounts appear once the customer is approved) or for the platform
         *     (no `customerId`). `balance` is what is available to spend; `totalBalance`
         *     includes pending and held amounts. `fundingPaymentInstructions` say how to fund the
         *     account. `privateEnabled` is present on embedded wallets only. The description does
         *     not show the fields of this resource; they come from the interface facts, and
         *     platform accounts carry no `customerId`, as on the live service.
         * @example {
         *       "id": "InternalAccount:1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
         *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
         *       "type": "INTERNAL_FIAT",
         *       "status": "ACTIVE",
         *       "currency": "USD",
         *       "balance": {
         *         "amount": 12550,
         *         "currency": {
         *           "code": "USD",
         *           "name": "United States Dollar",
         *           "symbol": "$",
         *           "decimals": 2
         *         }
         *       },
         *       "totalBalance": {
         *         "amount": 15000,
         *         "currency": {
         *           "code": "USD",
         *           "name": "United States Dollar",
         *           "symbol": "$",
         *           "decimals": 2
         *         }
         *       },
         *       "fundingPaymentInstructions": [
         *         {
         *           "instructionsType": "BANK_TRANSFER",
         *           "currency": "USD",
         *           "paymentRails": [
         *             "ACH",
         *             "WIRE"
         *           ],
         *           "reference": "FUND-7Q2K9X",
         *           "instructionsNotes": "Include the reference in the transfer memo.",
         *           "bankAccount": {
         *             "accountHolderName": "Example Payments Inc FBO Jane Doe",
         *             "bankName": "Lead Bank",
         *             "accountNumber": "9876543210",
         *             "routingNumber": "101019644"
         *           }
         *         }
         *       ],
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:30:00Z"
         *     }
         */
        InternalAccount: {
            readonly id: components["schemas"]["InternalAccountId"];
            /** @description Owner, form `Customer:<uuid>`; absent for the platform's own accounts (the simulator never answers null). */
            customerId?: components["schemas"]["CustomerId"] | null;
            type: components["schemas"]["InternalAccountType"];
            status: components["schemas"]["InternalAccountStatus"];
            /** @description The account's currency code; always equals `balance.currency.code` (so clients may rely on either; optional in the schema). */
            currency?: components["schemas"]["CurrencyCode"];
            /** @description Available to spend. */
            balance: components["schemas"]["CurrencyAmount"];
            /** @description Including pending and held amounts. */
            totalBalance: components["schemas"]["CurrencyAmount"];
            /** @description How to fund this account (one entry per way in). */
            fundingPaymentInstructions: components["schemas"]["PaymentInstructions"][];
            /** @description Embedded wallets only: whether privacy is enabled (changed with the signed `PATCH /internal-accounts/{id}`). */
            privateEnabled?: boolean;
            readonly createdAt: components["schemas"]["Timestamp"];
            readonly updatedAt: components["schemas"]["Timestamp"];
        } & unknown;
        InternalAccountExportRequest: {
            /** @description Hex P-256 key the wallet credentials are sealed to. */
            clientPublicKey: string;
        };
        /**
         * @description `encryptedWalletCredentials`: a credential bundle sealed to `clientPublicKey`; `decryptCredentialBundle` opens it to the wallet's private key (hex).
         * @example {
         *       "id": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
         *       "encryptedWalletCredentials": "2bs7jLgG3XbGnVcS4CV3Jzc9QhFtWzSTtg4xV5"
         *     }
         */
        InternalAccountExportResponse: {
            id: string;
            encryptedWalletCredentials: string;
        };
        /**
         * @description Id of a InternalAccount, form `InternalAccount:<uuid>`.
         * @example InternalAccount:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        InternalAccountId: string;
        /** @description A page of internal accounts. */
        InternalAccountList: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["InternalAccount"][];
        };
        /**
         * @description `PENDING` (being opened), `ACTIVE`, `CLOSED`, `FROZEN` (cannot move money), `FAILED` (opening failed). Transitions are not shown in the description.
         * @enum {string}
         */
        InternalAccountStatus: "PENDING" | "ACTIVE" | "CLOSED" | "FROZEN" | "FAILED";
        /**
         * @description `INTERNAL_FIAT`: a fiat balance held by the service. `INTERNAL_CRYPTO`: a crypto balance held by the service. `EMBEDDED_WALLET`: a self-custody wallet of the customer, whose actions need a wallet signature.
         * @enum {string}
         */
        InternalAccountType: "INTERNAL_FIAT" | "INTERNAL_CRYPTO" | "EMBEDDED_WALLET";
        InternalAccountUpdateRequest: {
            privateEnabled?: boolean;
        };
        /**
         * @description `PENDING` (open: can be claimed or cancelled), `CLAIMED` (final), `EXPIRED` (`expiresAt`
         *     passed on the platform clock before a claim; final), `CANCELLED` (final).
         * @enum {string}
         */
        InvitationStatus: "PENDING" | "CLAIMED" | "EXPIRED" | "CANCELLED";
        /**
         * KES_ACCOUNT
         * @description A Kenyan mobile-money wallet (currency `KES`).
         */
        KesAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "KES_ACCOUNT";
            /** @description `+254` plus 9 digits. Primary identifier. */
            phoneNumber: string;
            /**
             * @description The wallet provider.
             * @enum {string}
             */
            provider: "M-PESA";
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumBusinessFull"];
        };
        /**
         * @description A fresh single-use hosted KYC/KYB link. Earlier links are not invalidated.
         * @example {
         *       "kycUrl": "https://verify.service.example/flow/abc123?redirect_uri=https%3A%2F%2Fplatform.example.com%2Fonboarding%2Fdone",
         *       "expiresAt": "2025-10-13T13:00:00Z",
         *       "token": "kyc_tok_8f2b1c9d",
         *       "provider": "SUMSUB"
         *     }
         */
        KycLink: {
            /**
             * Format: uri
             * @description Single-use URL of the hosted flow; embeds `redirectUri`.
             */
            kycUrl: string;
            expiresAt: components["schemas"]["Timestamp"];
            /** @description Token for embedding the provider SDK instead of redirecting. */
            token: string;
            /**
             * @description The hosted verification provider (the live service's field and value).
             * @enum {string}
             */
            provider?: "SUMSUB";
        };
        /**
         * @description `redirectUri` (optional, as on the live service) is embedded in the generated `kycUrl`; the customer is sent there when the hosted flow ends. Reaching it does not mean approval.
         * @example {
         *       "redirectUri": "https://platform.example.com/onboarding/done"
         *     }
         */
        KycLinkRequest: {
            /** Format: uri */
            redirectUri?: string & components["schemas"]["HttpUrl"];
        };
        /**
         * @description Verification status of a customer (`kycStatus` for individuals, `kybStatus` for
         *     businesses) and of a beneficial owner. Customers of unregulated platforms are created
         *     `UNVERIFIED`; customers of regulated platforms are created `APPROVED` by default
         *     (businesses are always created `UNVERIFIED`). `UNVERIFIED` -> `PENDING` on submission
         *     (`POST /verifications`) or when the hosted flow completes; `PENDING` -> `APPROVED` or
         *     `REJECTED` on decision. `APPROVED` and `REJECTED` are final. `HOLD` means more
         *     information may be requested. While `PENDING`, customers may finish account setup, but
         *     funding and money movement are blocked.
         * @enum {string}
         */
        KycStatus: "UNVERIFIED" | "PENDING" | "APPROVED" | "REJECTED" | "HOLD";
        /**
         * LIGHTNING
         * @description A Lightning destination (currency `BTC`): exactly one of `lightningAddress`,
         *     `invoice` (single-use BOLT11 invoice) or `bolt12` (reusable offer). No beneficiary.
         *     The patterns of the three fields are designed for this contract.
         */
        LightningAccountInfo: ({
            /** @enum {string} */
            accountType: "LIGHTNING";
            /** @description Lightning address (`name@domain`). Sandbox suffix from the part before `@`. */
            lightningAddress?: string;
            /** @description Single-use BOLT11 invoice. */
            invoice?: string;
            /** @description Reusable BOLT12 offer. */
            bolt12?: string;
        } & (unknown & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "LIGHTNING";
        })) & (unknown | unknown | unknown);
        /**
         * MWK_ACCOUNT
         * @description A Malawian mobile-money wallet (currency `MWK`).
         */
        MwkAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MWK_ACCOUNT";
            /** @description `+265` plus 9 digits. Primary identifier. */
            phoneNumber: string;
            /**
             * @description The wallet provider.
             * @enum {string}
             */
            provider: "AIRTEL" | "TNM";
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumBusinessFull"];
        };
        /**
         * MXN_ACCOUNT
         * @description A Mexican bank account reached over SPEI (currency `MXN`).
         */
        MxnAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MXN_ACCOUNT";
            /** @description CLABE, exactly 18 digits. Primary identifier. */
            clabeNumber: string;
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumMxnBrlPhp"];
        };
        /**
         * NGN_ACCOUNT
         * @description A Nigerian bank account (currency `NGN`). `bankName` must match a `bankName` of `GET /discoveries` (else 400 `INVALID_INPUT`).
         */
        NgnAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "NGN_ACCOUNT";
            /** @description NUBAN account number, exactly 10 digits. Primary identifier. */
            accountNumber: string;
            /** @description Must equal a `bankName` value of the discoveries list. */
            bankName: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumBusinessFull"];
        };
        OauthCredentialCreateRequest: components["schemas"]["AuthCredentialCreateRequest"] & {
            /** @enum {string} */
            type: "OAUTH";
            /** @description An OpenID Connect ID token (JWT-shaped; in the sandbox the signature segment may be a dummy). */
            oidcToken: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OAUTH";
        };
        OauthCredentialVerifyRequest: components["schemas"]["AuthCredentialVerifyRequest"] & {
            /** @enum {string} */
            type: "OAUTH";
            oidcToken: string;
            /** @description Hex P-256 key; the token's `nonce` must be the SHA-256 (hex) of exactly this string. */
            clientPublicKey: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OAUTH";
        };
        /**
         * @description An ownership challenge, `type` `WALLET_SIGNATURE` or `LIVENESS`. A `WALLET_SIGNATURE`
         *     challenge carries `messageToSign` (to be signed exactly as returned) and `expiresAt`.
         *     A `LIVENESS` challenge carries `verificationLink` (the hosted liveness check, to open
         *     on the holder's device) and `expiresAt`; its outcome arrives asynchronously
         *     (`EXTERNAL_ACCOUNT.STATUS_UPDATED`, or poll the account). `externalAccountId` and
         *     `signatureFormat` are designed for this contract. `method` repeats `type` under the
         *     name the live service gives it.
         * @example {
         *       "type": "WALLET_SIGNATURE",
         *       "method": "WALLET_SIGNATURE",
         *       "externalAccountId": "ExternalAccount:9c4b1e7a-2d3f-4a5b-8c6d-7e8f9a0b1c2d",
         *       "messageToSign": "Verify ownership of 0x52908400098527886E0F7030069857D2E4169EE7 for ExternalAccount:9c4b1e7a-2d3f-4a5b-8c6d-7e8f9a0b1c2d. Nonce: 7f3a9c2e1b4d. Expires: 2025-10-13T12:15:00Z",
         *       "signatureFormat": "EIP191_HEX",
         *       "expiresAt": "2025-10-13T12:15:00Z"
         *     }
         */
        OwnershipChallenge: {
            /** @enum {string} */
            type: "WALLET_SIGNATURE" | "LIVENESS";
            /**
             * @description The challenge's method (the live service's name for `type`).
             * @enum {string}
             */
            method: "WALLET_SIGNATURE" | "LIVENESS";
            externalAccountId?: components["schemas"]["ExternalAccountId"];
            /** @description WALLET_SIGNATURE: the exact text to sign (UTF-8), including the account, a nonce and the expiry. */
            messageToSign?: string;
            /**
             * @description Designed for this contract. WALLET_SIGNATURE: the signature the verify call expects for this account's chain: EIP-191 `personal_sign` hex (EVM wallets), Bitcoin signed message in base64 (BIP-137 or Electrum), base58 Ed25519 signature over the UTF-8 message (Solana).
             * @enum {string}
             */
            signatureFormat?: "EIP191_HEX" | "BITCOIN_MESSAGE_BASE64" | "ED25519_BASE58";
            /**
             * Format: uri
             * @description LIVENESS: link to the hosted liveness check.
             */
            verificationLink?: string;
            expiresAt: components["schemas"]["Timestamp"];
        } & (unknown & unknown);
        /**
         * @description Starts an ownership challenge. `method`: `WALLET_SIGNATURE` (sign a message with the wallet's key) or `LIVENESS` (hosted liveness check of the holder).
         * @example {
         *       "method": "WALLET_SIGNATURE"
         *     }
         */
        OwnershipChallengeRequest: {
            /** @enum {string} */
            method: "WALLET_SIGNATURE" | "LIVENESS";
        };
        /**
         * @description Answers an outstanding `WALLET_SIGNATURE` challenge.
         * @example {
         *       "signature": "0x3b6e1c6f3c0b1f2a4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c1b"
         *     }
         */
        OwnershipVerificationRequest: {
            /** @description Signature over the exact `messageToSign`: EIP-191 hex for EVM chains, base64 for Bitcoin, base58-encoded Ed25519 for Solana. Any string is taken, as on the live service: one that is not a valid signature (an empty one included) fails verification (400, the account `UNVERIFIED`). */
            signature: string;
            /**
             * @description Bitcoin message-signing format; `electrum` for Electrum/Sparrow wallets. Default `bip137`. Ignored for non-Bitcoin chains.
             * @default bip137
             * @enum {string}
             */
            signatureScheme: "bip137" | "electrum";
        };
        /** @description Paging fields shared by every list. Pass `nextCursor` as `cursor` to read the next page. */
        PageInfo: {
            /** @description True when more items follow this page. */
            hasMore: boolean;
            /** @description Opaque cursor of the next page; present when `hasMore` is true. */
            nextCursor?: string;
            /** @description Number of items matching the filters, when known. */
            totalCount?: number;
        };
        /** @description The WebAuthn assertion (`navigator.credentials.get`), values base64url. */
        PasskeyAssertion: {
            credentialId: string;
            clientDataJson: string;
            authenticatorData: string;
            signature: string;
            userHandle?: string;
        };
        /** @description The WebAuthn registration result (`navigator.credentials.create`), values base64url. */
        PasskeyAttestation: {
            credentialId: string;
            clientDataJson: string;
            attestationObject: string;
            transports?: ("usb" | "nfc" | "ble" | "internal" | "hybrid")[];
        };
        /** @description A passkey challenge; sign it with the passkey (`navigator.credentials.get`) and verify. */
        PasskeyAuthChallenge: components["schemas"]["AuthMethod"] & {
            /**
             * @description The WebAuthn challenge: the lowercase hex SHA-256 of the session-creation request.
             *     Hand it to the authenticator as the UTF-8 bytes of this text (or as the base64url
             *     string itself); both are accepted.
             */
            challenge: string;
            credentialId: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description Echo it in the `Request-Id` header of the verify call (required there). */
            requestId: string;
        };
        PasskeyCredentialCreateRequest: components["schemas"]["AuthCredentialCreateRequest"] & {
            /** @enum {string} */
            type: "PASSKEY";
            nickname: string;
            /** @description The challenge (base64url) the attestation was made over. */
            challenge: string;
            attestation: components["schemas"]["PasskeyAttestation"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
        };
        PasskeyCredentialVerifyRequest: components["schemas"]["AuthCredentialVerifyRequest"] & {
            /** @enum {string} */
            type: "PASSKEY";
            assertion: components["schemas"]["PasskeyAssertion"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
        };
        PasskeyEnrollmentConfirmRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
            origin: string;
            /** @description The registration result as JSON (`id`, `rawId`, `type`, `response.clientDataJSON`, `response.attestationObject`, base64url). */
            credential: {
                [key: string]: unknown;
            };
        };
        PasskeyEnrollmentConfirmResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
            factor: components["schemas"]["ScaFactorView"];
        };
        /** @description A passkey enrolment: `options` for `navigator.credentials.create` (challenge, relying party, user, algorithms). */
        PasskeyEnrollmentStart: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
            options: {
                [key: string]: unknown;
            };
            allowedOrigins: string[];
            relyingPartyId: string;
        };
        PasskeyFactorEnrollRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
        };
        /**
         * @description Designed for this contract (the interface facts name `fundingPaymentInstructions[]`
         *     but not its entries). How to send money into an internal account: either a bank
         *     transfer to `bankAccount` (`instructionsType` `BANK_TRANSFER`) or a crypto transfer
         *     to `cryptoWallet` (`instructionsType` `CRYPTO_WALLET`). When `reference` is present
         *     it must be included in the transfer (memo, reference or remittance field) so the
         *     deposit is credited to this account.
         * @example {
         *       "instructionsType": "CRYPTO_WALLET",
         *       "currency": "USDC",
         *       "cryptoWallet": {
         *         "network": "BASE",
         *         "address": "0x52908400098527886E0F7030069857D2E4169EE7"
         *       }
         *     }
         */
        PaymentInstructions: {
            /** @enum {string} */
            instructionsType: "BANK_TRANSFER" | "CRYPTO_WALLET";
            currency: components["schemas"]["CurrencyCode"];
            /** @description Rails that can be used (e.g. `ACH`, `WIRE`, `SEPA`, `SPEI`, `PIX`, `LIGHTNING`). */
            paymentRails?: string[];
            /** @description Reference to include with the transfer. */
            reference?: string;
            /** @description Human-readable instructions. */
            instructionsNotes?: string;
            /**
             * @description The same destination in the live service's shape: `accountType` (`USD_ACCOUNT`,
             *     `EUR_ACCOUNT`, `GBP_ACCOUNT`, `MXN_ACCOUNT`, `BRL_ACCOUNT`, `INR_ACCOUNT`, ...,
             *     `SWIFT_ACCOUNT`; `BASE_WALLET`, `PLASMA_WALLET`, `LIGHTNING`, ...) with that type's
             *     fields (account numbers, `paymentRails`, `reference`; a wallet's `address`, a
             *     Lightning `invoice`). Always present; `bankAccount` / `cryptoWallet` carry the same
             *     facts in this contract's designed shape.
             */
            accountOrWalletInfo?: {
                accountType: string;
            };
            /** @description BANK_TRANSFER. The fields that apply to the currency are present. */
            bankAccount?: {
                accountHolderName: string;
                bankName?: string;
                accountNumber?: string;
                routingNumber?: string;
                iban?: string;
                swiftCode?: string;
                clabeNumber?: string;
                sortCode?: string;
                pixKey?: string;
                bankAddress?: components["schemas"]["Address"];
            };
            /** @description CRYPTO_WALLET. Send only this asset on this network; assets sent on the wrong network are unrecoverable. */
            cryptoWallet?: {
                /** @enum {string} */
                network: "ETHEREUM" | "BASE" | "POLYGON" | "ARBITRUM" | "PLASMA" | "SOLANA" | "BITCOIN" | "LIGHTNING";
                /** @description Deposit address (or, for `LIGHTNING`, a reusable BOLT12 offer or Lightning address). */
                address: string;
            };
        } & (unknown & unknown);
        /**
         * @description What a token's credentials may do (designed, spec/rules/api-tokens.yaml): `VIEW` reads
         *     (every GET); `TRANSACT` moves money (quotes, execution, transfers, mints, burns, sandbox
         *     money); `MANAGE` every other write (configuration, customers, accounts, webhooks, tokens,
         *     invitations, stablecoin setup). A call outside the token's permissions answers 403 `FORBIDDEN`.
         * @enum {string}
         */
        Permission: "VIEW" | "TRANSACT" | "MANAGE";
        /**
         * PHP_ACCOUNT
         * @description A Philippine bank account (currency `PHP`). `bankName` is required and must match a `bankName` of `GET /discoveries` (else 400 `INVALID_INPUT`).
         */
        PhpAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PHP_ACCOUNT";
            /** @description Required; must equal a `bankName` value of the discoveries list. */
            bankName: string;
            /** @description Account number, 8 to 16 digits. Primary identifier. */
            accountNumber: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumMxnBrlPhp"];
        };
        /**
         * PLASMA_WALLET
         * @description A wallet on the Plasma network (currency `USDT`). EVM-style address; ownership signatures use EIP-191. No beneficiary.
         */
        PlasmaWalletAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PLASMA_WALLET";
            /** @description EVM address (`0x` + 40 hex digits). Primary identifier. EVM addresses look alike across networks; assets sent on the wrong network are unrecoverable. */
            address: string;
        };
        /**
         * @description The platform's configuration. One per platform and environment.
         * @example {
         *       "id": "PlatformConfig:7d3e9a10-2b4c-4d5e-8f60-718293a4b5c6",
         *       "umaDomain": "uma.example.com",
         *       "proxyUmaSubdomain": "example.uma-proxy.service.example",
         *       "webhookEndpoint": "https://platform.example.com/webhooks/payments",
         *       "supportedCurrencies": [
         *         {
         *           "currencyCode": "USD",
         *           "minAmount": 100,
         *           "maxAmount": 1000000,
         *           "requiredCounterpartyFields": [
         *             {
         *               "name": "FULL_NAME",
         *               "mandatory": true
         *             }
         *           ],
         *           "providerRequiredCustomerFields": [
         *             "FULL_NAME",
         *             "BIRTH_DATE",
         *             "ADDRESS"
         *           ]
         *         }
         *       ],
         *       "createdAt": "2025-10-01T09:00:00Z",
         *       "updatedAt": "2025-10-13T12:00:00Z"
         *     }
         */
        PlatformConfig: {
            readonly id: components["schemas"]["PlatformConfigId"];
            /** @description Domain part of users' UMA addresses (`$user@<domain>`). The operator domain must proxy `/.well-known/lnurlp/*`, `/.well-known/lnurlpubkey` and `/.well-known/uma-configuration` to the same paths under `proxyUmaSubdomain`. */
            umaDomain?: string;
            /** @description Read-only. Assigned subdomain to which UMA requests are proxied. */
            readonly proxyUmaSubdomain?: string;
            webhookEndpoint?: components["schemas"]["ConfigWebhookEndpoint"];
            supportedCurrencies: components["schemas"]["SupportedCurrency"][];
            embeddedWalletConfig?: components["schemas"]["EmbeddedWalletConfig"];
            readonly createdAt: components["schemas"]["Timestamp"];
            readonly updatedAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description Id of a PlatformConfig, form `PlatformConfig:<uuid>`.
         * @example PlatformConfig:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        PlatformConfigId: string;
        /**
         * @description Any of `umaDomain`, `webhookEndpoint`, `supportedCurrencies`, `embeddedWalletConfig`;
         *     omitted fields are kept. `supportedCurrencies`, when given, replaces the whole list
         *     (designed for this contract); `embeddedWalletConfig`, when given, replaces the stored
         *     one (as on the live service, where it is the platform's embedded-wallet settings; once
         *     set, every customer's wallet is provisioned as an `EMBEDDED_WALLET` internal account,
         *     see `GET /customers/internal-accounts`). Read-only fields (`id`, `proxyUmaSubdomain`,
         *     `providerRequiredCustomerFields`, timestamps) and fields of the live service the
         *     simulator does not model (`feeConfigs`, `cardTokenization2faConfig`) are ignored and
         *     named in `Paysim-Warning` (400 `INVALID_INPUT` with `UNKNOWN_FIELD` in strict mode).
         */
        PlatformConfigUpdateRequest: {
            umaDomain?: string;
            webhookEndpoint?: components["schemas"]["ConfigWebhookEndpoint"] & components["schemas"]["HttpUrl"];
            supportedCurrencies?: components["schemas"]["ConfigSupportedCurrencyInput"][];
            embeddedWalletConfig?: components["schemas"]["EmbeddedWalletConfig"];
        };
        /**
         * POLYGON_WALLET
         * @description Designed for this contract (the description leaves wallets on other networks unshown; needed for EIP-191 ownership verification). A wallet on Polygon PoS (currency `USDC` or `USDT`). No beneficiary.
         */
        PolygonWalletAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "POLYGON_WALLET";
            /** @description EVM address (`0x` + 40 hex digits). Primary identifier. EVM addresses look alike across networks; assets sent on the wrong network are unrecoverable. */
            address: string;
        };
        /**
         * @description A quote: a locked exchange rate and the amounts and fees of a transfer, shown before
         *     execution. The rate is locked for 1 to 15 minutes depending on the payment type
         *     (`expiresAt`). Fields `id` to `transactionId` are the description's Quote table;
         *     `lockedCurrencySide`, `lockedCurrencyAmount`, `paymentInstructions`, `description`,
         *     `reference` and `updatedAt` are designed for this contract.
         * @example {
         *       "id": "Quote:5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *       "status": "PROCESSING",
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:00:00Z",
         *       "expiresAt": "2025-10-13T12:05:00Z",
         *       "source": {
         *         "sourceType": "ACCOUNT",
         *         "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
         *       },
         *       "destination": {
         *         "destinationType": "ACCOUNT",
         *         "accountId": "ExternalAccount:7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"
         *       },
         *       "sendingCurrency": {
         *         "code": "USD",
         *         "name": "United States Dollar",
         *         "symbol": "$",
         *         "decimals": 2
         *       },
         *       "receivingCurrency": {
         *         "code": "MXN",
         *         "name": "Mexican Peso",
         *         "symbol": "$",
         *         "decimals": 2
         *       },
         *       "totalSendingAmount": 10000,
         *       "totalReceivingAmount": 169912,
         *       "exchangeRate": 17.25,
         *       "feesIncluded": 150,
         *       "platformFeesIncluded": 50,
         *       "transactionId": "Transaction:5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *       "lockedCurrencySide": "SENDING",
         *       "lockedCurrencyAmount": 10000
         *     }
         */
        Quote: {
            readonly id: components["schemas"]["QuoteId"];
            /** @description `PROCESSING` on a created quote. */
            readonly status: components["schemas"]["QuoteStatus"];
            readonly createdAt: components["schemas"]["Timestamp"];
            readonly updatedAt?: components["schemas"]["Timestamp"];
            /** @description End of the rate lock, 1 to 15 minutes after `createdAt` depending on the payment type. Executing later returns 400 `QUOTE_EXPIRED`. */
            readonly expiresAt: components["schemas"]["Timestamp"];
            source: components["schemas"]["QuoteSource"];
            destination: components["schemas"]["QuoteDestination"];
            sendingCurrency: components["schemas"]["Currency"];
            receivingCurrency: components["schemas"]["Currency"];
            /**
             * Format: int64
             * @description Total taken from the source, fees included, in the smallest unit of `sendingCurrency`.
             */
            readonly totalSendingAmount: number;
            /**
             * Format: int64
             * @description Total delivered to the destination, in the smallest unit of `receivingCurrency`.
             */
            readonly totalReceivingAmount: number;
            /** @description Receiving units per sending unit (whole units, e.g. 17.25 MXN per USD); 1 for a same-currency transfer. */
            readonly exchangeRate: number;
            /**
             * Format: int64
             * @description All fees included in `totalSendingAmount`, in the smallest unit of `sendingCurrency` (platform fees included).
             */
            readonly feesIncluded: number;
            /**
             * Format: int64
             * @description The platform's own fees, part of `feesIncluded`, in the smallest unit of `sendingCurrency`.
             */
            readonly platformFeesIncluded: number;
            /** @description The transaction of this quote, form `Transaction:<uuid>`. Always present, as in the live service. It exists once the quote is executed (at creation with `immediatelyExecute` or for a real-time-funded quote); before that it is the id the transaction will have and `GET /transactions/{transactionId}` answers 404 `TRANSACTION_NOT_FOUND` (designed). */
            readonly transactionId: components["schemas"]["TransactionId"];
            lockedCurrencySide?: components["schemas"]["QuoteLockedCurrencySide"];
            /**
             * Format: int64
             * @description Designed for this contract: the `lockedCurrencyAmount` of the request.
             */
            lockedCurrencyAmount?: number;
            /** @description Designed for this contract. For a `REALTIME_FUNDING` source, the ways to pay the quote; for an embedded-wallet source, the payload its holder signs to execute it. */
            readonly paymentInstructions?: components["schemas"]["QuotePaymentInstructions"][];
            /** @description Designed for this contract: the request's `description`. */
            description?: string;
            /** @description Designed for this contract: the request's `reference`. */
            reference?: string;
        };
        /**
         * @description Money delivered to an account: an external account (a payout; it must be `ACTIVE`) or an
         *     internal account (a transfer between internal accounts, same-currency included).
         */
        QuoteAccountDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            destinationType: "ACCOUNT";
            /** @description An `ExternalAccount:<uuid>` (payout) or an `InternalAccount:<uuid>`. */
            accountId: components["schemas"]["ExternalAccountId"] | components["schemas"]["InternalAccountId"];
        };
        /**
         * @description Money taken from an account. `accountId` is an internal account (the usual case: a
         *     prefunded per-currency account, or an embedded wallet, whose execution then needs a
         *     wallet signature) or an external account (a pull: the quote must be created with
         *     `immediatelyExecute` true).
         */
        QuoteAccountSource: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "ACCOUNT";
            /** @description An `InternalAccount:<uuid>` or, for a pull, an `ExternalAccount:<uuid>`. */
            accountId: components["schemas"]["InternalAccountId"] | components["schemas"]["ExternalAccountId"];
            /**
             * @description The customer on whose behalf the platform pays from one of its own (pooled, FBO)
             *     accounts, as on the live service: the transaction then belongs to that customer
             *     (`customerId`, `platformCustomerId`). Otherwise the account owner's id is meant; a
             *     customer's own account named with another customer answers 400 `INVALID_INPUT`, an
             *     unknown customer 404 `CUSTOMER_NOT_FOUND`.
             */
            customerId?: components["schemas"]["CustomerId"];
        };
        /**
         * @description Designed for this contract. A fresh SCA challenge for a payment pending authorization:
         *     for `SMS_OTP` a new code was sent to `sentTo`; for `PASSKEY` `challenge` is the WebAuthn
         *     challenge to sign; for `TOTP` the customer reads the code from the authenticator app.
         */
        QuoteAuthorizationChallenge: {
            quoteId: components["schemas"]["QuoteId"];
            /** @enum {string} */
            factor: "SMS_OTP" | "TOTP" | "PASSKEY";
            /** @description Masked phone number the code was sent to (`SMS_OTP`). */
            sentTo?: string;
            /** @description Base64url WebAuthn challenge (`PASSKEY`). */
            challenge?: string;
            expiresAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description Designed for this contract (the description names quote authorization for Strong
         *     Customer Authentication but not its body). The customer's answer to the payment's SCA
         *     challenge: the one-time `code` of an `SMS_OTP` or `TOTP` factor, or the WebAuthn
         *     `assertion` of a `PASSKEY` factor over the challenge of the latest
         *     `QuoteAuthorizationChallenge`. The live service's body (`code`, `passkeyAssertion`,
         *     `origin`, `endUserIpAddress`) is accepted as is: `factor` is optional (the factor of the
         *     outstanding challenge is meant) and `passkeyAssertion` stands for `assertion`. A body
         *     answering neither the code nor the assertion of the challenge is a 400.
         */
        QuoteAuthorizeRequest: {
            /**
             * @description The factor answered; defaults to the outstanding challenge's.
             * @enum {string}
             */
            factor?: "SMS_OTP" | "TOTP" | "PASSKEY";
            /** @description The one-time code (`SMS_OTP`, `TOTP`; six digits). */
            code?: string | null;
            /** @description The WebAuthn assertion of a `PASSKEY` factor, in the live service's form. */
            passkeyAssertion?: Record<string, never> | null;
            /** @description The WebAuthn origin of a `PASSKEY` answer. */
            origin?: string | null;
            /** @description The end user's IP address (recorded, not checked). */
            endUserIpAddress?: string | null;
            /** @description WebAuthn assertion (`PASSKEY`). */
            assertion?: {
                credentialId: string;
                clientDataJson: string;
                authenticatorData: string;
                signature: string;
            };
        };
        /**
         * @description Body of `POST /quotes`. `source`, `destination`, `lockedCurrencySide`,
         *     `lockedCurrencyAmount` and `immediatelyExecute` are the description's fields;
         *     `description` and `reference` are designed for this contract (free texts kept on the
         *     quote and on its transaction).
         */
        QuoteCreateRequest: {
            source: components["schemas"]["QuoteSource"];
            destination: components["schemas"]["QuoteDestination"];
            lockedCurrencySide: components["schemas"]["QuoteLockedCurrencySide"];
            /**
             * Format: int64
             * @description The fixed amount, in the smallest unit of the locked side's currency (sending currency for `SENDING`, receiving currency for `RECEIVING`).
             */
            lockedCurrencyAmount: number;
            /**
             * @description When true the quote is executed as it is created (no separate execute call). Required
             *     true for a pull (an external account source). Not allowed with an embedded-wallet
             *     source, whose execution needs a signed retry of `POST /quotes/{quoteId}/execute`.
             * @default false
             */
            immediatelyExecute: boolean;
            /** @description Designed for this contract. Free text for the platform, copied to the transaction. */
            description?: string;
            /** @description Designed for this contract. The platform's reference, copied to the transaction (filter with `GET /transactions?reference=`). */
            reference?: string;
            platformFeeOverride?: components["schemas"]["QuotePlatformFeeOverride"];
        };
        /**
         * @description Designed for this contract. A blockchain network (the live service's CryptoNetwork values, Spark and Tron included, with Lightning and Arbitrum); EVM addresses look alike across Ethereum, Base, Polygon, Plasma and Arbitrum, and assets sent on the wrong network are unrecoverable.
         * @enum {string}
         */
        QuoteCryptoNetwork: "BITCOIN" | "LIGHTNING" | "SPARK" | "ETHEREUM" | "BASE" | "POLYGON" | "PLASMA" | "ARBITRUM" | "SOLANA" | "TRON";
        /**
         * @description Where the money of a quote goes, selected by `destinationType`: `ACCOUNT` (shown in the
         *     description: `destinationType`, `accountId`) or `UMA_ADDRESS` (designed shape).
         * @example {
         *       "destinationType": "ACCOUNT",
         *       "accountId": "ExternalAccount:7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"
         *     }
         */
        QuoteDestination: components["schemas"]["QuoteAccountDestination"] | components["schemas"]["QuoteUmaDestination"];
        /**
         * @description Optional body of `POST /quotes/{quoteId}/execute` (the live service's shape).
         * @example {}
         */
        QuoteExecuteRequest: {
            scaFactor?: components["schemas"]["ScaFactor"];
        };
        /**
         * @description Id of a Quote, form `Quote:<uuid>`.
         * @example Quote:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        QuoteId: string;
        /**
         * @description Which side of the quote `lockedCurrencyAmount` fixes. `SENDING` (seen in the
         *     description): the amount taken from the source is fixed and fees and conversion are
         *     deducted from it. `RECEIVING` (designed for this contract): the amount delivered to the
         *     destination is fixed and the sending amount is computed.
         * @enum {string}
         */
        QuoteLockedCurrencySide: "SENDING" | "RECEIVING";
        /**
         * @description Designed for this contract (the description names real-time-funded quotes but not how
         *     they are paid). How to pay a real-time-funded quote: send exactly `amount` to
         *     `bankAccount` (`BANK_TRANSFER`), to `cryptoWallet` (`CRYPTO_WALLET`) or pay `invoice`
         *     (`LIGHTNING_INVOICE`), quoting `reference`, before `expiresAt`. Field names follow the
         *     internal accounts' `PaymentInstructions`. In Sandbox the payment is simulated with
         *     `POST /sandbox/send`. For a quote whose source is an embedded wallet
         *     (`EMBEDDED_WALLET`), the entry carries what the wallet's holder signs instead:
         *     `accountOrWalletInfo.payloadToSign`, stamped with the key of a live session of the
         *     wallet and sent as `Service-Wallet-Signature` on `POST /quotes/{quoteId}/execute`
         *     (no `Request-Id` needed; the live service's form).
         */
        QuotePaymentInstructions: {
            /**
             * @description Which of `bankAccount`, `cryptoWallet`, `invoice`, `accountOrWalletInfo.payloadToSign` applies.
             * @enum {string}
             */
            instructionsType: "BANK_TRANSFER" | "CRYPTO_WALLET" | "LIGHTNING_INVOICE" | "EMBEDDED_WALLET";
            /**
             * @description The same instructions in the live service's shape (always present): `accountType`
             *     (`USD_ACCOUNT`, `EUR_ACCOUNT`, ..., `SWIFT_ACCOUNT`; `BASE_WALLET`, `LIGHTNING`, ...)
             *     with that type's fields and the `reference`; for an embedded-wallet source
             *     `{accountType: EMBEDDED_WALLET, payloadToSign}`.
             */
            accountOrWalletInfo?: {
                accountType: string;
                /** @description EMBEDDED_WALLET: the exact string to stamp (byte for byte) with a session key of the wallet. */
                payloadToSign?: string;
            };
            amount: components["schemas"]["CurrencyAmount"];
            /** @description The reference to quote with the payment so it is matched to the quote. */
            reference: string;
            expiresAt?: components["schemas"]["Timestamp"];
            /** @description Rails that can be used (e.g. `ACH`, `WIRE`, `RTP`, `SEPA_INSTANT`, `SPEI`, `PIX`). */
            paymentRails?: string[];
            /** @description Human-readable instructions. */
            instructionsNotes?: string;
            /** @description BANK_TRANSFER. The fields that apply to the currency are present. */
            bankAccount?: {
                accountHolderName: string;
                bankName?: string;
                accountNumber?: string;
                routingNumber?: string;
                iban?: string;
                swiftCode?: string;
                clabeNumber?: string;
                sortCode?: string;
                pixKey?: string;
            };
            /** @description CRYPTO_WALLET. Send only this asset on this network; assets sent on the wrong network are unrecoverable. */
            cryptoWallet?: {
                network: components["schemas"]["QuoteCryptoNetwork"];
                address: string;
            };
            /** @description LIGHTNING_INVOICE. A single-use BOLT11 invoice for `amount`. */
            invoice?: string;
        } & (unknown & unknown & unknown);
        /**
         * @description The platform's fee for this payment, replacing its configured fee (the live service's
         *     field): `platformFixedFee` (an amount in the sending currency) plus
         *     `platformVariableFeeBps` of the sending amount (rounded up). Only for quotes whose
         *     sending currency is USD, and the fixed fee must be in USD: otherwise 400
         *     `INVALID_INPUT`. The service's own fee is unchanged; `feesIncluded` and
         *     `platformFeesIncluded` show the result.
         * @example {
         *       "platformFixedFee": {
         *         "amount": 50,
         *         "currency": "USD"
         *       },
         *       "platformVariableFeeBps": 30
         *     }
         */
        QuotePlatformFeeOverride: {
            platformFixedFee: {
                /**
                 * Format: int64
                 * @description Smallest unit of `currency`.
                 */
                amount: number;
                currency: components["schemas"]["CurrencyCode"];
            };
            /** @description Basis points of the sending amount. */
            platformVariableFeeBps: number;
        };
        /**
         * @description Designed for this contract (the description names real-time-funded quotes but not their
         *     source shape). The sender pays the quote in real time by following the quote's
         *     `paymentInstructions`, in `currency`; in Sandbox the payment is simulated with
         *     `POST /sandbox/send`. `customerId` names the customer the payment is made for; absent
         *     for a payment on behalf of the platform.
         */
        QuoteRealtimeFundingSource: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "REALTIME_FUNDING";
            currency: components["schemas"]["CurrencyCode"];
            customerId?: components["schemas"]["CustomerId"];
            /**
             * @description The network the sender deposits a crypto `currency` on, as on the live service: the
             *     quote's `paymentInstructions` carry a deposit address on it. A network the asset is
             *     not carried on answers 400 `INVALID_INPUT`; ignored for a fiat currency.
             */
            cryptoNetwork?: components["schemas"]["QuoteCryptoNetwork"];
        };
        /**
         * @description Where the money of a quote comes from, selected by `sourceType`: `ACCOUNT` (shown in the
         *     description: `sourceType`, `accountId`) or `REALTIME_FUNDING` (designed for this contract).
         * @example {
         *       "sourceType": "ACCOUNT",
         *       "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
         *     }
         */
        QuoteSource: components["schemas"]["QuoteAccountSource"] | components["schemas"]["QuoteRealtimeFundingSource"];
        /**
         * @description Status of a quote. The values are the live service's (`PENDING`, `PENDING_AUTHORIZATION`,
         *     `PROCESSING`, `COMPLETED`, `FAILED`, `EXPIRED`). Only `PROCESSING` is shown by the
         *     description (it is the status of a created quote, so this contract's created quotes are
         *     `PROCESSING`, never `PENDING`); the transitions are designed for this contract (the
         *     description does not show quote statuses):
         *     - `PENDING`: a live value for a created quote; a client may meet it on another server.
         *     - `PROCESSING`: created; the rate is locked until `expiresAt` and the quote can be
         *       executed (with `immediatelyExecute` it is already being executed; see `transactionId`).
         *     - `PENDING_AUTHORIZATION`: executed for a customer in an SCA region; the customer must
         *       authorize the payment with `POST /quotes/{quoteId}/authorize`.
         *     - `COMPLETED`: the quote was executed and its transaction started; follow it with `transactionId`.
         *     - `EXPIRED`: `expiresAt` passed before execution; request a new quote.
         *     - `FAILED`: the quote's payment failed (its transaction `FAILED`: an outcome of the
         *       payout, a bank return, a cancelled bank transfer, a rejection).
         * @enum {string}
         */
        QuoteStatus: "PENDING" | "PROCESSING" | "PENDING_AUTHORIZATION" | "COMPLETED" | "EXPIRED" | "FAILED";
        /**
         * @description An UMA address, form `$<user>@<domain>` (for example `$alice@uma.example.com`). The
         *     address is not pattern-checked by the schema: a malformed address is answered with 400
         *     `INVALID_UMA_ADDRESS`, and a well-formed address without a receiver with 404 `UMA_NOT_FOUND`.
         * @example $success.usd@uma.sandbox.example
         */
        QuoteUmaAddress: string;
        /**
         * @description Money delivered to an UMA address. Designed for this contract (the description shows
         *     UMA payments and the receiver lookup but not this shape). Look the receiver up first with
         *     `GET /receiver/uma/{receiverUmaAddress}`: `currency` must be one of the receiver's
         *     `supportedCurrencies`, and the amount must lie within that currency's `minAmount` and
         *     `maxAmount` (else 400 `AMOUNT_OUT_OF_RANGE`).
         */
        QuoteUmaDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            destinationType: "UMA_ADDRESS";
            umaAddress: components["schemas"]["QuoteUmaAddress"];
            /** @description The receiving currency, one of the receiver's `supportedCurrencies`. */
            currency?: components["schemas"]["CurrencyCode"];
        };
        RecordSecurityEventRequest: {
            /** @enum {string} */
            eventType: "RESET_PASSWORD_COMPLETED" | "FAILED_LOGIN_ATTEMPT";
        };
        RecordSecurityEventResponse: {
            /** @enum {string} */
            eventType: "RESET_PASSWORD_COMPLETED" | "FAILED_LOGIN_ATTEMPT";
            suspended: boolean;
            failedAttempts: number;
            /** Format: date-time */
            lockedUntil?: string | null;
        };
        /**
         * @description Id of a Request, form `Request:<uuid>`. The prefix of this id type is designed for this contract.
         * @example Request:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        RequestId: string;
        /**
         * RWF_ACCOUNT
         * @description A Rwandan mobile-money wallet (currency `RWF`).
         */
        RwfAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "RWF_ACCOUNT";
            /** @description `+250` plus 9 digits. Primary identifier. */
            phoneNumber: string;
            /**
             * @description The wallet provider.
             * @enum {string}
             */
            provider: "MTN" | "AIRTEL";
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumBusinessFull"];
        };
        /** @description Body of `POST /sandbox/internal-accounts/{accountId}/fund`. */
        SandboxFundRequest: {
            /**
             * Format: int64
             * @description Amount to credit, smallest unit of the account's currency.
             */
            amount: number;
        };
        /** @description Body of `POST /sandbox/send`. Simulates the sender paying a real-time-funded quote. */
        SandboxSendRequest: {
            quoteId: components["schemas"]["QuoteId"];
            /** @description Currency of the simulated payment; must be the quote's sending currency (else 400 `INVALID_CURRENCY`). */
            currencyCode: components["schemas"]["CurrencyCode"];
            /**
             * Format: int64
             * @description The amount actually sent, smallest unit of `currencyCode` (the live service's field); absent, the quote's `totalSendingAmount`. Another amount than the quote's fails the payment (`FAILED`, `FUNDING_AMOUNT_MISMATCH`; the funds go back to the sender).
             */
            currencyAmount?: number;
        };
        /** @description Body of `POST /sandbox/uma/receive`. Simulates an incoming UMA payment to one of the platform's customers. */
        SandboxUmaReceiveRequest: {
            /** @description The receiving customer, instead of (or besides) `receiverUmaAddress` (live service field). One of the two is needed (else 400 `INVALID_INPUT`). */
            customerId?: components["schemas"]["CustomerId"];
            /** @description The (simulated) sender's UMA address, at any domain. */
            senderUmaAddress: components["schemas"]["QuoteUmaAddress"];
            /** @description The UMA address of a customer of the platform (else 404 `UMA_NOT_FOUND`). */
            receiverUmaAddress?: components["schemas"]["QuoteUmaAddress"];
            /** @description Currency credited to the receiver; one of the platform's supported currencies (else 400 `INVALID_CURRENCY`). */
            receivingCurrencyCode: components["schemas"]["CurrencyCode"];
            /**
             * Format: int64
             * @description Amount credited, smallest unit of `receivingCurrencyCode`; within that currency's `minAmount`/`maxAmount` (else 400 `AMOUNT_OUT_OF_RANGE`).
             */
            receivingCurrencyAmount: number;
        };
        /**
         * @description An SCA factor kind.
         * @enum {string}
         */
        ScaFactor: "SMS_OTP" | "TOTP" | "PASSKEY";
        ScaFactorConfirmRequestOneOf: components["schemas"]["TotpEnrollmentConfirmRequest"] | components["schemas"]["PasskeyEnrollmentConfirmRequest"];
        ScaFactorConfirmResponseOneOf: components["schemas"]["TotpEnrollmentConfirmResponse"] | components["schemas"]["PasskeyEnrollmentConfirmResponse"];
        ScaFactorEnrollRequestOneOf: components["schemas"]["TotpFactorEnrollRequest"] | components["schemas"]["PasskeyFactorEnrollRequest"];
        ScaFactorEnrollStartOneOf: components["schemas"]["TotpEnrollmentStart"] | components["schemas"]["PasskeyEnrollmentStart"];
        /**
         * @description Id of a ScaFactor, form `ScaFactor:<uuid>`. The prefix of this id type is designed for this contract.
         * @example ScaFactor:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        ScaFactorId: string;
        /**
         * @example {
         *       "factors": [
         *         {
         *           "factor": "SMS_OTP",
         *           "name": "+4*********789"
         *         },
         *         {
         *           "factor": "TOTP",
         *           "credentialId": "ScaFactor:63bac6de-e20c-46ce-99f9-c61c30c36a5f",
         *           "name": "Authenticator app"
         *         }
         *       ]
         *     }
         */
        ScaFactorList: {
            factors: components["schemas"]["ScaFactorView"][];
        };
        /** @description An active factor of a customer. `credentialId` identifies `TOTP` and `PASSKEY` factors (delete them by it); the `SMS_OTP` factor is the customer's phone (designed: no id). */
        ScaFactorView: {
            factor: components["schemas"]["ScaFactor"];
            credentialId?: string;
            name?: string;
        };
        /** @description `status` `AUTHENTICATED` with the session's end on the platform clock. */
        ScaLoginComplete: {
            status: string;
            /** Format: date-time */
            sessionExpiresAt?: string | null;
        };
        ScaLoginCompleteRequest: {
            factor: components["schemas"]["ScaFactor"];
            endUserIpAddress: string;
            challengeId?: string | null;
            code?: string | null;
            origin?: string | null;
            /** @description The assertion as JSON (`id`, `response.clientDataJSON`, `response.authenticatorData`, `response.signature`, base64url). */
            passkeyAssertion?: {
                [key: string]: unknown;
            } | null;
        } & ({
            code: string | null;
        } | {
            passkeyAssertion: {
                [key: string]: unknown;
            } | null;
            origin: string | null;
        });
        /** @description A login challenge: an SMS code was sent (sandbox `123456`), a TOTP code is awaited, or `passkeyOptions` are to be signed. */
        ScaLoginStart: {
            factor: components["schemas"]["ScaFactor"];
            challengeId?: string | null;
            /** Format: date-time */
            expiresAt?: string | null;
            passkeyOptions?: {
                [key: string]: unknown;
            } | null;
            allowedOrigins?: string[] | null;
            relyingPartyId?: string | null;
        };
        ScaLoginStartRequest: {
            factor: components["schemas"]["ScaFactor"];
        };
        /**
         * @description Id of a Session, form `Session:<uuid>`. The prefix of this id type is designed for this contract.
         * @example Session:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        SessionId: string;
        /**
         * @description Every live session of the wallet, in one page: `hasMore` is always false (the live
         *     service does not page this list; the interface facts give every list `hasMore`).
         */
        SessionListResponse: {
            data: components["schemas"]["AuthSession"][];
            /** @description Always false (one page). */
            hasMore: boolean;
        };
        /**
         * @description First leg of an embedded-wallet signed flow. Sign `payloadToSign` exactly with the
         *     session signing key and repeat the same request with headers `Service-Wallet-Signature`
         *     (the `ApiKeyStamper` stamp) and `Request-Id` (this `requestId`) before `expiresAt`.
         * @example {
         *       "payloadToSign": "{\"requestId\":\"Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00\",\"operation\":\"revokeAuthSession\",\"accountId\":\"InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724\",\"bodySha256\":\"e3b0c442\",\"issuedAt\":\"2025-10-13T12:00:00Z\"}",
         *       "requestId": "Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00",
         *       "expiresAt": "2025-10-13T12:05:00Z"
         *     }
         */
        SignedRequestChallenge: {
            payloadToSign: string;
            requestId: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /**
         * @description First leg of an embedded-wallet signed flow. Sign `payloadToSign` exactly, with the
         *     session signing key, and repeat the same request with headers
         *     `Service-Wallet-Signature` (the stamp) and `Request-Id` (this `requestId`).
         * @example {
         *       "payloadToSign": "{\"requestId\":\"Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00\",\"method\":\"DELETE\",\"path\":\"/auth/sessions/Session:0b7e\",\"bodySha256\":\"e3b0c442...\"}",
         *       "requestId": "Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00",
         *       "expiresAt": "2025-10-13T12:05:00Z"
         *     }
         */
        SignedRetryChallenge: {
            /** @description The exact string to sign. */
            payloadToSign: string;
            /** @description Echo in the `Request-Id` header of the signed retry. */
            requestId: string;
            expiresAt?: components["schemas"]["Timestamp"];
        };
        /**
         * SLV_ACCOUNT
         * @description An El Salvador destination (currency `USD`), either a bank transfer (`bankName`,
         *     `accountNumber`, `bankAccountType` required) or mobile money (`phoneNumber` in
         *     international format). Exactly one of the two shapes.
         */
        SlvAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SLV_ACCOUNT";
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description Bank account number. Primary identifier. */
            accountNumber?: string;
            /**
             * @description `CHECKING` or `SAVINGS`.
             * @enum {string}
             */
            bankAccountType?: "CHECKING" | "SAVINGS";
            /** @description Mobile-money phone number in international format (`+` and country code). Primary identifier. */
            phoneNumber?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["Beneficiary"];
        } & (unknown | unknown);
        SmsOtpCredentialCreateRequest: components["schemas"]["AuthCredentialCreateRequest"] & {
            /** @enum {string} */
            type: "SMS_OTP";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SMS_OTP";
        };
        SmsOtpCredentialVerifyRequest: components["schemas"]["AuthCredentialVerifyRequest"] & {
            /** @enum {string} */
            type: "SMS_OTP";
            /** @description JSON text `{encappedPublic, ciphertext}` (hex), as `formatHpkeBuf` returns it. */
            encryptedOtpBundle: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SMS_OTP";
        };
        /**
         * SOLANA_WALLET
         * @description Designed for this contract (needed for Ed25519 ownership verification). A Solana wallet (currency `USDC`), base58 address of 32 to 44 characters. No beneficiary.
         */
        SolanaWalletAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SOLANA_WALLET";
            /** @description Base58 Solana address. Primary identifier. */
            address: string;
        };
        /**
         * SPARK_WALLET
         * @description A Spark wallet (currency `BTC`), as the live service declares it (the description leaves wallets on other networks not shown). No beneficiary. Created `ACTIVE`, with no ownership signature (designed).
         */
        SparkWalletAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SPARK_WALLET";
            /** @description The Spark address (any form the live service takes; no whitespace). Primary identifier. */
            address: string;
        };
        /**
         * @description A stablecoin registered by the platform at its issuance provider. `name`, `symbol`,
         *     `baseCurrency` and `decimals` come from the provider's token (in the sandbox: designed,
         *     see spec/rules/stablecoins.yaml). `symbol` and each token identifier are unique per
         *     platform (409 `STABLECOIN_SYMBOL_ALREADY_EXISTS`, `STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS`).
         * @example {
         *       "id": "Stablecoin:01268d68-9422-4be5-a477-1e311948371b",
         *       "name": "ACME Dollar",
         *       "symbol": "ACMEUSD",
         *       "currency": "ACMEUSD",
         *       "baseCurrency": "USD",
         *       "network": "SPARK",
         *       "decimals": 6,
         *       "issuanceStatus": "PROVISIONED",
         *       "serviceOperationsStatus": "ENABLED",
         *       "networkTokenIdentifier": "btkn1acmeusd7q2lmx9",
         *       "provider": "BRALE",
         *       "stablecoinProviderAccountId": "StablecoinProviderAccount:54869f31-9024-4a71-8fed-efef3f43452b",
         *       "providerEnvironment": "SANDBOX",
         *       "providerTokenIdentifier": "acmeusd-7Hq2LmX9",
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:05:00Z"
         *     }
         */
        Stablecoin: {
            id: components["schemas"]["StablecoinId"];
            name: string;
            symbol: string;
            /** @description The currency code the stablecoin's amounts are reported in (its symbol). */
            currency?: string;
            /** @description The fiat currency backing the stablecoin (funding and redemption currency). */
            baseCurrency: string;
            network: components["schemas"]["StablecoinNetwork"];
            /** @description Decimal places of the token's smallest unit; mint and burn `amount`s are in that unit. */
            decimals: number;
            issuanceStatus: components["schemas"]["StablecoinIssuanceStatus"];
            serviceOperationsStatus: components["schemas"]["StablecoinServiceOperationsStatus"];
            networkTokenIdentifier: string;
            provider: components["schemas"]["StablecoinProvider"];
            stablecoinProviderAccountId: components["schemas"]["StablecoinProviderAccountId"];
            providerEnvironment: components["schemas"]["StablecoinProviderEnvironment"];
            providerTokenIdentifier: string;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        StablecoinAchDebitFundingSource: components["schemas"]["StablecoinMintFundingSourceBase"] & {
            /** @enum {string} */
            type: "ACH_DEBIT";
            externalAccountId: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ACH_DEBIT";
        };
        StablecoinBurnDestination: {
            /** @enum {string} */
            type: "EXTERNAL_ACCOUNT";
            /** @description The external bank account (`ExternalAccount:<uuid>`, in the stablecoin's `baseCurrency`) receiving the redeemed fiat. */
            externalAccountId: string;
            /** @enum {string} */
            rail: "WIRE" | "ACH_CREDIT" | "SAME_DAY_ACH_CREDIT" | "RTP_CREDIT";
        };
        /**
         * @description Body of `POST /stablecoins/{stablecoinId}/burns`.
         * @example {
         *       "amount": "10000000",
         *       "source": {
         *         "type": "SERVICE_INTERNAL_ACCOUNT",
         *         "accountId": "InternalAccount:a754fca3-82fc-4ad0-add1-08554ed33ea5"
         *       },
         *       "destination": {
         *         "type": "EXTERNAL_ACCOUNT",
         *         "externalAccountId": "ExternalAccount:777138e9-4adf-410d-bf65-7bd644677968",
         *         "rail": "ACH_CREDIT"
         *       }
         *     }
         */
        StablecoinBurnRequest: {
            /** @description Tokens to burn, in the stablecoin's smallest unit, as a decimal string. */
            amount: string;
            description?: string;
            source: components["schemas"]["StablecoinBurnSource"];
            destination: components["schemas"]["StablecoinBurnDestination"];
        };
        /** @description Where the burned tokens come from. */
        StablecoinBurnSource: components["schemas"]["StablecoinExternalAccountBurnSource"] | components["schemas"]["StablecoinServiceInternalBurnSource"] | components["schemas"]["StablecoinProviderBalanceBurnSource"];
        StablecoinBurnSourceBase: {
            /** @enum {string} */
            type: "EXTERNAL_ACCOUNT" | "SERVICE_INTERNAL_ACCOUNT" | "PROVIDER_INTERNAL_BALANCE";
        };
        /** @description What a burn is expected to deliver. */
        StablecoinEstimatedDelivery: {
            amount?: string;
            currency?: string;
            rail?: string;
            timing?: string;
        } & {
            [key: string]: unknown;
        };
        StablecoinExternalAccountBurnSource: components["schemas"]["StablecoinBurnSourceBase"] & {
            /** @enum {string} */
            type: "EXTERNAL_ACCOUNT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "EXTERNAL_ACCOUNT";
        };
        /** @description Where to send the funds: a wire-funded mint's bank details, or an external-account burn's deposit address (`rail` and `network` `SPARK`, `address`, `valueType` the coin's provider token). */
        StablecoinFundingInstructions: {
            rail?: string;
            valueType?: string;
            address?: string;
            network?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Id of a Stablecoin, form `Stablecoin:<uuid>`. The prefix of this id type is designed for this contract.
         * @example Stablecoin:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        StablecoinId: string;
        /**
         * @description Issuance of the stablecoin at its provider: `PENDING_REVIEW`, `PROVISIONING`,
         *     `PROVISIONED` (mints and burns possible), `REJECTED`, `FAILED`. Mints and burns on a
         *     stablecoin that is not `PROVISIONED` answer 400 `STABLECOIN_NOT_PROVISIONED`.
         * @enum {string}
         */
        StablecoinIssuanceStatus: "PENDING_REVIEW" | "PROVISIONING" | "PROVISIONED" | "REJECTED" | "FAILED";
        /** @description A page of stablecoins, newest first. */
        StablecoinListResponse: {
            data: components["schemas"]["Stablecoin"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        StablecoinMintDestination: {
            /**
             * @description Where the minted tokens go: an `ExternalAccount:` id, an `ACTIVE` Spark wallet external account (the
             *     live service's initial flow), or an `InternalAccount:` id whose stablecoin holding is credited (designed).
             */
            accountId: string;
        };
        /** @description How a mint is funded. */
        StablecoinMintFundingSource: components["schemas"]["StablecoinWireFundingSource"] | components["schemas"]["StablecoinAchDebitFundingSource"] | components["schemas"]["StablecoinSameDayAchDebitFundingSource"] | components["schemas"]["StablecoinServiceInternalFundingSource"] | components["schemas"]["StablecoinProviderBalanceFundingSource"];
        StablecoinMintFundingSourceBase: {
            /** @enum {string} */
            type: "WIRE" | "ACH_DEBIT" | "SAME_DAY_ACH_DEBIT" | "SERVICE_INTERNAL_ACCOUNT" | "PROVIDER_INTERNAL_BALANCE";
        };
        /**
         * @description Body of `POST /stablecoins/{stablecoinId}/mints`.
         * @example {
         *       "amount": "25000000",
         *       "description": "Treasury top-up",
         *       "fundingSource": {
         *         "type": "SERVICE_INTERNAL_ACCOUNT",
         *         "accountId": "InternalAccount:a754fca3-82fc-4ad0-add1-08554ed33ea5"
         *       },
         *       "destination": {
         *         "accountId": "InternalAccount:a754fca3-82fc-4ad0-add1-08554ed33ea5"
         *       }
         *     }
         */
        StablecoinMintRequest: {
            /** @description Tokens to mint, in the stablecoin's smallest unit (`decimals`), as a decimal string. */
            amount: string;
            description?: string;
            fundingSource: components["schemas"]["StablecoinMintFundingSource"];
            destination: components["schemas"]["StablecoinMintDestination"];
        };
        /**
         * @description Network the stablecoin's token lives on.
         * @enum {string}
         */
        StablecoinNetwork: "SPARK";
        /**
         * @description A mint or a burn.
         * @example {
         *       "id": "StablecoinOperation:bd1dd8f0-7a69-4d81-a0cd-779297fa1895",
         *       "stablecoinId": "Stablecoin:01268d68-9422-4be5-a477-1e311948371b",
         *       "operationType": "MINT",
         *       "status": "PENDING_FUNDING",
         *       "amount": "25000000",
         *       "description": "Treasury top-up",
         *       "source": {
         *         "type": "SERVICE_INTERNAL_ACCOUNT",
         *         "accountId": "InternalAccount:a754fca3-82fc-4ad0-add1-08554ed33ea5"
         *       },
         *       "destination": {
         *         "accountId": "InternalAccount:a754fca3-82fc-4ad0-add1-08554ed33ea5"
         *       },
         *       "provider": "BRALE",
         *       "providerEnvironment": "SANDBOX",
         *       "providerStatus": "pending_funding",
         *       "stablecoinProviderAccountId": "StablecoinProviderAccount:54869f31-9024-4a71-8fed-efef3f43452b",
         *       "expiresAt": "2025-10-13T12:30:00Z",
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:00:01Z"
         *     }
         */
        StablecoinOperation: {
            id: components["schemas"]["StablecoinOperationId"];
            stablecoinId: components["schemas"]["StablecoinId"];
            operationType: components["schemas"]["StablecoinOperationType"];
            status: components["schemas"]["StablecoinOperationStatus"];
            amount: string;
            description?: string;
            source?: components["schemas"]["StablecoinOperationSource"];
            destination?: components["schemas"]["StablecoinOperationDestination"];
            fundingInstructions?: components["schemas"]["StablecoinFundingInstructions"];
            estimatedDelivery?: components["schemas"]["StablecoinEstimatedDelivery"];
            provider: components["schemas"]["StablecoinProvider"];
            providerEnvironment: components["schemas"]["StablecoinProviderEnvironment"];
            providerStatus?: string;
            stablecoinProviderAccountId: components["schemas"]["StablecoinProviderAccountId"];
            failureReason?: string;
            expiresAt?: components["schemas"]["Timestamp"];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        StablecoinOperationDestination: {
            accountId: string;
            /** @enum {string} */
            rail?: "WIRE" | "ACH_CREDIT" | "SAME_DAY_ACH_CREDIT" | "RTP_CREDIT";
        };
        /**
         * @description Id of a StablecoinOperation, form `StablecoinOperation:<uuid>`. The prefix of this id type is designed for this contract.
         * @example StablecoinOperation:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        StablecoinOperationId: string;
        /** @description A page of a stablecoin's operations, newest first. */
        StablecoinOperationListResponse: {
            data: components["schemas"]["StablecoinOperation"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        StablecoinOperationSource: {
            /** @enum {string} */
            type: "WIRE" | "ACH_DEBIT" | "SAME_DAY_ACH_DEBIT" | "EXTERNAL_ACCOUNT" | "SERVICE_INTERNAL_ACCOUNT" | "PROVIDER_INTERNAL_BALANCE";
            accountId?: string;
            externalAccountId?: string;
            sourceTokenIdentifier?: string;
            cryptoNetwork?: string;
        };
        /**
         * @description Lifecycle of a mint or burn, on the platform clock: `CREATED` -> `PENDING_FUNDING` ->
         *     `PENDING_PROVIDER` -> `PROCESSING` -> `COMPLETED`; `FAILED` (the provider refused it) and
         *     `EXPIRED` (funding never arrived) are final too. Timings and sandbox triggers: spec/rules/stablecoins.yaml.
         * @enum {string}
         */
        StablecoinOperationStatus: "CREATED" | "PENDING_FUNDING" | "PENDING_PROVIDER" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
        /** @enum {string} */
        StablecoinOperationType: "MINT" | "BURN";
        /**
         * @description Issuance provider.
         * @enum {string}
         */
        StablecoinProvider: "BRALE";
        /**
         * @description A link between the platform and its account at an issuance provider. The API client secret is never returned.
         * @example {
         *       "id": "StablecoinProviderAccount:54869f31-9024-4a71-8fed-efef3f43452b",
         *       "provider": "BRALE",
         *       "providerAccountId": "brale_acct_7f3a9c2e5b1d",
         *       "providerEnvironment": "SANDBOX",
         *       "status": "ACTIVE",
         *       "lastVerifiedAt": "2025-10-13T12:00:00Z",
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:00:00Z"
         *     }
         */
        StablecoinProviderAccount: {
            id: components["schemas"]["StablecoinProviderAccountId"];
            provider: components["schemas"]["StablecoinProvider"];
            /** @description The account's id at the provider (given when linking, else assigned by the provider). */
            providerAccountId: string;
            providerEnvironment: components["schemas"]["StablecoinProviderEnvironment"];
            status: components["schemas"]["StablecoinProviderAccountStatus"];
            /** @description When the provider last confirmed the link's credentials. */
            lastVerifiedAt?: components["schemas"]["Timestamp"];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description Id of a StablecoinProviderAccount, form `StablecoinProviderAccount:<uuid>`. The prefix of this id type is designed for this contract.
         * @example StablecoinProviderAccount:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        StablecoinProviderAccountId: string;
        /**
         * @description Body of `POST /stablecoin-provider-accounts`. The provider's API client credentials; the secret is write-only.
         * @example {
         *       "provider": "BRALE",
         *       "apiClientId": "brale_client_7Hq2LmX9",
         *       "apiClientSecret": "brale_secret_4f9c1e7a2b",
         *       "providerAccountId": "brale_acct_7f3a9c2e5b1d"
         *     }
         */
        StablecoinProviderAccountLinkRequest: {
            provider: components["schemas"]["StablecoinProvider"];
            /** @description The API client id issued by the provider. */
            apiClientId: string;
            /** @description The API client secret issued by the provider (never returned). */
            apiClientSecret: string;
            /** @description The account at the provider; assigned when omitted. */
            providerAccountId?: string;
        };
        /** @description A page of provider account links, newest first. */
        StablecoinProviderAccountListResponse: {
            data: components["schemas"]["StablecoinProviderAccount"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        /**
         * @description `ACTIVE` (usable), `INVALID` (the provider no longer accepts the link's credentials:
         *     400 `STABLECOIN_PROVIDER_ACCOUNT_INVALID` when used), `REVOKED` (access revoked at the
         *     provider: 400 `STABLECOIN_PROVIDER_ACCOUNT_REVOKED` when used).
         * @enum {string}
         */
        StablecoinProviderAccountStatus: "ACTIVE" | "INVALID" | "REVOKED";
        StablecoinProviderBalanceBurnSource: components["schemas"]["StablecoinBurnSourceBase"] & {
            /** @enum {string} */
            type: "PROVIDER_INTERNAL_BALANCE";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PROVIDER_INTERNAL_BALANCE";
        };
        StablecoinProviderBalanceFundingSource: components["schemas"]["StablecoinMintFundingSourceBase"] & {
            /** @enum {string} */
            type: "PROVIDER_INTERNAL_BALANCE";
            sourceTokenIdentifier: string;
            cryptoNetwork: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PROVIDER_INTERNAL_BALANCE";
        };
        /**
         * @description Environment of the provider account (the environment of the platform's credentials).
         * @enum {string}
         */
        StablecoinProviderEnvironment: "SANDBOX" | "PRODUCTION";
        /**
         * @description Body of `POST /stablecoins`. `stablecoinProviderAccountId` may be omitted when exactly one provider link is `ACTIVE`.
         * @example {
         *       "providerTokenIdentifier": "acmeusd-7Hq2LmX9",
         *       "networkTokenIdentifier": "btkn1acmeusd7q2lmx9",
         *       "network": "SPARK",
         *       "stablecoinProviderAccountId": "StablecoinProviderAccount:54869f31-9024-4a71-8fed-efef3f43452b"
         *     }
         */
        StablecoinRegisterRequest: {
            /** @description The token's identifier at the provider. */
            providerTokenIdentifier: string;
            /** @description The token's identifier on the network. */
            networkTokenIdentifier: string;
            network: components["schemas"]["StablecoinNetwork"];
            /** @description The provider link to register through; required when several are `ACTIVE`. */
            stablecoinProviderAccountId?: string;
        };
        StablecoinSameDayAchDebitFundingSource: components["schemas"]["StablecoinMintFundingSourceBase"] & {
            /** @enum {string} */
            type: "SAME_DAY_ACH_DEBIT";
            externalAccountId: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SAME_DAY_ACH_DEBIT";
        };
        StablecoinServiceInternalBurnSource: components["schemas"]["StablecoinBurnSourceBase"] & {
            /** @enum {string} */
            type: "SERVICE_INTERNAL_ACCOUNT";
            /** @description The internal account whose stablecoin holding is burned. */
            accountId: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SERVICE_INTERNAL_ACCOUNT";
        };
        StablecoinServiceInternalFundingSource: components["schemas"]["StablecoinMintFundingSourceBase"] & {
            /** @enum {string} */
            type: "SERVICE_INTERNAL_ACCOUNT";
            /** @description An internal account (`InternalAccount:<uuid>`) in the stablecoin's `baseCurrency`. */
            accountId: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SERVICE_INTERNAL_ACCOUNT";
        };
        /**
         * @description Enablement of the Stablecoin Service's operations (mints and burns) for one stablecoin
         *     (the description's state table). A request to enable moves `NOT_ENABLED` to
         *     `PENDING_APPROVAL`; repeating it while `PENDING_APPROVAL` succeeds; in every other
         *     state it answers 409 `STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE`. `ENABLING`,
         *     `ENABLED` and `DISABLED` are driven by the operator (in the simulator: `/_sim`).
         * @enum {string}
         */
        StablecoinServiceOperationsStatus: "NOT_ENABLED" | "PENDING_APPROVAL" | "ENABLING" | "ENABLED" | "DISABLED";
        StablecoinWireFundingSource: components["schemas"]["StablecoinMintFundingSourceBase"] & {
            /** @enum {string} */
            type: "WIRE";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "WIRE";
        };
        /**
         * @description A currency the platform supports. `minAmount` and `maxAmount` bound UMA payment
         *     amounts in the smallest currency unit (`minAmount` <= `maxAmount`).
         *     `providerRequiredCustomerFields` is read-only: these fields must be present on
         *     customers created or updated to use the currency.
         * @example {
         *       "currencyCode": "USD",
         *       "minAmount": 100,
         *       "maxAmount": 1000000,
         *       "requiredCounterpartyFields": [
         *         {
         *           "name": "FULL_NAME",
         *           "mandatory": true
         *         },
         *         {
         *           "name": "BIRTH_DATE",
         *           "mandatory": false
         *         }
         *       ],
         *       "providerRequiredCustomerFields": [
         *         "FULL_NAME",
         *         "BIRTH_DATE",
         *         "ADDRESS"
         *       ],
         *       "enabledTransactionTypes": [
         *         "INCOMING",
         *         "OUTGOING"
         *       ]
         *     }
         */
        SupportedCurrency: {
            /** @description ISO 4217 currency code. */
            currencyCode: string;
            /**
             * Format: int64
             * @description Smallest accepted amount, in the smallest currency unit.
             */
            minAmount: number;
            /**
             * Format: int64
             * @description Largest accepted amount, in the smallest currency unit.
             */
            maxAmount: number;
            /** @description For regulated entities, the counterparty fields required on payments in this currency. */
            requiredCounterpartyFields: components["schemas"]["ConfigCounterpartyField"][];
            /** @description Read-only. Customer fields the provider requires for this currency; a customer created or updated to use it (`currencies`) without one, or a quote using the currency for such a customer, gets 400 `MISSING_MANDATORY_USER_INFO`. */
            readonly providerRequiredCustomerFields?: components["schemas"]["UserInfoFieldName"][];
            /** @description Directions of payment enabled in this currency (the live service's field; `INCOMING` and `OUTGOING` unless set). */
            enabledTransactionTypes?: ("INCOMING" | "OUTGOING")[];
        };
        /**
         * @description `data` of the `TEST` event sent by `POST /webhooks/test`.
         * @example {
         *       "test": true,
         *       "timestamp": "2025-10-13T12:00:00Z",
         *       "webhookId": "Webhook:5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b",
         *       "type": "TEST"
         *     }
         */
        TestWebhookPayload: {
            /**
             * @description Always true.
             * @constant
             */
            test: true;
            timestamp: components["schemas"]["Timestamp"];
            /** @description Form `Webhook:<uuid>`; equals the envelope `id` (designed for this contract). */
            webhookId: components["schemas"]["WebhookId"];
            /** @constant */
            type: "TEST";
        };
        /**
         * Format: date-time
         * @description ISO 8601 timestamp (UTC).
         * @example 2025-10-13T12:00:00Z
         */
        Timestamp: string;
        /**
         * @description Id of a Token, form `Token:<uuid>`. The prefix of this id type is designed for this contract.
         * @example Token:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        TokenId: string;
        /** @description A page of API tokens, newest first; secrets are never included. */
        TokenListResponse: {
            data: components["schemas"]["ApiToken"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        TotpEnrollmentConfirmRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TOTP";
            /** @description The enrolment's `secret` (hex) or `secretBase32Encoded`. */
            secret: string;
            /** @description A current RFC 6238 code of that secret. */
            code: string;
        };
        TotpEnrollmentConfirmResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TOTP";
            recoveryCodes: string[];
        };
        /** @description A TOTP enrolment: add `totpUri` (or `secretBase32Encoded`) to an authenticator app, then confirm with `secret` and a current code. `secret` is the key, hex (designed). */
        TotpEnrollmentStart: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TOTP";
            secret: string;
            secretBase32Encoded: string;
            totpUri: string;
        };
        TotpFactorEnrollRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TOTP";
        };
        /**
         * @description A money movement. `id`, `type`, `status`, `direction`, `sentAmount`, `receivedAmount`,
         *     `fees`, `platformFees`, `quoteId`, `source`, `destination`, `customerId`,
         *     `platformCustomerId`, `createdAt`, `updatedAt`, `settledAt`, `failureReason`,
         *     `reference`, `paymentRail`, `receiptDeliveryConfirmedAt`, `refund` and
         *     `reconciliationInstructions` are facts of the live service (outgoing transactions carry
         *     the amounts, the quote and both ends); `description`, `pendingPlatformApproval`,
         *     `requiresConfirmation`, `awaitingFunds`, `awaitingExecution` and
         *     `counterpartyInformation` and the shapes of `source` and `destination` are designed
         *     for this contract.
         * @example {
         *       "id": "Transaction:9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
         *       "type": "OUTGOING",
         *       "status": "COMPLETED",
         *       "sentAmount": {
         *         "amount": 10000,
         *         "currency": {
         *           "code": "USD",
         *           "name": "United States Dollar",
         *           "symbol": "$",
         *           "decimals": 2
         *         }
         *       },
         *       "receivedAmount": {
         *         "amount": 169912,
         *         "currency": {
         *           "code": "MXN",
         *           "name": "Mexican Peso",
         *           "symbol": "$",
         *           "decimals": 2
         *         }
         *       },
         *       "fees": 150,
         *       "platformFees": 50,
         *       "quoteId": "Quote:5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *       "source": {
         *         "sourceType": "ACCOUNT",
         *         "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
         *       },
         *       "destination": {
         *         "destinationType": "ACCOUNT",
         *         "accountId": "ExternalAccount:7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"
         *       },
         *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
         *       "platformCustomerId": "cust-1001",
         *       "createdAt": "2025-10-13T12:01:00Z",
         *       "updatedAt": "2025-10-13T12:01:05Z",
         *       "settledAt": "2025-10-13T12:01:05Z",
         *       "reference": "invoice-2025-0042"
         *     }
         */
        Transaction: {
            readonly id: components["schemas"]["TransactionId"];
            readonly type: components["schemas"]["TransactionType"];
            readonly status: components["schemas"]["TransactionStatus"];
            /** @description Amount taken from the source, fees included. */
            sentAmount?: components["schemas"]["CurrencyAmount"];
            /** @description Amount delivered to the destination. */
            receivedAmount?: components["schemas"]["CurrencyAmount"];
            /**
             * @description `CREDIT` for money arriving (`INCOMING`), `DEBIT` for money leaving (`OUTGOING`); the live service's field.
             * @enum {string}
             */
            readonly direction?: "CREDIT" | "DEBIT";
            /**
             * Format: int64
             * @description All fees, platform fees included, in the smallest unit of the sending currency (an integer, as the live service shows it).
             */
            fees?: number;
            /**
             * Format: int64
             * @description The platform's own fees (part of `fees`), smallest unit of the sending currency.
             */
            platformFees?: number;
            quoteId?: components["schemas"]["QuoteId"];
            source?: components["schemas"]["TransactionSource"];
            destination?: components["schemas"]["TransactionDestination"];
            /** @description The customer the transaction belongs to, `Customer:<uuid>`; null (or absent) for a transaction of the platform itself. */
            customerId?: components["schemas"]["CustomerId"] | null;
            /** @description The platform's own id of that customer; the customer's id when the platform gave none (designed: the live service always names one). */
            platformCustomerId?: string;
            readonly createdAt: components["schemas"]["Timestamp"];
            readonly updatedAt: components["schemas"]["Timestamp"];
            /** @description When the transaction reached `COMPLETED`. */
            readonly settledAt?: components["schemas"]["Timestamp"];
            /**
             * @description Why the transaction `FAILED`, was `REJECTED` (incoming) or `EXPIRED`. The description gives the sandbox
             *     causes, not codes: where the live service has a code for the cause it is used
             *     (`QUOTE_EXECUTION_FAILED`, `COUNTERPARTY_POST_TX_FAILED`, `PAYOUT_RETURNED`, `ACCOUNT_INVALID`,
             *     `ACCOUNT_CANNOT_RECEIVE`, `COMPLIANCE_REJECTED` (a failed compliance check, or the platform
             *     rejected it), `QUOTE_EXPIRED` (a quote not executed, or a real-time-funded quote not
             *     funded, in time), `FUNDING_AMOUNT_MISMATCH` (a real-time payment of another amount than
             *     the quote asked), `SCA_NOT_COMPLETED` (not authorized in time)); designed for this contract where it has none:
             *     `INSUFFICIENT_FUNDS` and `PENDING_TIMEOUT` (pulls from an external account),
             *     `USER_CANCELLED`, `PAYOUT_AND_REFUND_FAILED` (the refund failed too) and
             *     `CANCELLED_BY_PLATFORM`.
             */
            readonly failureReason?: string;
            /** @description The platform's reference given at creation. */
            reference?: string;
            /** @description The rail that carries the transfer (e.g. `ACH`, `WIRE`, `SPEI`, `SEPA_INSTANT`); null when no bank rail is used (internal transfers, UMA and crypto payments), as on the live service. */
            paymentRail?: string | null;
            /** @description When the platform confirmed it delivered the transaction's receipt to its customer (`POST /transactions/{transactionId}/confirm`); the live service's field. */
            receiptDeliveryConfirmedAt?: components["schemas"]["Timestamp"];
            refund?: components["schemas"]["TransactionRefund"];
            reconciliationInstructions?: components["schemas"]["TransactionReconciliationInstructions"];
            /** @description Designed for this contract. Free text given at creation. */
            description?: string;
            /** @description Designed for this contract. True while an agent-initiated transaction waits for `POST /transactions/{transactionId}/approve` or `/reject`. */
            readonly pendingPlatformApproval?: boolean;
            /** @description Designed for this contract. True while an incoming payment waits for the platform to screen `counterpartyInformation` and call `POST /transactions/{transactionId}/approve` (or `/reject`). */
            readonly requiresConfirmation?: boolean;
            /** @description Designed for this contract. True while the transaction of a quote not executed yet (`PENDING`) waits for `POST /quotes/{quoteId}/execute`; false once executed or expired. */
            readonly awaitingExecution?: boolean;
            /** @description Designed for this contract. True while a real-time-funded quote's transaction (`PENDING`) waits for the funds its `paymentInstructions` ask for (`POST /sandbox/send` in Sandbox); false once funded, cancelled or expired. */
            readonly awaitingFunds?: boolean;
            counterpartyInformation?: components["schemas"]["TransactionCounterpartyInformation"];
        };
        /**
         * @description Designed for this contract (the description says a pending payment supplies the
         *     counterparty fields listed in `requiredCounterpartyFields` so the platform can screen
         *     before approving, but not their shape). Keys are `UserInfoFieldName` values
         *     (`FULL_NAME`, `BIRTH_DATE`, `NATIONALITY`, `ADDRESS`, `PHONE_NUMBER`, `EMAIL`,
         *     `BUSINESS_NAME`, `TAX_ID`); `ADDRESS` is an Address object, the others strings.
         */
        TransactionCounterpartyInformation: {
            FULL_NAME?: string;
            BIRTH_DATE?: components["schemas"]["Date"];
            NATIONALITY?: components["schemas"]["CountryCode"];
            ADDRESS?: components["schemas"]["Address"];
            PHONE_NUMBER?: string;
            EMAIL?: string;
            BUSINESS_NAME?: string;
            TAX_ID?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Designed for this contract (the description does not show the bodies of approve,
         *     reject and cancel). The body is optional; `reason` is kept for the platform's
         *     audit trail and does not change the outcome.
         */
        TransactionDecisionRequest: {
            /** @description Why the platform decided so. */
            reason?: string;
            /** @description approve of a screened incoming payment (as on the live service): the receiving customer's information the sender's UMA provider asked for. Accepted; the sandbox does not check it. */
            receiverCustomerInfo?: {
                [key: string]: unknown;
            };
        };
        /**
         * @description Designed for this contract. Where the money goes: an account (`accountId`) or an UMA
         *     receiver (`umaAddress`).
         */
        TransactionDestination: {
            /** @enum {string} */
            destinationType: "ACCOUNT" | "UMA_ADDRESS";
            accountId?: components["schemas"]["ExternalAccountId"] | components["schemas"]["InternalAccountId"];
            umaAddress?: components["schemas"]["QuoteUmaAddress"];
            currency?: components["schemas"]["CurrencyCode"];
        };
        /** @description A transaction of any kind, as live (`TransactionOneOf`): an incoming or outgoing money movement (`Transaction`), or a card transaction (`CardTransactionEntry`, `type` `CARD`). */
        TransactionEntry: components["schemas"]["Transaction"] | components["schemas"]["CardTransactionEntry"];
        /** @description A page of transactions, card transactions included (`type` `CARD`), as live. */
        TransactionEntryList: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["TransactionEntry"][];
        };
        /**
         * @description Id of a Transaction, form `Transaction:<uuid>`.
         * @example Transaction:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        TransactionId: string;
        /** @description A page of transactions. */
        TransactionList: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["Transaction"][];
        };
        /** @description Body of `POST /transactions/{transactionId}/confirm` (the live service's), optional. */
        TransactionReceiptConfirmation: {
            /** @description When the platform delivered the receipt to its customer; the current time when absent. */
            receiptDeliveryConfirmedAt?: components["schemas"]["Timestamp"];
        };
        /** @description How to match a payment with this transaction (the live service's field): the `reference` carried with it. Incoming transactions carry it once they are past `CREATED`. */
        TransactionReconciliationInstructions: {
            reference?: string;
        };
        /**
         * @description The refund of an outgoing payment that failed after its money was taken (the live
         *     service's `Refund`): the amount went back to the source. `reference` identifies it,
         *     `initiatedAt` / `settledAt` its times, `status` `PENDING`, `COMPLETED` or `FAILED`
         *     (the refund itself failed: sandbox suffix `007`), and `reason`: `USER_CANCELLATION`
         *     (sandbox suffix `006`), `TIMEOUT` (a pull pending too long) or `TRANSACTION_FAILED`
         *     (any other failure).
         */
        TransactionRefund: {
            reference: string;
            initiatedAt: components["schemas"]["Timestamp"];
            settledAt?: components["schemas"]["Timestamp"];
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "FAILED";
            /** @enum {string} */
            reason?: "TRANSACTION_FAILED" | "USER_CANCELLATION" | "TIMEOUT";
        };
        /**
         * @description Designed for this contract (the description does not show transaction fields). Where
         *     the money came from: an account (`accountId`), an UMA sender (`umaAddress`, incoming
         *     UMA payments) or a real-time payment (`currency`).
         */
        TransactionSource: {
            /** @enum {string} */
            sourceType: "ACCOUNT" | "UMA_ADDRESS" | "REALTIME_FUNDING";
            accountId?: components["schemas"]["InternalAccountId"] | components["schemas"]["ExternalAccountId"];
            umaAddress?: components["schemas"]["QuoteUmaAddress"];
            currency?: components["schemas"]["CurrencyCode"];
        };
        /**
         * @description Status of a transaction. The values are facts of the live service; their meanings and
         *     transitions below are designed for this contract (the description does not show them).
         *     An outgoing transaction only takes the live service's outgoing statuses (`PENDING`,
         *     `PENDING_AUTHORIZATION`, `PROCESSING`, `COMPLETED`, `FAILED`, `EXPIRED`); `CREATED`,
         *     `REJECTED` and `REFUNDED` are the general statuses incoming transactions may also take:
         *     - `CREATED`: created and waiting to start (not given by this contract today).
         *     - `PENDING`: waiting for a decision or an event: the transaction of a quote not executed
         *       yet (`awaitingExecution`; it exists from the quote's creation, as on the live service,
         *       and the quote's expiry makes it `EXPIRED`), a real-time-funded quote's outgoing
         *       transaction waiting for its funds (`awaitingFunds`; `POST /sandbox/send` in Sandbox
         *       moves it to `PROCESSING`, its quote's expiry to `EXPIRED`), an agent-initiated
         *       transaction pending platform approval (`pendingPlatformApproval`; approve or reject),
         *       an incoming payment awaiting the platform's decision after screening
         *       (`requiresConfirmation`; approve or reject), or a pull or payout still pending at the
         *       bank.
         *     - `PENDING_AUTHORIZATION`: SCA regions only; the customer must authorize the payment
         *       (`POST /quotes/{quoteId}/authorize`).
         *     - `PROCESSING`: money is moving.
         *     - `COMPLETED`: settled (`settledAt` set). A completed payout can still move to `FAILED`
         *       on a bank return.
         *     - `REJECTED`: an incoming payment the platform rejected (`failureReason`
         *       `COMPLIANCE_REJECTED`).
         *     - `FAILED`: could not be completed; `failureReason` says why. An outgoing transaction
         *       the platform rejects (`COMPLIANCE_REJECTED`) or cancels (`CANCELLED_BY_PLATFORM`)
         *       ends here. Funds taken from the
         *       source are returned unless `failureReason` is `PAYOUT_AND_REFUND_FAILED`.
         *     - `REFUNDED`: completed, then the funds were returned to the source.
         *     - `EXPIRED`: its quote was not executed, funded or authorized in time.
         * @enum {string}
         */
        TransactionStatus: "CREATED" | "PENDING" | "PENDING_AUTHORIZATION" | "PROCESSING" | "COMPLETED" | "REJECTED" | "FAILED" | "REFUNDED" | "EXPIRED";
        /**
         * @description `OUTGOING`: money leaves one of the platform's or its customers' accounts. `INCOMING`: money arrives (e.g. an UMA payment received).
         * @enum {string}
         */
        TransactionType: "INCOMING" | "OUTGOING";
        /** @description Designed for this contract. One end of a same-currency transfer, named by its account id. */
        TransferAccountRef: {
            /** @description An `InternalAccount:<uuid>` or an `ExternalAccount:<uuid>`. */
            accountId: components["schemas"]["InternalAccountId"] | components["schemas"]["ExternalAccountId"];
        };
        /**
         * @deprecated
         * @description Body of the deprecated `POST /transfer-in` and `POST /transfer-out` (`source`,
         *     `destination`, `amount` are facts of the live service; the shapes of `source` and
         *     `destination` and the fields `reference` and `description` are designed for this
         *     contract). Both accounts must hold the same currency (else 400 `INVALID_CURRENCY`).
         *     Transfer-in: `source` is an external account (a pull) and `destination` an internal
         *     account. Transfer-out: `source` is an internal account and `destination` an external
         *     account (a payout).
         */
        TransferRequest: {
            source: components["schemas"]["TransferAccountRef"];
            destination: components["schemas"]["TransferAccountRef"];
            /**
             * Format: int64
             * @description Amount to move, smallest unit of the accounts' currency. Optional, as on the live
             *     service: without it the full balance moves. Transfer-out: the source internal
             *     account's whole available balance (nothing available: 400 `INSUFFICIENT_FUNDS`).
             *     Transfer-in (designed): the sandbox external account's balance,
             *     `spec/rules/sandbox-external-accounts.yaml` `fullBalance` (1,000.00 in units of
             *     two decimals).
             */
            amount?: number;
            /** @description Designed for this contract. The platform's reference, copied to the transaction. */
            reference?: string;
            /** @description Designed for this contract. Free text, copied to the transaction. */
            description?: string;
        };
        /**
         * TRON_WALLET
         * @description A Tron wallet (currency `USDT`), as the live service declares it (the description leaves wallets on other networks not shown). No beneficiary. Created `ACTIVE`, with no ownership signature (designed).
         */
        TronWalletAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "TRON_WALLET";
            /** @description The Tron address (base58, `T` and 33 characters, in the live service's examples; no whitespace). Primary identifier. */
            address: string;
        };
        TwoFactorResetCompleteRequest: {
            mobile?: {
                countryCode: string;
                number: string;
            };
        };
        TwoFactorResetStart: {
            resetId: string;
            /** Format: date-time */
            expiresAt?: string | null;
            verificationLink?: string | null;
            livenessAccessToken?: string | null;
        };
        TwoFactorResetStartRequest: {
            factor: components["schemas"]["ScaFactor"];
        };
        TwoFactorResetStatus: {
            /** @enum {string} */
            status: "INITIATED" | "PENDING_REVIEW" | "LIVENESS_PASSED" | "COMPLETED" | "REJECTED" | "EXPIRED";
            factor: components["schemas"]["ScaFactor"];
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            completedAt?: string | null;
            /** @enum {string|null} */
            enrollmentStatus?: "PENDING" | "COMPLETED" | null;
        };
        /**
         * TZS_ACCOUNT
         * @description A Tanzanian mobile-money wallet (currency `TZS`).
         */
        TzsAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "TZS_ACCOUNT";
            /** @description `+255` plus 9 digits. Primary identifier. */
            phoneNumber: string;
            /**
             * @description The wallet provider.
             * @enum {string}
             */
            provider: "AIRTEL" | "VODACOM";
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumBusinessFull"];
        };
        /**
         * UGX_ACCOUNT
         * @description A Ugandan mobile-money wallet (currency `UGX`).
         */
        UgxAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "UGX_ACCOUNT";
            /** @description `+256` plus 9 digits. Primary identifier. */
            phoneNumber: string;
            /**
             * @description The wallet provider.
             * @enum {string}
             */
            provider: "MTN" | "AIRTEL";
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumBusinessFull"];
        };
        /**
         * @description An UMA invitation. Its `amountToSend` is for display on the claiming side; the inviter's platform sends it after the claim (live).
         * @example {
         *       "code": "X7K2P9QM",
         *       "url": "https://uma.example.com/invite/X7K2P9QM",
         *       "inviterUma": "$alice@uma.example.com",
         *       "firstName": "Bob",
         *       "amountToSend": {
         *         "amount": 1000,
         *         "currency": {
         *           "code": "USD",
         *           "name": "United States Dollar",
         *           "symbol": "$",
         *           "decimals": 2
         *         }
         *       },
         *       "status": "PENDING",
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "expiresAt": "2025-11-12T12:00:00Z"
         *     }
         */
        UmaInvitation: {
            /** @description The short code addressing the invitation (designed form: 8 upper-case letters and digits). */
            code: string;
            /** @description Link to share with the invitee. */
            url: string;
            inviterUma: string;
            firstName?: string;
            amountToSend?: components["schemas"]["CurrencyAmount"];
            status: components["schemas"]["InvitationStatus"];
            /** @description UMA address of the invitee; set when `CLAIMED`. */
            inviteeUma?: string;
            createdAt: components["schemas"]["Timestamp"];
            expiresAt?: components["schemas"]["Timestamp"];
            claimedAt?: components["schemas"]["Timestamp"];
        };
        /**
         * @description Body of `POST /invitations/{invitationCode}/claim`.
         * @example {
         *       "inviteeUma": "$success.usd@uma.sandbox.example"
         *     }
         */
        UmaInvitationClaimRequest: {
            /** @description UMA address of the invitee, `$user@domain`. */
            inviteeUma: string;
        };
        /**
         * @description Body of `POST /invitations`. `amountToSend` is in the smallest unit of the invitation
         *     currency (designed: USD, spec/rules/invitations.yaml), for display to the invitee: the
         *     claim moves no money; the inviter's platform sends it after `INVITATION.CLAIMED` (live).
         * @example {
         *       "inviterUma": "$alice@uma.example.com",
         *       "firstName": "Bob",
         *       "amountToSend": 1000,
         *       "expiresAt": "2025-11-12T12:00:00Z"
         *     }
         */
        UmaInvitationCreateRequest: {
            /** @description UMA address of the inviter, `$user@domain`. */
            inviterUma: string;
            /** @description First name of the invitee, shown in the invitation. */
            firstName?: string;
            /**
             * Format: int64
             * @description Amount the inviter's platform means to send once the invitation is claimed (smallest unit); shown only, never moved by the service.
             */
            amountToSend?: number;
            /**
             * Format: date-time
             * @description When the invitation lapses; must be in the future. Designed default when omitted (spec/rules/invitations.yaml).
             */
            expiresAt?: string;
        };
        /** @description Designed for this contract. A page of invitations, newest first. */
        UmaInvitationList: {
            data: components["schemas"]["UmaInvitation"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        /**
         * @description Result of looking up an UMA receiver before paying it: the currencies it accepts with
         *     their `minAmount`/`maxAmount` bounds and the payer data it requires. The service takes
         *     the required payer data from the sending customer's record when the quote is created;
         *     a missing mandatory field returns 400 `MISSING_MANDATORY_USER_INFO`. The envelope fields
         *     (`receiverUmaAddress`, `receiverName`, `lookedUpAt`) are designed for this contract.
         * @example {
         *       "receiverUmaAddress": "$success.usd@uma.sandbox.example",
         *       "receiverName": "Sandbox Receiver",
         *       "supportedCurrencies": [
         *         {
         *           "currency": {
         *             "code": "USD",
         *             "name": "United States Dollar",
         *             "symbol": "$",
         *             "decimals": 2
         *           },
         *           "minAmount": 100,
         *           "maxAmount": 1000000
         *         }
         *       ],
         *       "requiredPayerData": [
         *         {
         *           "name": "FULL_NAME",
         *           "mandatory": true
         *         },
         *         {
         *           "name": "EMAIL",
         *           "mandatory": false
         *         }
         *       ],
         *       "lookedUpAt": "2025-10-13T12:00:00Z"
         *     }
         */
        UmaReceiverLookup: {
            receiverUmaAddress: components["schemas"]["QuoteUmaAddress"];
            /** @description Designed. The receiver's display name, when the counterparty shares it. */
            receiverName?: string;
            supportedCurrencies: components["schemas"]["UmaReceiverLookupCurrency"][];
            requiredPayerData: components["schemas"]["UmaReceiverLookupPayerData"][];
            lookedUpAt?: components["schemas"]["Timestamp"];
            /** @description Id of this lookup (the live service's field; `POST /quotes` accepts it as `lookupId` and ignores it). */
            lookupId?: string;
            /** @description `requiredPayerData` under the live service's name. */
            requiredPayerDataFields?: components["schemas"]["UmaReceiverLookupPayerData"][];
        };
        /**
         * @description A currency an UMA receiver accepts, with its per-currency amount bounds (`minAmount`,
         *     `maxAmount`, smallest currency unit). Amounts outside the bounds are refused with 400
         *     `AMOUNT_OUT_OF_RANGE`.
         */
        UmaReceiverLookupCurrency: {
            currency: components["schemas"]["Currency"];
            /**
             * Format: int64
             * @description Smallest amount accepted, smallest currency unit.
             */
            minAmount: number;
            /**
             * Format: int64
             * @description Largest amount accepted, smallest currency unit.
             */
            maxAmount: number;
            /** @description Designed for this contract. Indicative receiving units per unit of the platform's default sending currency; the quote locks the real rate. */
            estimatedExchangeRate?: number;
            /**
             * Format: int64
             * @description `minAmount` under the live service's name.
             */
            min?: number;
            /**
             * Format: int64
             * @description `maxAmount` under the live service's name.
             */
            max?: number;
        };
        /** @description A piece of payer (sender) information the receiver requires; `mandatory` false means requested but optional. */
        UmaReceiverLookupPayerData: {
            name: components["schemas"]["UserInfoFieldName"];
            mandatory: boolean;
        };
        /**
         * USD_ACCOUNT
         * @description A US bank account (currency `USD`). Rails: ACH, Wire Transfer, RTP, FedNow, SWIFT;
         *     the service selects them and returns them in `paymentRails`. `intermediaryBankName`,
         *     `intermediaryRoutingNumber` and `fiToFiInformation` are for the WIRE rail only and are
         *     ignored on ACH, RTP and FedNow. A validating ACH account answers 409
         *     `BANK_ACCOUNT_VALIDATION_PENDING` (a micro-entry is sent; a few banking days); a
         *     permanently failed one answers 400 `INVALID_BANK_ACCOUNT`. `bankAccountType` is
         *     optional, as on the live service (the description lists it without requiring it).
         * @example {
         *       "accountType": "USD_ACCOUNT",
         *       "accountNumber": "123456789",
         *       "routingNumber": "021000021",
         *       "bankAccountType": "CHECKING",
         *       "bankName": "Chase",
         *       "beneficiary": {
         *         "beneficiaryType": "INDIVIDUAL",
         *         "fullName": "Jane Doe",
         *         "address": {
         *           "line1": "1 Market St",
         *           "city": "San Francisco",
         *           "state": "CA",
         *           "postalCode": "94105",
         *           "country": "US"
         *         }
         *       }
         *     }
         */
        UsdAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "USD_ACCOUNT";
            /** @description Account number, 4 to 17 digits. Primary identifier (sandbox suffixes). */
            accountNumber: string;
            /** @description ABA routing number, exactly 9 digits. */
            routingNumber: string;
            /**
             * @description `CHECKING` or `SAVINGS`.
             * @enum {string}
             */
            bankAccountType?: "CHECKING" | "SAVINGS";
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description WIRE rail only (ignored on ACH, RTP, FedNow). Optional. */
            intermediaryBankName?: string;
            /** @description WIRE rail only (ignored on ACH, RTP, FedNow). Optional. */
            intermediaryRoutingNumber?: string;
            /** @description Financial-institution-to-financial-institution information. WIRE rail only (ignored on ACH, RTP, FedNow). Optional. */
            fiToFiInformation?: string;
            /** @description Returned by the service, never sent. The US rails selected for this account. */
            readonly paymentRails?: ("ACH" | "WIRE" | "RTP" | "FEDNOW")[];
            beneficiary: components["schemas"]["BeneficiaryMinimumUsd"];
        };
        /**
         * @description Names of customer fields that a provider or counterparty may require.
         * @enum {string}
         */
        UserInfoFieldName: "FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "ADDRESS" | "PHONE_NUMBER" | "EMAIL" | "BUSINESS_NAME" | "TAX_ID";
        /**
         * @description A KYC (individual) or KYB (business) verification of a customer, with one `errors`
         *     entry per problem. One verification exists per customer; each `POST /verifications`
         *     re-evaluates it.
         * @example {
         *       "id": "Verification:1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b",
         *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
         *       "verificationStatus": "RESOLVE_ERRORS",
         *       "errors": [
         *         {
         *           "resourceId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
         *           "type": "MISSING_FIELD",
         *           "field": "customer.birthDate",
         *           "reason": "Birth date is required"
         *         },
         *         {
         *           "resourceId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
         *           "type": "MISSING_IDENTITY_DOCUMENT",
         *           "acceptedDocumentTypes": [
         *             "PASSPORT",
         *             "DRIVERS_LICENSE",
         *             "NATIONAL_ID"
         *           ],
         *           "reason": "An identity document is required"
         *         }
         *       ],
         *       "createdAt": "2025-10-13T12:00:00Z",
         *       "updatedAt": "2025-10-13T12:00:00Z"
         *     }
         */
        Verification: {
            readonly id: components["schemas"]["VerificationId"];
            customerId: components["schemas"]["CustomerId"];
            verificationStatus: components["schemas"]["VerificationStatus"];
            /** @description One entry per problem; empty unless `verificationStatus` is `RESOLVE_ERRORS`. */
            errors: components["schemas"]["VerificationError"][];
            readonly createdAt?: components["schemas"]["Timestamp"];
            readonly updatedAt?: components["schemas"]["Timestamp"];
        };
        /**
         * @description Submits (or resubmits) the customer's data and documents for verification.
         * @example {
         *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f"
         *     }
         */
        VerificationCreateRequest: {
            customerId: components["schemas"]["CustomerId"];
        };
        /**
         * @description One problem of a submission. Remediation by `type`: `MISSING_FIELD` / `INVALID_FIELD`
         *     -> patch the customer (or beneficial owner) at `field`; document errors
         *     (`MISSING_IDENTITY_DOCUMENT`, `POOR_QUALITY_DOCUMENT`, and the live service's
         *     `MISSING_LEGAL_PRESENCE_DOCUMENT`, `MISSING_OWNERSHIP_STRUCTURE_DOCUMENT`,
         *     `MISSING_PROOF_OF_ADDRESS_DOCUMENT`) -> upload any one of `acceptedDocumentTypes`;
         *     `MISSING_CONTROL_PERSON` -> add a beneficial owner with role `CONTROL_PERSON`.
         * @example {
         *       "resourceId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
         *       "type": "MISSING_FIELD",
         *       "field": "customer.address.line1",
         *       "reason": "Address line 1 is required"
         *     }
         */
        VerificationError: {
            /** @description The Customer, BeneficialOwner or Document the problem is about. */
            resourceId: string;
            /**
             * @description Kind of problem. Types seen: `MISSING_FIELD`, `INVALID_FIELD`, `MISSING_IDENTITY_DOCUMENT`, `POOR_QUALITY_DOCUMENT`; business packets also give the live service's `MISSING_LEGAL_PRESENCE_DOCUMENT`, `MISSING_OWNERSHIP_STRUCTURE_DOCUMENT`, `MISSING_PROOF_OF_ADDRESS_DOCUMENT` and `MISSING_CONTROL_PERSON`; further types may appear, so treat unknown values as a generic problem described by `reason`.
             * @example MISSING_FIELD
             * @example INVALID_FIELD
             * @example MISSING_IDENTITY_DOCUMENT
             * @example POOR_QUALITY_DOCUMENT
             * @example MISSING_LEGAL_PRESENCE_DOCUMENT
             * @example MISSING_CONTROL_PERSON
             */
            type: string;
            /** @description Dot path of the field, such as `customer.address.line1` or `beneficialOwner.personalInfo.birthDate`; for `MISSING_FIELD` and `INVALID_FIELD`. */
            field?: string;
            /** @description For document errors, the document types that resolve it; upload any one. */
            acceptedDocumentTypes?: components["schemas"]["DocumentType"][];
            /** @description Human-readable explanation. */
            reason: string;
        };
        /**
         * @description Id of a Verification, form `Verification:<uuid>`.
         * @example Verification:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        VerificationId: string;
        /** @description A page of verifications (the live service's list envelope). */
        VerificationList: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["Verification"][];
        };
        /**
         * @description Outcome of a submission. An incomplete submission returns `RESOLVE_ERRORS` with
         *     `errors`; a complete one advances to `PENDING_MANUAL_REVIEW`, or directly to
         *     `APPROVED` / `REJECTED` for businesses. Resubmission with the same `customerId`
         *     re-evaluates. `IN_PROGRESS` and `READY_FOR_VERIFICATION` are values of the live service
         *     (the description lists the four it shows as "seen"); clients must accept them.
         * @enum {string}
         */
        VerificationStatus: "RESOLVE_ERRORS" | "PENDING_MANUAL_REVIEW" | "APPROVED" | "REJECTED" | "IN_PROGRESS" | "READY_FOR_VERIFICATION";
        /**
         * @description Body of every webhook delivery: an HTTP POST to the configured `webhookEndpoint` with
         *     `Content-Type: application/json` and header `X-Service-Signature`. The receiver
         *     verifies the signature over the exact raw body, answers 2xx on success and processes
         *     deliveries idempotently using `id`. The `TEST` event is the test payload beside `id`, without `data`. For customer events `data` is the full customer
         *     as `GET /customers/{customerId}` returns it.
         */
        WebhookEnvelope: {
            /** @description Unique per delivery; a redelivery of the same event keeps it, so use it to deduplicate. The form `Webhook:<uuid>` is designed for this contract (the description shows it only for the test payload's `webhookId`). */
            id: components["schemas"]["WebhookId"];
            type: components["schemas"]["WebhookEventType"];
            /** @description When the event was sent first (a redelivery keeps it). A field of the live service's envelope; the description does not show it. */
            timestamp: components["schemas"]["Timestamp"];
            /** @description The event's object (see each event type). */
            data: Record<string, never>;
        };
        /**
         * @description Every event type delivered; which change sends which is spec/rules/webhook-events.yaml.
         *     Named by the description: `CUSTOMER.KYC_PENDING`, `CUSTOMER.KYC_APPROVED`,
         *     `CUSTOMER.KYC_REJECTED`, `CUSTOMER.KYB_PENDING`, `CUSTOMER.KYB_APPROVED`,
         *     `CUSTOMER.KYB_REJECTED`, `EXTERNAL_ACCOUNT.STATUS_UPDATED`, `CARD.STATUS_CHANGE`,
         *     `CARD_TRANSACTION.VOIDED`, `TEST`. Where the description leaves names unshown
         *     (`VERIFICATION.*`, the other card transaction events, the pending-payment event), the
         *     live service's names: `VERIFICATION.RESOLVE_ERRORS`, `VERIFICATION.PENDING_MANUAL_REVIEW`,
         *     `CARD_TRANSACTION.AUTHORIZED`, `CARD_TRANSACTION.SETTLED`, `CARD_TRANSACTION.REFUNDED`,
         *     `CARD_TRANSACTION.EXCEPTION`, `CARD.FUNDING_SOURCE_CHANGE`, `OUTGOING_PAYMENT.*`, `INCOMING_PAYMENT.*`,
         *     `INVITATION.CLAIMED`, `AGENT_ACTION.PENDING_APPROVAL`, `INTERNAL_ACCOUNT.BALANCE_UPDATED`. Designed for this contract (the
         *     live service names no such event): `STABLECOIN_OPERATION.STATUS_UPDATED`.
         * @enum {string}
         */
        WebhookEventType: "CUSTOMER.KYC_PENDING" | "CUSTOMER.KYC_APPROVED" | "CUSTOMER.KYC_REJECTED" | "CUSTOMER.KYB_PENDING" | "CUSTOMER.KYB_APPROVED" | "CUSTOMER.KYB_REJECTED" | "VERIFICATION.RESOLVE_ERRORS" | "VERIFICATION.PENDING_MANUAL_REVIEW" | "EXTERNAL_ACCOUNT.STATUS_UPDATED" | "INTERNAL_ACCOUNT.BALANCE_UPDATED" | "CARD.STATUS_CHANGE" | "CARD.FUNDING_SOURCE_CHANGE" | "CARD_TRANSACTION.AUTHORIZED" | "CARD_TRANSACTION.SETTLED" | "CARD_TRANSACTION.REFUNDED" | "CARD_TRANSACTION.EXCEPTION" | "CARD_TRANSACTION.VOIDED" | "OUTGOING_PAYMENT.PENDING" | "OUTGOING_PAYMENT.PENDING_AUTHORIZATION" | "OUTGOING_PAYMENT.PROCESSING" | "OUTGOING_PAYMENT.COMPLETED" | "OUTGOING_PAYMENT.FAILED" | "OUTGOING_PAYMENT.EXPIRED" | "INCOMING_PAYMENT.PENDING" | "INCOMING_PAYMENT.COMPLETED" | "INCOMING_PAYMENT.FAILED" | "INVITATION.CLAIMED" | "STABLECOIN_OPERATION.STATUS_UPDATED" | "AGENT_ACTION.PENDING_APPROVAL" | "TEST";
        /**
         * @description Id of a Webhook, form `Webhook:<uuid>`.
         * @example Webhook:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f
         */
        WebhookId: string;
        /**
         * @description Designed for this contract. `data` of `INCOMING_PAYMENT.PENDING`: the incoming
         *     Transaction waiting for the platform's screening, plus `counterpartyInformation`
         *     holding the fields listed in the currency's `requiredCounterpartyFields` (keyed by
         *     UserInfoFieldName), so the platform can screen before approving
         *     (`POST /transactions/{transactionId}/confirm` or `/reject`).
         */
        WebhookIncomingPaymentPendingData: components["schemas"]["Transaction"] & {
            counterpartyInformation: components["schemas"]["TransactionCounterpartyInformation"];
        };
        /**
         * @description The JSON object carried as text in header `X-Service-Signature`, e.g.
         *     `{"v":"1","s":"MEUCIQ..."}`. `v` is the version string (`"1"`). `s` is the base64 of
         *     a DER-encoded ECDSA signature over P-256 with SHA-256, computed over the exact raw
         *     request body. Verify it with the platform's P-256 public key, published as an SPKI PEM
         *     (shown in the dashboard); with `node:crypto`:
         *     `createVerify('SHA256').update(rawBody).verify(publicKeyPem, s, 'base64')`.
         * @example {
         *       "v": "1",
         *       "s": "MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="
         *     }
         */
        WebhookSignature: {
            /**
             * @description Signature format version.
             * @constant
             */
            v: "1";
            /** @description Base64 of the DER-encoded ECDSA P-256/SHA-256 signature of the raw body. */
            s: string;
        };
        /**
         * @description The outcome of a test delivery that the endpoint acknowledged. The description does not
         *     show the answer of `POST /webhooks/test`: `response_status` and `url` are the live
         *     service's TestWebhookResponse fields; `sent` and `webhookId` are designed for this contract.
         * @example {
         *       "sent": true,
         *       "webhookId": "Webhook:5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b",
         *       "url": "https://platform.example.com/webhooks/payments",
         *       "response_status": 200
         *     }
         */
        WebhookTestResult: {
            /**
             * @description The delivery was made and acknowledged.
             * @constant
             */
            sent: true;
            /** @description The delivery's envelope `id` (also `data.webhookId`). */
            webhookId: components["schemas"]["WebhookId"];
            /**
             * Format: uri
             * @description The `webhookEndpoint` delivered to.
             */
            url?: string;
            /** @description The HTTP status the endpoint answered (the live field's name). */
            response_status: number;
        };
        /**
         * @description Designed for this contract. Estimated network fee of a crypto withdrawal. The estimate is
         *     indicative until `expiresAt`; the fee charged is the one of the quote that executes the
         *     withdrawal. `networkFee`, `networkFeeAsset`, `applicationFee`, `totalFee` and `netAmount`
         *     are the live service's names of the same estimate (no application fee in the sandbox;
         *     the fee comes on top, so `netAmount` is `amount`).
         * @example {
         *       "currency": {
         *         "code": "USDC",
         *         "name": "USD Coin",
         *         "symbol": "USDC",
         *         "decimals": 6
         *       },
         *       "amount": 25000000,
         *       "estimatedFee": 120000,
         *       "totalAmount": 25120000,
         *       "network": "ARBITRUM",
         *       "estimatedAt": "2025-10-13T12:00:00Z",
         *       "expiresAt": "2025-10-13T12:05:00Z",
         *       "networkFee": 120000,
         *       "networkFeeAsset": "USDC",
         *       "applicationFee": 0,
         *       "totalFee": 120000,
         *       "netAmount": 25000000
         *     }
         */
        WithdrawalFeeEstimate: {
            /**
             * Format: int64
             * @description The network fee (`estimatedFee`), smallest unit of `networkFeeAsset`.
             */
            networkFee: number;
            /** @description The asset the network fee is paid in (the withdrawn asset). */
            networkFeeAsset: string;
            /**
             * Format: int64
             * @description The service's own fee; 0 in the sandbox.
             */
            applicationFee: number;
            /**
             * Format: int64
             * @description `networkFee` plus `applicationFee`.
             */
            totalFee: number;
            /**
             * Format: int64
             * @description What arrives at the destination: `amount` (the fees come on top).
             */
            netAmount: number;
            currency: components["schemas"]["Currency"];
            /**
             * Format: int64
             * @description The amount to withdraw, smallest unit.
             */
            amount: number;
            /**
             * Format: int64
             * @description Estimated network fee, smallest unit of `currency`.
             */
            estimatedFee: number;
            /**
             * Format: int64
             * @description `amount` plus `estimatedFee`.
             */
            totalAmount: number;
            network: components["schemas"]["QuoteCryptoNetwork"];
            estimatedAt: components["schemas"]["Timestamp"];
            expiresAt?: components["schemas"]["Timestamp"];
        };
        /**
         * @description Designed for this contract (the description does not show this operation). Give the
         *     source internal account (`sourceAccountId`) or the asset (`currency`), the destination
         *     (an external account, or an `address` on a `network`) and the `amount` to withdraw.
         *     The live service's names `internalAccountId` and `cryptoNetwork` are taken as
         *     `sourceAccountId` and `network`.
         */
        WithdrawalFeeEstimateRequest: {
            sourceAccountId?: components["schemas"]["InternalAccountId"];
            /** @description The live service's name of `sourceAccountId`. */
            internalAccountId?: components["schemas"]["InternalAccountId"];
            /** @description The live service's name of `network`, a string there as here: a network the asset cannot be withdrawn on (spec/rules/fx-rates.yaml `withdrawalNetworks`) answers 400 `INVALID_CURRENCY` naming the asset's networks. */
            cryptoNetwork?: string;
            /** @description Asset code (`USDC`, `USDT`, `BTC`); derived from the source account when omitted. */
            currency?: components["schemas"]["CurrencyCode"];
            destinationAccountId?: components["schemas"]["ExternalAccountId"];
            /** @description Wallet address, Lightning address or invoice. */
            destinationAddress?: string;
            network?: components["schemas"]["QuoteCryptoNetwork"];
            /**
             * Format: int64
             * @description Amount to withdraw, smallest unit of the asset. 0 is taken, as on the live service: the estimate is the network fee alone (`netAmount` 0).
             */
            amount: number;
        } & ({
            sourceAccountId: components["schemas"]["InternalAccountId"];
        } | {
            internalAccountId: components["schemas"]["InternalAccountId"];
        } | {
            currency: components["schemas"]["CurrencyCode"];
        });
        /**
         * XOF_ACCOUNT
         * @description A West African mobile-money wallet (currency `XOF`). Phone formats: Senegal `+221`
         *     plus 9 digits; Ivory Coast `+225` plus 10 digits; Benin `+229` plus 8 or 9 digits.
         *     `provider`: `ORANGE` is from the description; `MTN`, `MOOV` and `WAVE` are designed
         *     for this contract (the description does not show the other XOF provider values).
         */
        XofAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "XOF_ACCOUNT";
            /** @description Senegal `+221` + 9 digits, Ivory Coast `+225` + 10 digits, Benin `+229` + 8 or 9 digits. Primary identifier. */
            phoneNumber: string;
            /**
             * @description The wallet provider. `ORANGE` is from the description; `MTN`, `MOOV`, `WAVE` are designed for this contract.
             * @enum {string}
             */
            provider: "ORANGE" | "MTN" | "MOOV" | "WAVE";
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumBusinessFull"];
        };
        /**
         * ZAR_ACCOUNT
         * @description A South African bank account (currency `ZAR`). `bankName` must match a `bankName` of `GET /discoveries` (else 400 `INVALID_INPUT`).
         */
        ZarAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ZAR_ACCOUNT";
            /** @description Account number, 9 to 13 digits. Primary identifier. */
            accountNumber: string;
            /** @description Must equal a `bankName` value of the discoveries list. */
            bankName: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumBusinessFull"];
        };
        /**
         * ZMW_ACCOUNT
         * @description A Zambian mobile-money wallet (currency `ZMW`).
         */
        ZmwAccountInfo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ZMW_ACCOUNT";
            /** @description `+260` plus 9 digits. Primary identifier. */
            phoneNumber: string;
            /**
             * @description The wallet provider.
             * @enum {string}
             */
            provider: "TNM" | "AIRTEL" | "ZAMTEL" | "MTN";
            /** @description Name of the bank. Optional. */
            bankName?: string;
            /** @description Returned by the service, never sent. The rails selected for this account. */
            readonly paymentRails?: string[];
            beneficiary: components["schemas"]["BeneficiaryMinimumBusinessFull"];
        };
    };
    responses: {
        /** @description The request is invalid. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "INVALID_INPUT",
                 *       "reason": "1 field is invalid",
                 *       "details": {
                 *         "errors": [
                 *           {
                 *             "field": "customerType",
                 *             "in": "body",
                 *             "code": "REQUIRED",
                 *             "reason": "is required"
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error400"];
            };
        };
        /** @description The request conflicts with the current state. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "CONFLICT",
                 *       "reason": "a customer with this platformCustomerId exists"
                 *     }
                 */
                "application/json": components["schemas"]["Error409"];
            };
        };
        /** @description The credentials may not make this call (an API token lacking the permission). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "FORBIDDEN",
                 *       "reason": "this API token has permissions [VIEW]; POST /customers needs MANAGE"
                 *     }
                 */
                "application/json": components["schemas"]["Error403"];
            };
        };
        /** @description The object was deleted. */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "CUSTOMER_DELETED",
                 *       "reason": "customer Customer:9f84e0c2-a72c-4fa6-bef6-1f8a1d8e2c3b was deleted"
                 *     }
                 */
                "application/json": components["schemas"]["Error410"];
            };
        };
        /** @description The service failed. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "INTERNAL_ERROR",
                 *       "reason": "internal error"
                 *     }
                 */
                "application/json": components["schemas"]["Error500"];
            };
        };
        /** @description No such object (objects of other platforms are reported as absent). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "NOT_FOUND",
                 *       "reason": "no object with this id"
                 *     }
                 */
                "application/json": components["schemas"]["Error404"];
            };
        };
        /** @description The body is over the operation's limit (`x-max-body-bytes` of its media type: JSON bodies 1 MB (1048576 bytes), multipart requests 11 MB (11534336 bytes)); it was refused before being read. Designed. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "PAYLOAD_TOO_LARGE",
                 *       "reason": "A JSON request body is 2000000 bytes; it is limited to 1 MB.",
                 *       "details": {
                 *         "limit": 1048576
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error413"];
            };
        };
        /** @description The action needs a wallet signature. Sign `payloadToSign` and repeat the request with `Service-Wallet-Signature` and `Request-Id`. */
        SignedRetryRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "payloadToSign": "{\"requestId\":\"Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00\",\"method\":\"DELETE\",\"path\":\"/auth/sessions/Session:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f\"}",
                 *       "requestId": "Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00",
                 *       "expiresAt": "2025-10-13T12:05:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["SignedRetryChallenge"];
            };
        };
        /** @description The credentials (or the wallet signature) were rejected; `reason` names the failed check. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "UNAUTHORIZED",
                 *       "reason": "client secret does not match the client id"
                 *     }
                 */
                "application/json": components["schemas"]["Error401"];
            };
        };
        /** @description The request was understood but rejected. */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "DOCUMENT_REJECTED",
                 *       "reason": "the photo does not show all four corners of the document"
                 *     }
                 */
                "application/json": components["schemas"]["Error422"];
            };
        };
    };
    parameters: {
        /** @description The action id, form `AgentAction:<uuid>`; an unknown id (or one of another agent) answers 404 `NOT_FOUND`. */
        AgentActionIdPath: string;
        /** @description The device code as issued (e.g. `WDJB-MJHT`); an unknown code answers 404 `NOT_FOUND`. */
        AgentDeviceCodePath: string;
        /** @description The external account id, form `ExternalAccount:<uuid>`; an unknown id, or an account of another customer, answers 404 `ACCOUNT_NOT_FOUND`. */
        AgentExternalAccountIdPath: string;
        /** @description The agent id, form `Agent:<uuid>`; an unknown id answers 404 `NOT_FOUND`. */
        AgentIdPath: string;
        /** @description The quote id, form `Quote:<uuid>`; an unknown id, or a quote not created by this agent, answers 404 `QUOTE_NOT_FOUND`. */
        AgentQuoteIdPath: string;
        /** @description The customer's id, `Customer:<uuid>`. Unknown or malformed -> 404 `CUSTOMER_NOT_FOUND`. */
        ContactVerificationCustomerId: string;
        /** @description The `nextCursor` of the previous page (an empty value is the first page). */
        Cursor: string;
        /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
        ExternalAccountIdPath: string;
        /** @description A key unique to this operation. Repeating a request with the same key replays the first answer instead of acting twice. */
        IdempotencyKey: string;
        /** @description Page size (default 20, maximum 100). */
        Limit: number;
        /** @description On the signed retry of an embedded-wallet action, the `requestId` of the 202 answer. */
        RequestId: string;
        /**
         * @description On the signed retry of an embedded-wallet action: the stamp of `payloadToSign` made
         *     with the session signing key, as `ApiKeyStamper.stamp(payloadToSign)` produces it
         *     (`stampHeaderValue`: base64url JSON with the compressed P-256 public key, the scheme
         *     name and a DER ECDSA P-256/SHA-256 signature).
         */
        ServiceWalletSignature: string;
        /**
         * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
         *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
         *     the platform's SPKI PEM public key before trusting the body.
         * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
         */
        WebhookSignatureHeader: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAgents: {
        parameters: {
            query?: {
                /** @description Only agents acting for this customer. */
                customerId?: string;
                /** @description Only paused (or running) agents. */
                isPaused?: boolean;
                /** @description Only agents with (or without) a valid token. */
                isConnected?: boolean;
                /** @description Created at or after this instant. */
                createdAfter?: string;
                /** @description Created at or before this instant. */
                createdBefore?: string;
                /** @description Updated at or after this instant. */
                updatedAfter?: string;
                /** @description Updated at or before this instant. */
                updatedBefore?: string;
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of agents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *           "name": "Bill-pay assistant",
                     *           "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
                     *           "isPaused": false,
                     *           "isConnected": false,
                     *           "policy": {
                     *             "permissions": [
                     *               "VIEW_TRANSACTIONS",
                     *               "CREATE_QUOTES",
                     *               "EXECUTE_QUOTES"
                     *             ],
                     *             "defaultExecutionMode": "AUTO",
                     *             "spendingLimits": {
                     *               "currency": "USD",
                     *               "perTransactionLimit": 500000,
                     *               "dailyLimit": 1000000
                     *             },
                     *             "approvalThresholds": {
                     *               "amount": 100000,
                     *               "currency": "USD"
                     *             }
                     *           },
                     *           "usage": {
                     *             "dailySpend": 0,
                     *             "dailyTransactionCount": 0,
                     *             "monthlySpend": 0,
                     *             "dailyResetDate": "2025-10-13",
                     *             "monthlyResetMonth": "2025-10"
                     *           },
                     *           "createdAt": "2025-10-13T12:00:00Z",
                     *           "updatedAt": "2025-10-13T12:00:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "totalCount": 1
                     *     }
                     */
                    "application/json": components["schemas"]["AgentListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createAgent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Bill-pay assistant",
                 *       "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
                 *       "policy": {
                 *         "permissions": [
                 *           "VIEW_TRANSACTIONS",
                 *           "CREATE_QUOTES",
                 *           "EXECUTE_QUOTES"
                 *         ],
                 *         "defaultExecutionMode": "AUTO",
                 *         "spendingLimits": {
                 *           "currency": "USD",
                 *           "perTransactionLimit": 500000,
                 *           "dailyLimit": 1000000
                 *         },
                 *         "approvalThresholds": {
                 *           "amount": 100000,
                 *           "currency": "USD"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AgentCreateRequest"];
            };
        };
        responses: {
            /** @description The agent and its first device code. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "agent": {
                     *         "id": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *         "name": "Bill-pay assistant",
                     *         "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
                     *         "isPaused": false,
                     *         "isConnected": false,
                     *         "policy": {
                     *           "permissions": [
                     *             "VIEW_TRANSACTIONS",
                     *             "CREATE_QUOTES",
                     *             "EXECUTE_QUOTES"
                     *           ],
                     *           "defaultExecutionMode": "AUTO",
                     *           "spendingLimits": {
                     *             "currency": "USD",
                     *             "perTransactionLimit": 500000,
                     *             "dailyLimit": 1000000
                     *           },
                     *           "approvalThresholds": {
                     *             "amount": 100000,
                     *             "currency": "USD"
                     *           }
                     *         },
                     *         "usage": {
                     *           "dailySpend": 0,
                     *           "dailyTransactionCount": 0,
                     *           "monthlySpend": 0,
                     *           "dailyResetDate": "2025-10-13",
                     *           "monthlyResetMonth": "2025-10"
                     *         },
                     *         "createdAt": "2025-10-13T12:00:00Z",
                     *         "updatedAt": "2025-10-13T12:00:00Z"
                     *       },
                     *       "deviceCode": {
                     *         "code": "WDJB-MJHT",
                     *         "agentId": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *         "expiresAt": "2025-10-13T12:15:00Z",
                     *         "redeemed": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AgentCreateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listAgentApprovals: {
        parameters: {
            query?: {
                /** @description Only actions of this agent. */
                agentId?: string;
                /** @description Only actions for this customer. */
                customerId?: string;
                /** @description Created at or after this instant. */
                startDate?: string;
                /** @description Created at or before this instant. */
                endDate?: string;
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
                /** @description Order by `createdAt`. */
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of actions awaiting approval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "AgentAction:1642cc11-f14a-49cf-ba47-fb7e06cbe65d",
                     *           "agentId": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *           "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
                     *           "platformCustomerId": "cust-42",
                     *           "type": "TRANSFER_OUT",
                     *           "status": "PENDING_APPROVAL",
                     *           "transferDetails": {
                     *             "amount": 250000,
                     *             "currency": "USD",
                     *             "sourceAccountId": "InternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123",
                     *             "destinationAccountId": "ExternalAccount:b23dcbd6-dced-4ec4-b756-3c3a9ea3d456"
                     *           },
                     *           "createdAt": "2025-10-13T14:00:00Z",
                     *           "updatedAt": "2025-10-13T14:00:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": components["schemas"]["AgentActionListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAgentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent id, form `Agent:<uuid>`; an unknown id answers 404 `NOT_FOUND`. */
                agentId: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *       "name": "Bill-pay assistant",
                     *       "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
                     *       "isPaused": false,
                     *       "isConnected": false,
                     *       "policy": {
                     *         "permissions": [
                     *           "VIEW_TRANSACTIONS",
                     *           "CREATE_QUOTES",
                     *           "EXECUTE_QUOTES"
                     *         ],
                     *         "defaultExecutionMode": "AUTO",
                     *         "spendingLimits": {
                     *           "currency": "USD",
                     *           "perTransactionLimit": 500000,
                     *           "dailyLimit": 1000000
                     *         },
                     *         "approvalThresholds": {
                     *           "amount": 100000,
                     *           "currency": "USD"
                     *         }
                     *       },
                     *       "usage": {
                     *         "dailySpend": 0,
                     *         "dailyTransactionCount": 0,
                     *         "monthlySpend": 0,
                     *         "dailyResetDate": "2025-10-13",
                     *         "monthlyResetMonth": "2025-10"
                     *       },
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Agent"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent id, form `Agent:<uuid>`; an unknown id answers 404 `NOT_FOUND`. */
                agentId: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent id, form `Agent:<uuid>`; an unknown id answers 404 `NOT_FOUND`. */
                agentId: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "isPaused": true
                 *     }
                 */
                "application/json": components["schemas"]["AgentUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated agent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *       "name": "Bill-pay assistant",
                     *       "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
                     *       "isPaused": false,
                     *       "isConnected": false,
                     *       "policy": {
                     *         "permissions": [
                     *           "VIEW_TRANSACTIONS",
                     *           "CREATE_QUOTES",
                     *           "EXECUTE_QUOTES"
                     *         ],
                     *         "defaultExecutionMode": "AUTO",
                     *         "spendingLimits": {
                     *           "currency": "USD",
                     *           "perTransactionLimit": 500000,
                     *           "dailyLimit": 1000000
                     *         },
                     *         "approvalThresholds": {
                     *           "amount": 100000,
                     *           "currency": "USD"
                     *         }
                     *       },
                     *       "usage": {
                     *         "dailySpend": 0,
                     *         "dailyTransactionCount": 0,
                     *         "monthlySpend": 0,
                     *         "dailyResetDate": "2025-10-13",
                     *         "monthlyResetMonth": "2025-10"
                     *       },
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Agent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateAgentPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent id, form `Agent:<uuid>`; an unknown id answers 404 `NOT_FOUND`. */
                agentId: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "approvalThresholds": {
                 *         "amount": 200000,
                 *         "currency": "USD"
                 *       },
                 *       "spendingLimits": {
                 *         "dailyLimit": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AgentPolicyUpdateRequest"];
            };
        };
        responses: {
            /** @description The agent with its new policy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *       "name": "Bill-pay assistant",
                     *       "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
                     *       "isPaused": false,
                     *       "isConnected": false,
                     *       "policy": {
                     *         "permissions": [
                     *           "VIEW_TRANSACTIONS",
                     *           "CREATE_QUOTES",
                     *           "EXECUTE_QUOTES"
                     *         ],
                     *         "defaultExecutionMode": "AUTO",
                     *         "spendingLimits": {
                     *           "currency": "USD",
                     *           "perTransactionLimit": 500000,
                     *           "dailyLimit": 1000000
                     *         },
                     *         "approvalThresholds": {
                     *           "amount": 100000,
                     *           "currency": "USD"
                     *         }
                     *       },
                     *       "usage": {
                     *         "dailySpend": 0,
                     *         "dailyTransactionCount": 0,
                     *         "monthlySpend": 0,
                     *         "dailyResetDate": "2025-10-13",
                     *         "monthlyResetMonth": "2025-10"
                     *       },
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Agent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    regenerateAgentDeviceCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent id, form `Agent:<uuid>`; an unknown id answers 404 `NOT_FOUND`. */
                agentId: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device code. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "WDJB-MJHT",
                     *       "agentId": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *       "expiresAt": "2025-10-13T12:15:00Z",
                     *       "redeemed": false
                     *     }
                     */
                    "application/json": components["schemas"]["AgentDeviceCode"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    approveAgentAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent id, form `Agent:<uuid>`; an unknown id answers 404 `NOT_FOUND`. */
                agentId: components["parameters"]["AgentIdPath"];
                /** @description The action id, form `AgentAction:<uuid>`; an unknown id (or one of another agent) answers 404 `NOT_FOUND`. */
                actionId: components["parameters"]["AgentActionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approved action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "AgentAction:1642cc11-f14a-49cf-ba47-fb7e06cbe65d",
                     *       "agentId": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *       "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
                     *       "platformCustomerId": "cust-42",
                     *       "type": "TRANSFER_OUT",
                     *       "transferDetails": {
                     *         "amount": 250000,
                     *         "currency": "USD",
                     *         "sourceAccountId": "InternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123",
                     *         "destinationAccountId": "ExternalAccount:b23dcbd6-dced-4ec4-b756-3c3a9ea3d456"
                     *       },
                     *       "createdAt": "2025-10-13T14:00:00Z",
                     *       "status": "APPROVED",
                     *       "updatedAt": "2025-10-13T14:03:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    rejectAgentAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent id, form `Agent:<uuid>`; an unknown id answers 404 `NOT_FOUND`. */
                agentId: components["parameters"]["AgentIdPath"];
                /** @description The action id, form `AgentAction:<uuid>`; an unknown id (or one of another agent) answers 404 `NOT_FOUND`. */
                actionId: components["parameters"]["AgentActionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Above the customer's usual spend"
                 *     }
                 */
                "application/json": components["schemas"]["AgentActionRejectRequest"];
            };
        };
        responses: {
            /** @description The rejected action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "AgentAction:1642cc11-f14a-49cf-ba47-fb7e06cbe65d",
                     *       "agentId": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *       "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
                     *       "platformCustomerId": "cust-42",
                     *       "type": "TRANSFER_OUT",
                     *       "transferDetails": {
                     *         "amount": 250000,
                     *         "currency": "USD",
                     *         "sourceAccountId": "InternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123",
                     *         "destinationAccountId": "ExternalAccount:b23dcbd6-dced-4ec4-b756-3c3a9ea3d456"
                     *       },
                     *       "createdAt": "2025-10-13T14:00:00Z",
                     *       "status": "REJECTED",
                     *       "rejectionReason": "Above the customer's usual spend",
                     *       "updatedAt": "2025-10-13T14:03:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getAgentDeviceCodeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device code as issued (e.g. `WDJB-MJHT`); an unknown code answers 404 `NOT_FOUND`. */
                code: components["parameters"]["AgentDeviceCodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "WDJB-MJHT",
                     *       "redeemed": true
                     *     }
                     */
                    "application/json": components["schemas"]["AgentDeviceCodeStatusResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    redeemAgentDeviceCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device code as issued (e.g. `WDJB-MJHT`); an unknown code answers 404 `NOT_FOUND`. */
                code: components["parameters"]["AgentDeviceCodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent's credentials. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "agentId": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *       "agentName": "Bill-pay assistant",
                     *       "accessToken": "agt_9f3b6c1e2d4a5f708192a3b4c5d6e7f80a1b2c3d4e5f6a7b",
                     *       "policy": {
                     *         "permissions": [
                     *           "VIEW_TRANSACTIONS",
                     *           "CREATE_QUOTES",
                     *           "EXECUTE_QUOTES"
                     *         ],
                     *         "defaultExecutionMode": "AUTO",
                     *         "spendingLimits": {
                     *           "currency": "USD",
                     *           "perTransactionLimit": 500000,
                     *           "dailyLimit": 1000000
                     *         },
                     *         "approvalThresholds": {
                     *           "amount": 100000,
                     *           "currency": "USD"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AgentDeviceCodeRedeemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getAgentMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *       "name": "Bill-pay assistant",
                     *       "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
                     *       "isPaused": false,
                     *       "isConnected": true,
                     *       "policy": {
                     *         "permissions": [
                     *           "VIEW_TRANSACTIONS",
                     *           "CREATE_QUOTES",
                     *           "EXECUTE_QUOTES"
                     *         ],
                     *         "defaultExecutionMode": "AUTO",
                     *         "spendingLimits": {
                     *           "currency": "USD",
                     *           "perTransactionLimit": 500000
                     *         }
                     *       },
                     *       "usage": {
                     *         "dailySpend": 0,
                     *         "dailyTransactionCount": 0,
                     *         "monthlySpend": 0
                     *       },
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Agent"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    agentListTransactions: {
        parameters: {
            query?: {
                /** @description Only transactions whose source or destination has this identifier (account id, UMA address, or a real-time funding source's `accountIdentifier`). */
                accountIdentifier?: string;
                /** @description Only transactions whose source has this identifier. */
                senderAccountIdentifier?: string;
                /** @description Only transactions whose destination has this identifier. */
                receiverAccountIdentifier?: string;
                /** @description Only transactions in this status. */
                status?: components["schemas"]["TransactionStatus"];
                /** @description `INCOMING` or `OUTGOING`. */
                type?: components["schemas"]["TransactionType"];
                /** @description Only transactions with this exact `reference`. */
                reference?: string;
                /** @description Created at or after this instant. */
                startDate?: string;
                /** @description Created up to this instant: the bound `GET /transactions` applies to its `endDate`. */
                endDate?: string;
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
                /** @description Order by `createdAt`. */
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": components["schemas"]["TransactionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    agentGetTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Form `Transaction:<uuid>`. */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:7c6b5a4f-3e2d-4c1b-8a9f-0e1d2c3b4a59",
                     *       "type": "INCOMING",
                     *       "status": "PENDING",
                     *       "receivedAmount": {
                     *         "amount": 5000,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "source": {
                     *         "sourceType": "UMA_ADDRESS",
                     *         "umaAddress": "$carol@wallet.example.org"
                     *       },
                     *       "destination": {
                     *         "destinationType": "ACCOUNT",
                     *         "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
                     *       },
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "platformCustomerId": "cust-1001",
                     *       "createdAt": "2025-10-13T12:10:00Z",
                     *       "updatedAt": "2025-10-13T12:10:00Z",
                     *       "requiresConfirmation": true,
                     *       "counterpartyInformation": {
                     *         "FULL_NAME": "Carol Smith",
                     *         "NATIONALITY": "US"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    agentCreateQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this operation. Repeating a request with the same key replays the first answer instead of acting twice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "source": {
                 *         "sourceType": "ACCOUNT",
                 *         "accountId": "InternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123"
                 *       },
                 *       "destination": {
                 *         "destinationType": "ACCOUNT",
                 *         "accountId": "ExternalAccount:b23dcbd6-dced-4ec4-b756-3c3a9ea3d456"
                 *       },
                 *       "lockedCurrencySide": "SENDING",
                 *       "lockedCurrencyAmount": 25000
                 *     }
                 */
                "application/json": components["schemas"]["QuoteCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Quote:5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
                     *       "status": "PROCESSING",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z",
                     *       "expiresAt": "2025-10-13T12:05:00Z",
                     *       "source": {
                     *         "sourceType": "ACCOUNT",
                     *         "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
                     *       },
                     *       "destination": {
                     *         "destinationType": "ACCOUNT",
                     *         "accountId": "ExternalAccount:7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"
                     *       },
                     *       "sendingCurrency": {
                     *         "code": "USD",
                     *         "name": "United States Dollar",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "receivingCurrency": {
                     *         "code": "MXN",
                     *         "name": "Mexican Peso",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "totalSendingAmount": 10000,
                     *       "totalReceivingAmount": 169912,
                     *       "exchangeRate": 17.25,
                     *       "feesIncluded": 150,
                     *       "platformFeesIncluded": 50,
                     *       "transactionId": "Transaction:5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
                     *       "lockedCurrencySide": "SENDING",
                     *       "lockedCurrencyAmount": 10000,
                     *       "reference": "invoice-2025-0042"
                     *     }
                     */
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    agentGetQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The quote id, form `Quote:<uuid>`; an unknown id, or a quote not created by this agent, answers 404 `QUOTE_NOT_FOUND`. */
                quoteId: components["parameters"]["AgentQuoteIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Quote:5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
                     *       "status": "COMPLETED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:01:00Z",
                     *       "expiresAt": "2025-10-13T12:05:00Z",
                     *       "source": {
                     *         "sourceType": "ACCOUNT",
                     *         "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
                     *       },
                     *       "destination": {
                     *         "destinationType": "ACCOUNT",
                     *         "accountId": "ExternalAccount:7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"
                     *       },
                     *       "sendingCurrency": {
                     *         "code": "USD",
                     *         "name": "United States Dollar",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "receivingCurrency": {
                     *         "code": "MXN",
                     *         "name": "Mexican Peso",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "totalSendingAmount": 10000,
                     *       "totalReceivingAmount": 169912,
                     *       "exchangeRate": 17.25,
                     *       "feesIncluded": 150,
                     *       "platformFeesIncluded": 50,
                     *       "transactionId": "Transaction:9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
                     *       "lockedCurrencySide": "SENDING",
                     *       "lockedCurrencyAmount": 10000
                     *     }
                     */
                    "application/json": components["schemas"]["Quote"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    agentExecuteQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this operation. Repeating a request with the same key replays the first answer instead of acting twice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description On the signed retry of an embedded-wallet action: the stamp of `payloadToSign` made
                 *     with the session signing key, as `ApiKeyStamper.stamp(payloadToSign)` produces it
                 *     (`stampHeaderValue`: base64url JSON with the compressed P-256 public key, the scheme
                 *     name and a DER ECDSA P-256/SHA-256 signature).
                 */
                "Service-Wallet-Signature"?: components["parameters"]["ServiceWalletSignature"];
                /** @description On the signed retry of an embedded-wallet action, the `requestId` of the 202 answer. */
                "Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The quote id, form `Quote:<uuid>`; an unknown id, or a quote not created by this agent, answers 404 `QUOTE_NOT_FOUND`. */
                quoteId: components["parameters"]["AgentQuoteIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "AgentAction:1642cc11-f14a-49cf-ba47-fb7e06cbe65d",
                     *       "agentId": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *       "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
                     *       "platformCustomerId": "cust-42",
                     *       "type": "EXECUTE_QUOTE",
                     *       "status": "PENDING_APPROVAL",
                     *       "createdAt": "2025-10-13T14:00:00Z",
                     *       "updatedAt": "2025-10-13T14:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            202: components["responses"]["SignedRetryRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    agentListActions: {
        parameters: {
            query?: {
                /** @description Only actions in this status. */
                status?: components["schemas"]["AgentActionStatus"];
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "AgentAction:1642cc11-f14a-49cf-ba47-fb7e06cbe65d",
                     *           "agentId": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *           "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
                     *           "platformCustomerId": "cust-42",
                     *           "type": "TRANSFER_OUT",
                     *           "status": "PENDING_APPROVAL",
                     *           "transferDetails": {
                     *             "amount": 25000,
                     *             "currency": "USD",
                     *             "sourceAccountId": "InternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123",
                     *             "destinationAccountId": "ExternalAccount:b23dcbd6-dced-4ec4-b756-3c3a9ea3d456"
                     *           },
                     *           "createdAt": "2025-10-13T14:00:00Z",
                     *           "updatedAt": "2025-10-13T14:00:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": components["schemas"]["AgentActionListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    agentGetAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The action id, form `AgentAction:<uuid>`; an unknown id (or one of another agent) answers 404 `NOT_FOUND`. */
                actionId: components["parameters"]["AgentActionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "AgentAction:1642cc11-f14a-49cf-ba47-fb7e06cbe65d",
                     *       "agentId": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *       "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
                     *       "platformCustomerId": "cust-42",
                     *       "type": "TRANSFER_OUT",
                     *       "status": "APPROVED",
                     *       "transferDetails": {
                     *         "amount": 25000,
                     *         "currency": "USD",
                     *         "sourceAccountId": "InternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123",
                     *         "destinationAccountId": "ExternalAccount:b23dcbd6-dced-4ec4-b756-3c3a9ea3d456"
                     *       },
                     *       "createdAt": "2025-10-13T14:00:00Z",
                     *       "updatedAt": "2025-10-13T14:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    agentCreateTransferIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this operation. Repeating a request with the same key replays the first answer instead of acting twice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "source": {
                 *         "accountId": "ExternalAccount:b23dcbd6-dced-4ec4-b756-3c3a9ea3d456"
                 *       },
                 *       "destination": {
                 *         "accountId": "InternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123"
                 *       },
                 *       "amount": 25000
                 *     }
                 */
                "application/json": components["schemas"]["TransferRequest"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "AgentAction:1642cc11-f14a-49cf-ba47-fb7e06cbe65d",
                     *       "agentId": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *       "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
                     *       "platformCustomerId": "cust-42",
                     *       "type": "TRANSFER_IN",
                     *       "status": "PENDING_APPROVAL",
                     *       "transferDetails": {
                     *         "amount": 25000,
                     *         "currency": "USD",
                     *         "sourceAccountId": "ExternalAccount:b23dcbd6-dced-4ec4-b756-3c3a9ea3d456",
                     *         "destinationAccountId": "InternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123"
                     *       },
                     *       "createdAt": "2025-10-13T14:00:00Z",
                     *       "updatedAt": "2025-10-13T14:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    agentCreateTransferOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this operation. Repeating a request with the same key replays the first answer instead of acting twice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "source": {
                 *         "accountId": "InternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123"
                 *       },
                 *       "destination": {
                 *         "accountId": "ExternalAccount:b23dcbd6-dced-4ec4-b756-3c3a9ea3d456"
                 *       },
                 *       "amount": 25000
                 *     }
                 */
                "application/json": components["schemas"]["TransferRequest"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "AgentAction:1642cc11-f14a-49cf-ba47-fb7e06cbe65d",
                     *       "agentId": "Agent:7156141a-66ef-49de-b402-0126211cd57e",
                     *       "customerId": "Customer:f171e10f-4e27-4381-9a6c-e6cdacbd764a",
                     *       "platformCustomerId": "cust-42",
                     *       "type": "TRANSFER_OUT",
                     *       "status": "PENDING_APPROVAL",
                     *       "transferDetails": {
                     *         "amount": 25000,
                     *         "currency": "USD",
                     *         "sourceAccountId": "InternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123",
                     *         "destinationAccountId": "ExternalAccount:b23dcbd6-dced-4ec4-b756-3c3a9ea3d456"
                     *       },
                     *       "createdAt": "2025-10-13T14:00:00Z",
                     *       "updatedAt": "2025-10-13T14:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    agentListInternalAccounts: {
        parameters: {
            query?: {
                /** @description Only accounts in this currency. */
                currency?: string;
                /** @description Only accounts of this type. */
                type?: components["schemas"]["InternalAccountType"];
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": components["schemas"]["InternalAccountList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    agentListExternalAccounts: {
        parameters: {
            query?: {
                /** @description Only accounts in this currency. */
                currency?: string;
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalAccountList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    agentCreateExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "MXN",
                 *       "accountInfo": {
                 *         "accountType": "MXN_ACCOUNT",
                 *         "clabeNumber": "002010077777777771",
                 *         "beneficiary": {
                 *           "beneficiaryType": "INDIVIDUAL",
                 *           "fullName": "Juan Perez"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ExternalAccountCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ExternalAccount:3f1d9a2c-7b4e-4c1a-9e2f-5a6b7c8d9e0f",
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "status": "ACTIVE",
                     *       "platformAccountId": "acct-usd-1",
                     *       "ownershipType": "FIRST_PARTY",
                     *       "currency": "USD",
                     *       "defaultUmaDepositAccount": true,
                     *       "beneficiaryVerificationStatus": "MATCHED",
                     *       "beneficiaryVerifiedData": {
                     *         "fullName": "Jane Doe"
                     *       },
                     *       "accountInfo": {
                     *         "accountType": "USD_ACCOUNT",
                     *         "accountNumber": "123456789",
                     *         "routingNumber": "021000021",
                     *         "bankAccountType": "CHECKING",
                     *         "bankName": "Chase",
                     *         "paymentRails": [
                     *           "ACH",
                     *           "WIRE",
                     *           "RTP",
                     *           "FEDNOW"
                     *         ],
                     *         "beneficiary": {
                     *           "beneficiaryType": "INDIVIDUAL",
                     *           "fullName": "Jane Doe",
                     *           "address": {
                     *             "line1": "1 Market St",
                     *             "city": "San Francisco",
                     *             "state": "CA",
                     *             "postalCode": "94105",
                     *             "country": "US"
                     *           }
                     *         }
                     *       },
                     *       "trusted": false,
                     *       "trustStatus": "UNTRUSTED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    agentGetExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The external account id, form `ExternalAccount:<uuid>`; an unknown id, or an account of another customer, answers 404 `ACCOUNT_NOT_FOUND`. */
                externalAccountId: components["parameters"]["AgentExternalAccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ExternalAccount:3f1d9a2c-7b4e-4c1a-9e2f-5a6b7c8d9e0f",
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "status": "ACTIVE",
                     *       "currency": "EUR",
                     *       "defaultUmaDepositAccount": false,
                     *       "beneficiaryVerificationStatus": "PARTIAL_MATCH",
                     *       "beneficiaryVerifiedData": {
                     *         "fullName": "Marie Dupont"
                     *       },
                     *       "accountInfo": {
                     *         "accountType": "EUR_ACCOUNT",
                     *         "iban": "FR1420041010050500013M02606",
                     *         "swiftCode": "PSSTFRPPPAR",
                     *         "paymentRails": [
                     *           "SEPA_INSTANT",
                     *           "SEPA"
                     *         ],
                     *         "beneficiary": {
                     *           "beneficiaryType": "INDIVIDUAL",
                     *           "fullName": "Marie Dupond",
                     *           "address": {
                     *             "line1": "5 Rue de Rivoli",
                     *             "city": "Paris",
                     *             "postalCode": "75001",
                     *             "country": "FR"
                     *           }
                     *         }
                     *       },
                     *       "trusted": true,
                     *       "trustStatus": "TRUSTED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    agentDeleteExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The external account id, form `ExternalAccount:<uuid>`; an unknown id, or an account of another customer, answers 404 `ACCOUNT_NOT_FOUND`. */
                externalAccountId: components["parameters"]["AgentExternalAccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listTokens: {
        parameters: {
            query?: {
                name?: string;
                createdAfter?: string;
                createdBefore?: string;
                updatedAfter?: string;
                updatedBefore?: string;
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of API tokens (without secrets). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [],
                     *       "hasMore": false,
                     *       "totalCount": 0
                     *     }
                     */
                    "application/json": components["schemas"]["TokenListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Reconciliation job",
                 *       "permissions": [
                 *         "VIEW"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApiTokenCreateRequest"];
            };
        };
        responses: {
            /** @description The token, with its secret (shown once). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Token:4a6c8e0f-1b3d-4f5a-8b7c-9d0e1f2a3b4c",
                     *       "name": "Reconciliation job",
                     *       "permissions": [
                     *         "VIEW"
                     *       ],
                     *       "clientId": "tok_9f1c2d8e2b1a4c449d3e2f4b8a9c1d00_7f3a9c2e5b1d",
                     *       "clientSecret": "sk_Qm9yZ2V0LW1lLW5vdC1hLXJlYWwtc2VjcmV0",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getTokenById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token (without its secret). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Token:4a6c8e0f-1b3d-4f5a-8b7c-9d0e1f2a3b4c",
                     *       "name": "Reconciliation job",
                     *       "permissions": [
                     *         "VIEW"
                     *       ],
                     *       "clientId": "tok_9f1c2d8e2b1a4c449d3e2f4b8a9c1d00_7f3a9c2e5b1d",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiToken"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteTokenById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token is revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listCards: {
        parameters: {
            query?: {
                /** @description Only cards of this customer (`Customer:<uuid>`). */
                customerId?: string;
                /** @description Only the card with this server-generated `platformCardId`. */
                platformCardId?: string;
                /** @description Only cards in this status. */
                status?: components["schemas"]["CardStatus"];
                /** @description The live service's name of `customerId`: only cards of this cardholder. */
                cardholderId?: string;
                /** @description Only cards funded by this internal account (a live parameter). */
                accountId?: string;
                /** @description The live service's name of `status`. */
                state?: components["schemas"]["CardStatus"];
                /** @description Order by `createdAt` (a live parameter). */
                sortOrder?: "asc" | "desc";
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "Card:9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d",
                     *           "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *           "cardholderId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *           "platformCardId": "pc_3f9b2a71c4d8",
                     *           "form": "VIRTUAL",
                     *           "fundingSource": "InternalAccount:5c1e8f2a-3b4d-4e6f-9a8b-7c6d5e4f3a21",
                     *           "fundingSources": [
                     *             "InternalAccount:5c1e8f2a-3b4d-4e6f-9a8b-7c6d5e4f3a21"
                     *           ],
                     *           "currency": "USD",
                     *           "status": "ACTIVE",
                     *           "state": "ACTIVE",
                     *           "last4": "4242",
                     *           "expMonth": 10,
                     *           "expYear": 2029,
                     *           "maxSpendPerTransaction": null,
                     *           "maxSpendPerDay": 100000,
                     *           "authorizationDecision": "SERVICE",
                     *           "createdAt": "2025-10-13T12:00:00Z",
                     *           "updatedAt": "2025-10-13T12:00:05Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "totalCount": 1
                     *     }
                     */
                    "application/json": components["schemas"]["CardList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                 *       "form": "VIRTUAL",
                 *       "fundingSource": "InternalAccount:5c1e8f2a-3b4d-4e6f-9a8b-7c6d5e4f3a21",
                 *       "maxSpendPerTransaction": 50000,
                 *       "maxSpendPerDay": 100000,
                 *       "maxTransactionsPerDay": 10
                 *     }
                 */
                "application/json": components["schemas"]["CardCreateRequest"];
            };
        };
        responses: {
            /** @description The card, `status` `PROCESSING`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Card:9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d",
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "cardholderId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "platformCardId": "pc_3f9b2a71c4d8",
                     *       "form": "VIRTUAL",
                     *       "fundingSource": "InternalAccount:5c1e8f2a-3b4d-4e6f-9a8b-7c6d5e4f3a21",
                     *       "fundingSources": [
                     *         "InternalAccount:5c1e8f2a-3b4d-4e6f-9a8b-7c6d5e4f3a21"
                     *       ],
                     *       "currency": "USD",
                     *       "status": "PROCESSING",
                     *       "state": "PROCESSING",
                     *       "maxSpendPerTransaction": 50000,
                     *       "maxSpendPerDay": 100000,
                     *       "maxTransactionsPerDay": 10,
                     *       "authorizationDecision": "SERVICE",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. An unknown or malformed id answers 404 `NOT_FOUND`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Card:9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d",
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "cardholderId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "platformCardId": "pc_3f9b2a71c4d8",
                     *       "form": "VIRTUAL",
                     *       "fundingSource": "InternalAccount:5c1e8f2a-3b4d-4e6f-9a8b-7c6d5e4f3a21",
                     *       "fundingSources": [
                     *         "InternalAccount:5c1e8f2a-3b4d-4e6f-9a8b-7c6d5e4f3a21"
                     *       ],
                     *       "currency": "USD",
                     *       "status": "ACTIVE",
                     *       "state": "ACTIVE",
                     *       "last4": "4242",
                     *       "expMonth": 10,
                     *       "expYear": 2029,
                     *       "maxSpendPerTransaction": 50000,
                     *       "authorizationDecision": "SERVICE",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:05Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Card"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. An unknown or malformed id answers 404 `NOT_FOUND`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Card:9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d",
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "cardholderId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "platformCardId": "pc_3f9b2a71c4d8",
                     *       "form": "VIRTUAL",
                     *       "fundingSource": "InternalAccount:5c1e8f2a-3b4d-4e6f-9a8b-7c6d5e4f3a21",
                     *       "fundingSources": [
                     *         "InternalAccount:5c1e8f2a-3b4d-4e6f-9a8b-7c6d5e4f3a21"
                     *       ],
                     *       "currency": "USD",
                     *       "status": "FROZEN",
                     *       "state": "FROZEN",
                     *       "last4": "4242",
                     *       "expMonth": 10,
                     *       "expYear": 2029,
                     *       "authorizationDecision": "SERVICE",
                     *       "maxSpendPerTransaction": null,
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    revealCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reveal URL and its expiry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "panEmbedUrl": "https://cards.processor.example/embed/pan?t=eyJjYXJkIjoiOWE3YiJ9&sig=4b1f0c9d",
                     *       "expiresAt": "2025-10-13T12:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CardReveal"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listCardTransactions: {
        parameters: {
            query?: {
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the card's transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "Transaction:8e3a5f7b-2c4d-4e6f-9a0b-1c2d3e4f5a6b",
                     *           "cardId": "Card:9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d",
                     *           "type": "CREDIT",
                     *           "originalTransactionId": "Transaction:7d2f4e6a-1b3c-4d5e-8f9a-0b1c2d3e4f5a",
                     *           "status": "SETTLED",
                     *           "authorizedAmount": {
                     *             "amount": 500,
                     *             "currency": {
                     *               "code": "USD",
                     *               "name": "United States Dollar",
                     *               "symbol": "$",
                     *               "decimals": 2
                     *             }
                     *           },
                     *           "settledAmount": {
                     *             "amount": 500,
                     *             "currency": {
                     *               "code": "USD",
                     *               "name": "United States Dollar",
                     *               "symbol": "$",
                     *               "decimals": 2
                     *             }
                     *           },
                     *           "currency": {
                     *             "code": "USD",
                     *             "name": "United States Dollar",
                     *             "symbol": "$",
                     *             "decimals": 2
                     *           },
                     *           "merchant": {
                     *             "descriptor": "BLUE BOTTLE SF 001",
                     *             "mcc": "5814",
                     *             "country": "US"
                     *           },
                     *           "createdAt": "2025-10-13T13:00:00Z",
                     *           "updatedAt": "2025-10-13T13:00:00Z"
                     *         },
                     *         {
                     *           "id": "Transaction:7d2f4e6a-1b3c-4d5e-8f9a-0b1c2d3e4f5a",
                     *           "cardId": "Card:9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d",
                     *           "type": "DEBIT",
                     *           "status": "SETTLED",
                     *           "authorizedAmount": {
                     *             "amount": 1250,
                     *             "currency": {
                     *               "code": "USD",
                     *               "name": "United States Dollar",
                     *               "symbol": "$",
                     *               "decimals": 2
                     *             }
                     *           },
                     *           "settledAmount": {
                     *             "amount": 1500,
                     *             "currency": {
                     *               "code": "USD",
                     *               "name": "United States Dollar",
                     *               "symbol": "$",
                     *               "decimals": 2
                     *             }
                     *           },
                     *           "currency": {
                     *             "code": "USD",
                     *             "name": "United States Dollar",
                     *             "symbol": "$",
                     *             "decimals": 2
                     *           },
                     *           "merchant": {
                     *             "descriptor": "BLUE BOTTLE SF 001",
                     *             "mcc": "5814",
                     *             "country": "US"
                     *           },
                     *           "createdAt": "2025-10-13T12:10:00Z",
                     *           "updatedAt": "2025-10-13T12:20:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": components["schemas"]["CardTransactionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCardTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card transaction id, form `Transaction:<uuid>`. Unknown or malformed: 404 `TRANSACTION_NOT_FOUND`. */
                cardTransactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:7d2f4e6a-1b3c-4d5e-8f9a-0b1c2d3e4f5a",
                     *       "cardId": "Card:9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d",
                     *       "type": "DEBIT",
                     *       "status": "CONFIRMED",
                     *       "authorizedAmount": {
                     *         "amount": 1250,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "currency": {
                     *         "code": "USD",
                     *         "name": "United States Dollar",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "merchant": {
                     *         "descriptor": "PARKING GARAGE 005",
                     *         "mcc": "7523",
                     *         "country": "US"
                     *       },
                     *       "createdAt": "2025-10-13T12:10:00Z",
                     *       "updatedAt": "2025-10-13T12:10:30Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CardTransaction"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPlatformConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The platform configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "PlatformConfig:7d3e9a10-2b4c-4d5e-8f60-718293a4b5c6",
                     *       "umaDomain": "uma.example.com",
                     *       "proxyUmaSubdomain": "example.uma-proxy.service.example",
                     *       "webhookEndpoint": "https://platform.example.com/webhooks/payments",
                     *       "supportedCurrencies": [
                     *         {
                     *           "currencyCode": "USD",
                     *           "minAmount": 100,
                     *           "maxAmount": 1000000,
                     *           "requiredCounterpartyFields": [
                     *             {
                     *               "name": "FULL_NAME",
                     *               "mandatory": true
                     *             }
                     *           ],
                     *           "providerRequiredCustomerFields": [
                     *             "FULL_NAME",
                     *             "BIRTH_DATE",
                     *             "ADDRESS"
                     *           ]
                     *         },
                     *         {
                     *           "currencyCode": "MXN",
                     *           "minAmount": 1000,
                     *           "maxAmount": 20000000,
                     *           "requiredCounterpartyFields": [],
                     *           "providerRequiredCustomerFields": [
                     *             "FULL_NAME"
                     *           ]
                     *         }
                     *       ],
                     *       "createdAt": "2025-10-01T09:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformConfig"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updatePlatformConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformConfigUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "PlatformConfig:7d3e9a10-2b4c-4d5e-8f60-718293a4b5c6",
                     *       "umaDomain": "uma.example.com",
                     *       "proxyUmaSubdomain": "example.uma-proxy.service.example",
                     *       "webhookEndpoint": "https://platform.example.com/webhooks/payments",
                     *       "supportedCurrencies": [
                     *         {
                     *           "currencyCode": "USD",
                     *           "minAmount": 100,
                     *           "maxAmount": 1000000,
                     *           "requiredCounterpartyFields": [
                     *             {
                     *               "name": "FULL_NAME",
                     *               "mandatory": true
                     *             },
                     *             {
                     *               "name": "BIRTH_DATE",
                     *               "mandatory": false
                     *             }
                     *           ],
                     *           "providerRequiredCustomerFields": [
                     *             "FULL_NAME",
                     *             "BIRTH_DATE",
                     *             "ADDRESS"
                     *           ]
                     *         }
                     *       ],
                     *       "createdAt": "2025-10-01T09:00:00Z",
                     *       "updatedAt": "2025-10-13T12:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    sendCustomerEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer's id, `Customer:<uuid>`. Unknown or malformed -> 404 `CUSTOMER_NOT_FOUND`. */
                customerId: components["parameters"]["ContactVerificationCustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A code was sent (no body, as the live service answers). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    confirmCustomerEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer's id, `Customer:<uuid>`. Unknown or malformed -> 404 `CUSTOMER_NOT_FOUND`. */
                customerId: components["parameters"]["ContactVerificationCustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "123456"
                 *     }
                 */
                "application/json": components["schemas"]["ContactVerificationConfirmRequest"];
            };
        };
        responses: {
            /** @description The channel is verified; the updated customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "customerType": "INDIVIDUAL",
                     *       "fullName": "Jane Doe",
                     *       "email": "jane@example.com",
                     *       "phoneNumber": "+14155550123",
                     *       "contactVerification": {
                     *         "email": "VERIFIED",
                     *         "phone": "PENDING"
                     *       },
                     *       "kycStatus": "UNVERIFIED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:06:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    sendCustomerPhoneVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer's id, `Customer:<uuid>`. Unknown or malformed -> 404 `CUSTOMER_NOT_FOUND`. */
                customerId: components["parameters"]["ContactVerificationCustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A code was sent (no body, as the live service answers). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    confirmCustomerPhoneVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer's id, `Customer:<uuid>`. Unknown or malformed -> 404 `CUSTOMER_NOT_FOUND`. */
                customerId: components["parameters"]["ContactVerificationCustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "123456"
                 *     }
                 */
                "application/json": components["schemas"]["ContactVerificationConfirmRequest"];
            };
        };
        responses: {
            /** @description The channel is verified; the updated customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "customerType": "INDIVIDUAL",
                     *       "fullName": "Jane Doe",
                     *       "email": "jane@example.com",
                     *       "phoneNumber": "+14155550123",
                     *       "contactVerification": {
                     *         "email": "VERIFIED",
                     *         "phone": "VERIFIED"
                     *       },
                     *       "kycStatus": "UNVERIFIED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:08:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description The platform's own customer id. */
                platformCustomerId?: string;
                customerType?: components["schemas"]["CustomerType"];
                /** @description Individuals with this `kycStatus` (businesses are excluded when given). */
                kycStatus?: components["schemas"]["KycStatus"];
                /** @description Businesses with this `kybStatus` (individuals are excluded when given). */
                kybStatus?: components["schemas"]["KycStatus"];
                umaAddress?: string;
                /** @description Only customers created at or after this instant (a live parameter; inclusive, as the live service says). */
                createdAfter?: components["schemas"]["Timestamp"];
                /** @description Only customers created at or before this instant (a live parameter; inclusive, as the live service says). */
                createdBefore?: components["schemas"]["Timestamp"];
                /** @description Only customers updated at or after this instant (a live parameter; inclusive). */
                updatedAfter?: components["schemas"]["Timestamp"];
                /** @description Only customers updated at or before this instant (a live parameter; inclusive). */
                updatedBefore?: components["schemas"]["Timestamp"];
                /** @description Only customers of this region (a live parameter). */
                region?: string;
                /** @description Only customers whose `currencies` list this currency (a live parameter). */
                currency?: string;
                /** @description Also list deleted customers (`isDeleted` true), as the live service does; they are left out by default. */
                isIncludingDeleted?: boolean;
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of customers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *           "platformCustomerId": "user-1234",
                     *           "customerType": "INDIVIDUAL",
                     *           "fullName": "Jane Doe",
                     *           "kycStatus": "APPROVED",
                     *           "createdAt": "2025-10-13T12:00:00Z",
                     *           "updatedAt": "2025-10-13T12:00:00Z"
                     *         }
                     *       ],
                     *       "hasMore": true,
                     *       "nextCursor": "eyJhZnRlciI6IkN1c3RvbWVyOjBiN2UifQ",
                     *       "totalCount": 42
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreateRequest"];
            };
        };
        responses: {
            /** @description The customer was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer's id, `Customer:<uuid>`. */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "platformCustomerId": "user-1234",
                     *       "customerType": "INDIVIDUAL",
                     *       "fullName": "Jane Doe",
                     *       "birthDate": "1990-02-28",
                     *       "nationality": "US",
                     *       "address": {
                     *         "line1": "1 Market St",
                     *         "city": "San Francisco",
                     *         "state": "CA",
                     *         "postalCode": "94105",
                     *         "country": "US"
                     *       },
                     *       "email": "jane@example.com",
                     *       "phoneNumber": "+14155550123",
                     *       "contactVerification": {
                     *         "email": "VERIFIED",
                     *         "phone": "PENDING"
                     *       },
                     *       "kycStatus": "PENDING",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer's id, `Customer:<uuid>`. */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer was deleted; the customer as it was. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Customer:9f84e0c2-a72c-4fa6-bef6-1f8a1d8e2c3b",
                     *       "customerType": "INDIVIDUAL",
                     *       "platformCustomerId": "user-1234",
                     *       "fullName": "Jane Doe",
                     *       "umaAddress": "$jane.doe@uma.example.com",
                     *       "kycStatus": "APPROVED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer's id, `Customer:<uuid>`. */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "platformCustomerId": "user-1234",
                     *       "customerType": "INDIVIDUAL",
                     *       "fullName": "Jane Doe",
                     *       "address": {
                     *         "line1": "1 Market St",
                     *         "line2": "Apt 4",
                     *         "city": "San Francisco",
                     *         "state": "CA",
                     *         "postalCode": "94105",
                     *         "country": "US"
                     *       },
                     *       "kycStatus": "UNVERIFIED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:45:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getEndUserTerms: {
        parameters: {
            query?: {
                /** @description Designed for this contract. A specific version of the terms. */
                version?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The end-user terms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "version": "2025-10-01",
                     *       "url": "https://example.com/legal/end-user-terms/2025-10-01"
                     *     }
                     */
                    "application/json": components["schemas"]["EndUserTerms"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    uploadCustomersCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "customerType,platformCustomerId,fullName,birthDate,addressLine1,city,postalCode,country,email\nINDIVIDUAL,user-1,Jane Doe,1990-02-28,1 Market St,San Francisco,94105,US,jane@example.com\n"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["CustomerBulkCsvUploadRequest"];
            };
        };
        responses: {
            /** @description The import was accepted. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "jobId": "BulkJob:3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "status": "PENDING"
                     *     }
                     */
                    "application/json": components["schemas"]["BulkJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getCustomersBulkJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id, `BulkJob:<uuid>`. */
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "jobId": "BulkJob:3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "status": "COMPLETED",
                     *       "totalRows": 2,
                     *       "processedRows": 2,
                     *       "succeededRows": 1,
                     *       "failedRows": 1,
                     *       "customerIds": [
                     *         "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f"
                     *       ],
                     *       "errors": [
                     *         {
                     *           "row": 2,
                     *           "column": "platformCustomerId",
                     *           "platformCustomerId": "user-1",
                     *           "code": "CONFLICT",
                     *           "reason": "a customer with this platformCustomerId exists"
                     *         }
                     *       ],
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "completedAt": "2025-10-13T12:00:05Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BulkJob"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listDiscoveries: {
        parameters: {
            query?: {
                /** @description ISO 3166-1 alpha-2 country. */
                country?: string;
                /** @description Currency code. */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "bankName": "BDO_UNIBANK",
                     *           "displayName": "BDO Unibank",
                     *           "country": "PH",
                     *           "currency": "PHP"
                     *         },
                     *         {
                     *           "bankName": "GCASH",
                     *           "displayName": "GCash",
                     *           "country": "PH",
                     *           "currency": "PHP"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DiscoveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listUmaProviders: {
        parameters: {
            query?: {
                /** @description Only providers operating in this country (ISO 3166-1 alpha-2; the live service's name). */
                countryCode?: string;
                /** @description Only providers whose users receive this currency (ISO 4217; the live service's name). */
                currencyCode?: string;
                /** @description false: only the providers on the platform's allowlist. By default the blocked ones are listed too. */
                hasBlockedProviders?: boolean;
                /** @description Order by `name`: `desc` (default) or `asc`. */
                sortOrder?: "asc" | "desc";
                /** @description Only providers operating in this country (designed alias of `countryCode`). */
                country?: string;
                /** @description Only providers whose users receive this currency (designed alias of `currencyCode`). */
                currency?: string;
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of UMA providers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasMore": false,
                     *       "data": [
                     *         {
                     *           "name": "Example Wallet",
                     *           "domain": "wallet.example.com",
                     *           "allowListStatus": true,
                     *           "countries": [
                     *             "US",
                     *             "MX"
                     *           ],
                     *           "supportedRegions": [
                     *             "US",
                     *             "MX"
                     *           ],
                     *           "supportedCurrencies": [
                     *             {
                     *               "code": "USD",
                     *               "name": "United States Dollar",
                     *               "symbol": "$",
                     *               "decimals": 2
                     *             },
                     *             {
                     *               "code": "MXN",
                     *               "name": "Mexican Peso",
                     *               "symbol": "$",
                     *               "decimals": 2
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DiscoveryUmaProviderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listVasps: {
        parameters: {
            query?: {
                /** @description Only VASPs registered in this country. */
                country?: components["schemas"]["CountryCode"];
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of VASPs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasMore": false,
                     *       "data": [
                     *         {
                     *           "id": "vasp_coinbase",
                     *           "name": "Coinbase",
                     *           "legalName": "Coinbase Inc.",
                     *           "country": "US",
                     *           "website": "https://www.coinbase.com"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DiscoveryVaspList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                /** @description Only documents of this customer or beneficial owner. */
                documentHolder?: string;
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "Document:4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
                     *           "documentHolder": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *           "documentType": "DRIVERS_LICENSE",
                     *           "side": "FRONT",
                     *           "country": "US",
                     *           "documentNumber": "D1234567",
                     *           "issuingAuthority": "California DMV",
                     *           "createdAt": "2025-10-13T12:00:00Z",
                     *           "updatedAt": "2025-10-13T12:00:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    uploadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DocumentUploadRequest"];
            };
        };
        responses: {
            /** @description The document was stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Document:4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
                     *       "documentHolder": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "documentType": "DRIVERS_LICENSE",
                     *       "side": "FRONT",
                     *       "country": "US",
                     *       "documentNumber": "D1234567",
                     *       "issuingAuthority": "California DMV",
                     *       "fileName": "license-front.jpg",
                     *       "contentType": "image/jpeg",
                     *       "size": 482133,
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Document"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The document's id, `Document:<uuid>`. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Document:4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
                     *       "documentHolder": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "documentType": "PASSPORT",
                     *       "country": "US",
                     *       "documentNumber": "X12345678",
                     *       "issuingAuthority": "U.S. Department of State",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Document"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    replaceDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The document's id, `Document:<uuid>`. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "documentType": "DRIVERS_LICENSE",
                 *       "side": "FRONT",
                 *       "country": "US",
                 *       "documentNumber": "D1234567",
                 *       "issuingAuthority": "California DMV",
                 *       "file": "<binary JPEG>"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["DocumentReplaceRequest"];
            };
        };
        responses: {
            /** @description The replaced document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Document:4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
                     *       "documentHolder": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "documentType": "DRIVERS_LICENSE",
                     *       "side": "FRONT",
                     *       "country": "US",
                     *       "documentNumber": "D1234567",
                     *       "issuingAuthority": "California DMV",
                     *       "fileName": "license-front-retake.jpg",
                     *       "contentType": "image/jpeg",
                     *       "size": 510022,
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:40:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Document"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The document's id, `Document:<uuid>`. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listAuthCredentials: {
        parameters: {
            query: {
                /** @description The embedded wallet (internal account id). */
                accountId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credentials. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "AuthMethod:9bed251f-ce1f-4f3c-b03f-97fc3ea514c5",
                     *           "accountId": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
                     *           "type": "EMAIL_OTP",
                     *           "nickname": "Email ada@example.com",
                     *           "createdAt": "2025-10-13T12:00:00Z",
                     *           "updatedAt": "2025-10-13T12:00:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": components["schemas"]["AuthCredentialListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createAuthCredential: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description On the signed retry of an embedded-wallet action: the stamp of `payloadToSign` made
                 *     with the session signing key, as `ApiKeyStamper.stamp(payloadToSign)` produces it
                 *     (`stampHeaderValue`: base64url JSON with the compressed P-256 public key, the scheme
                 *     name and a DER ECDSA P-256/SHA-256 signature).
                 */
                "Service-Wallet-Signature"?: components["parameters"]["ServiceWalletSignature"];
                /** @description On the signed retry of an embedded-wallet action, the `requestId` of the 202 answer. */
                "Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthCredentialCreateRequestOneOf"];
            };
        };
        responses: {
            /** @description The credential is registered (first credential of the wallet, or the signed retry). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "AuthMethod:9bed251f-ce1f-4f3c-b03f-97fc3ea514c5",
                     *       "accountId": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
                     *       "type": "EMAIL_OTP",
                     *       "nickname": "Email ada@example.com",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z",
                     *       "otpEncryptionTargetBundle": "{\"version\":\"v1.0.0\",\"data\":\"7b227461726765745075626c6963223a223034227d\"}"
                     *     }
                     */
                    "application/json": components["schemas"]["AuthMethodResponse"];
                };
            };
            /** @description The wallet already has a credential; sign `payloadToSign` and retry. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "EMAIL_OTP",
                     *       "payloadToSign": "{\"requestId\":\"Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00\"}",
                     *       "requestId": "Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00",
                     *       "expiresAt": "2025-10-13T12:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AuthSignedRequestChallenge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    revokeAuthCredential: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description On the signed retry of an embedded-wallet action: the stamp of `payloadToSign` made
                 *     with the session signing key, as `ApiKeyStamper.stamp(payloadToSign)` produces it
                 *     (`stampHeaderValue`: base64url JSON with the compressed P-256 public key, the scheme
                 *     name and a DER ECDSA P-256/SHA-256 signature).
                 */
                "Service-Wallet-Signature"?: components["parameters"]["ServiceWalletSignature"];
                /** @description On the signed retry of an embedded-wallet action, the `requestId` of the 202 answer. */
                "Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Id of the credential. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sign `payloadToSign` and retry. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "EMAIL_OTP",
                     *       "payloadToSign": "{\"requestId\":\"Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00\"}",
                     *       "requestId": "Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00",
                     *       "expiresAt": "2025-10-13T12:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AuthSignedRequestChallenge"];
                };
            };
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    challengeAuthCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the credential. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "clientPublicKey": "02bbd65adfcbda16c7807b81baf1976f6779be33e970230ba759bf4d58d4763a59"
                 *     }
                 */
                "application/json": components["schemas"]["AuthCredentialChallengeRequest"];
            };
        };
        responses: {
            /** @description The challenge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "AuthMethod:9bed251f-ce1f-4f3c-b03f-97fc3ea514c5",
                     *       "accountId": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
                     *       "type": "EMAIL_OTP",
                     *       "nickname": "Email ada@example.com",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z",
                     *       "otpEncryptionTargetBundle": "{\"version\":\"v1.0.0\",\"data\":\"7b227461726765745075626c6963223a223034227d\"}"
                     *     }
                     */
                    "application/json": components["schemas"]["AuthCredentialResponseOneOf"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    verifyAuthCredential: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description On the signed retry of an embedded-wallet action: the stamp of `payloadToSign` made
                 *     with the session signing key, as `ApiKeyStamper.stamp(payloadToSign)` produces it
                 *     (`stampHeaderValue`: base64url JSON with the compressed P-256 public key, the scheme
                 *     name and a DER ECDSA P-256/SHA-256 signature).
                 */
                "Service-Wallet-Signature"?: components["parameters"]["ServiceWalletSignature"];
                /** @description On the signed retry of an embedded-wallet action, the `requestId` of the 202 answer. */
                "Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Id of the credential. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "EMAIL_OTP",
                 *       "encryptedOtpBundle": "{\"encappedPublic\":\"04a1\",\"ciphertext\":\"9f3c\"}"
                 *     }
                 */
                "application/json": components["schemas"]["AuthCredentialVerifyRequestOneOf"];
            };
        };
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Session:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "accountId": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
                     *       "type": "EMAIL_OTP",
                     *       "nickname": "Email ada@example.com",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z",
                     *       "expiresAt": "2025-10-13T12:15:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description OTP first leg; sign `payloadToSign` with the key from the bundle and retry. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "EMAIL_OTP",
                     *       "payloadToSign": "{\"requestId\":\"Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00\"}",
                     *       "requestId": "Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00",
                     *       "expiresAt": "2025-10-13T12:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AuthSignedRequestChallenge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listAuthSessions: {
        parameters: {
            query: {
                /** @description The embedded wallet (internal account id). */
                accountId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "Session:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *           "accountId": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
                     *           "type": "EMAIL_OTP",
                     *           "nickname": "Email ada@example.com",
                     *           "createdAt": "2025-10-13T12:00:00Z",
                     *           "updatedAt": "2025-10-13T12:00:00Z",
                     *           "expiresAt": "2025-10-13T12:15:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": components["schemas"]["SessionListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    revokeAuthSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description On the signed retry of an embedded-wallet action: the stamp of `payloadToSign` made
                 *     with the session signing key, as `ApiKeyStamper.stamp(payloadToSign)` produces it
                 *     (`stampHeaderValue`: base64url JSON with the compressed P-256 public key, the scheme
                 *     name and a DER ECDSA P-256/SHA-256 signature).
                 */
                "Service-Wallet-Signature"?: components["parameters"]["ServiceWalletSignature"];
                /** @description On the signed retry of an embedded-wallet action, the `requestId` of the 202 answer. */
                "Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Id of the session. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sign `payloadToSign` and retry. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "EMAIL_OTP",
                     *       "payloadToSign": "{\"requestId\":\"Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00\"}",
                     *       "requestId": "Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00",
                     *       "expiresAt": "2025-10-13T12:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AuthSignedRequestChallenge"];
                };
            };
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    refreshAuthSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description On the signed retry of an embedded-wallet action: the stamp of `payloadToSign` made
                 *     with the session signing key, as `ApiKeyStamper.stamp(payloadToSign)` produces it
                 *     (`stampHeaderValue`: base64url JSON with the compressed P-256 public key, the scheme
                 *     name and a DER ECDSA P-256/SHA-256 signature).
                 */
                "Service-Wallet-Signature"?: components["parameters"]["ServiceWalletSignature"];
                /** @description On the signed retry of an embedded-wallet action, the `requestId` of the 202 answer. */
                "Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Id of the session. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clientPublicKey": "02bbd65adfcbda16c7807b81baf1976f6779be33e970230ba759bf4d58d4763a59"
                 *     }
                 */
                "application/json": components["schemas"]["AuthSessionRefreshRequest"];
            };
        };
        responses: {
            /** @description The new session. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Session:1c8f3e2d-6b5a-4f4c-8d3e-2b3c4d5e6f70",
                     *       "accountId": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
                     *       "type": "EMAIL_OTP",
                     *       "nickname": "Email ada@example.com",
                     *       "createdAt": "2025-10-13T12:10:00Z",
                     *       "updatedAt": "2025-10-13T12:10:00Z",
                     *       "expiresAt": "2025-10-13T12:25:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description Sign `payloadToSign` and retry. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payloadToSign": "{\"requestId\":\"Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00\"}",
                     *       "requestId": "Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00",
                     *       "expiresAt": "2025-10-13T12:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SignedRequestChallenge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listDelegatedKeys: {
        parameters: {
            query?: {
                /** @description Only keys of this wallet. */
                accountId?: string;
                /** @description Only keys funding from this wallet. */
                fundingSourceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": []
                     *     }
                     */
                    "application/json": components["schemas"]["DelegatedKeyListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createDelegatedKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description On the signed retry of an embedded-wallet action: the stamp of `payloadToSign` made
                 *     with the session signing key, as `ApiKeyStamper.stamp(payloadToSign)` produces it
                 *     (`stampHeaderValue`: base64url JSON with the compressed P-256 public key, the scheme
                 *     name and a DER ECDSA P-256/SHA-256 signature).
                 */
                "Service-Wallet-Signature"?: components["parameters"]["ServiceWalletSignature"];
                /** @description On the signed retry of an embedded-wallet action, the `requestId` of the 202 answer. */
                "Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cardId": "Card:7d1f2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
                 *       "internalAccountId": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
                 *       "nickname": "Card spend"
                 *     }
                 */
                "application/json": components["schemas"]["DelegatedKeyCreateRequest"];
            };
        };
        responses: {
            /** @description The delegated key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "DelegatedKey:3c8f5e0a-9a1b-4c7d-8e2f-1a2b3c4d5e6f",
                     *       "cardId": "Card:7d1f2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
                     *       "fundingSourceId": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
                     *       "accountId": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
                     *       "publicKey": "02bbd65adfcbda16c7807b81baf1976f6779be33e970230ba759bf4d58d4763a59",
                     *       "nickname": "Card spend",
                     *       "status": "ACTIVE",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["DelegatedKey"];
                };
            };
            /** @description Sign `payloadToSign` and retry (the first call, then the first signed retry). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payloadToSign": "{\"requestId\":\"Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00\"}",
                     *       "requestId": "Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00",
                     *       "expiresAt": "2025-10-13T12:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["DelegatedKeySignedRequestChallenge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getDelegatedKeyById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the delegated key. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "DelegatedKey:3c8f5e0a-9a1b-4c7d-8e2f-1a2b3c4d5e6f",
                     *       "cardId": "Card:7d1f2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
                     *       "fundingSourceId": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
                     *       "accountId": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
                     *       "publicKey": "02bbd65adfcbda16c7807b81baf1976f6779be33e970230ba759bf4d58d4763a59",
                     *       "nickname": "Card spend",
                     *       "status": "ACTIVE",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["DelegatedKey"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    revokeDelegatedKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the delegated key. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getInternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the internal account. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The internal account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
                     *       "customerId": "Customer:b2ec0582-91d8-4100-b07b-f7784f8f1923",
                     *       "type": "EMBEDDED_WALLET",
                     *       "status": "ACTIVE",
                     *       "balance": {
                     *         "amount": 250000,
                     *         "currency": {
                     *           "code": "USDC",
                     *           "name": "USD Coin",
                     *           "symbol": "USDC",
                     *           "decimals": 6
                     *         }
                     *       },
                     *       "totalBalance": {
                     *         "amount": 250000,
                     *         "currency": {
                     *           "code": "USDC",
                     *           "name": "USD Coin",
                     *           "symbol": "USDC",
                     *           "decimals": 6
                     *         }
                     *       },
                     *       "fundingPaymentInstructions": [],
                     *       "privateEnabled": false,
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["InternalAccount"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateInternalAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description On the signed retry of an embedded-wallet action: the stamp of `payloadToSign` made
                 *     with the session signing key, as `ApiKeyStamper.stamp(payloadToSign)` produces it
                 *     (`stampHeaderValue`: base64url JSON with the compressed P-256 public key, the scheme
                 *     name and a DER ECDSA P-256/SHA-256 signature).
                 */
                "Service-Wallet-Signature"?: components["parameters"]["ServiceWalletSignature"];
                /** @description On the signed retry of an embedded-wallet action, the `requestId` of the 202 answer. */
                "Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Id of the embedded wallet. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "privateEnabled": true
                 *     }
                 */
                "application/json": components["schemas"]["InternalAccountUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
                     *       "customerId": "Customer:b2ec0582-91d8-4100-b07b-f7784f8f1923",
                     *       "type": "EMBEDDED_WALLET",
                     *       "status": "ACTIVE",
                     *       "balance": {
                     *         "amount": 250000,
                     *         "currency": {
                     *           "code": "USDC",
                     *           "name": "USD Coin",
                     *           "symbol": "USDC",
                     *           "decimals": 6
                     *         }
                     *       },
                     *       "totalBalance": {
                     *         "amount": 250000,
                     *         "currency": {
                     *           "code": "USDC",
                     *           "name": "USD Coin",
                     *           "symbol": "USDC",
                     *           "decimals": 6
                     *         }
                     *       },
                     *       "fundingPaymentInstructions": [],
                     *       "privateEnabled": true,
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["InternalAccount"];
                };
            };
            /** @description Sign `payloadToSign` and retry. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payloadToSign": "{\"requestId\":\"Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00\"}",
                     *       "requestId": "Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00",
                     *       "expiresAt": "2025-10-13T12:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SignedRequestChallenge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    exportInternalAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description On the signed retry of an embedded-wallet action: the stamp of `payloadToSign` made
                 *     with the session signing key, as `ApiKeyStamper.stamp(payloadToSign)` produces it
                 *     (`stampHeaderValue`: base64url JSON with the compressed P-256 public key, the scheme
                 *     name and a DER ECDSA P-256/SHA-256 signature).
                 */
                "Service-Wallet-Signature"?: components["parameters"]["ServiceWalletSignature"];
                /** @description On the signed retry of an embedded-wallet action, the `requestId` of the 202 answer. */
                "Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Id of the embedded wallet. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clientPublicKey": "02bbd65adfcbda16c7807b81baf1976f6779be33e970230ba759bf4d58d4763a59"
                 *     }
                 */
                "application/json": components["schemas"]["InternalAccountExportRequest"];
            };
        };
        responses: {
            /** @description The sealed wallet credentials. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "InternalAccount:d25d9068-5e6a-4f03-ae15-42950b7c9724",
                     *       "encryptedWalletCredentials": "2bs7jLgG3XbGnVcS4CV3Jzc9QhFtWzSTtg4xV5"
                     *     }
                     */
                    "application/json": components["schemas"]["InternalAccountExportResponse"];
                };
            };
            /** @description Sign `payloadToSign` and retry. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payloadToSign": "{\"requestId\":\"Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00\"}",
                     *       "requestId": "Request:6f1c2d8e-2b1a-4c44-9d3e-2f4b8a9c1d00",
                     *       "expiresAt": "2025-10-13T12:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SignedRequestChallenge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listExchangeRates: {
        parameters: {
            query?: {
                /** @description Source currency code (ISO 4217, or `USDC`, `USDT`, `BTC`). */
                sourceCurrency?: string;
                /** @description Destination currency codes, as the live service takes them (an array): repeated (`destinationCurrency=MXN&destinationCurrency=EUR`) or joined with commas (`destinationCurrency=MXN,EUR`, the SDK's form); one rate list per source for each. */
                destinationCurrency?: string[];
                /** @description Amount to price, smallest unit of the source currency (default 10000). */
                sendingAmount?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching rates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "sourceCurrency": {
                     *             "code": "USD",
                     *             "name": "United States Dollar",
                     *             "symbol": "$",
                     *             "decimals": 2
                     *           },
                     *           "destinationCurrency": {
                     *             "code": "EUR",
                     *             "name": "Euro",
                     *             "symbol": "€",
                     *             "decimals": 2
                     *           },
                     *           "rate": 0.9062,
                     *           "exchangeRate": 1.1035092,
                     *           "destinationPaymentRail": "SEPA",
                     *           "minSendingAmount": 100,
                     *           "maxSendingAmount": 5000000,
                     *           "fees": {
                     *             "fixed": 0,
                     *             "total": 150
                     *           },
                     *           "sendingAmount": 10000,
                     *           "receivingAmount": 9062,
                     *           "updatedAt": "2025-10-13T12:00:00Z",
                     *           "expiresAt": "2025-10-13T12:05:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ExchangeRateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listCustomerExternalAccounts: {
        parameters: {
            query?: {
                /** @description Only accounts of this customer (`Customer:<uuid>`). */
                customerId?: components["schemas"]["CustomerId"];
                /** @description Only accounts in this currency. */
                currency?: string;
                /** @description Only accounts in this status. */
                status?: components["schemas"]["ExternalAccountStatus"];
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of external accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasMore": false,
                     *       "totalCount": 1,
                     *       "data": [
                     *         {
                     *           "id": "ExternalAccount:3f1d9a2c-7b4e-4c1a-9e2f-5a6b7c8d9e0f",
                     *           "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *           "status": "ACTIVE",
                     *           "currency": "MXN",
                     *           "defaultUmaDepositAccount": false,
                     *           "beneficiaryVerificationStatus": "MATCHED",
                     *           "accountInfo": {
                     *             "accountType": "MXN_ACCOUNT",
                     *             "clabeNumber": "002010077777777771",
                     *             "paymentRails": [
                     *               "SPEI"
                     *             ],
                     *             "beneficiary": {
                     *               "beneficiaryType": "INDIVIDUAL",
                     *               "fullName": "Juan Perez"
                     *             }
                     *           },
                     *           "trusted": false,
                     *           "trustStatus": "UNTRUSTED",
                     *           "createdAt": "2025-10-13T12:00:00Z",
                     *           "updatedAt": "2025-10-13T12:00:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalAccountList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createCustomerExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExternalAccountCreateRequest"];
            };
        };
        responses: {
            /** @description The external account was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getCustomerExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The external account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ExternalAccount:3f1d9a2c-7b4e-4c1a-9e2f-5a6b7c8d9e0f",
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "status": "ACTIVE",
                     *       "currency": "EUR",
                     *       "defaultUmaDepositAccount": false,
                     *       "beneficiaryVerificationStatus": "PARTIAL_MATCH",
                     *       "beneficiaryVerifiedData": {
                     *         "fullName": "Marie Dupont"
                     *       },
                     *       "accountInfo": {
                     *         "accountType": "EUR_ACCOUNT",
                     *         "iban": "FR1420041010050500013M02606",
                     *         "swiftCode": "PSSTFRPPPAR",
                     *         "paymentRails": [
                     *           "SEPA_INSTANT",
                     *           "SEPA"
                     *         ],
                     *         "beneficiary": {
                     *           "beneficiaryType": "INDIVIDUAL",
                     *           "fullName": "Marie Dupond",
                     *           "address": {
                     *             "line1": "5 Rue de Rivoli",
                     *             "city": "Paris",
                     *             "postalCode": "75001",
                     *             "country": "FR"
                     *           }
                     *         }
                     *       },
                     *       "trusted": true,
                     *       "trustStatus": "TRUSTED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteCustomerExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    updateCustomerExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExternalAccountUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated external account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ExternalAccount:3f1d9a2c-7b4e-4c1a-9e2f-5a6b7c8d9e0f",
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "status": "ACTIVE",
                     *       "platformAccountId": "acct-usd-2",
                     *       "currency": "USD",
                     *       "defaultUmaDepositAccount": true,
                     *       "beneficiaryVerificationStatus": "CHECKED_BY_RECEIVING_FI",
                     *       "accountInfo": {
                     *         "accountType": "USD_ACCOUNT",
                     *         "accountNumber": "123456789",
                     *         "routingNumber": "021000021",
                     *         "bankAccountType": "CHECKING",
                     *         "paymentRails": [
                     *           "ACH"
                     *         ],
                     *         "beneficiary": {
                     *           "beneficiaryType": "INDIVIDUAL",
                     *           "fullName": "Jane Doe",
                     *           "address": {
                     *             "line1": "1 Market St",
                     *             "city": "San Francisco",
                     *             "postalCode": "94105",
                     *             "country": "US"
                     *           }
                     *         }
                     *       },
                     *       "trusted": false,
                     *       "trustStatus": "UNTRUSTED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T13:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    createCustomerExternalAccountChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OwnershipChallengeRequest"];
            };
        };
        responses: {
            /** @description The challenge was started. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipChallenge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    verifyCustomerExternalAccountOwnership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OwnershipVerificationRequest"];
            };
        };
        responses: {
            /** @description The signature is valid; the account is `ACTIVE`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ExternalAccount:9c4b1e7a-2d3f-4a5b-8c6d-7e8f9a0b1c2d",
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "status": "ACTIVE",
                     *       "ownershipType": "FIRST_PARTY",
                     *       "currency": "USDC",
                     *       "defaultUmaDepositAccount": false,
                     *       "accountInfo": {
                     *         "accountType": "BASE_WALLET",
                     *         "address": "0x52908400098527886E0F7030069857D2E4169EE7"
                     *       },
                     *       "trusted": false,
                     *       "trustStatus": "UNTRUSTED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:03:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    trustCustomerExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Trust requested; awaiting the confirmation code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "externalAccountId": "ExternalAccount:3f1d9a2c-7b4e-4c1a-9e2f-5a6b7c8d9e0f",
                     *       "action": "TRUST",
                     *       "trustStatus": "PENDING_TRUST",
                     *       "factor": "SMS_OTP",
                     *       "expiresAt": "2025-10-13T12:10:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalAccountTrustChallenge"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    confirmTrustCustomerExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "000000"
                 *     }
                 */
                "application/json": components["schemas"]["ExternalAccountTrustConfirmRequest"];
            };
        };
        responses: {
            /** @description The account is a trusted beneficiary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ExternalAccount:3f1d9a2c-7b4e-4c1a-9e2f-5a6b7c8d9e0f",
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "status": "ACTIVE",
                     *       "currency": "EUR",
                     *       "defaultUmaDepositAccount": false,
                     *       "beneficiaryVerificationStatus": "MATCHED",
                     *       "accountInfo": {
                     *         "accountType": "EUR_ACCOUNT",
                     *         "iban": "FR1420041010050500013M02606",
                     *         "paymentRails": [
                     *           "SEPA_INSTANT",
                     *           "SEPA"
                     *         ],
                     *         "beneficiary": {
                     *           "beneficiaryType": "INDIVIDUAL",
                     *           "fullName": "Marie Dupont",
                     *           "address": {
                     *             "line1": "5 Rue de Rivoli",
                     *             "city": "Paris",
                     *             "postalCode": "75001",
                     *             "country": "FR"
                     *           }
                     *         }
                     *       },
                     *       "trusted": true,
                     *       "trustStatus": "TRUSTED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:06:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    untrustCustomerExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Untrust requested; awaiting the confirmation code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "externalAccountId": "ExternalAccount:3f1d9a2c-7b4e-4c1a-9e2f-5a6b7c8d9e0f",
                     *       "action": "UNTRUST",
                     *       "trustStatus": "PENDING_UNTRUST",
                     *       "factor": "SMS_OTP",
                     *       "expiresAt": "2025-10-13T12:20:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalAccountTrustChallenge"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    confirmUntrustCustomerExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "000000"
                 *     }
                 */
                "application/json": components["schemas"]["ExternalAccountTrustConfirmRequest"];
            };
        };
        responses: {
            /** @description The account is no longer a trusted beneficiary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ExternalAccount:3f1d9a2c-7b4e-4c1a-9e2f-5a6b7c8d9e0f",
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "status": "ACTIVE",
                     *       "currency": "EUR",
                     *       "defaultUmaDepositAccount": false,
                     *       "beneficiaryVerificationStatus": "MATCHED",
                     *       "accountInfo": {
                     *         "accountType": "EUR_ACCOUNT",
                     *         "iban": "FR1420041010050500013M02606",
                     *         "beneficiary": {
                     *           "beneficiaryType": "INDIVIDUAL",
                     *           "fullName": "Marie Dupont",
                     *           "address": {
                     *             "line1": "5 Rue de Rivoli",
                     *             "city": "Paris",
                     *             "postalCode": "75001",
                     *             "country": "FR"
                     *           }
                     *         }
                     *       },
                     *       "trusted": false,
                     *       "trustStatus": "UNTRUSTED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:21:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listPlatformExternalAccounts: {
        parameters: {
            query?: {
                /** @description Only accounts in this currency (designed filter). */
                currency?: string;
                /** @description Only accounts in this status (designed filter). */
                status?: components["schemas"]["ExternalAccountStatus"];
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of platform external accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasMore": false,
                     *       "data": [
                     *         {
                     *           "id": "ExternalAccount:5e2a7c1b-8d9f-4e0a-b1c2-d3e4f5a6b7c8",
                     *           "customerId": null,
                     *           "status": "ACTIVE",
                     *           "platformAccountId": "treasury-eur",
                     *           "ownershipType": "FIRST_PARTY",
                     *           "currency": "EUR",
                     *           "defaultUmaDepositAccount": false,
                     *           "beneficiaryVerificationStatus": "MATCHED",
                     *           "accountInfo": {
                     *             "accountType": "EUR_ACCOUNT",
                     *             "iban": "DE89370400440532013000",
                     *             "bankName": "Commerzbank",
                     *             "swiftCode": "COBADEFFXXX",
                     *             "paymentRails": [
                     *               "SEPA_INSTANT",
                     *               "SEPA",
                     *               "SWIFT"
                     *             ],
                     *             "beneficiary": {
                     *               "beneficiaryType": "BUSINESS",
                     *               "legalName": "Example Platform GmbH",
                     *               "registrationNumber": "HRB 12345",
                     *               "address": {
                     *                 "line1": "Unter den Linden 1",
                     *                 "city": "Berlin",
                     *                 "postalCode": "10117",
                     *                 "country": "DE"
                     *               }
                     *             }
                     *           },
                     *           "createdAt": "2025-10-13T12:00:00Z",
                     *           "updatedAt": "2025-10-13T12:00:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalAccountList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createPlatformExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExternalAccountPlatformCreateRequest"];
            };
        };
        responses: {
            /** @description The external account was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ExternalAccount:5e2a7c1b-8d9f-4e0a-b1c2-d3e4f5a6b7c8",
                     *       "customerId": null,
                     *       "status": "ACTIVE",
                     *       "platformAccountId": "treasury-eur",
                     *       "ownershipType": "FIRST_PARTY",
                     *       "currency": "EUR",
                     *       "defaultUmaDepositAccount": false,
                     *       "beneficiaryVerificationStatus": "MATCHED",
                     *       "accountInfo": {
                     *         "accountType": "EUR_ACCOUNT",
                     *         "iban": "DE89370400440532013000",
                     *         "bankName": "Commerzbank",
                     *         "swiftCode": "COBADEFFXXX",
                     *         "paymentRails": [
                     *           "SEPA_INSTANT",
                     *           "SEPA",
                     *           "SWIFT"
                     *         ],
                     *         "beneficiary": {
                     *           "beneficiaryType": "BUSINESS",
                     *           "legalName": "Example Platform GmbH",
                     *           "registrationNumber": "HRB 12345",
                     *           "address": {
                     *             "line1": "Unter den Linden 1",
                     *             "city": "Berlin",
                     *             "postalCode": "10117",
                     *             "country": "DE"
                     *           }
                     *         }
                     *       },
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getPlatformExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The external account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ExternalAccount:5e2a7c1b-8d9f-4e0a-b1c2-d3e4f5a6b7c8",
                     *       "customerId": null,
                     *       "status": "ACTIVE",
                     *       "platformAccountId": "treasury-eur",
                     *       "ownershipType": "FIRST_PARTY",
                     *       "currency": "EUR",
                     *       "defaultUmaDepositAccount": false,
                     *       "beneficiaryVerificationStatus": "MATCHED",
                     *       "accountInfo": {
                     *         "accountType": "EUR_ACCOUNT",
                     *         "iban": "DE89370400440532013000",
                     *         "bankName": "Commerzbank",
                     *         "swiftCode": "COBADEFFXXX",
                     *         "paymentRails": [
                     *           "SEPA_INSTANT",
                     *           "SEPA",
                     *           "SWIFT"
                     *         ],
                     *         "beneficiary": {
                     *           "beneficiaryType": "BUSINESS",
                     *           "legalName": "Example Platform GmbH",
                     *           "registrationNumber": "HRB 12345",
                     *           "address": {
                     *             "line1": "Unter den Linden 1",
                     *             "city": "Berlin",
                     *             "postalCode": "10117",
                     *             "country": "DE"
                     *           }
                     *         }
                     *       },
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deletePlatformExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createPlatformExternalAccountChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OwnershipChallengeRequest"];
            };
        };
        responses: {
            /** @description The challenge was started. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipChallenge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    verifyPlatformExternalAccountOwnership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the external account (`ExternalAccount:<uuid>`). An unknown or malformed id answers 404. */
                externalAccountId: components["parameters"]["ExternalAccountIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OwnershipVerificationRequest"];
            };
        };
        responses: {
            /** @description The signature is valid; the account is `ACTIVE`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ExternalAccount:7d3e9f1a-4b2c-4d5e-8f6a-1b2c3d4e5f60",
                     *       "customerId": null,
                     *       "status": "ACTIVE",
                     *       "ownershipType": "FIRST_PARTY",
                     *       "currency": "USDT",
                     *       "defaultUmaDepositAccount": false,
                     *       "accountInfo": {
                     *         "accountType": "ARBITRUM_WALLET",
                     *         "address": "0x8ba1f109551bD432803012645Ac136ddd64DBA72"
                     *       },
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:03:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listCustomerInternalAccounts: {
        parameters: {
            query?: {
                /** @description Only accounts of this customer (`Customer:<uuid>`). */
                customerId?: components["schemas"]["CustomerId"];
                /** @description Only accounts in this currency. */
                currency?: string;
                /** @description Only accounts of this type (`EMBEDDED_WALLET` finds a customer's self-custodial wallet). */
                type?: components["schemas"]["InternalAccountType"];
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of internal accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasMore": false,
                     *       "totalCount": 2,
                     *       "data": [
                     *         {
                     *           "id": "InternalAccount:1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *           "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *           "type": "INTERNAL_FIAT",
                     *           "status": "ACTIVE",
                     *           "currency": "USD",
                     *           "balance": {
                     *             "amount": 12550,
                     *             "currency": {
                     *               "code": "USD",
                     *               "name": "United States Dollar",
                     *               "symbol": "$",
                     *               "decimals": 2
                     *             }
                     *           },
                     *           "totalBalance": {
                     *             "amount": 15000,
                     *             "currency": {
                     *               "code": "USD",
                     *               "name": "United States Dollar",
                     *               "symbol": "$",
                     *               "decimals": 2
                     *             }
                     *           },
                     *           "fundingPaymentInstructions": [
                     *             {
                     *               "instructionsType": "BANK_TRANSFER",
                     *               "currency": "USD",
                     *               "paymentRails": [
                     *                 "ACH",
                     *                 "WIRE"
                     *               ],
                     *               "reference": "FUND-7Q2K9X",
                     *               "bankAccount": {
                     *                 "accountHolderName": "Example Payments Inc FBO Jane Doe",
                     *                 "bankName": "Lead Bank",
                     *                 "accountNumber": "9876543210",
                     *                 "routingNumber": "101019644"
                     *               }
                     *             }
                     *           ],
                     *           "createdAt": "2025-10-13T12:00:00Z",
                     *           "updatedAt": "2025-10-13T12:30:00Z"
                     *         },
                     *         {
                     *           "id": "InternalAccount:2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
                     *           "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *           "type": "EMBEDDED_WALLET",
                     *           "status": "ACTIVE",
                     *           "currency": "USDC",
                     *           "balance": {
                     *             "amount": 5000000,
                     *             "currency": {
                     *               "code": "USDC",
                     *               "name": "USD Coin",
                     *               "symbol": "USDC",
                     *               "decimals": 6
                     *             }
                     *           },
                     *           "totalBalance": {
                     *             "amount": 5000000,
                     *             "currency": {
                     *               "code": "USDC",
                     *               "name": "USD Coin",
                     *               "symbol": "USDC",
                     *               "decimals": 6
                     *             }
                     *           },
                     *           "fundingPaymentInstructions": [
                     *             {
                     *               "instructionsType": "CRYPTO_WALLET",
                     *               "currency": "USDC",
                     *               "cryptoWallet": {
                     *                 "network": "BASE",
                     *                 "address": "0x52908400098527886E0F7030069857D2E4169EE7"
                     *               }
                     *             }
                     *           ],
                     *           "privateEnabled": false,
                     *           "createdAt": "2025-10-13T12:00:00Z",
                     *           "updatedAt": "2025-10-13T12:00:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["InternalAccountList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listPlatformInternalAccounts: {
        parameters: {
            query?: {
                /** @description Only accounts in this currency. */
                currency?: string;
                /** @description Only accounts of this type. */
                type?: components["schemas"]["InternalAccountType"];
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of internal accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasMore": false,
                     *       "data": [
                     *         {
                     *           "id": "InternalAccount:3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f",
                     *           "customerId": null,
                     *           "type": "INTERNAL_FIAT",
                     *           "status": "ACTIVE",
                     *           "currency": "EUR",
                     *           "balance": {
                     *             "amount": 1000000,
                     *             "currency": {
                     *               "code": "EUR",
                     *               "name": "Euro",
                     *               "symbol": "€",
                     *               "decimals": 2
                     *             }
                     *           },
                     *           "totalBalance": {
                     *             "amount": 1000000,
                     *             "currency": {
                     *               "code": "EUR",
                     *               "name": "Euro",
                     *               "symbol": "€",
                     *               "decimals": 2
                     *             }
                     *           },
                     *           "fundingPaymentInstructions": [
                     *             {
                     *               "instructionsType": "BANK_TRANSFER",
                     *               "currency": "EUR",
                     *               "paymentRails": [
                     *                 "SEPA",
                     *                 "SEPA_INSTANT"
                     *               ],
                     *               "reference": "FUND-PLAT01",
                     *               "bankAccount": {
                     *                 "accountHolderName": "Example Platform GmbH",
                     *                 "bankName": "Example Bank",
                     *                 "iban": "DE89370400440532013000",
                     *                 "swiftCode": "COBADEFFXXX"
                     *               }
                     *             }
                     *           ],
                     *           "createdAt": "2025-10-13T12:00:00Z",
                     *           "updatedAt": "2025-10-13T12:00:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["InternalAccountList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                status?: components["schemas"]["InvitationStatus"];
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invitations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [],
                     *       "hasMore": false,
                     *       "totalCount": 0
                     *     }
                     */
                    "application/json": components["schemas"]["UmaInvitationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "inviterUma": "$alice@uma.example.com",
                 *       "firstName": "Bob",
                 *       "amountToSend": 1000,
                 *       "expiresAt": "2025-11-12T12:00:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["UmaInvitationCreateRequest"];
            };
        };
        responses: {
            /** @description The invitation, `PENDING`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "X7K2P9QM",
                     *       "url": "https://uma.example.com/invite/X7K2P9QM",
                     *       "inviterUma": "$alice@uma.example.com",
                     *       "firstName": "Bob",
                     *       "amountToSend": {
                     *         "amount": 1000,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "status": "PENDING",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "expiresAt": "2025-11-12T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["UmaInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "X7K2P9QM",
                     *       "url": "https://uma.example.com/invite/X7K2P9QM",
                     *       "inviterUma": "$alice@uma.example.com",
                     *       "firstName": "Bob",
                     *       "amountToSend": {
                     *         "amount": 1000,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "status": "PENDING",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "expiresAt": "2025-11-12T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["UmaInvitation"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    claimInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "inviteeUma": "$success.usd@uma.sandbox.example"
                 *     }
                 */
                "application/json": components["schemas"]["UmaInvitationClaimRequest"];
            };
        };
        responses: {
            /** @description The invitation, `CLAIMED`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "X7K2P9QM",
                     *       "url": "https://uma.example.com/invite/X7K2P9QM",
                     *       "inviterUma": "$alice@uma.example.com",
                     *       "firstName": "Bob",
                     *       "amountToSend": {
                     *         "amount": 1000,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "status": "CLAIMED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "expiresAt": "2025-11-12T12:00:00Z",
                     *       "inviteeUma": "$success.usd@uma.sandbox.example",
                     *       "claimedAt": "2025-10-14T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["UmaInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    cancelInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation, `CANCELLED`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "X7K2P9QM",
                     *       "url": "https://uma.example.com/invite/X7K2P9QM",
                     *       "inviterUma": "$alice@uma.example.com",
                     *       "firstName": "Bob",
                     *       "amountToSend": {
                     *         "amount": 1000,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "status": "CANCELLED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "expiresAt": "2025-11-12T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["UmaInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this operation. Repeating a request with the same key replays the first answer instead of acting twice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteCreateRequest"];
            };
        };
        responses: {
            /** @description The quote, `status` `PROCESSING`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The quote id, form `Quote:<uuid>`. */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Quote:5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
                     *       "status": "COMPLETED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:01:00Z",
                     *       "expiresAt": "2025-10-13T12:05:00Z",
                     *       "source": {
                     *         "sourceType": "ACCOUNT",
                     *         "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
                     *       },
                     *       "destination": {
                     *         "destinationType": "ACCOUNT",
                     *         "accountId": "ExternalAccount:7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"
                     *       },
                     *       "sendingCurrency": {
                     *         "code": "USD",
                     *         "name": "United States Dollar",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "receivingCurrency": {
                     *         "code": "MXN",
                     *         "name": "Mexican Peso",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "totalSendingAmount": 10000,
                     *       "totalReceivingAmount": 169912,
                     *       "exchangeRate": 17.25,
                     *       "feesIncluded": 150,
                     *       "platformFeesIncluded": 50,
                     *       "transactionId": "Transaction:9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
                     *       "lockedCurrencySide": "SENDING",
                     *       "lockedCurrencyAmount": 10000
                     *     }
                     */
                    "application/json": components["schemas"]["Quote"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    executeQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this operation. Repeating a request with the same key replays the first answer instead of acting twice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description On the signed retry of an embedded-wallet action: the stamp of `payloadToSign` made
                 *     with the session signing key, as `ApiKeyStamper.stamp(payloadToSign)` produces it
                 *     (`stampHeaderValue`: base64url JSON with the compressed P-256 public key, the scheme
                 *     name and a DER ECDSA P-256/SHA-256 signature).
                 */
                "Service-Wallet-Signature"?: components["parameters"]["ServiceWalletSignature"];
                /** @description On the signed retry of an embedded-wallet action, the `requestId` of the 202 answer. */
                "Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The quote id, form `Quote:<uuid>`. */
                quoteId: string;
            };
            cookie?: never;
        };
        /** @description Optional, as on the live service. `scaFactor` is accepted; the simulator challenges the factor the customer enrolled (designed). */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["QuoteExecuteRequest"];
            };
        };
        responses: {
            /** @description The executed quote; `transactionId` names the transaction it created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Quote:5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
                     *       "status": "PROCESSING",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:01:00Z",
                     *       "expiresAt": "2025-10-13T12:05:00Z",
                     *       "source": {
                     *         "sourceType": "ACCOUNT",
                     *         "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
                     *       },
                     *       "destination": {
                     *         "destinationType": "ACCOUNT",
                     *         "accountId": "ExternalAccount:7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"
                     *       },
                     *       "sendingCurrency": {
                     *         "code": "USD",
                     *         "name": "United States Dollar",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "receivingCurrency": {
                     *         "code": "MXN",
                     *         "name": "Mexican Peso",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "totalSendingAmount": 10000,
                     *       "totalReceivingAmount": 169912,
                     *       "exchangeRate": 17.25,
                     *       "feesIncluded": 150,
                     *       "platformFeesIncluded": 50,
                     *       "transactionId": "Transaction:9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
                     *       "lockedCurrencySide": "SENDING",
                     *       "lockedCurrencyAmount": 10000,
                     *       "reference": "invoice-2025-0042"
                     *     }
                     */
                    "application/json": components["schemas"]["Quote"];
                };
            };
            202: components["responses"]["SignedRetryRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    authorizeQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The quote id, form `Quote:<uuid>`. */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteAuthorizeRequest"];
            };
        };
        responses: {
            /** @description The payment is authorized; the quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Quote:5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
                     *       "status": "COMPLETED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:01:00Z",
                     *       "expiresAt": "2025-10-13T12:05:00Z",
                     *       "source": {
                     *         "sourceType": "ACCOUNT",
                     *         "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
                     *       },
                     *       "destination": {
                     *         "destinationType": "ACCOUNT",
                     *         "accountId": "ExternalAccount:7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"
                     *       },
                     *       "sendingCurrency": {
                     *         "code": "USD",
                     *         "name": "United States Dollar",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "receivingCurrency": {
                     *         "code": "MXN",
                     *         "name": "Mexican Peso",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "totalSendingAmount": 10000,
                     *       "totalReceivingAmount": 169912,
                     *       "exchangeRate": 17.25,
                     *       "feesIncluded": 150,
                     *       "platformFeesIncluded": 50,
                     *       "transactionId": "Transaction:9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
                     *       "lockedCurrencySide": "SENDING",
                     *       "lockedCurrencyAmount": 10000
                     *     }
                     */
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    resendQuoteAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The quote id, form `Quote:<uuid>`. */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new challenge was issued (no body, as the live service answers). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    lookupUmaReceiver: {
        parameters: {
            query?: {
                /** @description The sender's UMA address, `$<user>@<domain>` (optional if `customerId` is given). */
                senderUmaAddress?: string;
                /** @description The sending customer, `Customer:<uuid>` (optional if `senderUmaAddress` is given). */
                customerId?: string;
            };
            header?: never;
            path: {
                /** @description The receiver's UMA address, `$<user>@<domain>`, percent-encoded. */
                receiverUmaAddress: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receiver's currencies, bounds and required payer data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "receiverUmaAddress": "$success.mxn@uma.sandbox.example",
                     *       "supportedCurrencies": [
                     *         {
                     *           "currency": {
                     *             "code": "MXN",
                     *             "name": "Mexican Peso",
                     *             "symbol": "$",
                     *             "decimals": 2
                     *           },
                     *           "minAmount": 1000,
                     *           "maxAmount": 20000000
                     *         }
                     *       ],
                     *       "requiredPayerData": [
                     *         {
                     *           "name": "FULL_NAME",
                     *           "mandatory": true
                     *         },
                     *         {
                     *           "name": "NATIONALITY",
                     *           "mandatory": false
                     *         }
                     *       ],
                     *       "lookedUpAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["UmaReceiverLookup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    lookupExternalAccountReceiver: {
        parameters: {
            query?: {
                /** @description The sender's UMA address, `$<user>@<domain>` (optional if `customerId` is given). */
                senderUmaAddress?: string;
                /** @description The sending customer, `Customer:<uuid>` (optional if `senderUmaAddress` is given). */
                customerId?: string;
            };
            header?: never;
            path: {
                /** @description The external account id, form `ExternalAccount:<uuid>`. */
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What a payout to the account needs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accountId": "ExternalAccount:7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d",
                     *       "currency": {
                     *         "code": "MXN",
                     *         "name": "Mexican Peso",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "status": "ACTIVE",
                     *       "canReceive": true,
                     *       "minAmount": 100,
                     *       "maxAmount": 50000000,
                     *       "requiredPayerData": [
                     *         {
                     *           "name": "FULL_NAME",
                     *           "mandatory": true
                     *         }
                     *       ],
                     *       "beneficiaryVerificationStatus": "MATCHED",
                     *       "beneficiaryVerifiedData": {
                     *         "fullName": "Maria Lopez"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalAccountReceiverLookup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    estimateCryptoWithdrawalFee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalFeeEstimateRequest"];
            };
        };
        responses: {
            /** @description The fee estimate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "currency": {
                     *         "code": "USDC",
                     *         "name": "USD Coin",
                     *         "symbol": "USDC",
                     *         "decimals": 6
                     *       },
                     *       "amount": 25000000,
                     *       "estimatedFee": 120000,
                     *       "totalAmount": 25120000,
                     *       "network": "ARBITRUM",
                     *       "estimatedAt": "2025-10-13T12:00:00Z",
                     *       "expiresAt": "2025-10-13T12:05:00Z",
                     *       "networkFee": 120000,
                     *       "networkFeeAsset": "USDC",
                     *       "applicationFee": 0,
                     *       "totalFee": 120000,
                     *       "netAmount": 25000000
                     *     }
                     */
                    "application/json": components["schemas"]["WithdrawalFeeEstimate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    simulateCardAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardAuthorizationSimulation"];
            };
        };
        responses: {
            /** @description The CardTransaction the authorization produced (also when declined). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    simulateCardClearing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardClearingSimulation"];
            };
        };
        responses: {
            /** @description The cleared (`SETTLED`) or expired (`VOIDED`) CardTransaction. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    simulateCardReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cardTransactionId": "Transaction:7d2f4e6a-1b3c-4d5e-8f9a-0b1c2d3e4f5a",
                 *       "amount": 500
                 *     }
                 */
                "application/json": components["schemas"]["CardReturnSimulation"];
            };
        };
        responses: {
            /** @description The refund, a `CREDIT` CardTransaction. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:8e3a5f7b-2c4d-4e6f-9a0b-1c2d3e4f5a6b",
                     *       "cardId": "Card:9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d",
                     *       "type": "CREDIT",
                     *       "originalTransactionId": "Transaction:7d2f4e6a-1b3c-4d5e-8f9a-0b1c2d3e4f5a",
                     *       "status": "SETTLED",
                     *       "authorizedAmount": {
                     *         "amount": 500,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "settledAmount": {
                     *         "amount": 500,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "currency": {
                     *         "code": "USD",
                     *         "name": "United States Dollar",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "merchant": {
                     *         "descriptor": "BLUE BOTTLE SF 001",
                     *         "mcc": "5814",
                     *         "country": "US"
                     *       },
                     *       "createdAt": "2025-10-13T13:00:00Z",
                     *       "updatedAt": "2025-10-13T13:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CardTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    simulateCardBalanceInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "merchant": {
                 *         "descriptor": "ATM MAIN ST 001",
                 *         "mcc": "6011",
                 *         "country": "US"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CardBalanceInquirySimulation"];
            };
        };
        responses: {
            /** @description The issuer's token of the inquiry and the available balance. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "issuerTransactionToken": "5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "available": {
                     *         "amount": 48750,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CardBalanceInquiryResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    simulateCardAuthorizationAdvice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cardTransactionId": "Transaction:7d2f4e6a-1b3c-4d5e-8f9a-0b1c2d3e4f5a",
                 *       "amount": 4200
                 *     }
                 */
                "application/json": components["schemas"]["CardAuthorizationAdviceSimulation"];
            };
        };
        responses: {
            /** @description The authorization with its new `authorizedAmount`. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:7d2f4e6a-1b3c-4d5e-8f9a-0b1c2d3e4f5a",
                     *       "cardId": "Card:9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d",
                     *       "type": "DEBIT",
                     *       "status": "AUTHORIZED",
                     *       "authorizedAmount": {
                     *         "amount": 1800,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "currency": {
                     *         "code": "USD",
                     *         "name": "United States Dollar",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "merchant": {
                     *         "descriptor": "BLUE BOTTLE SF 001",
                     *         "mcc": "5814",
                     *         "country": "US"
                     *       },
                     *       "createdAt": "2025-10-13T12:10:00Z",
                     *       "updatedAt": "2025-10-13T12:15:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CardTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    simulateCardCreditAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 1250,
                 *       "currency": {
                 *         "code": "USD"
                 *       },
                 *       "merchant": {
                 *         "descriptor": "BLUE BOTTLE SF 001",
                 *         "mcc": "5814",
                 *         "country": "US"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CardMessageSimulation"];
            };
        };
        responses: {
            /** @description The credit, `AUTHORIZED` (or `DECLINED`). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:2a4c6e8f-1b3d-4f5a-8c7e-9d0f1a2b3c4d",
                     *       "cardId": "Card:9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d",
                     *       "type": "CREDIT",
                     *       "status": "AUTHORIZED",
                     *       "authorizedAmount": {
                     *         "amount": 700,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "currency": {
                     *         "code": "USD",
                     *         "name": "United States Dollar",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "merchant": {
                     *         "descriptor": "BLUE BOTTLE SF 001",
                     *         "mcc": "5814",
                     *         "country": "US"
                     *       },
                     *       "createdAt": "2025-10-13T12:10:00Z",
                     *       "updatedAt": "2025-10-13T12:15:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CardTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    simulateCardCreditAuthorizationAdvice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 1250,
                 *       "currency": {
                 *         "code": "USD"
                 *       },
                 *       "merchant": {
                 *         "descriptor": "BLUE BOTTLE SF 001",
                 *         "mcc": "5814",
                 *         "country": "US"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CardMessageSimulation"];
            };
        };
        responses: {
            /** @description The credit, `AUTHORIZED`. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:2a4c6e8f-1b3d-4f5a-8c7e-9d0f1a2b3c4d",
                     *       "cardId": "Card:9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d",
                     *       "type": "CREDIT",
                     *       "status": "AUTHORIZED",
                     *       "authorizedAmount": {
                     *         "amount": 900,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "currency": {
                     *         "code": "USD",
                     *         "name": "United States Dollar",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "merchant": {
                     *         "descriptor": "BLUE BOTTLE SF 001",
                     *         "mcc": "5814",
                     *         "country": "US"
                     *       },
                     *       "createdAt": "2025-10-13T12:10:00Z",
                     *       "updatedAt": "2025-10-13T12:15:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CardTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    simulateCardFinancialAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 1250,
                 *       "currency": {
                 *         "code": "USD"
                 *       },
                 *       "merchant": {
                 *         "descriptor": "BLUE BOTTLE SF 001",
                 *         "mcc": "5814",
                 *         "country": "US"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CardMessageSimulation"];
            };
        };
        responses: {
            /** @description The purchase, `SETTLED` (or `DECLINED`, `EXCEPTION`). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:3b5d7f9a-2c4e-4a6b-9d8f-0e1a2b3c4d5e",
                     *       "cardId": "Card:9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d",
                     *       "type": "DEBIT",
                     *       "status": "SETTLED",
                     *       "authorizedAmount": {
                     *         "amount": 1250,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "settledAmount": {
                     *         "amount": 1250,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "currency": {
                     *         "code": "USD",
                     *         "name": "United States Dollar",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "merchant": {
                     *         "descriptor": "BLUE BOTTLE SF 001",
                     *         "mcc": "5814",
                     *         "country": "US"
                     *       },
                     *       "createdAt": "2025-10-13T12:10:00Z",
                     *       "updatedAt": "2025-10-13T12:15:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CardTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    simulateCardFinancialCreditAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 1250,
                 *       "currency": {
                 *         "code": "USD"
                 *       },
                 *       "merchant": {
                 *         "descriptor": "BLUE BOTTLE SF 001",
                 *         "mcc": "5814",
                 *         "country": "US"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CardMessageSimulation"];
            };
        };
        responses: {
            /** @description The credit, `SETTLED` (or `DECLINED`). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:4c6e8a0b-3d5f-4b7c-8e9a-1f2b3c4d5e6f",
                     *       "cardId": "Card:9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d",
                     *       "type": "CREDIT",
                     *       "status": "SETTLED",
                     *       "authorizedAmount": {
                     *         "amount": 700,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "settledAmount": {
                     *         "amount": 700,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "currency": {
                     *         "code": "USD",
                     *         "name": "United States Dollar",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "merchant": {
                     *         "descriptor": "BLUE BOTTLE SF 001",
                     *         "mcc": "5814",
                     *         "country": "US"
                     *       },
                     *       "createdAt": "2025-10-13T12:10:00Z",
                     *       "updatedAt": "2025-10-13T12:15:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CardTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    simulateCardReturnReversal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card id, form `Card:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cardTransactionId": "Transaction:8e3a5f7b-2c4d-4e6f-9a0b-1c2d3e4f5a6b"
                 *     }
                 */
                "application/json": components["schemas"]["CardTransactionReference"];
            };
        };
        responses: {
            /** @description The reversed credit, `VOIDED`. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:8e3a5f7b-2c4d-4e6f-9a0b-1c2d3e4f5a6b",
                     *       "cardId": "Card:9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d",
                     *       "type": "CREDIT",
                     *       "originalTransactionId": "Transaction:7d2f4e6a-1b3c-4d5e-8f9a-0b1c2d3e4f5a",
                     *       "status": "VOIDED",
                     *       "authorizedAmount": {
                     *         "amount": 500,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "currency": {
                     *         "code": "USD",
                     *         "name": "United States Dollar",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "merchant": {
                     *         "descriptor": "BLUE BOTTLE SF 001",
                     *         "mcc": "5814",
                     *         "country": "US"
                     *       },
                     *       "createdAt": "2025-10-13T12:10:00Z",
                     *       "updatedAt": "2025-10-13T12:15:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CardTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    sandboxFundInternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The internal account id, form `InternalAccount:<uuid>`. */
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 100000
                 *     }
                 */
                "application/json": components["schemas"]["SandboxFundRequest"];
            };
        };
        responses: {
            /** @description The credited internal account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d",
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "type": "INTERNAL_FIAT",
                     *       "status": "ACTIVE",
                     *       "currency": "USD",
                     *       "balance": {
                     *         "amount": 100000,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "totalBalance": {
                     *         "amount": 100000,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "fundingPaymentInstructions": [],
                     *       "createdAt": "2025-10-13T11:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["InternalAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    sandboxSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quoteId": "Quote:6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b",
                 *       "currencyCode": "USD"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxSendRequest"];
            };
        };
        responses: {
            /** @description The quote's transaction, now funded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a",
                     *       "type": "OUTGOING",
                     *       "status": "PROCESSING",
                     *       "sentAmount": {
                     *         "amount": 10000,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "receivedAmount": {
                     *         "amount": 169912,
                     *         "currency": {
                     *           "code": "MXN",
                     *           "name": "Mexican Peso",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "fees": 150,
                     *       "platformFees": 50,
                     *       "quoteId": "Quote:6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b",
                     *       "source": {
                     *         "sourceType": "REALTIME_FUNDING",
                     *         "currency": "USD"
                     *       },
                     *       "destination": {
                     *         "destinationType": "ACCOUNT",
                     *         "accountId": "ExternalAccount:7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"
                     *       },
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:02:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    sandboxUmaReceive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "senderUmaAddress": "$carol@wallet.example.org",
                 *       "receiverUmaAddress": "$alice@uma.example.com",
                 *       "receivingCurrencyCode": "USD",
                 *       "receivingCurrencyAmount": 5000
                 *     }
                 */
                "application/json": components["schemas"]["SandboxUmaReceiveRequest"];
            };
        };
        responses: {
            /** @description The incoming transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:7c6b5a4f-3e2d-4c1b-8a9f-0e1d2c3b4a59",
                     *       "type": "INCOMING",
                     *       "status": "COMPLETED",
                     *       "receivedAmount": {
                     *         "amount": 5000,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "source": {
                     *         "sourceType": "UMA_ADDRESS",
                     *         "umaAddress": "$carol@wallet.example.org"
                     *       },
                     *       "destination": {
                     *         "destinationType": "ACCOUNT",
                     *         "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
                     *       },
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "platformCustomerId": "cust-1001",
                     *       "createdAt": "2025-10-13T12:10:00Z",
                     *       "updatedAt": "2025-10-13T12:10:01Z",
                     *       "settledAt": "2025-10-13T12:10:01Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listScaFactors: {
        parameters: {
            query: {
                /** @description The customer. */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's active factors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "factors": [
                     *         {
                     *           "factor": "SMS_OTP",
                     *           "name": "+4*********789"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ScaFactorList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    startScaFactorEnrollment: {
        parameters: {
            query: {
                /** @description The customer. */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "TOTP"
                 *     }
                 */
                "application/json": components["schemas"]["ScaFactorEnrollRequestOneOf"];
            };
        };
        responses: {
            /** @description The enrolment to complete (TOTP secret, or WebAuthn creation options). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "TOTP",
                     *       "secret": "3132333435363738393031323334353637383930",
                     *       "secretBase32Encoded": "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ",
                     *       "totpUri": "otpauth://totp/Paysim%20Sandbox:Customer?issuer=Paysim%20Sandbox&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA1&digits=6&period=30"
                     *     }
                     */
                    "application/json": components["schemas"]["ScaFactorEnrollStartOneOf"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    confirmScaFactorEnrollment: {
        parameters: {
            query: {
                /** @description The customer. */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "TOTP",
                 *       "secret": "3132333435363738393031323334353637383930",
                 *       "code": "287082"
                 *     }
                 */
                "application/json": components["schemas"]["ScaFactorConfirmRequestOneOf"];
            };
        };
        responses: {
            /** @description The confirmed factor (TOTP: recovery codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "TOTP",
                     *       "recoveryCodes": [
                     *         "7KQ2-9XHD",
                     *         "M3TB-P8WZ"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ScaFactorConfirmResponseOneOf"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteScaFactor: {
        parameters: {
            query: {
                /** @description The customer. */
                customerId: string;
            };
            header?: never;
            path: {
                /** @description The factor id. */
                credentialId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    startScaLogin: {
        parameters: {
            query: {
                /** @description The customer. */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "factor": "SMS_OTP"
                 *     }
                 */
                "application/json": components["schemas"]["ScaLoginStartRequest"];
            };
        };
        responses: {
            /** @description The login challenge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "factor": "SMS_OTP",
                     *       "challengeId": "ScaChallenge:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "expiresAt": "2025-10-13T12:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ScaLoginStart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    completeScaLogin: {
        parameters: {
            query: {
                /** @description The customer. */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "factor": "SMS_OTP",
                 *       "code": "123456",
                 *       "endUserIpAddress": "203.0.113.7"
                 *     }
                 */
                "application/json": components["schemas"]["ScaLoginCompleteRequest"];
            };
        };
        responses: {
            /** @description The customer is authenticated; the SCA session's end. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "AUTHENTICATED",
                     *       "sessionExpiresAt": "2025-10-13T12:16:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ScaLoginComplete"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    recordSecurityEvent: {
        parameters: {
            query: {
                /** @description The customer. */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "eventType": "FAILED_LOGIN_ATTEMPT"
                 *     }
                 */
                "application/json": components["schemas"]["RecordSecurityEventRequest"];
            };
        };
        responses: {
            /** @description The customer's lockout state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "eventType": "FAILED_LOGIN_ATTEMPT",
                     *       "suspended": false,
                     *       "failedAttempts": 1,
                     *       "lockedUntil": null
                     *     }
                     */
                    "application/json": components["schemas"]["RecordSecurityEventResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    startTwoFactorReset: {
        parameters: {
            query: {
                /** @description The customer. */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "factor": "TOTP"
                 *     }
                 */
                "application/json": components["schemas"]["TwoFactorResetStartRequest"];
            };
        };
        responses: {
            /** @description The reset, INITIATED. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resetId": "ScaReset:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "expiresAt": "2025-10-14T12:00:00Z",
                     *       "verificationLink": null,
                     *       "livenessAccessToken": null
                     *     }
                     */
                    "application/json": components["schemas"]["TwoFactorResetStart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getTwoFactorResetStatus: {
        parameters: {
            query: {
                /** @description The customer. */
                customerId: string;
            };
            header?: never;
            path: {
                /** @description The reset id. */
                resetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reset's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "INITIATED",
                     *       "factor": "TOTP",
                     *       "expiresAt": "2025-10-14T12:00:00Z",
                     *       "completedAt": null,
                     *       "enrollmentStatus": null
                     *     }
                     */
                    "application/json": components["schemas"]["TwoFactorResetStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    completeTwoFactorReset: {
        parameters: {
            query: {
                /** @description The customer. */
                customerId: string;
            };
            header?: never;
            path: {
                /** @description The reset id. */
                resetId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "mobile": {
                 *         "countryCode": "+44",
                 *         "number": "7700900123"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TwoFactorResetCompleteRequest"];
            };
        };
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listStablecoinProviderAccounts: {
        parameters: {
            query?: {
                provider?: components["schemas"]["StablecoinProvider"];
                status?: components["schemas"]["StablecoinProviderAccountStatus"];
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of provider accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "StablecoinProviderAccount:54869f31-9024-4a71-8fed-efef3f43452b",
                     *           "provider": "BRALE",
                     *           "providerAccountId": "brale_acct_7f3a9c2e5b1d",
                     *           "providerEnvironment": "SANDBOX",
                     *           "status": "ACTIVE",
                     *           "createdAt": "2025-10-13T12:00:00Z",
                     *           "updatedAt": "2025-10-13T12:00:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "totalCount": 1
                     *     }
                     */
                    "application/json": components["schemas"]["StablecoinProviderAccountListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    linkStablecoinProviderAccount: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this request; a repeat replays the first answer. The header is required; an empty value (which the live service allows) is taken as no key: the request acts and is never replayed. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "provider": "BRALE",
                 *       "apiClientId": "brale_client_7Hq2LmX9",
                 *       "apiClientSecret": "brale_secret_4f9c1e7a2b"
                 *     }
                 */
                "application/json": components["schemas"]["StablecoinProviderAccountLinkRequest"];
            };
        };
        responses: {
            /** @description The provider account link. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "StablecoinProviderAccount:54869f31-9024-4a71-8fed-efef3f43452b",
                     *       "provider": "BRALE",
                     *       "providerAccountId": "brale_acct_7f3a9c2e5b1d",
                     *       "providerEnvironment": "SANDBOX",
                     *       "status": "ACTIVE",
                     *       "lastVerifiedAt": "2025-10-13T12:00:00Z",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StablecoinProviderAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getStablecoinProviderAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link's id, `StablecoinProviderAccount:<uuid>`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider account link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "StablecoinProviderAccount:54869f31-9024-4a71-8fed-efef3f43452b",
                     *       "provider": "BRALE",
                     *       "providerAccountId": "brale_acct_7f3a9c2e5b1d",
                     *       "providerEnvironment": "SANDBOX",
                     *       "status": "ACTIVE",
                     *       "lastVerifiedAt": "2025-10-13T12:00:00Z",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StablecoinProviderAccount"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listStablecoins: {
        parameters: {
            query?: {
                issuanceStatus?: components["schemas"]["StablecoinIssuanceStatus"];
                serviceOperationsStatus?: components["schemas"]["StablecoinServiceOperationsStatus"];
                provider?: components["schemas"]["StablecoinProvider"];
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of stablecoins. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [],
                     *       "hasMore": false,
                     *       "totalCount": 0
                     *     }
                     */
                    "application/json": components["schemas"]["StablecoinListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    registerStablecoin: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this request; a repeat replays the first answer. The header is required; an empty value (which the live service allows) is taken as no key: the request acts and is never replayed. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerTokenIdentifier": "acmeusd-7Hq2LmX9",
                 *       "networkTokenIdentifier": "btkn1acmeusd7q2lmx9",
                 *       "network": "SPARK"
                 *     }
                 */
                "application/json": components["schemas"]["StablecoinRegisterRequest"];
            };
        };
        responses: {
            /** @description The stablecoin, `PENDING_REVIEW`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Stablecoin:01268d68-9422-4be5-a477-1e311948371b",
                     *       "name": "ACME Dollar",
                     *       "symbol": "ACMEUSD",
                     *       "currency": "ACMEUSD",
                     *       "baseCurrency": "USD",
                     *       "network": "SPARK",
                     *       "decimals": 6,
                     *       "issuanceStatus": "PENDING_REVIEW",
                     *       "serviceOperationsStatus": "NOT_ENABLED",
                     *       "networkTokenIdentifier": "btkn1acmeusd7q2lmx9",
                     *       "provider": "BRALE",
                     *       "stablecoinProviderAccountId": "StablecoinProviderAccount:54869f31-9024-4a71-8fed-efef3f43452b",
                     *       "providerEnvironment": "SANDBOX",
                     *       "providerTokenIdentifier": "acmeusd-7Hq2LmX9",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Stablecoin"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getStablecoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `Stablecoin:<uuid>`. */
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stablecoin. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Stablecoin:01268d68-9422-4be5-a477-1e311948371b",
                     *       "name": "ACME Dollar",
                     *       "symbol": "ACMEUSD",
                     *       "currency": "ACMEUSD",
                     *       "baseCurrency": "USD",
                     *       "network": "SPARK",
                     *       "decimals": 6,
                     *       "issuanceStatus": "PROVISIONED",
                     *       "serviceOperationsStatus": "ENABLED",
                     *       "networkTokenIdentifier": "btkn1acmeusd7q2lmx9",
                     *       "provider": "BRALE",
                     *       "stablecoinProviderAccountId": "StablecoinProviderAccount:54869f31-9024-4a71-8fed-efef3f43452b",
                     *       "providerEnvironment": "SANDBOX",
                     *       "providerTokenIdentifier": "acmeusd-7Hq2LmX9",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Stablecoin"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    requestStablecoinServiceOperations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `Stablecoin:<uuid>`. */
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stablecoin, `serviceOperationsStatus` `PENDING_APPROVAL`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Stablecoin:01268d68-9422-4be5-a477-1e311948371b",
                     *       "name": "ACME Dollar",
                     *       "symbol": "ACMEUSD",
                     *       "currency": "ACMEUSD",
                     *       "baseCurrency": "USD",
                     *       "network": "SPARK",
                     *       "decimals": 6,
                     *       "issuanceStatus": "PROVISIONED",
                     *       "serviceOperationsStatus": "PENDING_APPROVAL",
                     *       "networkTokenIdentifier": "btkn1acmeusd7q2lmx9",
                     *       "provider": "BRALE",
                     *       "stablecoinProviderAccountId": "StablecoinProviderAccount:54869f31-9024-4a71-8fed-efef3f43452b",
                     *       "providerEnvironment": "SANDBOX",
                     *       "providerTokenIdentifier": "acmeusd-7Hq2LmX9",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Stablecoin"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    createStablecoinMint: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this request; a repeat replays the first answer. The header is required; an empty value (which the live service allows) is taken as no key: the request acts and is never replayed. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description `Stablecoin:<uuid>`. */
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": "25000000",
                 *       "description": "Treasury top-up",
                 *       "fundingSource": {
                 *         "type": "SERVICE_INTERNAL_ACCOUNT",
                 *         "accountId": "InternalAccount:a754fca3-82fc-4ad0-add1-08554ed33ea5"
                 *       },
                 *       "destination": {
                 *         "accountId": "InternalAccount:a754fca3-82fc-4ad0-add1-08554ed33ea5"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["StablecoinMintRequest"];
            };
        };
        responses: {
            /** @description The mint operation. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "StablecoinOperation:bd1dd8f0-7a69-4d81-a0cd-779297fa1895",
                     *       "stablecoinId": "Stablecoin:01268d68-9422-4be5-a477-1e311948371b",
                     *       "operationType": "MINT",
                     *       "status": "PENDING_FUNDING",
                     *       "amount": "25000000",
                     *       "description": "Treasury top-up",
                     *       "source": {
                     *         "type": "SERVICE_INTERNAL_ACCOUNT",
                     *         "accountId": "InternalAccount:a754fca3-82fc-4ad0-add1-08554ed33ea5"
                     *       },
                     *       "destination": {
                     *         "accountId": "InternalAccount:a754fca3-82fc-4ad0-add1-08554ed33ea5"
                     *       },
                     *       "provider": "BRALE",
                     *       "providerEnvironment": "SANDBOX",
                     *       "providerStatus": "pending_funding",
                     *       "stablecoinProviderAccountId": "StablecoinProviderAccount:54869f31-9024-4a71-8fed-efef3f43452b",
                     *       "expiresAt": "2025-10-13T12:30:00Z",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:01Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StablecoinOperation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    createStablecoinBurn: {
        parameters: {
            query?: never;
            header: {
                /** @description A key unique to this request; a repeat replays the first answer. The header is required; an empty value (which the live service allows) is taken as no key: the request acts and is never replayed. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description `Stablecoin:<uuid>`. */
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": "10000000",
                 *       "source": {
                 *         "type": "SERVICE_INTERNAL_ACCOUNT",
                 *         "accountId": "InternalAccount:a754fca3-82fc-4ad0-add1-08554ed33ea5"
                 *       },
                 *       "destination": {
                 *         "type": "EXTERNAL_ACCOUNT",
                 *         "externalAccountId": "ExternalAccount:777138e9-4adf-410d-bf65-7bd644677968",
                 *         "rail": "ACH_CREDIT"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["StablecoinBurnRequest"];
            };
        };
        responses: {
            /** @description The burn operation. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "StablecoinOperation:bd1dd8f0-7a69-4d81-a0cd-779297fa1895",
                     *       "stablecoinId": "Stablecoin:01268d68-9422-4be5-a477-1e311948371b",
                     *       "operationType": "BURN",
                     *       "status": "PENDING_FUNDING",
                     *       "amount": "10000000",
                     *       "source": {
                     *         "type": "SERVICE_INTERNAL_ACCOUNT",
                     *         "accountId": "InternalAccount:a754fca3-82fc-4ad0-add1-08554ed33ea5"
                     *       },
                     *       "destination": {
                     *         "accountId": "ExternalAccount:777138e9-4adf-410d-bf65-7bd644677968",
                     *         "rail": "ACH_CREDIT"
                     *       },
                     *       "provider": "BRALE",
                     *       "providerEnvironment": "SANDBOX",
                     *       "providerStatus": "pending_funding",
                     *       "stablecoinProviderAccountId": "StablecoinProviderAccount:54869f31-9024-4a71-8fed-efef3f43452b",
                     *       "expiresAt": "2025-10-13T12:30:00Z",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:01Z",
                     *       "estimatedDelivery": {
                     *         "amount": "1000",
                     *         "currency": "USD",
                     *         "rail": "ACH_CREDIT",
                     *         "timing": "SAME_DAY"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["StablecoinOperation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    listStablecoinOperations: {
        parameters: {
            query?: {
                operationType?: components["schemas"]["StablecoinOperationType"];
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description `Stablecoin:<uuid>`. */
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of operations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [],
                     *       "hasMore": false,
                     *       "totalCount": 0
                     *     }
                     */
                    "application/json": components["schemas"]["StablecoinOperationListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getStablecoinOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `StablecoinOperation:<uuid>`. */
                operationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "StablecoinOperation:bd1dd8f0-7a69-4d81-a0cd-779297fa1895",
                     *       "stablecoinId": "Stablecoin:01268d68-9422-4be5-a477-1e311948371b",
                     *       "operationType": "MINT",
                     *       "status": "PENDING_FUNDING",
                     *       "amount": "25000000",
                     *       "description": "Treasury top-up",
                     *       "source": {
                     *         "type": "SERVICE_INTERNAL_ACCOUNT",
                     *         "accountId": "InternalAccount:a754fca3-82fc-4ad0-add1-08554ed33ea5"
                     *       },
                     *       "destination": {
                     *         "accountId": "InternalAccount:a754fca3-82fc-4ad0-add1-08554ed33ea5"
                     *       },
                     *       "provider": "BRALE",
                     *       "providerEnvironment": "SANDBOX",
                     *       "providerStatus": "pending_funding",
                     *       "stablecoinProviderAccountId": "StablecoinProviderAccount:54869f31-9024-4a71-8fed-efef3f43452b",
                     *       "expiresAt": "2025-10-13T12:30:00Z",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:01Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StablecoinOperation"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                /** @description Only transactions of this customer (`Customer:<uuid>`); the platform's own id (`GET /config` `id`) lists the platform's own transactions. */
                customerId?: string;
                /** @description The platform's own id of the customer. */
                platformCustomerId?: string;
                /** @description Only transactions whose source or destination has this identifier (account id, UMA address, or a real-time funding source's `accountIdentifier`). */
                accountIdentifier?: string;
                /** @description Only transactions whose source has this identifier. */
                senderAccountIdentifier?: string;
                /** @description Only transactions whose destination has this identifier. */
                receiverAccountIdentifier?: string;
                /** @description Only transactions in this status. */
                status?: components["schemas"]["TransactionStatus"];
                /** @description `INCOMING`, `OUTGOING` or `CARD` (card transactions; a value the live filter does not list, taken here). */
                type?: "INCOMING" | "OUTGOING" | "CARD";
                /** @description Only transactions with this exact `reference`. */
                reference?: string;
                /** @description Only transactions created at or after this instant (ISO 8601). */
                startDate?: string;
                /** @description Only transactions created at or before this instant (ISO 8601). */
                endDate?: string;
                /** @description Order by `createdAt`: `asc` or `desc` (default). */
                sortOrder?: "asc" | "desc";
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "Transaction:9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
                     *           "type": "OUTGOING",
                     *           "status": "COMPLETED",
                     *           "sentAmount": {
                     *             "amount": 10000,
                     *             "currency": {
                     *               "code": "USD",
                     *               "name": "United States Dollar",
                     *               "symbol": "$",
                     *               "decimals": 2
                     *             }
                     *           },
                     *           "receivedAmount": {
                     *             "amount": 169912,
                     *             "currency": {
                     *               "code": "MXN",
                     *               "name": "Mexican Peso",
                     *               "symbol": "$",
                     *               "decimals": 2
                     *             }
                     *           },
                     *           "fees": 150,
                     *           "platformFees": 50,
                     *           "quoteId": "Quote:5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
                     *           "source": {
                     *             "sourceType": "ACCOUNT",
                     *             "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
                     *           },
                     *           "destination": {
                     *             "destinationType": "ACCOUNT",
                     *             "accountId": "ExternalAccount:7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"
                     *           },
                     *           "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *           "platformCustomerId": "cust-1001",
                     *           "createdAt": "2025-10-13T12:01:00Z",
                     *           "updatedAt": "2025-10-13T12:01:05Z",
                     *           "settledAt": "2025-10-13T12:01:05Z",
                     *           "reference": "invoice-2025-0042"
                     *         }
                     *       ],
                     *       "hasMore": true,
                     *       "nextCursor": "eyJhZnRlciI6IlRyYW5zYWN0aW9uOjllOGQifQ"
                     *     }
                     */
                    "application/json": components["schemas"]["TransactionEntryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The transaction id, form `Transaction:<uuid>`. */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:7c6b5a4f-3e2d-4c1b-8a9f-0e1d2c3b4a59",
                     *       "type": "INCOMING",
                     *       "status": "PENDING",
                     *       "receivedAmount": {
                     *         "amount": 5000,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "source": {
                     *         "sourceType": "UMA_ADDRESS",
                     *         "umaAddress": "$carol@wallet.example.org"
                     *       },
                     *       "destination": {
                     *         "destinationType": "ACCOUNT",
                     *         "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
                     *       },
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "platformCustomerId": "cust-1001",
                     *       "createdAt": "2025-10-13T12:10:00Z",
                     *       "updatedAt": "2025-10-13T12:10:00Z",
                     *       "requiresConfirmation": true,
                     *       "counterpartyInformation": {
                     *         "FULL_NAME": "Carol Smith",
                     *         "NATIONALITY": "US"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TransactionEntry"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    confirmTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The transaction id, form `Transaction:<uuid>`. */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "receiptDeliveryConfirmedAt": "2025-10-13T12:31:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["TransactionReceiptConfirmation"];
            };
        };
        responses: {
            /** @description The transaction with its `receiptDeliveryConfirmedAt`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
                     *       "type": "OUTGOING",
                     *       "direction": "DEBIT",
                     *       "status": "COMPLETED",
                     *       "sentAmount": {
                     *         "amount": 10000,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "receivedAmount": {
                     *         "amount": 169912,
                     *         "currency": {
                     *           "code": "MXN",
                     *           "name": "Mexican Peso",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "fees": 150,
                     *       "platformFees": 50,
                     *       "quoteId": "Quote:5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
                     *       "source": {
                     *         "sourceType": "ACCOUNT",
                     *         "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
                     *       },
                     *       "destination": {
                     *         "destinationType": "ACCOUNT",
                     *         "accountId": "ExternalAccount:7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"
                     *       },
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "platformCustomerId": "cust-1001",
                     *       "paymentRail": "SPEI",
                     *       "createdAt": "2025-10-13T12:01:00Z",
                     *       "updatedAt": "2025-10-13T12:01:05Z",
                     *       "settledAt": "2025-10-13T12:01:05Z",
                     *       "receiptDeliveryConfirmedAt": "2025-10-13T12:31:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    approveTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The transaction id, form `Transaction:<uuid>`. */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Within the customer's agent policy"
                 *     }
                 */
                "application/json": components["schemas"]["TransactionDecisionRequest"];
            };
        };
        responses: {
            /** @description The approved transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:6b5a4f3e-2d1c-4b0a-9f8e-7d6c5b4a3f2e",
                     *       "type": "OUTGOING",
                     *       "status": "PROCESSING",
                     *       "sentAmount": {
                     *         "amount": 2500,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "quoteId": "Quote:5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "createdAt": "2025-10-13T12:20:00Z",
                     *       "updatedAt": "2025-10-13T12:21:00Z",
                     *       "pendingPlatformApproval": false
                     *     }
                     */
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    rejectTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The transaction id, form `Transaction:<uuid>`. */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Amount above the customer's agent policy"
                 *     }
                 */
                "application/json": components["schemas"]["TransactionDecisionRequest"];
            };
        };
        responses: {
            /** @description The rejected transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:6b5a4f3e-2d1c-4b0a-9f8e-7d6c5b4a3f2e",
                     *       "type": "OUTGOING",
                     *       "status": "FAILED",
                     *       "sentAmount": {
                     *         "amount": 2500,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "quoteId": "Quote:5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "createdAt": "2025-10-13T12:20:00Z",
                     *       "updatedAt": "2025-10-13T12:21:00Z",
                     *       "failureReason": "COMPLIANCE_REJECTED",
                     *       "pendingPlatformApproval": false
                     *     }
                     */
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    cancelTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The transaction id, form `Transaction:<uuid>`. */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Customer changed their mind"
                 *     }
                 */
                "application/json": components["schemas"]["TransactionDecisionRequest"];
            };
        };
        responses: {
            /** @description The cancelled transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a",
                     *       "type": "OUTGOING",
                     *       "status": "FAILED",
                     *       "quoteId": "Quote:6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b",
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "paymentRail": "ACH",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:01Z",
                     *       "failureReason": "CANCELLED_BY_PLATFORM",
                     *       "refund": {
                     *         "reference": "REFUND-8D7C6B5A",
                     *         "initiatedAt": "2025-10-13T12:00:01Z",
                     *         "settledAt": "2025-10-13T12:00:01Z",
                     *         "status": "COMPLETED",
                     *         "reason": "TRANSACTION_FAILED"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    transferIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this operation. Repeating a request with the same key replays the first answer instead of acting twice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "source": {
                 *         "accountId": "ExternalAccount:1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f"
                 *       },
                 *       "destination": {
                 *         "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
                 *       },
                 *       "amount": 25000,
                 *       "reference": "topup-7781"
                 *     }
                 */
                "application/json": components["schemas"]["TransferRequest"];
            };
        };
        responses: {
            /** @description The transaction of the transfer. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:5a4f3e2d-1c0b-4a9f-8e7d-6c5b4a3f2e1d",
                     *       "type": "INCOMING",
                     *       "status": "PROCESSING",
                     *       "sentAmount": {
                     *         "amount": 25000,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "receivedAmount": {
                     *         "amount": 25000,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "source": {
                     *         "sourceType": "ACCOUNT",
                     *         "accountId": "ExternalAccount:1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f"
                     *       },
                     *       "destination": {
                     *         "destinationType": "ACCOUNT",
                     *         "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
                     *       },
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z",
                     *       "reference": "topup-7781"
                     *     }
                     */
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    transferOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this operation. Repeating a request with the same key replays the first answer instead of acting twice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "source": {
                 *         "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
                 *       },
                 *       "destination": {
                 *         "accountId": "ExternalAccount:7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"
                 *       },
                 *       "amount": 10000,
                 *       "reference": "payout-3312"
                 *     }
                 */
                "application/json": components["schemas"]["TransferRequest"];
            };
        };
        responses: {
            /** @description The transaction of the transfer. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Transaction:4f3e2d1c-0b9a-4f8e-9d7c-6b5a4f3e2d1c",
                     *       "type": "OUTGOING",
                     *       "status": "PROCESSING",
                     *       "sentAmount": {
                     *         "amount": 10000,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "receivedAmount": {
                     *         "amount": 10000,
                     *         "currency": {
                     *           "code": "USD",
                     *           "name": "United States Dollar",
                     *           "symbol": "$",
                     *           "decimals": 2
                     *         }
                     *       },
                     *       "fees": 0,
                     *       "source": {
                     *         "sourceType": "ACCOUNT",
                     *         "accountId": "InternalAccount:3f1c2a4b-8d7e-4a6b-9c5d-0e1f2a3b4c5d"
                     *       },
                     *       "destination": {
                     *         "destinationType": "ACCOUNT",
                     *         "accountId": "ExternalAccount:7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"
                     *       },
                     *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z",
                     *       "reference": "payout-3312"
                     *     }
                     */
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getCustomerVerification: {
        parameters: {
            query?: {
                /** @description The customer's id, `Customer:<uuid>`. */
                customerId?: string;
                verificationStatus?: components["schemas"]["VerificationStatus"];
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of verifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "Verification:1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b",
                     *           "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f",
                     *           "verificationStatus": "PENDING_MANUAL_REVIEW",
                     *           "errors": [],
                     *           "createdAt": "2025-10-13T12:00:00Z",
                     *           "updatedAt": "2025-10-13T12:20:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": components["schemas"]["VerificationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customerId": "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f"
                 *     }
                 */
                "application/json": components["schemas"]["VerificationCreateRequest"];
            };
        };
        responses: {
            /** @description The verification after evaluation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The verification's id, `Verification:<uuid>`. */
                verificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Verification:1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b",
                     *       "customerId": "Customer:6a1f0c3e-8d2b-4f5a-9e7c-3b4d5e6f7a8b",
                     *       "verificationStatus": "APPROVED",
                     *       "errors": [],
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:20:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Verification"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listBeneficialOwners: {
        parameters: {
            query?: {
                /** @description Only the owners of this business customer, `Customer:<uuid>`. */
                customerId?: string;
                /** @description Page size (default 20, maximum 100). */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (an empty value is the first page). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of beneficial owners. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "BeneficialOwner:2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                     *           "customerId": "Customer:6a1f0c3e-8d2b-4f5a-9e7c-3b4d5e6f7a8b",
                     *           "roles": [
                     *             "OWNER",
                     *             "CONTROL_PERSON"
                     *           ],
                     *           "ownershipPercentage": 60,
                     *           "personalInfo": {
                     *             "firstName": "John",
                     *             "lastName": "Smith"
                     *           },
                     *           "kycStatus": "UNVERIFIED",
                     *           "createdAt": "2025-10-13T12:00:00Z",
                     *           "updatedAt": "2025-10-13T12:00:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "totalCount": 1
                     *     }
                     */
                    "application/json": components["schemas"]["BeneficialOwnerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createBeneficialOwner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customerId": "Customer:6a1f0c3e-8d2b-4f5a-9e7c-3b4d5e6f7a8b",
                 *       "roles": [
                 *         "OWNER",
                 *         "CONTROL_PERSON"
                 *       ],
                 *       "ownershipPercentage": 60,
                 *       "title": "CEO",
                 *       "personalInfo": {
                 *         "firstName": "John",
                 *         "lastName": "Smith",
                 *         "birthDate": "1975-06-15",
                 *         "nationality": "US",
                 *         "address": {
                 *           "line1": "2 Pine St",
                 *           "city": "Austin",
                 *           "state": "TX",
                 *           "postalCode": "73301",
                 *           "country": "US"
                 *         },
                 *         "idType": "SSN",
                 *         "identifier": "987-65-4321"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["BeneficialOwnerCreateRequest"];
            };
        };
        responses: {
            /** @description The beneficial owner was added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "BeneficialOwner:2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                     *       "customerId": "Customer:6a1f0c3e-8d2b-4f5a-9e7c-3b4d5e6f7a8b",
                     *       "roles": [
                     *         "OWNER",
                     *         "CONTROL_PERSON"
                     *       ],
                     *       "ownershipPercentage": 60,
                     *       "title": "CEO",
                     *       "personalInfo": {
                     *         "firstName": "John",
                     *         "lastName": "Smith",
                     *         "birthDate": "1975-06-15",
                     *         "nationality": "US",
                     *         "address": {
                     *           "line1": "2 Pine St",
                     *           "city": "Austin",
                     *           "state": "TX",
                     *           "postalCode": "73301",
                     *           "country": "US"
                     *         },
                     *         "idType": "SSN",
                     *         "identifier": "987-65-4321"
                     *       },
                     *       "kycStatus": "UNVERIFIED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BeneficialOwner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getBeneficialOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The beneficial owner's id, `BeneficialOwner:<uuid>`. */
                beneficialOwnerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The beneficial owner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "BeneficialOwner:2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                     *       "customerId": "Customer:6a1f0c3e-8d2b-4f5a-9e7c-3b4d5e6f7a8b",
                     *       "roles": [
                     *         "CONTROL_PERSON"
                     *       ],
                     *       "title": "CFO",
                     *       "personalInfo": {
                     *         "firstName": "Ana",
                     *         "lastName": "Lopez001",
                     *         "birthDate": "1982-01-09",
                     *         "nationality": "MX"
                     *       },
                     *       "kycStatus": "PENDING",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T14:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BeneficialOwner"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateBeneficialOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The beneficial owner's id, `BeneficialOwner:<uuid>`. */
                beneficialOwnerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "personalInfo": {
                 *         "birthDate": "1975-06-15",
                 *         "address": {
                 *           "line1": "2 Pine St",
                 *           "city": "Austin",
                 *           "state": "TX",
                 *           "postalCode": "73301",
                 *           "country": "US"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["BeneficialOwnerUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated beneficial owner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "BeneficialOwner:2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                     *       "customerId": "Customer:6a1f0c3e-8d2b-4f5a-9e7c-3b4d5e6f7a8b",
                     *       "roles": [
                     *         "OWNER"
                     *       ],
                     *       "ownershipPercentage": 40,
                     *       "personalInfo": {
                     *         "firstName": "John",
                     *         "lastName": "Smith",
                     *         "birthDate": "1975-06-15",
                     *         "address": {
                     *           "line1": "2 Pine St",
                     *           "city": "Austin",
                     *           "state": "TX",
                     *           "postalCode": "73301",
                     *           "country": "US"
                     *         }
                     *       },
                     *       "kycStatus": "UNVERIFIED",
                     *       "createdAt": "2025-10-13T12:00:00Z",
                     *       "updatedAt": "2025-10-13T12:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BeneficialOwner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    createKycLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key unique to this operation. Repeating a request with the same key replays the first answer instead of acting twice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The customer's id, `Customer:<uuid>`. */
                customerId: string;
            };
            cookie?: never;
        };
        /** @description Optional, as on the live service; without a body the link has no `redirectUri`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "redirectUri": "https://platform.example.com/onboarding/done"
                 *     }
                 */
                "application/json": components["schemas"]["KycLinkRequest"];
            };
        };
        responses: {
            /** @description A new hosted link. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kycUrl": "https://verify.service.example/flow/abc123?redirect_uri=https%3A%2F%2Fplatform.example.com%2Fonboarding%2Fdone",
                     *       "expiresAt": "2025-10-13T13:00:00Z",
                     *       "token": "kyc_tok_8f2b1c9d",
                     *       "provider": "SUMSUB"
                     *     }
                     */
                    "application/json": components["schemas"]["KycLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    sendTestWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test event was delivered and acknowledged with 2xx. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sent": true,
                     *       "webhookId": "Webhook:5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b",
                     *       "url": "https://platform.example.com/webhooks/payments",
                     *       "response_status": 200
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    sendSandboxTestWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test event was delivered and acknowledged with 2xx. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sent": true,
                     *       "webhookId": "Webhook:5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b",
                     *       "url": "https://platform.example.com/webhooks/payments",
                     *       "response_status": 200
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    customerKycPendingWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "CUSTOMER.KYC_PENDING";
                    data?: components["schemas"]["Customer"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    customerKycApprovedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "CUSTOMER.KYC_APPROVED";
                    data?: components["schemas"]["Customer"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    customerKycRejectedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "CUSTOMER.KYC_REJECTED";
                    data?: components["schemas"]["Customer"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    customerKybPendingWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "CUSTOMER.KYB_PENDING";
                    data?: components["schemas"]["Customer"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    customerKybApprovedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "CUSTOMER.KYB_APPROVED";
                    data?: components["schemas"]["Customer"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    customerKybRejectedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "CUSTOMER.KYB_REJECTED";
                    data?: components["schemas"]["Customer"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    verificationResolveErrorsWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "VERIFICATION.RESOLVE_ERRORS";
                    data?: components["schemas"]["Verification"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    verificationPendingManualReviewWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "VERIFICATION.PENDING_MANUAL_REVIEW";
                    data?: components["schemas"]["Verification"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    externalAccountStatusUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "EXTERNAL_ACCOUNT.STATUS_UPDATED";
                    data?: components["schemas"]["ExternalAccount"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    internalAccountBalanceUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "INTERNAL_ACCOUNT.BALANCE_UPDATED";
                    data?: components["schemas"]["InternalAccount"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    cardStatusChangeWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "CARD.STATUS_CHANGE";
                    data?: components["schemas"]["Card"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    cardFundingSourceChangeWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "CARD.FUNDING_SOURCE_CHANGE";
                    data?: components["schemas"]["Card"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    cardTransactionAuthorizedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "CARD_TRANSACTION.AUTHORIZED";
                    data?: components["schemas"]["CardTransaction"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    cardTransactionSettledWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "CARD_TRANSACTION.SETTLED";
                    data?: components["schemas"]["CardTransaction"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    cardTransactionRefundedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "CARD_TRANSACTION.REFUNDED";
                    data?: components["schemas"]["CardTransaction"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    cardTransactionExceptionWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "CARD_TRANSACTION.EXCEPTION";
                    data?: components["schemas"]["CardTransaction"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    cardTransactionVoidedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "CARD_TRANSACTION.VOIDED";
                    data?: components["schemas"]["CardTransaction"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    outgoingPaymentPendingWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "OUTGOING_PAYMENT.PENDING";
                    data?: components["schemas"]["Transaction"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    outgoingPaymentPendingAuthorizationWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "OUTGOING_PAYMENT.PENDING_AUTHORIZATION";
                    data?: components["schemas"]["Transaction"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    outgoingPaymentProcessingWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "OUTGOING_PAYMENT.PROCESSING";
                    data?: components["schemas"]["Transaction"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    outgoingPaymentCompletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "OUTGOING_PAYMENT.COMPLETED";
                    data?: components["schemas"]["Transaction"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    outgoingPaymentFailedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "OUTGOING_PAYMENT.FAILED";
                    data?: components["schemas"]["Transaction"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    outgoingPaymentExpiredWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "OUTGOING_PAYMENT.EXPIRED";
                    data?: components["schemas"]["Transaction"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    incomingPaymentPendingWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "INCOMING_PAYMENT.PENDING";
                    data?: components["schemas"]["WebhookIncomingPaymentPendingData"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    incomingPaymentCompletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "INCOMING_PAYMENT.COMPLETED";
                    data?: components["schemas"]["Transaction"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    incomingPaymentFailedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "INCOMING_PAYMENT.FAILED";
                    data?: components["schemas"]["Transaction"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    invitationClaimedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "INVITATION.CLAIMED";
                    data?: components["schemas"]["UmaInvitation"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    stablecoinOperationStatusUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "STABLECOIN_OPERATION.STATUS_UPDATED";
                    data?: components["schemas"]["StablecoinOperation"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    agentActionPendingApprovalWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnvelope"] & {
                    /** @constant */
                    type?: "AGENT_ACTION.PENDING_APPROVAL";
                    data?: components["schemas"]["AgentAction"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description JSON text `{"v":"1","s":"<base64 signature>"}` (see WebhookSignature): ECDSA P-256
                 *     with SHA-256 over the exact raw request body, DER-encoded then base64. Verify it with
                 *     the platform's SPKI PEM public key before trusting the body.
                 * @example {"v":"1","s":"MEUCIQDx2b6Pq3b9tGk0r8mW5w8r1d0m3m1Zp4cF7Qy2pXo0JwIgVt5JYk3x9s2oQ0a1yWl7c8Xn3G5b6t2H4Jm9pQe1r0A="}
                 */
                "X-Service-Signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestWebhookPayload"] & {
                    id: components["schemas"]["WebhookId"];
                };
            };
        };
        responses: {
            /** @description Acknowledged. Any 2xx answer acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
