/**
 * A simulator restarted on the same data directory is the same simulator: platforms with
 * their credentials and webhook key pair, customers, balances, list cursors, the clock,
 * pending scheduled work and idempotency records all come back.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startSimulator, type StartedSimulator } from "../support/simulator.js";
import { startReceiver, type Receiver } from "../support/receiver.js";
import { account, balance, customer, fund, quote, usdExternal } from "../money/helpers.js";
import { client, tempDataDir } from "./helpers.js";

const DEFAULT = { clientId: "persist_id", clientSecret: "persist_secret", settings: { regulated: true } };

describe("restart with a data directory", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  async function start(dir: string): Promise<StartedSimulator> {
    const s = await startSimulator({ dataDir: dir, defaultPlatform: DEFAULT, log: () => {} });
    cleanups.push(() => s.close());
    return s;
  }

  it("keeps platforms, customers, balances, cursors, the clock, pending work, idempotency and the webhook key", async () => {
    const d = tempDataDir();
    cleanups.push(d.remove);
    const rx: Receiver = await startReceiver();
    cleanups.push(() => rx.close());

    // First life: a second platform made through the admin API, with money and a payout pending.
    const s1 = await start(d.dir);
    const p = await s1.createPlatform({ regulated: true });
    const keyBefore = p.webhookPublicKeyPem;
    const defaultKeyBefore = s1.sim.defaultPlatform!.platform.webhookPublicKeyPem;
    expect((await p.setWebhookEndpoint(rx.url)).status).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await customer(p, { platformCustomerId: `restart-${i}` }));
    const usd = await account(p, ids[0]);
    await fund(p, usd.id, 50_000);
    const dest = await usdExternal(p, ids[0], "003"); // completes 6 minutes after execution
    const q = await quote(p, usd.id, dest, 10_000);
    expect(q.status).toBe(201);
    const ex = await p.post(`/quotes/${q.body.id}/execute`, undefined, { "idempotency-key": "exec-1" });
    expect(ex.status).toBe(200);
    const txId = ex.body.transactionId;
    const before = await balance(p, usd.id);
    const page1 = await p.get("/customers?limit=2");
    expect(page1.body.hasMore).toBe(true);
    const page2Before = await p.get(`/customers?limit=2&cursor=${encodeURIComponent(page1.body.nextCursor)}`);
    await p.advanceClock(60);
    const clockBefore = Date.parse(await p.now());
    await s1.close();

    // Second life.
    const s2 = await start(d.dir);
    const c = client(s2.rootUrl, s2.sim.basePath, p);
    expect(s2.sim.platforms.byClientId(p.clientId)!.platform.webhookPublicKeyPem).toBe(keyBefore);
    expect(s2.sim.defaultPlatform!.platform.webhookPublicKeyPem).toBe(defaultKeyBefore);
    for (const id of ids) expect((await c.get(`/customers/${encodeURIComponent(id)}`)).status).toBe(200);
    expect(await balance(c as any, usd.id)).toEqual(before);
    // A cursor handed out before the restart still pages on.
    const page2 = await c.get(`/customers?limit=2&cursor=${encodeURIComponent(page1.body.nextCursor)}`);
    expect(page2.status).toBe(200);
    expect(page2.body.data.map((x: any) => x.id)).toEqual(page2Before.body.data.map((x: any) => x.id));
    // The clock went on from where it was (wall time passed meanwhile).
    const clockAfter = Date.parse((await c.admin("GET", "/_sim/clock")).body.now);
    expect(clockAfter).toBeGreaterThanOrEqual(clockBefore);
    // The idempotency record answers the same key with the first answer.
    const replay = await c.post(`/quotes/${q.body.id}/execute`, undefined, { "idempotency-key": "exec-1" });
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(ex.body);
    // The payout step scheduled before the restart still runs.
    const pending = await c.get(`/transactions/${encodeURIComponent(txId)}`);
    expect(pending.status).toBe(200);
    expect(pending.body.status).not.toBe("COMPLETED");
    await c.advanceClock(7 * 60);
    expect((await c.get(`/transactions/${encodeURIComponent(txId)}`)).body.status).toBe("COMPLETED");
    // The transaction list (an index rebuilt from the restored collection) serves it.
    const list = await c.get(`/transactions?customerId=${encodeURIComponent(ids[0])}`);
    expect(list.body.data.map((t: any) => t.id)).toContain(txId);

    // A webhook signed after the restart verifies with the key from before it.
    rx.verifyWith(keyBefore);
    const n = rx.deliveries.length;
    const t = await c.post("/webhooks/test");
    expect(t.status).toBeLessThan(300);
    const got = await rx.waitFor(n + 1, 5000);
    expect(got[got.length - 1].signatureValid).toBe(true);
  });

  it("keeps webhook delivery state: a retry pending at the restart is delivered after it, same event id", async () => {
    const d = tempDataDir();
    cleanups.push(d.remove);
    const rx: Receiver = await startReceiver();
    cleanups.push(() => rx.close());
    rx.respondWith(500);
    const s1 = await start(d.dir);
    const p = await s1.createPlatform({ regulated: true });
    expect((await p.setWebhookEndpoint(rx.url)).status).toBe(200);
    await p.post("/webhooks/test"); // answered 400 WEBHOOK_DELIVERY_ERROR: the receiver says 500
    await rx.waitFor(1, 5000);
    // Let the failed first attempt be recorded as waiting for its retry.
    let events: any[] = [];
    for (let i = 0; i < 50 && !events.some((e) => e.state === "retry_scheduled"); i++) {
      await new Promise((r) => setTimeout(r, 20));
      events = (await s1.admin<any>("GET", "/_sim/webhooks/events", { headers: { authorization: p.auth } })).body.data;
    }
    const waiting = events.find((e) => e.state === "retry_scheduled");
    expect(waiting).toBeDefined();
    await s1.close();

    rx.respondWith(200);
    const before = rx.deliveries.length;
    const s2 = await start(d.dir);
    const c = client(s2.rootUrl, s2.sim.basePath, p);
    const after = (await c.admin("GET", `/_sim/webhooks/events?state=retry_scheduled`)).body.data;
    expect(after.map((e: any) => e.eventId)).toContain(waiting.eventId);
    const log = (await c.admin("GET", `/_sim/webhooks/deliveries?eventId=${encodeURIComponent(waiting.eventId)}`)).body.data;
    expect(log.length).toBeGreaterThanOrEqual(1);
    await c.advanceClock(31);
    const got = await rx.waitFor(before + 1, 5000);
    expect(got.slice(before).map((g) => g.body.id)).toContain(waiting.eventId);
  });

  it("keeps bearer tokens registered for a platform, and forgets revoked ones", async () => {
    const d = tempDataDir();
    cleanups.push(d.remove);
    const s1 = await start(d.dir);
    const p = await s1.createPlatform({ regulated: true });
    s1.sim.platforms.registerBearer("token-kept", p.platformId, { agentId: "Agent:1", scopes: ["read"] });
    s1.sim.platforms.registerBearer("token-revoked", p.platformId, { agentId: "Agent:2" });
    s1.sim.platforms.revokeBearer("token-revoked");
    await p.get("/config"); // any answered request commits what changed before it
    await s1.close();
    const s2 = await start(d.dir);
    const kept = s2.sim.platforms.resolveBearer("token-kept");
    expect(kept?.runtime.platform.id).toBe(p.platformId);
    expect(kept?.principal).toEqual({ agentId: "Agent:1", scopes: ["read"] });
    expect(s2.sim.platforms.resolveBearer("token-revoked")).toBeUndefined();
  });

  it("a reset platform stays reset, and its saved data is gone after a restart", async () => {
    const d = tempDataDir();
    cleanups.push(d.remove);
    const s1 = await start(d.dir);
    const p = await s1.createPlatform({ regulated: true });
    const id = await customer(p);
    await p.reset();
    const other = await customer(p, { platformCustomerId: "after-reset" });
    await s1.close();
    const s2 = await start(d.dir);
    const c = client(s2.rootUrl, s2.sim.basePath, p);
    expect((await c.get(`/customers/${encodeURIComponent(id)}`)).status).toBe(404);
    expect((await c.get(`/customers/${encodeURIComponent(other)}`)).status).toBe(200);
  });
});
