/** HTTP: contact verification, kyc-link, and the hosted KYC page (called in-process). */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { individual, settledTypes, startEnv, waitEvents, type Env } from "./helpers.js";
import { hostedKycPage } from "../../simulator/areas/customers/hosted/kyc-page.js";
import type { TestPlatform } from "../support/simulator.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

const both = { contactVerification: { email: true, phone: true } };

async function verifyAll(p: TestPlatform, id: string) {
  for (const ch of ["email", "phone"]) {
    expect((await p.post(`/customers/${id}/verify-${ch}`)).status).toBe(204);
    expect((await p.post(`/customers/${id}/verify-${ch}/confirm`, { code: "123456" })).status).toBe(200);
  }
}

describe("contact verification", () => {
  test("required channels appear PENDING on the customer; absent when the platform requires none", async () => {
    const p = await env.platform(both);
    expect((await p.post("/customers", { customerType: "INDIVIDUAL" })).body.contactVerification).toEqual({ email: "PENDING", phone: "PENDING" });
    const e = await env.platform({ contactVerification: { email: true, phone: false } });
    expect((await e.post("/customers", { customerType: "INDIVIDUAL" })).body.contactVerification).toEqual({ email: "PENDING" });
    const none = await env.platform();
    expect((await none.post("/customers", { customerType: "INDIVIDUAL" })).body.contactVerification).toBeUndefined();
  });

  test("send then confirm with the live sandbox code 123456 -> VERIFIED; other codes -> 400; confirm before send / after verified -> 409", async () => {
    const p = await env.platform(both);
    const c = (await p.post("/customers", individual("Jane Doe", { email: "jane@example.com", phoneNumber: "+14155550123" }))).body;
    const early = await p.post(`/customers/${c.id}/verify-email/confirm`, { code: "123456" });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("CONFLICT");
    const sent = await p.post(`/customers/${c.id}/verify-email`);
    expect([sent.status, sent.body]).toEqual([204, undefined]);
    // The description's 000000 is the embedded-wallet OTP, not this flow's code: refused.
    const wrong = await p.post(`/customers/${c.id}/verify-email/confirm`, { code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_INPUT");
    const ok = await p.post(`/customers/${c.id}/verify-email/confirm`, { code: "123456" });
    expect(ok.status).toBe(200);
    expect(ok.body.contactVerification).toEqual({ email: "VERIFIED", phone: "PENDING" });
    expect((await p.get(`/customers/${c.id}`)).body.contactVerification.email).toBe("VERIFIED");
    const conflict = await p.post(`/customers/${c.id}/verify-email`);
    expect([conflict.status, conflict.body.code]).toEqual([409, "CONFLICT"]);
    const conflict2 = await p.post(`/customers/${c.id}/verify-email/confirm`, { code: "123456" });
    expect([conflict2.status, conflict2.body.code]).toEqual([409, "CONFLICT"]);
    expect((await p.post(`/customers/${c.id}/verify-phone`)).status).toBe(204);
    expect((await p.post(`/customers/${c.id}/verify-phone/confirm`, { code: "123456" })).body.contactVerification).toEqual({
      email: "VERIFIED",
      phone: "VERIFIED",
    });
    const changed = await p.patch(`/customers/${c.id}`, { customerType: "INDIVIDUAL", email: "new@example.com" });
    expect(changed.body.contactVerification).toEqual({ email: "PENDING", phone: "VERIFIED" });
  });

  test("an expired code -> 400; a channel not required -> 409 CONFLICT; no email on file -> 400; unknown customer -> 404", async () => {
    const p = await env.platform({ contactVerification: { email: true, phone: false } });
    const c = (await p.post("/customers", { customerType: "INDIVIDUAL", email: "a@example.com" })).body;
    await p.post(`/customers/${c.id}/verify-email`);
    await p.advanceClock(11 * 60);
    const invalid = await p.post(`/customers/${c.id}/verify-email/confirm`, { code: "123456" });
    expect([invalid.status, invalid.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(invalid.body.details.errors).toContainEqual(expect.objectContaining({ field: "code" }));
    const notRequired = await p.post(`/customers/${c.id}/verify-phone`);
    expect(notRequired.status).toBe(409);
    expect(notRequired.body.code).toBe("CONFLICT");
    const conflict3 = await p.post(`/customers/${c.id}/verify-phone/confirm`, { code: "123456" });
    expect([conflict3.status, conflict3.body.code]).toEqual([409, "CONFLICT"]);
    const noEmail = (await p.post("/customers", { customerType: "INDIVIDUAL" })).body;
    const invalid2 = await p.post(`/customers/${noEmail.id}/verify-email`);
    expect([invalid2.status, invalid2.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(invalid2.body.details.errors).toContainEqual(expect.objectContaining({ field: "email" }));
    expect((await p.post("/customers/Customer:00000000-0000-4000-8000-000000000000/verify-email")).body.code).toBe("CUSTOMER_NOT_FOUND");
    const bad = await p.post(`/customers/${c.id}/verify-email/confirm`, { code: "12" });
    expect([bad.status, bad.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(bad.body.details.errors).toContainEqual(expect.objectContaining({ field: "code" }));
  });
});

describe("kyc-link", () => {
  test("409 CONFLICT until every present channel is VERIFIED; then fresh single-use links embedding redirectUri", async () => {
    const p = await env.platform(both);
    const c = (await p.post("/customers", individual("Jane Doe", { email: "jane@example.com", phoneNumber: "+14155550123" }))).body;
    const blocked = await p.post(`/customers/${c.id}/kyc-link`, { redirectUri: "https://platform.example.com/done" });
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe("CONFLICT");
    await verifyAll(p, c.id);
    const a = await p.post(`/customers/${c.id}/kyc-link`, { redirectUri: "https://platform.example.com/done?x=1" });
    expect(a.status).toBe(201);
    expect(a.body.kycUrl).toContain(`${env.s.rootUrl}/_sim/hosted/kyc/`);
    expect(a.body.kycUrl).toContain(`redirect_uri=${encodeURIComponent("https://platform.example.com/done?x=1")}`);
    expect(a.body.kycUrl).toContain(a.body.token);
    expect(Date.parse(a.body.expiresAt)).toBeGreaterThan(Date.now());
    const b = await p.post(`/customers/${c.id}/kyc-link`, { redirectUri: "https://platform.example.com/done" });
    expect(b.body.token).not.toBe(a.body.token);
    expect(hostedKycPage(env.s.sim.platforms, { token: a.body.token, method: "GET" }).status).toBe(200);
    expect(hostedKycPage(env.s.sim.platforms, { token: b.body.token, method: "GET" }).status).toBe(200);
  });

  test("without required channels a link is generated at once; bad redirectUri -> 400; unknown customer -> 404", async () => {
    const p = await env.platform();
    const c = (await p.post("/customers", individual())).body;
    expect((await p.post(`/customers/${c.id}/kyc-link`, { redirectUri: "https://x.example/done" })).status).toBe(201);
    const bodiless = await p.post(`/customers/${c.id}/kyc-link`);
    expect(bodiless.status).toBe(201);
    expect(bodiless.body.kycUrl).not.toContain("redirect_uri");
    const invalid3 = await p.post(`/customers/${c.id}/kyc-link`, { redirectUri: "not a uri" });
    expect([invalid3.status, invalid3.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(invalid3.body.details.errors).toContainEqual(expect.objectContaining({ field: "redirectUri" }));
    expect((await p.post("/customers/Customer:00000000-0000-4000-8000-000000000000/kyc-link", { redirectUri: "https://x.example" })).body.code).toBe(
      "CUSTOMER_NOT_FOUND",
    );
  });
});

describe("hosted KYC page", () => {
  test("individual: GET shows the form; POST with the data and a sample document = same effect and events as POST /verifications; single use", async () => {
    const p = await env.platform();
    const c = (await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Jane" })).body;
    const link = (await p.post(`/customers/${c.id}/kyc-link`, { redirectUri: "https://platform.example.com/done" })).body;
    const platforms = env.s.sim.platforms;
    const form = hostedKycPage(platforms, { token: link.token, method: "GET" });
    expect(form).toMatchObject({ status: 200, contentType: expect.stringContaining("text/html") });
    expect(form.body).toContain('name="birthDate"');
    expect(form.body).toContain('value="Jane"');
    expect(form.body).toContain("useSampleDocument");

    const incomplete = hostedKycPage(platforms, { token: link.token, method: "POST", form: { fullName: "Jane" } });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toContain("customer.birthDate");
    expect(incomplete.body).toContain("fullName must contain a given and a family name");

    const badDate = hostedKycPage(platforms, { token: link.token, method: "POST", form: { birthDate: "1990-13-45" } });
    expect(badDate.status).toBe(400);

    const done = hostedKycPage(platforms, {
      token: link.token,
      method: "POST",
      form: {
        fullName: "Jane Doe",
        birthDate: "1990-02-28",
        nationality: "US",
        idType: "SSN",
        identifier: "123-45-6789",
        "address.line1": "1 Market St",
        "address.city": "San Francisco",
        "address.postalCode": "94105",
        "address.country": "US",
        documentType: "DRIVERS_LICENSE",
        documentNumber: "D123",
        useSampleDocument: "on",
      },
    });
    expect(done.status).toBe(200);
    expect(done.body).toContain('href="https://platform.example.com/done"');
    expect(done.body).toContain("APPROVED");
    const got = (await p.get(`/customers/${c.id}`)).body;
    expect(got).toMatchObject({ fullName: "Jane Doe", kycStatus: "APPROVED" });
    const docs = (await p.get(`/documents?documentHolder=${c.id}`)).body.data;
    expect(docs.map((d: any) => `${d.documentType}/${d.side}`)).toEqual(["DRIVERS_LICENSE/FRONT", "DRIVERS_LICENSE/BACK"]);
    expect((await p.get(`/verifications?customerId=${c.id}`)).body.data[0].verificationStatus).toBe("APPROVED");
    const events = await waitEvents(env, c.id, 3);
    expect(events.map((e) => e.type)).toEqual(["VERIFICATION.RESOLVE_ERRORS", "CUSTOMER.KYC_PENDING", "CUSTOMER.KYC_APPROVED"]);
    expect(events[events.length - 1].data).toEqual(got);

    const again = hostedKycPage(platforms, { token: link.token, method: "GET" });
    expect(again.status).toBe(410);
    expect(hostedKycPage(platforms, { token: link.token, method: "POST", form: {} }).status).toBe(410);
    expect(hostedKycPage(platforms, { token: "kyc_nope", method: "GET" }).status).toBe(404);
  });

  test("001 via the hosted page -> PENDING (review), link used; expired links -> 410", async () => {
    const p = await env.platform();
    const c = (await p.post("/customers", individual("Jane Doe001"))).body;
    const link = (await p.post(`/customers/${c.id}/kyc-link`, { redirectUri: "https://x.example/done" })).body;
    const old = (await p.post(`/customers/${c.id}/kyc-link`, { redirectUri: "https://x.example/done" })).body;
    const r = hostedKycPage(env.s.sim.platforms, { token: link.token, method: "POST", form: { useSampleDocument: "on", documentType: "PASSPORT" } });
    expect(r.status).toBe(200);
    expect(r.body).toContain("PENDING_MANUAL_REVIEW");
    expect((await p.get(`/customers/${c.id}`)).body.kycStatus).toBe("PENDING");
    expect(await settledTypes(env, c.id)).toEqual(["CUSTOMER.KYC_PENDING", "VERIFICATION.PENDING_MANUAL_REVIEW"]);
    await p.advanceClock(2 * 24 * 3600);
    expect(hostedKycPage(env.s.sim.platforms, { token: old.token, method: "GET" }).status).toBe(410);
  });

  test("business 003 via the hosted page: data, control person and sample documents -> PENDING review", async () => {
    const p = await env.platform();
    const c = (await p.post("/customers", { customerType: "BUSINESS" })).body;
    const link = (await p.post(`/customers/${c.id}/kyc-link`, { redirectUri: "https://x.example/done" })).body;
    const page = hostedKycPage(env.s.sim.platforms, { token: link.token, method: "GET" });
    expect(page.body).toContain('name="businessInfo.registrationNumber"');
    const r = hostedKycPage(env.s.sim.platforms, {
      token: link.token,
      method: "POST",
      form: {
        "businessInfo.legalName": "Acme Inc.",
        "businessInfo.registrationNumber": "R-77003",
        "businessInfo.countriesOfOperation": "us, mx",
        "address.line1": "500 Howard St",
        "address.city": "San Francisco",
        "address.postalCode": "94105",
        "address.country": "US",
        "owner.firstName": "Ana",
        "owner.lastName": "Lopez",
        "owner.birthDate": "1980-01-01",
        "owner.nationality": "MX",
        "owner.ownershipPercentage": "100",
        "owner.address.line1": "Av 1",
        "owner.address.city": "CDMX",
        "owner.address.postalCode": "01000",
        "owner.address.country": "MX",
        useSampleDocuments: "on",
      },
    });
    expect(r.status, r.body).toBe(200);
    const got = (await p.get(`/customers/${c.id}`)).body;
    expect(got).toMatchObject({ kybStatus: "PENDING", businessInfo: { countriesOfOperation: ["US", "MX"] } });
    const owners = (await p.get(`/beneficial-owners?customerId=${c.id}`)).body.data;
    expect(owners).toHaveLength(1);
    expect(owners[0].roles).toEqual(["CONTROL_PERSON", "OWNER"]);
    expect((await p.get(`/documents?documentHolder=${owners[0].id}`)).body.data.map((d: any) => d.documentType)).toEqual([
      "PASSPORT",
      "NATIONAL_ID",
      "NATIONAL_ID",
    ]);
  });

  test("a final customer: the page shows the 400 reason and the link stays usable", async () => {
    const p = await env.platform({ regulated: true });
    const c = (await p.post("/customers", individual("Jane Doe"))).body;
    const link = (await p.post(`/customers/${c.id}/kyc-link`, { redirectUri: "https://x.example/done" })).body;
    const r = hostedKycPage(env.s.sim.platforms, { token: link.token, method: "POST", form: {} });
    expect(r.status).toBe(400);
    expect(r.body).toContain("final");
  });
});
