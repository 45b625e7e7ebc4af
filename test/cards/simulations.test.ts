/**
 * HTTP: the card simulations the live service serves besides authorization, clearing and
 * return — balance inquiry, authorization advice, credit authorization and its advice,
 * single-message (financial) authorization and credit, return reversal — each with its
 * money on the funding account, its webhook, its refusals and the live answer's
 * `issuerTransactionToken`; cards carry `maxSpendPerTransaction` (null without a limit).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { authorize, balance, cardReturn, clearing, holder, issue, startEnv, type Env } from "./helpers.js";
import type { TestPlatform } from "../support/simulator.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

const merchant = (descriptor = "CORNER CAFE 001") => ({ descriptor, mcc: "5814", country: "US" });
const simulate = (p: TestPlatform, cardId: string, kind: string, body: Record<string, unknown>) => p.post(`/sandbox/cards/${cardId}/simulate/${kind}`, body);
const message = (p: TestPlatform, cardId: string, kind: string, amount: number, descriptor?: string) =>
  simulate(p, cardId, kind, { amount, currency: { code: "USD" }, merchant: merchant(descriptor) });

describe("cards carry the live fields", () => {
  test("maxSpendPerTransaction is null without a limit (created, read, listed, limit removed) and the limit when set", async () => {
    const p = await env.platform();
    const h = await holder(p, 10_000);
    const card = await issue(p, h);
    expect(card.maxSpendPerTransaction).toBeNull();
    expect((await p.get("/cards")).body.data[0].maxSpendPerTransaction).toBeNull();
    const limited = await p.patch(`/cards/${card.id}`, { maxSpendPerTransaction: 500 });
    expect(limited.body.maxSpendPerTransaction).toBe(500);
    const cleared = await p.patch(`/cards/${card.id}`, { maxSpendPerTransaction: null });
    expect(cleared.body.maxSpendPerTransaction).toBeNull();
  });

  test("every card transaction carries issuerTransactionToken, stable across reads", async () => {
    const p = await env.platform();
    const card = await issue(p, await holder(p, 10_000));
    const a = await authorize(p, card.id, 1_000);
    expect(typeof a.body.issuerTransactionToken).toBe("string");
    expect((await p.get(`/card-transactions/${a.body.id}`)).body.issuerTransactionToken).toBe(a.body.issuerTransactionToken);
  });
});

describe("the further sandbox simulations", () => {
  test("balance_inquiry: 202 with a token and the available balance; nothing held, no transaction, unknown card 404", async () => {
    const p = await env.platform();
    const h = await holder(p, 25_000);
    const card = await issue(p, h);
    await authorize(p, card.id, 5_000);
    const r = await simulate(p, card.id, "balance_inquiry", { merchant: merchant("ATM MAIN ST 001") });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body).toMatchObject({ issuerTransactionToken: expect.any(String), available: { amount: 20_000, currency: { code: "USD" } } });
    expect(await balance(p, h.usd.id)).toEqual({ available: 20_000, total: 25_000 });
    expect((await p.get(`/cards/${card.id}/transactions`)).body.data).toHaveLength(1);
    expect((await simulate(p, "Card:00000000-0000-4000-8000-000000000000", "balance_inquiry", { merchant: merchant() })).status).toBe(404);
  });

  test("authorization_advice: the authorized amount and the hold follow the advice; too much 400 INSUFFICIENT_FUNDS; a settled one 400", async () => {
    const p = await env.platform();
    const h = await holder(p, 10_000);
    const card = await issue(p, h);
    const a = await authorize(p, card.id, 2_000, "FUEL PUMP 001");
    const up = await simulate(p, card.id, "authorization_advice", { cardTransactionId: a.body.id, amount: 4_500 });
    expect(up.status, JSON.stringify(up.body)).toBe(202);
    expect(up.body).toMatchObject({
      id: a.body.id,
      status: "AUTHORIZED",
      authorizedAmount: { amount: 4_500 },
      issuerTransactionToken: a.body.issuerTransactionToken,
    });
    expect(await balance(p, h.usd.id)).toEqual({ available: 5_500, total: 10_000 });
    const down = await simulate(p, card.id, "authorization_advice", { cardTransactionId: a.body.id, amount: 1_000 });
    expect(down.body.authorizedAmount.amount).toBe(1_000);
    expect(await balance(p, h.usd.id)).toEqual({ available: 9_000, total: 10_000 });
    const tooMuch = await simulate(p, card.id, "authorization_advice", { cardTransactionId: a.body.id, amount: 20_000 });
    expect([tooMuch.status, tooMuch.body.code]).toEqual([400, "INSUFFICIENT_FUNDS"]);
    expect(await balance(p, h.usd.id)).toEqual({ available: 9_000, total: 10_000 });
    await clearing(p, card.id, a.body.id, 1_000);
    const late = await simulate(p, card.id, "authorization_advice", { cardTransactionId: a.body.id, amount: 1_500 });
    expect([late.status, late.body.code]).toEqual([400, "INVALID_INPUT"]);
    const unknown = await simulate(p, card.id, "authorization_advice", { cardTransactionId: "Transaction:00000000-0000-4000-8000-000000000000", amount: 1 });
    expect([unknown.status, unknown.body.code]).toEqual([404, "TRANSACTION_NOT_FOUND"]);
    await expect
      .poll(() => env.events((e) => e.type === "CARD_TRANSACTION.AUTHORIZED" && e.data.id === a.body.id).map((e) => e.data.authorizedAmount.amount))
      .toEqual([2_000, 4_500, 1_000]);
  });

  test("credit_authorization: a CREDIT AUTHORIZED, credited when cleared, voided with 0; declined on a frozen card; its advice is never declined", async () => {
    const p = await env.platform();
    const h = await holder(p, 10_000);
    const card = await issue(p, h);
    const c = await message(p, card.id, "credit_authorization", 3_000);
    expect(c.status, JSON.stringify(c.body)).toBe(202);
    expect(c.body).toMatchObject({
      type: "CREDIT",
      direction: "CREDIT",
      status: "AUTHORIZED",
      authorizedAmount: { amount: 3_000 },
      issuerTransactionToken: expect.any(String),
    });
    expect(c.body.originalTransactionId).toBeUndefined();
    expect(await balance(p, h.usd.id)).toEqual({ available: 10_000, total: 10_000 });
    const settled = await clearing(p, card.id, c.body.id, 3_000);
    expect(settled.body).toMatchObject({ status: "SETTLED", settledAmount: { amount: 3_000 } });
    expect(await balance(p, h.usd.id)).toEqual({ available: 13_000, total: 13_000 });
    const v = await message(p, card.id, "credit_authorization", 500);
    expect((await clearing(p, card.id, v.body.id, 0)).body.status).toBe("VOIDED");
    expect(await balance(p, h.usd.id)).toEqual({ available: 13_000, total: 13_000 });
    await p.patch(`/cards/${card.id}`, { status: "FROZEN" });
    const frozen = await message(p, card.id, "credit_authorization", 1_000);
    expect(frozen.body).toMatchObject({ status: "DECLINED", cardDeclinedReason: "CARD_NOT_ACTIVE" });
    const advice = await message(p, card.id, "credit_authorization_advice", 1_000);
    expect(advice.body).toMatchObject({ type: "CREDIT", status: "AUTHORIZED" });
    const wrong = await simulate(p, card.id, "credit_authorization", { amount: 1, currency: { code: "EUR" }, merchant: merchant() });
    expect([wrong.status, wrong.body.code]).toEqual([400, "INVALID_CURRENCY"]);
  });

  test("financial_authorization: settled at once (money gone, the day's limits counted); declines as an authorization does", async () => {
    const p = await env.platform();
    const h = await holder(p, 10_000);
    const card = await issue(p, h, { maxTransactionsPerDay: 2 });
    const f = await message(p, card.id, "financial_authorization", 4_000);
    expect(f.status, JSON.stringify(f.body)).toBe(202);
    expect(f.body).toMatchObject({ type: "DEBIT", status: "SETTLED", authorizedAmount: { amount: 4_000 }, settledAmount: { amount: 4_000 } });
    expect(await balance(p, h.usd.id)).toEqual({ available: 6_000, total: 6_000 });
    const d = await message(p, card.id, "financial_authorization", 1_000, "SHOP 002");
    expect(d.body).toMatchObject({ status: "DECLINED", cardDeclinedReason: "INSUFFICIENT_FUNDS" });
    const poor = await message(p, card.id, "financial_authorization", 7_000);
    expect(poor.body).toMatchObject({ status: "DECLINED", cardDeclinedReason: "INSUFFICIENT_FUNDS" });
    await authorize(p, card.id, 100);
    const third = await message(p, card.id, "financial_authorization", 100);
    expect(third.body).toMatchObject({ status: "DECLINED", cardDeclinedReason: "DAILY_TRANSACTION_LIMIT_EXCEEDED" });
    await expect.poll(() => env.events((e) => e.type === "CARD_TRANSACTION.SETTLED" && e.data.id === f.body.id).length).toBe(1);
  });

  test("financial_credit_authorization: credited at once; declined on a card that is not active", async () => {
    const p = await env.platform();
    const h = await holder(p, 1_000);
    const card = await issue(p, h);
    const c = await message(p, card.id, "financial_credit_authorization", 2_500);
    expect(c.body).toMatchObject({ type: "CREDIT", status: "SETTLED", settledAmount: { amount: 2_500 } });
    expect(await balance(p, h.usd.id)).toEqual({ available: 3_500, total: 3_500 });
    await p.patch(`/cards/${card.id}`, { status: "CLOSED" });
    const closed = await message(p, card.id, "financial_credit_authorization", 2_500);
    expect(closed.body).toMatchObject({ status: "DECLINED", cardDeclinedReason: "CARD_NOT_ACTIVE" });
    expect(await balance(p, h.usd.id)).toEqual({ available: 3_500, total: 3_500 });
  });

  test("return_reversal: the refund's money leaves again, the refund is VOIDED, the purchase refundable again; only a settled credit", async () => {
    const p = await env.platform();
    const h = await holder(p, 10_000);
    const card = await issue(p, h);
    const a = await authorize(p, card.id, 3_000);
    await clearing(p, card.id, a.body.id, 3_000);
    const refund = await cardReturn(p, card.id, a.body.id, 3_000);
    expect(await balance(p, h.usd.id)).toEqual({ available: 10_000, total: 10_000 });
    const rev = await simulate(p, card.id, "return_reversal", { cardTransactionId: refund.body.id });
    expect(rev.status, JSON.stringify(rev.body)).toBe(202);
    expect(rev.body).toMatchObject({ id: refund.body.id, type: "CREDIT", status: "VOIDED", issuerTransactionToken: refund.body.issuerTransactionToken });
    expect(await balance(p, h.usd.id)).toEqual({ available: 7_000, total: 7_000 });
    const again = await simulate(p, card.id, "return_reversal", { cardTransactionId: refund.body.id });
    expect([again.status, again.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect((await simulate(p, card.id, "return_reversal", { cardTransactionId: a.body.id })).status).toBe(400);
    expect((await cardReturn(p, card.id, a.body.id, 3_000)).status).toBe(202);
    await expect.poll(() => env.events((e) => e.type === "CARD_TRANSACTION.VOIDED" && e.data.id === refund.body.id).length).toBe(1);
  });

  test("return_reversal without the money available: 400 INSUFFICIENT_FUNDS and nothing changes", async () => {
    const p = await env.platform();
    const h = await holder(p, 3_000);
    const card = await issue(p, h);
    const a = await authorize(p, card.id, 3_000);
    await clearing(p, card.id, a.body.id, 3_000);
    const refund = await cardReturn(p, card.id, a.body.id, 2_000);
    await message(p, card.id, "financial_authorization", 2_000);
    const r = await simulate(p, card.id, "return_reversal", { cardTransactionId: refund.body.id });
    expect([r.status, r.body.code]).toEqual([400, "INSUFFICIENT_FUNDS"]);
    expect((await p.get(`/card-transactions/${refund.body.id}`)).body.status).toBe("SETTLED");
  });
});
