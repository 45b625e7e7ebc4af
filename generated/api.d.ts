// Generated from spec/ by `npm run gen` (openapi-typescript). Do not edit.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description A postal address. `line1`, `city`, `postalCode` and `country` are required wherever an address is required.
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
            city: string;
            state?: string;
            postalCode: string;
            country: components["schemas"]["CountryCode"];
        };
        /**
         * @description ISO 3166-1 alpha-2 country code.
         * @example US
         */
        CountryCode: string;
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
         * Format: date
         * @description Calendar date `YYYY-MM-DD`; must be a valid date.
         * @example 1990-02-28
         */
        Date: string;
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
            } & {
                [key: string]: unknown;
            };
        };
        /** @description 400 Bad Request. The request is invalid; the `code` says which rule failed. */
        Error400: components["schemas"]["Error"] & {
            /** @enum {string} */
            code?: "INVALID_INPUT" | "END_USER_TERMS_VERSION_NOT_FOUND" | "MISSING_MANDATORY_USER_INFO" | "INVITATION_ALREADY_CLAIMED" | "INVITATIONS_NOT_CONFIGURED" | "INVALID_UMA_ADDRESS" | "INVITATION_CANCELLED" | "QUOTE_REQUEST_FAILED" | "INVALID_PAYREQ_RESPONSE" | "INVALID_RECEIVER" | "PARSE_PAYREQ_RESPONSE_ERROR" | "CERT_CHAIN_INVALID" | "CERT_CHAIN_EXPIRED" | "INVALID_PUBKEY_FORMAT" | "MISSING_REQUIRED_UMA_PARAMETERS" | "SENDER_NOT_ACCEPTED" | "AMOUNT_OUT_OF_RANGE" | "INVALID_CURRENCY" | "INVALID_TIMESTAMP" | "INVALID_NONCE" | "INVALID_REQUEST_FORMAT" | "INVALID_BANK_ACCOUNT" | "SELF_PAYMENT" | "LOOKUP_REQUEST_FAILED" | "PARSE_LNURLP_RESPONSE_ERROR" | "INVALID_AMOUNT" | "WEBHOOK_ENDPOINT_NOT_SET" | "WEBHOOK_DELIVERY_ERROR" | "LOW_QUALITY" | "DATA_MISMATCH" | "EXPIRED" | "SUSPECTED_FRAUD" | "UNSUITABLE_DOCUMENT" | "INCOMPLETE" | "EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS" | "SMS_OTP_CREDENTIAL_ALREADY_EXISTS" | "PASSKEY_CREDENTIAL_ALREADY_EXISTS" | "CARDHOLDER_KYC_NOT_APPROVED" | "FUNDING_SOURCE_INELIGIBLE" | "TRANSACTION_SIZE_LIMIT_EXCEEDED" | "EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED" | "INSUFFICIENT_FUNDS" | "QUOTE_EXPIRED" | "QUOTE_RATE_UNAVAILABLE" | "STABLECOIN_PROVIDER_ACCOUNT_INVALID" | "STABLECOIN_PROVIDER_ACCOUNT_REVOKED" | "STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED" | "STABLECOIN_AMOUNT_NOT_REPRESENTABLE" | "STABLECOIN_BURN_SOURCE_NOT_SUPPORTED" | "STABLECOIN_EXTERNAL_ACCOUNT_LINK_FAILED" | "STABLECOIN_EXTERNAL_ACCOUNT_LINK_METHOD_REQUIRED" | "STABLECOIN_EXTERNAL_ACCOUNT_NOT_LINKED" | "STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED" | "STABLECOIN_EXTERNAL_ACCOUNT_PROVIDER_LINK_FAILED" | "STABLECOIN_EXTERNAL_ACCOUNT_PROVIDER_LINK_REQUIRED" | "STABLECOIN_SERVICE_OPERATIONS_NOT_ENABLED" | "STABLECOIN_NOT_PROVISIONED" | "STABLECOIN_OPERATION_NOT_SUPPORTED" | "STABLECOIN_PROVIDER_ERROR" | "STABLECOIN_PROVIDER_SOURCE_NOT_LINKED" | "STABLECOIN_VERIFICATION_FAILED";
        };
        /** @description 401 Unauthorized. The platform's credentials, or a wallet signature, were rejected; `reason` names the check that failed. */
        Error401: components["schemas"]["Error"] & {
            /** @enum {string} */
            code?: "UNAUTHORIZED" | "INVALID_SIGNATURE" | "WALLET_SIGNATURE_MISSING" | "WALLET_SIGNATURE_MALFORMED" | "WALLET_SIGNATURE_BODY_MISMATCH" | "WALLET_SIGNATURE_INVALID" | "REQUEST_ID_MISSING";
        };
        /** @description 404 Not Found. */
        Error404: components["schemas"]["Error"] & {
            /** @enum {string} */
            code?: "TRANSACTION_NOT_FOUND" | "INVITATION_NOT_FOUND" | "USER_NOT_FOUND" | "QUOTE_NOT_FOUND" | "LOOKUP_REQUEST_NOT_FOUND" | "TOKEN_NOT_FOUND" | "BULK_UPLOAD_JOB_NOT_FOUND" | "REFERENCE_NOT_FOUND" | "UMA_NOT_FOUND" | "STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND" | "ACCOUNT_NOT_FOUND" | "AUTH_METHOD_NOT_FOUND" | "CUSTOMER_NOT_FOUND" | "DOCUMENT_HOLDER_NOT_FOUND" | "NOT_FOUND" | "PAYMENT_URL_NOT_FOUND" | "PLATFORM_NOT_FOUND" | "REQUEST_NOT_FOUND" | "SESSION_NOT_FOUND" | "STABLECOIN_EXTERNAL_ACCOUNT_NOT_FOUND" | "STABLECOIN_NOT_FOUND" | "STABLECOIN_OPERATION_NOT_FOUND" | "VERIFICATION_NOT_FOUND";
        };
        /** @description 409 Conflict. The request conflicts with the current state. */
        Error409: components["schemas"]["Error"] & {
            /** @enum {string} */
            code?: "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL" | "TRANSACTION_NOT_CANCELLABLE" | "UMA_ADDRESS_EXISTS" | "EMAIL_OTP_EMAIL_ALREADY_EXISTS" | "EMAIL_OTP_CREDENTIAL_SET_CHANGED" | "SMS_OTP_CREDENTIAL_SET_CHANGED" | "SMS_OTP_PHONE_NUMBER_ALREADY_EXISTS" | "PASSKEY_ALREADY_ENROLLED" | "SCA_SESSION_REQUIRED" | "BENEFICIARY_TRUSTED" | "BANK_ACCOUNT_VALIDATION_PENDING" | "INVALID_STATE_TRANSITION" | "CARD_ALREADY_CLOSED" | "CARD_NOT_MUTABLE" | "CARD_LIMIT_REACHED" | "STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE" | "CONFLICT" | "DOCUMENT_ALREADY_EXISTS" | "DUPLICATE_EXTERNAL_ACCOUNT" | "DUPLICATE_PAY_REQUEST" | "STABLECOIN_SYMBOL_ALREADY_EXISTS" | "STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS" | "WALLET_NOT_PROVISIONED";
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
        /** @description Paging fields shared by every list. Pass `nextCursor` as `cursor` to read the next page. */
        PageInfo: {
            /** @description True when more items follow this page. */
            hasMore: boolean;
            /** @description Opaque cursor of the next page; present when `hasMore` is true. */
            nextCursor?: string;
            /** @description Number of items matching the filters */
            totalCount?: number;
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
         * Format: date-time
         * @description ISO 8601 timestamp (UTC).
         * @example 2025-10-13T12:00:00Z
         */
        Timestamp: string;
        /**
         * @description Names of customer fields that a provider or counterparty may require.
         * @enum {string}
         */
        UserInfoFieldName: "FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "ADDRESS" | "PHONE_NUMBER" | "EMAIL" | "BUSINESS_NAME" | "TAX_ID";
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
        /** @description The action needs a wallet signature. Sign `payloadToSign` and repeat the request with `Service-Wallet-Signature` and `Request-Id`. */
        SignedRetryRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
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
        /** @description The `nextCursor` of the previous page. */
        Cursor: string;
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
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
