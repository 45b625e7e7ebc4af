/**
 * npm run conformance:seeds -- [--count N] [--runs N] [--first SEED] [--mode default|strict|both]
 *
 * The conformance suite against a fresh in-process simulator, once per seed, for N
 * consecutive seeds (random unless --first gives the first; the next ones follow it), in the
 * simulator's default mode, its --strict mode, or both (the default: N seeds of each):
 * prints one line per seed and a summary, writes the reports of a failing seed under
 * reports/seeds/<mode>-<seed>/, and exits 1 when any seed failed. `--runs` is fast-check's
 * runs per property (default: the CLI's default run).
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createSimulator } from "../simulator/app.js";
import { runSuite } from "../conformance/run.js";
import { writeReports } from "../conformance/reporters/files.js";
import { repoPath } from "../contract/paths.js";

export type SeedMode = "default" | "strict";

export interface SeedOutcome {
  seed: number;
  mode: SeedMode;
  passed: number;
  failed: string[];
  ms: number;
}

/** One seed: a fresh simulator (strict or not), the whole suite, the simulator closed. */
export async function runSeed(seed: number, runs: number, timeoutMs = 10_000, mode: SeedMode = "strict"): Promise<SeedOutcome> {
  const sim = createSimulator({ strict: mode === "strict", log: () => {} });
  const { rootUrl, baseUrl } = await sim.listen(0, "127.0.0.1");
  const t0 = performance.now();
  try {
    const out = repoPath("reports", "seeds", `${mode}-${seed}`);
    const { result } = await runSuite({ target: baseUrl, control: rootUrl, out, seed, runs, timeoutMs, quiet: true }, { console: false, write: false });
    const failed = result.cases.filter((c) => c.status === "failed").map((c) => `${c.checkId} | ${c.failure?.rule}: ${c.failure?.message}`);
    if (failed.length) writeReports(result, out);
    return { seed, mode, passed: result.totals.passed, failed, ms: Math.round(performance.now() - t0) };
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

function modes(argv: string[]): SeedMode[] {
  const i = argv.indexOf("--mode");
  const m = i < 0 ? "both" : argv[i + 1];
  if (m === "both") return ["default", "strict"];
  if (m === "default" || m === "strict") return [m];
  throw new Error(`--mode takes default, strict or both, not ${JSON.stringify(m)}`);
}

async function main(argv: string[]): Promise<number> {
  const count = flag(argv, "count") ?? 50;
  const runs = flag(argv, "runs") ?? 20;
  const first = flag(argv, "first") ?? Math.floor(Math.random() * 2 ** 31);
  const started = performance.now();
  const summary: string[] = [];
  let failedSeeds = 0;
  for (const mode of modes(argv)) {
    const t0 = performance.now();
    const outcomes: SeedOutcome[] = [];
    for (let i = 0; i < count; i++) {
      const seed = (first + i) % 2 ** 31;
      const o = await runSeed(seed, runs, 10_000, mode);
      outcomes.push(o);
      process.stdout.write(
        `${mode} seed ${seed}: ${o.failed.length ? `FAILED ${o.failed.length}` : "passed"} (${o.passed} cases, ${(o.ms / 1000).toFixed(1)} s)\n`,
      );
      for (const f of o.failed) process.stdout.write(`  ${f}\n`);
      if (o.failed.length) process.stdout.write(`  reports: ${join("reports", "seeds", `${mode}-${seed}`)}\n`);
    }
    const passed = outcomes.filter((o) => o.failed.length === 0).length;
    failedSeeds += count - passed;
    summary.push(`${mode}: ${passed}/${count} seeds passed in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  process.stdout.write(`${summary.join("; ")} (runs ${runs}, first seed ${first}; ${((performance.now() - started) / 1000).toFixed(0)} s in all)\n`);
  return failedSeeds === 0 ? 0 : 1;
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
