/**
 * One full collection once the simulator has warmed up (every validator compiled, every
 * rule table read). Compiling hundreds of schemas leaves a great many short-lived objects
 * in the old generation, and while they live node's own per-request objects (the
 * `process.nextTick` records, the parsed headers) stop sharing their hidden classes: each
 * is built the slow way. A steady load that does not grow the heap never triggers the
 * collection that would clear them, so without this every request paid for it: measured
 * on a plain `node:http` route in the same process, 61 µs of CPU per request before the
 * collection and 38 µs after, as without the simulator (docs/benchmarks.md).
 *
 * node exposes `gc()` only under `--expose-gc`; the flag may be set at run time, and a new
 * context then carries the function. A collection costs tens of milliseconds, once.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

let collect: (() => void) | undefined;

/** Runs a full garbage collection (once per call; cheap to call again later). */
export function collectWarmGarbage(): void {
  try {
    if (!collect) {
      const exposed = (globalThis as { gc?: () => void }).gc;
      if (typeof exposed === "function") collect = exposed;
      else {
        setFlagsFromString("--expose-gc");
        collect = runInNewContext("gc") as () => void;
      }
    }
    collect();
  } catch {
    // A runtime without the flag: nothing is lost but the speed-up.
    collect = () => {};
  }
}
