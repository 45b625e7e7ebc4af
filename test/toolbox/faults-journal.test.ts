/**
 * Fault injection (`/_sim/faults`) and the request journal (`/_sim/journal`): every fault
 * kind fires for its operation only, names itself in the Paysim-Fault header, is listed,
 * counted and removable; the journal keeps the platform's requests with timing and never
 * a secret.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request as httpRequest } from "node:http";
import { startEventEnv, type EventEnv } from "../support/env.js";
import type { TestPlatform } from "../support/simulator.js";

let env: EventEnv;
beforeAll(async () => {
  env = await startEventEnv();
});
afterAll(() => env.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- admin answers read field by field
const addFault = (p: TestPlatform, body: Record<string, unknown>) => env.s.admin<any>("POST", "/_sim/faults", { body, headers: { authorization: p.auth } });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- admin answers read field by field
const listFaults = async (p: TestPlatform) => (await env.s.admin<any>("GET", "/_sim/faults", { headers: { authorization: p.auth } })).body.data as any[];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- admin answers read field by field
const journal = async (p: TestPlatform, q = "") =>
  (await env.s.admin<any>("GET", `/_sim/journal${q}`, { headers: { authorization: p.auth } })).body.data as any[];

/** A raw GET that reports how the connection ended (answer or closed without one). */
function rawGet(p: TestPlatform, path: string, timeoutMs = 5000): Promise<{ status?: number; closed: boolean; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = httpRequest(env.s.baseUrl + path, { headers: { authorization: p.auth }, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, closed: false, ms: Date.now() - started }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error("client timeout")));
    req.on("error", () => resolve({ closed: true, ms: Date.now() - started }));
    req.end();
  });
}

describe("fault injection", () => {
  it("an error fault answers the chosen status and code for its operation only, with the Paysim-Fault header", async () => {
    const p = await env.platform();
    const f = await addFault(p, { kind: "error", operation: "listCustomers", status: 503, code: "SERVICE_UNAVAILABLE" });
    expect(f.status).toBe(201);
    const hit = await p.get("/customers");
    expect(hit.status).toBe(503);
    expect(hit.body.code).toBe("SERVICE_UNAVAILABLE");
    expect(hit.headers.get("paysim-fault")).toBe(`error; id=${f.body.id}`);
    const other = await p.get("/transactions");
    expect(other.status).toBe(200);
    expect(other.headers.get("paysim-fault")).toBeNull();
    expect((await listFaults(p)).map((x) => [x.id, x.fired])).toEqual([[f.body.id, 1]]);
  });

  it("faults are per platform: another platform is answered normally", async () => {
    const [a, b] = [await env.platform(), await env.platform()];
    await addFault(a, { kind: "error", status: 500, code: "INTERNAL_ERROR" });
    expect((await a.get("/customers")).status).toBe(500);
    expect((await b.get("/customers")).status).toBe(200);
  });

  it("a latency fault delays the real answer and names itself", async () => {
    const p = await env.platform();
    const f = await addFault(p, { kind: "latency", operation: "listCustomers", delayMs: 300 });
    const t = Date.now();
    const r = await p.get("/customers");
    expect(Date.now() - t).toBeGreaterThanOrEqual(290);
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body.data)).toBe(true);
    expect(r.headers.get("paysim-fault")).toBe(`latency; id=${f.body.id}`);
  });

  it("a drop fault closes the connection without an answer", async () => {
    const p = await env.platform();
    await addFault(p, { kind: "drop", operation: "listCustomers" });
    const r = await rawGet(p, "/customers");
    expect(r.closed).toBe(true);
    expect(r.status).toBeUndefined();
    expect((await rawGet(p, "/transactions")).status).toBe(200);
  });

  it("a timeout fault holds the request, then closes it unanswered", async () => {
    const p = await env.platform();
    await addFault(p, { kind: "timeout", operation: "listCustomers", delayMs: 400 });
    const r = await rawGet(p, "/customers");
    expect(r.closed).toBe(true);
    expect(r.ms).toBeGreaterThanOrEqual(390);
  });

  it("share and times: share 0 never fires; times bounds how often a fault fires", async () => {
    const p = await env.platform();
    await addFault(p, { kind: "error", operation: "listCustomers", status: 500, code: "INTERNAL_ERROR", share: 0 });
    for (let i = 0; i < 5; i++) expect((await p.get("/customers")).status).toBe(200);
    const f = await addFault(p, { kind: "error", operation: "listTransactions", status: 429, code: "RATE_LIMITED", times: 2 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await p.get("/transactions")).status);
    expect(statuses).toEqual([429, 429, 200, 200]);
    expect((await listFaults(p)).find((x) => x.id === f.body.id)).toMatchObject({ fired: 2, remaining: 0 });
  });

  it("a fault can be removed (one or all), and an unknown one is 404", async () => {
    const p = await env.platform();
    const f = await addFault(p, { kind: "error", status: 500, code: "INTERNAL_ERROR" });
    expect((await env.s.admin("DELETE", `/_sim/faults/${encodeURIComponent(f.body.id)}`, { headers: { authorization: p.auth } })).status).toBe(204);
    expect((await p.get("/customers")).status).toBe(200);
    expect((await env.s.admin("DELETE", `/_sim/faults/${encodeURIComponent(f.body.id)}`, { headers: { authorization: p.auth } })).status).toBe(404);
    await addFault(p, { kind: "error", status: 500, code: "INTERNAL_ERROR" });
    expect((await env.s.admin("DELETE", "/_sim/faults", { headers: { authorization: p.auth } })).status).toBe(204);
    expect(await listFaults(p)).toEqual([]);
  });

  it("a malformed fault is 400 with the field named", async () => {
    const p = await env.platform();
    const r = await addFault(p, { kind: "melt" });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body.details)).toContain("kind");
    expect((await addFault(p, { kind: "error" })).status).toBe(400);
  });

  it("a fault naming no operation of the API is 400 with the near operationIds; '*' and a real one are taken", async () => {
    const p = await env.platform();
    const r = await addFault(p, { kind: "error", operation: "getConfig", status: 503 });
    expect([r.status, r.body.details.errors[0].field]).toEqual([400, "operation"]);
    expect(r.body.details.errors[0].reason).toContain("getPlatformConfig");
    expect(await listFaults(p)).toEqual([]);
    expect((await addFault(p, { kind: "latency", operation: "*", delayMs: 1 })).status).toBe(201);
    expect((await addFault(p, { kind: "error", operation: "getPlatformConfig", status: 503, times: 1 })).status).toBe(201);
  });

  it("under a latency fault a request is still judged as without one: a bad body is 400, a missing customer 404, a good one 201", async () => {
    const p = await env.platform();
    expect((await addFault(p, { kind: "latency", operation: "*", delayMs: 1 })).status).toBe(201);
    const bad = await p.post("/customers", { customerType: "NOT_A_TYPE" });
    expect([bad.status, bad.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(bad.headers.get("paysim-fault")).toMatch(/^latency; id=/);
    const missing = await p.get("/customers/Customer:none");
    expect([missing.status, missing.body.code]).toEqual([404, "CUSTOMER_NOT_FOUND"]);
    const good = await p.post("/customers", { customerType: "INDIVIDUAL", platformCustomerId: "under-latency" });
    expect(good.status).toBe(201);
    expect((await journal(p)).map((e) => e.response?.status ?? e.status)).toEqual(expect.arrayContaining([400, 404, 201]));
  });

  it("a webhook fault makes deliveries fail as the receiver would, then they succeed once removed", async () => {
    const p = await env.platform();
    // Setting the endpoint sent its TEST event (live); it is delivered before the fault.
    for (let i = 0; i < 50 && !(await p.deliveries({ type: "TEST" })).some((a) => a.ok); i++) await new Promise((r) => setTimeout(r, 20));
    const before = env.rx.deliveries.length;
    const earlier = (await p.deliveries({ type: "TEST" })).length;
    const f = await addFault(p, { kind: "webhook", status: 503, eventType: "TEST" });
    const t = await p.post("/webhooks/test", {});
    const attempts = await p.deliveries({ type: "TEST" });
    expect(attempts.length).toBeGreaterThan(earlier);
    expect(attempts.filter((a) => !a.ok && a.status === 503).length).toBeGreaterThan(0);
    expect(env.rx.deliveries.length).toBe(before); // the receiver never saw it
    const timeoutFault = await addFault(p, { kind: "webhook", eventType: "TEST" });
    await env.s.admin("DELETE", `/_sim/faults/${encodeURIComponent(f.body.id)}`, { headers: { authorization: p.auth } });
    await p.post("/webhooks/test", {});
    expect((await p.deliveries({ type: "TEST" })).some((a) => !a.ok && /timeout simulated/.test(a.error ?? ""))).toBe(true);
    await env.s.admin("DELETE", `/_sim/faults/${encodeURIComponent(timeoutFault.body.id)}`, { headers: { authorization: p.auth } });
    await p.post("/webhooks/test", {});
    await env.rx.waitFor(before + 1, 5000);
    expect(t.status).toBeLessThan(500);
  });
});

