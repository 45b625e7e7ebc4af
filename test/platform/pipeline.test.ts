import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";
import { fixtureDoc } from "./fixture-spec.js";
import type { HandlerMap } from "../../simulator/areas/types.js";
import { ApiError } from "../../simulator/errors/api-error.js";

let payCalls = 0;
const handlers: HandlerMap = {
  createWidget: (ctx) => {
    const w = ctx.store
      .collection<{ id: string; kind: string }>("widgets", ["kind"])
      .put({ id: `W:${ctx.store.collection("widgets").count() + 1}`, kind: ctx.body.kind });
    return { status: 201, body: w };
  },
  listWidgets: (ctx) => ({
    status: 200,
    body: ctx.store
      .collection<{ id: string; kind: string }>("widgets", ["kind"])
      .list({ limit: (ctx.query.limit as number) ?? 20, cursor: ctx.query.cursor as string | undefined, where: { kind: ctx.query.kind } }),
  }),
  getSpecialWidget: () => ({ status: 200, body: { special: true } }),
  getWidget: (ctx) => {
    const w = ctx.store.collection<{ id: string; kind: string }>("widgets").get(ctx.params.widgetId);
    if (!w) throw new ApiError(404, "NOT_FOUND", `no widget ${ctx.params.widgetId}`);
    return { status: 200, body: w };
  },
  sandboxPoke: () => ({ status: 200, body: { poked: true } }),
  pay: async (ctx) => {
    payCalls++;
    await new Promise((r) => setTimeout(r, 50));
    return { status: 201, body: { paid: ctx.body.amount, call: payCalls } };
  },
  upload: (ctx) => ({ status: 201, body: { fields: ctx.body, files: ctx.files.map((f) => ({ field: f.field, name: f.filename, size: f.data.length })) } }),
  broken: () => ({ status: 200, body: { id: 5 } }),
};

let s: StartedSimulator;
let p: TestPlatform;
const logged: string[] = [];

beforeAll(async () => {
  s = await startSimulator({ doc: fixtureDoc, handlers, log: (m) => logged.push(m) });
  p = await s.createPlatform();
});
afterAll(() => s.close());

describe("authentication", () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ["missing header", {}, /missing/i],
    ["not Basic", { authorization: "Bearer abc" }, /not Basic/],
    ["malformed (not base64)", { authorization: "Basic !!!" }, /not base64/],
    ["malformed (no colon)", { authorization: "Basic " + Buffer.from("nocolon").toString("base64") }, /clientId:clientSecret/],
    ["unknown client id", { authorization: "Basic " + Buffer.from("who:x").toString("base64") }, /Unknown client id/],
  ];
  for (const [name, headers, reason] of cases) {
    it(`401 UNAUTHORIZED: ${name}`, async () => {
      const r = await s.request("GET", "/widgets", { headers });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe("UNAUTHORIZED");
      expect(r.body.reason).toMatch(reason);
    });
  }
  it("401 UNAUTHORIZED: wrong secret", async () => {
    const r = await s.request("GET", "/widgets", { headers: { authorization: "Basic " + Buffer.from(`${p.clientId}:nope`).toString("base64") } });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ code: "UNAUTHORIZED", reason: "Client secret does not match the client id." });
  });
});

describe("tenancy and environments", () => {
  it("a platform never sees another's objects", async () => {
    const a = await s.createPlatform();
    const b = await s.createPlatform();
    const w = await a.post("/widgets", { kind: "ROUND", radius: 2 });
    expect(w.status).toBe(201);
    expect((await a.get(`/widgets/${w.body.id}`)).status).toBe(200);
    const other = await b.get(`/widgets/${w.body.id}`);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe("NOT_FOUND");
    expect((await b.get("/widgets")).body).toEqual({ data: [], hasMore: false, totalCount: 0 });
  });
  it("PRODUCTION credentials get 404 on /sandbox paths; SANDBOX ones are served", async () => {
    const prod = await s.createPlatform({ environment: "PRODUCTION" });
    const r = await prod.post("/sandbox/poke");
    expect(r.status).toBe(404);
    expect(r.body.code).toBe("NOT_FOUND");
    expect((await p.post("/sandbox/poke")).body).toEqual({ poked: true });
  });
});

