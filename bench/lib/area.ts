/**
 * The areas' hot paths, each next to POST /customers of the same run: one regulated
 * platform (made through /_sim) holds everything the areas create, so the cursor walks
 * that follow find their lists full. Per area, its flow and POST /customers (the
 * comparator, run by the same client) alternate in short rounds; the figure is the median
 * of the per-round ratio of the simulator's capacities, flows ÷ customers per CPU-second of
 * its main thread (lib/cpu.ts: the client's own cost per flow and its share of the cores
 * stay out of it), with its spread, the load average and the area's target and floor
 * (lib/verdict.ts); the throughputs (flows/s, customers/s) are printed beside it. Every flow that does not complete is counted by
 * its reason (status and error code) and each reason is explained by the area, or printed
 * as unexplained.
 */
import { Client, addFailures, reasonOf, rounds, type Flow } from "./flows.js";
import type { Figures } from "./floors.js";
import { median } from "./verdict.js";
import { customerBody, type OpenApiDoc } from "./spec.js";
import { AREA_ROUNDS, AREA_SECONDS, AREA_WARMUP, VERSION, basic } from "./processes.js";
import { mainThreadCpu } from "./cpu.js";

export interface AreaContext {
  client: Client;
  /** The simulator's root URL (for /_sim). */
  root: string;
  doc: OpenApiDoc;
  /** Ids of APPROVED customers the comparator made (the areas take owners from it). */
  customers: string[];
  /** A fresh APPROVED customer. */
  newCustomer(): Promise<string>;
  /** The simulator's main-thread CPU so far (ms), where /proc tells. */
  cpu?: () => number;
}

export interface AreaSetup {
  flow: Flow;
  /** Workers for the flow (default 16). */
  workers?: number;
  /** Why each failure reason happens (a reason left out is reported as unexplained). */
  explain?: Record<string, string>;
  /** Printed after the figure. */
  note?: () => string;
}

/** Platform seconds the clock is advanced by at the end of each window: past every step a flow schedules. */
const SETTLE_SECONDS = 60;

export interface AreaBench {
  key: string;
  label: string;
  /** What one flow is. */
  unit: string;
  /** flows/s ÷ customers/s at or above this. */
  target: number;
  setup(ctx: AreaContext): Promise<AreaSetup | { skip: string }>;
}

/** The shared platform and the comparator flow. */
export async function areaContext(simBase: string, doc: OpenApiDoc, simPid?: number): Promise<AreaContext> {
  const root = simBase.slice(0, -VERSION.length);
  const clientId = `bench-areas-${Date.now().toString(36)}`;
  const admin = new Client(root, "", 2);
  const made = await admin.call("POST", "/_sim/platforms", { regulated: true, clientId, clientSecret: "bench" });
  await admin.close();
  if (made.status !== 201) throw new Error(`POST /_sim/platforms answered ${made.status}`);
  const client = new Client(simBase, basic(clientId, "bench"), 48);
  const next = customerBody(doc);
  const customers: string[] = [];
  const newCustomer = async () => {
    const r = await client.call("POST", "/customers", next());
    if (r.status !== 201) throw new Error(`POST /customers answered ${reasonOf(r, [201])}`);
    customers.push(r.body.id);
    return r.body.id as string;
  };
  return { client, root, doc, customers, newCustomer, cpu: mainThreadCpu(simPid) };
}

/** The id of a customer's USD internal account, or why there is none. */
export async function usdAccountOf(ctx: AreaContext, customerId: string): Promise<{ accountId: string } | { skip: string }> {
  const accounts = await ctx.client.call("GET", `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&currency=USD`);
  const accountId = accounts.body?.data?.[0]?.id;
  return accountId ? { accountId } : { skip: `the customer has no USD account (${reasonOf(accounts, [200]) ?? "none listed"})` };
}

/** A new APPROVED customer and its USD internal account funded through the sandbox, or why not. */
export async function fundedCustomer(ctx: AreaContext): Promise<{ customerId: string; accountId: string } | { skip: string }> {
  const customerId = await ctx.newCustomer();
  const usd = await usdAccountOf(ctx, customerId);
  if ("skip" in usd) return usd;
  const funded = await ctx.client.call("POST", `/sandbox/internal-accounts/${encodeURIComponent(usd.accountId)}/fund`, { amount: 1_000_000_000_000 });
  return funded.status === 200 ? { customerId, accountId: usd.accountId } : { skip: `funding answered ${reasonOf(funded, [200])}` };
}

