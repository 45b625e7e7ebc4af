/**
 * Bounded stores: each cap, once reached, answers a clear error naming the limit and its
 * flag (or, for the logs, drops the oldest entries and counts them); idempotency records
 * expire on the platform clock and so make room again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { freePort } from "../support/ports.js";
import { startSimulator, type StartedSimulator } from "../support/simulator.js";
import { emittingSimulator, until } from "../webhooks/helpers.js";
import { auditLogOf } from "../../simulator/platform/audit-log.js";

describe("platform cap", () => {
  let s: StartedSimulator;
  beforeAll(async () => void (s = await startSimulator({ limits: { maxPlatforms: 2 } })));
  afterAll(() => s.close());

  it("refuses the platform past maxPlatforms with 409 LIMIT_REACHED naming the flag", async () => {
    await s.createPlatform();
    await s.createPlatform();
    const r = await s.admin<any>("POST", "/_sim/platforms", { body: {} });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: "LIMIT_REACHED", details: { limit: "maxPlatforms", value: 2, flag: "--max-platforms" } });
    expect(r.body.reason).toMatch(/maxPlatforms = 2 \(set with --max-platforms\)/);
    const limits = await s.admin<any>("GET", "/_sim/limits");
    expect(limits.status).toBe(200);
    expect(limits.body.limits.maxPlatforms).toEqual({ value: 2, default: 1000, flag: "--max-platforms", description: expect.any(String) });
  });
});

describe("idempotency records", () => {
  let s: StartedSimulator;
  beforeAll(async () => void (s = await startSimulator({ limits: { maxIdempotencyKeys: 2 } })));
  afterAll(() => s.close());
  const execute = (p: any, quoteId: string, key: string) => p.post(`/quotes/${encodeURIComponent(quoteId)}/execute`, undefined, { "idempotency-key": key });
  const quoteA = `Quote:${randomUUID()}`;
  const quoteB = `Quote:${randomUUID()}`;

  it("expire 24 h of platform time after first use", async () => {
    const p = await s.createPlatform();
    const first = await execute(p, quoteA, "k-expiry");
    expect([first.status, first.body.code]).toEqual([404, "QUOTE_NOT_FOUND"]);
    expect((await execute(p, quoteA, "k-expiry")).headers.get("idempotent-replayed")).toBe("true");
    expect((await execute(p, quoteB, "k-expiry")).status).toBe(409); // same key, another request
    await p.advanceClock(24 * 3600 - 60);
    expect((await execute(p, quoteB, "k-expiry")).status).toBe(409); // still live
    await p.advanceClock(60);
    const again = await execute(p, quoteB, "k-expiry"); // expired: a new key
    expect([again.status, again.body.code]).toEqual([404, "QUOTE_NOT_FOUND"]);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
  });

  it("refuses a new key past maxIdempotencyKeys with 400 naming the header and the flag, until keys expire", async () => {
    const p = await s.createPlatform();
    expect((await execute(p, quoteA, "k1")).status).toBe(404);
    expect((await execute(p, quoteA, "k2")).status).toBe(404);
    const full = await execute(p, quoteA, "k3");
    expect(full.status).toBe(400);
    expect(full.body.code).toBe("INVALID_INPUT");
    expect(full.body.details.errors).toEqual([
      expect.objectContaining({
        field: "Idempotency-Key",
        in: "header",
        reason: expect.stringContaining("--max-idempotency-keys"),
        expected: { limit: "maxIdempotencyKeys", value: 2, flag: "--max-idempotency-keys" },
      }),
    ]);
    expect((await execute(p, quoteA, "k1")).headers.get("idempotent-replayed")).toBe("true"); // known keys still replay
    await p.advanceClock(24 * 3600);
    expect((await execute(p, quoteA, "k3")).status).toBe(404);
  });
});

describe("webhook queue, delivery log and audit log caps", () => {
  it("refuses events past maxWebhookQueue while they are all undelivered, and says so", async () => {
    const { s, emit } = await emittingSimulator({ limits: { maxWebhookQueue: 5, maxDeliveryLog: 8 } });
    try {
      const p = await s.createPlatform();
      await p.setWebhookEndpoint(`http://127.0.0.1:${await freePort()}/down`);
      await emit(p, 7);
      const events = async () => (await s.admin<any>("GET", "/_sim/webhooks/events", { headers: { authorization: p.auth } })).body;
      expect(await until(async () => (await events()).counts.retry_scheduled === 5)).toBe(true);
      const body = await events();
      expect(body.data).toHaveLength(5);
      expect(body.refused).toBe(2);
      const log = await p.deliveries();
      const refused = log.filter((a) => /not queued/.test(a.error ?? ""));
      expect(refused).toHaveLength(2);
      expect(refused[0].error).toMatch(/maxWebhookQueue = 5 \(set with --max-webhook-queue\)/);
      // The delivery log is a ring of 8: more attempts drop the oldest and count them.
      await p.advanceClock(3600);
      expect(await until(async () => (await s.admin<any>("GET", "/_sim/webhooks/deliveries", { headers: { authorization: p.auth } })).body.dropped > 0)).toBe(
        true,
      );
      expect(await p.deliveries()).toHaveLength(8);
    } finally {
      await s.close();
    }
  });

  it("the audit log keeps the newest maxAuditLog entries and filters by action and subject", async () => {
    const s = await startSimulator({ limits: { maxAuditLog: 3 } });
    try {
      const p = await s.createPlatform();
      const rt = s.sim.platforms.get(p.platformId)!;
      for (let i = 0; i < 5; i++) auditLogOf(rt.store).record({ action: i % 2 ? "CARD.PAN_REVEALED" : "KEY.ROTATED", subject: `Card:${i}`, actor: p.clientId });
      const all = await s.admin<any>("GET", "/_sim/audit", { headers: { authorization: p.auth } });
      expect(all.status).toBe(200);
      expect(all.body.dropped).toBe(2);
      expect(all.body.data.map((e: any) => e.subject)).toEqual(["Card:2", "Card:3", "Card:4"]);
      const reveals = await s.admin<any>("GET", "/_sim/audit?action=CARD.PAN_REVEALED", { headers: { authorization: p.auth } });
      expect(reveals.body.data).toEqual([
        expect.objectContaining({ action: "CARD.PAN_REVEALED", subject: "Card:3", actor: p.clientId, at: expect.any(String) }),
      ]);
      const other = await s.createPlatform();
      expect((await s.admin<any>("GET", "/_sim/audit", { headers: { authorization: other.auth } })).body.data).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
