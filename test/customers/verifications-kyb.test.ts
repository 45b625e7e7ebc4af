/** HTTP: business KYB packets, registration-number suffixes, beneficial owners. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADDRESS, business, docForm, PDF, settledTypes, startEnv, uploadPassport, uploadTwoSided, waitEvents, type Env } from "./helpers.js";
import type { TestPlatform } from "../support/simulator.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

/** The names this contract designed earlier: still taken (spec/rules/sandbox-kyc.yaml alsoAccepted). */
const BUSINESS_DOCS = ["FORMATION_DOCUMENT", "OWNERSHIP_STRUCTURE", "UTILITY_BILL", "TAX_ID_DOCUMENT"];

async function owner(p: TestPlatform, customerId: string, lastName: string, extra: Record<string, unknown> = {}) {
  const r = await p.post("/beneficial-owners", {
    customerId,
    roles: ["OWNER", "CONTROL_PERSON"],
    ownershipPercentage: 60,
    personalInfo: { firstName: "John", lastName, birthDate: "1975-06-15", nationality: "US", address: ADDRESS },
    ...extra,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

async function completeBusiness(p: TestPlatform, registrationNumber: string, ownerLastName = "Smith") {
  const c = (await p.post("/customers", business(registrationNumber))).body;
  for (const t of BUSINESS_DOCS)
    expect((await p.upload("POST", "/documents", docForm({ documentHolder: c.id, documentType: t }, PDF, `${t}.pdf`))).status).toBe(201);
  const o = await owner(p, c.id, ownerLastName);
  await uploadPassport(p, o.id);
  return { c, o };
}

describe("business packets", () => {
  test("empty packet -> RESOLVE_ERRORS: fields, address, each business document (the live categories), control person", async () => {
    const p = await env.platform();
    const c = (await p.post("/customers", { customerType: "BUSINESS" })).body;
    const v = await p.post("/verifications", { customerId: c.id });
    expect(v.body.verificationStatus).toBe("RESOLVE_ERRORS");
    const fields = v.body.errors.filter((e: any) => e.field).map((e: any) => e.field);
    expect(fields).toEqual([
      "customer.businessInfo.legalName",
      "customer.businessInfo.countriesOfOperation",
      "customer.businessInfo.registrationNumber",
      "customer.address",
    ]);
    const docs = v.body.errors.filter((e: any) => e.acceptedDocumentTypes).map((e: any) => [e.type, e.acceptedDocumentTypes]);
    const legal = ["CERTIFICATE_OF_INCORPORATION", "ARTICLES_OF_INCORPORATION", "ARTICLES_OF_ASSOCIATION", "STATE_REGISTRY_EXCERPT"];
    expect(docs).toEqual([
      ["MISSING_LEGAL_PRESENCE_DOCUMENT", legal],
      ["MISSING_OWNERSHIP_STRUCTURE_DOCUMENT", ["SHAREHOLDER_REGISTER", "TRUST_AGREEMENT", "PARTNERSHIP_AGREEMENT"]],
      ["MISSING_PROOF_OF_ADDRESS_DOCUMENT", ["UTILITY_BILL", "RENT_OR_LEASE_AGREEMENT", "ELECTRICITY_BILL", "BANK_STATEMENT", "TAX_RETURN"]],
      ["MISSING_LEGAL_PRESENCE_DOCUMENT", ["TAX_RETURN", "OTHER", ...legal]],
    ]);
    expect(v.body.errors).toContainEqual(expect.objectContaining({ resourceId: c.id, type: "MISSING_CONTROL_PERSON" }));
    expect((await waitEvents(env, c.id, 1)).map((e) => e.type)).toEqual(["VERIFICATION.RESOLVE_ERRORS"]);
  });

  test("owners of 25% or more must be complete, with an identity document; non-US owners need a passport plus another government id", async () => {
    const p = await env.platform();
    const { c } = await completeBusiness(p, "R1234567999");
    const mx = (
      await p.post("/beneficial-owners", {
        customerId: c.id,
        roles: ["OWNER"],
        ownershipPercentage: 30,
        personalInfo: { firstName: "Ana", lastName: "Lopez", nationality: "MX" },
      })
    ).body;
    await p.post("/beneficial-owners", { customerId: c.id, roles: ["OWNER"], ownershipPercentage: 10, personalInfo: { firstName: "Tiny", lastName: "Share" } });
    const v1 = await p.post("/verifications", { customerId: c.id });
    expect(v1.body.verificationStatus).toBe("RESOLVE_ERRORS");
    expect(v1.body.errors.every((e: any) => e.resourceId === mx.id)).toBe(true);
    expect(v1.body.errors.filter((e: any) => e.field).map((e: any) => e.field)).toEqual([
      "beneficialOwner.personalInfo.birthDate",
      "beneficialOwner.personalInfo.address",
    ]);
    expect(v1.body.errors.filter((e: any) => !e.field).map((e: any) => e.acceptedDocumentTypes)).toEqual([["PASSPORT"], ["DRIVERS_LICENSE", "NATIONAL_ID"]]);
    const patched = await p.patch(`/beneficial-owners/${mx.id}`, { personalInfo: { birthDate: "1980-01-01", address: { ...ADDRESS, country: "MX" } } });
    expect(patched.status).toBe(200);
    expect(patched.body.personalInfo).toMatchObject({ firstName: "Ana", birthDate: "1980-01-01" });
    await uploadPassport(p, mx.id);
    const v2 = await p.post("/verifications", { customerId: c.id });
    expect(v2.body.errors.map((e: any) => e.acceptedDocumentTypes)).toEqual([["DRIVERS_LICENSE", "NATIONAL_ID"]]);
    await uploadTwoSided(p, mx.id, "NATIONAL_ID");
    expect((await p.post("/verifications", { customerId: c.id })).body.verificationStatus).toBe("APPROVED");
  });
});

describe("registration-number suffixes", () => {
  test("other -> APPROVED directly; KYB_PENDING then KYB_APPROVED; owners resolve by their lastName suffix", async () => {
    const p = await env.platform();
    const { c, o } = await completeBusiness(p, "C4567890999", "Smith002");
    const o2 = await owner(p, c.id, "Jones001", { roles: ["DIRECTOR"], ownershipPercentage: 10 });
    const v = await p.post("/verifications", { customerId: c.id });
    expect(v.body).toMatchObject({ verificationStatus: "APPROVED", errors: [] });
    const got = (await p.get(`/customers/${c.id}`)).body;
    expect(got.kybStatus).toBe("APPROVED");
    const events = await waitEvents(env, c.id, 2);
    expect(events.map((e) => e.type)).toEqual(["CUSTOMER.KYB_PENDING", "CUSTOMER.KYB_APPROVED"]);
    expect(events[1].data).toEqual(got);
    expect((await p.get(`/beneficial-owners/${o.id}`)).body.kycStatus).toBe("REJECTED");
    expect((await p.get(`/beneficial-owners/${o2.id}`)).body.kycStatus).toBe("PENDING");
  });

  test("002 -> REJECTED; owners resolve too", async () => {
    const p = await env.platform();
    const { c, o } = await completeBusiness(p, "C4567890002");
    expect((await p.post("/verifications", { customerId: c.id })).body.verificationStatus).toBe("REJECTED");
    expect((await p.get(`/customers/${c.id}`)).body.kybStatus).toBe("REJECTED");
    expect((await p.get(`/beneficial-owners/${o.id}`)).body.kycStatus).toBe("APPROVED");
    expect((await waitEvents(env, c.id, 2)).map((e) => e.type)).toEqual(["CUSTOMER.KYB_PENDING", "CUSTOMER.KYB_REJECTED"]);
    const invalid = await p.post("/verifications", { customerId: c.id });
    expect([invalid.status, invalid.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(invalid.body.details.errors).toContainEqual(expect.objectContaining({ field: "customerId" }));
  });

  test.each(["001", "003"])("%s -> no auto-decision: PENDING_MANUAL_REVIEW, kybStatus PENDING, owners stay UNVERIFIED", async (suffix) => {
    const p = await env.platform();
    const { c, o } = await completeBusiness(p, `C4567890${suffix}`);
    expect((await p.post("/verifications", { customerId: c.id })).body.verificationStatus).toBe("PENDING_MANUAL_REVIEW");
    expect((await p.get(`/customers/${c.id}`)).body.kybStatus).toBe("PENDING");
    expect((await p.get(`/beneficial-owners/${o.id}`)).body.kycStatus).toBe("UNVERIFIED");
    expect((await waitEvents(env, c.id, 2)).map((e) => e.type)).toEqual(["CUSTOMER.KYB_PENDING", "VERIFICATION.PENDING_MANUAL_REVIEW"]);
  });

  test("unregulated: incomplete packets return RESOLVE_ERRORS whatever the suffix", async () => {
    const p = await env.platform();
    for (const n of ["C1", "C002"]) {
      const c = (await p.post("/customers", business(n))).body;
      expect((await p.post("/verifications", { customerId: c.id })).body.verificationStatus).toBe("RESOLVE_ERRORS");
    }
  });

  test.each([
    ["regulated", { regulated: true }],
    ["skip paperwork", { skipVerificationPaperwork: true }],
  ])("%s: 002 and other resolve before validation at first submission; 001/003 are validated", async (_n, settings) => {
    const p = await env.platform(settings);
    const ok = (await p.post("/customers", { customerType: "BUSINESS", businessInfo: { registrationNumber: "X999" } })).body;
    expect((await p.post("/verifications", { customerId: ok.id })).body).toMatchObject({ verificationStatus: "APPROVED", errors: [] });
    const bad = (await p.post("/customers", { customerType: "BUSINESS", businessInfo: { registrationNumber: "X002" } })).body;
    expect((await p.post("/verifications", { customerId: bad.id })).body.verificationStatus).toBe("REJECTED");
    const manual = (await p.post("/customers", { customerType: "BUSINESS", businessInfo: { registrationNumber: "X003" } })).body;
    expect((await p.post("/verifications", { customerId: manual.id })).body.verificationStatus).toBe("RESOLVE_ERRORS");
    expect(await settledTypes(env, ok.id)).toEqual(["CUSTOMER.KYB_PENDING", "CUSTOMER.KYB_APPROVED"]);
  });

  test("HOLD (designed): businessInfo.taxId ending in 909 -> kybStatus HOLD, only the verification event", async () => {
    const p = await env.platform();
    const { c } = await completeBusiness(p, "C4567890999");
    await p.patch(`/customers/${c.id}`, { customerType: "BUSINESS", businessInfo: { taxId: "12-3456909" } });
    expect((await p.post("/verifications", { customerId: c.id })).body.verificationStatus).toBe("PENDING_MANUAL_REVIEW");
    expect((await p.get(`/customers/${c.id}`)).body.kybStatus).toBe("HOLD");
    expect(await settledTypes(env, c.id)).toEqual(["VERIFICATION.PENDING_MANUAL_REVIEW"]);
  });
});

describe("beneficial owners API", () => {
  test("create / get / list / patch; 404s; owners belong to businesses; OWNER needs ownershipPercentage", async () => {
    const p = await env.platform();
    const c = (await p.post("/customers", business())).body;
    const o = await owner(p, c.id, "Smith");
    expect(o).toMatchObject({ customerId: c.id, kycStatus: "UNVERIFIED", roles: ["OWNER", "CONTROL_PERSON"] });
    expect(o.id).toMatch(/^BeneficialOwner:/);
    expect((await p.get(`/beneficial-owners/${o.id}`)).body).toEqual(o);
    const other = (await p.post("/customers", business())).body;
    await owner(p, other.id, "Other");
    const list = await p.get(`/beneficial-owners?customerId=${c.id}`);
    expect(list.body.data.map((x: any) => x.id)).toEqual([o.id]);
    expect((await p.get("/beneficial-owners")).body.data).toHaveLength(2);
    expect((await p.get("/beneficial-owners?limit=1")).body).toMatchObject({ hasMore: true });
    expect((await p.get("/beneficial-owners/BeneficialOwner:00000000-0000-4000-8000-000000000000")).body.code).toBe("NOT_FOUND");
    expect((await p.get("/beneficial-owners?customerId=Customer:00000000-0000-4000-8000-000000000000")).body.code).toBe("CUSTOMER_NOT_FOUND");
    const ind = (await p.post("/customers", { customerType: "INDIVIDUAL" })).body;
    const r = await p.post("/beneficial-owners", { customerId: ind.id, roles: ["CONTROL_PERSON"], personalInfo: { firstName: "A", lastName: "B" } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("INVALID_INPUT");
    const np = await p.post("/beneficial-owners", { customerId: c.id, roles: ["OWNER"], personalInfo: { firstName: "A", lastName: "B" } });
    expect([np.status, np.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(np.body.details.errors).toContainEqual(expect.objectContaining({ field: "ownershipPercentage" }));
    const missing = await p.post("/beneficial-owners", {
      customerId: "Customer:00000000-0000-4000-8000-000000000000",
      roles: ["CONTROL_PERSON"],
      personalInfo: { firstName: "A", lastName: "B" },
    });
    expect(missing.body.code).toBe("CUSTOMER_NOT_FOUND");
    const patched = await p.patch(`/beneficial-owners/${o.id}`, { title: "CEO", ownershipPercentage: 70 });
    expect(patched.body).toMatchObject({ title: "CEO", ownershipPercentage: 70, personalInfo: o.personalInfo });
    const dropPct = await p.patch(`/beneficial-owners/${(await owner(p, c.id, "X", { roles: ["CONTROL_PERSON"], ownershipPercentage: undefined })).id}`, {
      roles: ["OWNER"],
    });
    expect([dropPct.status, dropPct.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(dropPct.body.details.errors).toContainEqual(expect.objectContaining({ field: "ownershipPercentage" }));
  });
});
