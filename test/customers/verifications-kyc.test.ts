/** HTTP: individual KYC submissions, sandbox suffixes, final states, HOLD, events. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { individual, settledTypes, startEnv, uploadPassport, uploadTwoSided, waitEvents, type Env } from "./helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

async function ready(name: string, settings = {}, extra = {}) {
  const p = await env.platform(settings);
  const c = (await p.post("/customers", individual(name, extra))).body;
  expect((await uploadPassport(p, c.id)).status).toBe(201);
  return { p, c };
}

describe("incomplete submissions", () => {
  test("one RESOLVE_ERRORS entry per gap, with dot paths and accepted document types; VERIFICATION.RESOLVE_ERRORS sent", async () => {
    const p = await env.platform();
    const c = (
      await p.post("/customers", {
        customerType: "INDIVIDUAL",
        fullName: "Jane",
        address: { line1: "1 Market St", city: "SF", postalCode: "94105", country: "US" },
      })
    ).body;
    const v = await p.post("/verifications", { customerId: c.id });
    expect(v.status).toBe(200);
    expect(v.body.verificationStatus).toBe("RESOLVE_ERRORS");
    expect(v.body.customerId).toBe(c.id);
    expect(v.body.id).toMatch(/^Verification:/);
    const byField = Object.fromEntries(v.body.errors.filter((e: any) => e.field).map((e: any) => [e.field, e.type]));
    expect(byField).toEqual({
      "customer.birthDate": "MISSING_FIELD",
      "customer.nationality": "MISSING_FIELD",
      "customer.idType": "MISSING_FIELD",
      "customer.identifier": "MISSING_FIELD",
      "customer.fullName": "INVALID_FIELD",
    });
    const doc = v.body.errors.find((e: any) => e.type === "MISSING_IDENTITY_DOCUMENT");
    expect(doc).toMatchObject({ resourceId: c.id, acceptedDocumentTypes: ["PASSPORT", "DRIVERS_LICENSE", "NATIONAL_ID"] });
    expect(v.body.errors).toHaveLength(6);
    for (const e of v.body.errors) expect(e.reason.length).toBeGreaterThan(0);
    expect((await p.get(`/customers/${c.id}`)).body.kycStatus).toBe("UNVERIFIED");
    const events = await waitEvents(env, c.id, 1);
    expect(events.map((e) => e.type)).toEqual(["VERIFICATION.RESOLVE_ERRORS"]);
    expect(events[0].data).toEqual(v.body);
  });

  test("a missing address is one MISSING_FIELD at customer.address", async () => {
    const p = await env.platform();
    const none = (await p.post("/customers", { ...individual(), address: undefined })).body;
    await uploadPassport(p, none.id);
    const v = await p.post("/verifications", { customerId: none.id });
    expect(v.body.errors).toEqual([expect.objectContaining({ type: "MISSING_FIELD", field: "customer.address", resourceId: none.id })]);
  });

  test("a licence with only its FRONT is not an identity document", async () => {
    const p = await env.platform();
    const c = (await p.post("/customers", individual())).body;
    const { docForm } = await import("./helpers.js");
    await p.upload(
      "POST",
      "/documents",
      docForm({ documentHolder: c.id, documentType: "DRIVERS_LICENSE", side: "FRONT", documentNumber: "D1", issuingAuthority: "DMV" }),
    );
    const v = await p.post("/verifications", { customerId: c.id });
    expect(v.body.errors).toHaveLength(1);
    expect(v.body.errors[0]).toMatchObject({ type: "MISSING_IDENTITY_DOCUMENT" });
    expect(v.body.errors[0].reason).toContain("BACK");
  });

  test("resubmission after fixes re-evaluates the same verification", async () => {
    const p = await env.platform();
    const c = (await p.post("/customers", { ...individual(), birthDate: undefined })).body;
    const v1 = await p.post("/verifications", { customerId: c.id });
    expect(v1.body.errors.map((e: any) => e.type).sort()).toEqual(["MISSING_FIELD", "MISSING_IDENTITY_DOCUMENT"]);
    await p.patch(`/customers/${c.id}`, { customerType: "INDIVIDUAL", birthDate: "1990-02-28" });
    await uploadTwoSided(p, c.id, "NATIONAL_ID");
    const v2 = await p.post("/verifications", { customerId: c.id });
    expect(v2.body).toMatchObject({ id: v1.body.id, verificationStatus: "APPROVED", errors: [] });
    expect(v2.body.createdAt).toBe(v1.body.createdAt);
  });
});

describe("sandbox suffixes on complete submissions (unregulated)", () => {
  test("other -> APPROVED via PENDING; CUSTOMER.KYC_PENDING then CUSTOMER.KYC_APPROVED carrying the customer as GET returns it", async () => {
    const { p, c } = await ready("Jane Doe");
    const v = await p.post("/verifications", { customerId: c.id });
    expect(v.body).toMatchObject({ verificationStatus: "APPROVED", errors: [] });
    const got = (await p.get(`/customers/${c.id}`)).body;
    expect(got.kycStatus).toBe("APPROVED");
    const events = await waitEvents(env, c.id, 2);
    expect(events.map((e) => e.type)).toEqual(["CUSTOMER.KYC_PENDING", "CUSTOMER.KYC_APPROVED"]);
    expect(events[0].data.kycStatus).toBe("PENDING");
    expect(events[1].data).toEqual(got);
  });

  test("001 -> PENDING_MANUAL_REVIEW, kycStatus PENDING, stays pending (clock does not decide)", async () => {
    const { p, c } = await ready("Jane Doe001");
    const v = await p.post("/verifications", { customerId: c.id });
    expect(v.body.verificationStatus).toBe("PENDING_MANUAL_REVIEW");
    expect((await p.get(`/customers/${c.id}`)).body.kycStatus).toBe("PENDING");
    const events = await waitEvents(env, c.id, 2);
    expect(events.map((e) => e.type)).toEqual(["CUSTOMER.KYC_PENDING", "VERIFICATION.PENDING_MANUAL_REVIEW"]);
    await p.advanceClock(7 * 24 * 3600);
    expect((await p.get(`/customers/${c.id}`)).body.kycStatus).toBe("PENDING");
    const again = await p.post("/verifications", { customerId: c.id });
    expect(again.body.verificationStatus).toBe("PENDING_MANUAL_REVIEW");
  });

  test("002 -> REJECTED; CUSTOMER.KYC_PENDING then CUSTOMER.KYC_REJECTED", async () => {
    const { p, c } = await ready("Jane Doe002");
    const v = await p.post("/verifications", { customerId: c.id });
    expect(v.body.verificationStatus).toBe("REJECTED");
    expect((await p.get(`/customers/${c.id}`)).body.kycStatus).toBe("REJECTED");
    expect((await waitEvents(env, c.id, 2)).map((e) => e.type)).toEqual(["CUSTOMER.KYC_PENDING", "CUSTOMER.KYC_REJECTED"]);
  });

  test("003 -> RESOLVE_ERRORS with POOR_QUALITY_DOCUMENT on the identity document; stays UNVERIFIED", async () => {
    const { p, c } = await ready("Jane Doe003");
    const docId = (await p.get(`/documents?documentHolder=${c.id}`)).body.data[0].id;
    const v = await p.post("/verifications", { customerId: c.id });
    expect(v.body.verificationStatus).toBe("RESOLVE_ERRORS");
    expect(v.body.errors).toEqual([expect.objectContaining({ type: "POOR_QUALITY_DOCUMENT", resourceId: docId, acceptedDocumentTypes: expect.any(Array) })]);
    expect((await p.get(`/customers/${c.id}`)).body.kycStatus).toBe("UNVERIFIED");
    expect(await settledTypes(env, c.id)).toEqual(["VERIFICATION.RESOLVE_ERRORS"]);
  });

  test("an incomplete 002 customer gets RESOLVE_ERRORS, not REJECTED", async () => {
    const p = await env.platform();
    const c = (await p.post("/customers", individual("Jane Doe002"))).body;
    const v = await p.post("/verifications", { customerId: c.id });
    expect(v.body.verificationStatus).toBe("RESOLVE_ERRORS");
    expect((await p.get(`/customers/${c.id}`)).body.kycStatus).toBe("UNVERIFIED");
  });
});

describe("final states", () => {
  test("POST /verifications for an APPROVED or REJECTED customer -> 400 INVALID_INPUT with a clear reason; nothing changes", async () => {
    for (const name of ["Jane Doe", "Jane Doe002"]) {
      const { p, c } = await ready(name);
      const first = await p.post("/verifications", { customerId: c.id });
      const again = await p.post("/verifications", { customerId: c.id });
      expect(again.status).toBe(400);
      expect(again.body.code).toBe("INVALID_INPUT");
      expect(again.body.reason).toMatch(/final/);
      expect((await p.get(`/verifications/${first.body.id}`)).body).toEqual(first.body);
    }
  });

  test("regulated: the suffix resolved at creation; only 001 and 003 customers can still be submitted", async () => {
    const p = await env.platform({ regulated: true });
    const outcomes: Record<string, number> = {};
    for (const name of ["Jane Doe", "Jane Doe001", "Jane Doe002", "Jane Doe003"]) {
      const c = (await p.post("/customers", individual(name))).body;
      await uploadPassport(p, c.id);
      outcomes[name] = (await p.post("/verifications", { customerId: c.id })).status;
    }
    expect(outcomes).toEqual({ "Jane Doe": 400, "Jane Doe001": 200, "Jane Doe002": 400, "Jane Doe003": 200 });
  });

  test("skip paperwork: a 001 customer (PENDING at creation) submits to PENDING_MANUAL_REVIEW without a new customer event", async () => {
    const p = await env.platform({ skipVerificationPaperwork: true });
    const c = (await p.post("/customers", individual("Jane Doe001"))).body;
    expect(c.kycStatus).toBe("PENDING");
    await uploadPassport(p, c.id);
    const v = await p.post("/verifications", { customerId: c.id });
    expect(v.body.verificationStatus).toBe("PENDING_MANUAL_REVIEW");
    expect(await settledTypes(env, c.id)).toEqual(["VERIFICATION.PENDING_MANUAL_REVIEW"]);
  });
});

describe("HOLD (designed trigger: identifier ending in 909)", () => {
  test("complete submission -> kycStatus HOLD with only the verification event (no customer event names HOLD); fixing and resubmitting re-evaluates", async () => {
    const { p, c } = await ready("Jane Doe", {}, { identifier: "123-45-6909" });
    const v = await p.post("/verifications", { customerId: c.id });
    expect(v.body.verificationStatus).toBe("PENDING_MANUAL_REVIEW");
    expect((await p.get(`/customers/${c.id}`)).body.kycStatus).toBe("HOLD");
    expect(await settledTypes(env, c.id)).toEqual(["VERIFICATION.PENDING_MANUAL_REVIEW"]);
    await p.patch(`/customers/${c.id}`, { customerType: "INDIVIDUAL", identifier: "123-45-6789" });
    const v2 = await p.post("/verifications", { customerId: c.id });
    expect(v2.body.verificationStatus).toBe("APPROVED");
    expect((await waitEvents(env, c.id, 3)).map((e) => e.type).slice(1)).toEqual(["CUSTOMER.KYC_PENDING", "CUSTOMER.KYC_APPROVED"]);
  });
});

describe("reading verifications", () => {
  test("GET /verifications?customerId and GET /verifications/{id}; 404s", async () => {
    const { p, c } = await ready("Jane Doe001");
    // GET /verifications is a list (the live service's envelope): a customer never submitted has none.
    const none = await p.get(`/verifications?customerId=${c.id}`);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ data: [], hasMore: false });
    const v = (await p.post("/verifications", { customerId: c.id })).body;
    expect((await p.get(`/verifications?customerId=${c.id}`)).body.data).toEqual([v]);
    expect((await p.get(`/verifications?verificationStatus=${v.verificationStatus}`)).body.data.map((x: any) => x.id)).toContain(v.id);
    expect((await p.get(`/verifications/${v.id}`)).body).toEqual(v);
    expect((await p.get("/verifications/Verification:00000000-0000-4000-8000-000000000000")).body.code).toBe("VERIFICATION_NOT_FOUND");
    const unknown = "Customer:00000000-0000-4000-8000-000000000000";
    expect((await p.get(`/verifications?customerId=${unknown}`)).body.code).toBe("CUSTOMER_NOT_FOUND");
    const post = await p.post("/verifications", { customerId: unknown });
    expect(post.status).toBe(404);
    expect(post.body.code).toBe("CUSTOMER_NOT_FOUND");
    expect((await p.get("/verifications")).status).toBe(200);
  });
});
