/** HTTP: internal accounts (lazy, per supported currency), sandbox funding, exchange rates and their cache. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { account, balance, customer, fund, startEnv, type Env } from "./helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

describe("internal accounts", () => {
  test("an APPROVED customer gets one account per supported currency, idempotently; others none", async () => {
    const p = await env.platform();
    const id = await customer(p);
    const a = await p.get(`/customers/internal-accounts?customerId=${id}`);
    expect(a.status).toBe(200);
    const cfg = (await p.get("/config")).body;
    expect(a.body.data.map((x: any) => x.currency).sort()).toEqual(cfg.supportedCurrencies.map((c: any) => c.currencyCode).sort());
    expect(a.body.data[0]).toMatchObject({ customerId: id, type: "INTERNAL_FIAT", status: "ACTIVE" });
    const again = await p.get(`/customers/internal-accounts?customerId=${id}`);
    expect(again.body.data.map((x: any) => x.id)).toEqual(a.body.data.map((x: any) => x.id));
    const usd = await account(p, id, "USD");
    expect(usd.balance).toEqual({ amount: 0, currency: { code: "USD", name: "United States Dollar", symbol: "$", decimals: 2 } });
    expect(usd.fundingPaymentInstructions[0]).toMatchObject({ instructionsType: "BANK_TRANSFER", currency: "USD" });
    const pending = await customer(p, { fullName: "Jane Doe001" });
    expect((await p.get(`/customers/internal-accounts?customerId=${pending}`)).body.data).toEqual([]);
    const all = await p.get(`/customers/internal-accounts?currency=USD`);
    expect(all.body.data.every((x: any) => x.customerId === id)).toBe(true);
  });

  test("a walk of every customer's accounts after another shows the customers APPROVED since, and only once each", async () => {
    const p = await env.platform();
    const walk = async () => (await p.get(`/customers/internal-accounts?currency=USD&limit=100`)).body.data.map((x: any) => x.customerId);
    const first = await customer(p);
    expect(await walk()).toEqual([first]);
    expect(await walk()).toEqual([first]);
    const second = await customer(p);
    await customer(p, { fullName: "Jane Doe002" }); // REJECTED: no accounts
    expect(await walk()).toEqual([first, second]);
    expect(await walk()).toEqual([first, second]);
  });

  test("a walk page by page meets every customer's accounts once, those of customers made during the walk too", async () => {
    const p = await env.platform();
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await customer(p));
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const r = await p.get(`/customers/internal-accounts?currency=USD&limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(r.status).toBe(200);
      seen.push(...r.body.data.map((x: any) => x.customerId));
      if (++pages === 1) made.push(await customer(p)); // approved after the first page
      cursor = r.body.hasMore ? r.body.nextCursor : undefined;
    } while (cursor && pages < 20);
    expect(seen.sort()).toEqual([...made].sort());
    // Once every customer has its accounts, the count is the list's.
    const currencies = (await p.get("/config")).body.supportedCurrencies.length;
    expect((await p.get(`/customers/internal-accounts?limit=1`)).body.totalCount).toBe(made.length * currencies);
  });

  test("crypto currencies added to the config (BTC) get INTERNAL_CRYPTO accounts with 8 decimals", async () => {
    const p = await env.platform();
    const cfg = (await p.get("/config")).body;
    const r = await p.patch("/config", {
      supportedCurrencies: [
        ...cfg.supportedCurrencies.map((c: any) => ({
          currencyCode: c.currencyCode,
          minAmount: c.minAmount,
          maxAmount: c.maxAmount,
          requiredCounterpartyFields: c.requiredCounterpartyFields,
        })),
        { currencyCode: "BTC", minAmount: 1, maxAmount: 1e10, requiredCounterpartyFields: [] },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const id = await customer(p);
    const btc = await account(p, id, "BTC");
    expect(btc).toMatchObject({ type: "INTERNAL_CRYPTO", balance: { amount: 0, currency: { code: "BTC", decimals: 8 } } });
    expect(btc.fundingPaymentInstructions[0]).toMatchObject({ instructionsType: "CRYPTO_WALLET", cryptoWallet: { network: "LIGHTNING" } });
  });

  test("platform accounts: customerId null, one per currency", async () => {
    const p = await env.platform();
    const r = await p.get("/platform/internal-accounts?currency=EUR");
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]).toMatchObject({ currency: "EUR", balance: { amount: 0 } });
    expect(r.body.data[0].customerId).toBeUndefined();
  });

  test("fund credits balance and totalBalance; unknown account 404 ACCOUNT_NOT_FOUND; Production 404 NOT_FOUND", async () => {
    const p = await env.platform();
    const id = await customer(p);
    const usd = await account(p, id);
    const r = await fund(p, usd.id, 12_345);
    expect(r.balance.amount).toBe(12_345);
    expect(r.totalBalance.amount).toBe(12_345);
    expect(await balance(p, usd.id)).toEqual({ available: 12_345, total: 12_345 });
    const miss = await p.post(`/sandbox/internal-accounts/InternalAccount:00000000-0000-4000-8000-000000000000/fund`, { amount: 1 });
    expect(miss.status).toBe(404);
    expect(miss.body.code).toBe("ACCOUNT_NOT_FOUND");
    expect((await p.post(`/sandbox/internal-accounts/${usd.id}/fund`, { amount: 0 })).body.code).toBe("INVALID_INPUT");
    expect((await p.get(`/internal-accounts/InternalAccount:00000000-0000-4000-8000-000000000000`)).body.code).toBe("ACCOUNT_NOT_FOUND");
    const prod = await env.s.createPlatform({ environment: "PRODUCTION" });
    const pr = await prod.post(`/sandbox/internal-accounts/${usd.id}/fund`, { amount: 1 });
    expect(pr.status).toBe(404);
    expect(pr.body.code).toBe("NOT_FOUND");
  });
});

describe("exchange rates", () => {
  test("USD->MXN: designed rate, fees in the source currency, receiving amount; cached for 5 minutes then refreshed", async () => {
    const p = await env.platform();
    const r = await p.get("/exchange-rates?sourceCurrency=USD&destinationCurrency=MXN&sendingAmount=10000");
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(1);
    const x = r.body.data[0];
    expect(x).toMatchObject({
      sourceCurrency: { code: "USD" },
      destinationCurrency: { code: "MXN" },
      fees: { fixed: 0, total: 150 },
      destinationPaymentRail: "SPEI",
      sendingAmount: 10000,
      receivingAmount: 169912,
    });
    expect(x.rate).toBeCloseTo(17.25 * 0.985, 6);
    // exchangeRate is the live one: sending units per receiving unit, the inverse of `rate`.
    expect(x.exchangeRate).toBeCloseTo(1 / x.rate, 8);
    expect(Date.parse(x.expiresAt) - Date.parse(x.updatedAt)).toBe(300_000);
    await p.advanceClock(120);
    expect((await p.get("/exchange-rates?sourceCurrency=USD&destinationCurrency=MXN&sendingAmount=10000")).body).toEqual(r.body);
    await p.advanceClock(200);
    const later = (await p.get("/exchange-rates?sourceCurrency=USD&destinationCurrency=MXN&sendingAmount=10000")).body.data[0];
    expect(later.updatedAt).not.toBe(x.updatedAt);
    expect(Math.abs(later.rate / x.rate - 1)).toBeLessThanOrEqual(0.0051);
  });

  test("without filters every supported pair; unknown currency 400 INVALID_CURRENCY; no rate 400 QUOTE_RATE_UNAVAILABLE", async () => {
    const p = await env.platform();
    const all = await p.get("/exchange-rates");
    expect(all.body.data.length).toBe(10 * 9);
    expect((await p.get("/exchange-rates?sourceCurrency=XYZ")).body.code).toBe("INVALID_CURRENCY");
    const none = await p.get("/exchange-rates?sourceCurrency=USD&destinationCurrency=HTG");
    expect(none.status).toBe(400);
    expect(none.body.code).toBe("QUOTE_RATE_UNAVAILABLE");
  });

  test("several destinations: joined with commas (the SDK's form) or repeated (the CLI's) give the same rates; an unknown one 400", async () => {
    const p = await env.platform();
    const joined = await p.get("/exchange-rates?sourceCurrency=USD&destinationCurrency=MXN,EUR&sendingAmount=10000");
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data.map((r: any) => r.destinationCurrency.code)).toEqual(["MXN", "EUR"]);
    const repeated = await p.get("/exchange-rates?sourceCurrency=USD&destinationCurrency=MXN&destinationCurrency=EUR&sendingAmount=10000");
    expect(repeated.body).toEqual(joined.body);
    const bad = await p.get("/exchange-rates?sourceCurrency=USD&destinationCurrency=MXN,XYZ");
    expect([bad.status, bad.body.code]).toEqual([400, "INVALID_CURRENCY"]);
  });
});
