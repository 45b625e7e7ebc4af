/**
 * API tokens as a client written against their live documentation uses them: a creation
 * needs a name and permissions from VIEW, TRANSACT and MANAGE (400 otherwise, nothing made);
 * the list answers 20 tokens a page unless limit says otherwise, at most 100.
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

describe("POST /tokens, as live", () => {
  it("without a name, without permissions or with a permission outside VIEW / TRANSACT / MANAGE: 400, no token made", async () => {
    for (const body of [{ permissions: ["VIEW"] }, { name: "no permissions" }, { name: "admin", permissions: ["ADMIN"] }]) {
      const r = await p.post("/tokens", body);
      expect([r.status, r.body.code], JSON.stringify(body)).toEqual([400, "INVALID_INPUT"]);
    }
    expect((await p.get("/tokens")).body.data).toEqual([]);
  });
});

describe("GET /tokens paging, as live", () => {
  it("20 a page by default; limit up to 100; above is refused", async () => {
    for (let i = 0; i < 21; i++) expect((await p.post("/tokens", { name: `t${i}`, permissions: ["VIEW"] })).status).toBe(201);
    const page = (await p.get("/tokens")).body;
    expect([page.data.length, page.hasMore]).toEqual([20, true]);
    const all = (await p.get("/tokens?limit=100")).body;
    expect([all.data.length, all.hasMore]).toEqual([21, false]);
    const tooMany = await p.get("/tokens?limit=101");
    expect([tooMany.status, tooMany.body.code]).toEqual([400, "INVALID_INPUT"]);
  });
});
