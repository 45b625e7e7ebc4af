/**
 * npx tsx scripts/conformance-repeat.ts [--count 100] [--runs 2] [--port 4130] [--max-minutes 240]
 *
 * Consecutive conformance runs against one `paysim serve` (default mode, default limits:
 * --max-platforms 1000), each run exactly as a user types it (`paysim conformance --target
 * ... --control ...`), to show that a long-lived simulator is not used up: every run must
 * pass and delete every platform it created, and the simulator must still hold only its
 * ready platform afterwards. Bounded in count and in time; not part of `npm test`. Prints one
 * line per run (cases, platforms created and deleted, platforms held, the simulator's RSS)
 * and a summary; exits 1 on any failure.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { repoRoot } from "../contract/paths.js";
import { startServe } from "../test/support/serve.js";

function flag(argv: string[], name: string, dflt: number): number {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return dflt;
  const v = Number(argv[i + 1]);
  if (!Number.isSafeInteger(v) || v < 0) throw new Error(`--${name} takes a whole number, not ${JSON.stringify(argv[i + 1])}`);
  return v;
}

const bin = join(repoRoot, "bin", "paysim.mjs");

const rssMb = (pid: number) => {
  const r = spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" });
  return Math.round(Number(r.stdout.trim()) / 1024);
};

async function main(argv: string[]): Promise<number> {
  const count = flag(argv, "count", 100);
  const runs = flag(argv, "runs", 2);
  const port = flag(argv, "port", 4130);
  const deadline = Date.now() + flag(argv, "max-minutes", 240) * 60_000;
  const serve = (await startServe([], 180_000, port)).child;
  const root = `http://127.0.0.1:${port}`;
  const held = async () => ((await (await fetch(`${root}/_sim/health`)).json()) as { platforms: number }).platforms;
  const started = performance.now();
  let passed = 0;
  let done = 0;
  try {
    for (let i = 0; i < count && Date.now() < deadline; i++) {
      const t0 = performance.now();
      const r = spawnSync(
        process.execPath,
        [
          bin,
          "conformance",
          "--target",
          `${root}/2025-10-13`,
          "--control",
          root,
          "--runs",
          String(runs),
          "--seed",
          String(1000 + i),
          "--out",
          join(repoRoot, "reports", "repeat"),
        ],
        { cwd: repoRoot, encoding: "utf8", timeout: 15 * 60_000, env: { ...process.env, CI: "true" } },
      );
      done++;
      const totals = /(\d+) passed, (\d+) failed/.exec(r.stdout);
      const made = /platforms created through the control API: (\d+), deleted: (\d+)/.exec(r.stdout);
      const now = await held();
      const ok = r.status === 0 && made !== null && made[1] === made[2] && now === 1;
      if (ok) passed++;
      process.stdout.write(
        `run ${i + 1}: ${ok ? "passed" : `FAILED (exit ${r.status})`} ${totals ? `${totals[1]} cases passed, ${totals[2]} failed` : ""}; platforms created ${made?.[1] ?? "?"}, deleted ${made?.[2] ?? "?"}; the simulator holds ${now}; RSS ${rssMb(serve.pid!)} MB; ${((performance.now() - t0) / 1000).toFixed(0)} s\n`,
      );
      if (!ok) process.stdout.write(`${r.stdout.slice(-3000)}${r.stderr}\n`);
    }
  } finally {
    serve.kill("SIGTERM");
  }
  process.stdout.write(
    `${passed}/${done} consecutive runs passed against one paysim serve (runs ${runs}) in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
  return passed === done && done === count ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write(`conformance-repeat: ${(e as Error).message}\n`);
    process.exit(2);
  },
);
