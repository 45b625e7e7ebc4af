/** The Customers and Verification area's handler maps, merged (one registry line). */
import type { HandlerMap } from "../types.js";
import { customerHandlers } from "./handlers/customers.js";
import { verificationHandlers } from "./handlers/verifications.js";
import { documentHandlers } from "./handlers/documents.js";
import { beneficialOwnerHandlers } from "./handlers/beneficial-owners.js";
import { contactVerificationHandlers } from "./handlers/contact-verification.js";
import { bulkCsvHandlers } from "./handlers/bulk-csv.js";

export const kycHandlers: HandlerMap = {
  ...customerHandlers,
  ...verificationHandlers,
  ...documentHandlers,
  ...beneficialOwnerHandlers,
  ...contactVerificationHandlers,
  ...bulkCsvHandlers,
};