describe("routing", () => {
  it("literal segments beat parameters", async () => {
    expect((await p.get("/widgets/special")).body).toEqual({ special: true });
    const notFound = await p.get("/widgets/W:none");
    expect([notFound.status, notFound.body.code]).toEqual([404, "NOT_FOUND"]);
  });
  it("unknown path is 404 NOT_FOUND; a wrong method on a known path is 405 METHOD_NOT_ALLOWED (the live service's answer)", async () => {
    const a = await p.get("/nothing/here");
    expect(a.status).toBe(404);
    expect(a.body).toEqual({ code: "NOT_FOUND", reason: "Nothing is served at /nothing/here." });
    const b = await p.delete("/widgets");
    expect(b.status).toBe(405);
    expect(b.body.code).toBe("METHOD_NOT_ALLOWED");
    expect(b.body.reason).toMatch(/DELETE is not served/);
    expect(b.body.details.allowedMethods.length).toBeGreaterThan(0);
    const c = await s.admin("GET", "/elsewhere");
    expect([c.status, c.body.code]).toEqual([404, "NOT_FOUND"]);
  });
  it("operations without a handler answer 501 NOT_IMPLEMENTED", async () => {
    const r = await p.get("/unimplemented");
    expect(r.status).toBe(501);
    expect(r.body.code).toBe("NOT_IMPLEMENTED");
    expect(r.body.reason).toMatch(/notYet/);
  });
});

describe("request validation", () => {
  it("malformed JSON -> 400 INVALID_INPUT MALFORMED_BODY", async () => {
    const r = await s.request("POST", "/widgets", { raw: "{oops", headers: { authorization: p.auth, "content-type": "application/json" } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("INVALID_INPUT");
    expect(r.body.details.errors).toEqual([expect.objectContaining({ field: "", in: "body", code: "MALFORMED_BODY" })]);
  });
  it("missing body -> REQUIRED on the body", async () => {
    const r = await p.post("/widgets");
    expect(r.status).toBe(400);
    expect(r.body.details.errors).toEqual([expect.objectContaining({ field: "", in: "body", code: "REQUIRED" })]);
  });
  it("one FieldError per invalid field, errors of the discriminated branch only", async () => {
    const r = await p.post("/widgets", {
      kind: "ROUND",
      radius: "big",
      madeOn: "1990-02-30",
      address: { postalCode: "12345678901" },
      tags: ["ok", "toolong"],
      extra: 1,
    });
    expect(r.status).toBe(400);
    const errs = r.body.details.errors;
    const byField = Object.fromEntries(errs.map((e: any) => [e.field, e.code]));
    expect(byField).toEqual({
      radius: "INVALID_TYPE",
      madeOn: "INVALID_FORMAT",
      "address.line1": "REQUIRED",
      "address.postalCode": "TOO_LONG",
      "tags[1]": "TOO_LONG",
      extra: "UNKNOWN_FIELD",
    });
    expect(errs.every((e: any) => e.in === "body" && typeof e.reason === "string")).toBe(true);
    // Nothing from the SQUARE branch.
    expect(errs.find((e: any) => e.field === "side")).toBeUndefined();
  });
  it("missing or unknown discriminator -> one error on it", async () => {
    const a = await p.post("/widgets", { radius: 1 });
    expect(a.body.details.errors).toEqual([expect.objectContaining({ field: "kind", code: "REQUIRED" })]);
    const b = await p.post("/widgets", { kind: "OVAL" });
    expect(b.body.details.errors).toEqual([expect.objectContaining({ field: "kind", code: "INVALID_ENUM", expected: ["ROUND", "SQUARE"] })]);
  });
  it("query strings are coerced to the declared types, then validated; headers too", async () => {
    expect((await p.get("/widgets?limit=2&active=true")).status).toBe(200);
    const r = await p.get("/widgets?limit=abc&active=maybe&kind=OVAL", { "x-trace": "nope" });
    expect(r.status).toBe(400);
    const byField = Object.fromEntries(r.body.details.errors.map((e: any) => [`${e.in}:${e.field}`, e.code]));
    expect(byField).toEqual({
      "query:limit": "INVALID_TYPE",
      "query:active": "INVALID_TYPE",
      "query:kind": "INVALID_ENUM",
      "header:x-trace": "PATTERN_MISMATCH",
    });
    const big = await p.get("/widgets?limit=1000");
    expect(big.body.details.errors).toEqual([expect.objectContaining({ field: "limit", in: "query", code: "OUT_OF_RANGE" })]);
  });
  it("body too large -> 413 PAYLOAD_TOO_LARGE with a clear reason", async () => {
    const r = await s.request("POST", "/widgets", {
      raw: JSON.stringify({ kind: "ROUND", radius: 1, pad: "x".repeat(1.2 * 1024 * 1024) }),
      headers: { authorization: p.auth, "content-type": "application/json" },
    });
    expect(r.status).toBe(413);
    expect(r.body.code).toBe("PAYLOAD_TOO_LARGE");
    expect(r.body.reason).toMatch(/limited to 1 MB/);
  });
  it("multipart: fields validated and coerced, files as Buffers", async () => {
    const form = new FormData();
    form.set("documentType", "PASSPORT");
    form.set("pages", "2");
    form.set("file", new Blob([Buffer.alloc(1000, 1)]), "scan.png");
    const r = await p.upload("POST", "/upload", form);
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ fields: { documentType: "PASSPORT", pages: 2 }, files: [{ field: "file", name: "scan.png", size: 1000 }] });
    const bad = new FormData();
    bad.set("documentType", "SELFIE");
    bad.set("pages", "zero");
    const r2 = await p.upload("POST", "/upload", bad);
    expect(r2.status).toBe(400);
    const byField = Object.fromEntries(r2.body.details.errors.map((e: any) => [e.field, e.code]));
    expect(byField).toEqual({ documentType: "INVALID_ENUM", pages: "INVALID_TYPE", file: "REQUIRED" });
  });
  it("multipart: a file over 10 MB is refused with 413 naming the part (the request itself within its 11 MB)", async () => {
    const form = new FormData();
    form.set("documentType", "PASSPORT");
    form.set("file", new Blob([Buffer.alloc(10.5 * 1024 * 1024)]), "big.png");
    const r = await p.upload("POST", "/upload", form);
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: "PAYLOAD_TOO_LARGE", details: { limit: 10 * 1024 * 1024, field: "file" } });
  });
});

