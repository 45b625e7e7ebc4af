/**
 * Error codes the description lists that no documented input makes a server answer: the
 * catalogue lists each with the reason, never as verified and never as "no check". A code
 * is here only when neither the description nor the live contract names a request that
 * gives it (a counterparty's or a provider's failure, a fault of the server itself);
 * test/conformance/catalogue.test.ts holds the list against a run on the simulator, where
 * none of these may be met.
 */

const SERVER_FAULT = "a fault of the server itself: no request is documented to cause it";
const COUNTERPARTY =
  "a counterparty UMA institution's failure: the sandbox's UMA receivers (success.*, pending.long.usd, fail.compliance.usd) are the only documented way to steer a counterparty, and none fails this way";
const DOCUMENT_REVIEW =
  "a document reviewer's finding: the only documented document trigger (a poor photo) answers 422 DOCUMENT_REJECTED, and no input is documented to give this one";
const PROVIDER = "a stablecoin provider's failure: no documented input makes the provider fail";

/** Code -> why no documented input triggers it, on any operation. */
export const UNREACHABLE_CODES: Readonly<Record<string, string>> = {
  INTERNAL_ERROR: SERVER_FAULT,
  SERVICE_SWITCH_ERROR: SERVER_FAULT,
  QUOTE_REQUEST_FAILED: COUNTERPARTY,
  INVALID_PAYREQ_RESPONSE: COUNTERPARTY,
  PARSE_PAYREQ_RESPONSE_ERROR: COUNTERPARTY,
  CERT_CHAIN_INVALID: COUNTERPARTY,
  CERT_CHAIN_EXPIRED: COUNTERPARTY,
  INVALID_PUBKEY_FORMAT: COUNTERPARTY,
  MISSING_REQUIRED_UMA_PARAMETERS: COUNTERPARTY,
  SENDER_NOT_ACCEPTED: COUNTERPARTY,
  LOOKUP_REQUEST_FAILED: COUNTERPARTY,
  PARSE_LNURLP_RESPONSE_ERROR: COUNTERPARTY,
  INVALID_TIMESTAMP: COUNTERPARTY,
  INVALID_NONCE: COUNTERPARTY,
  INVALID_REQUEST_FORMAT: COUNTERPARTY,
  LOW_QUALITY: DOCUMENT_REVIEW,
  DATA_MISMATCH: DOCUMENT_REVIEW,
  EXPIRED: DOCUMENT_REVIEW,
  SUSPECTED_FRAUD: DOCUMENT_REVIEW,
  UNSUITABLE_DOCUMENT: DOCUMENT_REVIEW,
  INCOMPLETE: DOCUMENT_REVIEW,
  STABLECOIN_PROVIDER_ERROR: PROVIDER,
  STABLECOIN_VERIFICATION_FAILED: PROVIDER,
};

/** Why a code of the description no operation of the contract documents cannot be met. */
export const NO_OPERATION =
  "no operation of this contract documents it (the operations that give it, such as UMA lookups, payment URLs or stablecoin external-account links, are not in this version)";
