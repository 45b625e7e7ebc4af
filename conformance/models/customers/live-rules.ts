/** The rules of the live documentation the customers walks check (every one binds any server), with the statement each rests on. */
import { liveRule, type RuleSpec } from "../../contract/rule-spec.js";

export const LIVE_DOC_RULES: RuleSpec[] = [
  liveRule(
    "customers.list-bounds-inclusive",
    "live: GET /customers filters createdAfter, createdBefore, updatedAfter and updatedBefore are each inclusive, so a bound equal to a customer's own createdAt / updatedAt lists it.",
  ),
  liveRule(
    "verification.contact-first",
    "live: every contact channel present in contactVerification is VERIFIED before the customer can begin KYC, by hosted link or by direct submission: POST /verifications before then is refused with the kyc-link's answer (409 CONFLICT, spec/rules/sandbox-kyc.yaml contact.beforeKyc) and evaluates nothing.",
    { kind: "contactEmailPhone" },
  ),
  liveRule(
    "kyc-link.idempotent",
    "live: POST /customers/{customerId}/kyc-link takes an Idempotency-Key; the same key sent again answers the first response (the same kycUrl) instead of issuing another link.",
  ),
  liveRule(
    "api.method-not-allowed",
    "live: a request using an HTTP method a path does not support answers 405 METHOD_NOT_ALLOWED, as JSON (documented on GET and POST /customers).",
  ),
];
