/**
 * A real client's typical scenario, driven only with live-shaped requests: the bodies an
 * integrator's SDK or the service's command-line tool sends (the live service's field
 * names, its optional fields left out, and fields the contract does not model such as
 * `vaspName`, `purposeOfPayment`, `remittanceInformation`).
 * Customer, internal accounts, a US bank account without `bankAccountType` and a wallet
 * without `ownershipType` as external accounts, quote, sandbox fund, execute, transactions,
 * configuration. Every body is first checked against the live request schema (so the test
 * stays honest about being live-shaped); the simulator runs as `paysim serve` does (unknown
 * properties accepted with a warning) with its responses validated against the contract.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";
import { loadLiveShapes, type LiveShapes } from "./live-shapes.js";

const live = loadLiveShapes();

describe.skipIf(!live)("a live-shaped client's typical scenario", () => {
  let s: StartedSimulator;
  let p: TestPlatform;
  beforeAll(async () => {
    s = await startSimulator({ strict: true, unknownProperties: "warn" });
    p = await s.createPlatform({ skipVerificationPaperwork: true });
  });
  afterAll(async () => s?.close());

  /** Send `body` to `method path` after checking it against the live request schema of that operation. */
  async function send(shapes: LiveShapes, liveKey: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) {
    if (body !== undefined) {
      const schema = shapes.operations.find((o) => o.key === liveKey)?.requestBody?.content?.["application/json"];
      expect(schema, `${liveKey} has a live request schema`).toBeDefined();
      expect(shapes.check(schema!, body), `${liveKey}: the body is live-shaped`).toBeNull();
    }
    return p.request(method, path, body, headers);
  }

  test("customer, accounts, quote, fund, execute, transactions, config", async () => {
    const L = live!;
    const cfg = await p.get("/config");
    expect(cfg.status).toBe(200);
    const patched = await send(L, "PATCH /config", "PATCH", "/config", { umaDomain: "uma.example.com" });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);

    const created = await send(L, "POST /customers", "POST", "/customers", {
      customerType: "INDIVIDUAL",
      platformCustomerId: "user-8812",
      umaAddress: "$maria@uma.example.com",
      email: "maria@example.com",
      region: "US",
      currencies: ["USD"],
      endUserTermsConsent: { acceptanceMethod: "CHECKBOX", acceptedAt: "2025-10-13T12:00:00Z", ipAddress: "203.0.113.7", termsVersion: "2025-10-01" },
      fullName: "Maria Silva",
      birthDate: "1988-04-12",
      nationality: "US",
      address: { line1: "500 Howard St", city: "San Francisco", state: "CA", postalCode: "94105", country: "US" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.kycStatus).toBe("APPROVED");
    expect(created.body.endUserTermsConsent?.termsVersion).toBe("2025-10-01");
    const customerId: string = created.body.id;

    const accounts = await p.get(`/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}`);
    expect(accounts.status).toBe(200);
    expect(accounts.body.hasMore).toBe(false);
    const usd = accounts.body.data.find((a: any) => a.balance.currency.code === "USD");
    expect(usd).toBeDefined();

    const bank = await send(L, "POST /customers/external-accounts", "POST", "/customers/external-accounts", {
      currency: "USD",
      customerId,
      platformAccountId: "bank-1",
      accountInfo: {
        accountType: "USD_ACCOUNT",
        accountNumber: "123456789",
        routingNumber: "021000021",
        beneficiary: {
          beneficiaryType: "INDIVIDUAL",
          fullName: "Maria Silva",
          address: { line1: "500 Howard St", city: "San Francisco", postalCode: "94105", country: "US" },
        },
      },
    });
    expect(bank.status, JSON.stringify(bank.body)).toBe(201);
    expect(bank.body.accountInfo.bankAccountType).toBeUndefined();

    const wallet = await send(L, "POST /customers/external-accounts", "POST", "/customers/external-accounts", {
      currency: "USDC",
      customerId,
      accountInfo: { accountType: "BASE_WALLET", address: "0x52908400098527886E0F7030069857D2E4169EE7", vaspName: "Self-hosted" },
    });
    expect(wallet.status, JSON.stringify(wallet.body)).toBe(201);
    expect(wallet.body.ownershipType).toBeUndefined();

    const funded = await send(L, "POST /sandbox/internal-accounts/{accountId}/fund", "POST", `/sandbox/internal-accounts/${usd.id}/fund`, { amount: 100_000 });
    expect(funded.status, JSON.stringify(funded.body)).toBe(200);

    const quote = await send(L, "POST /quotes", "POST", "/quotes", {
      source: { sourceType: "ACCOUNT", accountId: usd.id },
      destination: { destinationType: "ACCOUNT", accountId: bank.body.id },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 25_000,
      description: "Rent",
      purposeOfPayment: "FAMILY_SUPPORT",
      remittanceInformation: "April rent",
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    expect(quote.body.status).toBe("PROCESSING");

    const executed = await send(L, "POST /quotes/{quoteId}/execute", "POST", `/quotes/${quote.body.id}/execute`, {}, { "idempotency-key": "exec-1" });
    expect(executed.status, JSON.stringify(executed.body)).toBe(200);
    const txId: string = executed.body.transactionId;

    await p.advanceClock(5);
    const tx = await p.get(`/transactions/${txId}`);
    expect(tx.status).toBe(200);
    expect(tx.body).toMatchObject({ id: txId, customerId, status: "COMPLETED", quoteId: quote.body.id });
    const list = await p.get(`/transactions?customerId=${encodeURIComponent(customerId)}&sortOrder=desc&limit=20`);
    expect(list.status).toBe(200);
    expect(list.body.hasMore).toBe(false);
    expect(list.body.data.map((t: any) => t.id)).toContain(txId);

    const balance = await p.get(`/internal-accounts/${usd.id}`);
    expect(balance.body.balance.amount).toBe(100_000 - 25_000);
    const after = await p.get("/config");
    expect(after.body.umaDomain).toBe("uma.example.com");
  });
});
