/**
 * `npm run bench`: throughput and latency of the simulator, with autocannon (50
 * connections) in this process and every server under test in its own child process,
 * all on 127.0.0.1. The simulator and the bare route run from the build (dist/) with
 * plain node (bench/server.mjs); Prism is its own child too and is benched at its direct
 * URL (not through the version-path proxy).
 *
 *   1. core: GET /customers/{id} and POST /customers (a new customer per request: fresh
 *      platformCustomerId and umaAddress; only 201s count), the same two against Prism,
 *      and a bare Express 5 route returning a fixed body (the framework's ceiling); plain
 *      node:http returning the same body is printed for reference (no target).
 *      Targets: >= 10x Prism's throughput, >= 70% of the bare route's, p99 < 15 ms.
 *   2. money: quote-and-execute pairs/s (fund an internal account, then POST /quotes +
 *      POST /quotes/{id}/execute); "skipped: <why>" while those are not implemented.
 *   3. scale: memory and list latency with 100,000 customers and 1,000,000 transactions in
 *      one platform (seeded through the store by bench/server.mjs), against a platform with
 *      100 of each; list sections not served yet are skipped.
 *
 * Each target is warmed up ~1 s before it is measured; the core cases are measured in two
 * interleaved rounds so drifting load on the shared machine falls on all of them alike. Prints a table, the ratios and a
 * PASS/MISS line per target; writes the figures to reports/bench.json. Bounded: every
 * load loop has a duration, every child is stopped at the end, and a watchdog ends the run.
 *
 * Env: BENCH_SECONDS (measure seconds per core case, default 5), BENCH_SCALE=0 skips
 * section 3, PAYSIM_BENCH_SEED="<customers>,<transactions>" (default 100000,1000000).
 */
import autocannon from "autocannon";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { Agent, request as httpRequest } from "node:http";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { startPrism, type PrismHandle } from "../cli/mock.js";
import { freePort } from "../test/support/ports.js";
import { build, isStale } from "../bin/build.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = 1;
const ROUNDS = 2;
const CONNECTIONS = 50;
const VERSION = "/2025-10-13";
const basic = (id: string, secret: string) => "Basic " + Buffer.from(`${id}:${secret}`).toString("base64");
const AUTH = basic("bench", "bench");
const WATCHDOG_MS = 280_000;

const children: ChildProcess[] = [];
let prism: PrismHandle | undefined;

// ---------------------------------------------------------------------------------------
// Build and children

/** The same staleness rule as bin/paysim.mjs: rebuild dist/ when a source is newer. */
function ensureBuilt(): void {
  const entry = join(root, "dist", "simulator", "app.js");
  if (!isStale(root, entry)) return;
  console.log("building dist/ (tsc -p tsconfig.build.json)...");
  if (build(root, { timeoutMs: 180_000 }) !== 0) {
    if (!existsSync(entry)) throw new Error("build failed and dist/ has no simulator");
    console.log("warning: tsc reported errors; benching what it emitted");
  }
}

interface Ready {
  ready: true;
  pid: number;
  [k: string]: any;
}

