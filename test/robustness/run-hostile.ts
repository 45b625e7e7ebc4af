/**
 * runHostile({count, seed, concurrency, maxSeconds}): starts the simulator in a child
 * process (child-server.ts), sends `count` hostile requests (hostile.ts) with a few in
 * flight, and meanwhile (from a thread of its own) probes GET /_sim/health and a second platform's GET /config every
 * 100 ms. Returns what the issue asks to show: crashes, 5xx answers, requests unanswered
 * after 5 s, the slowest health answer, whether the other platform kept being served, and
 * the child's peak RSS. Everything stays on 127.0.0.1 and is bounded in count and time.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { Worker } from "node:worker_threads";
import { repoPath } from "../../contract/paths.js";
import { generate, loadRoutes, type HostileRequest } from "./hostile.js";

export interface HostileReport {
  sent: number;
  byStatus: Record<string, number>;
  /** Requests sent per kind (without the `+path` of a hostile path). */
  byKind: Record<string, number>;
  /** The slowest answers (time to the end of the answer, as this side saw it). */
  slowest: { kind: string; method: string; url: string; status: number; ms: number }[];
  /** Answers 501 NOT_IMPLEMENTED (operations of the contract the simulator does not implement yet); not failures. */
  notImplemented: number;
  /** Answers of faults the hostile requests themselves installed through /_sim/faults (the Paysim-Fault header): asked for, not failures. */
  injectedFaults: number;
  fiveXx: { kind: string; method: string; url: string; status: number; body: string }[];
  unanswered: { kind: string; method: string; url: string; error: string }[];
  crashed: boolean;
  childStderr: string;
  healthProbes: number;
  healthMaxMs: number;
  otherPlatformProbes: number;
  otherPlatformFailures: number;
  peakRssMb: number;
  baseRssMb: number;
  seconds: number;
}

export interface Child {
  proc: ChildProcess;
  rootUrl: string;
  baseUrl: string;
  platforms: { clientId: string; clientSecret: string }[];
  stderr: () => string;
  rssMb: () => number;
  stop: () => Promise<void>;
}

/** The simulator in its own process (child-server.ts); resolves once it listens. */
export function startChild(timeouts?: { headersMs?: number; requestMs?: number; keepAliveMs?: number }): Promise<Child> {
  const args = ["--import", "tsx", repoPath("test", "robustness", "child-server.ts"), ...(timeouts ? [JSON.stringify(timeouts)] : [])];
  const proc = spawn(process.execPath, args, { cwd: repoPath(), stdio: ["ignore", "pipe", "pipe"] });
  let err = "";
  proc.stderr!.on("data", (c) => (err = (err + c).slice(-20_000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child did not start in 30 s: ${err}`)), 30_000);
    let out = "";
    proc.stdout!.on("data", (c) => {
      out += c;
      const nl = out.indexOf("\n");
      if (nl < 0) return;
      clearTimeout(timer);
      const info = JSON.parse(out.slice(0, nl));
      resolve({
        proc,
        ...info,
        stderr: () => err,
        rssMb: () => rssOf(proc.pid!),
        stop: () =>
          new Promise<void>((r) => {
            if (proc.exitCode !== null) return r();
            proc.once("exit", () => r());
            proc.kill("SIGTERM");
          }),
      });
    });
    proc.once("exit", (code) => reject(new Error(`child exited (${code}) before listening: ${err}`)));
  });
}

/** Resident set size of a process in MB (Linux /proc). */
export function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

export const basicAuth = (p: { clientId: string; clientSecret: string }) => "Basic " + Buffer.from(`${p.clientId}:${p.clientSecret}`).toString("base64");

interface Answer {
  status: number;
  body: string;
  /** The Paysim-Fault header: the answer came from a fault a request installed through /_sim/faults. */
  fault?: string;
}

/** One request over node:http (so malformed paths go out as written), answered within `timeoutMs`. */
export function send(rootUrl: string, h: HostileRequest, timeoutMs: number): Promise<Answer> {
  const u = new URL(rootUrl);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...h.headers };
    const buf = Buffer.isBuffer(h.body) ? h.body : undefined;
    if (buf) headers["content-length"] = buf.length;
    // node's client frames a streamed body itself only for methods that usually carry one.
    else if (typeof h.body === "function") headers["transfer-encoding"] = "chunked";
    let answered: Answer | undefined;
    const req = httpRequest({ host: u.hostname, port: u.port, method: h.method, path: h.url, headers, agent: false }, (res) => {
      let body = "";
      const fault = res.headers["paysim-fault"] as string | undefined;
      answered = { status: res.statusCode ?? 0, body, fault };
      res.setEncoding("utf8");
      res.on("data", (c) => (body.length < 2000 ? (body += c) : undefined));
      res.on("end", () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body, fault });
        req.destroy(); // stop sending a body the server refused
      });
      res.on("error", (e) => reject(e));
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer after ${timeoutMs} ms`));
    }, timeoutMs);
    req.on("error", (e) => {
      clearTimeout(timer);
      // The server answered, then ended the connection while this side was still sending a
      // body it refused: the answer counts (its status line and headers arrived).
      if (answered) resolve(answered);
      else reject(e);
    });
    req.on("socket", (sock) => sock.on("error", () => {})); // late write errors once the answer is in
    if (buf) req.end(buf, () => {});
    else if (typeof h.body === "function") {
      const it = h.body();
      (async () => {
        try {
          for await (const c of it) {
            if (req.destroyed) return;
            if (!req.write(c, () => {})) {
              await new Promise<void>((r) => {
                const done = () => {
                  req.off("drain", done);
                  req.off("close", done);
                  r();
                };
                req.on("drain", done);
                req.on("close", done);
              });
            }
          }
          if (!req.destroyed) req.end();
        } catch {
          /* the server closed the connection: the answer (or its absence) decides */
        }
      })();
    } else req.end();
  });
}

