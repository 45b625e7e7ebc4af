/** A quote names its transaction from creation on (the live Quote requires `transactionId`); the transaction exists once the quote is executed. */
import { afterAll, beforeAll, expect, test } from "vitest";
import { account, customer, fund, quote, startEnv, usdExternal, type Env } from "./helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

test("transactionId before execution: 404 TRANSACTION_NOT_FOUND; the execution creates the transaction with that id; two quotes never share one", async () => {
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
  expect([before.status, before.body.code]).toEqual([404, "TRANSACTION_NOT_FOUND"]);
  const x = await p.post(`/quotes/${q.body.id}/execute`);
  expect(x.status).toBe(200);
  expect(x.body).toMatchObject({ id: q.body.id, transactionId: q.body.transactionId });
  expect((await p.get(`/transactions/${q.body.transactionId}`)).body).toMatchObject({ id: q.body.transactionId, quoteId: q.body.id });
  const other = await quote(p, usd.id, dest, 5_000);
  expect(other.body.transactionId).not.toBe(q.body.transactionId);
});