function startServer(kind: "sim" | "bare" | "node" | "seed", port: number, opts: { nodeArgs?: string[]; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): Promise<{ child: ChildProcess; info: Ready }> {
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), join(root, "bench", "server.mjs"), kind, String(port)], {
    stdio: ["ignore", "pipe", "inherit", "ipc"],
    env: { ...process.env, NODE_ENV: "production", ...opts.env },
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`${kind} server not ready in ${(opts.timeoutMs ?? 30_000) / 1000} s`)), opts.timeoutMs ?? 30_000);
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const nl = out.indexOf("\n");
      if (nl < 0) return;
      try {
        const info = JSON.parse(out.slice(0, nl)) as Ready;
        clearTimeout(timer);
        resolve({ child, info });
      } catch {
        /* not the ready line */
      }
      out = out.slice(nl + 1);
    });
    child.on("exit", (c, sig) => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited (${c ?? sig})`));
    });
  });
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(() => {
      child.kill("SIGKILL");
      resolve();
    }, 3000);
    child.once("exit", () => {
      clearTimeout(t);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function memOf(child: ChildProcess): Promise<NodeJS.MemoryUsage | undefined> {
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve(undefined), 5000);
    child.once("message", (m: any) => {
      clearTimeout(t);
      resolve(m?.mem);
    });
    child.send({ cmd: "mem" });
  });
}

// ---------------------------------------------------------------------------------------
// Load

interface Row {
  name: string;
  /** Successful responses per second (2xx; 201 only for creates). */
  rps: number;
  /** All responses per second. */
  total: number;
  p50: number;
  p99: number;
  ok: number;
  nonOk: number;
  errors: number;
  statuses: Record<string, number>;
  seconds: number;
  rounds?: { rps: number; p50: number; p99: number }[];
}

type AcOpts = autocannon.Options;

async function load(name: string, o: AcOpts, success: (status: number) => boolean, seconds = DURATION, warmup = WARMUP): Promise<Row> {
  if (warmup > 0) await autocannon({ ...o, duration: warmup });
  const r = await autocannon({ ...o, duration: seconds });
  const statuses: Record<string, number> = {};
  for (const [k, v] of Object.entries(r.statusCodeStats ?? {})) statuses[k] = (v as { count?: number }).count ?? 0;
  const ok = Object.entries(statuses).reduce((n, [k, v]) => n + (success(Number(k)) ? v : 0), 0);
  const all = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    name,
    rps: Math.round(ok / r.duration),
    total: Math.round(all / r.duration),
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok,
    nonOk: all - ok,
    errors: r.errors + r.timeouts,
    statuses,
    seconds: r.duration,
  };
}

/**
 * Sub-millisecond latency of one URL (autocannon reports whole milliseconds): `concurrency`
 * keep-alive clients, each timing its requests with hrtime; bounded by count and time.
 */
async function timed(url: string, auth: string, o: { concurrency: number; count: number; maxMs: number; warm: number }) {
  const agent = new Agent({ keepAlive: true, maxSockets: o.concurrency });
  const one = () =>
    new Promise<{ ms: number; status: number }>((resolve, reject) => {
      const t0 = process.hrtime.bigint();
      const req = httpRequest(url, { agent, headers: { authorization: auth }, timeout: 10_000 }, (res) => {
        res.resume();
        res.on("end", () => resolve({ ms: Number(process.hrtime.bigint() - t0) / 1e6, status: res.statusCode ?? 0 }));
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", reject);
      req.end();
    });
  for (let i = 0; i < o.warm; i++) await one().catch(() => undefined);
  const times: number[] = [];
  let ok = 0;
  let nonOk = 0;
  let issued = 0;
  const start = performance.now();
  const deadline = start + o.maxMs;
  await Promise.all(
    Array.from({ length: o.concurrency }, async () => {
      while (issued < o.count && performance.now() < deadline) {
        issued++;
        const r = await one().catch(() => undefined);
        if (r) times.push(r.ms);
        if (r?.status === 200) ok++;
        else nonOk++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  if (times.length === 0) return { p50: NaN, p99: NaN, rps: 0, requests: 0, ok, nonOk };
  const pct = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] * 100) / 100;
  return { p50: pct(50), p99: pct(99), rps: Math.round(times.length / elapsed), requests: times.length, ok, nonOk };
}

const is2xx = (s: number) => s >= 200 && s < 300;
const is201 = (s: number) => s === 201;

/** A POST /customers body with a fresh platformCustomerId and umaAddress per call. */
function customerBodies(doc: any): () => string {
  const ex = doc.paths["/customers"].post.requestBody.content["application/json"].examples.individual.value;
  const [a, b, c] = JSON.stringify({ ...ex, platformCustomerId: "@@N@@", umaAddress: "$jane.doe@@N@@@uma.example.com" }).split("@@N@@");
  const run = randomUUID().slice(0, 8);
  let n = 0;
  return () => {
    n++;
    const id = `${run}x${n}`;
    return a + "bench-" + id + b + id + c;
  };
}

// ---------------------------------------------------------------------------------------
// Output

const fmtRow = (r: Row) =>
  r.name.padEnd(40) + String(r.rps).padStart(8) + String(r.total).padStart(8) + String(r.p50).padStart(8) + String(r.p99).padStart(8) + String(r.nonOk).padStart(9) + String(r.errors).padStart(7);
const HEADER = "case".padEnd(40) + "ok/s".padStart(8) + "all/s".padStart(8) + "p50 ms".padStart(8) + "p99 ms".padStart(8) + "non-ok".padStart(9) + "errors".padStart(7);

async function json(url: string, init: RequestInit & { auth?: string } = {}): Promise<{ status: number; body: any }> {
  const r = await fetch(url, { ...init, headers: { authorization: init.auth ?? AUTH, "content-type": "application/json", ...(init.headers as any) }, signal: AbortSignal.timeout(10_000) });
  const text = await r.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: r.status, body };
}

const why = (what: string, r: { status: number; body: any }) =>
  r.status === 501 ? `${what} is not implemented yet (501 NOT_IMPLEMENTED)` : `${what} answered ${r.status}${r.body?.code ? ` ${r.body.code}` : ""}${r.body?.reason ? `: ${String(r.body.reason).slice(0, 160)}` : ""}`;

// ---------------------------------------------------------------------------------------
// Sections

interface CoreResult {
  rows: Row[];
  targets: { name: string; value: number; target: string; pass: boolean }[];
}

async function core(doc: any, report: Record<string, unknown>): Promise<{ simBase: string; core: CoreResult }> {
  const [simPort, barePort, nodePort, prismPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  await startServer("sim", simPort);
  const bare = await startServer("bare", barePort);
  const plain = await startServer("node", nodePort);
  prism = await startPrism({ port: prismPort, stdio: "ignore" });
  children.push(prism.child);
  const simBase = `http://127.0.0.1:${simPort}${VERSION}`;

  const nextBody = customerBodies(doc);
  const probe = await json(simBase + "/customers", { method: "POST", body: nextBody() });
  if (probe.status !== 201 || !probe.body?.id) throw new Error(`the simulator's POST /customers answered ${probe.status}: ${JSON.stringify(probe.body).slice(0, 300)}`);
  const id = encodeURIComponent(probe.body.id);
  const headers = { authorization: AUTH, "content-type": "application/json" };
  const get = (base: string): AcOpts => ({ url: base + `/customers/${id}`, connections: CONNECTIONS, headers });
  const post = (base: string): AcOpts => ({
    url: base + "/customers",
    connections: CONNECTIONS,
    requests: [{ method: "POST", path: new URL(base + "/customers").pathname, headers, setupRequest: (req) => ({ ...req, body: nextBody() }) }],
  });

  // Rounds: every case is measured ROUNDS times, interleaved, so a change of load on the
  // shared machine falls on all of them alike; a row adds its rounds up (p50: mean of the
  // rounds, p99: the worst round).
  const cases: { name: string; o: AcOpts; ok: (s: number) => boolean }[] = [
    { name: "sim   GET /customers/{id}", o: get(simBase), ok: is2xx },
    { name: "sim   POST /customers (201 only)", o: post(simBase), ok: is201 },
    { name: "prism GET /customers/{id}", o: get(prism.directUrl), ok: is2xx },
    { name: "prism POST /customers (201 only)", o: post(prism.directUrl), ok: is201 },
    { name: "bare  GET /fixed (express 5)", o: { url: `http://127.0.0.1:${barePort}/fixed`, connections: CONNECTIONS }, ok: is2xx },
    { name: "ref   GET /fixed (node:http, no target)", o: { url: `http://127.0.0.1:${nodePort}/fixed`, connections: CONNECTIONS }, ok: is2xx },
  ];
  console.log(`\n[1] core: autocannon, ${CONNECTIONS} connections, ${WARMUP} s warm-up, then ${ROUNDS} interleaved rounds of ${DURATION / ROUNDS} s per case`);
  const perCase: Row[][] = cases.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    const line: string[] = [];
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i];
      perCase[i].push(await load(c.name, c.o, c.ok, DURATION / ROUNDS, round === 0 ? WARMUP : 0));
      line.push(`${c.name.split(" (")[0].replace(/\s+/g, " ")} ${perCase[i][round].rps}/s`);
    }
    console.log(`  round ${round + 1}: ${line.join(", ")}`);
  }
  const rows: Row[] = perCase.map((rs) => {
    const duration = rs.reduce((n, r) => n + r.seconds, 0);
    const sum = (f: (r: Row) => number) => rs.reduce((n, r) => n + f(r), 0);
    const statuses: Record<string, number> = {};
    for (const r of rs) for (const [k, v] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
    return {
      name: rs[0].name,
      rps: Math.round(sum((r) => r.ok) / duration),
      total: Math.round(sum((r) => r.ok + r.nonOk) / duration),
      p50: Math.round((sum((r) => r.p50) / rs.length) * 10) / 10,
      p99: Math.max(...rs.map((r) => r.p99)),
      ok: sum((r) => r.ok),
      nonOk: sum((r) => r.nonOk),
      errors: sum((r) => r.errors),
      statuses,
      seconds: Math.round(duration * 100) / 100,
      rounds: rs.map((r) => ({ rps: r.rps, p50: r.p50, p99: r.p99 })),
    } as Row;
  });
  const [sg, sp, pg, pp, bg] = rows;
  await prism.close();
  await stop(bare.child);
  await stop(plain.child);

  console.log("\n" + HEADER);
  for (const r of rows) console.log(fmtRow(r));
  const ratio = (a: number, b: number) => (b ? a / b : Infinity);
  const targets = [
    { name: "GET  sim/prism throughput", value: ratio(sg.rps, pg.rps), target: ">= 10x", pass: ratio(sg.rps, pg.rps) >= 10 },
    { name: "POST sim/prism throughput", value: ratio(sp.rps, pp.rps), target: ">= 10x", pass: ratio(sp.rps, pp.rps) >= 10 },
    { name: "GET  sim/bare throughput", value: ratio(sg.rps, bg.rps), target: ">= 70%", pass: ratio(sg.rps, bg.rps) >= 0.7 },
    { name: "POST sim/bare throughput", value: ratio(sp.rps, bg.rps), target: ">= 70%", pass: ratio(sp.rps, bg.rps) >= 0.7 },
    { name: "GET  sim p99 (ms)", value: sg.p99, target: "< 15 ms", pass: sg.p99 < 15 },
    { name: "POST sim p99 (ms)", value: sp.p99, target: "< 15 ms", pass: sp.p99 < 15 },
  ];
  console.log("");
  for (const t of targets) {
    const v = t.target.endsWith("x") ? `${t.value.toFixed(1)}x` : t.target.endsWith("%") ? `${(t.value * 100).toFixed(0)}%` : `${t.value} ms`;
    console.log(`${t.pass ? "PASS" : "MISS"}  ${t.name.padEnd(28)} ${v.padStart(8)}   (target ${t.target})`);
  }
  report.core = { connections: CONNECTIONS, warmupSeconds: WARMUP, seconds: DURATION, rounds: ROUNDS, rows, targets };
  return { simBase, core: { rows, targets } };
}

