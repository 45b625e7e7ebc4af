/**
 * HTTP: the sandbox card simulation — descriptor suffixes, holds on the funding account,
 * limits on the platform clock across UTC days, clearing (settle, tip, void), refunds,
 * the card transaction webhooks, and exact balances throughout.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { authorize, balance, cardReturn, clearing, fund, holder, issue, secondsToNextUtcDay, startEnv, type Env } from "./helpers.js";
import { cardRules } from "../../contract/rules/cards.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

const suffixes = cardRules().descriptorSuffixes;

describe("authorization", () => {
  test("descriptor suffixes: 002 / 003 declined, 005 PENDING then CONFIRMED ~30 s later, 006 EXCEPTION, other AUTHORIZED; money follows", async () => {
    const p = await env.platform();
    const h = await holder(p, 100_000);
    const card = await issue(p, h);
    const ok = await authorize(p, card.id, 1_000, "CAFE 001");
    expect(ok.status, JSON.stringify(ok.body)).toBe(202);
    expect(ok.body).toMatchObject({
      type: "DEBIT",
      direction: "DEBIT",
      accountId: h.usd.id,
      customerId: card.customerId,
      status: "AUTHORIZED",
      authorizedAmount: { amount: 1_000, currency: { code: "USD" } },
      cardId: card.id,
      currency: { code: "USD" },
      merchant: { descriptor: "CAFE 001", mcc: "5814", country: "US" },
    });
    expect(ok.body.id).toMatch(/^Transaction:/);
    expect(ok.body.authorizedAt).toBe(ok.body.createdAt);
    expect(await balance(p, h.usd.id)).toEqual({ available: 99_000, total: 100_000 });
    const d2 = await authorize(p, card.id, 1_000, "SHOP 002");
    expect(d2.body).toMatchObject({ status: "DECLINED", cardDeclinedReason: suffixes["002"].declinedReason });
    const d3 = await authorize(p, card.id, 1_000, "SHOP 003");
    expect(d3.body).toMatchObject({ status: "DECLINED", cardDeclinedReason: suffixes["003"].declinedReason });
    expect(await balance(p, h.usd.id)).toEqual({ available: 99_000, total: 100_000 });
    const pending = await authorize(p, card.id, 2_000, "GARAGE 005");
    expect(pending.body.status).toBe("PENDING");
    expect(await balance(p, h.usd.id)).toEqual({ available: 97_000, total: 100_000 });
    await p.advanceClock(suffixes["005"].confirmAfterMs! / 1000 - 2);
    expect((await p.get(`/card-transactions/${pending.body.id}`)).body.status).toBe("PENDING");
    await p.advanceClock(3);
    expect((await p.get(`/card-transactions/${pending.body.id}`)).body.status).toBe("CONFIRMED");
    const exc = await authorize(p, card.id, 3_000, "KIOSK 006");
    expect(exc.body.status).toBe("EXCEPTION");
    expect(await balance(p, h.usd.id)).toEqual({ available: 94_000, total: 97_000 });
    const events = () => env.events((e) => e.type.startsWith("CARD_TRANSACTION.") && e.data.cardId === card.id).map((e) => `${e.type}:${e.data.status}`);
    await expect
      .poll(events)
      .toEqual(["CARD_TRANSACTION.AUTHORIZED:AUTHORIZED", "CARD_TRANSACTION.AUTHORIZED:CONFIRMED", "CARD_TRANSACTION.EXCEPTION:EXCEPTION"]);
    const list = await p.get(`/cards/${card.id}/transactions?limit=10`);
    expect(list.body.data.map((t: any) => t.id)).toEqual([exc.body.id, pending.body.id, d3.body.id, d2.body.id, ok.body.id]);
  });

  test("a frozen, closed or processing card declines CARD_NOT_ACTIVE; insufficient available declines INSUFFICIENT_FUNDS; wrong currency and long descriptors are 400", async () => {
    const p = await env.platform();
    const h = await holder(p, 500);
    const processing = await issue(p, h, {}, false);
    expect((await authorize(p, processing.id, 100)).body).toMatchObject({ status: "DECLINED", cardDeclinedReason: "CARD_NOT_ACTIVE" });
    const card = await issue(p, h);
    expect((await authorize(p, card.id, 501)).body).toMatchObject({ status: "DECLINED", cardDeclinedReason: "INSUFFICIENT_FUNDS" });
    expect((await authorize(p, card.id, 500)).body.status).toBe("AUTHORIZED");
    await p.patch(`/cards/${card.id}`, { status: "FROZEN" });
    expect((await authorize(p, card.id, 1)).body).toMatchObject({ status: "DECLINED", cardDeclinedReason: "CARD_NOT_ACTIVE" });
    await p.patch(`/cards/${card.id}`, { status: "CLOSED" });
    expect((await authorize(p, card.id, 1)).body).toMatchObject({ status: "DECLINED", cardDeclinedReason: "CARD_NOT_ACTIVE" });
    const eur = await authorize(p, processing.id, 1, "X", "EUR");
    expect([eur.status, eur.body.code]).toEqual([400, "INVALID_CURRENCY"]);
    // A Currency object without its code (the live shape leaves every field optional) means the card's currency.
    const active = await issue(p, h);
    await fund(p, h.usd.id, 100);
    const noCode = await p.post(`/sandbox/cards/${active.id}/simulate/authorization`, {
      amount: 40,
      currency: { name: "United States Dollar", decimals: 2 },
      merchant: { descriptor: "CORNER SHOP 001" },
    });
    expect([noCode.status, noCode.body.status, noCode.body.authorizedAmount?.currency?.code]).toEqual([202, "AUTHORIZED", "USD"]);
    const long = await authorize(p, processing.id, 1, "A".repeat(26));
    expect([long.status, long.body.code, long.body.details.errors[0].field]).toEqual([400, "INVALID_INPUT", "merchant.descriptor"]);
    expect((await authorize(p, processing.id, 1, "")).status).toBe(400);
    expect((await authorize(p, processing.id, 1, "A".repeat(25))).status).toBe(202);
    expect((await authorize(p, "Card:00000000-0000-4000-8000-000000000000", 1)).body.code).toBe("NOT_FOUND");
  });

  test("limits: exactly maxSpendPerTransaction is allowed; maxSpendPerDay and maxTransactionsPerDay per UTC day; refunds and voids give nothing back; a new UTC day does", async () => {
    const p = await env.platform();
    const h = await holder(p, 1_000_000);
    const card = await issue(p, h, { maxSpendPerTransaction: 5_000, maxSpendPerDay: 9_000, maxTransactionsPerDay: 3 });
    expect((await authorize(p, card.id, 5_001)).body.cardDeclinedReason).toBe("SPEND_LIMIT_EXCEEDED");
    const a = await authorize(p, card.id, 5_000);
    expect(a.body.status).toBe("AUTHORIZED");
    // a clearing may settle above the per-transaction limit
    expect((await clearing(p, card.id, a.body.id, 6_000)).body).toMatchObject({ status: "SETTLED", settledAmount: { amount: 6_000 } });
    expect((await cardReturn(p, card.id, a.body.id, 6_000)).status).toBe(202);
    expect((await authorize(p, card.id, 4_001)).body.cardDeclinedReason).toBe("DAILY_SPEND_LIMIT_EXCEEDED");
    const b = await authorize(p, card.id, 4_000);
    expect(b.body.status).toBe("AUTHORIZED");
    expect((await clearing(p, card.id, b.body.id, 0)).body.status).toBe("VOIDED");
    expect((await authorize(p, card.id, 1)).body.cardDeclinedReason).toBe("DAILY_SPEND_LIMIT_EXCEEDED");
    await p.advanceClock(await secondsToNextUtcDay(p));
    expect((await authorize(p, card.id, 1)).body.status).toBe("AUTHORIZED");
    expect((await authorize(p, card.id, 1)).body.status).toBe("AUTHORIZED");
    expect((await authorize(p, card.id, 1, "X 002")).body.cardDeclinedReason).toBe("INSUFFICIENT_FUNDS");
    expect((await authorize(p, card.id, 1)).body.status).toBe("AUTHORIZED");
    expect((await authorize(p, card.id, 1)).body.cardDeclinedReason).toBe("DAILY_TRANSACTION_LIMIT_EXCEEDED");
  });
});

describe("clearing and returns", () => {
  test("settle below, tip above, void; refunds as CREDIT transactions; balance and totalBalance exact at every step", async () => {
    const p = await env.platform();
    const h = await holder(p, 10_000);
    const card = await issue(p, h);
    const a = (await authorize(p, card.id, 2_000)).body;
    const b = (await authorize(p, card.id, 3_000)).body;
    const c = (await authorize(p, card.id, 1_000)).body;
    expect(await balance(p, h.usd.id)).toEqual({ available: 4_000, total: 10_000 });
    const below = await clearing(p, card.id, a.id, 1_500);
    expect(below.body).toMatchObject({ status: "SETTLED", authorizedAmount: { amount: 2_000 }, settledAmount: { amount: 1_500 } });
    expect(await balance(p, h.usd.id)).toEqual({ available: 4_500, total: 8_500 });
    const tip = await clearing(p, card.id, b.id, 3_600);
    expect(tip.body).toMatchObject({ status: "SETTLED", settledAmount: { amount: 3_600 } });
    expect(await balance(p, h.usd.id)).toEqual({ available: 3_900, total: 4_900 });
    const tooBig = await clearing(p, card.id, c.id, 1_000 + 3_901);
    expect([tooBig.status, tooBig.body.code]).toEqual([400, "INSUFFICIENT_FUNDS"]);
    expect((await clearing(p, card.id, c.id, 0)).body.status).toBe("VOIDED");
    expect(await balance(p, h.usd.id)).toEqual({ available: 4_900, total: 4_900 });
    expect((await clearing(p, card.id, c.id, 0)).body.code).toBe("INVALID_INPUT");
    expect((await clearing(p, card.id, a.id, 10)).body.code).toBe("INVALID_INPUT");

    const r1 = await cardReturn(p, card.id, b.id, 600);
    expect(r1.body).toMatchObject({
      type: "CREDIT",
      direction: "CREDIT",
      status: "SETTLED",
      settledAmount: { amount: 600 },
      originalTransactionId: b.id,
      cardId: card.id,
    });
    expect((await p.get(`/card-transactions/${b.id}`)).body.status).toBe("SETTLED");
    expect(await balance(p, h.usd.id)).toEqual({ available: 5_500, total: 5_500 });
    const over = await cardReturn(p, card.id, b.id, 3_001);
    expect([over.status, over.body.code]).toEqual([400, "INVALID_AMOUNT"]);
    expect((await cardReturn(p, card.id, b.id, 3_000)).status).toBe(202);
    expect(await balance(p, h.usd.id)).toEqual({ available: 8_500, total: 8_500 });
    expect((await cardReturn(p, card.id, c.id, 1)).body.code).toBe("INVALID_INPUT");
    expect((await cardReturn(p, card.id, r1.body.id, 1)).body.code).toBe("INVALID_INPUT");
    expect((await cardReturn(p, card.id, "Transaction:00000000-0000-4000-8000-000000000000", 1)).body.code).toBe("TRANSACTION_NOT_FOUND");
    const other = await issue(p, h);
    expect((await clearing(p, other.id, a.id, 1)).body.code).toBe("TRANSACTION_NOT_FOUND");

    const types = () => env.events((e) => e.type.startsWith("CARD_TRANSACTION.") && e.data.cardId === card.id).map((e) => e.type);
    await expect
      .poll(() => types().filter((t) => t !== "CARD_TRANSACTION.AUTHORIZED"))
      .toEqual(["CARD_TRANSACTION.SETTLED", "CARD_TRANSACTION.SETTLED", "CARD_TRANSACTION.VOIDED", "CARD_TRANSACTION.REFUNDED", "CARD_TRANSACTION.REFUNDED"]);
  });

  test("holds stay on the account that authorized when the funding source is rebound; sandbox paths are 404 in Production", async () => {
    const p = await env.platform();
    const h = await holder(p, 5_000);
    const card = await issue(p, h);
    const a = (await authorize(p, card.id, 1_000)).body;
    // rebinding to the same account is allowed; the hold settles from the account holding it
    expect((await p.patch(`/cards/${card.id}`, { fundingSource: h.usd.id })).status).toBe(200);
    expect((await clearing(p, card.id, a.id, 1_000)).status).toBe(202);
    expect(await balance(p, h.usd.id)).toEqual({ available: 4_000, total: 4_000 });
    const prod = await env.s.createPlatform({ environment: "PRODUCTION" });
    const r = await authorize(prod, card.id, 1);
    expect([r.status, r.body.code]).toEqual([404, "NOT_FOUND"]);
  });
});
