import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestPlatform } from "../support/simulator.js";
import { bundledSpec } from "../../contract/spec.js";
import { ACCOUNT_TYPE_CURRENCIES } from "../../simulator/areas/external-accounts/domain/account.js";
import { scaRules } from "../../contract/rules/sca.js";
import { BIZ, IND, settle, startEnv, validBody, waitEvents, type Env } from "./helpers.js";

let env: Env;
let p: TestPlatform;
let customerId: string;

beforeAll(async () => {
  env = await startEnv();
  p = await env.platform({ scaRequired: true });
  customerId = await env.customer(p);
});
afterAll(() => env.close());

async function create(accountType: string, patch: (b: any) => void = () => {}, cid: string | undefined = customerId) {
  const b = validBody(accountType, cid);
  patch(b);
  const r = await p.post("/customers/external-accounts", b);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

describe("list and get", () => {
  it("filters by customerId, currency, status; pages newest first with limit and cursor", async () => {
    const c = await env.customer(p, { customerType: "INDIVIDUAL", fullName: "List Person" });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await create("KES_ACCOUNT", (b) => (b.accountInfo.phoneNumber = `+25471000000${i}`), c)).id);
    const mxn = await create("MXN_ACCOUNT", (b) => (b.accountInfo.clabeNumber = "002010077777777104"), c); // 104: PENDING
    const page1 = await p.get(`/customers/external-accounts?customerId=${c}&currency=KES&limit=2`);
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((a: any) => a.id)).toEqual([ids[4], ids[3]]);
    expect(page1.body.hasMore).toBe(true);
    const page2 = await p.get(`/customers/external-accounts?customerId=${c}&currency=KES&limit=2&cursor=${page1.body.nextCursor}`);
    const page3 = await p.get(`/customers/external-accounts?customerId=${c}&currency=KES&limit=2&cursor=${page2.body.nextCursor}`);
    expect([...page2.body.data, ...page3.body.data].map((a: any) => a.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(page3.body.hasMore).toBe(false);
    const pending = await p.get(`/customers/external-accounts?customerId=${c}&status=PENDING`);
    expect(pending.body.data.map((a: any) => a.id)).toEqual([mxn.id]);
    expect(mxn).toMatchObject({ status: "PENDING", beneficiaryVerificationStatus: "PENDING" });
    const all = await p.get(`/customers/external-accounts?customerId=${c}`);
    expect(all.body.data).toHaveLength(6);
    expect(all.body.totalCount).toBe(6);
    for (const a of all.body.data) expect(a._internal).toBeUndefined();
    // a well-formed unknown customer gives an empty page; malformed filters 400
    expect((await p.get("/customers/external-accounts?customerId=Customer:00000000-0000-4000-8000-000000000000")).body).toMatchObject({
      data: [],
      hasMore: false,
    });
    const bad = await p.get("/customers/external-accounts?status=NOPE");
    expect(bad.status).toBe(400);
    expect(bad.body.details.errors[0].field).toBe("status");
    const invalid = await p.get("/customers/external-accounts?cursor=zzz");
    expect([invalid.status, invalid.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(invalid.body.details.errors).toContainEqual(expect.objectContaining({ field: "cursor" }));
  });

  it("platform list shows only platform accounts; customer list without customerId shows both", async () => {
    const q = await env.platform();
    const c = await env.customer(q);
    const mine = await q.post("/customers/external-accounts", validBody("MXN_ACCOUNT", c));
    const plat = await q.post("/platform/external-accounts", {
      currency: "USD",
      platformAccountId: "treasury",
      accountInfo: { accountType: "USD_ACCOUNT", accountNumber: "99887766", routingNumber: "021000021", bankAccountType: "CHECKING", beneficiary: BIZ() },
    });
    expect(plat.status, JSON.stringify(plat.body)).toBe(201);
    expect(plat.body).toMatchObject({ platformAccountId: "treasury", status: "ACTIVE" });
    expect(plat.body.customerId).toBeUndefined();
    expect((await q.get("/platform/external-accounts")).body.data.map((a: any) => a.id)).toEqual([plat.body.id]);
    expect((await q.get("/platform/external-accounts?currency=MXN")).body.data).toEqual([]);
    expect((await q.get("/customers/external-accounts")).body.data.map((a: any) => a.id)).toEqual([plat.body.id, mine.body.id]);
    expect((await q.get(`/platform/external-accounts/${plat.body.id}`)).body).toEqual(plat.body);
    const cross = await q.get(`/platform/external-accounts/${mine.body.id}`);
    expect(cross.status).toBe(404);
    expect(cross.body.code).toBe("ACCOUNT_NOT_FOUND");
    // another platform's account is unknown here
    const notFound = await p.get(`/customers/external-accounts/${mine.body.id}`);
    expect([notFound.status, notFound.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
  });

  it("unknown or malformed id: 404 ACCOUNT_NOT_FOUND", async () => {
    for (const id of ["ExternalAccount:00000000-0000-4000-8000-000000000000", "nope"]) {
      const r = await p.get(`/customers/external-accounts/${id}`);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe("ACCOUNT_NOT_FOUND");
    }
  });
});

describe("PATCH (re-review)", () => {
  it("changes platformAccountId and moves the UMA default", async () => {
    const c = await env.customer(p, { customerType: "INDIVIDUAL", fullName: "Patch Person" });
    const a = await create("MXN_ACCOUNT", (b) => (b.defaultUmaDepositAccount = true), c);
    const b = await create("KES_ACCOUNT", () => {}, c);
    const r = await p.patch(`/customers/external-accounts/${b.id}`, { platformAccountId: "ref-2", defaultUmaDepositAccount: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ platformAccountId: "ref-2", defaultUmaDepositAccount: true, status: "ACTIVE" });
    expect(Date.parse(r.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(b.updatedAt));
    expect((await p.get(`/customers/external-accounts/${a.id}`)).body.defaultUmaDepositAccount).toBe(false);
  });

  it("a new accountInfo re-runs the checks and name verification; status change sends the event", async () => {
    const a = await create("USD_ACCOUNT", (b) => (b.accountInfo.accountNumber = "70000001"));
    const bad = await p.patch(`/customers/external-accounts/${a.id}`, {
      accountInfo: {
        ...validBody("USD_ACCOUNT").accountInfo,
        accountNumber: "70000002",
        beneficiary: { ...IND("Half Address"), address: { line1: "1 Main St" } },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.errors.map((e: any) => e.field)).toContain("accountInfo.beneficiary.address.city");
    const wrongCur = await p.patch(`/customers/external-accounts/${a.id}`, { accountInfo: validBody("MXN_ACCOUNT").accountInfo });
    expect(wrongCur.status).toBe(400);
    expect(wrongCur.body.details.errors[0].field).toBe("accountInfo.accountType");
    const pending = await p.patch(`/customers/external-accounts/${a.id}`, {
      accountInfo: { ...validBody("USD_ACCOUNT").accountInfo, accountNumber: "70000104" },
    });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({
      status: "PENDING",
      beneficiaryVerificationStatus: "PENDING",
      accountInfo: { accountNumber: "70000104", paymentRails: ["ACH", "WIRE", "RTP", "FEDNOW"] },
    });
    expect(pending.body.beneficiaryVerifiedData).toBeUndefined();
    expect((await waitEvents(env, a.id, 1))[0].data).toEqual(pending.body);
    const ach = await p.patch(`/customers/external-accounts/${a.id}`, { accountInfo: { ...validBody("USD_ACCOUNT").accountInfo, accountNumber: "70000201" } });
    expect(ach.status).toBe(409);
    expect(ach.body.code).toBe("BANK_ACCOUNT_VALIDATION_PENDING");
    const inv = await p.patch(`/customers/external-accounts/${a.id}`, { accountInfo: { ...validBody("USD_ACCOUNT").accountInfo, accountNumber: "70000105" } });
    expect(inv.status).toBe(400);
    expect(inv.body.code).toBe("INVALID_BANK_ACCOUNT");
    expect((await p.get(`/customers/external-accounts/${a.id}`)).body.accountInfo.accountNumber).toBe("70000104");
    const other = await create("USD_ACCOUNT", (b) => (b.accountInfo.accountNumber = "70000003"));
    const dup = await p.patch(`/customers/external-accounts/${other.id}`, {
      accountInfo: { ...validBody("USD_ACCOUNT").accountInfo, accountNumber: "70000104" },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe("DUPLICATE_EXTERNAL_ACCOUNT");
    const paymentRails = await p.patch(`/customers/external-accounts/${a.id}`, {
      accountInfo: { ...validBody("USD_ACCOUNT").accountInfo, paymentRails: ["ACH"] },
    });
    expect([paymentRails.status, paymentRails.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(paymentRails.body.details.errors).toContainEqual(expect.objectContaining({ field: "accountInfo.paymentRails" }));
  });

  it("a platform account cannot be a UMA default; unknown id 404; empty body 400", async () => {
    const plat = (await p.post("/platform/external-accounts", validBody("LIGHTNING"))).body;
    const r = await p.patch(`/customers/external-accounts/${plat.id}`, { defaultUmaDepositAccount: true });
    expect([r.status, r.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(r.body.details.errors).toContainEqual(expect.objectContaining({ field: "defaultUmaDepositAccount" }));
    expect((await p.patch("/customers/external-accounts/ExternalAccount:00000000-0000-4000-8000-000000000000", { platformAccountId: "x" })).body.code).toBe(
      "ACCOUNT_NOT_FOUND",
    );
    const invalid2 = await p.patch(`/customers/external-accounts/${plat.id}`, {});
    expect([invalid2.status, invalid2.body.code]).toEqual([400, "INVALID_INPUT"]);
  });
});

/** Put an AUTHENTICATED SCA login session for the customer (the SCA area's store). */
function scaSession(platform: TestPlatform, cid: string, minutes = 15) {
  const rt = env.s.sim.platforms.byClientId(platform.clientId)!;
  const now = rt.clock.now().getTime();
  rt.store.collection<{ id: string; [k: string]: unknown }>("scaSessions", ["customerId"]).put({
    id: `ScaSession:${cid.slice(9)}`,
    customerId: cid,
    factor: "SMS_OTP",
    credentialId: "ScaFactor:x",
    status: "AUTHENTICATED",
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + minutes * 60_000).toISOString(),
  });
}

describe("trusted beneficiaries and delete", () => {
  it("trust -> confirm -> delete refused (409 BENEFICIARY_TRUSTED) -> untrust -> confirm -> delete 204", async () => {
    const c = await env.customer(p, { customerType: "INDIVIDUAL", fullName: "Trust Person" });
    const a = await create("EUR_ACCOUNT", (b) => (b.accountInfo.iban = "FR1420041010050500013M02606"), c);
    const url = `/customers/external-accounts/${a.id}`;
    const noSession = await p.post(`${url}/trust`);
    expect(noSession.status).toBe(409);
    expect(noSession.body.code).toBe("SCA_SESSION_REQUIRED");
    scaSession(p, c);
    const t = await p.post(`${url}/trust`);
    expect(t.status, JSON.stringify(t.body)).toBe(200);
    expect(t.body).toMatchObject({ externalAccountId: a.id, action: "TRUST", trustStatus: "PENDING_TRUST", factor: "SMS_OTP" });
    expect((await p.get(url)).body).toMatchObject({ trusted: false, trustStatus: "PENDING_TRUST" });
    // The sandbox SCA code is the live sandbox's (spec/rules/sca.yaml `sandboxSmsCode`); 000000, the wallet OTP, is a wrong one.
    const CODE = scaRules().sandboxSmsCode;
    const wrong = await p.post(`${url}/trust/confirm`, { code: "000000" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("UNAUTHORIZED");
    // Any string is a code (as on the live service): a malformed one is a wrong one.
    const unauthorized = await p.post(`${url}/trust/confirm`, { code: "12" });
    expect([unauthorized.status, unauthorized.body.code]).toEqual([401, "UNAUTHORIZED"]);
    const ok = await p.post(`${url}/trust/confirm`, { code: CODE });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: a.id, trusted: true, trustStatus: "TRUSTED" });
    expect((await p.post(`${url}/trust/confirm`, { code: CODE })).body.code).toBe("CONFLICT");
    expect((await p.post(`${url}/trust`)).body.code).toBe("CONFLICT"); // already trusted
    const del = await p.delete(url);
    expect(del.status).toBe(409);
    expect(del.body.code).toBe("BENEFICIARY_TRUSTED");
    const patch = await p.patch(url, { accountInfo: validBody("EUR_ACCOUNT").accountInfo });
    expect(patch.body.code).toBe("BENEFICIARY_TRUSTED");
    expect((await p.patch(url, { platformAccountId: "still-ok" })).status).toBe(200);
    const u = await p.post(`${url}/untrust`);
    expect(u.body).toMatchObject({ action: "UNTRUST", trustStatus: "PENDING_UNTRUST" });
    expect((await p.get(url)).body).toMatchObject({ trusted: true, trustStatus: "PENDING_UNTRUST" });
    expect((await p.delete(url)).body.code).toBe("BENEFICIARY_TRUSTED");
    expect((await p.post(`${url}/trust/confirm`, { code: CODE })).body.code).toBe("CONFLICT"); // no pending trust
    const uc = await p.post(`${url}/untrust/confirm`, { code: CODE });
    expect(uc.body).toMatchObject({ trusted: false, trustStatus: "UNTRUSTED" });
    expect((await p.delete(url)).status).toBe(204);
    const notFound2 = await p.get(url);
    expect([notFound2.status, notFound2.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
    const notFound3 = await p.delete(url);
    expect([notFound3.status, notFound3.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
    await settle(30);
    expect(env.events(a.id)).toEqual([]); // trust changes are not status changes
  });

  it("a pending trust request expires after 10 minutes (platform clock)", async () => {
    const c = await env.customer(p, { customerType: "INDIVIDUAL", fullName: "Expiring Trust" });
    const a = await create("GBP_ACCOUNT", (b) => (b.accountInfo.accountNumber = "87654321"), c);
    scaSession(p, c, 60);
    await p.post(`/customers/external-accounts/${a.id}/trust`);
    await p.advanceClock(10 * 60 + 1);
    expect((await p.get(`/customers/external-accounts/${a.id}`)).body.trustStatus).toBe("UNTRUSTED");
    expect((await p.post(`/customers/external-accounts/${a.id}/trust/confirm`, { code: scaRules().sandboxSmsCode })).body.code).toBe("CONFLICT");
  });

  it("409 CONFLICT: not ACTIVE, platform account, customer outside SCA regions; untrust of an untrusted account", async () => {
    const c = await env.customer(p, { customerType: "INDIVIDUAL", fullName: "Conflict Person" });
    scaSession(p, c, 60);
    const pending = await create("MXN_ACCOUNT", (b) => (b.accountInfo.clabeNumber = "002010077777777104"), c);
    expect((await p.post(`/customers/external-accounts/${pending.id}/trust`)).body.code).toBe("CONFLICT");
    const plat = (
      await p.post("/platform/external-accounts", {
        ...validBody("LIGHTNING"),
        accountInfo: { accountType: "LIGHTNING", lightningAddress: "treasury@example.com" },
      })
    ).body;
    expect((await p.post(`/customers/external-accounts/${plat.id}/trust`)).body.code).toBe("CONFLICT");
    const active = await create("KES_ACCOUNT", (b) => (b.accountInfo.phoneNumber = "+254799999999"), c);
    expect((await p.post(`/customers/external-accounts/${active.id}/untrust`)).body.code).toBe("CONFLICT");
    const q = await env.platform(); // scaRequired false
    const qc = await env.customer(q);
    const qa = (await q.post("/customers/external-accounts", validBody("MXN_ACCOUNT", qc))).body;
    const r = await q.post(`/customers/external-accounts/${qa.id}/trust`);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe("CONFLICT");
    expect((await q.delete(`/customers/external-accounts/${qa.id}`)).status).toBe(204);
  });

  it("platform delete: 204, then 404; a customer's account is 404 there", async () => {
    const plat = (await p.post("/platform/external-accounts", { currency: "BTC", accountInfo: { accountType: "LIGHTNING", invoice: "lnbc1500n1pexample" } }))
      .body;
    const cust = await create("ZMW_ACCOUNT");
    const foreign = await p.delete(`/platform/external-accounts/${cust.id}`);
    expect([foreign.status, foreign.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
    expect((await p.delete(`/platform/external-accounts/${plat.id}`)).status).toBe(204);
    const gone = await p.get(`/platform/external-accounts/${plat.id}`);
    expect([gone.status, gone.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
  });
});

describe("discoveries, UMA providers, VASPs", () => {
  it("GET /discoveries filters by country and currency; every required corridor has entries", async () => {
    const all = await p.get("/discoveries");
    expect(all.status).toBe(200);
    expect(Object.keys(all.body)).toEqual(["data"]);
    expect(all.body.data.length).toBeGreaterThan(20);
    const ph = await p.get("/discoveries?country=PH");
    expect(ph.body.data.length).toBeGreaterThan(0);
    expect(ph.body.data.every((d: any) => d.country === "PH" && d.currency === "PHP")).toBe(true);
    expect(ph.body.data[0]).toEqual({ bankName: expect.any(String), displayName: expect.any(String), country: "PH", currency: "PHP" });
    for (const cur of ["PHP", "NGN", "ZAR", "COP", "GHS", "BDT", "EGP", "GTQ"])
      expect((await p.get(`/discoveries?currency=${cur}`)).body.data.length).toBeGreaterThan(0);
    expect((await p.get("/discoveries?country=PH&currency=NGN")).body.data).toEqual([]);
    // The live service declares the filters as plain strings: a value that names no country finds nothing.
    const unknown = await p.get("/discoveries?country=phl");
    expect([unknown.status, unknown.body.data]).toEqual([200, []]);
    // a listed bankName is accepted as is
    const bank = (await p.get("/discoveries?currency=NGN")).body.data[1].bankName;
    await create("NGN_ACCOUNT", (b) => ((b.accountInfo.bankName = bank), (b.accountInfo.accountNumber = "1111111111")));
  });

  it("GET /uma-providers and /vasps: filters and paging", async () => {
    const u = await p.get("/uma-providers?limit=3");
    expect(u.status).toBe(200);
    expect(u.body.data).toHaveLength(3);
    expect(u.body.hasMore).toBe(true);
    const u2 = await p.get(`/uma-providers?limit=3&cursor=${u.body.nextCursor}`);
    expect(u2.body.data[0].domain).not.toBe(u.body.data[0].domain);
    const mx = await p.get("/uma-providers?country=MX&currency=MXN");
    expect(mx.body.data.length).toBeGreaterThan(0);
    expect(mx.body.data.every((x: any) => x.countries.includes("MX") && x.supportedCurrencies.some((c: any) => c.code === "MXN"))).toBe(true);
    const v = await p.get("/vasps?country=US");
    expect(v.body.data.length).toBeGreaterThan(0);
    expect(v.body.data.every((x: any) => x.country === "US")).toBe(true);
    const invalid4 = await p.get("/vasps?cursor=bad");
    expect([invalid4.status, invalid4.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(invalid4.body.details.errors).toContainEqual(expect.objectContaining({ field: "cursor" }));
  });
});

describe("contract consistency", () => {
  it("ACCOUNT_TYPE_CURRENCIES equals the spec's ExternalAccountCurrencyRules", () => {
    const doc = bundledSpec();
    const rules = doc.components.schemas.ExternalAccountCurrencyRules.allOf as any[];
    const fromSpec = Object.fromEntries(rules.map((r) => [r.if.properties.accountInfo.properties.accountType.const, r.then.properties.currency.enum]));
    expect(fromSpec).toEqual(ACCOUNT_TYPE_CURRENCIES);
  });
});
