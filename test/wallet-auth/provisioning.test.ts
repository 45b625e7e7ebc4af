/**
 * Embedded wallets as the live service provisions them (PlatformConfig.embeddedWalletConfig,
 * spec/rules/wallet-auth.yaml `provisioning`): once the platform has embedded wallets
 * configured, each customer's wallet is an internal account of type EMBEDDED_WALLET, found
 * with the `type` filter, carrying a default EMAIL_OTP credential on the customer's email;
 * a quote from it carries `paymentInstructions[].accountOrWalletInfo.payloadToSign`, and
 * execution is signed over that payload without a Request-Id. Without the configuration the
 * designed rule stands (the first credential makes an account the wallet).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { balance, fund, quote, startEnv, usdExternal, type Env } from "../money/helpers.js";
import type { TestPlatform } from "../support/simulator.js";
import { encryptOtp, newClientKey, signed, stamp, walletOwner, type KeyPair } from "./helpers.js";

const CONFIG = { appName: "Example Wallet", otpLength: 6, expirationSeconds: 300, sendFromEmailAddress: "wallet@example.com" };

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(() => env.close());

const walletsOf = async (p: TestPlatform, customerId: string) =>
  (await p.get(`/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&type=EMBEDDED_WALLET`)).body.data as any[];

/** Sign in with the wallet's default EMAIL_OTP credential: the session key. */
async function signIn(p: TestPlatform, accountId: string): Promise<KeyPair> {
  const creds = await p.get(`/auth/credentials?accountId=${encodeURIComponent(accountId)}`);
  const email = creds.body.data.find((c: any) => c.type === "EMAIL_OTP");
  const ch = await p.post(`/auth/credentials/${email.id}/challenge`);
  const key = newClientKey();
  const body = { type: "EMAIL_OTP", encryptedOtpBundle: encryptOtp(ch.body.otpEncryptionTargetBundle, "000000", key) };
  const r = await signed((h) => p.post(`/auth/credentials/${email.id}/verify`, body, h), key);
  expect(r.status).toBe(200);
  return key;
}

