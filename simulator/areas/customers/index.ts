/**
 * The customers area (customers, KYC/KYB verification, documents, beneficial owners, KYC
 * links and the hosted KYC page, contact verification, bulk CSV import): its manifest.
 * `deletionChecks` are the other areas' reasons a customer cannot be deleted yet.
 */
import type { AreaManifest } from "../manifest.js";
import type { SomeJobType } from "../../clock/jobs.js";
import type { DeletionCheck } from "./service.js";
import { customersHandlers } from "./handlers.js";
import { processJob } from "./handlers/bulk-csv.js";
import { hostedKycPage } from "./hosted/kyc-page.js";
import { HOSTED_KYC_PATH } from "./domain/kyc-link.js";
import { bulkJobs, contactCodes, customers, documents, kycLinks, owners, verifications } from "./state.js";

export function customersArea(o: { deletionChecks: readonly DeletionCheck[] }): AreaManifest {
  return {
    name: "customers",
    handlers: customersHandlers(o.deletionChecks),
    collections: [customers, documents, owners, verifications, kycLinks, contactCodes, bulkJobs],
    jobs: [processJob as SomeJobType],
    hostedPages: [{ prefix: `${HOSTED_KYC_PATH}/`, page: hostedKycPage }],
  };
}
