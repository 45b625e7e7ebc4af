/**
 * What answering a request costs, kept off the success path: no error object is built for
 * a request that succeeds, no schema is compiled once the simulator has warmed up, the
 * request journal records references and redacts only when it is read (showing what was
 * sent), and the unknown-property scan works out each schema level once per shape of body.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createRequire } from "node:module";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";
import { ApiError } from "../../simulator/errors/api-error.js";
import { Journal, journalOf, journalRecord } from "../../simulator/pipeline/journal.js";
import { bodyTextOf } from "../../simulator/pipeline/sent-body.js";
import { unknownFields } from "../../simulator/pipeline/unknown-fields.js";
import type { PlatformRuntime } from "../../simulator/platform/registry.js";

const Ajv2020 = createRequire(import.meta.url)("ajv/dist/2020.js").default;
const customer = (n: number) => ({ customerType: "INDIVIDUAL", fullName: "Ada Lovelace", platformCustomerId: `hot-${n}`, birthDate: "1990-01-01" });

describe("the success path", () => {
  let s: StartedSimulator;
  let p: TestPlatform;
  beforeAll(async () => {
    s = await startSimulator({ strict: true, warm: true });
    p = await s.createPlatform();
  });
  afterAll(() => s?.close());

  it("builds no ApiError for a request that succeeds", async () => {
    const made = (["invalidInput", "notFound", "conflict", "badRequest"] as const).map((m) => vi.spyOn(ApiError, m));
    try {
      const c = await p.post("/customers", customer(1));
      expect(c.status).toBe(201);
      expect((await p.get(`/customers/${c.body.id}`)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 20)); // each request's socket "close" has fired
      for (const m of made) expect(m).not.toHaveBeenCalled();
      // An error answer does build one.
      expect((await p.get("/customers/Customer:nope")).status).toBe(404);
      expect(made[1]).toHaveBeenCalled();
    } finally {
      for (const m of made) m.mockRestore();
    }
  });

  it("lists every customer's internal accounts, customers approved after an earlier list included", async () => {
    const q = await s.createPlatform({ regulated: true });
    const ids = async () => {
      const out: string[] = [];
      let cursor: string | undefined;
      do {
        const r = await q.get(`/customers/internal-accounts?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
        expect(r.status).toBe(200);
        out.push(...r.body.data.map((a: { customerId: string }) => a.customerId));
        cursor = r.body.hasMore ? r.body.nextCursor : undefined;
      } while (cursor);
      return new Set(out);
    };
    const a = (
      await q.post("/customers", { ...customer(10), nationality: "US", address: { line1: "1 Main St", city: "Austin", postalCode: "73301", country: "US" } })
    ).body.id;
    expect((await ids()).has(a)).toBe(true);
    const b = (
      await q.post("/customers", { ...customer(11), nationality: "US", address: { line1: "1 Main St", city: "Austin", postalCode: "73301", country: "US" } })
    ).body.id;
    const after = await ids();
    expect(after.has(a) && after.has(b)).toBe(true);
  });

  it("an ApiError carries no stack trace (it is an answer, not a fault)", () => {
    const e = new ApiError(404, "NOT_FOUND", "nothing here");
    expect(e.message).toBe("404 NOT_FOUND: nothing here");
    expect(e.stack ?? "").not.toMatch(/\n\s+at /);
    expect(new Error("a fault").stack).toMatch(/\n\s+at /); // the limit is restored
  });

  it("compiles no schema while answering once warmed (request and, strict, response validators)", async () => {
    const compile = vi.spyOn(Ajv2020.prototype, "compile");
    try {
      const c = await p.post("/customers", customer(2));
      expect(c.status).toBe(201);
      expect((await p.get(`/customers/${c.body.id}`)).status).toBe(200);
      expect((await p.get("/customers?limit=5")).status).toBe(200);
      expect((await p.get("/config")).status).toBe(200);
      expect((await p.get("/platform/internal-accounts")).status).toBe(200);
      expect(compile).not.toHaveBeenCalled();
    } finally {
      compile.mockRestore();
    }
  });
});

describe("the request journal", () => {
  const runtime = {} as PlatformRuntime;
  const record = (body: unknown, result: { status: number; body?: unknown; headers?: Record<string, string> }, headers = {}) =>
    journalRecord({
      runtime,
      startedAtMs: performance.now(),
      startedAtWallMs: Date.now(),
      platformTime: "2025-01-01T00:00:00.000Z",
      method: "POST",
      path: "/customers",
      query: new URLSearchParams("cardNumber=4111111111111111&limit=2"),
      headers: { authorization: "Basic c2VjcmV0", "x-api-key": "k", ...headers },
      operationId: "createCustomer",
      requestBody: body,
      result,
    });

  it("shows the answer as it was sent, and the request as its bytes said, redacted when read", () => {
    const sent = { status: 201, body: { id: "Customer:1", fullName: "Ada" } };
    bodyTextOf(sent); // what the HTTP layer sends
    record(Buffer.from(JSON.stringify({ fullName: "Ada", extra: 1, password: "hunter2", pan: "4111 1111 1111 1111" })), sent);
    sent.body.fullName = "changed after it was sent";
    const [e] = journalOf(runtime).list(1);
    expect(e.response.body).toEqual({ id: "Customer:1", fullName: "Ada" });
    expect(e.request.body).toEqual({ fullName: "Ada", extra: 1, password: "[redacted]", pan: "[redacted]" });
    expect(e.request.headers.authorization).toBe("Basic [redacted]");
    expect(e.request.headers["x-api-key"]).toBe("[redacted]");
    expect(e.query).toBe("cardNumber=[redacted]&limit=2");
    expect(journalOf(runtime).list(1)[0]).toBe(e); // built once
    expect(journalOf(runtime).get(e.seq)).toBe(e);
  });

  it("redacts a large body at once (the ring never holds more than its caps) and keeps filters working", () => {
    const big = Buffer.from(JSON.stringify({ note: "x".repeat(40_000), secret: "s" }));
    record(big, { status: 400, body: { code: "INVALID_INPUT", reason: "r" } });
    const j = journalOf(runtime);
    const [e] = j.list(1, { status: 400 });
    expect((e.request.body as { note: string }).note.length).toBeLessThan(2100);
    expect((e.request.body as { secret: string }).secret).toBe("[redacted]");
    expect(j.list(10, { operationId: "createCustomer" }).length).toBe(2);
    expect(j.list(10, { status: 201 }).length).toBe(1);
  });

  it("keeps the last N only", () => {
    const j = new Journal(3);
    const input = { runtime, startedAtMs: 0, startedAtWallMs: 0, platformTime: "", method: "GET", path: "/", query: new URLSearchParams(), headers: {} };
    for (let i = 0; i < 5; i++) j.add({ ...input, result: { status: 200 + i } }, 1);
    expect(j.list().map((e) => e.response.status)).toEqual([204, 203, 202]);
  });
});

describe("the unknown-property scan", () => {
  const doc = {
    components: {
      schemas: {
        Pet: {
          oneOf: [
            { type: "object", properties: { kind: { const: "CAT" }, lives: { type: "integer" } } },
            { type: "object", properties: { kind: { const: "DOG" }, tricks: { type: "array", items: { $ref: "#/components/schemas/Trick" } } } },
          ],
        },
        Trick: { type: "object", properties: { name: { type: "string" } } },
      },
    },
  };
  const pet = doc.components.schemas.Pet;

  it("gives each shape of body its own answer, whatever the order the shapes come in", () => {
    for (let round = 0; round < 3; round++) {
      expect(unknownFields(doc, pet, { kind: "CAT", lives: 9, tricks: [] })).toEqual(["tricks"]);
      expect(unknownFields(doc, pet, { kind: "DOG", lives: 9, tricks: [{ name: "sit", x: 1 }] })).toEqual(["lives", "tricks[0].x"]);
      expect(unknownFields(doc, pet, { kind: "COW", moo: true })).toEqual(["moo"]); // no branch fits: all apply
      expect(unknownFields(doc, pet, { kind: { nested: 1 }, lives: 1, tricks: [] })).toEqual([]);
      expect(unknownFields(doc, pet, [{ kind: "CAT" }])).toEqual([]);
    }
  });

  it("stays right past its bound of remembered shapes", () => {
    for (let i = 0; i < 200; i++) expect(unknownFields(doc, pet, { kind: `K${i}`, other: i })).toEqual(["other"]);
    expect(unknownFields(doc, pet, { kind: "CAT", tricks: [] })).toEqual(["tricks"]);
  });
});
