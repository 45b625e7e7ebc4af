/**
 * Money movement as a client written against the live documentation meets it, where no
 * other test shows it: an unknown quote is 404; a real-time-funded quote without a customer
 * is made on the platform's behalf (listed under the platform's id); a quote's
 * Idempotency-Key replays the first answer and pays once; `platformFeeOverride` replaces the
 * platform's fee, USD sources only; moving money needs TRANSACT; a quote awaiting SCA is not
 * executed again (409); the receiver lookups answer `lookupId`, estimated rates and bounds;
 * a transfer-in replays its Idempotency-Key and an ACH pull is cancelled before it settles;
 * card transactions are listed (type CARD) and read by id; the transaction decisions answer
 * 404 for an unknown transaction and 409 outside their state; the list's page bound;
 * exchange rates by source alone, with the 10000 default amount and fees that follow the
 * amount; internal accounts by type and page bound, the platform's funded in sandbox (INTERNAL_ACCOUNT.BALANCE_UPDATED sent);
 * the wallet operations' 404 and the export's key bound into the payload; `/sandbox/send`
 * with another amount fails the payment (FUNDING_AMOUNT_MISMATCH); an UMA payment received
 * by customer id; a failed test webhook.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { account, balance, customer, fund, quote, settle, startEnv, usdExternal, type Env } from "../money/helpers.js";
import { emailOtpSession, newClientKey, stamp, walletOwner } from "../wallet-auth/helpers.js";
import { authorize, clearing, issue } from "../cards/helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

const NO_TX = "Transaction:00000000-0000-4000-8000-000000000000";
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
const rtQuote = (p: Awaited<ReturnType<Env["platform"]>>, dest: string, source: Record<string, unknown>) =>
  p.post("/quotes", {
    source: { sourceType: "REALTIME_FUNDING", currency: "USD", ...source },
    destination: { destinationType: "ACCOUNT", accountId: dest },
    lockedCurrencySide: "SENDING",
    lockedCurrencyAmount: 1_000,
  });

describe("quotes", () => {
  test("an unknown quote is 404 QUOTE_NOT_FOUND; a real-time-funded quote without customerId is the platform's own", async () => {
    const p = await env.platform();
    const missing = await p.get("/quotes/Quote:00000000-0000-4000-8000-000000000000");
    expect([missing.status, missing.body.code]).toEqual([404, "QUOTE_NOT_FOUND"]);
    const cid = await customer(p);
    const dest = await usdExternal(p, cid);
    const own = await rtQuote(p, dest, {});
    expect(own.status).toBe(201);
    expect(own.body.source.customerId).toBeUndefined();
    expect(own.body.paymentInstructions.length).toBeGreaterThan(0);
    const platformId = (await p.get("/config")).body.id;
    const mine = await p.get(`/transactions?customerId=${encodeURIComponent(platformId)}`);
    expect(mine.body.data.map((t: any) => t.id)).toEqual([own.body.transactionId]);
    const theirs = await rtQuote(p, dest, { customerId: cid });
    expect((await p.get(`/transactions?customerId=${encodeURIComponent(cid)}`)).body.data.map((t: any) => t.id)).toEqual([theirs.body.transactionId]);
  });

  test("platformFeeOverride replaces the platform's fee (fixed + bps of the sending amount); a non-USD source is refused", async () => {
    const p = await env.platform();
    const cid = await customer(p);
    const usd = await account(p, cid);
    const dest = await usdExternal(p, cid);
    const plain = (await quote(p, usd.id, dest, 10_000)).body;
    const over = await quote(p, usd.id, dest, 10_000, {
      platformFeeOverride: { platformFixedFee: { amount: 100, currency: "USD" }, platformVariableFeeBps: 100 },
    });
    expect(over.status).toBe(201);
    expect(over.body.platformFeesIncluded).toBe(200);
    expect(over.body.feesIncluded - over.body.platformFeesIncluded).toBe(plain.feesIncluded - plain.platformFeesIncluded);
    const eur = await account(p, cid, "EUR");
    const refused = await quote(p, eur.id, dest, 10_000, {
      platformFeeOverride: { platformFixedFee: { amount: 100, currency: "EUR" }, platformVariableFeeBps: 0 },
    });
    expect([refused.status, refused.body.code]).toEqual([400, "INVALID_INPUT"]);
  });

  test("POST /quotes with an Idempotency-Key replays the first answer and creates nothing; immediatelyExecute pays once; another body is 409", async () => {
    const p = await env.platform();
    const cid = await customer(p);
    const usd = await account(p, cid);
    await fund(p, usd.id, 10_000);
    const dest = await usdExternal(p, cid);
    const body = {
      source: { sourceType: "ACCOUNT", accountId: usd.id },
      destination: { destinationType: "ACCOUNT", accountId: dest },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 1_000,
    };
    const first = await p.post("/quotes", body, { "idempotency-key": "quote-1" });
    const again = await p.post("/quotes", body, { "idempotency-key": "quote-1" });
    expect(first.status).toBe(201);
    expect([again.status, again.body]).toEqual([201, first.body]);
    const paid = { ...body, immediatelyExecute: true };
    const run = await p.post("/quotes", paid, { "idempotency-key": "quote-2" });
    const rerun = await p.post("/quotes", paid, { "idempotency-key": "quote-2" });
    expect(run.status).toBe(201);
    expect([rerun.status, rerun.body]).toEqual([201, run.body]);
    await p.advanceClock(60);
    expect(await balance(p, usd.id)).toEqual({ available: 10_000 - run.body.totalSendingAmount, total: 10_000 - run.body.totalSendingAmount });
    const txs = (await p.get(`/transactions?customerId=${encodeURIComponent(cid)}`)).body.data;
    expect(txs.map((t: any) => t.id).sort()).toEqual([first.body.transactionId, run.body.transactionId].sort());
    const other = await p.post("/quotes", { ...body, lockedCurrencyAmount: 2_000 }, { "idempotency-key": "quote-1" });
    expect([other.status, other.body.code]).toEqual([409, "CONFLICT"]);
  });

  test("a token with VIEW alone cannot execute a quote or transfer out (403); TRANSACT is needed", async () => {
    const p = await env.platform();
    const cid = await customer(p);
    const usd = await account(p, cid);
    await fund(p, usd.id, 10_000);
    const dest = await usdExternal(p, cid);
    const q = await quote(p, usd.id, dest, 1_000);
    const view = (await p.post("/tokens", { name: "viewer", permissions: ["VIEW"] })).body;
    const as = (path: string, body?: unknown) => env.s.request("POST", path, { body, headers: { authorization: basic(view.clientId, view.clientSecret) } });
    for (const r of [
      await as(`/quotes/${q.body.id}/execute`),
      await as("/transfer-out", { source: { accountId: usd.id }, destination: { accountId: dest }, amount: 5 }),
    ]) {
      expect([r.status, r.body.code]).toEqual([403, "FORBIDDEN"]);
      expect(r.body.reason).toContain("TRANSACT");
    }
    expect(await balance(p, usd.id)).toEqual({ available: 10_000, total: 10_000 });
  });

  test("a quote awaiting SCA is not executed a second time: 409", async () => {
    const p = await env.platform({ scaRequired: true });
    const cid = await customer(p, { phoneNumber: "+447700900123" });
    const usd = await account(p, cid);
    await fund(p, usd.id, 10_000);
    const q = await quote(p, usd.id, await usdExternal(p, cid), 1_000);
    expect((await p.post(`/quotes/${q.body.id}/execute`)).body.status).toBe("PENDING_AUTHORIZATION");
    const again = await p.post(`/quotes/${q.body.id}/execute`);
    expect([again.status, again.body.code]).toEqual([409, "CONFLICT"]);
    expect((await balance(p, usd.id)).available).toBe(9_000);
  });

  test("receiver lookups answer a lookupId, the currencies with an estimated rate, min and max; an unknown external account is 404", async () => {
    const p = await env.platform();
    const cid = await customer(p);
    const uma = await p.get(`/receiver/uma/${encodeURIComponent("$success.eur@uma.sandbox.example")}?customerId=${encodeURIComponent(cid)}`);
    expect(uma.status).toBe(200);
    expect(uma.body.lookupId).toMatch(/^Lookup:/);
    expect(uma.body.receiverUmaAddress).toBe("$success.eur@uma.sandbox.example");
    expect(uma.body.supportedCurrencies[0]).toMatchObject({ currency: { code: "EUR" }, min: 100, max: 1_000_000, estimatedExchangeRate: expect.any(Number) });
    expect(uma.body.requiredPayerDataFields).toContainEqual({ name: "FULL_NAME", mandatory: true });
    const dest = await usdExternal(p, cid);
    const ext = await p.get(`/receiver/external-account/${dest}`);
    expect(ext.body).toMatchObject({ accountId: dest, lookupId: expect.stringMatching(/^Lookup:/) });
    expect(ext.body.requiredPayerDataFields).toEqual(ext.body.requiredPayerData);
    expect(Array.isArray(ext.body.requiredPayerDataFields)).toBe(true);
    expect(ext.body.supportedCurrencies).toEqual([expect.objectContaining({ currency: expect.objectContaining({ code: "USD" }), min: 100, max: 5_000_000 })]);
    const none = await p.get("/receiver/external-account/ExternalAccount:00000000-0000-4000-8000-000000000000");
    expect([none.status, none.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
  });
});

describe("transfers and transactions", () => {
  test("transfer-in: an Idempotency-Key replays; an unknown account is 404; the ACH pull is cancelled (with a reason) before it settles", async () => {
    const p = await env.platform();
    const cid = await customer(p);
    const usd = await account(p, cid);
    const ext = await usdExternal(p, cid);
    const body = { source: { accountId: ext }, destination: { accountId: usd.id }, amount: 500 };
    const first = await p.post("/transfer-in", body, { "idempotency-key": "pull-1" });
    const replay = await p.post("/transfer-in", body, { "idempotency-key": "pull-1" });
    expect([first.status, replay.status, replay.body.id]).toEqual([201, 201, first.body.id]);
    expect(first.body).toMatchObject({ type: "INCOMING", status: "PROCESSING", paymentRail: "ACH" });
    expect(first.body.reconciliationInstructions).toEqual({ reference: expect.any(String) });
    const unknown = await p.post("/transfer-in", { ...body, source: { accountId: "ExternalAccount:00000000-0000-4000-8000-000000000000" } });
    expect([unknown.status, unknown.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
    const c = await p.post(`/transactions/${first.body.id}/cancel`, { reason: "sent by mistake" });
    expect([c.status, c.body.status, c.body.failureReason]).toEqual([200, "FAILED", "CANCELLED_BY_PLATFORM"]);
    await p.advanceClock(3_600);
    expect(await balance(p, usd.id)).toEqual({ available: 0, total: 0 });
  });

  test("card transactions are listed (type CARD) and read by id; their id feeds the clearing simulation; pages walk both kinds once", async () => {
    const p = await env.platform();
    const h = { customerId: await customer(p), usd: undefined as any };
    h.usd = await account(p, h.customerId);
    await fund(p, h.usd.id, 10_000);
    const card = await issue(p, h);
    const auth = await authorize(p, card.id, 1_200);
    expect(auth.status).toBeLessThan(300);
    const q = `customerId=${encodeURIComponent(h.customerId)}`;
    const all = (await p.get(`/transactions?${q}`)).body;
    const listed = all.data.find((t: any) => t.type === "CARD");
    expect(listed).toMatchObject({ id: auth.body.id, type: "CARD", direction: "DEBIT", status: "AUTHORIZED", cardId: card.id, accountId: h.usd.id });
    expect(listed.authorizedAmount.amount).toBe(1_200);
    expect((await p.get(`/transactions?${q}&type=CARD`)).body.data.map((t: any) => t.id)).toEqual([auth.body.id]);
    expect((await p.get(`/transactions?${q}&type=INCOMING`)).body.data.every((t: any) => t.type === "INCOMING")).toBe(true);
    const one = await p.get(`/transactions/${encodeURIComponent(listed.id)}`);
    expect([one.status, one.body.type, one.body.merchant.descriptor]).toEqual([200, "CARD", "BLUE BOTTLE SF 001"]);
    expect((await clearing(p, card.id, listed.id, 1_200)).status).toBeLessThan(300);
    expect((await p.get(`/transactions/${encodeURIComponent(listed.id)}`)).body.status).toBe("SETTLED");
    await quote(p, h.usd.id, await usdExternal(p, h.customerId), 500);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = (await p.get(`/transactions?${q}&limit=1&sortOrder=asc${cursor ? `&cursor=${cursor}` : ""}`)).body;
      seen.push(...page.data.map((t: any) => t.id));
      cursor = page.nextCursor;
    } while (cursor);
    const full = (await p.get(`/transactions?${q}&sortOrder=asc`)).body;
    expect(seen).toEqual(full.data.map((t: any) => t.id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(full.totalCount).toBe(seen.length);
    expect(seen).toContain(listed.id);
  });

  test("decisions on an unknown transaction are 404; reject outside its state 409; confirm with a bad time 400; pages of 20 by default, above 100 is 400", async () => {
    const p = await env.platform();
    for (const op of ["approve", "reject", "cancel", "confirm"]) {
      const r = await p.post(`/transactions/${NO_TX}/${op}`, {});
      expect([r.status, r.body.code], op).toEqual([404, "TRANSACTION_NOT_FOUND"]);
    }
    const cid = await customer(p);
    const usd = await account(p, cid);
    const ext = await usdExternal(p, cid);
    const pull = await p.post("/transfer-in", { source: { accountId: ext }, destination: { accountId: usd.id }, amount: 500 });
    const rej = await p.post(`/transactions/${pull.body.id}/reject`, { reason: "not screened" });
    expect([rej.status, rej.body.code]).toEqual([409, "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL"]);
    const bad = await p.post(`/transactions/${pull.body.id}/confirm`, { receiptDeliveryConfirmedAt: "yesterday" });
    expect([bad.status, bad.body.code]).toEqual([400, "INVALID_INPUT"]);
    const page = await p.get("/transactions?limit=101");
    expect([page.status, page.body.code]).toEqual([400, "INVALID_INPUT"]);
    for (let i = 0; i < 20; i++) await p.post("/transfer-in", { source: { accountId: ext }, destination: { accountId: usd.id }, amount: 100 + i });
    const dflt = await p.get("/transactions");
    expect([dflt.body.data.length, dflt.body.hasMore]).toEqual([20, true]);
  });
});

describe("exchange rates", () => {
  test("a source alone lists its corridors; the amount defaults to 10000; fees follow the amount; each rate carries its bounds and rail", async () => {
    const p = await env.platform();
    const all = await p.get("/exchange-rates?sourceCurrency=USD");
    const codes = all.body.data.map((r: any) => r.destinationCurrency.code);
    expect(codes.length).toBeGreaterThan(1);
    expect(codes).not.toContain("USD");
    expect(all.body.data.every((r: any) => r.sourceCurrency.code === "USD")).toBe(true);
    const dflt = (await p.get("/exchange-rates?sourceCurrency=USD&destinationCurrency=EUR")).body.data[0];
    expect(dflt).toMatchObject({
      sendingAmount: 10_000,
      minSendingAmount: expect.any(Number),
      maxSendingAmount: expect.any(Number),
      destinationPaymentRail: "SEPA",
      fees: { fixed: expect.any(Number), total: expect.any(Number) },
      updatedAt: expect.any(String),
    });
    expect(dflt.minSendingAmount).toBeLessThan(dflt.maxSendingAmount);
    const big = (await p.get("/exchange-rates?sourceCurrency=USD&destinationCurrency=EUR&sendingAmount=1000000")).body.data[0];
    expect(big.sendingAmount).toBe(1_000_000);
    expect(big.fees.total).toBeGreaterThan(dflt.fees.total);
    expect(big.receivingAmount).toBeGreaterThan(dflt.receivingAmount);
  });
});

describe("internal accounts", () => {
  test("type filters the platform's accounts; a page above 100 is 400; a platform account is funded in sandbox", async () => {
    const p = await env.platform();
    const fiat = (await p.get("/platform/internal-accounts?type=INTERNAL_FIAT")).body.data;
    expect(fiat.length).toBeGreaterThan(0);
    expect(fiat.every((a: any) => a.type === "INTERNAL_FIAT" && a.customerId === undefined)).toBe(true);
    expect((await p.get("/platform/internal-accounts?type=INTERNAL_CRYPTO")).body.data).toEqual([]);
    const page = await p.get("/customers/internal-accounts?limit=101");
    expect([page.status, page.body.code]).toEqual([400, "INVALID_INPUT"]);
    const usd = fiat.find((a: any) => a.currency === "USD");
    const funded = await p.post(`/sandbox/internal-accounts/${usd.id}/fund`, { amount: 300 });
    expect([funded.status, funded.body.balance.amount, funded.body.totalBalance.amount]).toEqual([200, 300, 300]);
  });

  test("sandbox funding sends INTERNAL_ACCOUNT.BALANCE_UPDATED with the account and its new balance", async () => {
    const p = await env.platform();
    const cid = await customer(p);
    const usd = await account(p, cid);
    await fund(p, usd.id, 3_000);
    await fund(p, usd.id, 2_000);
    await settle(150);
    const sent = env.events((b) => b.type === "INTERNAL_ACCOUNT.BALANCE_UPDATED" && b.data.id === usd.id);
    expect(sent.map((b) => b.data.balance.amount)).toEqual([3_000, 5_000]);
    expect(sent[1].data).toMatchObject({ id: usd.id, customerId: cid, currency: "USD", totalBalance: { amount: 5_000 } });
  });

  test("update and export of an unknown account are 404; the export's retry must carry the key bound into the payload (401)", async () => {
    const p = await env.platform();
    const unknown = "InternalAccount:00000000-0000-4000-8000-000000000000";
    const u = await p.patch(`/internal-accounts/${unknown}`, { privateEnabled: true });
    const e = await p.post(`/internal-accounts/${unknown}/export`, { clientPublicKey: newClientKey().publicKeyUncompressed });
    expect([u.status, u.body.code, e.status, e.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND", 404, "ACCOUNT_NOT_FOUND"]);
    const w = await walletOwner(p);
    const s = await emailOtpSession(p, w.accountId);
    const bound = newClientKey().publicKeyUncompressed;
    const first = await p.post(`/internal-accounts/${w.accountId}/export`, { clientPublicKey: bound });
    expect(first.status).toBe(202);
    const h = { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, s.key), "Request-Id": first.body.requestId };
    const other = await p.post(`/internal-accounts/${w.accountId}/export`, { clientPublicKey: newClientKey().publicKeyUncompressed }, h);
    expect([other.status, other.body.code]).toEqual([401, "WALLET_SIGNATURE_BODY_MISMATCH"]);
    const ok = await p.post(`/internal-accounts/${w.accountId}/export`, { clientPublicKey: bound }, h);
    expect([ok.status, ok.body.id]).toEqual([200, w.accountId]);
  });
});

describe("sandbox", () => {
  test("/sandbox/send: an unknown quote is 404; another amount than the quote's fails the payment (FUNDING_AMOUNT_MISMATCH)", async () => {
    const p = await env.platform();
    const none = await p.post("/sandbox/send", { quoteId: "Quote:00000000-0000-4000-8000-000000000000", currencyCode: "USD" });
    expect([none.status, none.body.code]).toEqual([404, "QUOTE_NOT_FOUND"]);
    const cid = await customer(p);
    const dest = await usdExternal(p, cid);
    const q = await rtQuote(p, dest, { customerId: cid });
    const short = await p.post("/sandbox/send", { quoteId: q.body.id, currencyCode: "USD", currencyAmount: 999 });
    expect(short.status).toBe(200);
    expect(short.body).toMatchObject({ id: q.body.transactionId, status: "FAILED", failureReason: "FUNDING_AMOUNT_MISMATCH" });
    expect((await p.get(`/quotes/${q.body.id}`)).body.status).toBe("FAILED");
    const whole = await rtQuote(p, dest, { customerId: cid });
    const paid = await p.post("/sandbox/send", { quoteId: whole.body.id, currencyCode: "USD" });
    expect([paid.status, paid.body.status, paid.body.failureReason]).toEqual([200, "PROCESSING", undefined]);
  });

  test("/sandbox/uma/receive names the receiver by customerId; /sandbox/webhooks/test with a failing endpoint is 400", async () => {
    const p = await env.platform();
    const cid = await customer(p);
    const usd = await account(p, cid);
    const r = await p.post("/sandbox/uma/receive", {
      senderUmaAddress: "$carol@wallet.example.org",
      customerId: cid,
      receivingCurrencyCode: "USD",
      receivingCurrencyAmount: 5_000,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ type: "INCOMING", customerId: cid, receivedAmount: { amount: 5_000 }, destination: { accountId: usd.id } });
    const q = await env.s.createPlatform({ regulated: true });
    await q.setWebhookEndpoint("http://127.0.0.1:1/unreachable");
    const t = await q.post("/sandbox/webhooks/test");
    expect([t.status, t.body.code]).toEqual([400, "WEBHOOK_DELIVERY_ERROR"]);
  });
});
