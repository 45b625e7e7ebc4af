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
 *   cards (bench/cards.ts): card authorizations/s (each a ledger hold) next to POST
 *      /customers, interleaved on one simulator, with their ratio.
 *   webhooks (bench/webhooks.ts): a backlog of 5,000 events waiting for their retry,
 *      drained by one clock advance to a live local receiver. Target: within 2 s.
 *   3. scale: memory and list latency with 100,000 customers and 1,000,000 transactions in
 *      one platform (seeded through the store by bench/server.mjs), against a platform with
 *      100 of each; list sections not served yet are skipped; bytes per stored transaction
 *      with its indexes (target: at most 1 KB).
 *
 * Each target is warmed up ~1 s before it is measured; the core cases are measured in two
 * interleaved rounds so drifting load on the shared machine falls on all of them alike. Prints a table, the ratios and a
 * PASS/MISS line per target; writes the figures to reports/bench.json. Bounded: every
 * load loop has a duration, every child is stopped at the end, and a watchdog ends the run.
 *
 * Env: BENCH_SECONDS (measure seconds per core case, default 5), BENCH_SCALE=0 skips
 * section 3, PAYSIM_BENCH_SEED="<customers>,<transactions>" (default 100000,1000000).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { WATCHDOG_MS, children, cleanup, ensureBuilt, root, stop } from "./lib/processes.js";
import { bundledSpec } from "../contract/spec.js";
import { core } from "./core.js";
import { money } from "./money.js";
import { cards } from "./cards.js";
import { webhooks } from "./webhooks.js";
import { walletAuth } from "./wallet-auth.js";
import { scale } from "./scale.js";
import { persistence } from "./persistence.js";

async function main() {
  const t0 = Date.now();
  const watchdog = setTimeout(() => {
    console.error(`bench: watchdog after ${WATCHDOG_MS / 1000} s, stopping`);
    for (const c of children) c.kill("SIGKILL");
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();
  ensureBuilt();
  const doc = bundledSpec();
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
    await guarded("cards", () => cards(simBase, doc, report));
    await guarded("webhooks", () => webhooks(simBase, report));
    await guarded("walletAuth", () => walletAuth(simBase, doc, report));
    await guarded("persistence", () => persistence(doc, report));
    for (const c of children.splice(0)) await stop(c);
    await guarded("scale", () => scale(report));
  } finally {
    await cleanup();
  }
  report.seconds = Math.round((Date.now() - t0) / 1000);
  mkdirSync(join(root, "reports"), { recursive: true });
  writeFileSync(join(root, "reports", "bench.json"), JSON.stringify(report, null, 2) + "\n");
  console.log(`\nfigures written to reports/bench.json (${report.seconds} s)`);
  clearTimeout(watchdog);
}

await main();
