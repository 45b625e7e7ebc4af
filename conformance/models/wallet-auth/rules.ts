/** The rules model.wallet-auth names, each with its source and the statement it rests on. */
import { describedRule as d, designedRule, liveRule, type RuleSpec } from "../../contract/rule-spec.js";

export const walletAuthRules: RuleSpec[] = [
  d("setup", "The calls the model needs to get going are answered (an approved customer's internal account on a regulated platform)."),
  d(
    "wallet-auth.otp",
    "The sandbox OTP code 000000, HPKE-encrypted, verifies: 202 payloadToSign + requestId, then the signed retry opens a session; another code answers 401 UNAUTHORIZED.",
  ),
  d(
    "wallet-auth.signed-retry",
    "Embedded-wallet actions: 202 payloadToSign + requestId, the retry signed over the exact payload acts once; a missing, malformed, mismatched or invalid signature is 401 with its code (Authentication 3-4). Signed flows include adding a credential, DELETE /auth/credentials/{id}, DELETE /auth/sessions/{id} and POST /internal-accounts/{id}/export.",
  ),
  designedRule(
    "wallet-auth.signed-retry-designed",
    "An unknown or expired request id answers 404 REQUEST_NOT_FOUND, a replayed one 409 CONFLICT, an expired or revoked session 401 UNAUTHORIZED (designed rows of the signed-retry table).",
  ),
  designedRule(
    "wallet-auth.session-lifetime",
    "Sessions last the designed 900 s of platform time and are listed while live; a revoked session is gone at once.",
    { waitSeconds: 905 },
  ),
  d(
    "wallet-auth.credential-set",
    "A signed request issued before the wallet's credential set changed (a credential added or revoked) answers 409 *_CREDENTIAL_SET_CHANGED (the 409 table: EMAIL_OTP_CREDENTIAL_SET_CHANGED, SMS_OTP_CREDENTIAL_SET_CHANGED).",
  ),
  designedRule(
    "wallet-auth.credential-set-type",
    "Which of the two *_CREDENTIAL_SET_CHANGED codes answers: SMS_OTP_… when the request concerns an SMS_OTP credential (registering, verifying or revoking it, refreshing or revoking one of its sessions), or concerns no OTP credential and is signed by a session of one; else EMAIL_OTP_… (spec/rules/wallet-auth.yaml; the description names both codes, not when each answers).",
  ),
  d(
    "wallet-auth.unique-identifiers",
    "An email already tied to an EMAIL_OTP credential, or a phone number already tied to an SMS_OTP credential, cannot be registered for another wallet: 409 EMAIL_OTP_EMAIL_ALREADY_EXISTS / SMS_OTP_PHONE_NUMBER_ALREADY_EXISTS (the 409 table).",
  ),
  d(
    "wallet-auth.passkey-limits",
    "One passkey per customer (Limits): a second answers 409 PASSKEY_ALREADY_ENROLLED (the 409 table); a WebAuthn credentialId already registered answers 400 PASSKEY_CREDENTIAL_ALREADY_EXISTS (the 400 credentials codes).",
  ),
  d(
    "wallet-auth.oauth",
    "The auth sandbox registers an OAUTH credential from a JWT-shaped oidcToken (its signature segment a dummy) with a supported iss, aud, a non-empty sub, iat at most 60 s old and a later exp; on a wallet with credentials through the signed retry (202, then 201).",
  ),
  d(
    "wallet-auth.signed-execution",
    "POST /quotes/{quoteId}/execute from an embedded wallet is a signed flow (Authentication 3): 202 payloadToSign + requestId, the retry signed by a live session of the wallet executes the quote (200); its signature failures answer as every signed flow's (Authentication 4).",
  ),
  liveRule(
    "wallet-auth.execute-signature",
    "live: a quote whose source is an embedded wallet carries paymentInstructions[].accountOrWalletInfo.payloadToSign; POST /quotes/{quoteId}/execute and the agent's POST /agents/me/quotes/{quoteId}/execute with the wallet signature header (here Service-Wallet-Signature), a stamp of that payload by the session key of a verified credential of the wallet, execute it (200).",
  ),
  designedRule(
    "wallet-auth.agent-execution-designed",
    "The agent's execution of a quote from its customer's embedded wallet also takes the description's signed retry: 202 payloadToSign + requestId, then the retry signed by a session of the wallet executes (200); a request id is the quote execution's (spec/rules/wallet-auth.yaml signedAs) (designed: the agents' details are not shown).",
  ),
  d("wallet-auth.credential-limits", "One EMAIL_OTP and one SMS_OTP per internal account: a second answers its *_CREDENTIAL_ALREADY_EXISTS code."),
  liveRule(
    "wallet-auth.credential-revocation",
    "live: DELETE /auth/credentials/{id} revokes a credential through the signed retry (202, then 204), signed by a session of another credential of the same internal account; a credential not found answers 404, so a revoked one is no longer listed, challenged or revoked again.",
  ),
  liveRule(
    "wallet-auth.session-refresh",
    "live: POST /auth/sessions/{id}/refresh refreshes an active session through the signed retry signed with its current key: 201 with a new AuthSession for the clientPublicKey sent (a fresh lifetime, so it ends later than the session refreshed); the original session must still be active on both steps, a session no longer active answers 401.",
  ),
  liveRule(
    "wallet-auth.delegated-keys",
    "live: POST /auth/delegated-keys, signed by a session of the wallet, creates a delegated key that is ACTIVE (201), read by GET /auth/delegated-keys/{id} and listed by GET /auth/delegated-keys for its account; a card funding source has at most one ACTIVE key (another answers 409 until it is revoked); DELETE /auth/delegated-keys/{id} answers 204 and the key can no longer sign; revoking a key already revoked (not ACTIVE) answers 400.",
  ),
  liveRule(
    "wallet-auth.delegated-key-card",
    "live: POST /auth/delegated-keys for a card the internal account does not fund (an unknown card, or a card none of whose funding sources is internalAccountId) answers 404 (the live documentation of the operation; NOT_FOUND, as spec/paths/embedded-wallet-auth.yaml names it).",
  ),
  liveRule(
    "wallet-auth.export",
    "live: POST /internal-accounts/{id}/export, signed by a session of a verified credential on that internal account, answers 200 with encryptedWalletCredentials HPKE-encrypted to clientPublicKey (the client decrypts them with the matching private key); a stamp that does not match a session of the account answers 401.",
  ),
  liveRule(
    "wallet-auth.unknown-ids",
    "live: an unknown credential (DELETE /auth/credentials/{id}), session (POST /auth/sessions/{id}/refresh), internal account (POST /internal-accounts/{id}/export, POST /auth/delegated-keys) or delegated key (GET and DELETE /auth/delegated-keys/{id}) answers 404.",
  ),
  designedRule(
    "wallet-auth.refusal-codes",
    "The code of each refusal: AUTH_METHOD_NOT_FOUND, SESSION_NOT_FOUND, ACCOUNT_NOT_FOUND, NOT_FOUND (delegated keys), INVALID_INPUT, WALLET_NOT_PROVISIONED: the description lists the codes but not which operation answers which.",
  ),
  liveRule(
    "wallet-auth.invalid-input",
    "live: the request schemas bound the bodies: a refresh's clientPublicKey matches the P-256 SEC1 hex pattern, a delegated key's nickname has 1 to 256 characters; a body that breaks them is a 400 Bad request.",
  ),
  designedRule("wallet-auth.invalid-key", "An export whose clientPublicKey is not a P-256 key answers 400 INVALID_INPUT (this contract's check of the key)."),
  designedRule(
    "wallet-auth.not-provisioned",
    "An export, a delegated key or a privacy PATCH on an internal account that is no embedded wallet, or a credential registered on an internal account of the platform (no customer's), answers 409 WALLET_NOT_PROVISIONED (the description's code; which operations answer it is this contract's).",
  ),
];
