/**
 * Section: the cost of a data directory. The same simulator twice, each in its own
 * process: in memory only, and with `dataDir` (SQLite in WAL mode, synchronous=FULL: every
 * 2xx waits for its commit, grouped per event-loop turn). POST /customers (a new customer
 * per request, 201 only) and GET /customers/{id}, interleaved rounds; prints requests per
 * second, latency and the ratio.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../test/support/ports.js";
import { AUTH, CONNECTIONS, DURATION, ROUNDS, VERSION, WARMUP, startServer, stop } from "./lib/processes.js";
import { HEADER, customerBodies, fmtRow, is201, is2xx, json, load, type AcOpts, type Row } from "./lib/load.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI / JSON Schema document walked generically: its nodes have no static type
export async function persistence(doc: any, report: Record<string, unknown>): Promise<void> {
  console.log(`\n[persistence] requests per second without and with a data directory (${CONNECTIONS} connections, ${ROUNDS} interleaved rounds)`);
  const dir = mkdtempSync(join(tmpdir(), "paysim-bench-data-"));
  const [memPort, diskPort] = await Promise.all([freePort(), freePort()]);
  const mem = await startServer("sim", memPort);
  const disk = await startServer("simdata", diskPort, { env: { PAYSIM_BENCH_DATA_DIR: dir } });
  try {
    const nextBody = customerBodies(doc);
    const headers = { authorization: AUTH, "content-type": "application/json" };
    const cases: { name: string; o: AcOpts; ok: (s: number) => boolean }[] = [];
    for (const [label, port] of [
      ["memory   ", memPort],
      ["data dir ", diskPort],
    ] as const) {
      const base = `http://127.0.0.1:${port}${VERSION}`;
      const probe = await json(base + "/customers", { method: "POST", body: nextBody() });
      if (probe.status !== 201) throw new Error(`POST /customers answered ${probe.status}`);
      const id = encodeURIComponent(probe.body.id);
      cases.push({
        name: `${label} POST /customers (201 only)`,
        o: {
          url: base + "/customers",
          connections: CONNECTIONS,
          requests: [{ method: "POST", path: `${VERSION}/customers`, headers, setupRequest: (req) => ({ ...req, body: nextBody() }) }],
        },
        ok: is201,
      });
      cases.push({ name: `${label} GET /customers/{id}`, o: { url: base + `/customers/${id}`, connections: CONNECTIONS, headers }, ok: is2xx });
    }
    const per: Row[][] = cases.map(() => []);
    for (let round = 0; round < ROUNDS; round++)
      for (let i = 0; i < cases.length; i++) per[i].push(await load(cases[i].name, cases[i].o, cases[i].ok, DURATION / ROUNDS, round === 0 ? WARMUP : 0));
    const mean = (rs: Row[], f: (r: Row) => number) => rs.reduce((n, r) => n + f(r), 0) / rs.length;
    const rows = per.map((rs) => ({
      ...rs[0],
      rps: Math.round(mean(rs, (r) => r.rps)),
      total: Math.round(mean(rs, (r) => r.total)),
      p50: mean(rs, (r) => r.p50),
      p99: Math.max(...rs.map((r) => r.p99)),
    }));
    console.log("\n" + HEADER);
    for (const r of rows) console.log(fmtRow(r));
    const ratio = (a: Row, b: Row) => (b.rps ? a.rps / b.rps : 0);
    const post = ratio(rows[2], rows[0]);
    const get = ratio(rows[3], rows[1]);
    console.log(`\n  with a data directory: POST at ${(post * 100).toFixed(0)}% of in-memory throughput, GET at ${(get * 100).toFixed(0)}%`);
    report.persistence = { rows, postRatio: post, getRatio: get };
  } finally {
    await stop(mem.child);
    await stop(disk.child);
    rmSync(dir, { recursive: true, force: true });
  }
}
