/** The admin API validates from spec/admin/openapi.yaml and answers errors as {code, reason, details.errors[]}. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";

let s: StartedSimulator;
let p: TestPlatform;
beforeAll(async () => {
  s = await startSimulator();
  p = await s.createPlatform();
});
afterAll(() => s.close());

const call = (method: string, path: string, body?: unknown, auth = true) =>
  s.admin<any>(method, path, { body, headers: auth ? { authorization: p.auth } : {} });

describe("admin validation", () => {
  it("a body breaking the schema: every field at once", async () => {
    const r = await call("POST", "/_sim/clock/advance", { seconds: "ten", extra: 1 });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "INVALID_INPUT", reason: expect.any(String) });
    const fields = r.body.details.errors.map((e: any) => [e.field, e.in, e.code]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ["seconds", "body", "INVALID_TYPE"],
        ["extra", "body", "UNKNOWN_FIELD"],
      ]),
    );
  });

  it("a missing required body and a value out of range", async () => {
    const none = await call("POST", "/_sim/clock/advance");
    expect(none.status).toBe(400);
    expect(none.body.details.errors).toEqual([expect.objectContaining({ in: "body", code: "REQUIRED" })]);
    const far = await call("POST", "/_sim/clock/advance", { seconds: -1 });
    expect(far.status).toBe(400);
    expect(far.body.details.errors).toEqual([expect.objectContaining({ field: "seconds", code: "OUT_OF_RANGE" })]);
  });

  it("query parameters: a bad enum, a bad integer and an unknown name", async () => {
    const r = await call("GET", "/_sim/webhooks/events?state=lost&limit=0&colour=red");
    expect(r.status).toBe(400);
    const fields = r.body.details.errors.map((e: any) => [e.field, e.in, e.code]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ["state", "query", "INVALID_ENUM"],
        ["limit", "query", "OUT_OF_RANGE"],
        ["colour", "query", "UNKNOWN_FIELD"],
      ]),
    );
  });

  it("POST /_sim/platforms and POST /_sim/webhooks/redeliver bodies", async () => {
    const bad = await call("POST", "/_sim/platforms", { environment: "TEST", clientId: "no spaces allowed" }, false);
    expect(bad.status).toBe(400);
    expect(bad.body.details.errors.map((e: any) => e.field)).toEqual(expect.arrayContaining(["environment", "clientId"]));
    const notJson = await s.admin<any>("POST", "/_sim/webhooks/redeliver", { body: { state: "delivered" }, headers: { authorization: p.auth } });
    expect(notJson.status).toBe(400);
    expect(notJson.body.details.errors).toEqual([expect.objectContaining({ field: "state", code: "INVALID_ENUM" })]);
  });

  it("a body where none is taken, unknown paths, wrong methods and missing credentials", async () => {
    const stray = await call("POST", "/_sim/reset", { everything: true });
    expect(stray.status).toBe(400);
    expect(stray.body.details.errors).toEqual([expect.objectContaining({ code: "UNKNOWN_FIELD" })]);
    expect((await call("GET", "/_sim/nothing")).body).toMatchObject({ code: "NOT_FOUND" });
    const wrong = await call("DELETE", "/_sim/clock");
    expect(wrong.status).toBe(404);
    expect(wrong.body.reason).toMatch(/DELETE is not served/);
    const anon = await call("GET", "/_sim/webhooks/events", undefined, false);
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe("UNAUTHORIZED");
  });
});
