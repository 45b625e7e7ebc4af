/**
 * A quote's transaction exists from the quote's creation (live: the quote's `transactionId`
 * reads PENDING, "quote has been created"): the execution moves that same transaction on,
 * an expiry makes it EXPIRED, and two quotes never share one.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { account, customer, fund, quote, startEnv, usdExternal, type Env } from "./helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

test("transactionId from creation: PENDING before execution, the execution moves the same transaction, an expiry makes it EXPIRED", async () => {
  const p = await env.platform();
  const c = await customer(p);
  const usd = await account(p, c);
  await fund(p, usd.id, 100_000);
  const dest = await usdExternal(p, c);
  const q = await quote(p, usd.id, dest, 10_000);
  expect(q.status).toBe(201);
  expect(q.body.transactionId).toMatch(/^Transaction:[0-9a-f-]{36}$/);
  expect((await p.get(`/quotes/${q.body.id}`)).body.transactionId).toBe(q.body.transactionId);
  const before = await p.get(`/transactions/${q.body.transactionId}`);
  expect(before.status).toBe(200);
  expect(before.body).toMatchObject({ id: q.body.transactionId, quoteId: q.body.id, status: "PENDING" });
  const x = await p.post(`/quotes/${q.body.id}/execute`);
  expect(x.status).toBe(200);
  expect(x.body).toMatchObject({ id: q.body.id, transactionId: q.body.transactionId });
  const after = (await p.get(`/transactions/${q.body.transactionId}`)).body;
  expect(after).toMatchObject({ id: q.body.transactionId, quoteId: q.body.id });
  expect(after.status).not.toBe("PENDING");
  const other = await quote(p, usd.id, dest, 5_000);
  expect(other.body.transactionId).not.toBe(q.body.transactionId);
  await p.advanceClock(24 * 3600);
  expect((await p.get(`/quotes/${other.body.id}`)).body.status).toBe("EXPIRED");
  expect((await p.get(`/transactions/${other.body.transactionId}`)).body.status).toBe("EXPIRED");
});
