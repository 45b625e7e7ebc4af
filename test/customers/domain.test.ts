/** Unit tests of the pure domain and of spec/rules/sandbox-kyc.yaml against the spec. */
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { bundledSpec } from "../../contract/spec.js";
import { webhookEventRules } from "../../contract/rules/webhook-events.js";
import { businessOutcome, individualOutcome, loadKycRules, parseKycRules, RULES_PATH, suffixOf } from "../../contract/rules/kyc.js";
import { createCustomer, patchCustomer } from "../../simulator/areas/customers/domain/customer.js";
import { packetErrors } from "../../simulator/areas/customers/domain/completeness.js";
import { submitVerification } from "../../simulator/areas/customers/domain/verification.js";
import { rejectTriggered, sniffContentType, uploadDocument } from "../../simulator/areas/customers/domain/document.js";
import { parseCsv, rowToCreateBody } from "../../simulator/areas/customers/domain/bulk-csv.js";
import { confirmCode, sendCode } from "../../simulator/areas/customers/domain/contact.js";
import { createKycLink, linkState } from "../../simulator/areas/customers/domain/kyc-link.js";
import type { Customer, DocumentRecord, KycSettings } from "../../simulator/areas/customers/domain/types.js";
import { ApiError } from "../../simulator/errors/api-error.js";
import { ADDRESS, PDF, PNG } from "./helpers.js";

