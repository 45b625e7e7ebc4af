/**
 * CPU time of a server's main thread, read from Linux's /proc (the scheduler's own count,
 * in nanoseconds): a node server answers on that one thread, so requests per second of it
 * are the server's capacity whatever the client and the neighbours do to the wall clock.
 * On a shared 2-core machine a throughput ratio moves with the client's own share of the
 * cores (its rounds spread ±30%); CPU per request does not, so the core and area verdicts
 * are taken on it, and the throughput stays printed beside them.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";

/** Milliseconds of CPU the main thread of `pid` has used so far; undefined where /proc has no such count. */
export function mainThreadCpu(pid: number | undefined): (() => number) | undefined {
  if (pid === undefined) return undefined;
  const file = `/proc/${pid}/task/${pid}/schedstat`;
  if (!existsSync(file)) return undefined;
  return () => {
    try {
      return Number(readFileSync(file, "utf8").split(" ")[0]) / 1e6;
    } catch {
      return NaN; // the process has ended
    }
  };
}

/**
 * Milliseconds of CPU every thread of `pid` has used so far (the main thread, a data
 * directory's writer, libuv's and V8's helpers); undefined where /proc has no such count.
 * A thread that ended since the last read takes its count with it.
 */
export function processCpu(pid: number | undefined): (() => number) | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/task`)) return undefined;
  return () => {
    let ns = 0;
    try {
      for (const t of readdirSync(`/proc/${pid}/task`)) {
        try {
          ns += Number(readFileSync(`/proc/${pid}/task/${t}/schedstat`, "utf8").split(" ")[0]);
        } catch {
          /* the thread ended meanwhile */
        }
      }
    } catch {
      return NaN; // the process has ended
    }
    return ns / 1e6;
  };
}

/** Runs `f` and answers its result with the main-thread CPU (ms) each reader counted meanwhile. */
export async function withCpu<T>(readers: ((() => number) | undefined)[], f: () => Promise<T>): Promise<{ result: T; cpuMs: number[] }> {
  const before = readers.map((r) => (r ? r() : NaN));
  const result = await f();
  return { result, cpuMs: readers.map((r, i) => (r ? r() - before[i] : NaN)) };
}
