/** Fixtures of the fidelity plans (plans.ts): each makes the state one operation needs, through the API (harness/fixtures.ts). */
import { generatePrivateKey, privateKeyToAccount } from "../contract/eip191.js";
import type { SchemaNode } from "../contract/schema-node.js";
import { scaRules } from "../contract/rules/sca.js";
import { walletAuthRules } from "../contract/rules/wallet-auth.js";
import { sandboxPayoutRules } from "../contract/rules/money.js";
import type { ApiResponse, InProcessSimulator, Platform } from "./harness/simulator.js";
import {
  account,
  cardAuthorization,
  customer,
  emailOtpSession,
  encryptOtp,
  fund,
  issueCard,
  key,
  link,
  must,
  newClientKey,
  POLICY,
  q,
  quote,
  scaCustomer,
  signed,
  signedInAgent,
  stamp,
  usdExternal,
  usdQuote,
  walletOwner,
  type AgentFixture,
  type CreatedAgent,
  type Made,
  type SignRequest,
} from "./harness/fixtures.js";

export { ADDRESS, must, usdBank } from "./harness/fixtures.js";

/** The sandbox SCA code (spec/rules/sca.yaml `sandboxSmsCode`, the live sandbox's 123456). */
export const SCA_CODE = scaRules().sandboxSmsCode;
/** The code of a payment's SCA challenge (spec/rules/sandbox-payouts.yaml `sca.sandboxCode`). */
export const PAYMENT_CODE = sandboxPayoutRules().sca.sandboxCode;

/** The embedded-wallet OTP of the sandbox (the description's 000000: spec/rules/wallet-auth.yaml `sandboxOtpCode`). */
export const WALLET_OTP = walletAuthRules().sandboxOtpCode;

/** An SMS_OTP login of the customer with the sandbox SCA code. */
export async function smsLogin(p: Platform, customerId: string) {
  must(await p.post(`/sca/login/start${q(customerId)}`, { factor: "SMS_OTP" }), "login start");
  return p.post(`/sca/login/complete${q(customerId)}`, { factor: "SMS_OTP", code: SCA_CODE, endUserIpAddress: "203.0.113.7" });
}

export interface PlanContext {
  s: InProcessSimulator;
  /** The scenario's platform (no SCA). */
  p: Platform;
  /** A platform whose customers are in the SCA regions. */
  sca: Platform;
  ids: Record<string, string>;
  /** The operation's request example (a node of the contract), ids replaced by the scenario's. */
  example: SchemaNode;
}

export type Plan = (c: PlanContext) => Promise<ApiResponse>;

export const agent = (c: PlanContext): Promise<AgentFixture> => signedInAgent(c.s, c.p);
export const bearer = <T = unknown>(f: AgentFixture, method: string, path: string, body?: unknown) => f.as<T>(method, path, body);

export async function newAgent(c: PlanContext): Promise<CreatedAgent> {
  const customerId = await customer(c.p);
  return must(await c.p.post<CreatedAgent>("/agents", { name: "Bill-pay assistant", customerId, policy: POLICY }), "agent").body;
}

/** An agent payment over the approval threshold: the held action and its transaction. */
export async function heldAction(c: PlanContext) {
  const f = await agent(c);
  const qt = must(await usdQuote(f, 200_000), "agent quote");
  const action = must(await bearer<Made & { transaction: Made }>(f, "POST", `/agents/me/quotes/${qt.body.id}/execute`), "agent execute").body;
  return { f, action };
}

export async function pendingInvitation(c: PlanContext) {
  const domain = (await c.p.get<{ umaDomain: string }>("/config")).body.umaDomain;
  return must(await c.p.post<{ code: string }>("/invitations", { inviterUma: `$jane@${domain}` }), "invitation").body;
}

export async function token(c: PlanContext) {
  return must(await c.p.post<Made>("/tokens", { name: "reconciliation", permissions: ["VIEW"] }), "token").body;
}

export async function card(c: PlanContext): Promise<Made> {
  const customerId = await customer(c.p);
  const usd = await account(c.p, customerId, "USD");
  await fund(c.p, usd.id, 100_000);
  return issueCard(c.p, customerId, usd.id);
}

