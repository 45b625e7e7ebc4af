/**
 * API tokens over HTTP: the secret shown once and never again, token credentials on HTTP
 * Basic limited to `permissions` (403 FORBIDDEN outside them, per spec/rules/api-tokens.yaml),
 * refused at once after deletion, TOKEN_NOT_FOUND, and tenancy.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";

let s: StartedSimulator;
let p: TestPlatform;

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

async function token(permissions: string[], name = "job") {
  const r = await p.post("/tokens", { name, permissions });
  expect(r.status).toBe(201);
  return r.body as { id: string; clientId: string; clientSecret: string; permissions: string[] };
}

const as = (t: { clientId: string; clientSecret: string }) => (method: string, path: string, body?: unknown) =>
  s.request(method, path, { body, headers: { authorization: basic(t.clientId, t.clientSecret) } });

beforeAll(async () => {
  s = await startSimulator();
  p = await s.createPlatform({ regulated: true });
});
afterAll(() => s.close());

describe("API tokens", () => {
  it("shows the secret once: in the create answer, never on get or list", async () => {
    const t = await token(["VIEW"], "reconciliation");
    expect(t.clientSecret).toMatch(/^sk_/);
    expect(t.clientId).not.toContain(":");
    const g = await p.get(`/tokens/${t.id}`);
    expect(g.status).toBe(200);
    expect(g.body).not.toHaveProperty("clientSecret");
    expect(g.body).toMatchObject({ id: t.id, name: "reconciliation", permissions: ["VIEW"], clientId: t.clientId });
    const l = await p.get("/tokens?name=reconciliation");
    expect(l.body.data.map((x: any) => x.id)).toEqual([t.id]);
    expect(JSON.stringify(l.body)).not.toContain(t.clientSecret);
  });

  it("a VIEW token reads, and is refused on writes with 403 FORBIDDEN naming the permission", async () => {
    const call = as(await token(["VIEW"]));
    expect((await call("GET", "/config")).status).toBe(200);
    const w = await call("PATCH", "/config", { umaDomain: "uma.example.com" });
    expect(w.status).toBe(403);
    expect(w.body.code).toBe("FORBIDDEN");
    expect(w.body.reason).toContain("MANAGE");
    const q = await call("POST", "/quotes", {
      source: { sourceType: "ACCOUNT", accountId: "InternalAccount:00000000-0000-4000-8000-000000000000" },
      destination: { destinationType: "ACCOUNT", accountId: "InternalAccount:00000000-0000-4000-8000-000000000001" },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 100,
    });
    expect(q.status).toBe(403);
    expect(q.body.reason).toContain("TRANSACT");
  });

  it("MANAGE allows configuration writes but not money movement; TRANSACT the reverse", async () => {
    const manage = as(await token(["MANAGE"]));
    expect((await manage("PATCH", "/config", { umaDomain: "uma.example.com" })).status).toBe(200);
    expect((await manage("POST", "/tokens", { name: "child", permissions: ["VIEW"] })).status).toBe(201);
    const transact = as(await token(["TRANSACT"]));
    expect((await transact("PATCH", "/config", { umaDomain: "uma.example.com" })).status).toBe(403);
    const q = await transact("POST", "/quotes", {
      source: { sourceType: "ACCOUNT", accountId: "InternalAccount:00000000-0000-4000-8000-000000000000" },
      destination: { destinationType: "ACCOUNT", accountId: "InternalAccount:00000000-0000-4000-8000-000000000001" },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 100,
    });
    expect([q.status, q.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]); // past authorization: the business answer
  });

  it("a wrong secret is 401; a deleted token is refused at once (even deleting itself)", async () => {
    const t = await token(["VIEW", "MANAGE"]);
    expect((await as({ ...t, clientSecret: t.clientSecret + "x" })("GET", "/config")).status).toBe(401);
    const call = as(t);
    const d = await call("DELETE", `/tokens/${t.id}`);
    expect(d.status).toBe(204);
    const after = await call("GET", "/config");
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("UNAUTHORIZED");
    expect((await p.get(`/tokens/${t.id}`)).body.code).toBe("TOKEN_NOT_FOUND");
    const notFound = await p.delete(`/tokens/${t.id}`);
    expect([notFound.status, notFound.body.code]).toEqual([404, "TOKEN_NOT_FOUND"]);
  });

  it("unknown ids answer 404 TOKEN_NOT_FOUND; another platform's token is invisible and does not open its data", async () => {
    expect((await p.get("/tokens/Token:00000000-0000-4000-8000-000000000000")).body.code).toBe("TOKEN_NOT_FOUND");
    const other = await s.createPlatform();
    const t = await token(["VIEW"]);
    expect((await other.get(`/tokens/${t.id}`)).status).toBe(404);
    const mine = await as(t)("GET", "/tokens");
    expect(mine.status).toBe(200);
    expect(mine.body.data.some((x: any) => x.id === t.id)).toBe(true);
    expect((await other.get("/tokens")).body.data).toEqual([]);
  });

  it("a platform whose own client id looks like a token's still authenticates as the platform", async () => {
    const q = await s.createPlatform({ clientId: `tok_${"ab".repeat(16)}_0123456789ab`, clientSecret: "plain-secret" });
    const r = await q.patch("/config", { umaDomain: "uma.example.com" });
    expect(r.status).toBe(200);
  });

  it("token credentials do not drive the admin API", async () => {
    const t = await token(["VIEW", "TRANSACT", "MANAGE"]);
    const r = await s.admin("GET", "/_sim/clock", { headers: { authorization: basic(t.clientId, t.clientSecret) } });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe("UNAUTHORIZED");
  });
});