describe("request journal", () => {
  it("keeps the platform's requests newest first, with status, timing and the fault, and no secret", async () => {
    const p = await env.platform();
    await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Ada Lovelace", platformCustomerId: "4111 1111 1111 1111" });
    await p.get("/customers?limit=5");
    await addFault(p, { kind: "error", operation: "listTransactions", status: 502, code: "BAD_GATEWAY", times: 1 });
    await p.get("/transactions");
    const j = await journal(p);
    expect(j.map((e) => e.operationId)).toEqual(["listTransactions", "listCustomers", "createCustomer", "updatePlatformConfig"].slice(0, j.length));
    expect(j[0]).toMatchObject({ method: "GET", path: "/transactions", response: { status: 502 } });
    expect(j[0].fault).toMatch(/^error; id=Fault:/);
    expect(typeof j[0].durationMs).toBe("number");
    expect(j[1].query).toBe("limit=5");
    const text = JSON.stringify(j);
    expect(text).not.toContain(p.clientSecret);
    expect(text).not.toContain(p.auth.slice(6));
    expect(text).not.toContain("4111 1111 1111 1111");
    expect(text).toContain("************1111");
    expect(j.find((e) => e.operationId === "createCustomer").request.headers.authorization).toBe("Basic [redacted]");
  });

  it("filters by status and operation, bounds the count, and is per platform", async () => {
    const [a, b] = [await env.platform(), await env.platform()];
    for (let i = 0; i < 3; i++) await a.get("/customers");
    await a.get("/customers/NoSuchCustomer:1");
    expect((await journal(a, "?limit=2")).length).toBe(2);
    expect((await journal(a, "?status=404")).map((e) => e.response.status)).toEqual([404]);
    expect((await journal(a, "?operationId=listCustomers")).length).toBe(3);
    expect((await journal(b)).filter((e) => e.operationId === "listCustomers")).toEqual([]);
  });
});
