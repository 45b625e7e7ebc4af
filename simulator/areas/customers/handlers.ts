/** The customers area's operations: customers, verifications, documents, beneficial owners, contact verification and bulk CSV. */
import type { HandlerMap } from "../types.js";
import type { DeletionCheck } from "./service.js";
import { customerHandlers } from "./handlers/customers.js";
import { verificationHandlers } from "./handlers/verifications.js";
import { documentHandlers } from "./handlers/documents.js";
import { beneficialOwnerHandlers } from "./handlers/beneficial-owners.js";
import { contactVerificationHandlers } from "./handlers/contact-verification.js";
import { bulkCsvHandlers } from "./handlers/bulk-csv.js";

export const customersHandlers = (deletionChecks: readonly DeletionCheck[]): HandlerMap => ({
  ...customerHandlers(deletionChecks),
  ...verificationHandlers,
  ...documentHandlers,
  ...beneficialOwnerHandlers,
  ...contactVerificationHandlers,
  ...bulkCsvHandlers,
});
