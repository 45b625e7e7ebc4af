/**
 * The directory reads (VASPs, UMA providers, discoveries) as a client written against the
 * live documentation uses them, where no other test shows it: every VASP carries the
 * `vaspName` to declare it by (and its `url` when known) and the directory pages with
 * `limit` (1 to 100) and `cursor`; every UMA provider carries its name, domain, regions
 * and supported currencies as currency objects; the discoveries list without filters holds
 * every entry a country or currency filter can find.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";

let sim: StartedSimulator;
let p: TestPlatform;
beforeAll(async () => {
  sim = await startSimulator();
  p = await sim.createPlatform();
});
afterAll(async () => sim?.close());

describe("GET /vasps", () => {
  test("every VASP carries vaspName (and url when known); limit and cursor walk the whole directory", async () => {
    const all = await p.get("/vasps?limit=100");
    expect(all.status).toBe(200);
    expect(all.body.hasMore).toBe(false);
    expect(all.body.data.length).toBeGreaterThan(2);
    for (const v of all.body.data) {
      expect(v.vaspName).toEqual(expect.any(String));
      expect(v.vaspName.length).toBeGreaterThan(0);
      if (v.url !== undefined) expect(() => new URL(v.url)).not.toThrow();
    }
    expect(all.body.data.some((v: { url?: string }) => v.url !== undefined)).toBe(true);
    const walked: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 50; i++) {
      const page = await p.get(`/vasps?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.status).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      walked.push(...page.body.data.map((v: { vaspName: string }) => v.vaspName));
      if (!page.body.hasMore) break;
      expect(page.body.nextCursor).toEqual(expect.any(String));
      cursor = page.body.nextCursor;
    }
    expect(walked).toEqual(all.body.data.map((v: { vaspName: string }) => v.vaspName));
    for (const limit of [0, 101]) {
      const r = await p.get(`/vasps?limit=${limit}`);
      expect([r.status, r.body.code], String(limit)).toEqual([400, "INVALID_INPUT"]);
    }
    expect((await p.get("/vasps")).body.data).toHaveLength(Math.min(20, all.body.data.length));
  });
});

describe("GET /uma-providers", () => {
  test("every provider carries name, domain, regions and its currencies as currency objects", async () => {
    const r = await p.get("/uma-providers?limit=100");
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThan(0);
    for (const x of r.body.data) {
      expect(x).toMatchObject({ name: expect.any(String), domain: expect.any(String), allowListStatus: expect.any(Boolean) });
      expect(x.supportedRegions.every((c: string) => /^[A-Z]{2}$/.test(c))).toBe(true);
      for (const c of x.supportedCurrencies)
        expect(c).toEqual({ code: expect.any(String), name: expect.any(String), symbol: expect.any(String), decimals: expect.any(Number) });
    }
  });
});

describe("GET /discoveries", () => {
  test("without filters every entry is listed: the union of what each country filter finds", async () => {
    const all = (await p.get("/discoveries")).body.data as { bankName: string; country: string }[];
    const countries = [...new Set(all.map((d) => d.country))];
    expect(countries.length).toBeGreaterThan(3);
    const union: string[] = [];
    for (const c of countries) union.push(...((await p.get(`/discoveries?country=${c}`)).body.data as { bankName: string }[]).map((d) => `${c}/${d.bankName}`));
    expect(union.sort()).toEqual(all.map((d) => `${d.country}/${d.bankName}`).sort());
  });
});
