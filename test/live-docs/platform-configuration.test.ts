/**
 * Platform configuration as a client written against the live documentation uses it: the
 * embedded-wallet settings appear only once the platform has configured them; a PATCH changes
 * what it names and keeps the rest (updatedAt moves, createdAt and id stay); a currency's
 * enabledTransactionTypes is kept as sent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type StartedSimulator } from "../support/simulator.js";

let s: StartedSimulator;
beforeAll(async () => {
  s = await startSimulator();
});
afterAll(async () => {
  await s?.close();
});

describe("GET and PATCH /config", () => {
  it("embeddedWalletConfig is absent until configured, then answered by GET", async () => {
    const p = await s.createPlatform();
    const before = await p.get("/config");
    expect(before.status).toBe(200);
    expect(before.body).not.toHaveProperty("embeddedWalletConfig");
    const set = await p.patch("/config", { embeddedWalletConfig: { appName: "Acme Wallet", otpLength: 6 } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await p.get("/config")).body.embeddedWalletConfig).toEqual({ appName: "Acme Wallet", otpLength: 6 });
  });

  it("a PATCH changes only what it names; updatedAt moves, id and createdAt stay", async () => {
    const p = await s.createPlatform();
    const first = await p.patch("/config", { umaDomain: "pay.example.com" });
    expect(first.status).toBe(200);
    await p.advanceClock(60);
    const currencies = first.body.supportedCurrencies.map((c: any) => ({
      currencyCode: c.currencyCode,
      minAmount: c.minAmount,
      maxAmount: c.currencyCode === "USD" ? 500_000 : c.maxAmount,
      requiredCounterpartyFields: c.requiredCounterpartyFields,
    }));
    const second = await p.patch("/config", { supportedCurrencies: currencies });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ id: first.body.id, createdAt: first.body.createdAt, umaDomain: "pay.example.com" });
    expect(second.body.supportedCurrencies.find((c: any) => c.currencyCode === "USD").maxAmount).toBe(500_000);
    expect(Date.parse(second.body.updatedAt) - Date.parse(first.body.updatedAt)).toBeGreaterThanOrEqual(60_000);
    expect((await p.get("/config")).body).toEqual(second.body);
  });

  it("enabledTransactionTypes of a currency is kept as sent", async () => {
    const p = await s.createPlatform();
    const r = await p.patch("/config", {
      supportedCurrencies: [
        { currencyCode: "USD", minAmount: 100, maxAmount: 1_000_000, requiredCounterpartyFields: [], enabledTransactionTypes: ["OUTGOING"] },
        { currencyCode: "EUR", minAmount: 100, maxAmount: 1_000_000, requiredCounterpartyFields: [] },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const byCode = Object.fromEntries((await p.get("/config")).body.supportedCurrencies.map((c: any) => [c.currencyCode, c.enabledTransactionTypes]));
    expect(byCode).toEqual({ USD: ["OUTGOING"], EUR: ["INCOMING", "OUTGOING"] });
  });
});