export async function cardTx(c: PlanContext) {
  const k = await card(c);
  const tx = must(await cardAuthorization(c.p, k.id, 1_500), "card authorization").body;
  return { card: k, tx };
}

export async function walletSession(c: PlanContext) {
  const w = await walletOwner(c.p);
  return { ...w, ...(await emailOtpSession(c.p, w.accountId)) };
}

export async function scaSession(c: PlanContext) {
  const id = await scaCustomer(c.sca);
  must(await smsLogin(c.sca, id), "sca login");
  return id;
}

export async function totpEnrolment(c: PlanContext) {
  const id = await scaSession(c);
  const e = must(await c.sca.post<{ secretBase32Encoded: string }>(`/sca/factors${q(id)}`, { type: "TOTP" }), "totp enrol").body;
  return { id, e };
}

export async function unverifiedWallet(c: PlanContext, base: string, signer = privateKeyToAccount(generatePrivateKey())): Promise<Made> {
  const body: Record<string, unknown> = {
    currency: "USDC",
    accountInfo: { accountType: "BASE_WALLET", address: signer.address },
    ownershipType: "FIRST_PARTY",
  };
  if (base.startsWith("/customers")) body.customerId = await customer(c.p);
  else body.platformAccountId = `treasury-${Math.random().toString(36).slice(2, 8)}`;
  return must(await c.p.post<Made>(base, body), "wallet account").body;
}

export async function walletChallenge(c: PlanContext, base: string) {
  const signer = privateKeyToAccount(generatePrivateKey());
  const a = await unverifiedWallet(c, base, signer);
  const ch = must(await c.p.post<{ messageToSign: string }>(`${base}/${a.id}/challenge`, { method: "WALLET_SIGNATURE" }), "challenge").body;
  return { a, ch, signer };
}

export async function scaTrust(c: PlanContext) {
  const id = await scaSession(c);
  return { id, ext: await usdExternal(c.sca, id) };
}

export async function scaPayment(c: PlanContext): Promise<string> {
  const { customerId, accountId } = await walletOwner(c.sca);
  await fund(c.sca, accountId, 50_000);
  const s = await emailOtpSession(c.sca, accountId);
  const qt = must(await quote(c.sca, accountId, await usdExternal(c.sca, customerId), 1_000), "sca quote");
  must(await signed((h) => c.sca.post(`/quotes/${qt.body.id}/execute`, undefined, h), s.key), "signed execute");
  // Authorizing needs the customer's SCA login session (live: 409 SCA_SESSION_REQUIRED without one).
  must(await smsLogin(c.sca, customerId), "sca login");
  return qt.body.id;
}

export async function registered(c: PlanContext): Promise<ApiResponse<Made>> {
  const accounts = must(await c.p.get<{ data: (Made & { status: string })[] }>("/stablecoin-provider-accounts"), "provider accounts").body.data;
  const providerAccount = accounts.find((a) => a.status === "ACTIVE")?.id ?? must(await link(c.p), "link").body.id;
  const t = `tok${Math.random().toString(36).slice(2, 8)}`;
  return c.p.post<Made>(
    "/stablecoins",
    { providerTokenIdentifier: t, networkTokenIdentifier: `btkn1${t}`, network: "SPARK", stablecoinProviderAccountId: providerAccount },
    key(),
  );
}

/** A PROVISIONED coin whose Service operations are ENABLED (request, then the operator). */
export async function coin(c: PlanContext): Promise<Made> {
  const k = must(await registered(c), "register").body;
  await c.p.advanceClock(20);
  await c.p.post(`/stablecoins/${k.id}/service-operations/enable`);
  for (const status of ["ENABLING", "ENABLED"])
    must(
      await c.s.admin("POST", `/_sim/stablecoins/${k.id}/service-operations`, { body: { status }, headers: { authorization: c.p.auth } }),
      `operator ${status}`,
    );
  return (await c.p.get<Made>(`/stablecoins/${k.id}`)).body;
}