describe("idempotency", () => {
  it("replays the first answer, concurrent duplicates share it, different body -> 409", async () => {
    const before = payCalls;
    const h = { "idempotency-key": "k-1" };
    const [a, b] = await Promise.all([p.post("/pay", { amount: 5 }, h), p.post("/pay", { amount: 5 }, h)]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body).toEqual(a.body);
    const c = await p.post("/pay", { amount: 5 }, h);
    expect(c.body).toEqual(a.body);
    expect(payCalls - before).toBe(1);
    const d = await p.post("/pay", { amount: 6 }, h);
    expect(d.status).toBe(409);
    expect(d.body.code).toBe("DUPLICATE_PAY_REQUEST");
    // Other platforms have their own keys.
    const other = await s.createPlatform();
    expect((await other.post("/pay", { amount: 6 }, h)).status).toBe(201);
  });
  it("keys expire after 24 h of platform time", async () => {
    const q = await s.createPlatform();
    const h = { "idempotency-key": "k-ttl" };
    const first = await q.post("/pay", { amount: 1 }, h);
    await q.advanceClock(24 * 3600 + 1);
    const again = await q.post("/pay", { amount: 1 }, h);
    expect(again.body.call).not.toBe(first.body.call);
  });
});

describe("strict response validation and stages", () => {
  it("a response that breaks the contract answers 500 with details.responseValidation, logged", async () => {
    const r = await p.get("/broken");
    expect(r.status).toBe(500);
    expect(r.body.code).toBe("INTERNAL_ERROR");
    expect(r.body.details.responseValidation.problems.length).toBeGreaterThan(0);
    expect(logged.some((m) => m.includes("broken"))).toBe(true);
  });
  it("a single stage can be replaced, and transformResponse can inject faults", async () => {
    const t = await startSimulator({
      doc: fixtureDoc,
      handlers,
      stages: { dispatch: async () => ({ status: 200, body: { injected: true } }) },
    });
    const q = await t.createPlatform();
    expect((await q.get("/widgets/special")).body).toEqual({ injected: true });
    await t.close();
    const u = await startSimulator({
      doc: fixtureDoc,
      handlers,
      transformResponse: (_c, r) => (r.status === 200 ? { status: 401, body: { code: "UNAUTHORIZED", reason: "fault" } } : r),
    });
    const v = await u.createPlatform();
    expect(await v.get("/widgets/special").then((r) => [r.status, r.body.reason])).toEqual([401, "fault"]);
    await u.close();
  });
  it("a thrown non-ApiError is 500 INTERNAL_ERROR without internals", async () => {
    const t = await startSimulator({
      doc: fixtureDoc,
      strict: false,
      handlers: {
        ...handlers,
        getSpecialWidget: () => {
          throw new Error("secret stack");
        },
      },
      log: () => {},
    });
    const q = await t.createPlatform();
    const r = await q.get("/widgets/special");
    expect(r.status).toBe(500);
    expect(JSON.stringify(r.body)).not.toMatch(/secret|stack|at /);
    await t.close();
  });
});

describe("lists through the store", () => {
  it("pages with limit/cursor and filters", async () => {
    const q = await s.createPlatform();
    for (let i = 0; i < 5; i++) await q.post("/widgets", i % 2 ? { kind: "SQUARE", side: i } : { kind: "ROUND", radius: i + 1 });
    const p1 = await q.get("/widgets?limit=2&kind=ROUND");
    expect(p1.body.data.map((w: any) => w.kind)).toEqual(["ROUND", "ROUND"]);
    expect(p1.body.hasMore).toBe(true);
    const p2 = await q.get(`/widgets?limit=2&kind=ROUND&cursor=${p1.body.nextCursor}`);
    expect(p2.body.data.length).toBe(1);
    expect(p2.body.hasMore).toBe(false);
    const bad = await q.get("/widgets?cursor=zzz");
    expect(bad.status).toBe(400);
    expect(bad.body.details.errors[0]).toMatchObject({ field: "cursor", in: "query" });
  });
});
