/**
 * HTTP: the account identifier filters of GET /transactions and of the agents' list:
 * `senderAccountIdentifier` (the source's account id or UMA address),
 * `receiverAccountIdentifier` (the destination's) and `accountIdentifier` (either), answered
 * by the list index: every page holds `limit` matching items and the cursor walks the
 * filtered list to its end.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { account, customer, fund, quote, startEnv, umaReceive, usdExternal, type Env } from "./helpers.js";
import type { TestPlatform } from "../support/simulator.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

const ids = (r: { body: { data: { id: string }[] } }) => r.body.data.map((t) => t.id);

/** Every id of a filtered list, walked page by page with `limit`; each page but the last is full. */
async function walk(p: TestPlatform, query: string, limit: number): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 20; i++) {
    const r = await p.get(`/transactions?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(r.status).toBe(200);
    if (r.body.hasMore) expect(r.body.data).toHaveLength(limit);
    out.push(...ids(r));
    if (!r.body.hasMore) return out;
    cursor = r.body.nextCursor;
  }
  throw new Error("the list did not end");
}

describe("account identifier filters", () => {
  test("sender, receiver and either: the matching transactions only, paged across the filtered list", async () => {
    const p = await env.platform();
    const a = await customer(p, { umaAddress: "$ana@uma.example.com" });
    const ua = (await account(p, a)).id;
    await fund(p, ua, 1_000_000);
    const e1 = await usdExternal(p, a, "789");
    const e2 = await usdExternal(p, a, "788");
    const toE1: string[] = [];
    const toE2: string[] = [];
    // Interleaved so that a filtered page cannot be a slice of the unfiltered one.
    for (let i = 0; i < 5; i++) {
      const dest = i % 2 ? e2 : e1;
      const q = await quote(p, ua, dest, 1_000 + i, { immediatelyExecute: true });
      expect(q.status).toBe(201);
      (i % 2 ? toE2 : toE1).push(q.body.transactionId);
      await p.advanceClock(1);
    }
    const incoming = await umaReceive(p, "$carol.smith@wallet.example.org", "$ana@uma.example.com", 500);
    expect(incoming.status).toBe(200);
    const inId: string = incoming.body.id;
    const outgoing = [toE1[0], toE2[0], toE1[1], toE2[1], toE1[2]];

    expect(await walk(p, `receiverAccountIdentifier=${encodeURIComponent(e1)}&sortOrder=asc`, 2)).toEqual(toE1);
    expect(await walk(p, `receiverAccountIdentifier=${encodeURIComponent(e2)}`, 1)).toEqual([...toE2].reverse());
    expect(await walk(p, `senderAccountIdentifier=${encodeURIComponent(ua)}&sortOrder=asc`, 2)).toEqual(outgoing);
    expect(await walk(p, `receiverAccountIdentifier=${encodeURIComponent(ua)}`, 2)).toEqual([inId]);
    // Either end: the outgoing payments from the account and the incoming one to it.
    expect(await walk(p, `accountIdentifier=${encodeURIComponent(ua)}&sortOrder=asc`, 4)).toEqual([...outgoing, inId]);
    expect(await walk(p, `accountIdentifier=${encodeURIComponent(e2)}&sortOrder=asc`, 1)).toEqual(toE2);
    // A UMA address identifies the sender of an incoming payment.
    expect(ids(await p.get(`/transactions?senderAccountIdentifier=${encodeURIComponent("$carol.smith@wallet.example.org")}`))).toEqual([inId]);
    expect(ids(await p.get(`/transactions?accountIdentifier=${encodeURIComponent("$carol.smith@wallet.example.org")}`))).toEqual([inId]);
    // Combined with the other filters, and never matching the other end.
    expect(ids(await p.get(`/transactions?accountIdentifier=${encodeURIComponent(ua)}&type=INCOMING`))).toEqual([inId]);
    expect(ids(await p.get(`/transactions?senderAccountIdentifier=${encodeURIComponent(e1)}`))).toEqual([]);
    expect(ids(await p.get(`/transactions?senderAccountIdentifier=${encodeURIComponent(ua)}&receiverAccountIdentifier=${encodeURIComponent(e2)}`))).toEqual(
      [...toE2].reverse(),
    );
    expect(ids(await p.get("/transactions?accountIdentifier=ExternalAccount:00000000-0000-4000-8000-000000000000"))).toEqual([]);
    // A page of the filtered list is full although matching items are spread across the whole list.
    const first = await p.get(`/transactions?accountIdentifier=${encodeURIComponent(e1)}&limit=2`);
    expect([ids(first), first.body.hasMore]).toEqual([[toE1[2], toE1[1]], true]);
  });
});
