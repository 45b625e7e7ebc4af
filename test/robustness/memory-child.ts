/**
 * Run under `node --expose-gc --import tsx`: a simulator in this process on 127.0.0.1, and
 * `count` platforms each given data through its own API (a webhook endpoint that refuses,
 * so events wait to be retried; customers with their internal accounts and funds; a quote;
 * requests in the journal; an idempotency key; a fault; a resource-browser session; a
 * bearer token of an agent). Then every platform is deleted (`delete`) or reset (`reset`)
 * through the admin API, and this prints one JSON line: heap and RSS (MB) with no platform
 * yet, with the platforms' data, and after; and for `delete`, how many of the deleted
 * platforms' runtimes are still reachable (WeakRef) after collection.
 * Arguments: delete|reset [count=300] [data directory: the platforms kept there too].
 */
import { createSimulator } from "../../simulator/app.js";
import { journalOf } from "../../simulator/pipeline/journal.js";
import { sessionCount } from "../../simulator/ui/session.js";

const mode = process.argv[2] === "reset" ? "reset" : "delete";
const count = Number(process.argv[3] ?? 300);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with --expose-gc");

const settle = async () => {
  for (let i = 0; i < 6; i++) {
    await new Promise((r) => setImmediate(r));
    gc();
  }
};
const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
const sample = () => {
  const m = process.memoryUsage();
  return { heapMb: mb(m.heapUsed), rssMb: mb(m.rss), externalMb: mb(m.external) };
};

const sim = createSimulator({ warm: true, log: () => {}, dataDir: process.argv[4] });
const { rootUrl, baseUrl } = await sim.listen(0, "127.0.0.1");
const json = async (url: string, init: RequestInit = {}) => {
  // A kept-alive connection the server closed as idle is retried once on a new one.
  const r = await fetch(url, init).catch((e: Error) =>
    /ECONNRESET|other side closed/.test(String((e.cause as Error)?.message)) ? fetch(url, init) : Promise.reject(e),
  );
  const text = await r.text();
  if (r.status >= 500) throw new Error(`${init.method ?? "GET"} ${url}: ${r.status} ${text.slice(0, 300)}`);
  return { status: r.status, body: text ? JSON.parse(text) : undefined, headers: r.headers };
};

// Warm every path once (validators, caches) on a platform of its own, removed before measuring.
async function fill(p: { platformId: string; clientId: string; clientSecret: string }, i: number): Promise<void> {
  const auth = "Basic " + Buffer.from(`${p.clientId}:${p.clientSecret}`).toString("base64");
  const h = { authorization: auth, "content-type": "application/json" };
  const api = (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
    json(`${baseUrl}${path}`, { method, headers: { ...h, ...extra }, body: body === undefined ? undefined : JSON.stringify(body) });
  await api("PATCH", "/config", { webhookEndpoint: "http://127.0.0.1:9/refused" });
  const customers: string[] = [];
  for (let k = 0; k < 3; k++) {
    const c = await api(
      "POST",
      "/customers",
      { customerType: "INDIVIDUAL", fullName: `Person ${i}-${k} `.padEnd(190, "x"), birthDate: "1990-01-01", nationality: "US" },
      { "idempotency-key": `c-${i}-${k}` },
    );
    customers.push(c.body.id);
  }
  const accounts = await api("GET", `/customers/internal-accounts?customerId=${encodeURIComponent(customers[0])}`);
  const usd = accounts.body.data?.[0]?.id as string | undefined;
  if (usd) await api("POST", `/sandbox/internal-accounts/${encodeURIComponent(usd)}/fund`, { amount: 100_000 });
  await api("GET", "/customers?limit=10");
  await json(`${rootUrl}/_sim/faults`, {
    method: "POST",
    headers: h,
    body: JSON.stringify({ kind: "latency", operation: "getPlatformConfig", delayMs: 1, share: 0.01 }),
  });
  const agent = await api("POST", "/agents", {
    name: "helper",
    customerId: customers[0],
    policy: { permissions: ["VIEW_TRANSACTIONS"], defaultExecutionMode: "AUTO", spendingLimits: { currency: "USD", perTransactionLimit: 100 } },
  });
  if (agent.body?.deviceCode) await json(`${baseUrl}/agents/device-codes/${agent.body.deviceCode.code}/redeem`, { method: "POST" });
  await json(`${rootUrl}/_sim/ui/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ clientId: p.clientId, clientSecret: p.clientSecret }).toString(),
    redirect: "manual",
  });
}

const createPlatform = async () =>
  (await json(`${rootUrl}/_sim/platforms`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).body;
const removeAll = async (ps: { platformId: string; clientId: string; clientSecret: string }[]) => {
  for (const p of ps) {
    const auth = "Basic " + Buffer.from(`${p.clientId}:${p.clientSecret}`).toString("base64");
    const r =
      mode === "delete"
        ? await json(`${rootUrl}/_sim/platforms/${encodeURIComponent(p.platformId)}`, { method: "DELETE", headers: { authorization: auth } })
        : await json(`${rootUrl}/_sim/reset`, { method: "POST", headers: { authorization: auth } });
    if (r.status !== 204) throw new Error(`${mode} ${p.platformId}: ${r.status}`);
  }
};

// Warm-up: a few platforms go through every step first (validators, caches, compiled code).
const warm = [];
for (let i = 0; i < 10; i++) warm.push(await createPlatform());
for (let i = 0; i < warm.length; i++) await fill(warm[i], -1 - i);
await removeAll(warm);
await settle();
const before = sample();

const platforms = [];
for (let i = 0; i < count; i++) platforms.push(await createPlatform());
await settle();
const empty = sample();
for (let i = 0; i < count; i++) await fill(platforms[i], i);
// Let the refused first deliveries happen, so retries are scheduled.
await new Promise((r) => setTimeout(r, 500));
await settle();
const filled = sample();
const refs = platforms.map((p) => new WeakRef(sim.platforms.get(p.platformId)!));
const ids = platforms.map((p) => p.platformId);
const journalBefore = ids.reduce((n, id) => n + journalOf(sim.platforms.get(id)!).list(1000).length, 0);
const sessionsBefore = sessionCount();
await removeAll(platforms);
platforms.length = 0;
const journalAfter = ids.reduce((n, id) => {
  const rt = sim.platforms.get(id);
  return n + (rt ? journalOf(rt).list(1000).length : 0);
}, 0);
await new Promise((r) => setTimeout(r, 200));
await settle();
const after = sample();
const alive = refs.filter((r) => r.deref() !== undefined).length;
process.stdout.write(
  JSON.stringify({
    mode,
    count,
    before,
    empty,
    filled,
    after,
    runtimesAlive: mode === "delete" ? alive : undefined,
    journal: { before: journalBefore, after: journalAfter },
    sessions: { before: sessionsBefore, after: sessionCount() },
  }) + "\n",
);
await sim.close();
process.exit(0);