/** A mint of 25 tokens from a funded USD account into itself. */
export async function minted(c: PlanContext) {
  const k = await coin(c);
  const cid = await customer(c.p);
  const acct = (await account(c.p, cid)).id;
  await fund(c.p, acct, 100_000);
  const m = must(
    await c.p.post<Made>(
      `/stablecoins/${k.id}/mints`,
      { amount: "25000000", fundingSource: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: acct }, destination: { accountId: acct } },
      key(),
    ),
    "mint",
  ).body;
  return { k, acct, cid, m };
}

export async function contactCustomer(c: PlanContext) {
  const p = await c.s.createPlatform({ skipVerificationPaperwork: true, contactVerification: { email: true, phone: true } });
  return { p, id: await customer(p, { email: "ann@example.com", phoneNumber: "+14155550123" }) };
}

/** A fresh funded account and quote of a customer without wallet credentials. */
export async function plainQuote(c: PlanContext, extra: Record<string, unknown> = {}) {
  const id = await customer(c.p);
  const usd = (await account(c.p, id)).id;
  await fund(c.p, usd, 100_000);
  return must(await quote(c.p, usd, await usdExternal(c.p, id), 1_000, extra), "quote").body;
}

export async function uma(c: PlanContext) {
  const id = await customer(c.p, { umaAddress: `$ann${Math.random().toString(36).slice(2, 7)}@uma.example.com` });
  const cust = (await c.p.get<{ umaAddress: string }>(`/customers/${id}`)).body;
  return { id, uma: cust.umaAddress };
}

/** An incoming UMA payment held for the platform's screening decision. */
export async function screenedIncoming(c: PlanContext): Promise<Made> {
  return must(
    await c.p.post<Made>("/sandbox/uma/receive", {
      senderUmaAddress: "$carol.smith@wallet.example.org",
      receiverUmaAddress: (await uma(c)).uma,
      receivingCurrencyCode: "USD",
      receivingCurrencyAmount: 5_000,
    }),
    "uma receive",
  ).body;
}

export async function realTimeQuote(c: PlanContext) {
  const id = await customer(c.p);
  return must(
    await c.p.post<Made & { transactionId: string }>("/quotes", {
      source: { sourceType: "REALTIME_FUNDING", currency: "USD", customerId: id },
      destination: { destinationType: "ACCOUNT", accountId: await usdExternal(c.p, id) },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 10_000,
    }),
    "real-time quote",
  ).body;
}

/**
 * A delegated key's creation for a card the wallet funds, through its three legs (202, 202,
 * 201): each signed retry signed by the wallet's session. The last answer.
 */
export async function delegatedKeyFlow(c: PlanContext): Promise<ApiResponse<Made & { accountId: string }>> {
  const w = await walletSession(c);
  const card = await issueCard(c.p, w.customerId, w.accountId);
  const body = { cardId: card.id, internalAccountId: w.accountId, nickname: "Card spend" };
  let res = await c.p.post<Made & { accountId: string } & Partial<SignRequest>>("/auth/delegated-keys", body);
  for (let leg = 0; leg < 2 && res.status === 202; leg++)
    res = await c.p.post("/auth/delegated-keys", body, {
      "Service-Wallet-Signature": await stamp(res.body.payloadToSign!, w.key),
      "Request-Id": res.body.requestId!,
    });
  return res;
}

export async function delegatedKey(c: PlanContext): Promise<Made & { accountId: string }> {
  return must(await delegatedKeyFlow(c), "delegated key").body;
}

/**
 * A wallet with two credentials: its EMAIL_OTP one (with a session) and an SMS_OTP one with a
 * session of its own (a credential's revocation is signed by a session of another credential).
 */
export async function twoCredentialWallet(c: PlanContext) {
  const w = await walletSession(c);
  const sms = must(
    await signed<Made & { otpEncryptionTargetBundle: string }>((h) => c.p.post("/auth/credentials", { type: "SMS_OTP", accountId: w.accountId }, h), w.key),
    "SMS_OTP credential",
  ).body;
  const smsKey = newClientKey();
  const verify = { type: "SMS_OTP", encryptedOtpBundle: encryptOtp(sms.otpEncryptionTargetBundle, WALLET_OTP, smsKey) };
  must(await signed((h) => c.p.post(`/auth/credentials/${sms.id}/verify`, verify, h), smsKey), "SMS_OTP session");
  return { ...w, smsCredentialId: sms.id, smsKey };
}
