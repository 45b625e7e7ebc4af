/**
 * Cards as a client written against the live documentation uses them: a close carries
 * nothing else and records CLOSED_BY_PLATFORM; replacing the funding sources sends
 * CARD.FUNDING_SOURCE_CHANGE; every source of `fundingSources` is checked (an unknown one is
 * 400 FUNDING_SOURCE_INELIGIBLE); every simulation from an authorization body follows the
 * descriptor suffix table; a transaction in the wrong state is a 400, never a 409; a return
 * reversal may name the refunded purchase; a card funded by an embedded wallet draws on it
 * only while it holds an ACTIVE delegated key.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { account, authorize, balance, cardReturn, clearing, customer, fund, holder, issue, startEnv, type Env } from "./helpers.js";
import { cardRules } from "../../contract/rules/cards.js";
import { noteDelegatedKey } from "../../simulator/areas/cards/service.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

const message = (p: Awaited<ReturnType<Env["platform"]>>, cardId: string, kind: string, amount: number, descriptor: string) =>
  p.post(`/sandbox/cards/${cardId}/simulate/${kind}`, { amount, currency: { code: "USD" }, merchant: { descriptor, mcc: "5812", country: "US" } });

describe("PATCH /cards/{id} as the live service documents it", () => {
  test("a close carrying fundingSources or maxSpendPerTransaction is 400 INVALID_INPUT and changes nothing; a close records CLOSED_BY_PLATFORM", async () => {
    const p = await env.platform();
    const h = await holder(p);
    const card = await issue(p, h);
    expect(card.stateReason).toBeNull();
    for (const extra of [{ fundingSources: [h.usd.id] }, { fundingSource: h.usd.id }, { maxSpendPerTransaction: 500 }, { maxSpendPerTransaction: null }]) {
      const r = await p.patch(`/cards/${card.id}`, { state: "CLOSED", ...extra });
      expect([r.status, r.body.code], JSON.stringify(extra)).toEqual([400, "INVALID_INPUT"]);
      expect(r.body.details.errors.map((e: any) => e.field)).toEqual(Object.keys(extra));
    }
    expect((await p.get(`/cards/${card.id}`)).body).toMatchObject({ state: "ACTIVE", stateReason: null });
    const closed = await p.patch(`/cards/${card.id}`, { state: "CLOSED" });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ state: "CLOSED", status: "CLOSED", stateReason: "CLOSED_BY_PLATFORM" });
    expect((await p.get(`/cards/${card.id}`)).body.stateReason).toBe("CLOSED_BY_PLATFORM");
    await expect
      .poll(() => env.events((e) => e.type === "CARD.STATUS_CHANGE" && e.data.id === card.id && e.data.stateReason === "CLOSED_BY_PLATFORM").length)
      .toBe(1);
  });

  test("replacing the funding sources sends CARD.FUNDING_SOURCE_CHANGE with the new binding; a freeze rides along", async () => {
    const p = await env.platform();
    const h = await holder(p);
    const card = await issue(p, h);
    const r = await p.patch(`/cards/${card.id}`, { state: "FROZEN", fundingSources: [h.usd.id] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ state: "FROZEN", fundingSources: [h.usd.id], fundingSource: h.usd.id });
    await expect.poll(() => env.events((e) => e.type === "CARD.FUNDING_SOURCE_CHANGE" && e.data.id === card.id).length).toBe(1);
    const ev = env.events((e) => e.type === "CARD.FUNDING_SOURCE_CHANGE" && e.data.id === card.id)[0];
    expect(ev.data).toMatchObject({ fundingSources: [h.usd.id], state: "FROZEN" });
    // A PATCH of the state alone sends no funding-source event.
    await p.patch(`/cards/${card.id}`, { state: "ACTIVE" });
    await expect.poll(() => env.events((e) => e.type === "CARD.STATUS_CHANGE" && e.data.id === card.id && e.data.state === "ACTIVE").length).toBe(2);
    expect(env.events((e) => e.type === "CARD.FUNDING_SOURCE_CHANGE" && e.data.id === card.id)).toHaveLength(1);
  });

  test("a new funding source that is not the cardholder's, does not exist or is in another currency: 400 FUNDING_SOURCE_INELIGIBLE, nothing changes", async () => {
    const p = await env.platform();
    const h = await holder(p);
    const other = await holder(p);
    const card = await issue(p, h);
    const eur = await account(p, h.customerId, "EUR");
    for (const list of [[other.usd.id], [h.usd.id, other.usd.id], ["InternalAccount:00000000-0000-4000-8000-000000000789"], [eur.id]]) {
      const r = await p.patch(`/cards/${card.id}`, { fundingSources: list });
      expect([r.status, r.body.code], JSON.stringify(list)).toEqual([400, "FUNDING_SOURCE_INELIGIBLE"]);
    }
    expect((await p.get(`/cards/${card.id}`)).body.fundingSources).toEqual([h.usd.id]);
    expect(env.events((e) => e.type === "CARD.FUNDING_SOURCE_CHANGE" && e.data.id === card.id)).toHaveLength(0);
  });
});

describe("the card's lifecycle around authorizations already made", () => {
  test("freezing and closing stop new authorizations only: earlier ones still clear; an empty PATCH is 400; an unknown card 404", async () => {
    const p = await env.platform();
    const h = await holder(p, 10_000);
    const card = await issue(p, h);
    const a = await authorize(p, card.id, 1_000);
    const b = await authorize(p, card.id, 2_000);
    expect((await p.patch(`/cards/${card.id}`, {})).status).toBe(400);
    await p.patch(`/cards/${card.id}`, { state: "FROZEN" });
    expect((await authorize(p, card.id, 100)).body.status).toBe("DECLINED");
    expect((await clearing(p, card.id, a.body.id, 1_000)).body.status).toBe("SETTLED");
    await p.patch(`/cards/${card.id}`, { state: "CLOSED" });
    expect((await clearing(p, card.id, b.body.id, 2_000)).body.status).toBe("SETTLED");
    expect(await balance(p, h.usd.id)).toEqual({ available: 7_000, total: 7_000 });
    expect((await p.get("/cards/Card:00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("POST /cards with the live fundingSources", () => {
  test("every source is checked: another customer's, an unknown one, or one in another currency refuses the card (400 FUNDING_SOURCE_INELIGIBLE)", async () => {
    const p = await env.platform();
    const h = await holder(p);
    const other = await holder(p);
    const eur = await account(p, h.customerId, "EUR");
    const body = (fundingSources: string[]) => ({ cardholderId: h.customerId, form: "VIRTUAL", fundingSources });
    for (const list of [
      [h.usd.id, other.usd.id],
      [h.usd.id, "InternalAccount:00000000-0000-4000-8000-000000000789"],
      [h.usd.id, eur.id],
    ]) {
      const r = await p.post("/cards", body(list));
      expect([r.status, r.body.code], JSON.stringify(list)).toEqual([400, "FUNDING_SOURCE_INELIGIBLE"]);
    }
    expect((await p.get(`/cards?cardholderId=${encodeURIComponent(h.customerId)}`)).body.data).toHaveLength(0);
    const dup = await p.post("/cards", body([h.usd.id, h.usd.id]));
    expect([dup.status, dup.body.code]).toEqual([400, "INVALID_INPUT"]);
    const mismatch = await p.post("/cards", { ...body([h.usd.id]), fundingSource: eur.id });
    expect([mismatch.status, mismatch.body.code]).toEqual([400, "INVALID_INPUT"]);
    const ok = await p.post("/cards", body([h.usd.id]));
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ fundingSources: [h.usd.id], fundingSource: h.usd.id, currency: "USD", stateReason: null });
    const byAccount = await p.get(`/cards?accountId=${encodeURIComponent(h.usd.id)}`);
    expect(byAccount.body.data.map((c: any) => c.id)).toEqual([ok.body.id]);
    const later = await p.post("/cards", body([h.usd.id]));
    const asc = await p.get(`/cards?cardholderId=${encodeURIComponent(h.customerId)}&sortOrder=asc`);
    expect(asc.body.data.map((c: any) => c.id)).toEqual([ok.body.id, later.body.id]);
    const desc = await p.get(`/cards?cardholderId=${encodeURIComponent(h.customerId)}`);
    expect(desc.body.data.map((c: any) => c.id)).toEqual([later.body.id, ok.body.id]);
  });
});

describe("the sandbox simulations as the live service documents them", () => {
  test("every simulation from an authorization body follows the descriptor suffix table (credits too)", async () => {
    const p = await env.platform();
    const h = await holder(p, 10_000);
    const card = await issue(p, h);
    const r = cardRules();
    const sfx = (outcome: string, reason?: string) =>
      Object.entries(r.descriptorSuffixes).find(([, o]) => o.outcome === outcome && (reason === undefined || o.declinedReason === reason))![0];
    for (const kind of ["credit_authorization", "credit_authorization_advice", "financial_credit_authorization"]) {
      const short = await message(p, card.id, kind, 700, `ACME ${sfx("DECLINED", "INSUFFICIENT_FUNDS")}`);
      expect(short.body, kind).toMatchObject({ type: "CREDIT", status: "DECLINED", cardDeclinedReason: "INSUFFICIENT_FUNDS" });
      const paused = await message(p, card.id, kind, 700, `ACME ${sfx("DECLINED", "CARD_NOT_ACTIVE")}`);
      expect(paused.body, kind).toMatchObject({ status: "DECLINED", cardDeclinedReason: "CARD_NOT_ACTIVE" });
      const failed = await message(p, card.id, kind, 700, `ACME ${sfx("EXCEPTION")}`);
      expect(failed.body, kind).toMatchObject({ status: "EXCEPTION" });
    }
    expect(await balance(p, h.usd.id)).toEqual({ available: 10_000, total: 10_000 });
    // A delayed credit: PENDING, then CONFIRMED, then cleared as a credit.
    const delayed = await message(p, card.id, "credit_authorization", 700, `ACME ${sfx("PENDING")}`);
    expect(delayed.body).toMatchObject({ type: "CREDIT", status: "PENDING" });
    await p.advanceClock(Math.ceil(r.descriptorSuffixes[sfx("PENDING")].confirmAfterMs! / 1000) + 1);
    expect((await p.get(`/card-transactions/${delayed.body.id}`)).body.status).toBe("CONFIRMED");
    const cleared = await clearing(p, card.id, delayed.body.id, 700);
    expect(cleared.body).toMatchObject({ status: "SETTLED", settledAmount: { amount: 700 } });
    // A single-message credit with the delayed suffix settles at once.
    const single = await message(p, card.id, "financial_credit_authorization", 300, `ACME ${sfx("PENDING")}`);
    expect(single.body).toMatchObject({ status: "SETTLED" });
    expect(await balance(p, h.usd.id)).toEqual({ available: 11_000, total: 11_000 });
  });

  test("a card transaction in the wrong state is 400 INVALID_INPUT on cardTransactionId (no 409); a reversal may name the refunded purchase", async () => {
    const p = await env.platform();
    const h = await holder(p, 10_000);
    const card = await issue(p, h);
    const a = await authorize(p, card.id, 3_000);
    const early = await cardReturn(p, card.id, a.body.id, 100);
    expect([early.status, early.body.code, early.body.details.errors[0].field]).toEqual([400, "INVALID_INPUT", "cardTransactionId"]);
    await clearing(p, card.id, a.body.id, 3_000);
    for (const [kind, body] of [
      ["clearing", { cardTransactionId: a.body.id, amount: 10 }],
      ["authorization_advice", { cardTransactionId: a.body.id, amount: 10 }],
      ["return_reversal", { cardTransactionId: a.body.id }],
    ] as const) {
      const r = await p.post(`/sandbox/cards/${card.id}/simulate/${kind}`, body);
      expect([r.status, r.body.code], kind).toEqual([400, "INVALID_INPUT"]);
    }
    await cardReturn(p, card.id, a.body.id, 1_000);
    const second = await cardReturn(p, card.id, a.body.id, 500);
    expect(await balance(p, h.usd.id)).toEqual({ available: 8_500, total: 8_500 });
    // Named by the purchase (the live body names the REFUNDED transaction): its latest settled return is reversed.
    const rev = await p.post(`/sandbox/cards/${card.id}/simulate/return_reversal`, { cardTransactionId: a.body.id });
    expect(rev.status, JSON.stringify(rev.body)).toBe(202);
    expect(rev.body).toMatchObject({ id: second.body.id, status: "VOIDED" });
    expect(await balance(p, h.usd.id)).toEqual({ available: 8_000, total: 8_000 });
  });
});

describe("a card funded by an embedded wallet", () => {
  test("declines DELEGATED_KEY_REQUIRED until the card holds an ACTIVE delegated key for the wallet; then draws on it", async () => {
    const p = await env.platform();
    const customerId = await customer(p, { email: `wallet-${Date.now()}@example.com` });
    const h = { customerId, usd: await account(p, customerId, "USD") };
    await fund(p, h.usd.id, 5_000);
    // Registering a wallet credential on the account makes it an embedded wallet.
    const reg = await p.post("/auth/credentials", { type: "EMAIL_OTP", accountId: h.usd.id });
    expect(reg.status, JSON.stringify(reg.body)).toBeLessThan(300);
    expect((await p.get(`/internal-accounts/${h.usd.id}`)).body.type).toBe("EMBEDDED_WALLET");
    const card = await issue(p, h);
    const refused = await authorize(p, card.id, 1_000);
    expect(refused.body).toMatchObject({ status: "DECLINED", cardDeclinedReason: cardRules().unusableDecline });
    expect(await balance(p, h.usd.id)).toEqual({ available: 5_000, total: 5_000 });
    // The embedded-wallet area notes the card's ACTIVE key (POST /auth/delegated-keys), then its revocation.
    const store = env.s.sim.platforms.get(p.platformId)!.store;
    expect(noteDelegatedKey(store, card.id, h.usd.id, "DelegatedKey:1")).toBe(true);
    const ok = await authorize(p, card.id, 1_000);
    expect(ok.body).toMatchObject({ status: "AUTHORIZED", accountId: h.usd.id });
    expect(await balance(p, h.usd.id)).toEqual({ available: 4_000, total: 5_000 });
    noteDelegatedKey(store, card.id, h.usd.id, undefined);
    expect((await authorize(p, card.id, 1_000)).body.cardDeclinedReason).toBe(cardRules().unusableDecline);
    expect(noteDelegatedKey(store, "Card:00000000-0000-4000-8000-000000000000", h.usd.id, "DelegatedKey:1")).toBe(false);
  });
});