describe("a platform with embeddedWalletConfig", () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await env.platform();
    const r = await p.patch("/config", { embeddedWalletConfig: CONFIG });
    expect([r.status, r.body.embeddedWalletConfig]).toEqual([200, CONFIG]);
  });

  test("PATCH /config keeps embeddedWalletConfig; GET answers it; a later PATCH without it keeps it", async () => {
    await p.patch("/config", { umaDomain: "wallets.example.com" });
    const r = await p.get("/config");
    expect(r.body.embeddedWalletConfig).toEqual(CONFIG);
  });

  test("each customer has one EMBEDDED_WALLET account (USDC), found with type=; other types exclude it", async () => {
    const { customerId } = await walletOwner(p);
    const wallets = await walletsOf(p, customerId);
    expect(wallets.map((w) => [w.type, w.currency, w.customerId, w.privateEnabled])).toEqual([["EMBEDDED_WALLET", "USDC", customerId, false]]);
    const fiat = (await p.get(`/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&type=INTERNAL_FIAT`)).body.data as any[];
    expect(fiat.length).toBeGreaterThan(0);
    expect(fiat.every((a) => a.type === "INTERNAL_FIAT")).toBe(true);
    const all = (await p.get(`/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&limit=100`)).body.data as any[];
    expect(all.filter((a) => a.type === "EMBEDDED_WALLET").map((a) => a.id)).toEqual([wallets[0].id]);
    expect((await p.get("/platform/internal-accounts?type=EMBEDDED_WALLET")).body.data).toEqual([]);
  });

  test("the wallet carries a default EMAIL_OTP credential on the customer's email, usable at once", async () => {
    const { customerId, email } = await walletOwner(p);
    const [w] = await walletsOf(p, customerId);
    const creds = await p.get(`/auth/credentials?accountId=${encodeURIComponent(w.id)}`);
    expect(creds.body.data.map((c: any) => [c.type, c.accountId])).toEqual([["EMAIL_OTP", w.id]]);
    expect(creds.body.data[0].nickname).toContain(email.toLowerCase());
    await signIn(p, w.id);
    // a second credential is a signed action, as on any wallet that has one
    expect((await p.post("/auth/credentials", { type: "SMS_OTP", accountId: w.id })).status).toBe(202);
  });

  test("a credential on another account of the customer: 409 WALLET_NOT_PROVISIONED naming the wallet", async () => {
    const { customerId, accountId } = await walletOwner(p);
    const [w] = await walletsOf(p, customerId);
    const r = await p.post("/auth/credentials", { type: "EMAIL_OTP", accountId });
    expect([r.status, r.body.code]).toEqual([409, "WALLET_NOT_PROVISIONED"]);
    expect(r.body.reason).toContain(w.id);
  });

  test("a customer without email has the wallet but no default credential", async () => {
    const r = await p.post("/customers", {
      customerType: "INDIVIDUAL",
      fullName: "No Mail",
      birthDate: "1990-02-28",
      nationality: "US",
      address: { line1: "1 Main St", city: "Austin", state: "TX", postalCode: "78701", country: "US" },
    });
    const [w] = await walletsOf(p, r.body.id);
    expect(w.type).toBe("EMBEDDED_WALLET");
    expect((await p.get(`/auth/credentials?accountId=${encodeURIComponent(w.id)}`)).body.data).toEqual([]);
  });

  test("a quote from the wallet carries {accountType EMBEDDED_WALLET, payloadToSign}; execute signed over it, without Request-Id", async () => {
    const { customerId } = await walletOwner(p);
    const [w] = await walletsOf(p, customerId);
    const key = await signIn(p, w.id);
    await fund(p, w.id, 5_000_000);
    const bank = await usdExternal(p, customerId);
    const q = await quote(p, w.id, bank, 1_000_000);
    expect(q.status).toBe(201);
    const entry = q.body.paymentInstructions.find((i: any) => i.accountOrWalletInfo?.accountType === "EMBEDDED_WALLET");
    expect(entry.instructionsType).toBe("EMBEDDED_WALLET");
    const payload = entry.accountOrWalletInfo.payloadToSign as string;
    expect(JSON.parse(payload)).toMatchObject({ operation: "executeQuote", accountId: w.id });
    const again = await p.get(`/quotes/${q.body.id}`);
    expect(again.body.paymentInstructions.map((i: any) => i.accountOrWalletInfo.payloadToSign)).toEqual([payload]);

    const stranger = newClientKey();
    const wrong = await p.post(`/quotes/${q.body.id}/execute`, undefined, { "Service-Wallet-Signature": await stamp(payload, stranger) });
    expect([wrong.status, wrong.body.code]).toEqual([401, "WALLET_SIGNATURE_INVALID"]);
    const badPayload = await p.post(`/quotes/${q.body.id}/execute`, undefined, { "Service-Wallet-Signature": await stamp(`${payload} `, key) });
    expect(badPayload.status).toBe(401);
    const ok = await p.post(`/quotes/${q.body.id}/execute`, undefined, { "Service-Wallet-Signature": await stamp(payload, key) });
    expect(ok.status).toBe(200);
    expect((await balance(p, w.id)).available).toBe(5_000_000 - q.body.totalSendingAmount);
    const replay = await p.post(`/quotes/${q.body.id}/execute`, undefined, { "Service-Wallet-Signature": await stamp(payload, key) });
    expect([replay.status, replay.body.code]).toEqual([409, "CONFLICT"]);
  });

  test("immediatelyExecute from the wallet: 400 INVALID_INPUT naming it, nothing moves", async () => {
    const { customerId } = await walletOwner(p);
    const [w] = await walletsOf(p, customerId);
    await fund(p, w.id, 5_000_000);
    const r = await quote(p, w.id, await usdExternal(p, customerId), 1_000_000, { immediatelyExecute: true });
    expect([r.status, r.body.code, r.body.details.errors[0].field]).toEqual([400, "INVALID_INPUT", "immediatelyExecute"]);
    expect((await balance(p, w.id)).available).toBe(5_000_000);
  });

  test("the description's form still works: execute answers 202 with a fresh payload, the signed retry executes", async () => {
    const { customerId } = await walletOwner(p);
    const [w] = await walletsOf(p, customerId);
    const key = await signIn(p, w.id);
    await fund(p, w.id, 5_000_000);
    const q = await quote(p, w.id, await usdExternal(p, customerId), 1_000_000);
    const r = await signed((h) => p.post(`/quotes/${q.body.id}/execute`, undefined, h), key);
    expect(r.status).toBe(200);
  });
});

describe("a platform without embeddedWalletConfig (designed rule)", () => {
  test("no EMBEDDED_WALLET account until a credential is registered; then the account is the wallet, found by type", async () => {
    const p = await env.platform();
    expect((await p.get("/config")).body.embeddedWalletConfig).toBeUndefined();
    const { customerId, accountId } = await walletOwner(p);
    expect(await walletsOf(p, customerId)).toEqual([]);
    expect((await p.post("/auth/credentials", { type: "EMAIL_OTP", accountId })).status).toBe(201);
    expect((await walletsOf(p, customerId)).map((a) => [a.id, a.currency])).toEqual([[accountId, "USD"]]);
  });
});
