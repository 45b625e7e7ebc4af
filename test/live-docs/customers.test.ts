/**
 * Customers, contact verification, KYC/KYB and documents as a client written against the
 * live documentation uses them, where no other test shows it: a phoneNumber outside strict
 * E.164 is refused; a customer created without
 * `platformCustomerId` or `umaAddress` gets both from the service; an enhanced-due-diligence
 * category OTHER needs its free-text description; the customer list filters by `currency`
 * and `umaAddress` and takes at most 100 a page; a PATCH replaces `currencies` and moves
 * `umaAddress`; a bulk import job reads with its `id`, `progress` counts and a
 * `correlationId` on each failed row; re-sending a contact code issues a fresh one; a
 * verified phone, or one the provider does not ask for, refuses both calls with 409 and an
 * unknown customer is 404; KYC (a submission or a KYC link) waits until every present
 * contact channel is VERIFIED (409 before); a KYC link names its provider, replays its
 * Idempotency-Key and leaves the customer's status
 * as it was, for individuals and businesses alike; beneficial owners take every live role
 * and an ownership share of 0 to 100, and a PATCH of an unknown owner is 404; documents
 * take the live SELFIE and OTHER types.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { business, docForm, individual, PDF, PNG, startEnv, type Env } from "../customers/helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

const ids = (r: { body: { data: { id: string }[] } }) => r.body.data.map((c) => c.id);

describe("POST /customers", () => {
  test("without platformCustomerId or umaAddress the service supplies both, and every answer carries them", async () => {
    const p = await env.platform();
    const c = await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Jane Doe" });
    expect(c.status).toBe(201);
    expect(c.body.platformCustomerId).toEqual(expect.any(String));
    expect(c.body.platformCustomerId.length).toBeGreaterThan(0);
    expect(c.body.umaAddress).toMatch(/^\$[^@]+@[^@]+$/);
    const got = (await p.get(`/customers/${c.body.id}`)).body;
    expect([got.platformCustomerId, got.umaAddress]).toEqual([c.body.platformCustomerId, c.body.umaAddress]);
    const own = await p.post("/customers", { customerType: "INDIVIDUAL", platformCustomerId: "mine-1", umaAddress: "$mine@uma.example.com" });
    expect([own.body.platformCustomerId, own.body.umaAddress]).toEqual(["mine-1", "$mine@uma.example.com"]);
  });

  test("an EDD category OTHER needs its free-text description", async () => {
    const p = await env.platform();
    const other = await p.post("/customers", individual("Jane Doe", { sourceOfFundsCategories: ["OTHER"] }));
    expect([other.status, other.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(other.body.details.errors.map((e: any) => e.field)).toContain("sourceOfFundsOtherDescription");
    const ok = await p.post("/customers", individual("Jane Doe", { sourceOfFundsCategories: ["OTHER"], sourceOfFundsOtherDescription: "Lottery winnings" }));
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ sourceOfFundsCategories: ["OTHER"], sourceOfFundsOtherDescription: "Lottery winnings" });
  });
});

describe("phoneNumber in E.164", () => {
  test("a phoneNumber outside strict E.164 is refused 400 INVALID_INPUT naming the field, on create and on PATCH", async () => {
    const p = await env.platform();
    for (const phoneNumber of ["4155550123", "+04155550123", "+1 415 555 0123", "+1234567890123456"]) {
      const r = await p.post("/customers", individual("Jane Doe", { phoneNumber }));
      expect([r.status, r.body.code], phoneNumber).toEqual([400, "INVALID_INPUT"]);
      expect(r.body.details.errors.map((e: { field: string }) => e.field)).toContain("phoneNumber");
    }
    const c = await p.post("/customers", individual("Jane Doe", { phoneNumber: "+14155550123" }));
    expect([c.status, c.body.phoneNumber]).toEqual([201, "+14155550123"]);
    const bad = await p.patch(`/customers/${c.body.id}`, { customerType: "INDIVIDUAL", phoneNumber: "415-555-0123" });
    expect([bad.status, bad.body.code]).toEqual([400, "INVALID_INPUT"]);
  });
});

describe("GET /customers and PATCH /customers/{customerId}", () => {
  test("currency and umaAddress filter the list; limit above 100 is refused", async () => {
    const p = await env.platform();
    const usd = (await p.post("/customers", individual("Ann Lee", { currencies: ["USD"], umaAddress: "$ann@uma.example.com" }))).body;
    const none = (await p.post("/customers", individual("Bob Roe", { umaAddress: "$bob@uma.example.com" }))).body;
    expect(ids(await p.get("/customers?currency=USD"))).toEqual([usd.id]);
    expect(ids(await p.get(`/customers?umaAddress=${encodeURIComponent("$bob@uma.example.com")}`))).toEqual([none.id]);
    expect(ids(await p.get("/customers?limit=100"))).toEqual([none.id, usd.id]);
    const big = await p.get("/customers?limit=101");
    expect([big.status, big.body.code]).toEqual([400, "INVALID_INPUT"]);
  });

  test("a PATCH replaces the currencies list and moves the UMA address", async () => {
    const p = await env.platform();
    const c = (await p.post("/customers", individual("Ann Lee", { currencies: ["USD", "USDC"] }))).body;
    const r = await p.patch(`/customers/${c.id}`, { customerType: "INDIVIDUAL", currencies: ["EUR"], umaAddress: "$ann.lee@uma.example.com" });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ currencies: ["EUR"], umaAddress: "$ann.lee@uma.example.com" });
    expect(ids(await p.get("/customers?currency=USD"))).toEqual([]);
    expect(ids(await p.get(`/customers?umaAddress=${encodeURIComponent("$ann.lee@uma.example.com")}`))).toEqual([c.id]);
  });
});

describe("GET /customers/bulk/jobs/{jobId}", () => {
  test("the job reads with its id, progress counts and a correlationId on each failed row", async () => {
    const p = await env.platform();
    const csv = [
      "customerType,platformCustomerId,fullName,birthDate",
      "INDIVIDUAL,u1,Jane Doe,1990-01-15",
      "ROBOT,r1,X,",
      "INDIVIDUAL,,Bad Date,1990-02-31",
    ].join("\n");
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "c.csv");
    const up = await p.upload("POST", "/customers/bulk/csv", form);
    expect(up.status, JSON.stringify(up.body)).toBe(202);
    const pending = (await p.get(`/customers/bulk/jobs/${up.body.jobId}`)).body;
    expect(pending).toMatchObject({ id: up.body.jobId, status: "PENDING", progress: { total: 3, processed: 0, successful: 0, failed: 0 } });
    await p.advanceClock(5);
    const job = (await p.get(`/customers/bulk/jobs/${up.body.jobId}`)).body;
    expect(job).toMatchObject({ id: up.body.jobId, status: "COMPLETED" });
    expect(job.progress.total).toBe(3);
    expect(job.progress.processed).toBe(3);
    expect([job.progress.successful, job.progress.failed]).toEqual([1, 2]);
    expect(job.completedAt).toEqual(expect.any(String));
    expect(job.errors.map((e: any) => [e.correlationId, e.code])).toEqual([
      ["r1", "INVALID_INPUT"],
      ["row-3", "INVALID_INPUT"],
    ]);
  });
});

describe("contact verification", () => {
  test("re-sending a code issues a fresh one: it confirms after the first one would have expired", async () => {
    const p = await env.platform({ contactVerification: { email: true, phone: true } });
    const c = (await p.post("/customers", individual("Jane Doe", { email: "jane@example.com", phoneNumber: "+14155550123" }))).body;
    expect((await p.post(`/customers/${c.id}/verify-email`)).status).toBe(204);
    await p.advanceClock(8 * 60);
    expect((await p.post(`/customers/${c.id}/verify-email`)).status).toBe(204);
    await p.advanceClock(5 * 60);
    const ok = await p.post(`/customers/${c.id}/verify-email/confirm`, { code: "123456" });
    expect([ok.status, ok.body.contactVerification.email]).toEqual([200, "VERIFIED"]);
    // The same for the phone, without a resend: the first code has run out.
    expect((await p.post(`/customers/${c.id}/verify-phone`)).status).toBe(204);
    await p.advanceClock(13 * 60);
    const late = await p.post(`/customers/${c.id}/verify-phone/confirm`, { code: "123456" });
    expect([late.status, late.body.code]).toEqual([400, "INVALID_INPUT"]);
  });

  test("a verified phone, or a phone the provider does not ask for, refuses both calls with 409; an unknown customer is 404", async () => {
    const p = await env.platform({ contactVerification: { email: false, phone: true } });
    const c = (await p.post("/customers", individual("Jane Doe", { phoneNumber: "+14155550123" }))).body;
    expect(c.contactVerification).toEqual({ phone: "PENDING" });
    expect((await p.post(`/customers/${c.id}/verify-phone`)).status).toBe(204);
    const done = await p.post(`/customers/${c.id}/verify-phone/confirm`, { code: "123456" });
    expect([done.status, done.body.contactVerification]).toEqual([200, { phone: "VERIFIED" }]);
    const send = await p.post(`/customers/${c.id}/verify-phone`);
    const confirm = await p.post(`/customers/${c.id}/verify-phone/confirm`, { code: "123456" });
    expect([send.status, send.body.code, confirm.status, confirm.body.code]).toEqual([409, "CONFLICT", 409, "CONFLICT"]);
    const email = await p.post(`/customers/${c.id}/verify-email`);
    expect([email.status, email.body.code]).toEqual([409, "CONFLICT"]);
    // A platform whose provider does not ask for the phone: both phone calls are 409; an unknown customer is 404.
    const e = await env.platform({ contactVerification: { email: true, phone: false } });
    const d = (await e.post("/customers", individual("Jim Roe", { email: "jim@example.com", phoneNumber: "+14155550199" }))).body;
    const notAsked = [await e.post(`/customers/${d.id}/verify-phone`), await e.post(`/customers/${d.id}/verify-phone/confirm`, { code: "123456" })];
    expect(notAsked.map((r) => [r.status, r.body.code])).toEqual([
      [409, "CONFLICT"],
      [409, "CONFLICT"],
    ]);
    const unknown = "Customer:00000000-0000-4000-8000-000000000000";
    const missing = [await e.post(`/customers/${unknown}/verify-phone`), await e.post(`/customers/${unknown}/verify-phone/confirm`, { code: "123456" })];
    expect(missing.map((r) => [r.status, r.body.code])).toEqual([
      [404, "CUSTOMER_NOT_FOUND"],
      [404, "CUSTOMER_NOT_FOUND"],
    ]);
  });
});

describe("KYC waits for contact verification", () => {
  test("while a present channel is unverified, POST /verifications and the KYC link both answer 409; once every one is VERIFIED both go ahead", async () => {
    const p = await env.platform({ contactVerification: { email: true, phone: true } });
    const c = (await p.post("/customers", individual("Jane Doe", { email: "jane@example.com", phoneNumber: "+14155550123" }))).body;
    const refusedBoth = async () => {
      const sub = await p.post("/verifications", { customerId: c.id });
      const link = await p.post(`/customers/${c.id}/kyc-link`, {});
      expect([sub.status, sub.body.code, link.status, link.body.code]).toEqual([409, "CONFLICT", 409, "CONFLICT"]);
    };
    await refusedBoth();
    await p.post(`/customers/${c.id}/verify-email`);
    await p.post(`/customers/${c.id}/verify-email/confirm`, { code: "123456" });
    await refusedBoth();
    // Nothing was evaluated: no verification, the customer as it was.
    expect((await p.get(`/verifications?customerId=${c.id}`)).body.data).toEqual([]);
    expect((await p.get(`/customers/${c.id}`)).body.kycStatus).toBe("UNVERIFIED");
    await p.post(`/customers/${c.id}/verify-phone`);
    await p.post(`/customers/${c.id}/verify-phone/confirm`, { code: "123456" });
    const sub = await p.post("/verifications", { customerId: c.id });
    expect([sub.status, sub.body.customerId]).toEqual([200, c.id]);
    expect((await p.post(`/customers/${c.id}/kyc-link`, {})).status).toBe(201);
  });
});

describe("POST /customers/{customerId}/kyc-link", () => {
  test("names its provider and leaves the customer's status alone, for an individual and a business", async () => {
    const p = await env.platform();
    for (const body of [individual("Jane Doe001"), business("R1234567003")]) {
      const c = (await p.post("/customers", body)).body;
      const link = await p.post(`/customers/${c.id}/kyc-link`, { redirectUri: "https://platform.example.com/done" });
      expect(link.status).toBe(201);
      expect(link.body).toMatchObject({ provider: "SUMSUB", kycUrl: expect.any(String), expiresAt: expect.any(String) });
      const after = (await p.get(`/customers/${c.id}`)).body;
      expect(after).toEqual(c);
      expect(after.kycStatus ?? after.kybStatus).toBe("UNVERIFIED");
    }
  });
});

describe("POST /customers/{customerId}/kyc-link with an Idempotency-Key", () => {
  test("the same key replays the first link; another key issues a fresh one", async () => {
    const p = await env.platform();
    const c = (await p.post("/customers", individual("Jane Doe"))).body;
    const body = { redirectUri: "https://platform.example.com/done" };
    const first = await p.post(`/customers/${c.id}/kyc-link`, body, { "idempotency-key": "link-1" });
    const again = await p.post(`/customers/${c.id}/kyc-link`, body, { "idempotency-key": "link-1" });
    expect(first.status).toBe(201);
    expect([again.status, again.body]).toEqual([201, first.body]);
    const other = await p.post(`/customers/${c.id}/kyc-link`, body, { "idempotency-key": "link-2" });
    expect(other.status).toBe(201);
    expect(other.body.kycUrl).not.toBe(first.body.kycUrl);
  });
});

describe("beneficial owners and documents", () => {
  test("every live role is taken; ownershipPercentage is 0 to 100; an unknown owner cannot be patched (404)", async () => {
    const p = await env.platform();
    const b = (await p.post("/customers", business())).body;
    const personalInfo = { firstName: "Ada", lastName: "Byron" };
    for (const role of ["UBO", "DIRECTOR", "COMPANY_OFFICER", "CONTROL_PERSON", "TRUSTEE", "GENERAL_PARTNER"]) {
      const r = await p.post("/beneficial-owners", { customerId: b.id, roles: [role], ownershipPercentage: 25, personalInfo });
      expect([r.status, r.body.roles], role).toEqual([201, [role]]);
    }
    for (const pct of [-1, 101]) {
      const r = await p.post("/beneficial-owners", { customerId: b.id, roles: ["UBO"], ownershipPercentage: pct, personalInfo });
      expect([r.status, r.body.code], String(pct)).toEqual([400, "INVALID_INPUT"]);
    }
    expect((await p.post("/beneficial-owners", { customerId: b.id, roles: ["UBO"], ownershipPercentage: 0, personalInfo })).status).toBe(201);
    expect((await p.get(`/beneficial-owners?customerId=${b.id}&limit=100`)).body.data).toHaveLength(7);
    const unknown = await p.patch("/beneficial-owners/BeneficialOwner:00000000-0000-4000-8000-000000000000", { ownershipPercentage: 30 });
    expect(unknown.status).toBe(404);
  });

  test("the live SELFIE and OTHER document types are taken", async () => {
    const p = await env.platform();
    const c = (await p.post("/customers", individual())).body;
    for (const [documentType, file] of [
      ["SELFIE", PNG],
      ["OTHER", PDF],
    ] as const) {
      const r = await p.upload("POST", "/documents", docForm({ documentHolder: c.id, documentType, country: "US" }, file, `${documentType}.bin`));
      expect([r.status, r.body.documentType], JSON.stringify(r.body)).toEqual([201, documentType]);
    }
  });
});
