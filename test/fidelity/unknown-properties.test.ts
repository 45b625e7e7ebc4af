/**
 * Never stricter than the service: a request body with properties the contract does not
 * declare is accepted (the service accepts it) and the ignored properties are named in the
 * `Paysim-Warning` response header; under strict mode (`unknownProperties: "refuse"`, the
 * default with `strict`) each is a 400 INVALID_INPUT entry with code UNKNOWN_FIELD.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";

const ADDRESS = { line1: "1 Main St", city: "Austin", postalCode: "73301", country: "US" };
const body = { customerType: "INDIVIDUAL", fullName: "Jane Doe", favouriteColour: "blue", address: { ...ADDRESS, floor: 3 } };

describe("unknown properties", () => {
  let lenient: StartedSimulator;
  let strict: StartedSimulator;
  let p: TestPlatform;
  let q: TestPlatform;
  beforeAll(async () => {
    lenient = await startSimulator({ strict: true, unknownProperties: "warn" });
    strict = await startSimulator({ strict: true });
    p = await lenient.createPlatform();
    q = await strict.createPlatform();
  });
  afterAll(async () => {
    await lenient?.close();
    await strict?.close();
  });

  test("are accepted and named in Paysim-Warning (nested ones by their path); the resource ignores them", async () => {
    const r = await p.post("/customers", body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const warning = r.headers.get("paysim-warning") ?? "";
    expect(warning).toMatch(/^unknown-properties; ignored: /);
    expect(warning).toContain("favouriteColour");
    expect(warning).toContain("address.floor");
    const stored = (await p.get(`/customers/${r.body.id}`)).body;
    expect(stored.favouriteColour).toBeUndefined();
    expect(stored.address).toEqual(ADDRESS);
    const clean = await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Jim Doe" });
    expect(clean.headers.get("paysim-warning")).toBeNull();
  });

  test("a oneOf body is judged by the branch its discriminator selects", async () => {
    // `businessInfo` belongs to the BUSINESS branch: on an individual it is unknown.
    const r = await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Ann Lee", businessInfo: { legalName: "X" } });
    expect(r.status).toBe(201);
    expect(r.headers.get("paysim-warning")).toContain("businessInfo");
    const b = await p.post("/customers", { customerType: "BUSINESS", businessInfo: { legalName: "Acme LLC" } });
    expect(b.status).toBe(201);
    expect(b.headers.get("paysim-warning")).toBeNull();
  });

  test("a body sent to an operation that takes none is ignored with a warning", async () => {
    const c = await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Bo Li" });
    const r = await p.request("DELETE", `/customers/${c.body.id}`, { hello: "world" });
    expect([200, 204]).toContain(r.status);
    expect(r.headers.get("paysim-warning")).toContain("takes no request body");
  });

  test("strict mode refuses them: 400 INVALID_INPUT, one UNKNOWN_FIELD entry each, all at once", async () => {
    const r = await q.post("/customers", body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("INVALID_INPUT");
    const entries = r.body.details.errors.map((e: any) => [e.field, e.code]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ["favouriteColour", "UNKNOWN_FIELD"],
        ["address.floor", "UNKNOWN_FIELD"],
      ]),
    );
    expect(entries).toHaveLength(2);
  });
});
