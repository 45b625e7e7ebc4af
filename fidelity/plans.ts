/**
 * Per-operation plans of the response-side fidelity measure: operations whose success
 * needs more than the shared scenario (an agent signed in, an SCA platform, a card, a
 * wallet session, a stablecoin, a pending invitation, a held transaction, ...) make what
 * they need through the API (plan-fixtures.ts) and then make the one call that is measured.
 * Each plan is self-contained, so its order among the others does not matter.
 */
import {
  cardAuthorization,
  customer,
  encryptOtp,
  key,
  link,
  newClientKey,
  q,
  scaCustomer,
  signed,
  stamp,
  totpNow,
  usdExternal,
  usdQuote,
  walletOwner,
  type Made,
  type SignRequest,
} from "./harness/fixtures.js";
import { startReceiver } from "./harness/receiver.js";
import {
  ADDRESS,
  agent,
  bearer,
  card,
  cardTx,
  coin,
  contactCustomer,
  delegatedKey,
  delegatedKeyFlow,
  heldAction,
  minted,
  must,
  newAgent,
  PAYMENT_CODE,
  SCA_CODE,
  pendingInvitation,
  plainQuote,
  realTimeQuote,
  registered,
  scaPayment,
  scaSession,
  scaTrust,
  screenedIncoming,
  token,
  totpEnrolment,
  twoCredentialWallet,
  uma,
  unverifiedWallet,
  usdBank,
  walletChallenge,
  walletSession,
} from "./plan-fixtures.js";
import type { Plan, PlanContext } from "./plan-fixtures.js";

export type { Plan, PlanContext } from "./plan-fixtures.js";

