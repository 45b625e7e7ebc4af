/**
 * Section: webhook backlog drain. A platform of the benched simulator (its own process)
 * points at a port where nothing listens yet, so BACKLOG test events each fail their
 * first attempt and wait for their retry; then a receiver in this process starts on that
 * port and one `POST /_sim/clock/advance {seconds: 600}` makes every retry due at once
 * (10 min covers the 30 s retry, and the 2 min one of events whose 30 s retry already ran
 * in real time while the backlog was built on a slow machine). Prints how long
 * the advance took (it queues, never waits on the receiver) and how long until the
 * receiver held every event. Target: 5,000 events delivered within 2 s. Three backlogs, each
 * on a platform of its own, one after another: the figure is their median (one drain alone
 * took 878 to 1,707 ms in six runs, its wall time moving with the load).
 */
import { createServer, type Server } from "node:http";
import { Agent } from "undici";
import { readFileSync } from "node:fs";
import { VERSION, children } from "./lib/processes.js";
import { freePort } from "../test/support/ports.js";
import { json } from "./lib/load.js";
import type { Figures } from "./lib/floors.js";

const BACKLOG = Number(process.env.BENCH_WEBHOOK_BACKLOG ?? 5000);

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); undefined elsewhere. */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in 1/100 s
  } catch {
    return undefined;
  }
}
const TARGET_MS = 2000;

/** Backlogs drained per run (BENCH_WEBHOOK_ROUNDS): the figure is their median. */
const ROUNDS = Number(process.env.BENCH_WEBHOOK_ROUNDS ?? 3);

interface Drain {
  backlog: number;
  fillMs: number;
  advanceMs: number;
  drainMs: number | null;
  delivered: number;
  eventsPerSecond: number | null;
  simCpuMs?: number;
  simCpuUsPerEvent?: number;
}

/** One backlog on a platform of its own, drained into a receiver started on its port. */
async function drainOnce(simBase: string, agent: Agent): Promise<Drain> {
  const root = simBase.slice(0, simBase.length - VERSION.length);
  let received = 0;
  const ids = new Set<string>();
  let onReceived: (() => void) | undefined;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received++;
      ids.add((JSON.parse(Buffer.concat(chunks).toString("utf8")) as { id: string }).id);
      if (received >= BACKLOG) onReceived?.();
      res.statusCode = 200;
      res.end();
    });
  });
  server.keepAliveTimeout = 10_000;
  const port = await freePort();
  try {
    const created = await json(`${root}/_sim/platforms`, { method: "POST", body: "{}" });
    if (created.status !== 201) throw new Error(`POST /_sim/platforms answered ${created.status}`);
    const auth = "Basic " + Buffer.from(`${created.body.clientId}:${created.body.clientSecret}`).toString("base64");
    const url = `http://127.0.0.1:${port}/hooks`;
    const cfg = await json(`${simBase}/config`, { method: "PATCH", auth, body: JSON.stringify({ webhookEndpoint: url }) });
    if (cfg.status !== 200) throw new Error(`PATCH /config answered ${cfg.status}`);

    // The backlog: BACKLOG test events whose first attempt finds the receiver down (64 requests at a time).
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 64 }, async () => {
        while (next < BACKLOG) {
          next++;
          const r = await fetch(`${simBase}/webhooks/test`, { method: "POST", headers: { authorization: auth }, dispatcher: agent } as RequestInit);
          await r.arrayBuffer();
        }
      }),
    );
    const fillMs = performance.now() - t0;
    const counts = (await json(`${root}/_sim/webhooks/events?limit=1`, { auth })).body?.counts ?? {};
    const waiting = (counts.retry_scheduled ?? 0) + (counts.queued ?? 0) + (counts.in_flight ?? 0);
    if (waiting < BACKLOG) throw new Error(`only ${waiting} events wait for delivery (counts ${JSON.stringify(counts)})`);

    // The receiver is back: one advance makes every retry due.
    await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
    const drained = new Promise<void>((resolve) => (onReceived = resolve));
    const simPid = children.find((c) => c.spawnargs.includes(new URL(simBase).port))?.pid;
    const cpu0 = cpuMsOf(simPid);
    const t1 = performance.now();
    const adv = await json(`${root}/_sim/clock/advance`, { method: "POST", auth, body: JSON.stringify({ seconds: 600 }) });
    const advanceMs = performance.now() - t1;
    if (adv.status !== 200) throw new Error(`POST /_sim/clock/advance answered ${adv.status}`);
    const timeout = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 20_000).unref());
    const outcome = await Promise.race([drained.then(() => "done" as const), timeout]);
    const drainMs = performance.now() - t1;
    const cpu1 = cpuMsOf(simPid);
    const simCpuMs = cpu0 !== undefined && cpu1 !== undefined ? Math.round(cpu1 - cpu0) : undefined;
    return {
      backlog: BACKLOG,
      fillMs: Math.round(fillMs),
      advanceMs: Math.round(advanceMs * 10) / 10,
      drainMs: outcome === "done" ? Math.round(drainMs) : null,
      delivered: ids.size,
      eventsPerSecond: outcome === "done" ? Math.round(BACKLOG / (drainMs / 1000)) : null,
      simCpuMs,
      simCpuUsPerEvent: simCpuMs !== undefined ? Math.round((simCpuMs * 1000) / BACKLOG) : undefined,
    };
  } finally {
    await new Promise<void>((r) => {
      server.close(() => r());
      server.closeAllConnections();
    });
  }
}

export async function webhooks(simBase: string, figures: Figures, report: Record<string, unknown>): Promise<void> {
  console.log(
    `\n[webhooks] backlog drain: ${BACKLOG.toLocaleString("en")} events waiting for their retry, one clock advance, a live local receiver; ${ROUNDS} rounds`,
  );
  const agent = new Agent({ connections: 64 });
  const drains: Drain[] = [];
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const d = await drainOnce(simBase, agent);
      drains.push(d);
      const cpu = d.simCpuMs !== undefined ? `; simulator CPU ${d.simCpuMs} ms (${d.simCpuUsPerEvent} µs per delivery)` : "";
      console.log(
        `  round ${i + 1}: backlog built in ${d.fillMs} ms (each first attempt refused: receiver down); the advance answered in ${d.advanceMs} ms; ` +
          (d.drainMs !== null
            ? `${d.delivered} distinct events delivered in ${d.drainMs} ms (${d.eventsPerSecond} events/s)`
            : `not drained after 20 s: ${d.delivered} of ${BACKLOG}`) +
          cpu,
      );
    }
  } finally {
    await agent.close();
  }
  report.webhooks = { rounds: drains, targetMs: TARGET_MS };
  figures.add({
    key: "webhooks.drainMs",
    label: `webhook backlog of ${BACKLOG} drained`,
    rounds: drains.map((d) => d.drainMs ?? Infinity),
    target: { op: "<=", value: TARGET_MS, unit: "ms" },
    floor: false,
    note: "wall time: it also moves with the machine's load (the simulator's CPU per delivery is printed above)",
  });
}
