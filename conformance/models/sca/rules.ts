/** The rules model.sca names, each with its source and the statement it rests on. */
import { describedRule as d, designedRule, liveRule, type RuleSpec } from "../../contract/rule-spec.js";

export const scaModelRules: RuleSpec[] = [
  d("setup", "The calls the model needs to get going are answered (a customer with a phone number on an SCA platform, its funded account and a payee)."),
  d("sca.region", "Customers outside SCA regions never see a challenge: the SCA endpoints answer 409 (Authentication 5)."),
  d("sca.session-required", "A missing or expired SCA login session answers 409 SCA_SESSION_REQUIRED, not 401.", { kind: "sca" }),
  designedRule(
    "sca.login",
    "TOTP logins take an RFC 6238 code of the factor's secret; wrong codes are refused and lock logins after 5 failures, failed logins recorded with POST /sca/record-event counting with them (RFC 6238, the shared count and the lockout are designed).",
    { kind: "sca" },
  ),
  liveRule(
    "sca.sandbox-code",
    "live: in the sandbox the SCA code is always 123456: it completes an SMS_OTP login (POST /sca/login/complete) and confirms a TOTP enrolment (POST /sca/factors/confirm); the code is read from spec/rules/sca.yaml (sandboxSmsCode, totp.sandboxCode).",
    { kind: "sca" },
  ),
  liveRule(
    "sca.enrol-without-session",
    "live: POST /sca/factors refuses an enrolment with 409 only for a customer outside SCA regions and for a second passkey (PASSKEY_ALREADY_ENROLLED): a customer whose phone gives the implicit SMS_OTP factor starts a TOTP enrolment with no SCA login session (200).",
    { kind: "sca" },
  ),
  designedRule(
    "sca.delete-needs-session",
    "DELETE /sca/factors/{credentialId} needs an authenticated SCA login session: 409 SCA_SESSION_REQUIRED without one (this contract's choice: the live operation documents no such 409).",
    { kind: "sca" },
  ),
  designedRule("sca.session-lifetime", "An SCA session ends after the designed 900 s of platform time.", { waitSeconds: 905 }),
  liveRule(
    "sca.record-event",
    "live: POST /sca/record-event records the event and answers 200 with the customer's login-security state; FAILED_LOGIN_ATTEMPT increments the failed-login counter, RESET_PASSWORD_COMPLETED revokes every active SCA session of the customer and clears the counter.",
    { kind: "sca" },
  ),
  liveRule(
    "sca.factor-reset",
    "live: POST /sca/factors/reset answers 201 with a resetId; GET /sca/factors/reset/{resetId} reads its status (INITIATED, PENDING_REVIEW, LIVENESS_PASSED in progress; COMPLETED once done); POST .../complete answers 204 and clears the lost factor (enrollmentStatus PENDING until re-enrolled; null for an SMS_OTP reset, which enrols the new mobile itself).",
    { kind: "sca" },
  ),
  liveRule(
    "sca.refusals",
    "live: POST /sca/record-event answers 400 for an invalid event type; every SCA operation (factors, enrolment and its confirmation, factor deletion, logins, events, resets) answers 404 for an unknown customer; DELETE /sca/factors/{credentialId} answers 404 for a factor the customer does not have; POST /sca/factors/reset answers 400 for an invalid or unknown factor; the reset operations answer 404 for an unknown reset; a completion's mobile needs countryCode and number and every operation its customerId (the request schemas), else 400.",
    { kind: "sca" },
  ),
  liveRule(
    "sca.passkey",
    "live: POST /sca/factors with type PASSKEY starts an enrolment (WebAuthn creation options, the relying party, the allowed origins); POST /sca/factors/confirm with the registration the device produced and its origin enrols it (200, the factor); a customer may have only one passkey, so starting a passkey enrolment while one is enrolled answers 409 PASSKEY_ALREADY_ENROLLED; DELETE /sca/factors/{credentialId} deletes it (204).",
    { kind: "sca" },
  ),
  designedRule("sca.reset-designed", "A reset that is no longer INITIATED (completed or expired) cannot be completed: 409 CONFLICT (this contract's answer)."),
  liveRule(
    "sca.payment-authorization",
    "live: POST /quotes/{quoteId}/authorize satisfies the SCA challenge of a quote in PENDING_AUTHORIZATION (200, the quote advances; a further challenge is authorized the same way); an invalid proof answers 400, a quote with no pending challenge 409, a customer whose SCA login session is missing or expired 409 SCA_SESSION_REQUIRED, an unknown quote 404; POST .../authorize/resend answers 204 for a pending SMS challenge and 409 when none is pending. The sandbox code is read from spec/rules/sandbox-payouts.yaml.",
    { kind: "sca" },
  ),
  designedRule(
    "sca.payment-states",
    "The designed quote and transaction tables (spec/rules/quotes.yaml, transactions.yaml) for a payment awaiting authorization: authorized, its quote is COMPLETED and its transaction PROCESSING; cancelled by the platform, its transaction FAILED (CANCELLED_BY_PLATFORM) and the quote COMPLETED; left past the quote's expiresAt, both EXPIRED (SCA_NOT_COMPLETED).",
    { kind: "sca" },
  ),
  designedRule(
    "sca.refusal-codes",
    "The code of each refusal: INVALID_INPUT (a wrong code), CONFLICT (nothing pending), QUOTE_NOT_FOUND, CUSTOMER_NOT_FOUND, NOT_FOUND (an unknown reset or factor): the description lists the codes, not which operation answers which.",
  ),
];
