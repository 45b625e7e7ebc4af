/**
 * HTTP: GET /uma-providers with the live service's filters: `countryCode` and
 * `currencyCode` (and their designed aliases `country`, `currency`), `hasBlockedProviders`
 * (false leaves out the providers not on the platform's allowlist, `allowListStatus:
 * false`) and `sortOrder` by name, paged across the filtered list. The expectations are
 * computed from the designed directory (spec/rules/discovery-directory.yaml).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestPlatform } from "../support/simulator.js";
import { loadDirectory } from "../../contract/rules/directory.js";
import { startEnv, type Env } from "./helpers.js";

let env: Env;
let p: TestPlatform;
beforeAll(async () => {
  env = await startEnv();
  p = await env.platform();
});
afterAll(() => env.close());

const dir = loadDirectory().umaProviders;
const byName = (order: "asc" | "desc") => (a: { name: string }, b: { name: string }) =>
  (order === "asc" ? 1 : -1) * (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Every provider name of a query, walked with `limit`; every page but the last is full. */
async function walk(query: string, limit: number): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 20; i++) {
    const r = await p.get(`/uma-providers?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    if (r.body.hasMore) expect(r.body.data).toHaveLength(limit);
    names.push(...r.body.data.map((x: { name: string }) => x.name));
    if (!r.body.hasMore) return names;
    cursor = r.body.nextCursor;
  }
  throw new Error("the list did not end");
}

describe("GET /uma-providers: the live filters", () => {
  it("the directory has blocked providers and providers sharing a currency, so each filter has something to leave out", () => {
    expect(dir.some((x) => x.allowListed === false)).toBe(true);
    expect(dir.filter((x) => x.supportedCurrencies?.includes("USD")).length).toBeGreaterThan(2);
  });

  it("sortOrder orders by name, desc by default; every provider carries allowListStatus", async () => {
    expect(await walk("", 4)).toEqual([...dir].sort(byName("desc")).map((x) => x.name));
    expect(await walk("sortOrder=asc", 3)).toEqual([...dir].sort(byName("asc")).map((x) => x.name));
    const all = await p.get("/uma-providers?limit=100");
    for (const x of all.body.data) expect(x.allowListStatus).toBe(dir.find((d) => d.domain === x.domain)!.allowListed !== false);
  });

  it("countryCode and currencyCode keep the matching providers only, paged; the designed aliases agree", async () => {
    const usd = dir.filter((x) => x.supportedCurrencies?.includes("USD"));
    expect(await walk("currencyCode=USD&sortOrder=asc", 2)).toEqual(usd.sort(byName("asc")).map((x) => x.name));
    expect(await walk("currency=USD&sortOrder=asc", 2)).toEqual(usd.map((x) => x.name));
    const gbEur = dir.filter((x) => x.countries?.includes("GB") && x.supportedCurrencies?.includes("EUR"));
    expect(gbEur.length).toBeGreaterThan(0);
    expect(await walk("countryCode=GB&currencyCode=EUR", 1)).toEqual(gbEur.sort(byName("desc")).map((x) => x.name));
    // Both names given: both must match.
    expect(await walk("countryCode=MX&country=GB", 5)).toEqual(
      [...dir]
        .filter((x) => x.countries?.includes("MX") && x.countries.includes("GB"))
        .sort(byName("desc"))
        .map((x) => x.name),
    );
    expect(await walk("countryCode=AQ", 5)).toEqual([]);
    // A plain string on the live service: a value that names no country finds nothing.
    const unknown = await p.get("/uma-providers?countryCode=usa");
    expect([unknown.status, unknown.body.data]).toEqual([200, []]);
  });

  it("hasBlockedProviders=false leaves out the providers not on the allowlist; true or absent lists them", async () => {
    const allowed = dir.filter((x) => x.allowListed !== false).sort(byName("desc"));
    expect(await walk("hasBlockedProviders=false", 3)).toEqual(allowed.map((x) => x.name));
    expect(await walk("hasBlockedProviders=true", 3)).toEqual([...dir].sort(byName("desc")).map((x) => x.name));
    const usdAllowed = allowed.filter((x) => x.supportedCurrencies?.includes("USD"));
    const r = await p.get("/uma-providers?hasBlockedProviders=false&currencyCode=USD&limit=100");
    expect(r.body.data.map((x: { name: string }) => x.name)).toEqual(usdAllowed.map((x) => x.name));
    expect(r.body.data.every((x: { allowListStatus: boolean }) => x.allowListStatus)).toBe(true);
    const bad = await p.get("/uma-providers?hasBlockedProviders=maybe");
    expect([bad.status, bad.body.code]).toEqual([400, "INVALID_INPUT"]);
  });
});
