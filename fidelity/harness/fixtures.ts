/**
 * The resources the fidelity plans build on, made through the API as an integrator makes
 * them: approved customers and their funded internal accounts, US bank accounts, quotes,
 * a signed-in agent, an issued card, an SCA login and TOTP codes, a linked stablecoin
 * provider, and the embedded wallet's client side written only with the client libraries
 * integrators ship (@turnkey/crypto for the OTP's HPKE and the session bundle,
 * @turnkey/api-key-stamper for the wallet signature).
 */
import { randomUUID } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { formatHpkeBuf, generateP256KeyPair, hpkeEncrypt } from "@turnkey/crypto";
import { ApiKeyStamper } from "@turnkey/api-key-stamper";
import { cardRules } from "../../contract/rules/cards.js";
import type { ApiResponse, InProcessSimulator, Platform } from "./simulator.js";

export const ADDRESS = { line1: "1 Market St", city: "San Francisco", state: "CA", postalCode: "94105", country: "US" };

/** What most answers are read for: the id of what they made. */
export interface Made {
  id: string;
}

export function must<T>(r: ApiResponse<T>, what: string): ApiResponse<T> {
  if (r.status >= 300) throw new Error(`fidelity: ${what} answered ${r.status} ${JSON.stringify(r.body)}`);
  return r;
}

/** An APPROVED individual (its id). */
export async function customer(p: Platform, extra: Record<string, unknown> = {}): Promise<string> {
  const body = { customerType: "INDIVIDUAL", fullName: "Jane Doe", birthDate: "1990-02-28", nationality: "US", address: ADDRESS, ...extra };
  return must(await p.post<Made>("/customers", body), "customer").body.id;
}