/** (a) quote-and-execute pairs/s on the simulator. */
async function money(simBase: string, report: Record<string, unknown>): Promise<void> {
  console.log(`\n[2] money movement: quote + execute pairs`);
  const skip = (reason: string) => {
    console.log(`  skipped: ${reason}`);
    report.money = { skipped: reason };
  };
  const accounts = await json(simBase + "/platform/internal-accounts?currency=USD");
  if (accounts.status !== 200) return skip(why("GET /platform/internal-accounts", accounts));
  const account = (accounts.body?.data ?? [])[0];
  if (!account?.id) return skip("the platform has no USD internal account to fund");
  const fund = await json(simBase + `/sandbox/internal-accounts/${encodeURIComponent(account.id)}/fund`, { method: "POST", body: JSON.stringify({ amount: 1_000_000_000_000 }) });
  if (fund.status !== 200) return skip(why("POST /sandbox/internal-accounts/{id}/fund", fund));
  const quoteBody = JSON.stringify({
    source: { sourceType: "ACCOUNT", accountId: account.id },
    destination: { destinationType: "UMA_ADDRESS", umaAddress: "$success.eur@uma.sandbox.example", currency: "EUR" },
    lockedCurrencySide: "SENDING",
    lockedCurrencyAmount: 1000,
  });
  const q = await json(simBase + "/quotes", { method: "POST", body: quoteBody });
  if (q.status !== 201 || !q.body?.id) return skip(why("POST /quotes", q));
  const x = await json(simBase + `/quotes/${encodeURIComponent(q.body.id)}/execute`, { method: "POST", headers: { "idempotency-key": randomUUID() } });
  if (x.status !== 200 && x.status !== 202) return skip(why("POST /quotes/{id}/execute", x));

  const headers = { authorization: AUTH, "content-type": "application/json" };
  let pairs = 0;
  let failed = 0;
  const opts = (count: boolean): AcOpts => ({
    url: simBase,
    connections: 20,
    requests: [
      {
        method: "POST",
        path: `${VERSION}/quotes`,
        headers,
        body: quoteBody,
        onResponse: (status, body, context: any) => {
          context.quoteId = status === 201 ? JSON.parse(body).id : undefined;
        },
      },
      {
        method: "POST",
        setupRequest: (req, context: any) => (context.quoteId ? { ...req, path: `${VERSION}/quotes/${encodeURIComponent(context.quoteId)}/execute`, headers: { ...headers, "idempotency-key": randomUUID() } } : (undefined as any)),
        onResponse: (status) => {
          if (!count) return;
          if (status === 200 || status === 202) pairs++;
          else failed++;
        },
      },
    ],
  });
  await autocannon({ ...opts(false), duration: WARMUP });
  const r = await autocannon({ ...opts(true), duration: DURATION });
  const row = { pairsPerSecond: Math.round(pairs / r.duration), pairs, failedExecutes: failed, requestP50: r.latency.p50, requestP99: r.latency.p99, connections: 20 };
  console.log(`  ${row.pairsPerSecond} completed pairs/s (${pairs} pairs, ${failed} failed executes; request p50 ${row.requestP50} ms, p99 ${row.requestP99} ms, 20 connections)`);
  report.money = row;
}

