/** The rules of the records walk (duplicate platform ids, document replacement, owner patches, bulk import), with their sources. */
import { describedRule as d, designedRule, liveRule, type RuleSpec } from "../../contract/rule-spec.js";

export const RECORD_RULES: RuleSpec[] = [
  d(
    "customers.duplicate-platform-id",
    "A POST /customers whose platformCustomerId is an active customer's of the platform answers 409 CONFLICT and creates no second customer (description: Customer, platformCustomerId: reusing it avoids duplicates, a colliding create returns 409 CONFLICT; the 409 table: CONFLICT for a duplicate platformCustomerId).",
  ),
  liveRule(
    "documents.replace",
    "live: PUT /documents/{documentId} replaces a document's file and metadata and answers 200 with the Document (same id and holder), the way to upload again a document that was rejected; the description: a document of a type the holder has is replaced with PUT.",
  ),
  liveRule(
    "documents.replace-read",
    "live: GET /documents/{documentId} answers the document's details, the replacement's once replaced; the holder keeps one document of the type (the description: one document of a type per holder, replaced with PUT).",
  ),
  liveRule(
    "documents.replace-invalid",
    "live: PUT /documents/{documentId} with an invalid file type answers 400 (the description: files are PDF, JPEG or PNG); the document is left as it was.",
  ),
  designedRule(
    "documents.replace-clash",
    "A PUT changing a document to a type (and side) its holder has in another document answers 409 DOCUMENT_ALREADY_EXISTS (our contract extends the one-per-type rule of POST /documents to replacements).",
  ),
  liveRule(
    "kyb.owner-patch",
    "live: PATCH /beneficial-owners/{beneficialOwnerId} updates only the fields provided (personalInfo partially) and answers 200 with the BeneficialOwner.",
  ),
  liveRule("kyb.owner-patch-persisted", "live: GET /beneficial-owners/{beneficialOwnerId} answers the owner as last updated by PATCH."),
  liveRule("kyb.owner-patch-invalid", "live: ownershipPercentage is 0 to 100; PATCH /beneficial-owners/{id} answers 400 for invalid parameters."),
  liveRule("customers.bulk-upload", "live: POST /customers/bulk/csv (multipart file) answers 202 with the import's jobId and status."),
  liveRule(
    "customers.bulk-job",
    "live: GET /customers/bulk/jobs/{jobId} answers the job (id, status, progress total / processed / successful / failed; completedAt once COMPLETED or FAILED); a finished job has processed every row, each counted created or failed.",
  ),
  liveRule(
    "customers.bulk-job-results",
    "live: the job counts the customers created and those that failed, with an error entry per failed row naming it (correlationId: its platformCustomerId or row number); a row is a customer create (the description: birthDate is a valid date), and the customers created are found by their platformCustomerId.",
  ),
  designedRule(
    "customers.bulk-job-finishes",
    "A bulk import job is COMPLETED within the designed processing delay (1 s of platform time, spec/rules/sandbox-kyc.yaml bulkCsv).",
    {
      waitSeconds: 5,
    },
  ),
];