/** The customer's internal account in `currency`. */
export async function account(p: Platform, customerId: string, currency = "USD"): Promise<Made> {
  const r = await p.get<{ data: Made[] }>(`/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&currency=${currency}`);
  if (r.status !== 200 || r.body.data.length !== 1) throw new Error(`fidelity: account answered ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data[0];
}

export async function fund(p: Platform, accountId: string, amount: number): Promise<void> {
  must(await p.post(`/sandbox/internal-accounts/${accountId}/fund`, { amount }), "fund");
}

export const usdBank = (accountNumber: string) => ({
  accountType: "USD_ACCOUNT",
  accountNumber,
  routingNumber: "021000021",
  bankName: "Chase",
  beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Jane Doe", address: ADDRESS },
});

/** A USD external account whose account number ends in `suffix` (the sandbox outcome); its id. */
export async function usdExternal(p: Platform, customerId: string, suffix = "789"): Promise<string> {
  const body = { currency: "USD", customerId, accountInfo: { ...usdBank(`123456${suffix}`), bankAccountType: "CHECKING" } };
  return must(await p.post<Made>("/customers/external-accounts", body), "external account").body.id;
}

/** POST /quotes from an internal account, `amount` locked on the sending side (the raw answer). */
export function quote(p: Platform, sourceId: string, destinationId: string, amount: number, extra: Record<string, unknown> = {}) {
  return p.post<Made & { transactionId?: string }>("/quotes", {
    source: { sourceType: "ACCOUNT", accountId: sourceId },
    destination: { destinationType: "ACCOUNT", accountId: destinationId },
    lockedCurrencySide: "SENDING",
    lockedCurrencyAmount: amount,
    ...extra,
  });
}

// Agents

export const POLICY = {
  permissions: ["VIEW_TRANSACTIONS", "CREATE_QUOTES", "EXECUTE_QUOTES", "CREATE_TRANSFERS", "MANAGE_EXTERNAL_ACCOUNTS"],
  defaultExecutionMode: "AUTO",
  spendingLimits: { currency: "USD", perTransactionLimit: 500_000, dailyLimit: 1_000_000 },
  approvalThresholds: { amount: 100_000, currency: "USD" },
};

export interface AgentFixture {
  customerId: string;
  usd: string;
  payee: string;
  agentId: string;
  /** A request with the agent's bearer token. */
  as<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>>;
}

export interface CreatedAgent {
  agent: Made;
  deviceCode: { code: string };
}

/** A customer with funded USD and a payee, and an agent of it signed in with its device code. */
export async function signedInAgent(s: InProcessSimulator, p: Platform): Promise<AgentFixture> {
  const customerId = await customer(p);
  const usd = (await account(p, customerId)).id;
  await fund(p, usd, 1_000_000);
  const payee = await usdExternal(p, customerId);
  const created = must(await p.post<CreatedAgent>("/agents", { name: "Bill-pay assistant", customerId, policy: POLICY }), "agent").body;
  const redeemed = must(await s.request<{ accessToken: string }>("POST", `/agents/device-codes/${created.deviceCode.code}/redeem`), "redeem").body;
  const as = <T>(method: string, path: string, body?: unknown) =>
    s.request<T>(method, path, { body, headers: { authorization: `Bearer ${redeemed.accessToken}` } });
  return { customerId, usd, payee, agentId: created.agent.id, as };
}

export const usdQuote = (f: AgentFixture, amount: number) =>
  f.as<Made>("POST", "/agents/me/quotes", {
    source: { sourceType: "ACCOUNT", accountId: f.usd },
    destination: { destinationType: "ACCOUNT", accountId: f.payee },
    lockedCurrencySide: "SENDING",
    lockedCurrencyAmount: amount,
  });

// Cards

/** A virtual card funded by `usd`, active (the clock moved past provisioning). */
export async function issueCard(p: Platform, customerId: string, usd: string): Promise<Made> {
  const r = must(await p.post<Made>("/cards", { customerId, form: "VIRTUAL", fundingSource: usd }), "card");
  await p.advanceClock(Math.ceil(cardRules().provisioning.delayMs / 1000));
  return r.body;
}

export const cardAuthorization = (p: Platform, cardId: string, amount: number) =>
  p.post<Made>(`/sandbox/cards/${cardId}/simulate/authorization`, {
    amount,
    currency: { code: "USD" },
    merchant: { descriptor: "BLUE BOTTLE SF 001", mcc: "5814", country: "US" },
  });

// Strong customer authentication

export const q = (customerId: string) => `?customerId=${encodeURIComponent(customerId)}`;

/** A customer with a mobile number on a platform in the SCA regions. */
export const scaCustomer = (p: Platform) => customer(p, { phoneNumber: "+447700900123" });

/** The code an authenticator app shows now (platform time) for a base32 secret. */
export async function totpNow(p: Platform, base32: string): Promise<string> {
  return new TOTP({ secret: Secret.fromBase32(base32), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: Date.parse(await p.now()) });
}

/** SMS_OTP login with the sandbox code. */
export async function smsLogin(p: Platform, customerId: string) {
  must(await p.post(`/sca/login/start${q(customerId)}`, { factor: "SMS_OTP" }), "login start");
  return p.post(`/sca/login/complete${q(customerId)}`, { factor: "SMS_OTP", code: "000000", endUserIpAddress: "203.0.113.7" });
}

// Stablecoins

export const key = () => ({ "idempotency-key": randomUUID() });

export const link = (p: Platform) =>
  p.post<Made>("/stablecoin-provider-accounts", { provider: "BRALE", apiClientId: `client_${randomUUID().slice(0, 8)}`, apiClientSecret: "secret" }, key());

// Embedded wallet (client side)

export type KeyPair = ReturnType<typeof generateP256KeyPair>;
export const newClientKey = (): KeyPair => generateP256KeyPair();

/** `encryptedOtpBundle`: `{otp_code, public_key}` HPKE-encrypted to the target inside an `otpEncryptionTargetBundle`. */
export function encryptOtp(bundle: string, code: string, client: KeyPair): string {
  const outer = JSON.parse(bundle) as { data: string };
  const target = (JSON.parse(Buffer.from(outer.data, "hex").toString("utf8")) as { targetPublic: string }).targetPublic;
  const plain = new TextEncoder().encode(JSON.stringify({ otp_code: code, public_key: client.publicKey }));
  return formatHpkeBuf(hpkeEncrypt({ plainTextBuf: plain, targetKeyBuf: new Uint8Array(Buffer.from(target, "hex")) }));
}

/** The wallet-signature header's value for `payload`, stamped with `key`. */
export async function stamp(payload: string, k: { publicKey: string; privateKey: string }): Promise<string> {
  return (await new ApiKeyStamper({ apiPublicKey: k.publicKey, apiPrivateKey: k.privateKey }).stamp(payload)).stampHeaderValue;
}

/** What a signed operation's first call answers (202): the payload to sign and its request id. */
export interface SignRequest {
  payloadToSign: string;
  requestId: string;
}

/** A signed flow: the first call must answer 202; the retry is signed with `k`. */
export async function signed<T = unknown>(send: (headers?: Record<string, string>) => Promise<ApiResponse>, k: KeyPair): Promise<ApiResponse<T>> {
  const first = (await send()) as ApiResponse<SignRequest>;
  if (first.status !== 202) throw new Error(`fidelity: expected 202, got ${first.status} ${JSON.stringify(first.body)}`);
  return (await send({ "Service-Wallet-Signature": await stamp(first.body.payloadToSign, k), "Request-Id": first.body.requestId })) as ApiResponse<T>;
}

/** An approved customer with an email and a phone, and its USD internal account. */
export async function walletOwner(p: Platform): Promise<{ customerId: string; accountId: string }> {
  const email = `ada.${Math.random().toString(36).slice(2)}@example.com`;
  const customerId = await customer(p, { email, phoneNumber: `+1415555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}` });
  return { customerId, accountId: (await account(p, customerId, "USD")).id };
}

/** EMAIL_OTP registered on the account (its first credential) and a session opened: the session's key. */
export async function emailOtpSession(p: Platform, accountId: string): Promise<{ credentialId: string; sessionId: string; key: KeyPair }> {
  const reg = must(await p.post<Made & { otpEncryptionTargetBundle: string }>("/auth/credentials", { type: "EMAIL_OTP", accountId }), "credential").body;
  const k = newClientKey();
  const body = { type: "EMAIL_OTP", encryptedOtpBundle: encryptOtp(reg.otpEncryptionTargetBundle, "000000", k) };
  const r = must(await signed<Made>((h) => p.post(`/auth/credentials/${reg.id}/verify`, body, h), k), "verify");
  return { credentialId: reg.id, sessionId: r.body.id, key: k };
}