const rules = loadKycRules();
const NOW = "2025-10-13T12:00:00.000Z";
const unregulated: KycSettings = { regulated: false, skipVerificationPaperwork: false, contactVerification: { email: false, phone: false } };
const noK = { providerRequired: {}, endUserTermsVersions: ["v1"] };
const id = (n: number) => `Customer:00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const passport: DocumentRecord = {
  id: "Document:00000000-0000-4000-8000-000000000001",
  documentHolder: id(1),
  documentType: "PASSPORT",
  createdAt: NOW,
  updatedAt: NOW,
};

function person(fullName: string, extra: Partial<Customer> = {}): Customer {
  return {
    id: id(1),
    customerType: "INDIVIDUAL",
    fullName,
    birthDate: "1990-02-28",
    nationality: "US",
    idType: "SSN",
    identifier: "1",
    address: ADDRESS,
    kycStatus: "UNVERIFIED",
    createdAt: NOW,
    updatedAt: NOW,
    ...extra,
  };
}
const packet = (customer: Customer, documents: DocumentRecord[] = [passport]) => ({ customer, documents, owners: [], ownerDocuments: {} });
const submit = (customer: Customer, documents?: DocumentRecord[], settings = unregulated) =>
  submitVerification(rules, {
    packet: packet(customer, documents),
    settings,
    now: NOW,
    newVerificationId: "Verification:00000000-0000-4000-8000-000000000009",
  });

describe("rules file", () => {
  test("loads, and a malformed file fails fast", () => {
    expect(rules.suffixLength).toBe(3);
    expect(() => parseKycRules("suffixLength: 0")).toThrow(/sandbox-kyc\.yaml: does not match its schema/);
    expect(() => parseKycRules(readFileSync(RULES_PATH, "utf8").replace(/^suffixLength: 3$/m, "suffixLength: 0"))).toThrow(/suffixLength/);
  });

  test("agrees with the spec: document types, statuses, event names, FieldError-free error types", () => {
    const spec = bundledSpec();
    const docTypes: string[] = spec.components.schemas.DocumentType.enum;
    for (const d of rules.completeness.business.documents) for (const t of d.acceptedDocumentTypes) expect(docTypes).toContain(t);
    for (const t of [...Object.keys(rules.documents.identity), ...rules.documents.proofOfAddress]) expect(docTypes).toContain(t);
    expect(spec.components.schemas.KycStatus.enum).toEqual(rules.statuses);
    const hooks = Object.keys(spec.webhooks ?? {});
    for (const e of Object.values(rules.verificationEvents)) expect(hooks).toContain(e);
    for (const s of webhookEventRules().customerStatuses) for (const k of ["KYC", "KYB"]) expect(hooks).toContain(`CUSTOMER.${k}_${s}`);
    for (const k of ["KYC", "KYB"]) expect(hooks).not.toContain(`CUSTOMER.${k}_HOLD`);
    const csvCols = rules.bulkCsv.columns;
    expect(csvCols).toHaveLength(17);
    expect(parse(readFileSync(RULES_PATH, "utf8")).contact).toMatchObject({ source: "live", sandboxCode: "123456" });
  });

  test("suffix tables: any name ending in a listed suffix takes that row, anything else the default", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.constantFrom("001", "002", "003", "xyz", "99"), (prefix, sfx) => {
        const name = prefix + sfx;
        const o = individualOutcome(rules, { fullName: name });
        const expected = { "001": "PENDING", "002": "REJECTED", "003": "UNVERIFIED" }[suffixOf(rules, name)] ?? "APPROVED";
        expect(o.atCreation).toBe(expected);
      }),
    );
    expect(businessOutcome(rules, { businessInfo: { registrationNumber: "A003" } }).autoDecision).toBe(false);
    expect(businessOutcome(rules, {}).onCompleteSubmission.status).toBe("APPROVED");
  });
});

describe("customer", () => {
  test("creation status by platform kind and suffix; businesses UNVERIFIED; no events", () => {
    const mk = (body: any, settings: KycSettings) => createCustomer(rules, { id: id(2), now: NOW, body, settings }, noK);
    expect(mk({ customerType: "INDIVIDUAL", fullName: "A B002" }, unregulated).kycStatus).toBe("UNVERIFIED");
    expect(mk({ customerType: "INDIVIDUAL", fullName: "A B002" }, { ...unregulated, regulated: true }).kycStatus).toBe("REJECTED");
    expect(mk({ customerType: "INDIVIDUAL", fullName: "A B" }, { ...unregulated, skipVerificationPaperwork: true }).kycStatus).toBe("APPROVED");
    expect(mk({ customerType: "BUSINESS", businessInfo: { registrationNumber: "1" } }, { ...unregulated, regulated: true }).kybStatus).toBe("UNVERIFIED");
    expect(mk({ customerType: "INDIVIDUAL", kycStatus: "APPROVED", id: "x" }, unregulated)).toMatchObject({ id: id(2), kycStatus: "UNVERIFIED" });
  });

  test("patch: type must match; final status is never re-derived", () => {
    const c = person("A B", { kycStatus: "APPROVED" });
    expect(() => patchCustomer(rules, c, { customerType: "BUSINESS" }, NOW, noK)).toThrow(ApiError);
    expect(patchCustomer(rules, c, { customerType: "INDIVIDUAL", fullName: "A B002" }, NOW, noK).kycStatus).toBe("APPROVED");
  });
});

describe("submission", () => {
  test("completeness: one error per gap", () => {
    const errs = packetErrors(rules, packet({ id: id(1), customerType: "INDIVIDUAL", fullName: "Single", createdAt: NOW, updatedAt: NOW }, []));
    expect(errs.map((e) => e.field ?? e.type)).toEqual([
      "customer.birthDate",
      "customer.nationality",
      "customer.idType",
      "customer.identifier",
      "customer.fullName",
      "customer.address",
      "MISSING_IDENTITY_DOCUMENT",
    ]);
  });

  test("provider-required fields missing at submission are MISSING_FIELD errors", () => {
    const errs = packetErrors(rules, { ...packet(person("A B")), providerRequired: { USD: ["EMAIL", "FULL_NAME"] } });
    expect(errs).toEqual([expect.objectContaining({ type: "MISSING_FIELD", field: "customer.email" })]);
  });

  test("outcomes and events per suffix", () => {
    expect(submit(person("A B")).events.map((e) => e.type)).toEqual(["CUSTOMER.KYC_PENDING", "CUSTOMER.KYC_APPROVED"]);
    expect(submit(person("A B001")).events.map((e) => e.type)).toEqual(["CUSTOMER.KYC_PENDING", "VERIFICATION.PENDING_MANUAL_REVIEW"]);
    const poor = submit(person("A B003"));
    expect(poor.verification.errors).toEqual([expect.objectContaining({ type: "POOR_QUALITY_DOCUMENT", resourceId: passport.id })]);
    expect(poor.customer.kycStatus).toBe("UNVERIFIED");
    expect(() => submit(person("A B", { kycStatus: "REJECTED" }))).toThrow(/final/);
    const hold = submit(person("A B", { identifier: "12909" }));
    expect(hold.customer.kycStatus).toBe("HOLD");
    // HOLD sends no customer event (neither the description nor the live service names one): only the verification event
    expect(hold.events.map((e) => e.type)).toEqual(["VERIFICATION.PENDING_MANUAL_REVIEW"]);
  });
});

describe("documents", () => {
  const input = { documentHolder: id(1), documentType: "PASSPORT", documentNumber: "X1", issuingAuthority: "A" };
  test("content type by magic bytes; reject trigger", () => {
    expect(sniffContentType(rules, PDF)).toBe("application/pdf");
    expect(sniffContentType(rules, PNG)).toBe("image/png");
    expect(sniffContentType(rules, Buffer.from("GIF89a"))).toBeUndefined();
    expect(rejectTriggered(rules, input, { filename: "ID-BLURRY.jpg", data: PNG })).toBe(true);
    expect(rejectTriggered(rules, input, { filename: "scan422.pdf", data: PDF })).toBe(true);
    expect(rejectTriggered(rules, input, { filename: "422scan.pdf", data: PDF })).toBe(false);
  });

  test("a passport is one slot whatever the side; licences have two", () => {
    const first = uploadDocument(rules, { id: "Document:1", now: NOW, input, file: { filename: "a.png", data: PNG }, existing: [] });
    expect(() =>
      uploadDocument(rules, { id: "Document:2", now: NOW, input: { ...input, side: "FRONT" }, file: { filename: "a.png", data: PNG }, existing: [first] }),
    ).toThrow(/already has/);
    const lic = { ...input, documentType: "DRIVERS_LICENSE", side: "FRONT" as const };
    const front = uploadDocument(rules, { id: "Document:3", now: NOW, input: lic, file: { filename: "f.png", data: PNG }, existing: [] });
    expect(
      uploadDocument(rules, { id: "Document:4", now: NOW, input: { ...lic, side: "BACK" }, file: { filename: "b.png", data: PNG }, existing: [front] }).side,
    ).toBe("BACK");
  });
});

describe("csv", () => {
  test("quotes, doubled quotes, CRLF, trailing newline", () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"'],
    ]);
    expect(() => parseCsv('a\n"open')).toThrow(/unterminated/);
  });
  test("row -> create body", () => {
    expect(rowToCreateBody({ customerType: "BUSINESS", businessLegalName: "X", city: "Y", description: "ignored", fullName: "" })).toEqual({
      customerType: "BUSINESS",
      businessInfo: { legalName: "X" },
      address: { city: "Y" },
    });
  });
});

describe("contact and links", () => {
  const c = person("A B", { email: "ab@example.com", contactVerification: { email: "PENDING" } });
  test("send / confirm with the sandbox code", () => {
    const { code } = sendCode(c, "email", Date.parse(NOW));
    expect(() => confirmCode(rules, c, "email", "111111", code, Date.parse(NOW))).toThrow(ApiError);
    expect(() => confirmCode(rules, c, "email", "000000", code, Date.parse(NOW))).toThrow(ApiError);
    expect(confirmCode(rules, c, "email", "123456", code, Date.parse(NOW)).contactVerification).toEqual({ email: "VERIFIED" });
    expect(() => sendCode(c, "phone", 0)).toThrow(/not required/);
  });
  test("kyc links need verified channels and expire", () => {
    expect(() => createKycLink(rules, c, "https://x", "t", 0)).toThrow(/VERIFIED/);
    const link = createKycLink(rules, { ...c, contactVerification: { email: "VERIFIED" } }, "https://x", "t", 0);
    expect(linkState(link, 1000)).toBe("usable");
    expect(linkState(link, rules.kycLink.ttlSeconds * 1000)).toBe("expired");
    expect(linkState({ ...link, usedAt: NOW }, 0)).toBe("used");
  });
});