/** POST /customers as a flow (the comparator). */
export function customersFlow(ctx: AreaContext): Flow {
  const next = customerBody(ctx.doc);
  return async () => {
    const r = await ctx.client.call("POST", "/customers", next());
    if (r.status === 201) ctx.customers.push(r.body.id);
    return reasonOf(r, [201]);
  };
}

export async function runArea(a: AreaBench, ctx: AreaContext, figures: Figures, report: Record<string, unknown>): Promise<void> {
  console.log(`\n[${a.key}] ${a.label}: ${a.unit} next to POST /customers, ${AREA_ROUNDS} interleaved rounds of ${AREA_SECONDS} s`);
  const set = await a.setup(ctx);
  if ("skip" in set) {
    console.log(`  skipped: ${set.skip}`);
    report[a.key] = { skipped: set.skip };
    return;
  }
  // Each window ends by advancing the platform clock past every step its flows scheduled
  // (a mint's +1 to +8 s, a payout's completion), inside the CPU measure: with the platform
  // clock following the wall clock, those steps would otherwise run in the next window,
  // charged to the comparator or to the area by the order of the round.
  const settle = async () => {
    const r = await ctx.client.call("POST", "/_sim/clock/advance", { seconds: SETTLE_SECONDS });
    if (r.status !== 200) throw new Error(`POST /_sim/clock/advance answered ${reasonOf(r, [200])}`);
  };
  const { runs, load } = await rounds(
    [
      { flow: customersFlow(ctx), workers: 16, settle },
      { flow: set.flow, workers: set.workers ?? 16, settle },
    ],
    AREA_ROUNDS,
    AREA_SECONDS,
    AREA_WARMUP,
    ctx.cpu,
  );
  const [cust, area] = runs;
  const throughputs = area.map((r, i) => (cust[i].rate ? r.rate / cust[i].rate : NaN));
  // flows per CPU-ms ÷ customers per CPU-ms; the throughput ratio where /proc cannot tell.
  const ratios = area.map((r, i) => (r.cpuMs && cust[i].cpuMs ? r.flows / r.cpuMs / (cust[i].flows / cust[i].cpuMs) : throughputs[i]));
  const perCpuSecond = (rs: typeof area) => {
    const ms = rs.reduce((n, r) => n + (r.cpuMs ?? NaN), 0);
    return ms ? `${Math.round(rs.reduce((n, r) => n + r.flows, 0) / (ms / 1000))}/CPU-s` : "n/a";
  };
  const rate = (rs: typeof area) => Math.round(rs.reduce((n, r) => n + r.flows, 0) / rs.reduce((n, r) => n + r.seconds, 0));
  const p50 = (rs: typeof area) => Math.round((rs.reduce((n, r) => n + r.p50, 0) / rs.length) * 10) / 10;
  const failures = addFailures(area);
  const comparatorFailures = addFailures(cust);
  const note =
    `capacity: ${a.unit} ${perCpuSecond(area)}, customers ${perCpuSecond(cust)}; throughput: ${a.unit} ${rate(area)}/s (flow p50 ${p50(area)} ms) against POST /customers ${rate(cust)}/s (p50 ${p50(cust)} ms), ${median(throughputs).toFixed(2)}x` +
    (set.note ? `; ${set.note()}` : "");
  figures.add({
    key: `${a.key}.perCustomer`,
    label: `${a.key}: ${a.unit} / customers, per CPU-s`,
    rounds: ratios,
    target: { op: ">=", value: a.target, unit: "x" },
    load,
    note,
  });
  const unexplained: string[] = [];
  for (const [why, n] of Object.entries(failures).sort((x, y) => y[1] - x[1])) {
    const because = set.explain?.[why] ?? set.explain?.[why.split(" ").slice(1).join(" ")];
    if (!because) unexplained.push(why);
    console.log(`        ${String(n).padStart(6)} not completed: ${why}${because ? ` (${because})` : " (UNEXPLAINED)"}`);
  }
  for (const [why, n] of Object.entries(comparatorFailures)) console.log(`        ${String(n).padStart(6)} POST /customers not 201: ${why} (UNEXPLAINED)`);
  report[a.key] = {
    unit: a.unit,
    ratios,
    throughputRatios: throughputs,
    flowsPerSecond: rate(area),
    customersPerSecond: rate(cust),
    rounds: area.map((r, i) => ({ flows: r.flows, seconds: r.seconds, p50: r.p50, p99: r.p99, customers: cust[i].flows })),
    failures,
    unexplained,
  };
}
