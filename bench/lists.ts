/**
 * Cursor walks: every list of the contract (each GET with a `cursor` parameter and no path
 * parameter) walked page by page (limit=100, following nextCursor) up to 1,000 items, on a
 * simulator of their own, each list first topped up to 1,000 items through the API where
 * the service lets a platform hold that many (list-fill.ts), one client, sequentially: every
 * list PASSES times per round. Then, in the same round, POST /customers one after another
 * for as long as the walks took. The figure is items listed per CPU-second of the
 * simulator's main thread over customers created per CPU-second, per round; the table gives
 * each list's items, pages and time. A list that answers other than 200 without filters, or
 * takes over 5 s, is named with what happened.
 *
 * Why a simulator of their own and several passes: on the areas' simulator the walks read
 * what the areas left, whose number follows how fast the areas ran (a list that scanned
 * everything took 50 ms in one run and 97 ms in another); and one pass of the 18 lists
 * takes about 0.4 s, short enough for one collection to cut a round to a third.
 */
import { loadavg } from "node:os";
import type { AreaContext } from "./lib/area.js";
import { areaContext, customersFlow } from "./lib/area.js";
import { reasonOf, runFlows } from "./lib/flows.js";
import type { Figures } from "./lib/floors.js";
import { listOperations } from "./lib/spec.js";
import { AREA_ROUNDS } from "./lib/processes.js";
import { FIXED_LISTS, fillLists } from "./list-fill.js";

const WALK_ITEMS = 1000;
const PAGE = 100;
/** A walk stops after this long (a list this slow is named with the items it reached). */
const WALK_MAX_MS = 5000;
/** Walks of every list per round (BENCH_WALK_PASSES). */
const PASSES = Number(process.env.BENCH_WALK_PASSES ?? 3);

interface Walk {
  path: string;
  items: number;
  pages: number;
  ms: number;
  refused?: string;
}

async function walk(ctx: AreaContext, path: string): Promise<Walk> {
  const t0 = performance.now();
  let items = 0;
  let pages = 0;
  let cursor: string | undefined;
  do {
    let r;
    try {
      r = await ctx.client.call("GET", `${path}?limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    } catch (e) {
      return { path, items, pages, ms: performance.now() - t0, refused: `no answer: ${(e as Error).message}` };
    }
    if (r.status !== 200) return { path, items, pages, ms: performance.now() - t0, refused: reasonOf(r, [200]) };
    pages++;
    items += Array.isArray(r.body?.data) ? r.body.data.length : 0;
    cursor = r.body?.hasMore === false ? undefined : (r.body?.nextCursor ?? undefined);
  } while (cursor && items < WALK_ITEMS && performance.now() - t0 < WALK_MAX_MS);
  const ms = performance.now() - t0;
  return { path, items, pages, ms, ...(cursor && items < WALK_ITEMS ? { refused: `stopped after ${WALK_MAX_MS / 1000} s` } : {}) };
}

export async function lists(ctx: AreaContext, figures: Figures, report: Record<string, unknown>): Promise<void> {
  const ops = listOperations(ctx.doc).filter((o) => o.required.length === 0);
  console.log(
    `\n[lists] cursor walks of ${ops.length} lists (limit=${PAGE}, up to ${WALK_ITEMS} items each), ${AREA_ROUNDS} rounds of ${PASSES} passes, next to POST /customers`,
  );
  // The comparator creates its customers on a platform of its own, so the walked lists do
  // not change between rounds; one walk first makes what lists create lazily (the
  // internal accounts of every APPROVED customer).
  const comparator = await areaContext(ctx.client.base, ctx.doc);
  const filled = await fillLists(
    ctx,
    ops.map((o) => o.path),
    WALK_ITEMS,
    async (path) => (await walk(ctx, path)).items,
  );
  for (const o of ops) await walk(ctx, o.path);
  const ratios: number[] = [];
  const loads: number[] = [];
  let first: Walk[] = [];
  for (let round = 0; round < AREA_ROUNDS; round++) {
    const walks: Walk[] = [];
    const cpu0 = ctx.cpu?.();
    for (let pass = 0; pass < PASSES; pass++) for (const o of ops) walks.push(await walk(ctx, o.path));
    const walkCpuMs = ctx.cpu && cpu0 !== undefined ? ctx.cpu() - cpu0 : undefined;
    if (round === 0) first = walks.slice(0, ops.length);
    const items = walks.reduce((n, w) => n + w.items, 0);
    const seconds = walks.reduce((n, w) => n + w.ms, 0) / 1000;
    const cust = await runFlows(customersFlow(comparator), 1, Math.max(0.5, seconds), ctx.cpu);
    // Per CPU-second of the simulator's main thread, as the areas: one client's sequential
    // requests are bound by round trips, whose time moves with the machine from run to run.
    ratios.push(walkCpuMs && cust.cpuMs ? items / walkCpuMs / (cust.flows / cust.cpuMs) : items / seconds / cust.rate);
    loads.push(loadavg()[0]);
  }
  console.log("  list".padEnd(44) + "items".padStart(7) + "pages".padStart(7) + "ms".padStart(9) + "  ms/100 items".padEnd(16) + "filled by the bench");
  for (const [i, w] of first.entries()) {
    const f = filled[i];
    const fill = `${f.added ? `+${f.added}` : "-"}${f.stopped ? ` (${f.stopped})` : ""}`;
    console.log(
      `  ${w.path.padEnd(42)}${String(w.items).padStart(7)}${String(w.pages).padStart(7)}${w.ms.toFixed(1).padStart(9)}  ${(w.items ? ((w.ms / w.items) * 100).toFixed(2) : "-").padEnd(14)}${fill}${w.refused ? `  (answered ${w.refused})` : ""}`,
    );
  }
  const full = first.filter((w) => w.items >= WALK_ITEMS).length;
  figures.add({
    key: "lists.itemsPerCustomer",
    label: "cursor walks: items listed / customers created, per CPU-s",
    rounds: ratios,
    target: { op: ">=", value: 5, unit: "x" },
    load: loads.reduce((a, b) => a + b, 0) / loads.length,
    note: `${full} of ${first.length} lists held ${WALK_ITEMS}+ items (${first.filter((w) => FIXED_LISTS[w.path]).length} hold what the service defines); ${first.reduce((n, w) => n + w.items, 0)} items in ${first.reduce((n, w) => n + w.ms, 0).toFixed(0)} ms (first round)`,
  });
  report.lists = { walks: first, filled, ratios };
  await comparator.client.close();
}
