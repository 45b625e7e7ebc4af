/** HTTP: quotes (pricing, rules, execution, concurrency) and sandbox outcomes by destination suffix. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TestPlatform } from "../support/simulator.js";
import { account, balance, customer, external, fund, quote, settle, startEnv, usdExternal, type Env } from "./helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

async function funded(p: TestPlatform, amount = 1_000_000) {
  const cid = await customer(p);
  const usd = await account(p, cid, "USD");
  await fund(p, usd.id, amount);
  return { cid, usd };
}

const txEvents = (txId: string) => env.events((b) => b?.data?.id === txId).map((b) => `${b.type}:${b.data.status}`);

describe("pricing and execution", () => {
  test("USD -> MXN payout: fees, rate, lock, hold at execution, completion, webhooks, platform fee", async () => {
    const p = await env.platform();
    const { cid, usd } = await funded(p, 50_000);
    const mxn = await external(p, cid, "MXN_ACCOUNT");
    const q = await quote(p, usd.id, mxn.id, 10_000, { reference: "inv-1" });
    expect(q.status).toBe(201);
    expect(q.body).toMatchObject({
      status: "PROCESSING",
      totalSendingAmount: 10_000,
      totalReceivingAmount: 169_912,
      exchangeRate: 17.25,
      feesIncluded: 150,
      platformFeesIncluded: 50,
      sendingCurrency: { code: "USD", decimals: 2 },
      receivingCurrency: { code: "MXN" },
    });
    expect(Date.parse(q.body.expiresAt) - Date.parse(q.body.createdAt)).toBe(5 * 60_000);
    const x = await p.post(`/quotes/${q.body.id}/execute`);
    expect(x.status).toBe(200);
    // The answer is the executed quote; its transactionId names the transaction.
    expect(x.body).toMatchObject({ id: q.body.id, status: "COMPLETED", transactionId: q.body.transactionId, totalSendingAmount: 10_000 });
    const created = await p.get(`/transactions/${x.body.transactionId}`);
    expect(created.body).toMatchObject({
      id: x.body.transactionId,
      type: "OUTGOING",
      status: "PROCESSING",
      quoteId: q.body.id,
      customerId: cid,
      reference: "inv-1",
      sentAmount: { amount: 10_000 },
      receivedAmount: { amount: 169_912 },
      fees: 150,
      platformFees: 50,
      direction: "DEBIT",
    });
    expect(await balance(p, usd.id)).toEqual({ available: 40_000, total: 50_000 });
    expect((await p.get(`/quotes/${q.body.id}`)).body).toEqual(x.body);
    await p.advanceClock(3);
    const done = await p.get(`/transactions/${x.body.transactionId}`);
    expect(done.body.status).toBe("COMPLETED");
    expect(done.body.settledAt).toBeDefined();
    expect(await balance(p, usd.id)).toEqual({ available: 40_000, total: 40_000 });
    const plat = (await p.get("/platform/internal-accounts?currency=USD")).body.data[0];
    expect(plat.balance.amount).toBe(50);
    await settle(150);
    expect(txEvents(x.body.transactionId)).toEqual(["OUTGOING_PAYMENT.PROCESSING:PROCESSING", "OUTGOING_PAYMENT.COMPLETED:COMPLETED"]);
    const again = await p.post(`/quotes/${q.body.id}/execute`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("CONFLICT");
  });

  test("RECEIVING lock delivers exactly the locked amount; internal transfer completes at once", async () => {
    const p = await env.platform();
    const { cid, usd } = await funded(p);
    const eur = await account(p, cid, "EUR");
    const q = await quote(p, usd.id, eur.id, 9_000, { lockedCurrencySide: "RECEIVING" });
    expect(q.status).toBe(201);
    expect(q.body.totalReceivingAmount).toBe(9_000);
    expect(q.body.lockedCurrencySide).toBe("RECEIVING");
    expect(Date.parse(q.body.expiresAt) - Date.parse(q.body.createdAt)).toBe(15 * 60_000);
    const x = await p.post(`/quotes/${q.body.id}/execute`);
    expect((await p.get(`/transactions/${x.body.transactionId}`)).body.status).toBe("COMPLETED");
    expect((await balance(p, eur.id)).available).toBe(9_000);
    expect((await balance(p, usd.id)).available).toBe(1_000_000 - q.body.totalSendingAmount);
  });

  test("insufficient funds at execution (400) and with immediatelyExecute; expired quote 400 QUOTE_EXPIRED", async () => {
    const p = await env.platform();
    const cid = await customer(p);
    const usd = await account(p, cid, "USD");
    const dest = await usdExternal(p, cid);
    const q = await quote(p, usd.id, dest, 5_000);
    const x = await p.post(`/quotes/${q.body.id}/execute`);
    expect(x.status).toBe(400);
    expect(x.body.code).toBe("INSUFFICIENT_FUNDS");
    const imm = await quote(p, usd.id, dest, 5_000, { immediatelyExecute: true });
    expect(imm.body.code).toBe("INSUFFICIENT_FUNDS");
    await fund(p, usd.id, 5_000);
    await p.advanceClock(5 * 60 + 1);
    const late = await p.post(`/quotes/${q.body.id}/execute`);
    expect(late.status).toBe(400);
    expect(late.body.code).toBe("QUOTE_EXPIRED");
    expect((await p.get(`/quotes/${q.body.id}`)).body.status).toBe("EXPIRED");
  });

  test("two concurrent executions create exactly one transaction (without key: one 409; with key: replay)", async () => {
    const p = await env.platform();
    const { cid, usd } = await funded(p);
    const dest = await usdExternal(p, cid);
    const q1 = await quote(p, usd.id, dest, 1_000);
    const [a, b] = await Promise.all([p.post(`/quotes/${q1.body.id}/execute`), p.post(`/quotes/${q1.body.id}/execute`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const q2 = await quote(p, usd.id, dest, 1_000);
    const h = { "idempotency-key": "exec-1" };
    const [c, d] = await Promise.all([p.post(`/quotes/${q2.body.id}/execute`, undefined, h), p.post(`/quotes/${q2.body.id}/execute`, undefined, h)]);
    expect([c.status, d.status]).toEqual([200, 200]);
    expect(c.body).toEqual(d.body);
    expect(c.body.transactionId).toBe(q2.body.transactionId);
    const list = await p.get(`/transactions?customerId=${cid}`);
    expect(list.body.data).toHaveLength(2);
    expect((await balance(p, usd.id)).total).toBe(1_000_000);
  });
});

describe("rules", () => {
  test("SELF_PAYMENT, ACCOUNT_NOT_FOUND, TRANSACTION_SIZE_LIMIT_EXCEEDED, not APPROVED, pull without immediatelyExecute", async () => {
    const p = await env.platform();
    const { cid, usd } = await funded(p);
    const dest = await usdExternal(p, cid);
    expect((await quote(p, usd.id, usd.id, 1_000)).body.code).toBe("SELF_PAYMENT");
    const nf = await quote(p, usd.id, "ExternalAccount:00000000-0000-4000-8000-000000000000", 1_000);
    expect([nf.status, nf.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
    // The supportedCurrencies bounds bind UMA only (Limits table): below the minimum an account payout is accepted.
    expect((await quote(p, usd.id, dest, 50)).status).toBe(201);
    expect((await quote(p, usd.id, dest, 20_000_000)).body.code).toBe("TRANSACTION_SIZE_LIMIT_EXCEEDED");
    const big = await quote(p, usd.id, dest, 6_000_000);
    expect([big.status, big.body.code]).toEqual([400, "TRANSACTION_SIZE_LIMIT_EXCEEDED"]);
    const pending = await customer(p, { fullName: "Jane Doe001" });
    const rt = await p.post("/quotes", {
      source: { sourceType: "REALTIME_FUNDING", currency: "USD", customerId: pending },
      destination: { destinationType: "ACCOUNT", accountId: dest },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 1_000,
    });
    expect([rt.status, rt.body.code]).toEqual([409, "CONFLICT"]);
    const pull = await quote(p, dest, usd.id, 1_000);
    expect([pull.status, pull.body.code]).toEqual([400, "INVALID_INPUT"]);
  });

  test("self-custody wallet pending ownership verification: small payouts pass, above the threshold 400 EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED", async () => {
    const p = await env.platform();
    const { cid, usd } = await funded(p, 5_000_000);
    const w = await external(p, cid, "BASE_WALLET");
    expect(w.status).toBe("PENDING_OWNERSHIP_VERIFICATION");
    expect((await quote(p, usd.id, w.id, 10_000)).status).toBe(201);
    const big = await quote(p, usd.id, w.id, 200_000);
    expect(big.body.code).toBe("EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED");
  });
});

describe("sandbox outcomes of a quote to an external account", () => {
  const run = async (suffix: string) => {
    const p = await env.platform();
    const { cid, usd } = await funded(p, 100_000);
    const dest = await usdExternal(p, cid, suffix);
    const q = await quote(p, usd.id, dest, 10_000);
    const x = await p.post(`/quotes/${q.body.id}/execute`);
    return { p, usd, x, tx: () => p.get(`/transactions/${x.body.transactionId}`).then((r) => r.body) };
  };

  test("002 fails at execution (QUOTE_EXECUTION_FAILED) and the hold is released", async () => {
    const { p, usd, x, tx } = await run("002");
    expect(x.status).toBe(200);
    expect(await tx()).toMatchObject({ status: "FAILED", failureReason: "QUOTE_EXECUTION_FAILED" });
    expect(await balance(p, usd.id)).toEqual({ available: 100_000, total: 100_000 });
  });

  test("003 completes after about 6 minutes", async () => {
    const { p, tx } = await run("003");
    await p.advanceClock(300);
    expect((await tx()).status).toBe("PROCESSING");
    await p.advanceClock(61);
    expect((await tx()).status).toBe("COMPLETED");
  });

  test.each([
    ["004", "COUNTERPARTY_POST_TX_FAILED"],
    ["006", "USER_CANCELLED"],
  ])("%s fails (%s) and refunds", async (suffix, reason) => {
    const { p, usd, tx } = await run(suffix);
    await p.advanceClock(3);
    expect(await tx()).toMatchObject({ status: "FAILED", failureReason: reason });
    expect(await balance(p, usd.id)).toEqual({ available: 100_000, total: 100_000 });
  });

  test("005 completes, then a bank return fails it and gives the money back", async () => {
    const { p, usd, tx } = await run("005");
    await p.advanceClock(3);
    expect((await tx()).status).toBe("COMPLETED");
    expect((await balance(p, usd.id)).available).toBe(90_000);
    await p.advanceClock(301);
    expect(await tx()).toMatchObject({ status: "FAILED", failureReason: "PAYOUT_RETURNED" });
    expect(await balance(p, usd.id)).toEqual({ available: 100_000, total: 100_000 });
  });

  test("007 payout and refund failed: the money is not given back", async () => {
    const { p, usd, tx } = await run("007");
    await p.advanceClock(3);
    expect(await tx()).toMatchObject({ status: "FAILED", failureReason: "PAYOUT_AND_REFUND_FAILED" });
    expect(await balance(p, usd.id)).toEqual({ available: 90_000, total: 90_000 });
  });
});

describe("pulls, real-time funding, UMA", () => {
  test("pull (immediatelyExecute): pending on the destination, then completed; 005 pending ~30 s then PENDING_TIMEOUT", async () => {
    const p = await env.platform();
    const cid = await customer(p);
    const usd = await account(p, cid, "USD");
    const ok = await usdExternal(p, cid, "789");
    const q = await quote(p, ok, usd.id, 20_000, { immediatelyExecute: true });
    expect(q.status).toBe(201);
    expect(q.body.status).toBe("COMPLETED");
    expect(await balance(p, usd.id)).toEqual({ available: 0, total: 20_000 });
    await p.advanceClock(3);
    expect(await balance(p, usd.id)).toEqual({ available: 20_000, total: 20_000 });
    expect((await p.get(`/transactions/${q.body.transactionId}`)).body).toMatchObject({ type: "INCOMING", status: "COMPLETED" });
    const slow = await usdExternal(p, cid, "005");
    const q2 = await quote(p, slow, usd.id, 20_000, { immediatelyExecute: true });
    expect((await p.get(`/transactions/${q2.body.transactionId}`)).body.status).toBe("PENDING");
    await p.advanceClock(31);
    expect((await p.get(`/transactions/${q2.body.transactionId}`)).body).toMatchObject({ status: "FAILED", failureReason: "PENDING_TIMEOUT" });
    expect(await balance(p, usd.id)).toEqual({ available: 20_000, total: 20_000 });
    const ex = await p.post(`/quotes/${q2.body.id}/execute`);
    expect([ex.status, ex.body.code]).toEqual([409, "CONFLICT"]);
  });

  test("real-time funding: transaction PENDING awaiting funds with instructions, paid with /sandbox/send, then completed", async () => {
    const p = await env.platform();
    const cid = await customer(p);
    const dest = await usdExternal(p, cid);
    const q = await p.post("/quotes", {
      source: { sourceType: "REALTIME_FUNDING", currency: "USD", customerId: cid },
      destination: { destinationType: "ACCOUNT", accountId: dest },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 10_000,
    });
    expect(q.status).toBe(201);
    expect(q.body.paymentInstructions[0]).toMatchObject({ instructionsType: "BANK_TRANSFER", amount: { amount: 10_000 } });
    expect((await p.get(`/transactions/${q.body.transactionId}`)).body).toMatchObject({ status: "PENDING", awaitingFunds: true });
    const conflict = await p.post(`/quotes/${q.body.id}/execute`);
    expect([conflict.status, conflict.body.code]).toEqual([409, "CONFLICT"]);
    expect((await p.post("/sandbox/send", { quoteId: q.body.id, currencyCode: "EUR" })).body.code).toBe("INVALID_CURRENCY");
    const s = await p.post("/sandbox/send", { quoteId: q.body.id, currencyCode: "USD" });
    expect(s.status).toBe(200);
    expect(s.body).toMatchObject({ status: "PROCESSING", awaitingFunds: false });
    const conflict2 = await p.post("/sandbox/send", { quoteId: q.body.id, currencyCode: "USD" });
    expect([conflict2.status, conflict2.body.code]).toEqual([409, "CONFLICT"]);
    await p.advanceClock(3);
    expect((await p.get(`/transactions/${q.body.transactionId}`)).body.status).toBe("COMPLETED");
  });

  test("UMA: lookup, quote in the receiver's currency, outcomes; bad address 400, unknown 404", async () => {
    const p = await env.platform();
    const { usd } = await funded(p);
    const look = await p.get(`/receiver/uma/${encodeURIComponent("$success.mxn@uma.sandbox.example")}`);
    expect(look.status).toBe(200);
    expect(look.body.supportedCurrencies[0]).toMatchObject({ currency: { code: "MXN" }, minAmount: 1000, maxAmount: 20_000_000 });
    expect((await p.get(`/receiver/uma/${encodeURIComponent("not-an-address")}`)).body.code).toBe("INVALID_UMA_ADDRESS");
    // A long malformed address is named, not echoed whole: the reason quotes its first 100 characters.
    const long = await p.get(`/receiver/uma/${encodeURIComponent(`$${"a".repeat(5000)}@uma.sandbox.example`)}`);
    expect(long.body.code).toBe("INVALID_UMA_ADDRESS");
    expect(long.body.reason).toContain(`"$${"a".repeat(99)}…"`);
    expect(long.body.reason.length).toBeLessThan(200);
    expect((await p.get(`/receiver/uma/${encodeURIComponent("$nobody@uma.sandbox.example")}`)).body.code).toBe("UMA_NOT_FOUND");
    const uma = (addr: string, currency: string) => ({ destinationType: "UMA_ADDRESS", umaAddress: addr, currency });
    const q = await quote(p, usd.id, uma("$success.mxn@uma.sandbox.example", "MXN"), 10_000, { immediatelyExecute: true });
    expect(q.status).toBe(201);
    expect((await quote(p, usd.id, uma("$success.mxn@uma.sandbox.example", "EUR"), 10_000)).body.code).toBe("INVALID_CURRENCY");
    const f = await quote(p, usd.id, uma("$fail.compliance.usd@uma.sandbox.example", "USD"), 10_000, { immediatelyExecute: true });
    const slow = await quote(p, usd.id, uma("$pending.long.usd@uma.sandbox.example", "USD"), 10_000, { immediatelyExecute: true });
    await p.advanceClock(3);
    expect((await p.get(`/transactions/${q.body.transactionId}`)).body.status).toBe("COMPLETED");
    expect((await p.get(`/transactions/${f.body.transactionId}`)).body).toMatchObject({ status: "FAILED", failureReason: "COMPLIANCE_REJECTED" });
    expect((await p.get(`/transactions/${slow.body.transactionId}`)).body.status).toBe("PENDING");
    expect((await quote(p, usd.id, uma("$success.usd@uma.sandbox.example", "USD"), 2_000_000)).body.code).toBe("AMOUNT_OUT_OF_RANGE");
  });
});
