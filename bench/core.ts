/** Section 1 of the bench: core throughput and latency against Prism and a bare route. */
import { startPrism } from "../cli/mock.js";
import { freePort } from "../test/support/ports.js";
import { AUTH, CONNECTIONS, DURATION, ROUNDS, VERSION, WARMUP, children, setPrism, startServer, stop } from "./lib/processes.js";
import { HEADER, customerBodies, fmtRow, is201, is2xx, json, load, type AcOpts, type Row } from "./lib/load.js";

export interface CoreResult {
  rows: Row[];
  targets: { name: string; value: number; target: string; pass: boolean }[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI / JSON Schema document walked generically: its nodes have no static type
export async function core(doc: any, report: Record<string, unknown>): Promise<{ simBase: string; core: CoreResult }> {
  const [simPort, barePort, nodePort, prismPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  await startServer("sim", simPort);
  const bare = await startServer("bare", barePort);
  const plain = await startServer("node", nodePort);
  const prism = await startPrism({ port: prismPort, stdio: "ignore" });
  setPrism(prism);
  children.push(prism.child);
  const simBase = `http://127.0.0.1:${simPort}${VERSION}`;

  const nextBody = customerBodies(doc);
  const probe = await json(simBase + "/customers", { method: "POST", body: nextBody() });
  if (probe.status !== 201 || !probe.body?.id)
    throw new Error(`the simulator's POST /customers answered ${probe.status}: ${JSON.stringify(probe.body).slice(0, 300)}`);
  const id = encodeURIComponent(probe.body.id);
  const headers = { authorization: AUTH, "content-type": "application/json" };
  const get = (base: string): AcOpts => ({ url: base + `/customers/${id}`, connections: CONNECTIONS, headers });
  const post = (base: string): AcOpts => ({
    url: base + "/customers",
    connections: CONNECTIONS,
    requests: [{ method: "POST", path: new URL(base + "/customers").pathname, headers, setupRequest: (req) => ({ ...req, body: nextBody() }) }],
  });

  // Rounds: every case is measured ROUNDS times, interleaved, so a change of load on the
  // shared machine falls on all of them alike; a row adds its rounds up (p50: mean of the
  // rounds, p99: the worst round).
  const cases: { name: string; o: AcOpts; ok: (s: number) => boolean }[] = [
    { name: "sim   GET /customers/{id}", o: get(simBase), ok: is2xx },
    { name: "sim   POST /customers (201 only)", o: post(simBase), ok: is201 },
    { name: "prism GET /customers/{id}", o: get(prism.directUrl), ok: is2xx },
    { name: "prism POST /customers (201 only)", o: post(prism.directUrl), ok: is201 },
    { name: "bare  GET /fixed (express 5)", o: { url: `http://127.0.0.1:${barePort}/fixed`, connections: CONNECTIONS }, ok: is2xx },
    { name: "ref   GET /fixed (node:http, no target)", o: { url: `http://127.0.0.1:${nodePort}/fixed`, connections: CONNECTIONS }, ok: is2xx },
  ];
  console.log(`\n[1] core: autocannon, ${CONNECTIONS} connections, ${WARMUP} s warm-up, then ${ROUNDS} interleaved rounds of ${DURATION / ROUNDS} s per case`);
  const perCase: Row[][] = cases.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    const line: string[] = [];
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i];
      perCase[i].push(await load(c.name, c.o, c.ok, DURATION / ROUNDS, round === 0 ? WARMUP : 0));
      line.push(`${c.name.split(" (")[0].replace(/\s+/g, " ")} ${perCase[i][round].rps}/s`);
    }
    console.log(`  round ${round + 1}: ${line.join(", ")}`);
  }
  const rows: Row[] = perCase.map((rs) => {
    const duration = rs.reduce((n, r) => n + r.seconds, 0);
    const sum = (f: (r: Row) => number) => rs.reduce((n, r) => n + f(r), 0);
    const statuses: Record<string, number> = {};
    for (const r of rs) for (const [k, v] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
    return {
      name: rs[0].name,
      rps: Math.round(sum((r) => r.ok) / duration),
      total: Math.round(sum((r) => r.ok + r.nonOk) / duration),
      p50: Math.round((sum((r) => r.p50) / rs.length) * 10) / 10,
      p99: Math.max(...rs.map((r) => r.p99)),
      ok: sum((r) => r.ok),
      nonOk: sum((r) => r.nonOk),
      errors: sum((r) => r.errors),
      statuses,
      seconds: Math.round(duration * 100) / 100,
      rounds: rs.map((r) => ({ rps: r.rps, p50: r.p50, p99: r.p99 })),
    } as Row;
  });
  const [sg, sp, pg, pp, bg] = rows;
  await prism.close();
  await stop(bare.child);
  await stop(plain.child);

  console.log("\n" + HEADER);
  for (const r of rows) console.log(fmtRow(r));
  const ratio = (a: number, b: number) => (b ? a / b : Infinity);
  const targets = [
    { name: "GET  sim/prism throughput", value: ratio(sg.rps, pg.rps), target: ">= 10x", pass: ratio(sg.rps, pg.rps) >= 10 },
    { name: "POST sim/prism throughput", value: ratio(sp.rps, pp.rps), target: ">= 10x", pass: ratio(sp.rps, pp.rps) >= 10 },
    { name: "GET  sim/bare throughput", value: ratio(sg.rps, bg.rps), target: ">= 70%", pass: ratio(sg.rps, bg.rps) >= 0.7 },
    { name: "POST sim/bare throughput", value: ratio(sp.rps, bg.rps), target: ">= 70%", pass: ratio(sp.rps, bg.rps) >= 0.7 },
    { name: "GET  sim p99 (ms)", value: sg.p99, target: "< 15 ms", pass: sg.p99 < 15 },
    { name: "POST sim p99 (ms)", value: sp.p99, target: "< 15 ms", pass: sp.p99 < 15 },
  ];
  console.log("");
  for (const t of targets) {
    const v = t.target.endsWith("x") ? `${t.value.toFixed(1)}x` : t.target.endsWith("%") ? `${(t.value * 100).toFixed(0)}%` : `${t.value} ms`;
    console.log(`${t.pass ? "PASS" : "MISS"}  ${t.name.padEnd(28)} ${v.padStart(8)}   (target ${t.target})`);
  }
  report.core = { connections: CONNECTIONS, warmupSeconds: WARMUP, seconds: DURATION, rounds: ROUNDS, rows, targets };
  return { simBase, core: { rows, targets } };
}
