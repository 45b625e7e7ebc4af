import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerify } from "node:crypto";
import { startSimulator, type StartedSimulator } from "../support/simulator.js";
import { startReceiver, type Receiver } from "../support/receiver.js";

let s: StartedSimulator;
let rx: Receiver;
beforeAll(async () => {
  s = await startSimulator({ webhookTimeoutMs: 300 });
  rx = await startReceiver();
});
afterAll(async () => {
  await s.close();
  await rx.close();
});

/** Delivery attempts are recorded once the receiver's answer is in: poll the log (bounded). */
async function logOf(p: { deliveries(f?: Record<string, string>): Promise<any[]> }, want: number, filter: Record<string, string> = {}): Promise<any[]> {
  let log: any[] = [];
  for (let i = 0; i < 100 && (log = await p.deliveries(filter)).length < want; i++) await new Promise((r) => setTimeout(r, 20));
  return log;
}

/**
 * Set the platform's webhookEndpoint and let the TEST webhook that setting it sends (the live
 * service's check of a new endpoint) land, so a test counts its own deliveries only.
 */
async function connect(p: { setWebhookEndpoint(url: string): Promise<unknown>; deliveries(f?: Record<string, string>): Promise<any[]> }, r: Receiver) {
  const n = r.deliveries.length;
  await p.setWebhookEndpoint(r.url);
  await r.waitFor(n + 1);
  await logOf(p, 1, { type: "TEST" });
}