/** (b) memory and list latency at scale. */
async function scale(report: Record<string, unknown>): Promise<void> {
  const seedSpec = process.env.PAYSIM_BENCH_SEED ?? "100000,1000000";
  const [nc, nt] = seedSpec.split(",").map(Number);
  console.log(`\n[3] scale: ${nc.toLocaleString("en")} customers and ${nt.toLocaleString("en")} transactions in one platform vs 100 of each`);
  if (process.env.BENCH_SCALE === "0") {
    console.log("  skipped: BENCH_SCALE=0");
    report.scale = { skipped: "BENCH_SCALE=0" };
    return;
  }
  const port = await freePort();
  let server: { child: ChildProcess; info: Ready };
  try {
    server = await startServer("seed", port, { nodeArgs: ["--max-old-space-size=8192", "--max-semi-space-size=64", "--expose-gc"], env: { PAYSIM_BENCH_SEED: seedSpec }, timeoutMs: 120_000 });
  } catch (e) {
    const reason = `seeding failed: ${(e as Error).message}`;
    console.log(`  skipped: ${reason}`);
    report.scale = { skipped: reason };
    return;
  }
  try {
    const { info } = server;
    const mem = await memOf(server.child);
    const mb = (n: number | undefined) => (n === undefined ? "n/a" : `${Math.round(n / 1024 / 1024)} MB`);
    const seeded = { ...info.seeded, before: info.memBefore, after: mem };
    console.log(`  seeded in ${info.seeded.ms} ms; RSS ${mb(info.memBefore?.rss)} -> ${mb(mem?.rss)}, heap used ${mb(info.memBefore?.heapUsed)} -> ${mb(mem?.heapUsed)}`);
    await new Promise((r) => setTimeout(r, 1000)); // let the collector settle after seeding
    const base = `http://127.0.0.1:${port}${VERSION}`;
    const lists: any[] = [];
    const cases = (p: any) => [
      { area: "customers", name: "first page", path: "/customers?limit=20" },
      { area: "customers", name: "deep page (cursor)", path: `/customers?limit=20&cursor=${encodeURIComponent(p.deepCustomerCursor ?? "")}` },
      { area: "customers", name: "filtered customerType=BUSINESS", path: "/customers?limit=20&customerType=BUSINESS" },
      { area: "customers", name: "filtered kycStatus=REJECTED (none)", path: "/customers?limit=20&kycStatus=REJECTED" },
      { area: "transactions", name: "first page", path: "/transactions?limit=20" },
      { area: "transactions", name: "deep page (cursor)", path: `/transactions?limit=20&cursor=${encodeURIComponent(p.deepTransactionCursor ?? "")}` },
      { area: "transactions", name: "customerId", path: `/transactions?limit=20&customerId=${encodeURIComponent(p.customerId)}` },
      { area: "transactions", name: "status=FAILED", path: "/transactions?limit=20&status=FAILED" },
      { area: "transactions", name: "customerId+status=PENDING (none)", path: `/transactions?limit=20&customerId=${encodeURIComponent(p.customerId)}&status=PENDING` },
    ];
    const bigCases = cases(info.big);
    const smallCases = cases(info.small);
    const skipped = new Map<string, string>();
    console.log("\n" + "list (limit=20), 4 clients, ms".padEnd(46) + "items".padStart(6) + "big p50".padStart(9) + "big p99".padStart(9) + "100 p50".padStart(9) + "100 p99".padStart(9) + "p50 ratio".padStart(11));
    for (let i = 0; i < bigCases.length; i++) {
      const c = bigCases[i];
      const label = `${c.area}: ${c.name}`;
      if (skipped.has(c.area)) continue;
      const probe = await json(base + c.path, { auth: basic(info.big.clientId, info.big.clientSecret) });
      if (probe.status !== 200) {
        const reason = why(`GET /${c.area}`, probe);
        if (probe.status === 501 || probe.status === 404) {
          skipped.set(c.area, reason);
          console.log(`  ${c.area}: skipped: ${reason}`);
        } else console.log(`  ${label}: skipped: ${reason}`);
        lists.push({ area: c.area, name: c.name, skipped: reason });
        continue;
      }
      const run = (p: any, path: string) => timed(base + path, basic(p.clientId, p.clientSecret), { concurrency: 4, count: 1500, maxMs: 1500, warm: 100 });
      const big = await run(info.big, c.path);
      const small = await run(info.small, smallCases[i].path);
      const r = big.p50 / small.p50;
      const items = Array.isArray(probe.body?.data) ? probe.body.data.length : undefined;
      lists.push({ area: c.area, name: c.name, pageItems: items, big, small, p50Ratio: Math.round(r * 100) / 100 });
      console.log(`  ${label.padEnd(44)}${String(items ?? "?").padStart(6)}${big.p50.toFixed(2).padStart(9)}${big.p99.toFixed(2).padStart(9)}${small.p50.toFixed(2).padStart(9)}${small.p99.toFixed(2).padStart(9)}${(r.toFixed(2) + "x").padStart(11)}${big.nonOk + small.nonOk ? `  (${big.nonOk + small.nonOk} non-200)` : ""}`);
    }
    const memAfter = await memOf(server.child);
    report.scale = { customers: nc, transactions: nt, seeded, memAfterLists: memAfter, lists };
  } finally {
    await stop(server.child);
  }
}

