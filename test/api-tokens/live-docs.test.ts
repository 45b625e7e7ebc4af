/**
 * An integrator following the live documentation of /tokens: the list's time filters are
 * inclusive at both ends, it pages with `limit` (`hasMore`, `nextCursor`, `totalCount`) and,
 * with no filter, answers every token; the secret is answered by the creation only; a deleted
 * token reads 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";

let s: StartedSimulator;
let p: TestPlatform;

beforeAll(async () => {
  s = await startSimulator();
  p = await s.createPlatform();
});
afterAll(() => s.close());

describe("GET /tokens, as live", () => {
  it("createdAfter / createdBefore / updatedAfter / updatedBefore equal to a token's own instants list it (inclusive)", async () => {
    const t = (await p.post("/tokens", { name: "bounds", permissions: ["VIEW"] })).body;
    const q = (params: Record<string, string>) => p.get(`/tokens?${new URLSearchParams({ name: "bounds", ...params })}`);
    const ids = async (params: Record<string, string>) => (await q(params)).body.data.map((x: { id: string }) => x.id);
    expect(await ids({ createdAfter: t.createdAt, createdBefore: t.createdAt })).toEqual([t.id]);
    expect(await ids({ updatedAfter: t.updatedAt, updatedBefore: t.updatedAt })).toEqual([t.id]);
    const before = new Date(Date.parse(t.createdAt) - 1).toISOString();
    expect(await ids({ createdBefore: before })).toEqual([]);
  });

  it("without filters answers every token, page by page; the secret never again", async () => {
    for (const n of ["a", "b", "c"]) expect((await p.post("/tokens", { name: `page ${n}`, permissions: ["VIEW"] })).status).toBe(201);
    const all = (await p.get("/tokens")).body;
    const first = (await p.get("/tokens?limit=2")).body;
    expect(first.data).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect(first.totalCount).toBe(all.data.length);
    const rest = (await p.get(`/tokens?limit=100&cursor=${encodeURIComponent(first.nextCursor)}`)).body;
    expect([...first.data, ...rest.data].map((x: { id: string }) => x.id)).toEqual(all.data.map((x: { id: string }) => x.id));
    expect(all.data.every((x: object) => !("clientSecret" in x))).toBe(true);
  });

  it("a deleted token reads 404 TOKEN_NOT_FOUND and is no longer listed", async () => {
    const t = (await p.post("/tokens", { name: "gone", permissions: ["MANAGE"] })).body;
    expect((await p.delete(`/tokens/${t.id}`)).status).toBe(204);
    expect((await p.get(`/tokens/${t.id}`)).body.code).toBe("TOKEN_NOT_FOUND");
    expect((await p.get("/tokens?name=gone")).body.data).toEqual([]);
  });
});
