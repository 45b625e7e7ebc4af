/** Section 3 of the bench: memory and list latency at scale. */
import type { ChildProcess } from "node:child_process";
import { freePort } from "../test/support/ports.js";
import { VERSION, basic, memOf, startServer, stop, type Ready, type SeededPlatform } from "./lib/processes.js";
import { json, timed, why } from "./lib/load.js";

/** (b) memory and list latency at scale. */
export async function scale(report: Record<string, unknown>): Promise<void> {
  const seedSpec = process.env.PAYSIM_BENCH_SEED ?? "100000,1000000";
  const [nc, nt] = seedSpec.split(",").map(Number);
  console.log(`\n[3] scale: ${nc.toLocaleString("en")} customers and ${nt.toLocaleString("en")} transactions in one platform vs 100 of each`);
  if (process.env.BENCH_SCALE === "0") {
    console.log("  skipped: BENCH_SCALE=0");
    report.scale = { skipped: "BENCH_SCALE=0" };
    return;
  }
  const port = await freePort();
  let server: { child: ChildProcess; info: Ready };
  try {
    server = await startServer("seed", port, {
      nodeArgs: ["--max-old-space-size=8192", "--max-semi-space-size=64", "--expose-gc"],
      env: { PAYSIM_BENCH_SEED: seedSpec },
      timeoutMs: 120_000,
    });
  } catch (e) {
    const reason = `seeding failed: ${(e as Error).message}`;
    console.log(`  skipped: ${reason}`);
    report.scale = { skipped: reason };
    return;
  }
  try {
    const { info: ready } = server;
    if (!ready.big || !ready.small || !ready.seeded) throw new Error("the seeded server did not report its platforms");
    const info = { ...ready, big: ready.big, small: ready.small, seeded: ready.seeded };
    const mem = await memOf(server.child);
    const mb = (n: number | undefined) => (n === undefined ? "n/a" : `${Math.round(n / 1024 / 1024)} MB`);
    const seeded = { ...info.seeded, before: info.memBefore, after: mem };
    console.log(
      `  seeded in ${info.seeded.ms} ms; RSS ${mb(info.memBefore?.rss)} -> ${mb(mem?.rss)}, heap used ${mb(info.memBefore?.heapUsed)} -> ${mb(mem?.heapUsed)}`,
    );
    const perTx = info.big?.bytesPerTransaction as number | undefined;
    if (perTx !== undefined) {
      console.log(
        `${perTx <= 1024 ? "PASS" : "MISS"}  ${"bytes per stored transaction".padEnd(28)} ${String(perTx).padStart(8)}   (target <= 1024, the item with its indexes, heap growth over ${nt.toLocaleString("en")} puts)`,
      );
      (seeded as Record<string, unknown>).bytesPerTransaction = perTx;
    }
    await new Promise((r) => setTimeout(r, 1000)); // let the collector settle after seeding
    const base = `http://127.0.0.1:${port}${VERSION}`;
    const lists: Record<string, unknown>[] = [];
    const cases = (p: SeededPlatform) => [
      { area: "customers", name: "first page", path: "/customers?limit=20" },
      { area: "customers", name: "deep page (cursor)", path: `/customers?limit=20&cursor=${encodeURIComponent(p.deepCustomerCursor ?? "")}` },
      { area: "customers", name: "filtered customerType=BUSINESS", path: "/customers?limit=20&customerType=BUSINESS" },
      { area: "customers", name: "filtered kycStatus=REJECTED (none)", path: "/customers?limit=20&kycStatus=REJECTED" },
      { area: "transactions", name: "first page", path: "/transactions?limit=20" },
      { area: "transactions", name: "deep page (cursor)", path: `/transactions?limit=20&cursor=${encodeURIComponent(p.deepTransactionCursor ?? "")}` },
      { area: "transactions", name: "customerId", path: `/transactions?limit=20&customerId=${encodeURIComponent(p.customerId)}` },
      { area: "transactions", name: "status=FAILED", path: "/transactions?limit=20&status=FAILED" },
      {
        area: "transactions",
        name: "customerId+status=PENDING (none)",
        path: `/transactions?limit=20&customerId=${encodeURIComponent(p.customerId)}&status=PENDING`,
      },
    ];
    const bigCases = cases(info.big);
    const smallCases = cases(info.small);
    const skipped = new Map<string, string>();
    console.log(
      "\n" +
        "list (limit=20), 4 clients, ms".padEnd(46) +
        "items".padStart(6) +
        "big p50".padStart(9) +
        "big p99".padStart(9) +
        "100 p50".padStart(9) +
        "100 p99".padStart(9) +
        "p50 ratio".padStart(11),
    );
    for (let i = 0; i < bigCases.length; i++) {
      const c = bigCases[i];
      const label = `${c.area}: ${c.name}`;
      if (skipped.has(c.area)) continue;
      const probe = await json(base + c.path, { auth: basic(info.big.clientId, info.big.clientSecret) });
      if (probe.status !== 200) {
        const reason = why(`GET /${c.area}`, probe);
        if (probe.status === 501 || probe.status === 404) {
          skipped.set(c.area, reason);
          console.log(`  ${c.area}: skipped: ${reason}`);
        } else console.log(`  ${label}: skipped: ${reason}`);
        lists.push({ area: c.area, name: c.name, skipped: reason });
        continue;
      }
      const run = (p: SeededPlatform, path: string) =>
        timed(base + path, basic(p.clientId, p.clientSecret), { concurrency: 4, count: 1500, maxMs: 1500, warm: 100 });
      const big = await run(info.big, c.path);
      const small = await run(info.small, smallCases[i].path);
      const r = big.p50 / small.p50;
      const items = Array.isArray(probe.body?.data) ? probe.body.data.length : undefined;
      lists.push({ area: c.area, name: c.name, pageItems: items, big, small, p50Ratio: Math.round(r * 100) / 100 });
      console.log(
        `  ${label.padEnd(44)}${String(items ?? "?").padStart(6)}${big.p50.toFixed(2).padStart(9)}${big.p99.toFixed(2).padStart(9)}${small.p50.toFixed(2).padStart(9)}${small.p99.toFixed(2).padStart(9)}${(r.toFixed(2) + "x").padStart(11)}${big.nonOk + small.nonOk ? `  (${big.nonOk + small.nonOk} non-200)` : ""}`,
      );
    }
    const memAfter = await memOf(server.child);
    report.scale = { customers: nc, transactions: nt, seeded, memAfterLists: memAfter, lists };
  } finally {
    await stop(server.child);
  }
}
