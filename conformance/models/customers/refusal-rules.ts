/** The rules of the records walk's refusals (terms consent, patches, documents, unknown holders, deletion), with their sources. */
import { describedRule as d, designedRule, liveRule, type RuleSpec } from "../../contract/rule-spec.js";

export const REFUSAL_RULES: RuleSpec[] = [
  liveRule(
    "customers.end-user-terms",
    "live: GET /customers/end-user-terms answers 200 with the current End User Terms: their version and the URL they are read at.",
  ),
  liveRule(
    "customers.terms-consent",
    "live: endUserTermsConsent (acceptedAt, ipAddress, termsVersion, acceptanceMethod) given on POST or PATCH /customers is the customer's recorded acceptance of the End User Terms, shown on the Customer once recorded; the version GET /customers/end-user-terms answers is the current one.",
  ),
  d(
    "customers.terms-version",
    "description: 400 END_USER_TERMS_VERSION_NOT_FOUND when the version is unsupported for that agreement; live: endUserTermsConsent.termsVersion names the version of the End User Terms accepted on POST / PATCH /customers. A consent to a version that does not exist is refused with that code, and the refused request creates or records nothing.",
  ),
  designedRule(
    "customers.terms-version-query",
    "GET /customers/end-user-terms?version= naming a version that does not exist answers 400 END_USER_TERMS_VERSION_NOT_FOUND (the version query parameter is designed; the live operation takes none).",
  ),
  designedRule(
    "customers.provider-required-patch",
    "PATCH /customers/{id} updating a customer to use a currency (currencies) whose providerRequiredCustomerFields name a field the customer lacks answers 400 MISSING_MANDATORY_USER_INFO naming it, and the customer keeps its currencies (description: the fields must be present on customers created or updated to use that currency; the code and when it binds are designed).",
  ),
  designedRule(
    "customers.duplicate-platform-id-patch",
    "PATCH /customers/{id} giving a customer the platformCustomerId of another active customer answers 409 CONFLICT and keeps its own (designed: the description's 409 is for a create, and the live update request has no platformCustomerId).",
  ),
  d(
    "documents.upload-invalid",
    "description: a document's file is a PDF, JPEG or PNG (Limits: file type of POST /documents); live: POST /documents answers 400 for a bad request. A text file is refused with 400 and nothing is stored.",
  ),
  designedRule(
    "documents.rejected",
    "A poor photo is refused with 422 DOCUMENT_REJECTED and nothing is stored (description: POST /documents answers 422 DOCUMENT_REJECTED for poor photos; the sandbox trigger, a file name containing `blurry`, is designed: spec/rules/sandbox-kyc.yaml documents.rejectTrigger).",
  ),
  designedRule(
    "documents.rejected-replacement",
    "PUT /documents/{documentId} with a poor photo (the designed trigger) answers 422 DOCUMENT_REJECTED and the document is kept as it was (designed: our contract applies the upload's photo check to a replacement).",
  ),
  designedRule(
    "customers.unknown-filter",
    "GET /documents?documentHolder naming no customer or beneficial owner answers 404 DOCUMENT_HOLDER_NOT_FOUND; GET /verifications?customerId and GET /beneficial-owners?customerId naming no customer answer 404 CUSTOMER_NOT_FOUND (designed: the live lists document no 404).",
  ),
  designedRule(
    "customers.delete-holding",
    "DELETE /customers/{id} of a customer whose internal account holds a balance answers 409 CONFLICT and the customer is kept (designed: the live service documents no 409 for a delete).",
  ),
];
