/**
 * The conformance suite's own run: `npm run conformance:seeds -- --count 1 --first <seed>
 * --mode default` (the default suite against a fresh in-process simulator) in a child
 * process with a fixed seed. The figure is the CPU the run uses (all its threads, user +
 * system, printed by lib/cpu-at-exit.mjs as it exits): the suite's and the simulator's
 * work, which neither the neighbours' load nor the run's waits (the suite's timers and
 * webhook deliveries) move much. Its seconds, from its own seed line, are printed beside it,
 * and so is the same time in sequential POST /customers of this run (the figure before).
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { loadavg } from "node:os";
import type { AreaContext } from "./lib/area.js";
import { customersFlow } from "./lib/area.js";
import { runFlows } from "./lib/flows.js";
import type { Figures } from "./lib/floors.js";
import { root } from "./lib/processes.js";

const SEED = Number(process.env.BENCH_CONFORMANCE_SEED ?? 1);
/** The run is stopped (and the figure skipped) past this. */
const LIMIT_MS = 240_000;

export async function conformanceRun(ctx: AreaContext, figures: Figures, report: Record<string, unknown>): Promise<void> {
  console.log(`\n[conformance] the default conformance suite against an in-process simulator (seed ${SEED})`);
  const cust = await runFlows(customersFlow(ctx), 1, 2);
  const load0 = loadavg()[0];
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
  if (!line) {
    console.log(`  skipped: the run printed no seed line (exit ${out.code}): ${out.text.trim().split("\n").slice(-3).join(" | ").slice(0, 300)}`);
    report.conformance = { skipped: "no seed line", exit: out.code };
    return;
  }
  const seconds = Number(line[3]);
  const costInCustomers = seconds * cust.rate;
  const used = /bench-cpu (\{.*\})/.exec(out.text);
  if (!used) {
    console.log(`  skipped: the run printed no CPU line (exit ${out.code})`);
    report.conformance = { skipped: "no CPU line", exit: out.code, seconds };
    return;
  }
  const cpu = JSON.parse(used[1]) as { userMs: number; systemMs: number };
  const cpuSeconds = (cpu.userMs + cpu.systemMs) / 1000;
  figures.add({
    key: "conformance.cpuSeconds",
    label: "conformance run, CPU (suite + simulator)",
    rounds: [cpuSeconds],
    target: { op: "<=", value: 30, unit: "s" },
    load: (load0 + loadavg()[0]) / 2,
    note: `${seconds} s for ${line[2]} cases (${line[1]}); the same seconds are ${Math.round(costInCustomers)} sequential POST /customers at ${Math.round(cust.rate)}/s`,
  });
  report.conformance = { seed: SEED, seconds, cpuSeconds, checks: Number(line[2]), outcome: line[1], customersPerSecond: cust.rate, costInCustomers };
}
