/**
 * DELETE /_sim/platforms/{platformId}: a platform the suite (or anyone) made can be deleted
 * with its own credentials; nothing of it stays (credentials, data, the slot under
 * maxPlatforms), in memory or in the data directory, and no other platform is touched.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startSimulator, type StartedSimulator } from "../support/simulator.js";
import { customer } from "../money/helpers.js";
import { client, tempDataDir } from "../persistence/helpers.js";
import Database from "better-sqlite3";
import { join } from "node:path";

describe("platform deletion", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  async function start(o: Parameters<typeof startSimulator>[0] = {}): Promise<StartedSimulator> {
    const s = await startSimulator({ log: () => {}, ...o });
    cleanups.push(() => s.close());
    return s;
  }

  it("deletes only the platform the credentials name; its credentials stop working; another's id is 404", async () => {
    const s = await start();
    const a = await s.createPlatform({ regulated: true });
    const b = await s.createPlatform({ regulated: true });
    const bCustomer = await customer(b);
    const crossed = await s.admin("DELETE", `/_sim/platforms/${encodeURIComponent(b.platformId)}`, { headers: { authorization: a.auth } });
    expect(crossed.status).toBe(404);
    expect(crossed.body.code).toBe("NOT_FOUND");
    const anonymous = await s.admin("DELETE", `/_sim/platforms/${encodeURIComponent(a.platformId)}`);
    expect(anonymous.status).toBe(401);

    const r = await a.remove();
    expect(r.status).toBe(204);
    expect((await a.get("/customers")).status).toBe(401);
    expect((await a.remove()).status).toBe(401);
    expect(s.sim.platforms.get(a.platformId)).toBeUndefined();
    expect(s.sim.platforms.byClientId(a.clientId)).toBeUndefined();
    expect((await b.get(`/customers/${encodeURIComponent(bCustomer)}`)).status).toBe(200);
  });

  it("gives its slot back: with maxPlatforms 2, create, delete and create again", async () => {
    const s = await start({ limits: { maxPlatforms: 2 } });
    const a = await s.createPlatform();
    await s.createPlatform();
    const full = await s.admin("POST", "/_sim/platforms", { body: {} });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe("LIMIT_REACHED");
    expect((await a.remove()).status).toBe(204);
    const again = await s.createPlatform({ clientId: a.clientId });
    expect(again.clientId).toBe(a.clientId);
  });

  it("leaves nothing in the data directory: after a restart the platform is gone and the others stay", async () => {
    const d = tempDataDir();
    cleanups.push(d.remove);
    const s1 = await startSimulator({ dataDir: d.dir, log: () => {} });
    const gone = await s1.createPlatform({ regulated: true });
    const kept = await s1.createPlatform({ regulated: true });
    await customer(gone);
    const keptCustomer = await customer(kept);
    await gone.post("/customers", { customerType: "INDIVIDUAL", platformCustomerId: "x" }, { "idempotency-key": "k1" });
    expect((await gone.remove()).status).toBe(204);
    await s1.close();
    const db = new Database(join(d.dir, "paysim.db"), { readonly: true });
    for (const table of ["items", "vals", "jobs", "idem", "wevents", "wlog", "bearer"]) {
      const row = db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE platform = ?`).get(gone.platformId) as { n: number };
      expect(row.n, table).toBe(0);
    }
    expect((db.prepare("SELECT COUNT(*) AS n FROM items WHERE platform = ?").get(kept.platformId) as { n: number }).n).toBeGreaterThan(0);
    db.close();
    const s2 = await start({ dataDir: d.dir });
    expect(s2.sim.platforms.get(gone.platformId)).toBeUndefined();
    expect(s2.sim.platforms.byClientId(gone.clientId)).toBeUndefined();
    const c = client(s2.rootUrl, s2.sim.basePath, kept);
    expect((await c.get(`/customers/${encodeURIComponent(keptCustomer)}`)).status).toBe(200);
    expect((await client(s2.rootUrl, s2.sim.basePath, gone).get("/customers")).status).toBe(401);
  });
});