export const PLANS: Record<string, Plan> = {
  // agents
  "GET /agents/{agentId}": async (c) => c.p.get(`/agents/${(await newAgent(c)).agent.id}`),
  "PATCH /agents/{agentId}": async (c) => c.p.patch(`/agents/${(await newAgent(c)).agent.id}`, { name: "Renamed assistant" }),
  "PATCH /agents/{agentId}/policy": async (c) => c.p.patch(`/agents/${(await newAgent(c)).agent.id}/policy`, { defaultExecutionMode: "APPROVAL_REQUIRED" }),
  "POST /agents/{agentId}/device-codes": async (c) => c.p.post(`/agents/${(await newAgent(c)).agent.id}/device-codes`),
  "DELETE /agents/{agentId}": async (c) => c.p.delete(`/agents/${(await newAgent(c)).agent.id}`),
  "GET /agents/device-codes/{code}/status": async (c) => c.p.get(`/agents/device-codes/${(await newAgent(c)).deviceCode.code}/status`),
  "POST /agents/device-codes/{code}/redeem": async (c) => c.s.request("POST", `/agents/device-codes/${(await newAgent(c)).deviceCode.code}/redeem`),
  "POST /agents/{agentId}/actions/{actionId}/approve": async (c) => {
    const { f, action } = await heldAction(c);
    return c.p.post(`/agents/${f.agentId}/actions/${action.id}/approve`);
  },
  "POST /agents/{agentId}/actions/{actionId}/reject": async (c) => {
    const { f, action } = await heldAction(c);
    return c.p.post(`/agents/${f.agentId}/actions/${action.id}/reject`, { reason: "not today" });
  },
  "GET /agents/me": async (c) => bearer(await agent(c), "GET", "/agents/me"),
  "GET /agents/me/transactions": async (c) => {
    const { f } = await heldAction(c);
    return bearer(f, "GET", "/agents/me/transactions");
  },
  "GET /agents/me/transactions/{transactionId}": async (c) => {
    const { f, action } = await heldAction(c);
    return bearer(f, "GET", `/agents/me/transactions/${action.transaction.id}`);
  },
  "POST /agents/me/quotes": async (c) => usdQuote(await agent(c), 1_000),
  "GET /agents/me/quotes/{quoteId}": async (c) => {
    const f = await agent(c);
    return bearer(f, "GET", `/agents/me/quotes/${must(await usdQuote(f, 1_000), "agent quote").body.id}`);
  },
  "POST /agents/me/quotes/{quoteId}/execute": async (c) => {
    const f = await agent(c);
    return bearer(f, "POST", `/agents/me/quotes/${must(await usdQuote(f, 1_000), "agent quote").body.id}/execute`);
  },
  "GET /agents/me/actions": async (c) => bearer((await heldAction(c)).f, "GET", "/agents/me/actions"),
  "GET /agents/me/actions/{actionId}": async (c) => {
    const { f, action } = await heldAction(c);
    return bearer(f, "GET", `/agents/me/actions/${action.id}`);
  },
  "POST /agents/me/transfer-in": async (c) => {
    const f = await agent(c);
    return bearer(f, "POST", "/agents/me/transfer-in", { source: { accountId: f.payee }, destination: { accountId: f.usd }, amount: 1_000 });
  },
  "POST /agents/me/transfer-out": async (c) => {
    const f = await agent(c);
    return bearer(f, "POST", "/agents/me/transfer-out", { source: { accountId: f.usd }, destination: { accountId: f.payee }, amount: 1_000 });
  },
  "GET /agents/me/internal-accounts": async (c) => bearer(await agent(c), "GET", "/agents/me/internal-accounts"),
  "GET /agents/me/external-accounts": async (c) => bearer(await agent(c), "GET", "/agents/me/external-accounts"),
  "POST /agents/me/external-accounts": async (c) => {
    const f = await agent(c);
    return bearer(f, "POST", "/agents/me/external-accounts", { currency: "USD", accountInfo: usdBank("555000111") });
  },
  "GET /agents/me/external-accounts/{externalAccountId}": async (c) => {
    const f = await agent(c);
    return bearer(f, "GET", `/agents/me/external-accounts/${f.payee}`);
  },
  "DELETE /agents/me/external-accounts/{externalAccountId}": async (c) => {
    const f = await agent(c);
    return bearer(f, "DELETE", `/agents/me/external-accounts/${f.payee}`);
  },
  // API tokens and invitations
  "GET /tokens/{tokenId}": async (c) => c.p.get(`/tokens/${(await token(c)).id}`),
  "DELETE /tokens/{tokenId}": async (c) => c.p.delete(`/tokens/${(await token(c)).id}`),
  "POST /invitations": async (c) => c.p.post("/invitations", { inviterUma: `$jane@${(await c.p.get<{ umaDomain: string }>("/config")).body.umaDomain}` }),
  "GET /invitations/{invitationCode}": async (c) => c.p.get(`/invitations/${(await pendingInvitation(c)).code}`),
  "POST /invitations/{invitationCode}/claim": async (c) =>
    c.p.post(`/invitations/${(await pendingInvitation(c)).code}/claim`, { inviteeUma: "$bob@other.example" }),
  "POST /invitations/{invitationCode}/cancel": async (c) => c.p.post(`/invitations/${(await pendingInvitation(c)).code}/cancel`),
  // cards
  "GET /cards/{id}": async (c) => c.p.get(`/cards/${(await card(c)).id}`),
  "PATCH /cards/{id}": async (c) => c.p.patch(`/cards/${(await card(c)).id}`, { state: "FROZEN" }),
  "POST /cards/{id}/reveal": async (c) => c.p.post(`/cards/${(await card(c)).id}/reveal`, c.example),
  "POST /sandbox/cards/{id}/simulate/authorization": async (c) => cardAuthorization(c.p, (await card(c)).id, 1_500),
  "POST /sandbox/cards/{id}/simulate/clearing": async (c) => {
    const { card: k, tx } = await cardTx(c);
    return c.p.post(`/sandbox/cards/${k.id}/simulate/clearing`, { cardTransactionId: tx.id, amount: 1_500 });
  },
  "POST /sandbox/cards/{id}/simulate/return": async (c) => {
    const { card: k, tx } = await cardTx(c);
    must(await c.p.post(`/sandbox/cards/${k.id}/simulate/clearing`, { cardTransactionId: tx.id, amount: 1_500 }), "clearing");
    return c.p.post(`/sandbox/cards/${k.id}/simulate/return`, { cardTransactionId: tx.id, amount: 500 });
  },
  "POST /sandbox/cards/{id}/simulate/authorization_advice": async (c) => {
    const { card: k, tx } = await cardTx(c);
    return c.p.post(`/sandbox/cards/${k.id}/simulate/authorization_advice`, { cardTransactionId: tx.id, amount: 1_200 });
  },
  "POST /sandbox/cards/{id}/simulate/return_reversal": async (c) => {
    const { card: k, tx } = await cardTx(c);
    must(await c.p.post(`/sandbox/cards/${k.id}/simulate/clearing`, { cardTransactionId: tx.id, amount: 1_500 }), "clearing");
    const refund = must(await c.p.post<Made>(`/sandbox/cards/${k.id}/simulate/return`, { cardTransactionId: tx.id, amount: 500 }), "return").body;
    return c.p.post(`/sandbox/cards/${k.id}/simulate/return_reversal`, { cardTransactionId: refund.id });
  },
  "POST /sandbox/cards/{id}/simulate/balance_inquiry": async (c) =>
    c.p.post(`/sandbox/cards/${(await card(c)).id}/simulate/balance_inquiry`, { merchant: { descriptor: "ATM MAIN ST", mcc: "6011", country: "US" } }),
  ...Object.fromEntries(
    ["credit_authorization", "credit_authorization_advice", "financial_authorization", "financial_credit_authorization"].map((kind) => [
      `POST /sandbox/cards/{id}/simulate/${kind}`,
      async (c: PlanContext) =>
        c.p.post(`/sandbox/cards/${(await card(c)).id}/simulate/${kind}`, {
          amount: 1_000,
          currency: { code: "USD" },
          merchant: { descriptor: "COFFEE SHOP", mcc: "5814", country: "US" },
        }),
    ]),
  ),
  "POST /sandbox/webhooks/test": async (c) => {
    const receiver = await startReceiver();
    try {
      await c.p.setWebhookEndpoint(`${receiver.url}/hooks`);
      return await c.p.post("/sandbox/webhooks/test");
    } finally {
      await receiver.close();
    }
  },
  // customers' contact verification
  "POST /customers/{customerId}/verify-email": async (c) => {
    const { p, id } = await contactCustomer(c);
    return p.post(`/customers/${id}/verify-email`);
  },
  "POST /customers/{customerId}/verify-email/confirm": async (c) => {
    const { p, id } = await contactCustomer(c);
    must(await p.post(`/customers/${id}/verify-email`), "verify-email");
    return p.post(`/customers/${id}/verify-email/confirm`, { code: "123456" });
  },
  "POST /customers/{customerId}/verify-phone": async (c) => {
    const { p, id } = await contactCustomer(c);
    return p.post(`/customers/${id}/verify-phone`);
  },
  "POST /customers/{customerId}/verify-phone/confirm": async (c) => {
    const { p, id } = await contactCustomer(c);
    must(await p.post(`/customers/${id}/verify-phone`), "verify-phone");
    return p.post(`/customers/${id}/verify-phone/confirm`, { code: "123456" });
  },
  "POST /documents": async (c) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({
      documentHolder: c.ids.otherCustomerId,
      documentType: "PASSPORT",
      country: "US",
      documentNumber: "X7654321",
      issuingAuthority: "US DoS",
    }))
      f.set(k, v);
    f.set("file", new Blob([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")], { type: "image/png" }), "passport.png");
    return c.p.upload("POST", "/documents", f);
  },
  "POST /verifications": async (c) =>
    c.p.post("/verifications", {
      customerId: must(
        await c.p.post<Made>("/customers", {
          customerType: "BUSINESS",
          businessInfo: { legalName: "Beta LLC", registrationNumber: "REG-9", taxId: "98-7654321", countriesOfOperation: ["US"] },
          address: ADDRESS,
        }),
        "business",
      ).body.id,
    }),
  // The live roles (the designed OWNER is an extension the live service does not know).
  "POST /beneficial-owners": async (c) => c.p.post("/beneficial-owners", { ...c.example, customerId: c.ids.businessId, roles: ["UBO", "CONTROL_PERSON"] }),
  // embedded-wallet authentication
  "GET /auth/credentials": async (c) => c.p.get(`/auth/credentials?accountId=${(await walletSession(c)).accountId}`),
  "GET /auth/sessions": async (c) => c.p.get(`/auth/sessions?accountId=${(await walletSession(c)).accountId}`),
  "POST /auth/credentials/{id}/challenge": async (c) => c.p.post(`/auth/credentials/${(await walletSession(c)).credentialId}/challenge`),
  "POST /auth/credentials/{id}/verify": async (c) => {
    const w = await walletOwner(c.p);
    const reg = must(
      await c.p.post<Made & { otpEncryptionTargetBundle: string }>("/auth/credentials", { type: "EMAIL_OTP", accountId: w.accountId }),
      "credential",
    ).body;
    const k = newClientKey();
    const body = { type: "EMAIL_OTP", encryptedOtpBundle: encryptOtp(reg.otpEncryptionTargetBundle, "000000", k) };
    return signed((h) => c.p.post(`/auth/credentials/${reg.id}/verify`, body, h), k);
  },
  // Signed by a session of another credential (the live service's rule), the wallet keeping one.
  "DELETE /auth/credentials/{id}": async (c) => {
    const w = await twoCredentialWallet(c);
    return signed((h) => c.p.delete(`/auth/credentials/${w.credentialId}`, h), w.smsKey);
  },
  "POST /auth/sessions/{id}/refresh": async (c) => {
    const w = await walletSession(c);
    const next = newClientKey();
    const first = await c.p.post<SignRequest>(`/auth/sessions/${w.sessionId}/refresh`, { clientPublicKey: next.publicKey });
    return c.p.post(
      `/auth/sessions/${w.sessionId}/refresh`,
      { clientPublicKey: next.publicKey },
      { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, w.key), "Request-Id": first.body.requestId },
    );
  },
  "DELETE /auth/sessions/{id}": async (c) => {
    const w = await walletSession(c);
    return signed((h) => c.p.delete(`/auth/sessions/${w.sessionId}`, h), w.key);
  },
  "POST /auth/delegated-keys": delegatedKeyFlow,
  "GET /auth/delegated-keys": async (c) => c.p.get(`/auth/delegated-keys?accountId=${(await delegatedKey(c)).accountId}`),
  "GET /auth/delegated-keys/{id}": async (c) => c.p.get(`/auth/delegated-keys/${(await delegatedKey(c)).id}`),
  "DELETE /auth/delegated-keys/{id}": async (c) => c.p.delete(`/auth/delegated-keys/${(await delegatedKey(c)).id}`),
  // external accounts: ownership and trust
  "POST /customers/external-accounts": async (c) =>
    c.p.post("/customers/external-accounts", { currency: "USD", customerId: c.ids.customerId, accountInfo: usdBank("987650001") }),
  "POST /platform/external-accounts": async (c) =>
    c.p.post("/platform/external-accounts", {
      ...c.example,
      platformAccountId: "treasury-2",
      accountInfo: { ...c.example.accountInfo, ...(c.example.accountInfo?.iban ? { iban: "FR1420041010050500013M02606" } : { accountNumber: "987650002" }) },
    }),
  "POST /customers/external-accounts/{externalAccountId}/challenge": async (c) =>
    c.p.post(`/customers/external-accounts/${(await unverifiedWallet(c, "/customers/external-accounts")).id}/challenge`, { method: "WALLET_SIGNATURE" }),
  "POST /platform/external-accounts/{externalAccountId}/challenge": async (c) =>
    c.p.post(`/platform/external-accounts/${(await unverifiedWallet(c, "/platform/external-accounts")).id}/challenge`, { method: "WALLET_SIGNATURE" }),
  "POST /customers/external-accounts/{externalAccountId}/verify": async (c) => {
    const { a, ch, signer } = await walletChallenge(c, "/customers/external-accounts");
    return c.p.post(`/customers/external-accounts/${a.id}/verify`, { signature: await signer.signMessage({ message: ch.messageToSign }) });
  },
  "POST /platform/external-accounts/{externalAccountId}/verify": async (c) => {
    const { a, ch, signer } = await walletChallenge(c, "/platform/external-accounts");
    return c.p.post(`/platform/external-accounts/${a.id}/verify`, { signature: await signer.signMessage({ message: ch.messageToSign }) });
  },
  "POST /customers/external-accounts/{externalAccountId}/trust": async (c) => c.sca.post(`/customers/external-accounts/${(await scaTrust(c)).ext}/trust`),
  "POST /customers/external-accounts/{externalAccountId}/trust/confirm": async (c) => {
    const { ext } = await scaTrust(c);
    must(await c.sca.post(`/customers/external-accounts/${ext}/trust`), "trust");
    return c.sca.post(`/customers/external-accounts/${ext}/trust/confirm`, { code: SCA_CODE });
  },
  "POST /customers/external-accounts/{externalAccountId}/untrust": async (c) => {
    const { ext } = await scaTrust(c);
    must(await c.sca.post(`/customers/external-accounts/${ext}/trust`), "trust");
    must(await c.sca.post(`/customers/external-accounts/${ext}/trust/confirm`, { code: SCA_CODE }), "trust confirm");
    return c.sca.post(`/customers/external-accounts/${ext}/untrust`);
  },
  "POST /customers/external-accounts/{externalAccountId}/untrust/confirm": async (c) => {
    const { ext } = await scaTrust(c);
    must(await c.sca.post(`/customers/external-accounts/${ext}/trust`), "trust");
    must(await c.sca.post(`/customers/external-accounts/${ext}/trust/confirm`, { code: SCA_CODE }), "trust confirm");
    must(await c.sca.post(`/customers/external-accounts/${ext}/untrust`), "untrust");
    return c.sca.post(`/customers/external-accounts/${ext}/untrust/confirm`, { code: SCA_CODE });
  },
  // SCA
  "GET /sca/factors": async (c) => c.sca.get(`/sca/factors${q(await scaSession(c))}`),
  "POST /sca/factors": async (c) => c.sca.post(`/sca/factors${q(await scaSession(c))}`, { type: "TOTP" }),
  "POST /sca/factors/confirm": async (c) => {
    const { id, e } = await totpEnrolment(c);
    return c.sca.post(`/sca/factors/confirm${q(id)}`, { type: "TOTP", secret: e.secretBase32Encoded, code: await totpNow(c.sca, e.secretBase32Encoded) });
  },
  "DELETE /sca/factors/{credentialId}": async (c) => {
    const { id, e } = await totpEnrolment(c);
    must(
      await c.sca.post(`/sca/factors/confirm${q(id)}`, { type: "TOTP", secret: e.secretBase32Encoded, code: await totpNow(c.sca, e.secretBase32Encoded) }),
      "totp confirm",
    );
    const f = (await c.sca.get<{ factors: { factor: string; credentialId: string }[] }>(`/sca/factors${q(id)}`)).body.factors.find((x) => x.factor === "TOTP");
    if (!f) throw new Error("fidelity plan: no TOTP factor listed after its confirmation");
    return c.sca.delete(`/sca/factors/${f.credentialId}${q(id)}`);
  },
  "POST /sca/login/start": async (c) => c.sca.post(`/sca/login/start${q(await scaCustomer(c.sca))}`, { factor: "SMS_OTP" }),
  "POST /sca/login/complete": async (c) => {
    const id = await scaCustomer(c.sca);
    must(await c.sca.post(`/sca/login/start${q(id)}`, { factor: "SMS_OTP" }), "login start");
    return c.sca.post(`/sca/login/complete${q(id)}`, { factor: "SMS_OTP", code: SCA_CODE, endUserIpAddress: "203.0.113.7" });
  },
  "POST /sca/record-event": async (c) => c.sca.post(`/sca/record-event${q(await scaCustomer(c.sca))}`, { eventType: "FAILED_LOGIN_ATTEMPT" }),
  "POST /sca/factors/reset": async (c) => c.sca.post(`/sca/factors/reset${q(await scaCustomer(c.sca))}`, { factor: "SMS_OTP" }),
  "GET /sca/factors/reset/{resetId}": async (c) => {
    const id = await scaCustomer(c.sca);
    const r = must(await c.sca.post<{ resetId: string }>(`/sca/factors/reset${q(id)}`, { factor: "SMS_OTP" }), "reset").body;
    return c.sca.get(`/sca/factors/reset/${r.resetId}${q(id)}`);
  },
  "POST /sca/factors/reset/{resetId}/complete": async (c) => {
    const id = await scaCustomer(c.sca);
    const r = must(await c.sca.post<{ resetId: string }>(`/sca/factors/reset${q(id)}`, { factor: "SMS_OTP" }), "reset").body;
    return c.sca.post(`/sca/factors/reset/${r.resetId}/complete${q(id)}`, { mobile: { countryCode: "+44", number: "7700900999" } });
  },
  "POST /quotes/{quoteId}/authorize": async (c) => c.sca.post(`/quotes/${await scaPayment(c)}/authorize`, { code: PAYMENT_CODE }),
  "POST /quotes/{quoteId}/authorize/resend": async (c) => c.sca.post(`/quotes/${await scaPayment(c)}/authorize/resend`),
  // stablecoins
  "GET /stablecoin-provider-accounts/{id}": async (c) => c.p.get(`/stablecoin-provider-accounts/${must(await link(c.p), "link").body.id}`),
  "POST /stablecoins": registered,
  "GET /stablecoins/{stablecoinId}": async (c) => c.p.get(`/stablecoins/${must(await registered(c), "register").body.id}`),
  "POST /stablecoins/{stablecoinId}/mints": async (c) => c.p.post(`/stablecoins/${(await coin(c)).id}/mints`, c.example, key()),
  "POST /stablecoins/{stablecoinId}/burns": async (c) => {
    const { k, acct, cid, m } = await minted(c);
    for (let i = 0; i < 20 && (await c.p.get<{ status: string }>(`/stablecoin-operations/${m.id}`)).body.status !== "COMPLETED"; i++)
      await c.p.advanceClock(60);
    const ext = await usdExternal(c.p, cid, "577");
    return c.p.post(
      `/stablecoins/${k.id}/burns`,
      {
        amount: "10000000",
        source: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: acct },
        destination: { type: "EXTERNAL_ACCOUNT", externalAccountId: ext, rail: "ACH_CREDIT" },
      },
      key(),
    );
  },
  "GET /stablecoins/{stablecoinId}/operations": async (c) => c.p.get(`/stablecoins/${(await coin(c)).id}/operations`),
  "GET /stablecoin-operations/{operationId}": async (c) => {
    const { m } = await minted(c);
    return c.p.get(`/stablecoin-operations/${m.id}`);
  },
  // money movement needing their own state
  "POST /quotes/{quoteId}/execute": async (c) => c.p.post(`/quotes/${(await plainQuote(c)).id}/execute`),
  "POST /sandbox/send": async (c) => {
    return c.p.post("/sandbox/send", { quoteId: (await realTimeQuote(c)).id, currencyCode: "USD" });
  },
  "POST /sandbox/uma/receive": async (c) =>
    c.p.post("/sandbox/uma/receive", {
      senderUmaAddress: "$carol.smith@wallet.example.org",
      receiverUmaAddress: (await uma(c)).uma,
      receivingCurrencyCode: "USD",
      receivingCurrencyAmount: 5_000,
    }),
  "POST /sandbox/internal-accounts/{accountId}/fund": async (c) => c.p.post(`/sandbox/internal-accounts/${c.ids.internalAccountId}/fund`, { amount: 1_000 }),
  "POST /crypto/estimate-withdrawal-fee": async (c) =>
    c.p.post("/crypto/estimate-withdrawal-fee", { currency: "USDC", destinationAccountId: c.ids.walletId, amount: 25_000_000 }),
  "DELETE /customers/{customerId}": async (c) => c.p.delete(`/customers/${await customer(c.p)}`),
  "POST /transactions/{transactionId}/confirm": async (c) => c.p.post(`/transactions/${(await screenedIncoming(c)).id}/confirm`, { reason: "screened" }),
  "POST /transactions/{transactionId}/reject": async (c) => c.p.post(`/transactions/${(await screenedIncoming(c)).id}/reject`, { reason: "screening failed" }),
  "POST /transactions/{transactionId}/approve": async (c) => c.p.post(`/transactions/${(await heldAction(c)).action.transaction.id}/approve`),
  "POST /transactions/{transactionId}/cancel": async (c) => c.p.post(`/transactions/${(await realTimeQuote(c)).transactionId}/cancel`),
};
