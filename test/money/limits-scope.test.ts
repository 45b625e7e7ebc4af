/**
 * Limits table: "Per-currency amount bounds | UMA | minAmount and maxAmount in
 * supportedCurrencies" and "Single-transaction cap | quotes | corridor or withdrawal
 * currency maximum; exceeding returns 400 TRANSACTION_SIZE_LIMIT_EXCEEDED". The bounds
 * bind UMA payments only; an account payout above them is priced, and only the corridor
 * maximum caps it.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { account, customer, fund, quote, startEnv, usdExternal, type Env } from "./helpers.js";
import { fxRules } from "../../contract/rules/money.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

test("an account payout above the UMA bounds is accepted up to the corridor maximum; an UMA payment is bounded", async () => {
  const p = await env.platform();
  const cfg = (await p.get("/config")).body;
  const max = 100_000;
  const currencies = cfg.supportedCurrencies.map((c: any) => ({
    currencyCode: c.currencyCode,
    minAmount: c.minAmount,
    maxAmount: c.currencyCode === "USD" ? max : c.maxAmount,
    requiredCounterpartyFields: c.requiredCounterpartyFields,
  }));
  expect((await p.patch("/config", { supportedCurrencies: currencies })).status).toBe(200);
  const cid = await customer(p);
  const usd = await account(p, cid, "USD");
  const cap = fxRules().limits.corridorMaxAmount.USD;
  await fund(p, usd.id, cap * 2);
  const dest = await usdExternal(p, cid);

  const above = await quote(p, usd.id, dest, max * 2);
  expect(above.status).toBe(201);
  expect(above.body.totalSendingAmount).toBe(max * 2);

  const atCap = await quote(p, usd.id, dest, cap);
  expect(atCap.status).toBe(201);
  const overCap = await quote(p, usd.id, dest, cap + 1);
  expect([overCap.status, overCap.body.code]).toEqual([400, "TRANSACTION_SIZE_LIMIT_EXCEEDED"]);

  const uma = await quote(p, usd.id, { destinationType: "UMA_ADDRESS", umaAddress: "$success.usd@uma.sandbox.example", currency: "USD" }, max * 2);
  expect([uma.status, uma.body.code]).toEqual([400, "AMOUNT_OUT_OF_RANGE"]);
  const umaOk = await quote(p, usd.id, { destinationType: "UMA_ADDRESS", umaAddress: "$success.usd@uma.sandbox.example", currency: "USD" }, max / 2);
  expect(umaOk.status).toBe(201);
});
