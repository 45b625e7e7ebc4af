/**
 * DELETE /customers/{id} refuses (409 CONFLICT) while the customer holds a balance or has
 * an unfinished transaction, and succeeds once the money is gone.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { startEnv, customer, account, fund, usdExternal, quote, type Env } from "./helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => {
  await env?.close();
});

describe("deleting a customer that holds money", () => {
  it("409 with a balance, 409 with a payout in flight, 204 once settled and emptied", async () => {
    const p = await env.platform();
    const id = await customer(p);
    const acct = await account(p, id);
    await fund(p, acct.id, 10_000);
    const held = await p.delete(`/customers/${id}`);
    expect(held.status).toBe(409);
    expect(held.body.code).toBe("CONFLICT");
    expect(held.body.reason).toContain(acct.id);

    // Pay everything out: while the payout is in flight the transaction is unfinished.
    const ext = await usdExternal(p, id, "003"); // suffix 003: completes after about 6 minutes
    const q = await quote(p, acct.id, ext, 10_000);
    expect(q.status).toBe(201);
    const ex = await p.post(`/quotes/${q.body.id}/execute`);
    expect(ex.status).toBe(200);
    const inFlight = await p.delete(`/customers/${id}`);
    expect(inFlight.status).toBe(409);
    expect(inFlight.body.code).toBe("CONFLICT");

    await p.advanceClock(7 * 60);
    const tx = await p.get(`/transactions/${ex.body.transactionId}`);
    expect(tx.body.status).toBe("COMPLETED");
    const gone = await p.delete(`/customers/${id}`);
    expect([gone.status, gone.body.id, gone.body.isDeleted]).toEqual([200, id, true]);
    const marked = await p.get(`/customers/${id}`);
    expect([marked.status, marked.body.isDeleted]).toEqual([200, true]);
  });
});
