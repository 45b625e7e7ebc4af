/**
 * The bench's child processes: the project root, the shared constants, building dist/,
 * starting bench/server.mjs in a child, stopping one, asking one for its memory, and the
 * registry of every child started (and the Prism handle) so the run can clean them all up.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../../contract/paths.js";
import type { PrismHandle } from "../../cli/mock.js";
import { build, isStale } from "../../bin/build.mjs";

export const root = repoRoot;
/** `--quick` (or BENCH_QUICK=1): fewer rounds, no scale section and no conformance run. */
export const QUICK = process.argv.includes("--quick") || process.env.BENCH_QUICK === "1";
/** Seconds of one round of one case (BENCH_ROUND_SECONDS). */
export const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 1);
/** Interleaved rounds of the core cases (BENCH_ROUNDS). */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 3 : 7));
/** Interleaved rounds of each area and its comparator (BENCH_AREA_ROUNDS). */
export const AREA_ROUNDS = Number(process.env.BENCH_AREA_ROUNDS ?? (QUICK ? 3 : 7));
/**
 * Seconds of one round of an area and of its comparator (BENCH_AREA_SECONDS): an area's
 * rounds spread less over 2 s than over 1. The core cases keep rounds of 1 s: over 2 s the
 * simulator's GET fell to 78% and 93% of node:http's where 1 s gave 112% and 114%.
 */
export const AREA_SECONDS = Number(process.env.BENCH_AREA_SECONDS ?? (QUICK ? 1 : 2));
export const AREA_WARMUP = 0.5;
export const WARMUP = 1;
/** Seconds of the whole of one section measured in one go (persistence: per case, in ROUNDS rounds). */
export const DURATION = ROUND_SECONDS * ROUNDS;
export const CONNECTIONS = 50;
export const VERSION = "/2025-10-13";
export const basic = (id: string, secret: string) => "Basic " + Buffer.from(`${id}:${secret}`).toString("base64");
export const AUTH = basic("bench", "bench");
export const WATCHDOG_MS = QUICK ? 600_000 : 1_200_000;

export const children: ChildProcess[] = [];
export let prism: PrismHandle | undefined;

/** Records the Prism handle so cleanup() can close it. */
export function setPrism(p: PrismHandle): void {
  prism = p;
}

// ---------------------------------------------------------------------------------------
// Build and children

/** The same staleness rule as bin/paysim.mjs: rebuild dist/ when a source is newer. */
export function ensureBuilt(): void {
  const entry = join(root, "dist", "simulator", "app.js");
  if (!isStale(root, entry)) return;
  console.log("building dist/ (tsc -p tsconfig.build.json)...");
  if (build(root, { timeoutMs: 180_000 }) !== 0) {
    if (!existsSync(entry)) throw new Error("build failed and dist/ has no simulator");
    console.log("warning: tsc reported errors; benching what it emitted");
  }
}

/** What a seeded platform of bench/server.mjs reports. */
export interface SeededPlatform {
  clientId: string;
  clientSecret: string;
  customerId: string;
  deepCustomerCursor?: string;
  deepTransactionCursor?: string;
  bytesPerTransaction?: number;
}

/** The ready line of bench/server.mjs (the seed fields only for "seed"). */
export interface Ready {
  ready: true;
  pid: number;
  memBefore?: NodeJS.MemoryUsage;
  seeded?: { customers: number; transactions: number; ms: number };
  big?: SeededPlatform;
  small?: SeededPlatform;
}

/**
 * Node options for the simulator's processes (BENCH_SIM_NODE_ARGS, split on spaces), e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the simulator through a whole section.
 */
const SIM_NODE_ARGS = (process.env.BENCH_SIM_NODE_ARGS ?? "").split(" ").filter(Boolean);

export function startServer(
  kind: "sim" | "simdata" | "bare" | "node" | "seed",
  port: number,
  opts: { nodeArgs?: string[]; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<{ child: ChildProcess; info: Ready }> {
  const nodeArgs = [...(kind === "bare" || kind === "node" ? [] : SIM_NODE_ARGS), ...(opts.nodeArgs ?? [])];
  const child = spawn(process.execPath, [...nodeArgs, join(root, "bench", "server.mjs"), kind, String(port)], {
    stdio: ["ignore", "pipe", "inherit", "ipc"],
    env: { ...process.env, NODE_ENV: "production", ...opts.env },
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`${kind} server not ready in ${(opts.timeoutMs ?? 90_000) / 1000} s`)), opts.timeoutMs ?? 90_000);
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

export function stop(child: ChildProcess | undefined): Promise<void> {
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

export function memOf(child: ChildProcess): Promise<NodeJS.MemoryUsage | undefined> {
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve(undefined), 5000);
    child.once("message", (m: { mem?: NodeJS.MemoryUsage } | undefined) => {
      clearTimeout(t);
      resolve(m?.mem);
    });
    child.send({ cmd: "mem" });
  });
}

/** Closes Prism and stops every child still registered. */
export async function cleanup(): Promise<void> {
  await prism?.close().catch(() => {});
  for (const c of children) await stop(c);
}