/**
 * Every 100 ms: GET /_sim/health (its time, 5 s at most) and the other platform's
 * GET /config (its success); one message each round, until told to stop.
 */
const PROBER = `
const { parentPort, workerData: w } = require("node:worker_threads");
let stop = false;
parentPort.on("message", () => (stop = true));
(async () => {
  while (!stop) {
    const s = Date.now();
    try {
      const h = await fetch(w.rootUrl + "/_sim/health", { signal: AbortSignal.timeout(5000) });
      await h.text();
    } catch {}
    const healthMs = Date.now() - s;
    let otherOk = false;
    try {
      const c = await fetch(w.baseUrl + "/config", { headers: { authorization: w.otherAuth }, signal: AbortSignal.timeout(5000) });
      await c.text();
      otherOk = c.status === 200;
    } catch {}
    parentPort.postMessage({ healthMs, otherOk });
    await new Promise((r) => setTimeout(r, 100));
  }
  process.exit(0);
})();
`;

export interface HostileOptions {
  count: number;
  seed?: number;
  concurrency?: number;
  /** Stop sending after this many seconds (the report says how many were sent). */
  maxSeconds?: number;
  onProgress?: (sent: number) => void;
}

/** A run against `o.child` (left running) or a child of its own (stopped at the end). */
export async function runHostile(o: HostileOptions & { child?: Child }): Promise<HostileReport> {
  const child = o.child ?? (await startChild());
  const seed = o.seed ?? 1;
  const routes = loadRoutes();
  const [mine, other] = child.platforms;
  const gen = generate(routes, seed, o.count, { authorization: basicAuth(mine) });
  const report: HostileReport = {
    sent: 0,
    byStatus: {},
    byKind: {},
    slowest: [],
    notImplemented: 0,
    fiveXx: [],
    injectedFaults: 0,
    unanswered: [],
    crashed: false,
    childStderr: "",
    healthProbes: 0,
    healthMaxMs: 0,
    otherPlatformProbes: 0,
    otherPlatformFailures: 0,
    peakRssMb: 0,
    baseRssMb: child.rssMb(),
    seconds: 0,
  };
  let crashed = child.proc.exitCode !== null;
  child.proc.once("exit", () => (crashed = true));
  const t0 = Date.now();
  const deadline = t0 + (o.maxSeconds ?? 600) * 1000;
  // The probes run on a thread of their own: building large hostile bodies here must not
  // delay them, so their times are the server's, not this process's.
  const prober = new Worker(PROBER, { eval: true, workerData: { rootUrl: child.rootUrl, baseUrl: child.baseUrl, otherAuth: basicAuth(other) } });
  prober.on("message", (m: { healthMs: number; otherOk: boolean }) => {
    report.healthMaxMs = Math.max(report.healthMaxMs, m.healthMs);
    report.healthProbes++;
    report.otherPlatformProbes++;
    if (!m.otherOk) report.otherPlatformFailures++;
  });
  const rss = setInterval(() => (report.peakRssMb = Math.max(report.peakRssMb, child.rssMb())), 100);
  const probes = async () => {
    clearInterval(rss);
    prober.postMessage("stop");
    await new Promise((r) => prober.once("exit", r));
  };
  const worker = async () => {
    for (;;) {
      if (crashed || Date.now() > deadline) return;
      const next = gen.next();
      if (next.done) return;
      const h = next.value;
      report.sent++;
      const kind = h.kind.replace(/\+path$/, "");
      report.byKind[kind] = (report.byKind[kind] ?? 0) + 1;
      o.onProgress?.(report.sent);
      try {
        const t0 = Date.now();
        const a = await send(child.rootUrl, h, 5000);
        const ms = Date.now() - t0;
        if (report.slowest.length < 10 || ms > report.slowest[report.slowest.length - 1].ms) {
          report.slowest.push({ kind: h.kind, method: h.method, url: h.url.slice(0, 120), status: a.status, ms });
          report.slowest.sort((x, y) => y.ms - x.ms);
          report.slowest.length = Math.min(report.slowest.length, 10);
        }
        report.byStatus[a.status] = (report.byStatus[a.status] ?? 0) + 1;
        // 501 NOT_IMPLEMENTED is the simulator's deliberate answer for an operation it does not implement yet.
        if (a.status === 501 && a.body.includes('"NOT_IMPLEMENTED"')) report.notImplemented++;
        else if (a.fault) report.injectedFaults++;
        else if (a.status >= 500 && report.fiveXx.length < 50)
          report.fiveXx.push({ kind: h.kind, method: h.method, url: h.url.slice(0, 200), status: a.status, body: a.body.slice(0, 500) });
      } catch (e) {
        if (report.unanswered.length < 50) report.unanswered.push({ kind: h.kind, method: h.method, url: h.url.slice(0, 200), error: (e as Error).message });
        else report.unanswered.length++;
      }
    }
  };
  await Promise.all(Array.from({ length: o.concurrency ?? 8 }, worker));
  await probes();
  report.seconds = (Date.now() - t0) / 1000;
  report.crashed = crashed;
  report.childStderr = child.stderr().slice(-4000);
  if (!o.child) await child.stop();
  return report;
}
