/**
 * Flows: a unit of work of one area (one request, or a few in a row such as a quote and
 * its execution) run by W concurrent workers for a bounded time over keep-alive
 * connections (undici). A flow answers nothing when it completed, or the reason it did
 * not (an error code, "HTTP 500", ...), counted per reason. The area benches compare a
 * flow with POST /customers run by the same client in interleaved rounds (`rounds`), so
 * the client's own cost and the machine's load fall on both alike.
 */
import { Pool, type FormData } from "undici";
import { loadavg } from "node:os";

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one explicit any of bench/: a JSON answer of the server under test, read field by field before (or while) checking it
  body: any;
}

/** JSON requests over one keep-alive pool to the server under test. */
export class Client {
  private readonly pool: Pool;
  private readonly prefix: string;
  constructor(
    readonly base: string,
    readonly auth: string,
    connections = 32,
  ) {
    const u = new URL(base);
    this.pool = new Pool(u.origin, { connections, pipelining: 1 });
    this.prefix = u.pathname.replace(/\/$/, "");
  }

  call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, auth = this.auth): Promise<Answer> {
    return this.send(
      method,
      path.startsWith("/_sim") ? path : this.prefix + path,
      { ...(auth ? { authorization: auth } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    );
  }

  /** A multipart/form-data request (undici sets its boundary). */
  upload(path: string, form: FormData): Promise<Answer> {
    return this.send("POST", this.prefix + path, this.auth ? { authorization: this.auth } : {}, form);
  }

  /** One request; the answer's body parsed as JSON (kept as text when it is not). */
  private async send(method: string, path: string, headers: Record<string, string>, body: string | FormData | undefined): Promise<Answer> {
    const r = await this.pool.request({ method: method as "GET", path, headers, body, headersTimeout: 15_000, bodyTimeout: 15_000 });
    const text = await r.body.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* keep the text */
    }
    return { status: r.statusCode, body: parsed };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** The reason an answer is not the expected one: its error code, else its status. */
export const reasonOf = (a: Answer, expected: number[]): string | undefined =>
  expected.includes(a.status) ? undefined : `${a.status} ${typeof a.body === "object" && a.body?.code ? a.body.code : "(no code)"}`;

export type Flow = (worker: number) => Promise<string | undefined>;

export interface FlowRun {
  flows: number;
  seconds: number;
  /** Completed flows per second. */
  rate: number;
  p50: number;
  p99: number;
  failures: Record<string, number>;
  /** The server's main-thread CPU meanwhile (ms), when a reader was given. */
  cpuMs?: number;
}

const pct = (s: number[], p: number) => (s.length ? Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] * 100) / 100 : NaN);

/**
 * `workers` loops of `flow` for `seconds` (each flow is also bounded by the client's timeouts);
 * then `settle`, still inside the CPU measure: the work the flows left scheduled (a mint's
 * later steps on the platform clock) is charged to them, not to whatever runs next.
 */
export async function runFlows(flow: Flow, workers: number, seconds: number, cpu?: () => number, settle?: () => Promise<unknown>): Promise<FlowRun> {
  const cpu0 = cpu?.();
  const times: number[] = [];
  const failures: Record<string, number> = {};
  let flows = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (performance.now() < deadline) {
        const t = performance.now();
        let why: string | undefined;
        try {
          why = await flow(w);
        } catch (e) {
          why = `error: ${(e as Error).message.slice(0, 80)}`;
        }
        if (why === undefined) {
          flows++;
          times.push(performance.now() - t);
        } else failures[why] = (failures[why] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  await settle?.();
  times.sort((a, b) => a - b);
  const cpuMs = cpu && cpu0 !== undefined ? cpu() - cpu0 : undefined;
  return { flows, seconds: elapsed, rate: flows / elapsed, p50: pct(times, 50), p99: pct(times, 99), failures, cpuMs };
}

export interface Interleaved {
  /** Per case, one run per round. */
  runs: FlowRun[][];
  /** Mean 1-minute load average over the rounds. */
  load: number;
}

/** Every case once per round, in turn (ABBA), `rounds` times (after one warm-up pass of `warmup` s each). */
export async function rounds(
  cases: { flow: Flow; workers: number; settle?: () => Promise<unknown> }[],
  n: number,
  seconds: number,
  warmup: number,
  cpu?: () => number,
): Promise<Interleaved> {
  if (warmup > 0) for (const c of cases) await runFlows(c.flow, c.workers, warmup, undefined, c.settle);
  const runs: FlowRun[][] = cases.map(() => []);
  const loads: number[] = [];
  for (let r = 0; r < n; r++) {
    // In the opposite order every other round (ABBA): a drift of the machine within a round falls on both alike.
    const order = cases.map((_, i) => i);
    if (r % 2 === 1) order.reverse();
    for (const i of order) runs[i][r] = await runFlows(cases[i].flow, cases[i].workers, seconds, cpu, cases[i].settle);
    loads.push(loadavg()[0]);
  }
  return { runs, load: loads.reduce((a, b) => a + b, 0) / loads.length };
}

/** Failure counts of several runs added up. */
export function addFailures(runs: FlowRun[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of runs) for (const [k, v] of Object.entries(r.failures)) out[k] = (out[k] ?? 0) + v;
  return out;
}
