/**
 * The kycUrl opens a real page served by the simulator: GET shows the form, a POSTed
 * form (as a browser sends it) completes the verification with the same effect as
 * POST /verifications, and the link is single use.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { startSimulator, type StartedSimulator } from "../support/simulator.js";

let s: StartedSimulator;
beforeAll(async () => {
  s = await startSimulator();
});
afterAll(async () => {
  await s?.close();
});

describe("hosted KYC page over HTTP", () => {
  it("serves the form at kycUrl, completes on a form POST, and refuses a second completion", async () => {
    const p = await s.createPlatform();
    const c = (await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Grace Hopper" })).body;
    const link = (await p.post(`/customers/${c.id}/kyc-link`, { redirectUri: "https://platform.example.com/done" })).body;
    const page = await fetch(link.kycUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("<form");
    expect(html).toContain('name="birthDate"');

    const form = new URLSearchParams({
      fullName: "Grace Hopper",
      birthDate: "1906-12-09",
      nationality: "US",
      idType: "SSN",
      identifier: "123-45-6789",
      "address.line1": "1 Market St",
      "address.city": "San Francisco",
      "address.postalCode": "94105",
      "address.country": "US",
      documentType: "PASSPORT",
      documentNumber: "P123",
      useSampleDocument: "on",
    });
    const done = await fetch(link.kycUrl, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form.toString() });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("https://platform.example.com/done");
    const got = (await p.get(`/customers/${c.id}`)).body;
    expect(got.kycStatus).toBe("APPROVED");
    expect((await p.get(`/verifications?customerId=${c.id}`)).body.data[0].verificationStatus).toBe("APPROVED");

    const again = await fetch(link.kycUrl, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form.toString() });
    expect(again.status).toBe(410);
    const unknown = await fetch(`${s.rootUrl}/_sim/hosted/kyc/not-a-token`);
    expect(unknown.status).toBe(404);
  });
});
