/**
 * The customer-verification model's prediction of POST /verifications against the state
 * table: an outcome that asks for a new document (003: RESOLVE_ERRORS with
 * POOR_QUALITY_DOCUMENT) changes no status. A 001 customer of a regulated platform is PENDING
 * from its creation; renamed to 003 and submitted complete, it stays PENDING (the table has no
 * move from PENDING back to UNVERIFIED), which the model once predicted as UNVERIFIED and so
 * failed the simulator on a seed that drew that sequence.
 */
import { describe, expect, test } from "vitest";
import { kycRules, predictSubmission, type CustomerModel, type ModelCustomer } from "../../conformance/models/customers/model.js";

const model = (): CustomerModel => ({ kind: "regulated", rules: kycRules(), providerRequired: new Set(), providerRequiredBy: {}, customers: [] });
const complete = (status: ModelCustomer["status"], suffix: string): ModelCustomer => ({
  id: "Customer:1",
  type: "INDIVIDUAL",
  suffix,
  status,
  gaps: new Set(),
  singleWordName: false,
  hold: false,
  hasIdentityDocument: true,
  businessDocuments: false,
  owners: [],
  contact: {},
  hasPhone: false,
});

describe("predictSubmission", () => {
  test("003 on a PENDING customer: RESOLVE_ERRORS with POOR_QUALITY_DOCUMENT, still PENDING", () => {
    const p = predictSubmission(model(), complete("PENDING", "003"));
    expect(p).toMatchObject({ httpStatus: 200, verificationStatus: "RESOLVE_ERRORS", status: "PENDING" });
    expect(p.errors?.[0]).toMatch(/POOR_QUALITY_DOCUMENT/);
  });

  test("003 on an UNVERIFIED customer stays UNVERIFIED; 001 moves to PENDING", () => {
    expect(predictSubmission(model(), complete("UNVERIFIED", "003"))).toMatchObject({ verificationStatus: "RESOLVE_ERRORS", status: "UNVERIFIED" });
    expect(predictSubmission(model(), complete("UNVERIFIED", "001"))).toMatchObject({ verificationStatus: "PENDING_MANUAL_REVIEW", status: "PENDING" });
  });
});
