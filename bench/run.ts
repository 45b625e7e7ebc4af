/**
 * `npm run bench [-- --quick] [-- --update-floors] [-- --only core,areas,...]`: every area's
 * hot path measured on 127.0.0.1, each figure a ratio within one run, judged against its
 * target and its floor (bench/floors.json). The simulator and the references run from the
 * build (dist/) in their own processes (bench/server.mjs); the load comes from this
 * process (autocannon for the core cases, undici workers for the area flows).
 *
 *   core         GET /customers/{id} and POST /customers against Prism, a bare Express 5
 *                route and plain node:http (lib: core.ts)
 *   areas        external accounts (8 variants), quote + execute, card authorization,
 *                stablecoin mint, an agent's payment held and approved, invitation claim:
 *                each next to POST /customers in interleaved rounds (areas/*.ts)
 *   walletAuth   a signed action (both legs) against an unsigned call, p50
 *   lists        a cursor walk of up to 1,000 items of every list
 *   webhooks     a backlog of 5,000 events drained by one clock advance
 *   persistence  the data directory's cost
 *   proxy        what paysim proxy adds to a request, validating and with --shadow
 *   conformance  the default conformance suite's run time (not with --quick)
 *   scale        memory and list latency at 100,000 customers and 1,000,000 transactions
 *                (not with --quick; BENCH_SCALE=0 skips it)
 *
 * Every figure is the median of short interleaved rounds with its spread and the load
 * average (lib/verdict.ts); a figure whose rounds disagree gets NOISY instead of a verdict.
 * A full run takes about 10 minutes here, --quick about 3. Bounded: every loop has a
 * duration, every child is stopped at the end, and a watchdog ends the run. Figures go to
 * the console and reports/bench.json; the exit code is 1 when a figure is a MISS.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { QUICK, VERSION, WATCHDOG_MS, children, cleanup, ensureBuilt, root, startServer, stop } from "./lib/processes.js";
import { freePort } from "../test/support/ports.js";
import { bundledSpec } from "../contract/spec.js";
import { Figures } from "./lib/floors.js";
import { areaContext, runArea, type AreaContext } from "./lib/area.js";
import type { OpenApiDoc } from "./lib/spec.js";
import { core } from "./core.js";
import { externalAccounts } from "./areas/external-accounts.js";
import { quotes } from "./areas/quotes.js";
import { cards } from "./areas/cards.js";
import { stablecoins } from "./areas/stablecoins.js";
import { agents } from "./areas/agents.js";
import { invitations } from "./areas/invitations.js";
import { walletAuth } from "./wallet-auth.js";
import { lists } from "./lists.js";
import { webhooks } from "./webhooks.js";
import { persistence } from "./persistence.js";
import { conformanceRun } from "./conformance-run.js";
import { proxyLatency } from "./proxy.js";
import { scale } from "./scale.js";

const SECTIONS = ["core", "areas", "walletAuth", "lists", "webhooks", "persistence", "proxy", "conformance", "scale"];

function options(argv: string[]): { update: boolean; only: Set<string> } {
  const i = argv.indexOf("--only");
  const only = new Set(i >= 0 ? (argv[i + 1] ?? "").split(",").filter(Boolean) : SECTIONS.filter((s) => !(QUICK && (s === "conformance" || s === "scale"))));
  for (const s of only) if (!SECTIONS.includes(s)) throw new Error(`--only: unknown section ${s} (sections: ${SECTIONS.join(", ")})`);
  return { update: argv.includes("--update-floors"), only };
}

/** A simulator of its own for a group of sections. */
async function simulatorOnly(): Promise<{ simBase: string; simPid: number }> {
  const port = await freePort();
  const sim = await startServer("sim", port);
  return { simBase: `http://127.0.0.1:${port}${VERSION}`, simPid: sim.info.pid };
}

async function main(): Promise<number> {
  const t0 = Date.now();
  const { update, only } = options(process.argv.slice(2));
  const watchdog = setTimeout(() => {
    console.error(`bench: watchdog after ${WATCHDOG_MS / 1000} s, stopping`);
    for (const c of children) c.kill("SIGKILL");
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();
  ensureBuilt();
  const doc = bundledSpec() as OpenApiDoc;
  const figures = new Figures();
  const report: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, quick: QUICK };
  console.log(
    `bench: ${[...only].join(", ")}${QUICK ? " (quick)" : ""}; load average ${(await import("node:os"))
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  // A section that fails is reported as skipped; the others still run.
  const guarded = async (section: string, f: () => Promise<void>) => {
    try {
      await f();
    } catch (e) {
      console.log(`  skipped: ${section} failed: ${(e as Error).message}`);
      report[section] = { skipped: `error: ${(e as Error).message}` };
    }
  };
  // Each group of sections starts a simulator of its own and stops it after: no section
  // measures the heap another filled or the platform timers another left running.
  const stopAll = async () => {
    for (const c of children.splice(0)) await stop(c);
  };
  try {
    if (only.has("core")) await guarded("core", () => core(doc, figures, report));
    await stopAll();
    // The areas and the cursor walks have one each: the walks read lists the fill made to a
    // fixed size, not the areas' leftovers, whose number follows how fast the areas ran.
    if (only.has("areas")) {
      const { simBase, simPid } = await simulatorOnly();
      let ctx: AreaContext | undefined;
      const areas = async () => (ctx ??= await areaContext(simBase, doc, simPid));
      // BENCH_AREAS=stablecoinMint,cards: only these areas' flows (their keys).
      const pick = (process.env.BENCH_AREAS ?? "").split(",").filter(Boolean);
      for (const a of [externalAccounts, quotes, cards, stablecoins, agents, invitations].filter((x) => !pick.length || pick.includes(x.key)))
        await guarded(a.key, async () => runArea(a, await areas(), figures, report));
      await ctx?.client.close();
      await stopAll();
    }
    if (only.has("lists")) {
      const { simBase, simPid } = await simulatorOnly();
      await guarded("lists", async () => {
        const ctx = await areaContext(simBase, doc, simPid);
        await lists(ctx, figures, report);
        await ctx.client.close();
      });
      await stopAll();
    }
    if (only.has("walletAuth") || only.has("webhooks") || only.has("conformance")) {
      const { simBase, simPid } = await simulatorOnly();
      if (only.has("walletAuth")) await guarded("walletAuth", () => walletAuth(simBase, doc, figures, report));
      if (only.has("webhooks")) await guarded("webhooks", () => webhooks(simBase, figures, report));
      if (only.has("conformance"))
        await guarded("conformance", async () => {
          const ctx = await areaContext(simBase, doc, simPid);
          await conformanceRun(ctx, figures, report);
          await ctx.client.close();
        });
      await stopAll();
    }
    if (only.has("persistence")) await guarded("persistence", () => persistence(doc, figures, report));
    await stopAll();
    if (only.has("proxy")) {
      const { simBase } = await simulatorOnly();
      await guarded("proxy", () => proxyLatency(simBase, doc, figures, report));
      await stopAll();
    }
    if (only.has("scale")) await guarded("scale", () => scale(report));
  } finally {
    await cleanup();
  }
  const misses = figures.summary(update);
  report.figures = figures.judged;
  report.seconds = Math.round((Date.now() - t0) / 1000);
  mkdirSync(join(root, "reports"), { recursive: true });
  writeFileSync(join(root, "reports", "bench.json"), JSON.stringify(report, null, 2) + "\n");
  console.log(`\nfigures written to reports/bench.json (${report.seconds} s)`);
  clearTimeout(watchdog);
  return misses ? 1 : 0;
}

process.exitCode = await main();
