/**
 * A platform exported from one simulator (`GET /_sim/export`) and imported into a fresh
 * one (`POST /_sim/platforms/import`) is the same platform there: credentials, key,
 * objects in the same order, balances, configuration and pending scheduled work. And the
 * default platform of a fixed seed is the same on every start.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createSimulator } from "../../simulator/app.js";
import { startSimulator, type StartedSimulator } from "../support/simulator.js";
import { account, balance, customer, fund, quote, usdExternal } from "../money/helpers.js";
import { client, tempDataDir } from "./helpers.js";

/** Every customer of a platform, page by page (pages of 100, the maximum), in list order. */
async function allCustomers(c: { get(path: string): Promise<{ status: number; body: any }> }): Promise<unknown[]> {
  const out: unknown[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const r = await c.get(`/customers?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(r.status).toBe(200);
    out.push(...r.body.data);
    if (!r.body.hasMore) return out;
    cursor = r.body.nextCursor;
  }
  throw new Error("more than 20 pages");
}

describe("export and import of a platform", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  const started = async (o: Parameters<typeof startSimulator>[0] = {}): Promise<StartedSimulator> => {
    const s = await startSimulator({ log: () => {}, ...o });
    cleanups.push(() => s.close());
    return s;
  };

  it("reproduces the platform's state in a fresh simulator, which keeps it across a restart", async () => {
    const a = await started();
    const p = await a.createPlatform({ regulated: true });
    const ids: string[] = [];
    // Enough customers that the file is over the 64 KB other admin bodies are limited to.
    for (let i = 0; i < 130; i++) ids.push(await customer(p, { platformCustomerId: `fixture-${i}` }));
    const usd = await account(p, ids[1]);
    await fund(p, usd.id, 20_000);
    expect((await p.patch("/config", { umaDomain: "fixture.example" })).status).toBe(200);
    const dest = await usdExternal(p, ids[1], "003");
    const q = await quote(p, usd.id, dest, 5_000);
    // Executed under an Idempotency-Key: its record travels in the file too.
    const ex = await p.post(`/quotes/${q.body.id}/execute`, undefined, { "idempotency-key": "exec-1" });
    expect(ex.status).toBe(200);
    const tx: string = ex.body.transactionId;
    const exported = await a.admin<any>("GET", "/_sim/export", { headers: { authorization: p.auth } });
    expect(exported.status).toBe(200);
    expect(exported.body.format).toBe("paysim-platform");
    expect(JSON.stringify(exported.body).length).toBeGreaterThan(65_536);
    const listBefore = await allCustomers(p);
    expect(listBefore.length).toBeGreaterThanOrEqual(130);
    const configBefore = (await p.get("/config")).body;
    const balanceBefore = await balance(p, usd.id);

    const d = tempDataDir();
    cleanups.push(d.remove);
    const b = await started({ dataDir: d.dir });
    const imported = await b.admin<any>("POST", "/_sim/platforms/import", { body: exported.body });
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({
      platformId: p.platformId,
      clientId: p.clientId,
      clientSecret: p.clientSecret,
      webhookPublicKeyPem: p.webhookPublicKeyPem,
    });
    const c = client(b.rootUrl, b.sim.basePath, p);
    expect(await allCustomers(c)).toEqual(listBefore);
    expect((await c.get("/config")).body).toEqual(configBefore);
    expect(await balance(c as any, usd.id)).toEqual(balanceBefore);
    // The idempotency record came along: the same key answers the first answer.
    const replay = await c.post(`/quotes/${q.body.id}/execute`, undefined, { "idempotency-key": "exec-1" });
    expect([replay.status, replay.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
    expect(replay.body).toEqual(ex.body);
    // The clock resumed at the exported platform time, so the payout is still pending, and runs.
    const pending = await c.get(`/transactions/${encodeURIComponent(tx)}`);
    expect(pending.status).toBe(200);
    expect(pending.body.status).not.toBe("COMPLETED");
    await c.advanceClock(7 * 60);
    const after = await c.get(`/transactions/${encodeURIComponent(tx)}`);
    expect([after.status, after.body.status], JSON.stringify(after.body)).toEqual([200, "COMPLETED"]);

    // Importing it again: 409 unless replace=true, which puts the file's state back.
    expect((await b.admin<any>("POST", "/_sim/platforms/import", { body: exported.body })).status).toBe(409);
    const replaced = await b.admin<any>("POST", "/_sim/platforms/import?replace=true", { body: exported.body });
    expect(replaced.status).toBe(200);
    expect((await c.get(`/transactions/${encodeURIComponent(tx)}`)).body.status).not.toBe("COMPLETED");

    // The imported platform is in b's data directory.
    await b.close();
    const b2 = await started({ dataDir: d.dir });
    const c2 = client(b2.rootUrl, b2.sim.basePath, p);
    expect(await allCustomers(c2)).toEqual(listBefore);
  });

  it("refuses a malformed file with 400 naming the field, and changes nothing", async () => {
    const a = await started();
    const p = await a.createPlatform({ regulated: true });
    const file = (await a.admin<any>("GET", "/_sim/export", { headers: { authorization: p.auth } })).body;
    const b = await started();
    const before = b.sim.platforms.all().length;
    const badKind = { ...file, jobs: [{ seq: 1, at: new Date().toISOString(), kind: "no.such.kind", payload: {} }] };
    const r1 = await b.admin<any>("POST", "/_sim/platforms/import", { body: badKind });
    expect(r1.status).toBe(400);
    expect(r1.body.details.errors[0].field).toBe("jobs[0].kind");
    const r2 = await b.admin<any>("POST", "/_sim/platforms/import", { body: { ...file, format: "other" } });
    expect([r2.status, r2.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(r2.body.details.errors).toContainEqual(expect.objectContaining({ field: "format" }));
    const badKey = { ...file, platform: { ...file.platform, webhookPrivateKeyPem: "-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----\n" } };
    const r3 = await b.admin<any>("POST", "/_sim/platforms/import", { body: badKey });
    expect(r3.status).toBe(400);
    expect(r3.body.details.errors[0].field).toBe("platform.webhookPrivateKeyPem");
    expect(b.sim.platforms.all().length).toBe(before);
  });
});

describe("a fixed seed", () => {
  it("gives the default platform the same id, secret and webhook key on every start, and another seed others", async () => {
    const make = (seed: string | number) => createSimulator({ seed, defaultPlatform: { clientId: "seeded" }, log: () => {} });
    const [a, b, c] = [make(42), make(42), make("43")];
    try {
      const pa = a.defaultPlatform!.platform;
      const pb = b.defaultPlatform!.platform;
      const pc = c.defaultPlatform!.platform;
      expect([pb.id, pb.clientSecret, pb.webhookPublicKeyPem, pb.webhookPrivateKeyPem]).toEqual([
        pa.id,
        pa.clientSecret,
        pa.webhookPublicKeyPem,
        pa.webhookPrivateKeyPem,
      ]);
      expect(pc.webhookPublicKeyPem).not.toBe(pa.webhookPublicKeyPem);
      expect(pc.clientSecret).not.toBe(pa.clientSecret);
      expect(pa.webhookPublicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });
});
