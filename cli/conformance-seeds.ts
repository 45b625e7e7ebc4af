/**
 * npm run conformance:seeds -- [--count N] [--runs N] [--first SEED]
 *
 * The conformance suite against a fresh in-process simulator, once per seed, for N
 * consecutive seeds (random unless --first gives the first; the next ones follow it):
 * prints one line per seed and a summary, writes the reports of a failing seed under
 * reports/seeds/<seed>/, and exits 1 when any seed failed. `--runs` is fast-check's runs
 * per property (default: the CLI's default run).
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createSimulator } from "../simulator/app.js";
import { runSuite } from "../conformance/run.js";
import { writeReports } from "../conformance/reporters/files.js";
import { repoPath } from "../contract/paths.js";

export interface SeedOutcome {
  seed: number;
  passed: number;
  failed: string[];
  ms: number;
}

/** One seed: a fresh simulator, the whole suite, the simulator closed. */
export async function runSeed(seed: number, runs: number, timeoutMs = 10_000): Promise<SeedOutcome> {
  const sim = createSimulator({ strict: true, log: () => {} });
  const { rootUrl, baseUrl } = await sim.listen(0, "127.0.0.1");
  const t0 = performance.now();
  try {
    const out = repoPath("reports", "seeds", String(seed));
    const { result } = await runSuite({ target: baseUrl, admin: rootUrl, out, seed, runs, timeoutMs, quiet: true }, { console: false, write: false });
    const failed = result.cases.filter((c) => c.status === "failed").map((c) => `${c.checkId} | ${c.failure?.rule}: ${c.failure?.message}`);
    if (failed.length) writeReports(result, out);
    return { seed, passed: result.totals.passed, failed, ms: Math.round(performance.now() - t0) };
  } finally {
    await sim.close();
  }
}

function flag(argv: string[], name: string): number | undefined {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const v = Number(argv[i + 1]);
  if (!Number.isSafeInteger(v) || v < 0) throw new Error(`--${name} takes a non-negative integer, not ${JSON.stringify(argv[i + 1])}`);
  return v;
}

async function main(argv: string[]): Promise<number> {
  const count = flag(argv, "count") ?? 50;
  const runs = flag(argv, "runs") ?? 20;
  const first = flag(argv, "first") ?? Math.floor(Math.random() * 2 ** 31);
  const started = performance.now();
  const outcomes: SeedOutcome[] = [];
  for (let i = 0; i < count; i++) {
    const seed = (first + i) % 2 ** 31;
    const o = await runSeed(seed, runs);
    outcomes.push(o);
    process.stdout.write(`seed ${seed}: ${o.failed.length ? `FAILED ${o.failed.length}` : "passed"} (${o.passed} checks, ${(o.ms / 1000).toFixed(1)} s)\n`);
    for (const f of o.failed) process.stdout.write(`  ${f}\n`);
    if (o.failed.length) process.stdout.write(`  reports: ${join("reports", "seeds", String(seed))}\n`);
  }
  const passed = outcomes.filter((o) => o.failed.length === 0).length;
  process.stdout.write(`${passed}/${count} seeds passed (runs ${runs}, first seed ${first}) in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  return passed === count ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e) => {
      process.stderr.write(`conformance:seeds: ${(e as Error).message}\n`);
      process.exit(2);
    },
  );
}
