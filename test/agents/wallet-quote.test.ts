/**
 * An agent's quote from its customer's embedded wallet carries the wallet's payment
 * instruction as the platform's quote does: `paymentInstructions[].accountOrWalletInfo
 * {accountType: EMBEDDED_WALLET, payloadToSign}`, the same payload on every read, bound to
 * the quote's execution; a quote from a fiat account carries none.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestPlatform } from "../support/simulator.js";
import { fund, startEnv, type Env } from "../money/helpers.js";
import { POLICY, signedInAgent } from "./helpers.js";

let env: Env;
let p: TestPlatform;
beforeAll(async () => {
  env = await startEnv();
  p = await env.platform();
  const r = await p.patch("/config", { embeddedWalletConfig: { appName: "Example Wallet", otpLength: 6, expirationSeconds: 300 } });
  expect(r.status).toBe(200);
});
afterAll(() => env.close());

type Instruction = { instructionsType?: string; accountOrWalletInfo?: { accountType?: string; payloadToSign?: string } };
const walletPayload = (quote: { paymentInstructions?: Instruction[] }) =>
  (quote.paymentInstructions ?? []).find((i) => i.accountOrWalletInfo?.accountType === "EMBEDDED_WALLET")?.accountOrWalletInfo?.payloadToSign;

describe("POST /agents/me/quotes from an embedded wallet", () => {
  it("carries the payload to sign, on creation and on every read; a fiat source carries none", async () => {
    const f = await signedInAgent(env.s, p, POLICY);
    const wallets = await p.get(`/customers/internal-accounts?customerId=${encodeURIComponent(f.customerId)}&type=EMBEDDED_WALLET`);
    const wallet = wallets.body.data[0];
    expect(wallet?.type).toBe("EMBEDDED_WALLET");
    await fund(p, wallet.id, 5_000_000);
    const q = await f.as("POST", "/agents/me/quotes", {
      source: { sourceType: "ACCOUNT", accountId: wallet.id },
      destination: { destinationType: "ACCOUNT", accountId: f.payee },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 1_000_000,
    });
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    const payload = walletPayload(q.body);
    expect(typeof payload).toBe("string");
    expect(JSON.parse(payload!)).toMatchObject({ operation: "executeQuote", accountId: wallet.id });
    expect(q.body.paymentInstructions.find((i: Instruction) => i.instructionsType === "EMBEDDED_WALLET")).toBeDefined();
    expect(walletPayload((await f.as("GET", `/agents/me/quotes/${q.body.id}`)).body)).toBe(payload);
    expect(walletPayload((await p.get(`/quotes/${q.body.id}`)).body)).toBe(payload);
    const fiat = await f.as("POST", "/agents/me/quotes", {
      source: { sourceType: "ACCOUNT", accountId: f.usd },
      destination: { destinationType: "ACCOUNT", accountId: f.payee },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 1_000,
    });
    expect(fiat.status).toBe(201);
    expect(walletPayload(fiat.body)).toBeUndefined();
  });
});
