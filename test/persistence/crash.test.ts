/**
 * A 2xx answer means the change is on disk: a simulator killed with SIGKILL in the middle
 * of a burst of writes comes back with every write it acknowledged. A damaged data file
 * is refused at start with a one-line message, and nothing is overwritten.
 */
import { afterEach, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createSimulator } from "../../simulator/app.js";
import { DataDirError, DATA_FILE } from "../../simulator/persistence/sqlite-file.js";
import { client, tempDataDir } from "./helpers.js";

const CHILD = join(import.meta.dirname, "child-server.ts");
const CREDS = { clientId: "crash_id", clientSecret: "crash_secret" };
const US_ADDRESS = { line1: "1 Market St", city: "San Francisco", state: "CA", postalCode: "94105", country: "US" };

function startChild(dir: string): Promise<{ child: ChildProcess; rootUrl: string; basePath: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD, dir], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("child did not start within 20 s")), 20_000);
    createInterface({ input: child.stdout! }).once("line", (line) => {
      clearTimeout(timer);
      const m = JSON.parse(line);
      if (m.error) reject(new Error(m.error));
      else resolve({ child, rootUrl: m.rootUrl, basePath: m.basePath });
    });
    child.once("exit", (code) => reject(new Error(`child exited with ${code}`)));
  });
}

describe("durability", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  it("loses nothing it answered 2xx when killed with SIGKILL during a burst of writes", async () => {
    const d = tempDataDir();
    cleanups.push(d.remove);
    const { child, rootUrl, basePath } = await startChild(d.dir);
    cleanups.push(() => void child.kill("SIGKILL"));
    const c = client(rootUrl, basePath, CREDS);
    const first = await c.post("/customers", {
      customerType: "INDIVIDUAL",
      fullName: "Fund Holder",
      birthDate: "1990-01-01",
      nationality: "US",
      address: US_ADDRESS,
    });
    expect(first.status).toBe(201);
    const accounts = await c.get(`/customers/internal-accounts?customerId=${encodeURIComponent(first.body.id)}&currency=USD`);
    const accountId = accounts.body.data[0].id;

    // Bounded burst: 6 waves of 20 concurrent writes (customers and fundings); the kill
    // lands while the last wave is in flight.
    const acknowledged: string[] = [];
    let fundedAck = 0;
    let fundedMax = 0;
    const write = async (i: number) => {
      if (i % 5 === 4) {
        const amount = 100 + i;
        fundedMax += amount;
        const r = await c.post(`/sandbox/internal-accounts/${accountId}/fund`, { amount }).catch(() => undefined);
        if (r && r.status === 200) fundedAck += amount;
        return;
      }
      const r = await c
        .post("/customers", {
          customerType: "INDIVIDUAL",
          fullName: `Burst Person`,
          birthDate: "1990-01-01",
          nationality: "US",
          address: US_ADDRESS,
          platformCustomerId: `burst-${i}`,
        })
        .catch(() => undefined);
      if (r && r.status === 201) acknowledged.push(r.body.id);
    };
    for (let wave = 0; wave < 5; wave++) await Promise.all(Array.from({ length: 20 }, (_, k) => write(wave * 20 + k)));
    const last = Array.from({ length: 20 }, (_, k) => write(100 + k));
    await new Promise((r) => setTimeout(r, 5));
    child.kill("SIGKILL");
    await Promise.all(last);
    await new Promise<void>((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once("exit", () => r())));
    expect(acknowledged.length).toBeGreaterThanOrEqual(80);

    // Back up in this process on the same directory: every acknowledged write is there.
    const sim = createSimulator({ dataDir: d.dir, log: () => {} });
    cleanups.push(() => sim.close());
    const { rootUrl: url2 } = await sim.listen(0, "127.0.0.1");
    const c2 = client(url2, sim.basePath, CREDS);
    const missing: string[] = [];
    for (const id of acknowledged) if ((await c2.get(`/customers/${encodeURIComponent(id)}`)).status !== 200) missing.push(id);
    expect(missing).toEqual([]);
    const bal = (await c2.get(`/internal-accounts/${accountId}`)).body.balance.amount;
    expect(bal).toBeGreaterThanOrEqual(fundedAck);
    expect(bal).toBeLessThanOrEqual(fundedMax);
  }, 60_000);

  it("refuses a damaged data file at start with a one-line message and leaves it as it was", async () => {
    const d = tempDataDir();
    cleanups.push(d.remove);
    const sim = createSimulator({ dataDir: d.dir, defaultPlatform: { ...CREDS }, log: () => {} });
    await sim.close();
    const file = join(d.dir, DATA_FILE);
    const bytes = readFileSync(file);
    // Overwrite the database header and the first page's contents.
    const damaged = Buffer.from(bytes);
    damaged.fill(0x5a, 0, Math.min(damaged.length, 4096));
    writeFileSync(file, damaged);
    let err: unknown;
    try {
      createSimulator({ dataDir: d.dir, defaultPlatform: { ...CREDS }, log: () => {} });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DataDirError);
    const msg = (err as Error).message;
    expect(msg).toContain(DATA_FILE);
    expect(msg).toMatch(/damaged/);
    expect(msg).not.toContain("\n");
    expect(readFileSync(file).equals(damaged)).toBe(true);
  });

  it("refuses a record whose text does not decode, naming it", async () => {
    const d = tempDataDir();
    cleanups.push(d.remove);
    const sim = createSimulator({ dataDir: d.dir, defaultPlatform: { ...CREDS }, log: () => {} });
    await sim.close();
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(join(d.dir, DATA_FILE));
    db.prepare("UPDATE vals SET doc = '{\"broken' WHERE key = 'platformId'").run();
    db.close();
    expect(() => createSimulator({ dataDir: d.dir, log: () => {} })).toThrow(/damaged \(value platformId does not decode/);
  });

  it("refuses a second simulator on a directory in use", async () => {
    const d = tempDataDir();
    cleanups.push(d.remove);
    const sim = createSimulator({ dataDir: d.dir, log: () => {} });
    cleanups.push(() => sim.close());
    expect(() => createSimulator({ dataDir: d.dir, log: () => {} })).toThrow(/in use by another simulator/);
  });
});
