/** HTTP: customers create / get / patch / delete / list, end-user terms, provider-required fields. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { business, individual, settledTypes, startEnv, type Env } from "./helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

describe("creation status", () => {
  test("unregulated default: individuals UNVERIFIED whatever the suffix, no events", async () => {
    const p = await env.platform();
    for (const name of ["Jane Doe", "Jane 001", "Jane 002", "Jane 003"]) {
      const r = await p.post("/customers", { customerType: "INDIVIDUAL", fullName: name });
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ customerType: "INDIVIDUAL", fullName: name, kycStatus: "UNVERIFIED" });
      expect(r.body.id).toMatch(/^Customer:[0-9a-f-]{36}$/);
      expect(await settledTypes(env, r.body.id)).toEqual([]);
    }
  });

  test.each([
    ["regulated", { regulated: true }],
    ["skip paperwork", { skipVerificationPaperwork: true }],
  ])("%s: the fullName suffix resolves the individual at creation, no documents", async (_n, settings) => {
    const p = await env.platform(settings);
    const expected: Record<string, string> = { "Jane Doe": "APPROVED", "Jane Doe001": "PENDING", "Jane Doe002": "REJECTED", "Jane Doe003": "UNVERIFIED" };
    for (const [name, status] of Object.entries(expected)) {
      const r = await p.post("/customers", individual(name));
      expect(r.status).toBe(201);
      expect(r.body.kycStatus).toBe(status);
      expect(await settledTypes(env, r.body.id)).toEqual([]);
    }
  });

  test("businesses are always created UNVERIFIED (kybStatus), even on regulated platforms", async () => {
    for (const settings of [{}, { regulated: true }, { skipVerificationPaperwork: true }]) {
      const p = await env.platform(settings);
      const r = await p.post("/customers", business());
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ customerType: "BUSINESS", kybStatus: "UNVERIFIED" });
      expect(r.body.kycStatus).toBeUndefined();
    }
  });
});

describe("uniqueness", () => {
  test("duplicate platformCustomerId of an active customer -> 409 CONFLICT; free again after delete", async () => {
    const p = await env.platform();
    const a = await p.post("/customers", { customerType: "INDIVIDUAL", platformCustomerId: "user-1" });
    expect(a.status).toBe(201);
    const b = await p.post("/customers", { customerType: "BUSINESS", platformCustomerId: "user-1" });
    expect(b.status).toBe(409);
    expect(b.body.code).toBe("CONFLICT");
    expect(b.body.reason).toContain("user-1");
    expect((await p.delete(`/customers/${a.body.id}`)).status).toBe(200);
    expect((await p.post("/customers", { customerType: "INDIVIDUAL", platformCustomerId: "user-1" })).status).toBe(201);
  });

  test("platformCustomerId is per platform", async () => {
    const p1 = await env.platform();
    const p2 = await env.platform();
    expect((await p1.post("/customers", { customerType: "INDIVIDUAL", platformCustomerId: "same" })).status).toBe(201);
    expect((await p2.post("/customers", { customerType: "INDIVIDUAL", platformCustomerId: "same" })).status).toBe(201);
  });

  test("umaAddress in use -> 409 UMA_ADDRESS_EXISTS", async () => {
    const p = await env.platform();
    expect((await p.post("/customers", { customerType: "INDIVIDUAL", umaAddress: "$jane@uma.example.com" })).status).toBe(201);
    const r = await p.post("/customers", { customerType: "INDIVIDUAL", umaAddress: "$jane@uma.example.com" });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe("UMA_ADDRESS_EXISTS");
  });

  test("patch to a platformCustomerId another customer holds -> 409 CONFLICT; own value is fine", async () => {
    const p = await env.platform();
    await p.post("/customers", { customerType: "INDIVIDUAL", platformCustomerId: "a" });
    const b = await p.post("/customers", { customerType: "INDIVIDUAL", platformCustomerId: "b" });
    const conflict = await p.patch(`/customers/${b.body.id}`, { customerType: "INDIVIDUAL", platformCustomerId: "a" });
    expect([conflict.status, conflict.body.code]).toEqual([409, "CONFLICT"]);
    expect((await p.patch(`/customers/${b.body.id}`, { customerType: "INDIVIDUAL", platformCustomerId: "b" })).status).toBe(200);
  });
});

describe("get / patch / delete", () => {
  test("GET returns the stored customer; unknown -> 404 CUSTOMER_NOT_FOUND", async () => {
    const p = await env.platform();
    const c = await p.post("/customers", individual());
    const g = await p.get(`/customers/${c.body.id}`);
    expect(g.status).toBe(200);
    expect(g.body).toEqual(c.body);
    const n = await p.get("/customers/Customer:00000000-0000-4000-8000-000000000000");
    expect(n.status).toBe(404);
    expect(n.body.code).toBe("CUSTOMER_NOT_FOUND");
    expect((await p.get("/customers/nonsense")).body.code).toBe("CUSTOMER_NOT_FOUND");
  });

  test("customers of another platform are not visible", async () => {
    const p1 = await env.platform();
    const p2 = await env.platform();
    const c = await p1.post("/customers", individual());
    expect((await p2.get(`/customers/${c.body.id}`)).status).toBe(404);
  });

  test("PATCH changes given fields, keeps the others, merges businessInfo", async () => {
    const p = await env.platform();
    const c = await p.post("/customers", business());
    const r = await p.patch(`/customers/${c.body.id}`, { customerType: "BUSINESS", businessInfo: { doingBusinessAs: "Acme" } });
    expect(r.status).toBe(200);
    expect(r.body.businessInfo).toEqual({ ...business().businessInfo, doingBusinessAs: "Acme" });
    expect(r.body.address).toEqual(c.body.address);
  });

  test("a GET after a change answers the change: a body read once is never answered for a changed customer", async () => {
    const p = await env.platform();
    const c = await p.post("/customers", business());
    for (const name of ["Acme", "Acme Two", "Acme Three"]) {
      const before = await p.get(`/customers/${c.body.id}`);
      expect((await p.get(`/customers/${c.body.id}`)).body).toEqual(before.body);
      const r = await p.patch(`/customers/${c.body.id}`, { customerType: "BUSINESS", businessInfo: { doingBusinessAs: name } });
      const after = await p.get(`/customers/${c.body.id}`);
      expect(after.body).toEqual(r.body);
      expect(after.body.businessInfo.doingBusinessAs).toBe(name);
    }
    await p.delete(`/customers/${c.body.id}`);
    expect((await p.get(`/customers/${c.body.id}`)).body.isDeleted).toBe(true);
  });

  test("PATCH with the other customerType -> 400 INVALID_INPUT on customerType", async () => {
    const p = await env.platform();
    const c = await p.post("/customers", individual());
    const r = await p.patch(`/customers/${c.body.id}`, { customerType: "BUSINESS", businessInfo: { legalName: "X" } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("INVALID_INPUT");
    expect(r.body.details.errors.map((e: any) => e.field)).toContain("customerType");
  });

  test("renaming a final customer does not re-derive the status", async () => {
    const p = await env.platform({ regulated: true });
    const approved = await p.post("/customers", individual("Jane Doe"));
    const r1 = await p.patch(`/customers/${approved.body.id}`, { customerType: "INDIVIDUAL", fullName: "Jane Doe002" });
    expect(r1.body).toMatchObject({ fullName: "Jane Doe002", kycStatus: "APPROVED" });
    const rejected = await p.post("/customers", individual("Jim Doe002"));
    const r2 = await p.patch(`/customers/${rejected.body.id}`, { customerType: "INDIVIDUAL", fullName: "Jim Doe" });
    expect(r2.body.kycStatus).toBe("REJECTED");
    expect(await settledTypes(env, approved.body.id)).toEqual([]);
  });

  test("DELETE marks the customer (isDeleted): GET answers it, lists leave it out unless isIncludingDeleted, a second DELETE 410", async () => {
    const p = await env.platform();
    const c = await p.post("/customers", individual());
    const del = await p.delete(`/customers/${c.body.id}`);
    expect([del.status, del.body.id, del.body.isDeleted]).toEqual([200, c.body.id, true]);
    const got = await p.get(`/customers/${c.body.id}`);
    expect([got.status, got.body.isDeleted]).toEqual([200, true]);
    const again = await p.delete(`/customers/${c.body.id}`);
    expect([again.status, again.body.code]).toEqual([410, "CUSTOMER_DELETED"]);
    expect((await p.get("/customers")).body.data).toEqual([]);
    expect((await p.get("/customers?isIncludingDeleted=true")).body.data.map((x: any) => x.id)).toEqual([c.body.id]);
    const other = await p.patch(`/customers/${c.body.id}`, { customerType: "INDIVIDUAL", fullName: "X Y" });
    expect([other.status, other.body.code]).toEqual([404, "CUSTOMER_NOT_FOUND"]);
    expect((await p.delete("/customers/Customer:00000000-0000-4000-8000-000000000000")).body.code).toBe("CUSTOMER_NOT_FOUND");
  });

  test("region is kept as sent at creation (a PATCH leaves it); list filters region and updatedAfter / updatedBefore", async () => {
    const p = await env.platform();
    const us = await p.post("/customers", { ...individual(), region: "US" });
    expect([us.status, us.body.region]).toEqual([201, "US"]);
    const mx = await p.post("/customers", { ...individual("Ana Ruiz"), region: "MX" });
    expect((await p.patch(`/customers/${us.body.id}`, { customerType: "INDIVIDUAL", region: "MX" })).body.region).toBe("US");
    expect((await p.get("/customers?region=MX")).body.data.map((x: any) => x.id)).toEqual([mx.body.id]);
    const t = await p.now();
    await p.advanceClock(5);
    await p.patch(`/customers/${mx.body.id}`, { customerType: "INDIVIDUAL", fullName: "Ana Ruiz Diaz" });
    expect(
      (await p.get(`/customers?updatedAfter=${encodeURIComponent(new Date(Date.parse(t) + 1000).toISOString())}`)).body.data.map((x: any) => x.id),
    ).toEqual([mx.body.id]);
    expect(
      (await p.get(`/customers?updatedBefore=${encodeURIComponent(new Date(Date.parse(t) + 1000).toISOString())}`)).body.data.map((x: any) => x.id),
    ).toEqual([us.body.id]);
  });
});

describe("list", () => {
  test("newest first, filters, cursor paging", async () => {
    const p = await env.platform({ regulated: true });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await p.post("/customers", individual(i % 2 ? "Jane Doe002" : "Jane Doe", { platformCustomerId: `u${i}` }))).body.id);
    const biz = (await p.post("/customers", business())).body.id;
    const all = await p.get("/customers");
    expect(all.status).toBe(200);
    expect(all.body.data.map((c: any) => c.id)).toEqual([...ids, biz].reverse());
    expect(all.body.data[0].id).toBe(biz);
    expect(all.body.hasMore).toBe(false);

    const page1 = await p.get("/customers?limit=2");
    expect(page1.body.data).toHaveLength(2);
    expect(page1.body.hasMore).toBe(true);
    const page2 = await p.get(`/customers?limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body.data.map((c: any) => c.id)).toEqual([ids[3], ids[2]]);

    expect((await p.get("/customers?platformCustomerId=u3")).body.data.map((c: any) => c.id)).toEqual([ids[3]]);
    expect((await p.get("/customers?customerType=BUSINESS")).body.data.map((c: any) => c.id)).toEqual([biz]);
    expect((await p.get("/customers?kycStatus=REJECTED")).body.data.map((c: any) => c.id)).toEqual([ids[3], ids[1]]);
    expect((await p.get("/customers?kybStatus=UNVERIFIED")).body.data.map((c: any) => c.id)).toEqual([biz]);
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await p.get(`/customers?createdAfter=${future}`)).body.data).toEqual([]);
    expect((await p.get(`/customers?createdBefore=${future}`)).body.data).toHaveLength(6);
  });

  test("invalid filter value -> 400 INVALID_INPUT", async () => {
    const p = await env.platform();
    const r = await p.get("/customers?customerType=ROBOT");
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("INVALID_INPUT");
  });
});

describe("end-user terms", () => {
  test("current version, a given version, unknown version -> 400 END_USER_TERMS_VERSION_NOT_FOUND", async () => {
    const p = await env.platform();
    const cur = await p.get("/customers/end-user-terms");
    expect(cur.status).toBe(200);
    expect(cur.body).toEqual({ version: expect.any(String), url: expect.stringMatching(/^https?:\/\//) });
    expect((await p.get(`/customers/end-user-terms?version=${cur.body.version}`)).body).toEqual(cur.body);
    const bad = await p.get("/customers/end-user-terms?version=1999-01-01");
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("END_USER_TERMS_VERSION_NOT_FOUND");
  });

  const consent = (termsVersion: string, acceptanceMethod = "CHECKBOX") => ({
    acceptedAt: "2025-10-13T12:00:00Z",
    ipAddress: "198.51.100.24",
    termsVersion,
    acceptanceMethod,
  });

  test("endUserTermsConsent: a supported version is recorded and shown; an unsupported one -> 400, nothing created or changed", async () => {
    const p = await env.platform();
    const cur = (await p.get("/customers/end-user-terms")).body;
    const refused = await p.post("/customers", { customerType: "INDIVIDUAL", platformCustomerId: "terms-1", endUserTermsConsent: consent("1999-01-01") });
    expect([refused.status, refused.body.code]).toEqual([400, "END_USER_TERMS_VERSION_NOT_FOUND"]);
    expect((await p.get("/customers?platformCustomerId=terms-1")).body.data).toEqual([]);
    const c = await p.post("/customers", { customerType: "INDIVIDUAL", platformCustomerId: "terms-1", endUserTermsConsent: consent(cur.version) });
    expect(c.status).toBe(201);
    expect(c.body.endUserTermsConsent).toEqual(consent(cur.version));
    expect((await p.get(`/customers/${c.body.id}`)).body.endUserTermsConsent).toEqual(consent(cur.version));
    const bad = await p.patch(`/customers/${c.body.id}`, { customerType: "INDIVIDUAL", endUserTermsConsent: consent("V0") });
    expect([bad.status, bad.body.code]).toEqual([400, "END_USER_TERMS_VERSION_NOT_FOUND"]);
    expect((await p.get(`/customers/${c.body.id}`)).body.endUserTermsConsent).toEqual(consent(cur.version));
    const older = (await p.get("/customers/end-user-terms?version=2025-01-15")).body.version;
    const again = await p.patch(`/customers/${c.body.id}`, { customerType: "INDIVIDUAL", endUserTermsConsent: consent(older, "CLICK_TO_ACCEPT") });
    expect(again.status).toBe(200);
    expect(again.body.endUserTermsConsent).toEqual(consent(older, "CLICK_TO_ACCEPT"));
  });

  test("a customer created without consent shows none; a consent missing a field is refused (400 INVALID_INPUT)", async () => {
    const p = await env.platform();
    const c = await p.post("/customers", { customerType: "INDIVIDUAL" });
    expect(c.status).toBe(201);
    expect(c.body).not.toHaveProperty("endUserTermsConsent");
    const { ipAddress: _ip, ...partial } = consent("2025-10-01");
    const r = await p.post("/customers", { customerType: "INDIVIDUAL", endUserTermsConsent: partial });
    expect([r.status, r.body.code]).toEqual([400, "INVALID_INPUT"]);
  });
});

describe("providerRequiredCustomerFields (fields required of customers created or updated to use a currency)", () => {
  const ADDR = { line1: "1 Main St", city: "Austin", postalCode: "73301", country: "US" };

  test("a regulated platform creates an APPROVED individual that lacks the provider's fields", async () => {
    const p = await env.platform({ regulated: true });
    const r = await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Jane Doe" });
    expect(r.status).toBe(201);
    expect(r.body.kycStatus).toBe("APPROVED");
    expect(r.body.birthDate).toBeUndefined();
  });

  test("created or updated to use a currency (`currencies`): its missing fields -> 400 MISSING_MANDATORY_USER_INFO", async () => {
    const p = await env.platform({ regulated: true });
    const r = await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Jane Doe", currencies: ["MXN"] });
    expect([r.status, r.body.code]).toEqual([400, "MISSING_MANDATORY_USER_INFO"]);
    expect(r.body.details.errors.map((e: any) => e.field).sort()).toEqual(["address", "birthDate", "nationality"]);
    expect(r.body.reason).toMatch(/MXN/);
    const ok = await p.post("/customers", {
      customerType: "INDIVIDUAL",
      fullName: "Jane Doe",
      currencies: ["MXN"],
      birthDate: "1990-02-28",
      nationality: "MX",
      address: ADDR,
    });
    expect(ok.status).toBe(201);
    const plain = await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Jim Doe" });
    const upd = await p.patch(`/customers/${plain.body.id}`, { customerType: "INDIVIDUAL", currencies: ["INR"] });
    expect([upd.status, upd.body.code]).toEqual([400, "MISSING_MANDATORY_USER_INFO"]);
    expect(upd.body.details.errors.map((e: any) => e.field).sort()).toEqual(["birthDate", "nationality"]);
  });

  test("the requirement bites where the currency is used: a quote from the customer's USD account", async () => {
    const p = await env.platform({ regulated: true });
    const c = (await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Jane Doe" })).body;
    const other = (await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Max Roe", birthDate: "1980-01-01", nationality: "US", address: ADDR }))
      .body;
    const acct = async (id: string) => (await p.get(`/customers/internal-accounts?customerId=${encodeURIComponent(id)}&currency=USD`)).body.data[0];
    const [src, dst] = [await acct(c.id), await acct(other.id)];
    expect((await p.post(`/sandbox/internal-accounts/${src.id}/fund`, { amount: 10_000 })).status).toBe(200);
    const body = {
      source: { sourceType: "ACCOUNT", accountId: src.id },
      destination: { destinationType: "ACCOUNT", accountId: dst.id },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 1_000,
    };
    const refused = await p.post("/quotes", body);
    expect([refused.status, refused.body.code]).toEqual([400, "MISSING_MANDATORY_USER_INFO"]);
    expect(refused.body.details.errors.map((e: any) => e.field).sort()).toEqual(["address", "birthDate"]);
    // Paying into the incomplete customer's account uses the currency too.
    const fundOther = await acct(other.id);
    await p.post(`/sandbox/internal-accounts/${fundOther.id}/fund`, { amount: 10_000 });
    const into = await p.post("/quotes", {
      ...body,
      source: { sourceType: "ACCOUNT", accountId: fundOther.id },
      destination: { destinationType: "ACCOUNT", accountId: src.id },
    });
    expect([into.status, into.body.code]).toEqual([400, "MISSING_MANDATORY_USER_INFO"]);
    expect((await p.patch(`/customers/${c.id}`, { customerType: "INDIVIDUAL", birthDate: "1990-02-28", address: ADDR })).status).toBe(200);
    expect((await p.post("/quotes", body)).status).toBe(201);
  });

  test("customers not yet APPROVED may be created with customerType alone", async () => {
    const p = await env.platform({ regulated: true });
    // Regulated: the name suffix 001 resolves at creation to PENDING; businesses are created UNVERIFIED.
    const pending = await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Jane Doe001" });
    expect([pending.status, pending.body.kycStatus]).toEqual([201, "PENDING"]);
    const business = await p.post("/customers", { customerType: "BUSINESS" });
    expect([business.status, business.body.customerType, business.body.kybStatus ?? business.body.kycStatus]).toEqual([201, "BUSINESS", "UNVERIFIED"]);
    const u = await env.platform();
    const bare = await u.post("/customers", { customerType: "INDIVIDUAL" });
    expect([bare.status, bare.body.kycStatus]).toEqual([201, "UNVERIFIED"]);
  });
});
