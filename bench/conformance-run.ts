/**
 * The conformance suite's own run: `npm run conformance:seeds -- --count 1 --first <seed>
 * --mode default` (the default suite against a fresh in-process simulator) in a child
 * process with a fixed seed, RUNS times one after another. The figure is the CPU each run
 * uses (all its threads, user + system, printed by lib/cpu-at-exit.mjs as it exits): the
 * suite's and the simulator's work, which the run's waits (the suite's timers and webhook
 * deliveries) do not move. One run alone is not a figure here: the same seeded run took
 * 18.9 to 36.6 CPU-s in four bench runs (22 to 25 s when the machine was quiet), so the
 * verdict reads the median of three, and their spread. Its seconds, from its own seed line,
 * are printed beside it, and so is the same time in sequential POST /customers of this run.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { loadavg } from "node:os";
import type { AreaContext } from "./lib/area.js";
import { customersFlow } from "./lib/area.js";
import { runFlows } from "./lib/flows.js";
import type { Figures } from "./lib/floors.js";
import { root } from "./lib/processes.js";
import { median } from "./lib/verdict.js";

const SEED = Number(process.env.BENCH_CONFORMANCE_SEED ?? 1);
/** The run is stopped (and the figure skipped) past this. */
const LIMIT_MS = 240_000;
/** Runs of the same seed (BENCH_CONFORMANCE_RUNS). */
const RUNS = Number(process.env.BENCH_CONFORMANCE_RUNS ?? 3);

interface SeedRun {
  outcome: string;
  cases: number;
  seconds: number;
  cpuSeconds: number;
}

/** One seeded run in a child process: its seed line and CPU, or why it gave none. */
async function seedRun(): Promise<SeedRun | { skipped: string; exit: number | null }> {
  const out = await new Promise<{ code: number | null; text: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--import",
        join(root, "bench", "lib", "cpu-at-exit.mjs"),
        join(root, "cli", "conformance-seeds.ts"),
        "--count",
        "1",
        "--first",
        String(SEED),
        "--mode",
        "default",
      ],
      {
        cwd: root,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let text = "";
    child.stdout.on("data", (d: Buffer) => (text += d.toString()));
    child.stderr.on("data", (d: Buffer) => (text += d.toString()));
    const timer = setTimeout(() => {
      text += `\nstopped after ${LIMIT_MS / 1000} s`;
      child.kill("SIGKILL");
    }, LIMIT_MS);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, text });
    });
  });
  // "default seed 1: passed (506 cases, 36.1 s)"
  const line = /seed \d+: (passed|FAILED \d+) \((\d+) cases, ([\d.]+) s\)/.exec(out.text);
  if (!line) return { skipped: `the run printed no seed line: ${out.text.trim().split("\n").slice(-3).join(" | ").slice(0, 300)}`, exit: out.code };
  const used = /bench-cpu (\{.*\})/.exec(out.text);
  if (!used) return { skipped: "the run printed no CPU line", exit: out.code };
  const cpu = JSON.parse(used[1]) as { userMs: number; systemMs: number };
  return { outcome: line[1], cases: Number(line[2]), seconds: Number(line[3]), cpuSeconds: (cpu.userMs + cpu.systemMs) / 1000 };
}

export async function conformanceRun(ctx: AreaContext, figures: Figures, report: Record<string, unknown>): Promise<void> {
  console.log(`\n[conformance] the default conformance suite against an in-process simulator (seed ${SEED})`);
  const cust = await runFlows(customersFlow(ctx), 1, 2);
  const load0 = loadavg()[0];
  const runs: SeedRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await seedRun();
    if ("skipped" in r) {
      console.log(`  skipped: ${r.skipped} (exit ${r.exit})`);
      report.conformance = r;
      return;
    }
    runs.push(r);
  }
  const seconds = median(runs.map((r) => r.seconds));
  const costInCustomers = seconds * cust.rate;
  const { cases, outcome } = runs[0];
  figures.add({
    key: "conformance.cpuSeconds",
    label: "conformance run, CPU (suite + simulator)",
    rounds: runs.map((r) => r.cpuSeconds),
    target: { op: "<=", value: 30, unit: "s" },
    load: (load0 + loadavg()[0]) / 2,
    note: `${runs.length} runs of ${cases} cases (${runs.map((r) => r.outcome).join(", ")}) in ${runs.map((r) => r.seconds).join(", ")} s; the median run's seconds are ${Math.round(costInCustomers)} sequential POST /customers at ${Math.round(cust.rate)}/s`,
  });
  report.conformance = { seed: SEED, runs, seconds, checks: cases, outcome, customersPerSecond: cust.rate, costInCustomers };
}
