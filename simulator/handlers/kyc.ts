/** The Customers and Verification area's handler maps, merged (one registry line). */
import type { HandlerMap } from "./types.js";
import { customerHandlers } from "./customers.js";
import { verificationHandlers } from "./verifications.js";
import { documentHandlers } from "./documents.js";
import { beneficialOwnerHandlers } from "./beneficial-owners.js";
import { contactVerificationHandlers } from "./contact-verification.js";
import { bulkCsvHandlers } from "./bulk-csv.js";

export const kycHandlers: HandlerMap = {
  ...customerHandlers,
  ...verificationHandlers,
  ...documentHandlers,
  ...beneficialOwnerHandlers,
  ...contactVerificationHandlers,
  ...bulkCsvHandlers,
};