describe("admin API", () => {
  it("POST /_sim/platforms validates its body and returns credentials + key", async () => {
    const bad = await s.admin("POST", "/_sim/platforms", {
      body: { regulated: "yes", environment: "TEST", contactVerification: { email: 1, fax: true }, color: "red" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("INVALID_INPUT");
    expect(Object.fromEntries(bad.body.details.errors.map((e: any) => [e.field, e.code]))).toEqual({
      regulated: "INVALID_TYPE",
      environment: "INVALID_ENUM",
      "contactVerification.email": "INVALID_TYPE",
      "contactVerification.fax": "UNKNOWN_FIELD",
      color: "UNKNOWN_FIELD",
    });
    const ok = await s.admin("POST", "/_sim/platforms", { body: { regulated: true, environment: "PRODUCTION", contactVerification: { email: true } } });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      environment: "PRODUCTION",
      platformId: expect.stringMatching(/^Platform:/),
      clientId: expect.any(String),
      clientSecret: expect.any(String),
    });
    expect(ok.body.webhookPublicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(ok.body.settings).toEqual({
      regulated: true,
      skipVerificationPaperwork: false,
      environment: "PRODUCTION",
      contactVerification: { email: true, phone: false },
      scaRequired: false,
    });
  });
  it("health, spec, clock; scoped calls need the platform's credentials", async () => {
    expect((await s.admin("GET", "/_sim/health")).body).toMatchObject({ status: "ok", version: "2025-10-13" });
    // /_sim/openapi.json is the admin API's own contract (it describes /_sim); the API's is under /_sim/contracts/.
    const spec = await s.admin("GET", "/_sim/openapi.json");
    expect(spec.status).toBe(200);
    expect(spec.body).toMatchObject({ openapi: "3.1.0", info: { title: "paysim simulator admin API" } });
    expect(Object.keys(spec.body.paths)).toEqual(expect.arrayContaining(["/_sim/health", "/_sim/openapi.json", "/_sim/contracts/api.json"]));
    expect(spec.body.paths["/2025-10-13/customers"] ?? spec.body.paths["/customers"]).toBeUndefined();
    expect((await s.admin("GET", "/_sim/contracts/admin.json")).body).toEqual(spec.body);
    const api = await s.admin("GET", "/_sim/contracts/api.json");
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({ openapi: "3.1.0", info: { title: "Platform Payments API", version: "2025-10-13" } });
    expect(api.body.paths["/customers"]).toBeDefined();
    expect((await s.admin("GET", "/_sim/clock")).status).toBe(401);
    const p = await s.createPlatform();
    const before = Date.parse(await p.now());
    const after = Date.parse(await p.advanceClock(3600));
    expect(after - before).toBeGreaterThanOrEqual(3600_000);
    const bad = await s.admin("POST", "/_sim/clock/advance", { body: { seconds: "x" }, headers: { authorization: p.auth } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.errors[0]).toMatchObject({ field: "seconds", code: "INVALID_TYPE" });
  });
  it("POST /_sim/reset wipes this platform's data only", async () => {
    const a = await s.createPlatform();
    const b = await s.createPlatform();
    await a.setWebhookEndpoint("http://127.0.0.1:1/x");
    await b.setWebhookEndpoint("http://127.0.0.1:1/y");
    await a.reset();
    expect((await a.get("/config")).body.webhookEndpoint).toBeUndefined();
    expect((await b.get("/config")).body.webhookEndpoint).toBe("http://127.0.0.1:1/y");
  });
});

describe("platform configuration", () => {
  it("GET /config: defaults with providerRequiredCustomerFields", async () => {
    const p = await s.createPlatform();
    const r = await p.get("/config");
    expect(r.status).toBe(200);
    expect(r.body.id).toMatch(/^PlatformConfig:/);
    const mxn = r.body.supportedCurrencies.find((c: any) => c.currencyCode === "MXN");
    expect(mxn.providerRequiredCustomerFields).toEqual(["FULL_NAME", "BIRTH_DATE", "NATIONALITY", "ADDRESS"]);
    expect(r.body.supportedCurrencies.map((c: any) => c.currencyCode)).toEqual(
      expect.arrayContaining(["USD", "EUR", "GBP", "MXN", "BRL", "INR", "PHP", "NGN", "KES"]),
    );
  });
  it("PATCH /config: updates, read-only fields refused, min <= max, https in production", async () => {
    const p = await s.createPlatform();
    const ok = await p.patch("/config", {
      umaDomain: "uma.example.com",
      supportedCurrencies: [{ currencyCode: "BRL", minAmount: 1, maxAmount: 10, requiredCounterpartyFields: [] }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.umaDomain).toBe("uma.example.com");
    expect(ok.body.supportedCurrencies).toEqual([
      {
        currencyCode: "BRL",
        minAmount: 1,
        maxAmount: 10,
        requiredCounterpartyFields: [],
        providerRequiredCustomerFields: ["FULL_NAME", "BIRTH_DATE", "NATIONALITY", "ADDRESS"],
        enabledTransactionTypes: ["INCOMING", "OUTGOING"],
      },
    ]);
    const ro = await p.patch("/config", {
      proxyUmaSubdomain: "x",
      supportedCurrencies: [{ currencyCode: "USD", minAmount: 1, maxAmount: 2, requiredCounterpartyFields: [], providerRequiredCustomerFields: [] }],
    });
    expect(ro.status).toBe(400);
    expect(ro.body.details.errors.map((e: any) => [e.field, e.code])).toEqual(
      expect.arrayContaining([
        ["proxyUmaSubdomain", "UNKNOWN_FIELD"],
        ["supportedCurrencies[0].providerRequiredCustomerFields", "UNKNOWN_FIELD"],
      ]),
    );
    const mm = await p.patch("/config", { supportedCurrencies: [{ currencyCode: "USD", minAmount: 5, maxAmount: 2, requiredCounterpartyFields: [] }] });
    expect(mm.status).toBe(400);
    expect(mm.body.details.errors).toEqual([expect.objectContaining({ field: "supportedCurrencies[0].minAmount", code: "OUT_OF_RANGE" })]);
    const prod = await s.createPlatform({ environment: "PRODUCTION" });
    const http = await prod.setWebhookEndpoint("http://127.0.0.1:9/x");
    expect(http.status).toBe(400);
    expect(http.body.details.errors[0]).toMatchObject({ field: "webhookEndpoint", reason: expect.stringMatching(/https/) });
    expect((await prod.setWebhookEndpoint("https://example.com/hooks")).status).toBe(200);
    expect((await p.setWebhookEndpoint("http://localhost:9/x")).status).toBe(200);
    expect((await p.setWebhookEndpoint("http://[::1]:9/x")).status).toBe(200);
    const remoteHttp = await p.setWebhookEndpoint("http://hooks.example.com/x");
    expect(remoteHttp.status).toBe(400);
    expect(remoteHttp.body.details.errors[0]).toMatchObject({ field: "webhookEndpoint", reason: expect.stringMatching(/127\.0\.0\.1 or localhost/) });
    expect((await p.setWebhookEndpoint("https://hooks.example.com/x")).status).toBe(200);
  });
});

describe("webhooks", () => {
  it("POST /webhooks/test without endpoint -> 400 WEBHOOK_ENDPOINT_NOT_SET", async () => {
    const p = await s.createPlatform();
    const r = await p.post("/webhooks/test");
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("WEBHOOK_ENDPOINT_NOT_SET");
  });

  it("delivers a signed TEST event a node:crypto receiver verifies", async () => {
    const p = await s.createPlatform();
    rx.respondWith(200);
    await connect(p, rx);
    const n = rx.deliveries.length;
    const r = await p.post("/webhooks/test");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ sent: true, url: rx.url, response_status: 200, webhookId: expect.stringMatching(/^Webhook:/) });
    const d = rx.deliveries[n];
    expect(d.headers["content-type"]).toBe("application/json");
    // the TEST event is the description's test payload beside the envelope id (no data)
    expect(d.body).toEqual({ id: r.body.webhookId, type: "TEST", test: true, timestamp: expect.any(String), webhookId: r.body.webhookId });
    const { v, s: sig } = JSON.parse(String(d.headers["x-service-signature"]));
    expect(v).toBe("1");
    expect(createVerify("SHA256").update(d.raw).verify(p.webhookPublicKeyPem, sig, "base64")).toBe(true);
    expect(
      createVerify("SHA256")
        .update(d.raw + " ")
        .verify(p.webhookPublicKeyPem, sig, "base64"),
    ).toBe(false);
    const log = await p.deliveries({ eventId: r.body.webhookId });
    expect(log).toEqual([expect.objectContaining({ eventId: r.body.webhookId, type: "TEST", url: rx.url, attempt: 1, status: 200, ok: true })]);
  });

  it("POST /sandbox/webhooks/test (the live service's path) delivers the same signed TEST event; without an endpoint 400", async () => {
    const p = await s.createPlatform();
    const none = await p.post("/sandbox/webhooks/test");
    expect([none.status, none.body.code]).toEqual([400, "WEBHOOK_ENDPOINT_NOT_SET"]);
    rx.respondWith(202);
    await p.setWebhookEndpoint(rx.url);
    const n = rx.deliveries.length;
    const r = await p.post("/sandbox/webhooks/test");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ sent: true, url: rx.url, response_status: 202, webhookId: expect.stringMatching(/^Webhook:/) });
    expect(rx.deliveries[n].body).toMatchObject({ id: r.body.webhookId, type: "TEST", test: true });
    rx.respondWith(200);
  });

  it("a failing endpoint -> 400 WEBHOOK_DELIVERY_ERROR, then retries on the platform clock with the same id", async () => {
    const p = await s.createPlatform();
    await connect(p, rx);
    rx.respondWith(500);
    const n = rx.deliveries.length;
    const r = await p.post("/webhooks/test");
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("WEBHOOK_DELIVERY_ERROR");
    expect(r.body.reason).toMatch(/HTTP 500/);
    await p.advanceClock(29);
    expect(rx.deliveries.length).toBe(n + 1);
    await p.advanceClock(1); // 30 s: attempt 2 (queued; the advance does not wait for it)
    await rx.waitFor(n + 2);
    rx.respondWith(200);
    await logOf(p, 2, { eventId: r.body.details.webhookId });
    await p.advanceClock(120); // 2 min later: attempt 3 succeeds
    const log = await logOf(p, 3, { eventId: r.body.details.webhookId });
    await p.advanceClock(24 * 3600); // nothing more
    const mine = rx.deliveries.slice(n);
    expect(mine.map((d) => d.body.id)).toEqual([r.body.details.webhookId, r.body.details.webhookId, r.body.details.webhookId]);
    expect(log.map((a) => [a.attempt, a.status, a.ok])).toEqual([
      [1, 500, false],
      [2, 500, false],
      [3, 200, true],
    ]);
  });

  it("gives up after 6 attempts; a hanging endpoint times out", async () => {
    const p = await s.createPlatform();
    await connect(p, rx);
    rx.respondWith("hang");
    const r = await p.post("/webhooks/test");
    expect(r.status).toBe(400);
    expect(r.body.reason).toMatch(/timeout/);
    rx.respondWith(503);
    await p.advanceClock(8 * 3600); // every retry falls due: they run one after the other, in the background
    const log = await logOf(p, 6, { eventId: r.body.details.webhookId });
    expect(log.map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(log.at(-1)!.nextAttemptAt).toBeUndefined();
    rx.respondWith(200);
  });

  it("events about one object go out in emission order", async () => {
    const t = await startSimulator({
      handlers: {
        getPlatformConfig: (ctx) => {
          for (let i = 0; i < 5; i++)
            ctx.emit("TEST", {
              id: "Customer:00000000-0000-4000-8000-000000000001",
              test: true,
              timestamp: ctx.clock.iso(),
              webhookId: "Webhook:00000000-0000-4000-8000-000000000000",
              type: "TEST",
              i,
            });
          return {
            status: 200,
            body: {
              id: "PlatformConfig:00000000-0000-4000-8000-000000000000",
              supportedCurrencies: [],
              createdAt: ctx.clock.iso(),
              updatedAt: ctx.clock.iso(),
            },
          };
        },
      },
    });
    const r2 = await startReceiver();
    const p = await t.createPlatform();
    await connect(p, r2);
    await p.get("/config");
    await r2.waitFor(6);
    expect(r2.deliveries.slice(1).map((d) => d.body.i)).toEqual([0, 1, 2, 3, 4]);
    await t.close();
    await r2.close();
  });
});
