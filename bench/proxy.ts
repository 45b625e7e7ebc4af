/**
 * Section of the bench: what `paysim proxy` adds to a request. The simulator (its own
 * process) is the upstream; two proxies in front of it run as a user starts them
 * (`bin/paysim.mjs proxy`, each its own process): one validating only, one with `--shadow`
 * (every exchange also played on an in-process simulator and compared). The same
 * GET /customers/{id} goes, in turn, straight to the simulator, through the proxy and through
 * the shadowing proxy, one request at a time over a keep-alive connection each, in
 * AREA_ROUNDS interleaved rounds of PER_ROUND requests of each kind. A round's figure is its
 * p50 through a proxy minus its p50 straight (the latency the proxy adds); the targets: at
 * most 1 ms added (validating) and 2 ms (shadowing), p50. The p99s are printed beside them.
 * The shadow plays an exchange after its answer is sent, and the next request waits for it:
 * interleaved, that play falls between a client's requests; a client sending through the
 * shadowing proxy back to back meets it, and that figure (a run of requests through it alone
 * after each round, against as many straight) is printed too.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { loadavg } from "node:os";
import { freePort } from "../test/support/ports.js";
import { Client } from "./lib/flows.js";
import type { Figures } from "./lib/floors.js";
import { AREA_ROUNDS, children, root } from "./lib/processes.js";
import { why } from "./lib/load.js";
import { customerBody, type OpenApiDoc } from "./lib/spec.js";
import { median } from "./lib/verdict.js";
import { regulatedPlatform, skipper } from "./sections.js";

/** Sequential requests of each kind per round (BENCH_PROXY_N). */
const PER_ROUND = Number(process.env.BENCH_PROXY_N ?? 200);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (x: number) => Math.round(x * 1000) / 1000;

/** `paysim proxy --upstream <simBase> ...` in its own process, ready once it prints where it listens. */
async function startProxy(simBase: string, extra: string[]): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(root, "bin", "paysim.mjs"), "proxy", "--upstream", simBase, "--port", String(port), "--out", join(root, "reports", "bench-proxy"), ...extra],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    let out = "";
    const t = setTimeout(() => reject(new Error(`paysim proxy ${extra.join(" ")} not ready in 60 s`)), 60_000);
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("listening on")) {
        clearTimeout(t);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`paysim proxy exited (${code})`)));
  });
  return { base: `http://127.0.0.1:${port}/2025-10-13`, child };
}

export async function proxyLatency(simBase: string, doc: OpenApiDoc, figures: Figures, report: Record<string, unknown>): Promise<void> {
  console.log(`\n[proxy] GET /customers/{id} straight, through paysim proxy and through paysim proxy --shadow (${AREA_ROUNDS} rounds of ${PER_ROUND} of each)`);
  const skip = skipper(report, "proxy");
  const platform = await regulatedPlatform(simBase, "bench-proxy");
  if ("failed" in platform) return skip(platform.failed);
  const plain = await startProxy(simBase, []);
  const shadow = await startProxy(simBase, ["--shadow"]);
  const clients = [simBase, plain.base, shadow.base].map((b) => new Client(b, platform.auth, 1));
  try {
    // Made through the shadowing proxy, so its simulator has the customer too (and pairs the two ids).
    const made = await clients[2].call("POST", "/customers", JSON.parse(customerBody(doc)()));
    if (made.status !== 201) return skip(why("POST /customers", made));
    const path = `/customers/${encodeURIComponent(made.body.id)}`;
    for (let i = 0; i < 30; i++) for (const c of clients) await c.call("GET", path);
    const times: number[][] = [[], [], []];
    const added: number[][] = [[], []];
    const backToBack: number[] = [];
    const loads: number[] = [];
    let unexpected = 0;
    for (let round = 0; round < AREA_ROUNDS; round++) {
      const from = times[0].length;
      for (let i = 0; i < PER_ROUND; i++)
        for (let k = 0; k < 3; k++) {
          const t = performance.now();
          const r = await clients[k].call("GET", path);
          times[k].push(performance.now() - t);
          if (r.status !== 200) unexpected++;
        }
      const p50 = (k: number) => median(times[k].slice(from));
      added[0].push(p50(1) - p50(0));
      added[1].push(p50(2) - p50(0));
      const run = async (c: Client) => {
        const xs: number[] = [];
        for (let i = 0; i < PER_ROUND / 2; i++) {
          const t = performance.now();
          await c.call("GET", path);
          xs.push(performance.now() - t);
        }
        return median(xs);
      };
      backToBack.push((await run(clients[2])) - (await run(clients[0])));
      loads.push(loadavg()[0]);
    }
    const names = ["straight to the simulator", "through paysim proxy", "through paysim proxy --shadow"];
    const rows = names.map((name, k) => ({ name, p50: ms(pct(times[k], 50)), p99: ms(pct(times[k], 99)) }));
    for (const r of rows) console.log(`  ${r.name.padEnd(32)} p50 ${r.p50.toFixed(3).padStart(7)} ms   p99 ${r.p99.toFixed(3).padStart(7)} ms`);
    const load = loads.reduce((a, b) => a + b, 0) / loads.length;
    const p99Added = (k: number) => ms(rows[k].p99 - rows[0].p99);
    figures.add({
      key: "proxy.addedP50",
      label: "paysim proxy: latency added per request, p50",
      rounds: added[0].map(ms),
      target: { op: "<=", value: 1, unit: "ms" },
      floor: false,
      load,
      note: `p99 added ${p99Added(1)} ms; straight p50 ${rows[0].p50} ms${unexpected ? `; ${unexpected} unexpected answers` : ""}`,
    });
    figures.add({
      key: "proxy.shadowAddedP50",
      label: "paysim proxy --shadow: latency added per request, p50",
      rounds: added[1].map(ms),
      target: { op: "<=", value: 2, unit: "ms" },
      floor: false,
      load,
      note: `p99 added ${p99Added(2)} ms; back to back (each request waiting for the shadow's play of the one before) p50 added ${ms(median(backToBack))} ms`,
    });
    report.proxy = {
      perRound: PER_ROUND,
      rounds: AREA_ROUNDS,
      rows,
      addedP50: added.map((a) => a.map(ms)),
      shadowBackToBackAddedP50: backToBack.map(ms),
      unexpected,
    };
  } finally {
    for (const c of clients) await c.close();
  }
}
