/**
 * A client written against the live documentation of the customers operations: what it
 * relies on holds on the simulator (list bounds inclusive, the identifier write-only, ...).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADDRESS, business, docForm, individual, PDF, startEnv, uploadPassport, type Env } from "./helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

const ids = (r: { body: { data: { id: string }[] } }) => r.body.data.map((c) => c.id);

describe("GET /customers: every time bound is inclusive", () => {
  test("createdAfter / createdBefore / updatedAfter / updatedBefore equal to a customer's own instants list it", async () => {
    const p = await env.platform();
    const a = (await p.post("/customers", individual("Ann Lee"))).body;
    await p.advanceClock(5);
    const b = (await p.post("/customers", individual("Bob Lee"))).body;
    const at = (k: string, v: string) => p.get(`/customers?${k}=${encodeURIComponent(v)}`);
    expect(ids(await at("createdBefore", a.createdAt))).toEqual([a.id]);
    expect(ids(await at("createdAfter", b.createdAt))).toEqual([b.id]);
    expect(ids(await p.get(`/customers?createdAfter=${encodeURIComponent(a.createdAt)}&createdBefore=${encodeURIComponent(a.createdAt)}`))).toEqual([a.id]);
    expect(ids(await at("updatedBefore", a.updatedAt))).toEqual([a.id]);
    expect(ids(await at("updatedAfter", b.updatedAt))).toEqual([b.id]);
    // One millisecond either side leaves the customer out.
    const before = new Date(Date.parse(a.createdAt) - 1).toISOString();
    expect(ids(await at("createdBefore", before))).toEqual([]);
  });
});

describe("a wrong method on a known path", () => {
  test("answers 405 METHOD_NOT_ALLOWED as JSON, naming the methods the path serves; an unknown path stays 404", async () => {
    const p = await env.platform();
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const r = await p.request(method, "/customers", method === "DELETE" ? undefined : { customerType: "INDIVIDUAL" });
      expect([r.status, r.body.code], method).toEqual([405, "METHOD_NOT_ALLOWED"]);
      expect(r.headers.get("content-type")).toMatch(/^application\/json/);
      expect(r.body.details.allowedMethods).toEqual(["GET", "POST"]);
    }
    const c = (await p.post("/customers", individual())).body;
    expect((await p.post(`/customers/${c.id}`, {})).body.details.allowedMethods).toEqual(["GET", "PATCH", "DELETE"]);
    expect((await p.get("/customerz")).status).toBe(404);
  });
});

describe("KYB with the live document types", () => {
  test("a certificate of incorporation, a shareholder register and a utility bill clear the business documents; the owner's gap is MISSING_CONTROL_PERSON until one is added", async () => {
    const p = await env.platform();
    const c = (await p.post("/customers", business("R7654321999"))).body;
    for (const t of ["CERTIFICATE_OF_INCORPORATION", "SHAREHOLDER_REGISTER", "UTILITY_BILL"])
      expect((await p.upload("POST", "/documents", docForm({ documentHolder: c.id, documentType: t }, PDF, `${t}.pdf`))).status).toBe(201);
    const v1 = (await p.post("/verifications", { customerId: c.id })).body;
    expect(v1.errors.map((e: { type: string }) => e.type)).toEqual(["MISSING_CONTROL_PERSON"]);
    const o = await p.post("/beneficial-owners", {
      customerId: c.id,
      roles: ["UBO", "CONTROL_PERSON"],
      ownershipPercentage: 60,
      personalInfo: { firstName: "John", lastName: "Smith", birthDate: "1975-06-15", nationality: "US", address: ADDRESS },
    });
    expect(o.status).toBe(201);
    await uploadPassport(p, o.body.id);
    const v2 = (await p.post("/verifications", { customerId: c.id })).body;
    expect([v2.verificationStatus, v2.errors]).toEqual(["APPROVED", []]);
  });
});
