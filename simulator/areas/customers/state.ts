/** The customers area's declared state: customers, their documents, beneficial owners, verifications, KYC links, contact codes and bulk CSV jobs. */
import { declareCollection } from "../../store/declarations.js";
import type { BeneficialOwner, Customer, DocumentRecord, Verification } from "./domain/types.js";
import type { KycLinkRecord } from "./domain/kyc-link.js";
import type { OutstandingCode } from "./domain/contact.js";
import type { BulkJob } from "./domain/bulk-csv.js";

export const customers = declareCollection<Customer>("customers", { indexes: ["platformCustomerId", "umaAddress", "customerType", "kycStatus", "kybStatus"] });
export const customersOf = customers.of;

export const documents = declareCollection<DocumentRecord>("documents", { indexes: ["documentHolder"] });
export const documentsOf = documents.of;

export const owners = declareCollection<BeneficialOwner>("beneficialOwners", { indexes: ["customerId"] });
export const ownersOf = owners.of;

export const verifications = declareCollection<Verification>("verifications", { indexes: ["customerId"] });
export const verificationsOf = verifications.of;

export const kycLinks = declareCollection<KycLinkRecord>("kycLinks", { indexes: ["customerId"] });
export const kycLinksOf = kycLinks.of;

export const contactCodes = declareCollection<OutstandingCode>("contactCodes");
export const contactCodesOf = contactCodes.of;

export const bulkJobs = declareCollection<BulkJob & { id: string }>("bulkJobs");
export const bulkJobsOf = bulkJobs.of;
