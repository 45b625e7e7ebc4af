/**
 * Exact money: amounts are integers within 0..2^53-1 and any result past that range is
 * refused with 400 AMOUNT_OUT_OF_RANGE naming the field (issue: a locked receiving amount of
 * 1e17 used to spin the pricing loop forever; funding past 2^53 answered 500 or rounded).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { account, balance, customer, external, startEnv, type Env } from "../money/helpers.js";
import { priceReceiving, priceSending } from "../../simulator/areas/money/domain/rates.js";
import { fractionOf, MAX_AMOUNT } from "../../simulator/areas/money/domain/exact.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

const fieldOf = (body: any): string | undefined => body?.details?.field ?? body?.details?.errors?.[0]?.field;

describe("exact arithmetic (pure)", () => {
  test("rates become exact fractions of their shortest decimal form", () => {
    expect(fractionOf(17.25)).toEqual({ num: 1725n, den: 100n });
    expect(fractionOf(1.2345e-7)).toEqual({ num: 12345n, den: 10n ** 11n });
    expect(fractionOf(2e21)).toEqual({ num: 2n * 10n ** 21n, den: 1n });
  });

  test("pricing a locked receiving amount far past the safe range ends in a few steps with AMOUNT_OUT_OF_RANGE", () => {
    const t0 = performance.now();
    expect(() => priceReceiving(1e17, "USD", "MXN", 17.25)).toThrow(/lockedCurrencyAmount/);
    expect(() => priceReceiving(MAX_AMOUNT, "MXN", "USD", 0.058)).toThrow(/AMOUNT_OUT_OF_RANGE|lockedCurrencyAmount/);
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  test("the receiving side is the smallest sending amount that delivers it, also near the top of the range", () => {
    for (const want of [1, 999, 169_912, 4_000_000_000_000]) {
      const p = priceReceiving(want, "USD", "MXN", 17.25);
      expect(priceSending(p.sending, "USD", "MXN", 17.25).receiving).toBeGreaterThanOrEqual(want);
      expect(priceSending(p.sending - 1, "USD", "MXN", 17.25).receiving).toBeLessThan(want);
    }
  });

  test("fees on amounts above 2^53 / 10000 are exact (no float rounding of amount x bps)", () => {
    const p = priceSending(MAX_AMOUNT, "USD", "USD", 1);
    // ceil((2^53-1) * bps / 10000) computed with BigInt; the sum is the exact difference.
    expect(p.sending - p.fees).toBe(p.receiving);
    expect(Number.isSafeInteger(p.fees)).toBe(true);
  });
});

describe("exact money over HTTP", () => {
  test("funding above 2^53-1 or 1e300 is 400 naming amount; a balance that would pass the range is refused, unchanged", async () => {
    const p = await env.platform();
    const usd = await account(p, await customer(p), "USD");
    for (const amount of [2 ** 53, 1e300, MAX_AMOUNT + 2]) {
      const r = await p.post(`/sandbox/internal-accounts/${usd.id}/fund`, { amount });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(fieldOf(r.body)).toBe("amount");
    }
    expect((await p.post(`/sandbox/internal-accounts/${usd.id}/fund`, { amount: MAX_AMOUNT - 5 })).status).toBe(200);
    const over = await p.post(`/sandbox/internal-accounts/${usd.id}/fund`, { amount: 6 });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe("AMOUNT_OUT_OF_RANGE");
    expect(fieldOf(over.body)).toBe("amount");
    expect((await balance(p, usd.id)).available).toBe(MAX_AMOUNT - 5);
    expect((await p.post(`/sandbox/internal-accounts/${usd.id}/fund`, { amount: 5 })).status).toBe(200);
    expect((await balance(p, usd.id)).available).toBe(MAX_AMOUNT);
  });

  test("the sandbox's own running total stays exact: a funding that would take it past the range is refused and changes nothing", async () => {
    const p = await env.platform();
    const a = await account(p, await customer(p), "USD");
    const b = await account(p, await customer(p, { fullName: "John Roe" }), "USD");
    expect((await p.post(`/sandbox/internal-accounts/${a.id}/fund`, { amount: MAX_AMOUNT })).status).toBe(200);
    // Each account stays within the range, but the sandbox funding source would have paid out 2 x MAX.
    const r = await p.post(`/sandbox/internal-accounts/${b.id}/fund`, { amount: MAX_AMOUNT });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.code).toBe("AMOUNT_OUT_OF_RANGE");
    expect(fieldOf(r.body)).toBe("amount");
    expect((await balance(p, b.id)).available).toBe(0);
    expect((await balance(p, a.id)).available).toBe(MAX_AMOUNT);
  });

  test("a quote locked on the receiving side for 1e17 answers 400 at once and the platform keeps being served", async () => {
    const p = await env.platform();
    const cid = await customer(p);
    const usd = await account(p, cid, "USD");
    const mxn = await external(p, cid, "MXN_ACCOUNT");
    const body = (amount: number, side = "RECEIVING") => ({
      source: { sourceType: "ACCOUNT", accountId: usd.id },
      destination: { destinationType: "ACCOUNT", accountId: mxn.id },
      lockedCurrencySide: side,
      lockedCurrencyAmount: amount,
    });
    for (const [amount, side] of [
      [1e17, "RECEIVING"],
      [1e300, "RECEIVING"],
      [MAX_AMOUNT, "RECEIVING"],
      [MAX_AMOUNT, "SENDING"],
      [2 ** 60, "SENDING"],
    ] as const) {
      const t0 = Date.now();
      const r = await p.post("/quotes", body(amount, side));
      expect(Date.now() - t0).toBeLessThan(2000);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      // Past the safe range the error names the field; within it the platform's bounds or the corridor cap answer.
      if (!Number.isSafeInteger(amount) || side === "SENDING") expect(JSON.stringify(r.body), `${amount} ${side}`).toMatch(/lockedCurrencyAmount/);
      else expect(["AMOUNT_OUT_OF_RANGE", "TRANSACTION_SIZE_LIMIT_EXCEEDED"]).toContain(r.body.code);
    }
    expect((await p.get("/config")).status).toBe(200);
  });
});