// ---------------------------------------------------------------------------------------

async function main() {
  const t0 = Date.now();
  const watchdog = setTimeout(() => {
    console.error(`bench: watchdog after ${WATCHDOG_MS / 1000} s, stopping`);
    for (const c of children) c.kill("SIGKILL");
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();
  ensureBuilt();
  const doc = JSON.parse(readFileSync(join(root, "generated", "openapi.json"), "utf8"));
  const report: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, cpus: (await import("node:os")).cpus().length };
  try {
    const { simBase } = await core(doc, report);
    // The extended sections never fail the run: an error is reported as "skipped".
    const guarded = async (section: string, f: () => Promise<void>) => {
      try {
        await f();
      } catch (e) {
        console.log(`  skipped: ${section} failed: ${(e as Error).message}`);
        report[section] = { skipped: `error: ${(e as Error).message}` };
      }
    };
    await guarded("money", () => money(simBase, report));
    for (const c of children.splice(0)) await stop(c);
    await guarded("scale", () => scale(report));
  } finally {
    await prism?.close().catch(() => {});
    for (const c of children) await stop(c);
  }
  report.seconds = Math.round((Date.now() - t0) / 1000);
  mkdirSync(join(root, "reports"), { recursive: true });
  writeFileSync(join(root, "reports", "bench.json"), JSON.stringify(report, null, 2) + "\n");
  console.log(`\nfigures written to reports/bench.json (${report.seconds} s)`);
  clearTimeout(watchdog);
}

await main();
