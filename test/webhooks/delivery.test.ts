/**
 * Webhook delivery never blocks: deliveries run concurrently within their bounds, a hung
 * receiver slows neither the API nor `POST /_sim/clock/advance`, an event whose retry
 * schedule runs out is kept as dead-lettered, and one redeliver call brings every such
 * event to a receiver that is back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/ports.js";
import type { StartedSimulator, TestPlatform } from "../support/simulator.js";
import { controlledReceiver, emittingSimulator, until, type ControlledReceiver } from "./helpers.js";

let s: StartedSimulator;
let emit: (p: TestPlatform, n: number) => Promise<void>;
const receivers: ControlledReceiver[] = [];

beforeAll(async () => {
  ({ s, emit } = await emittingSimulator({ limits: { webhookTimeoutMs: 2000, webhookConcurrency: 4, webhookConcurrencyTotal: 6 } }));
});
afterAll(async () => {
  await s.close();
  for (const r of receivers) await r.close();
});

async function receiver(port = 0): Promise<ControlledReceiver> {
  const r = await controlledReceiver(port);
  receivers.push(r);
  return r;
}

const events = async (p: TestPlatform, query = "") => (await s.admin<any>("GET", `/_sim/webhooks/events${query}`, { headers: { authorization: p.auth } })).body;

describe("webhook delivery", () => {
  it("runs deliveries concurrently, at most webhookConcurrency per platform", async () => {
    const rx = await receiver();
    rx.mode = { status: 200, delayMs: 300 };
    const p = await s.createPlatform();
    await p.setWebhookEndpoint(rx.url);
    let peak = 0;
    await emit(p, 8);
    const done = await until(() => {
      peak = Math.max(peak, rx.open);
      return rx.got.length === 8 && rx.open === 0;
    }, 5000);
    expect(done).toBe(true);
    // Each receiver answer takes 300 ms: several were open at once, never more than 4.
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThanOrEqual(4);
    expect(await until(async () => (await events(p)).counts.delivered === 8)).toBe(true);
  });

  it("a hung receiver slows neither the API nor POST /_sim/clock/advance", async () => {
    const rx = await receiver();
    rx.mode = "hang";
    const p = await s.createPlatform();
    await p.setWebhookEndpoint(rx.url);
    await emit(p, 6);
    expect(await until(() => rx.got.length === 4)).toBe(true); // 4 in flight, hung; 2 queued
    const t0 = performance.now();
    const adv = await p.advanceClock(3600);
    const advanceMs = performance.now() - t0;
    expect(adv).toBeTruthy();
    const t1 = performance.now();
    expect((await p.get("/customers")).status).toBe(200);
    const apiMs = performance.now() - t1;
    // Each hung attempt holds its slot until the 2 s timeout; neither call waits for one
    // (before, an advance waited for every attempt it made due: 28 s with a hung receiver).
    expect(advanceMs).toBeLessThan(1500);
    expect(apiMs).toBeLessThan(1500);
    const body = await events(p);
    expect(body.counts.in_flight).toBeLessThanOrEqual(4);
    expect(body.counts.in_flight + body.counts.queued + body.counts.retry_scheduled).toBe(6);
    // The timeouts free the slots: every event gets its first attempt, failed as a timeout.
    expect(await until(async () => (await events(p)).data.every((e: any) => e.attempts >= 1), 15000)).toBe(true);
    expect((await p.deliveries()).every((a) => a.ok === false && /timeout/.test(a.error ?? ""))).toBe(true);
    await p.reset(); // stop the retries the advance made due
  });

  it("keeps events whose retry schedule ran out as dead-lettered; one redeliver-all brings them all once the receiver is back", async () => {
    const port = await freePort(); // nothing listens there yet: the receiver is down
    const p = await s.createPlatform();
    await p.setWebhookEndpoint(`http://127.0.0.1:${port}/hooks`);
    await emit(p, 12);
    expect(await until(async () => (await events(p)).counts.retry_scheduled === 12)).toBe(true);
    await p.advanceClock(8 * 3600); // past every retry: they run one after the other in the background
    expect(await until(async () => (await events(p)).counts.dead_lettered === 12, 8000)).toBe(true);
    const dead = await events(p, "?state=dead_lettered");
    expect(dead.data).toHaveLength(12);
    expect(dead.data.every((e: any) => e.attempts === 6 && e.round === 1 && /request failed/.test(e.lastError))).toBe(true);
    const attempts = await p.deliveries({ state: "dead_lettered" } as any);
    expect(attempts).toHaveLength(12 * 6);

    const rx = await receiver(port); // back
    rx.verifyWith(p.webhookPublicKeyPem);
    const r = await s.admin<any>("POST", "/_sim/webhooks/redeliver", { headers: { authorization: p.auth } });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ state: "dead_lettered", redelivered: 12 });
    expect(await until(() => rx.got.length === 12)).toBe(true);
    expect(new Set(rx.got.map((g) => g.id))).toEqual(new Set(dead.data.map((e: any) => e.eventId)));
    expect(rx.got.every((g) => g.signatureValid)).toBe(true);
    expect(await until(async () => (await events(p)).counts.delivered === 12)).toBe(true);
    expect((await events(p, "?state=delivered")).data.every((e: any) => e.round === 2 && e.attempts === 7)).toBe(true);
    expect((await events(p, "?state=dead_lettered")).data).toEqual([]);
  });

  it("redelivers one event; unknown ids answer 404", async () => {
    const rx = await receiver();
    const p = await s.createPlatform();
    await p.setWebhookEndpoint(rx.url);
    await emit(p, 1);
    expect(await until(async () => (await events(p)).counts.delivered === 1)).toBe(true);
    const [ev] = (await events(p)).data;
    const r = await s.admin<any>("POST", `/_sim/webhooks/events/${encodeURIComponent(ev.eventId)}/redeliver`, { headers: { authorization: p.auth } });
    expect(r.status).toBe(202);
    expect(r.body.event).toMatchObject({ eventId: ev.eventId, round: 2 });
    expect(await until(() => rx.got.length === 2)).toBe(true);
    expect(rx.got.map((g) => g.id)).toEqual([ev.eventId, ev.eventId]);
    const log = await p.deliveries({ eventId: ev.eventId });
    expect(await until(async () => (await p.deliveries({ eventId: ev.eventId })).length === 2)).toBe(true);
    expect(log[0]).toMatchObject({ attempt: 1, round: 1, ok: true });
    const missing = await s.admin<any>("POST", "/_sim/webhooks/events/Webhook%3Anope/redeliver", { headers: { authorization: p.auth } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: "NOT_FOUND", reason: expect.stringContaining("Webhook:nope") });
  });

  it("events emitted without an endpoint are not_sent and can be delivered later", async () => {
    const p = await s.createPlatform();
    await emit(p, 3);
    expect(await until(async () => (await events(p)).counts.not_sent === 3)).toBe(true);
    const rx = await receiver();
    await p.setWebhookEndpoint(rx.url);
    const r = await s.admin<any>("POST", "/_sim/webhooks/redeliver", { body: { state: "not_sent" }, headers: { authorization: p.auth } });
    expect(r.body).toEqual({ state: "not_sent", redelivered: 3 });
    expect(await until(() => rx.got.length === 3)).toBe(true);
  });
});
