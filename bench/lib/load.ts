/**
 * Load and measurement helpers: autocannon runs (Row), hrtime-timed latency of one URL,
 * success predicates, the table formatting, and small JSON request / skip-reason helpers.
 */
import autocannon from "autocannon";
import { Agent, request as httpRequest } from "node:http";
import { AUTH, DURATION, WARMUP } from "./processes.js";
import type { Answer } from "./flows.js";

export interface Row {
  name: string;
  /** Successful responses per second (2xx; 201 only for creates). */
  rps: number;
  /** All responses per second. */
  total: number;
  p50: number;
  p99: number;
  ok: number;
  nonOk: number;
  errors: number;
  statuses: Record<string, number>;
  seconds: number;
  /** Main-thread CPU of the server meanwhile (ms), where it was read (lib/cpu.ts). */
  cpuMs?: number;
  rounds?: { rps: number; p50: number; p99: number }[];
}

export type AcOpts = autocannon.Options;

export async function load(
  name: string,
  o: AcOpts,
  success: (status: number) => boolean,
  seconds = DURATION,
  warmup = WARMUP,
  cpu?: () => number,
): Promise<Row> {
  if (warmup > 0) await autocannon({ ...o, duration: warmup });
  const cpu0 = cpu?.();
  const r = await autocannon({ ...o, duration: seconds });
  const cpuMs = cpu && cpu0 !== undefined ? cpu() - cpu0 : undefined;
  const statuses: Record<string, number> = {};
  for (const [k, v] of Object.entries(r.statusCodeStats ?? {})) statuses[k] = (v as { count?: number }).count ?? 0;
  const ok = Object.entries(statuses).reduce((n, [k, v]) => n + (success(Number(k)) ? v : 0), 0);
  const all = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    name,
    rps: Math.round(ok / r.duration),
    total: Math.round(all / r.duration),
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok,
    nonOk: all - ok,
    errors: r.errors + r.timeouts,
    statuses,
    seconds: r.duration,
    cpuMs,
  };
}

/**
 * Sub-millisecond latency of one URL (autocannon reports whole milliseconds): `concurrency`
 * keep-alive clients, each timing its requests with hrtime; bounded by count and time.
 */
export async function timed(url: string, auth: string, o: { concurrency: number; count: number; maxMs: number; warm: number }) {
  const agent = new Agent({ keepAlive: true, maxSockets: o.concurrency });
  const one = () =>
    new Promise<{ ms: number; status: number }>((resolve, reject) => {
      const t0 = process.hrtime.bigint();
      const req = httpRequest(url, { agent, headers: { authorization: auth }, timeout: 10_000 }, (res) => {
        res.resume();
        res.on("end", () => resolve({ ms: Number(process.hrtime.bigint() - t0) / 1e6, status: res.statusCode ?? 0 }));
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", reject);
      req.end();
    });
  for (let i = 0; i < o.warm; i++) await one().catch(() => undefined);
  const times: number[] = [];
  let ok = 0;
  let nonOk = 0;
  let issued = 0;
  const start = performance.now();
  const deadline = start + o.maxMs;
  await Promise.all(
    Array.from({ length: o.concurrency }, async () => {
      while (issued < o.count && performance.now() < deadline) {
        issued++;
        const r = await one().catch(() => undefined);
        if (r) times.push(r.ms);
        if (r?.status === 200) ok++;
        else nonOk++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  if (times.length === 0) return { p50: NaN, p99: NaN, rps: 0, requests: 0, ok, nonOk };
  const pct = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] * 100) / 100;
  return { p50: pct(50), p99: pct(99), rps: Math.round(times.length / elapsed), requests: times.length, ok, nonOk };
}

export const is2xx = (s: number) => s >= 200 && s < 300;
export const is201 = (s: number) => s === 201;

export const fmtRow = (r: Row) =>
  r.name.padEnd(40) +
  String(r.rps).padStart(8) +
  String(r.total).padStart(8) +
  String(r.p50).padStart(8) +
  String(r.p99).padStart(8) +
  String(r.nonOk).padStart(9) +
  String(r.errors).padStart(7);
export const HEADER =
  "case".padEnd(40) + "ok/s".padStart(8) + "all/s".padStart(8) + "p50 ms".padStart(8) + "p99 ms".padStart(8) + "non-ok".padStart(9) + "errors".padStart(7);

/** One JSON request (the bench's credentials unless `auth` is given). */
export async function json(url: string, init: RequestInit & { auth?: string } = {}): Promise<Answer> {
  const r = await fetch(url, {
    ...init,
    headers: { authorization: init.auth ?? AUTH, "content-type": "application/json", ...(init.headers as Record<string, string> | undefined) },
    signal: AbortSignal.timeout(10_000),
  });
  const text = await r.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: r.status, body };
}

/** Why a setup step failed, in one line. */
export const why = (what: string, r: Answer) =>
  r.status === 501
    ? `${what} is not implemented yet (501 NOT_IMPLEMENTED)`
    : `${what} answered ${r.status}${r.body?.code ? ` ${r.body.code}` : ""}${r.body?.reason ? `: ${String(r.body.reason).slice(0, 160)}` : ""}`;
