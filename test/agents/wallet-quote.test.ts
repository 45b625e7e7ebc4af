/**
 * An agent's quote from its customer's embedded wallet carries the wallet's payment
 * instruction as the platform's quote does: `paymentInstructions[].accountOrWalletInfo
 * {accountType: EMBEDDED_WALLET, payloadToSign}`, the same payload on every read, bound to
 * the quote's execution; a quote from a fiat account carries none.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestPlatform } from "../support/simulator.js";
import { balance, fund, startEnv, type Env } from "../money/helpers.js";
import { emailOtpSession, newClientKey, stamp, type KeyPair } from "../wallet-auth/helpers.js";
import { POLICY, signedInAgent, usdQuote } from "./helpers.js";

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

/** A session on the customer's wallet: an email for the customer, EMAIL_OTP registered on the wallet, the sandbox code. */
async function walletSession(customerId: string, accountId: string): Promise<KeyPair> {
  const email = `agent.owner.${Math.random().toString(36).slice(2)}@example.com`;
  const r = await p.patch(`/customers/${encodeURIComponent(customerId)}`, { customerType: "INDIVIDUAL", email });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (await emailOtpSession(p, accountId)).key;
}

/** The policy's limits in the wallet's currency (USDC), so a wallet quote within them executes at once. */
const WALLET_POLICY = {
  ...POLICY,
  spendingLimits: { currency: "USDC", perTransactionLimit: 5_000_000, dailyLimit: 10_000_000 },
  approvalThresholds: { amount: 1_000_000, currency: "USDC" },
};

/** An agent whose customer's embedded wallet is funded and signed in to. */
async function agentWithWallet(policy: Record<string, unknown> = WALLET_POLICY) {
  const f = await signedInAgent(env.s, p, policy);
  const wallets = await p.get(`/customers/internal-accounts?customerId=${encodeURIComponent(f.customerId)}&type=EMBEDDED_WALLET`);
  const wallet: string = wallets.body.data[0].id;
  await fund(p, wallet, 5_000_000);
  const key = await walletSession(f.customerId, wallet);
  const quote = async (amount = 50_000) => {
    const q = await f.as("POST", "/agents/me/quotes", {
      source: { sourceType: "ACCOUNT", accountId: wallet },
      destination: { destinationType: "ACCOUNT", accountId: f.payee },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: amount,
    });
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    return q.body as { id: string; totalSendingAmount: number; paymentInstructions?: Instruction[] };
  };
  const execute = (quoteId: string, headers?: Record<string, string>) =>
    env.s.request("POST", `/agents/me/quotes/${quoteId}/execute`, { headers: { authorization: `Bearer ${f.token}`, ...headers } });
  return { f, wallet, key, quote, execute };
}

describe("POST /agents/me/quotes/{quoteId}/execute from an embedded wallet: signed as the customer's execution", () => {
  it("unsigned: 202 with payloadToSign and requestId, nothing moves; the signed retry executes (the transaction exists)", async () => {
    const a = await agentWithWallet();
    const q = await a.quote();
    const first = await a.execute(q.id);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(JSON.parse(first.body.payloadToSign)).toMatchObject({ requestId: first.body.requestId, accountId: a.wallet });
    expect((await balance(p, a.wallet)).available).toBe(5_000_000);
    expect((await a.f.as("GET", "/agents/me/actions")).body.data).toEqual([]);

    const done = await a.execute(q.id, { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, a.key), "Request-Id": first.body.requestId });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ type: "EXECUTE_QUOTE", status: "APPROVED", quote: { id: q.id } });
    const tx = await p.get(`/transactions/${encodeURIComponent(done.body.transaction.id)}`);
    expect([tx.status, tx.body.customerId]).toEqual([200, a.f.customerId]);
    expect((await balance(p, a.wallet)).available).toBe(5_000_000 - q.totalSendingAmount);
    // The request id is single-use, as on the customer's path.
    const again = await a.execute(q.id, { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, a.key), "Request-Id": first.body.requestId });
    expect([again.status, again.body.code]).toEqual([409, "CONFLICT"]);
  });

  it("the quote's own payloadToSign, signed and sent without Request-Id, executes; a bad signature is refused as on the customer's path", async () => {
    const a = await agentWithWallet();
    const q = await a.quote();
    const payload = walletPayload(q)!;
    const stranger = newClientKey();
    const wrongKey = await a.execute(q.id, { "Service-Wallet-Signature": await stamp(payload, stranger) });
    const wrongPayload = await a.execute(q.id, { "Service-Wallet-Signature": await stamp(`${payload} `, a.key) });
    const garbage = await a.execute(q.id, { "Service-Wallet-Signature": "not-a-stamp" });

    // The same three signatures on the customer's own execution of a quote from the same wallet.
    const c = (
      await p.post("/quotes", {
        source: { sourceType: "ACCOUNT", accountId: a.wallet },
        destination: { destinationType: "ACCOUNT", accountId: a.f.payee },
        lockedCurrencySide: "SENDING",
        lockedCurrencyAmount: 50_000,
      })
    ).body;
    const cPayload = walletPayload(c)!;
    const customer = async (signature: string) => p.post(`/quotes/${c.id}/execute`, undefined, { "Service-Wallet-Signature": signature });
    const answers = (rs: { status: number; body: { code?: string } }[]) => rs.map((r) => [r.status, r.body.code]);
    expect(answers([wrongKey, wrongPayload, garbage])).toEqual(
      answers([await customer(await stamp(cPayload, stranger)), await customer(await stamp(`${cPayload} `, a.key)), await customer("not-a-stamp")]),
    );
    expect(answers([wrongKey, garbage])).toEqual([
      [401, "WALLET_SIGNATURE_INVALID"],
      [401, "WALLET_SIGNATURE_MALFORMED"],
    ]);
    expect((await balance(p, a.wallet)).available).toBe(5_000_000);

    const ok = await a.execute(q.id, { "Service-Wallet-Signature": await stamp(payload, a.key) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await p.get(`/transactions/${encodeURIComponent(ok.body.transaction.id)}`)).status).toBe(200);
    expect((await balance(p, a.wallet)).available).toBe(5_000_000 - q.totalSendingAmount);
  });

  it("a fiat source needs no signature; a call the policy refuses or another agent's quote is never asked for one", async () => {
    const a = await agentWithWallet();
    const plain = await signedInAgent(env.s, p, POLICY);
    const fiat = await usdQuote(plain, 1_000);
    const x = await plain.as("POST", `/agents/me/quotes/${fiat.body.id}/execute`);
    expect([x.status, x.body.status]).toEqual([200, "APPROVED"]);
    expect((await p.get(`/transactions/${encodeURIComponent(x.body.transaction.id)}`)).status).toBe(200);

    const strict = await agentWithWallet({ ...WALLET_POLICY, spendingLimits: { currency: "USDC", perTransactionLimit: 10, dailyLimit: 1_000_000 } });
    const big = await strict.quote(1_000_000);
    const refused = await strict.execute(big.id);
    expect([refused.status, refused.body.code]).toEqual([403, "FORBIDDEN"]);

    const other = await a.quote();
    const foreign = await strict.execute(other.id);
    expect([foreign.status, foreign.body.code]).toEqual([404, "QUOTE_NOT_FOUND"]);
  });
});
