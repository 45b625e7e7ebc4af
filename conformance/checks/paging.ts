/**
 * Cursor paging on every list (interface facts, Lists: "Every list endpoint answers
 * {data, hasMore, nextCursor?}, pages with limit and cursor"): after putting at least three
 * items in it, the list is walked once with the largest page and once with a small limit,
 * every page followed to the last. Each page holds at most `limit` items; `hasMore` is true
 * on every page but the last and carries a `nextCursor`; the small pages together hold
 * exactly the items of the large walk, none twice, none dropped.
 */
import type { CheckDefinition, Scenario } from "../runner/types.js";
import type { ApiClient } from "../client/client.js";
import type { Json } from "../contract/json.js";
import { liveRule, describedRule } from "../contract/rule-spec.js";
import { answered } from "../client/answer.js";
import { bundledSpec } from "../../contract/spec.js";
import { SEEDS, makeWorld, type ListTarget, type SeedWorld } from "./list-seeds.js";

/** The largest page the contract allows (interface facts: maximum 100). */
const MAX_LIMIT = 100;
/** Pages a walk follows at most before it is called endless. */
const MAX_PAGES = 60;

const keyOf = (item: Json): string => (item && typeof item === "object" && typeof item.id === "string" ? item.id : JSON.stringify(item));

/** Walk every page of `t` with `limit`; the item keys in order. */
async function walk(s: Scenario, client: ApiClient, rule: string, t: ListTarget, limit: number): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const r = await client.call("GET", t.path, { query: { ...t.query, limit, cursor }, ...(t.auth ? { auth: t.auth } : {}) });
    s.expect(r.status === 200, rule, `GET ${t.path} (limit ${limit}, page ${page}) answered ${answered(r)}`, 200, r.status);
    const data: Json[] = Array.isArray(r.body?.data) ? r.body.data : [];
    s.expect(data.length <= limit, rule, `page ${page} with limit ${limit} holds ${data.length} items`, `<= ${limit}`, data.length);
    for (const item of data) {
      const k = keyOf(item);
      s.expect(!keys.includes(k), rule, `item ${k.slice(0, 80)} is listed twice (page ${page} with limit ${limit})`, "once", "twice");
      keys.push(k);
    }
    if (r.body?.hasMore !== true) return keys;
    s.expect(
      typeof r.body?.nextCursor === "string" && r.body.nextCursor.length > 0,
      rule,
      `page ${page} says hasMore but gives no nextCursor`,
      "nextCursor",
      r.body?.nextCursor,
    );
    cursor = r.body.nextCursor;
  }
  return s.fail(rule, `GET ${t.path} with limit ${limit} still says hasMore after ${MAX_PAGES} pages`);
}

let lists: string[] | undefined;

/** The list operations of the contract (those taking `limit` and `cursor`), as "GET /path". */
function listOperations(): string[] {
  lists ??= Object.entries<Json>(bundledSpec().paths)
    .filter(([, item]) => {
      const names = ((item.get?.parameters ?? []) as Json[]).map((p) => String(p.name ?? p.$ref ?? "").toLowerCase());
      return names.some((n) => n.endsWith("cursor")) && names.some((n) => n.endsWith("limit"));
    })
    .map(([path]) => `GET ${path}`);
  return lists;
}

const ruleOf = (op: string) => `paging ${op}`;

export const pagingCheck: CheckDefinition = {
  id: "lists.paging",
  area: "areas under test",
  kind: "status",
  rule: "Every list pages with limit and cursor: at most limit items a page, hasMore true until the last page, every item exactly once.",
  get rules() {
    return [
      describedRule("setup", "The calls that fill a list first are answered."),
      ...listOperations().map((op) => liveRule(ruleOf(op), `${op} pages with limit and cursor (interface facts, Lists).`)),
    ];
  },
  async run(ctx) {
    const ops = listOperations();
    if (!ctx.hasPlatform("regulated")) {
      for (const op of ops) ctx.skipCase(op, ctx.missingPlatform("regulated"), { operationKey: op });
      return;
    }
    const platform = await ctx.platform("regulated", !!ctx.control);
    let world: Promise<SeedWorld> | undefined;
    for (const op of ops) {
      await ctx.runCase(
        op,
        async (s) => {
          const client = s.clientFor(platform);
          const seed = SEEDS[op];
          const t: ListTarget = seed
            ? await seed({ ctx, s, client, platform, world: () => (world ??= makeWorld(client, s)) })
            : { path: op.slice("GET ".length) };
          const rule = ruleOf(op);
          const all = await walk(s, client, rule, t, MAX_LIMIT);
          if (all.length < 2)
            return s.skipStep(op, `only ${all.length} item${all.length === 1 ? "" : "s"} to page through: nothing the public API can add to it`);
          // Small pages: at least two of them, at most about twenty.
          const limit = Math.max(1, Math.min(all.length - 1, Math.ceil(all.length / 20)));
          const paged = await walk(s, client, rule, t, limit);
          const missing = all.filter((k) => !paged.includes(k));
          const extra = paged.filter((k) => !all.includes(k));
          s.expect(
            !missing.length && !extra.length,
            rule,
            `walking ${op} with limit ${limit} gave ${paged.length} items, the walk with limit ${MAX_LIMIT} ${all.length}: ${missing.length} dropped, ${extra.length} not in it`,
            all.length,
            paged.length,
          );
        },
        { operationKey: op },
      );
    }
  },
};
