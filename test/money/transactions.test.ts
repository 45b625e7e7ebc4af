/** HTTP: transactions list / get / decisions, incoming UMA payments, deprecated transfers, SCA, lookups. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadSandboxExternalAccountRules } from "../../contract/rules/external-accounts.js";
import { fxRules } from "../../contract/rules/money.js";
import { scaRules } from "../../contract/rules/sca.js";
import { account, balance, customer, external, fund, quote, settle, startEnv, umaReceive, usdExternal, type Env } from "./helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

describe("listing", () => {
  test("filters, sortOrder, paging with cursors, date window", async () => {
    const p = await env.platform();
    const a = await customer(p, { platformCustomerId: "pc-a" });
    const b = await customer(p, { platformCustomerId: "pc-b" });
    const ua = await account(p, a);
    const ub = await account(p, b);
    await fund(p, ua.id, 1_000_000);
    const ea = await usdExternal(p, a);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const q = await quote(p, ua.id, ea, 1_000 + i, { reference: i % 2 ? "odd" : "even", immediatelyExecute: true });
      ids.push(q.body.transactionId);
      await p.advanceClock(60);
    }
    const mid = await p.now();
    await umaReceive(p, "$carol@wallet.example.org", "$b@uma.example.com", 500).then((r) => expect([r.status, r.body.code]).toEqual([404, "UMA_NOT_FOUND"]));
    const all = await p.get("/transactions");
    expect(all.body.data.map((t: any) => t.id)).toEqual([...ids].reverse());
    expect(all.body.totalCount).toBe(5);
    const asc = await p.get("/transactions?sortOrder=asc&limit=2");
    expect(asc.body.data.map((t: any) => t.id)).toEqual(ids.slice(0, 2));
    expect(asc.body.hasMore).toBe(true);
    const next = await p.get(`/transactions?sortOrder=asc&limit=2&cursor=${asc.body.nextCursor}`);
    expect(next.body.data.map((t: any) => t.id)).toEqual(ids.slice(2, 4));
    expect((await p.get(`/transactions?reference=odd`)).body.data.map((t: any) => t.id)).toEqual([ids[3], ids[1]]);
    expect((await p.get(`/transactions?platformCustomerId=pc-a&type=OUTGOING&status=COMPLETED`)).body.data).toHaveLength(5);
    expect((await p.get(`/transactions?customerId=${b}`)).body.data).toEqual([]);
    const t2 = (await p.get(`/transactions/${ids[2]}`)).body.createdAt;
    const win = await p.get(`/transactions?startDate=${encodeURIComponent(t2)}&endDate=${encodeURIComponent(mid)}&sortOrder=asc`);
    expect(win.body.data.map((t: any) => t.id)).toEqual(ids.slice(2));
    const bad = await p.get(`/transactions?cursor=garbage`);
    expect(bad.body.code).toBe("INVALID_INPUT");
    expect((await p.get(`/transactions/Transaction:00000000-0000-4000-8000-000000000000`)).body.code).toBe("TRANSACTION_NOT_FOUND");
    void ub;
  });
});

describe("incoming UMA payments and decisions", () => {
  test("screening: PENDING with counterpartyInformation + INCOMING_PAYMENT.PENDING; confirm -> COMPLETED; reject refuses", async () => {
    const p = await env.platform();
    const cid = await customer(p, { umaAddress: "$jane@uma.example.com" });
    const usd = await account(p, cid);
    const r = await umaReceive(p, "$carol.smith@wallet.example.org", "$jane@uma.example.com", 5_000);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      type: "INCOMING",
      status: "PENDING",
      requiresConfirmation: true,
      counterpartyInformation: { FULL_NAME: "Carol Smith" },
      destination: { accountId: usd.id },
    });
    expect(await balance(p, usd.id)).toEqual({ available: 0, total: 5_000 });
    await settle(150);
    const pend = env.events((b) => b.type === "INCOMING_PAYMENT.PENDING" && b.data.id === r.body.id);
    expect(pend).toHaveLength(1);
    expect(pend[0].data.counterpartyInformation.FULL_NAME).toBe("Carol Smith");
    // Not a bank transfer: only ACH and wire transfers are cancelled (live 400).
    const notBank = await p.post(`/transactions/${r.body.id}/cancel`);
    expect([notBank.status, notBank.body.code]).toEqual([400, "INVALID_INPUT"]);
    // confirm is the receipt's delivery (live): recorded, repeatable, and it moves nothing.
    const before = Date.parse(await p.now());
    const receipt = await p.post(`/transactions/${r.body.id}/confirm`, {});
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({ status: "PENDING", requiresConfirmation: true });
    const at = Date.parse(receipt.body.receiptDeliveryConfirmedAt);
    expect(at >= before && at <= Date.parse(await p.now())).toBe(true);
    const given = "2026-01-02T03:04:05.000Z";
    const again0 = await p.post(`/transactions/${r.body.id}/confirm`, { receiptDeliveryConfirmedAt: given });
    expect([again0.status, again0.body.receiptDeliveryConfirmedAt, again0.body.status]).toEqual([200, given, "PENDING"]);
    const c = await p.post(`/transactions/${r.body.id}/approve`);
    expect(c.body).toMatchObject({ status: "PROCESSING", requiresConfirmation: false });
    await p.advanceClock(3);
    expect((await p.get(`/transactions/${r.body.id}`)).body.status).toBe("COMPLETED");
    expect(await balance(p, usd.id)).toEqual({ available: 5_000, total: 5_000 });
    const r2 = await umaReceive(p, "$bad@x.org", "$jane@uma.example.com", 700);
    // approve clears a screened incoming payment; a second approve is refused
    const r3 = await umaReceive(p, "$carol.smith@wallet.example.org", "$jane@uma.example.com", 300);
    const approved = await p.post(`/transactions/${r3.body.id}/approve`, { receiverCustomerInfo: { FULL_NAME: "Jane Doe" } });
    expect([approved.status, approved.body.status, approved.body.requiresConfirmation]).toEqual([200, "PROCESSING", false]);
    const again = await p.post(`/transactions/${r3.body.id}/approve`);
    expect([again.status, again.body.code]).toEqual([409, "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL"]);
    await p.advanceClock(3);
    expect((await p.get(`/transactions/${r3.body.id}`)).body.status).toBe("COMPLETED");
    expect(await balance(p, usd.id)).toEqual({ available: 5_300, total: 6_000 }); // r2 (700) still screened
    const rej = await p.post(`/transactions/${r2.body.id}/reject`);
    expect(rej.body).toMatchObject({ status: "REJECTED", failureReason: "COMPLIANCE_REJECTED" });
    expect(await balance(p, usd.id)).toEqual({ available: 5_300, total: 5_300 });
    expect((await umaReceive(p, "$a@x.org", "$nobody@uma.example.com", 700)).body.code).toBe("UMA_NOT_FOUND");
    expect((await umaReceive(p, "$a@x.org", "$jane@uma.example.com", 1)).body.code).toBe("AMOUNT_OUT_OF_RANGE");
    expect((await umaReceive(p, "$a@x.org", "$jane@uma.example.com", 700, "JPY")).body.code).toBe("INVALID_CURRENCY");
  });

  test("a default UMA deposit external account receives instead of the internal account", async () => {
    const p = await env.platform();
    const cid = await customer(p, { umaAddress: "$dep@uma.example.com" });
    const ext = await usdExternal(p, cid, "789", { defaultUmaDepositAccount: true });
    const r = await umaReceive(p, "$c@x.org", "$dep@uma.example.com", 900);
    expect(r.body.destination.accountId).toBe(ext);
  });

  test("cancel: real-time-funded (PENDING, awaiting funds) transaction -> FAILED CANCELLED_BY_PLATFORM; an ACH payout before it settles too, its money back; a settled one 409", async () => {
    const p = await env.platform();
    const cid = await customer(p);
    const usd = await account(p, cid);
    await fund(p, usd.id, 10_000);
    const dest = await usdExternal(p, cid, "003");
    const rt = await p.post("/quotes", {
      source: { sourceType: "REALTIME_FUNDING", currency: "USD", customerId: cid },
      destination: { destinationType: "ACCOUNT", accountId: dest },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 1_000,
    });
    const c = await p.post(`/transactions/${rt.body.transactionId}/cancel`);
    expect(c.body).toMatchObject({ status: "FAILED", failureReason: "CANCELLED_BY_PLATFORM", awaitingFunds: false });
    const conflict2 = await p.post("/sandbox/send", { quoteId: rt.body.id, currencyCode: "USD" });
    expect([conflict2.status, conflict2.body.code]).toEqual([409, "CONFLICT"]);
    const q = await quote(p, usd.id, dest, 1_000, { immediatelyExecute: true });
    expect((await balance(p, usd.id)).available).toBe(9_000);
    const cancelled = await p.post(`/transactions/${q.body.transactionId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "FAILED", failureReason: "CANCELLED_BY_PLATFORM", paymentRail: "ACH" });
    expect(cancelled.body.refund).toBeDefined();
    expect((await balance(p, usd.id)).available).toBe(10_000);
    const settled = await quote(p, usd.id, dest, 1_000, { immediatelyExecute: true });
    await p.advanceClock(3_600);
    expect((await p.get(`/transactions/${settled.body.transactionId}`)).body.status).toBe("COMPLETED");
    const no = await p.post(`/transactions/${settled.body.transactionId}/cancel`);
    expect([no.status, no.body.code]).toEqual([409, "TRANSACTION_NOT_CANCELLABLE"]);
    const pendingQuote = await quote(p, usd.id, dest, 1_000);
    const notExecuted = await p.post(`/transactions/${pendingQuote.body.transactionId}/cancel`);
    expect([notExecuted.status, notExecuted.body.code]).toEqual([409, "TRANSACTION_NOT_CANCELLABLE"]);
  });
});

describe("deprecated transfers", () => {
  test("transfer-out / transfer-in follow the external-account table; Idempotency-Key replays; currencies must match", async () => {
    const p = await env.platform();
    const cid = await customer(p);
    const usd = await account(p, cid);
    const eur = await account(p, cid, "EUR");
    await fund(p, usd.id, 10_000);
    const ok = await usdExternal(p, cid, "789");
    const broke = await usdExternal(p, cid, "002");
    const h = { "idempotency-key": "t-1" };
    const out = await p.post("/transfer-out", { source: { accountId: usd.id }, destination: { accountId: ok }, amount: 4_000 }, h);
    expect(out.status).toBe(201);
    expect(out.body).toMatchObject({ type: "OUTGOING", status: "PROCESSING", sentAmount: { amount: 4_000 } });
    const replay = await p.post("/transfer-out", { source: { accountId: usd.id }, destination: { accountId: ok }, amount: 4_000 }, h);
    expect(replay.body.id).toBe(out.body.id);
    expect((await p.post("/transfer-out", { source: { accountId: usd.id }, destination: { accountId: ok }, amount: 5 }, h)).body.code).toBe(
      "DUPLICATE_PAY_REQUEST",
    );
    expect((await balance(p, usd.id)).available).toBe(6_000);
    const fail = await p.post("/transfer-out", { source: { accountId: usd.id }, destination: { accountId: broke }, amount: 1_000 });
    expect(fail.body).toMatchObject({ status: "FAILED", failureReason: "INSUFFICIENT_FUNDS" });
    expect((await p.post("/transfer-out", { source: { accountId: usd.id }, destination: { accountId: ok }, amount: 999_999 })).body.code).toBe(
      "INSUFFICIENT_FUNDS",
    );
    expect((await p.post("/transfer-out", { source: { accountId: eur.id }, destination: { accountId: ok }, amount: 1 })).body.code).toBe("INVALID_CURRENCY");
    const tin = await p.post("/transfer-in", { source: { accountId: ok }, destination: { accountId: usd.id }, amount: 2_500 });
    expect(tin.body).toMatchObject({ type: "INCOMING", status: "PROCESSING" });
    await p.advanceClock(3);
    expect(await balance(p, usd.id)).toEqual({ available: 8_500, total: 8_500 });
  });
});

describe("transfers without amount (the live service: the full balance)", () => {
  test("transfer-out moves the whole available balance, then 400 INSUFFICIENT_FUNDS; transfer-in pulls the sandbox external balance", async () => {
    const p = await env.platform();
    const cid = await customer(p);
    const usd = await account(p, cid);
    await fund(p, usd.id, 7_300);
    const dest = await usdExternal(p, cid, "789");
    const out = await p.post("/transfer-out", { source: { accountId: usd.id }, destination: { accountId: dest } });
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    expect(out.body).toMatchObject({ type: "OUTGOING", sentAmount: { amount: 7_300 }, receivedAmount: { amount: 7_300 } });
    expect((await balance(p, usd.id)).available).toBe(0);
    const empty = await p.post("/transfer-out", { source: { accountId: usd.id }, destination: { accountId: dest } });
    expect([empty.status, empty.body.code]).toEqual([400, "INSUFFICIENT_FUNDS"]);
    const full = loadSandboxExternalAccountRules().fullBalance;
    const tin = await p.post("/transfer-in", { source: { accountId: dest }, destination: { accountId: usd.id } });
    expect(tin.status, JSON.stringify(tin.body)).toBe(201);
    expect(tin.body).toMatchObject({ type: "INCOMING", sentAmount: { amount: full } });
    await p.advanceClock(3);
    expect((await balance(p, usd.id)).available).toBe(full);
    const unknown = await p.post("/transfer-out", {
      source: { accountId: "InternalAccount:00000000-0000-4000-8000-000000000000" },
      destination: { accountId: dest },
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
  });
});

describe("SCA, lookups, withdrawal fee", () => {
  test("SCA platform: execute -> PENDING_AUTHORIZATION; wrong code 400; resend; authorize -> PROCESSING; non-SCA 409", async () => {
    const p = await env.platform({ scaRequired: true });
    const cid = await customer(p, { phoneNumber: "+447700900123" });
    const usd = await account(p, cid);
    await fund(p, usd.id, 10_000);
    const dest = await usdExternal(p, cid);
    const q = await quote(p, usd.id, dest, 1_000);
    const x = await p.post(`/quotes/${q.body.id}/execute`);
    expect(x.body.status).toBe("PENDING_AUTHORIZATION");
    expect((await p.get(`/quotes/${q.body.id}`)).body.status).toBe("PENDING_AUTHORIZATION");
    expect((await balance(p, usd.id)).available).toBe(9_000);
    // Authorizing needs the customer's SCA login session (SMS_OTP, the sandbox SCA code of spec/rules/sca.yaml).
    await p.post(`/sca/login/start?customerId=${encodeURIComponent(cid)}`, { factor: "SMS_OTP" });
    await p.post(`/sca/login/complete?customerId=${encodeURIComponent(cid)}`, {
      factor: "SMS_OTP",
      code: scaRules().sandboxSmsCode,
      endUserIpAddress: "203.0.113.7",
    });
    expect((await p.post(`/quotes/${q.body.id}/authorize`, { factor: "SMS_OTP", code: "123456" })).body.code).toBe("INVALID_INPUT");
    const rs = await p.post(`/quotes/${q.body.id}/authorize/resend`);
    expect(rs.status).toBe(204);
    const ok = await p.post(`/quotes/${q.body.id}/authorize`, { factor: "SMS_OTP", code: "000000" });
    expect([ok.body.id, ok.body.status]).toEqual([q.body.id, "COMPLETED"]);
    expect((await p.get(`/transactions/${ok.body.transactionId}`)).body.status).toBe("PROCESSING");
    const conflict3 = await p.post(`/quotes/${q.body.id}/authorize`, { factor: "SMS_OTP", code: "000000" });
    expect([conflict3.status, conflict3.body.code]).toEqual([409, "CONFLICT"]);
    const plain = await env.platform();
    const pq = await p.get(`/quotes/${q.body.id}`);
    expect(pq.body.status).toBe("COMPLETED");
    expect((await plain.post(`/quotes/${q.body.id}/authorize`, { factor: "SMS_OTP", code: "000000" })).status).toBe(404);
  });

  test("external account receiver lookup and crypto withdrawal fee estimate", async () => {
    const p = await env.platform();
    const cid = await customer(p);
    const dest = await usdExternal(p, cid);
    const l = await p.get(`/receiver/external-account/${dest}`);
    expect(l.body).toMatchObject({ accountId: dest, currency: { code: "USD" }, status: "ACTIVE", canReceive: true, minAmount: 100, maxAmount: 5_000_000 });
    // The sender named as the live service takes it: a UMA address or a customer, each checked.
    const sender = encodeURIComponent("$jane@uma.example.com");
    const unknown = "Customer:00000000-0000-4000-8000-000000000000";
    for (const path of [`/receiver/external-account/${dest}`, `/receiver/uma/${encodeURIComponent("$success.usd@uma.sandbox.example")}`]) {
      const named = await p.get(`${path}?senderUmaAddress=${sender}&customerId=${encodeURIComponent(cid)}`);
      expect(named.status, JSON.stringify(named.body)).toBe(200);
      const badSender = await p.get(`${path}?senderUmaAddress=jane`);
      expect([badSender.status, badSender.body.code]).toEqual([400, "INVALID_UMA_ADDRESS"]);
      const noCustomer = await p.get(`${path}?customerId=${unknown}`);
      expect([noCustomer.status, noCustomer.body.code]).toEqual([404, "CUSTOMER_NOT_FOUND"]);
    }
    const w = await external(p, cid, "ARBITRUM_WALLET");
    const f = await p.post("/crypto/estimate-withdrawal-fee", { currency: "USDC", destinationAccountId: w.id, amount: 25_000_000 });
    expect(f.body).toMatchObject({ network: "ARBITRUM", estimatedFee: 120_000, totalAmount: 25_120_000, currency: { code: "USDC", decimals: 6 } });
    // the live service's field names: internalAccountId, cryptoNetwork
    const liveNames = await p.post("/crypto/estimate-withdrawal-fee", {
      currency: "USDC",
      destinationAddress: "Vote111111111111111111111111111111111111111",
      cryptoNetwork: "SOLANA",
      amount: 1_000_000,
    });
    expect([liveNames.status, liveNames.body.network]).toEqual([200, "SOLANA"]);
    // The live service's Tron and Spark networks, priced from the withdrawal table; a network the asset is not on names the asset's networks.
    const networks = fxRules().withdrawalNetworks;
    const onNetwork = (currency: string, cryptoNetwork: string) =>
      p.post("/crypto/estimate-withdrawal-fee", { currency, destinationAddress: "TXYZabc123", cryptoNetwork, amount: 5_000_000 });
    const tron = await onNetwork("USDT", "TRON");
    expect(tron.body).toMatchObject({
      network: "TRON",
      networkFee: networks.USDT.TRON,
      networkFeeAsset: "USDT",
      totalFee: networks.USDT.TRON,
      netAmount: 5_000_000,
    });
    const spark = await onNetwork("BTC", "SPARK");
    expect([spark.status, spark.body.network, spark.body.networkFee]).toEqual([200, "SPARK", networks.BTC.SPARK]);
    const tronWallet = await external(p, cid, "TRON_WALLET");
    const byAccount = await p.post("/crypto/estimate-withdrawal-fee", { currency: "USDT", destinationAccountId: tronWallet.id, amount: 1_000_000 });
    expect([byAccount.status, byAccount.body.network]).toEqual([200, "TRON"]);
    for (const [currency, net] of [
      ["USDC", "TRON"],
      ["USDT", "DOGECHAIN"],
    ]) {
      const r = await onNetwork(currency, net);
      expect([r.status, r.body.code]).toEqual([400, "INVALID_CURRENCY"]);
      expect(r.body.reason).toContain(Object.keys(networks[currency]).join(", "));
    }
    const unknownAccount = await p.post("/crypto/estimate-withdrawal-fee", {
      internalAccountId: "InternalAccount:00000000-0000-4000-8000-000000000000",
      destinationAddress: "0xabc",
      cryptoNetwork: "BASE",
      amount: 1,
    });
    expect([unknownAccount.status, unknownAccount.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
    expect((await p.post("/crypto/estimate-withdrawal-fee", { currency: "USDC", destinationAddress: "0xabc", network: "BITCOIN", amount: 1 })).body.code).toBe(
      "INVALID_CURRENCY",
    );
    expect((await p.post("/crypto/estimate-withdrawal-fee", { currency: "BTC", destinationAddress: "bc1q", amount: 200_000_000 })).body.code).toBe(
      "TRANSACTION_SIZE_LIMIT_EXCEEDED",
    );
    // An amount of 0 is taken, as on the live service: the estimate is the network fee alone; a negative amount is refused.
    const zero = await p.post("/crypto/estimate-withdrawal-fee", { currency: "USDC", destinationAccountId: w.id, amount: 0 });
    expect([zero.status, zero.body]).toMatchObject([
      200,
      { amount: 0, netAmount: 0, estimatedFee: 120_000, totalFee: 120_000, totalAmount: 120_000, network: "ARBITRUM" },
    ]);
    const negative = await p.post("/crypto/estimate-withdrawal-fee", { currency: "USDC", destinationAccountId: w.id, amount: -1 });
    expect([negative.status, negative.body.code, negative.body.details.errors[0].field]).toEqual([400, "INVALID_INPUT", "amount"]);
  });
});
