/** HTTP: issuing cards, provisioning, list/get, the PATCH state table, funding sources and card slots. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { account, customer, holder, issue, PROVISION_S, startEnv, type Env } from "./helpers.js";
import { cardRules } from "../../contract/rules/cards.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

describe("POST /cards", () => {
  test("answers PROCESSING at once, then ACTIVE with last4 and expiry on the platform clock, with a signed CARD.STATUS_CHANGE", async () => {
    const p = await env.platform();
    env.rx.verifyWith(p.webhookPublicKeyPem);
    const h = await holder(p);
    const r = await p.post("/cards", { customerId: h.customerId, form: "VIRTUAL", fundingSource: h.usd.id, platformCardId: "mine", maxSpendPerDay: 5000 });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      customerId: h.customerId,
      form: "VIRTUAL",
      fundingSource: h.usd.id,
      status: "PROCESSING",
      state: "PROCESSING",
      cardholderId: h.customerId,
      fundingSources: [h.usd.id],
      currency: "USD",
      maxSpendPerDay: 5000,
      authorizationDecision: "SERVICE",
    });
    expect(r.body.id).toMatch(/^Card:[0-9a-f-]{36}$/);
    expect(r.body.platformCardId).not.toBe("mine");
    expect(r.body.last4).toBeUndefined();
    await p.advanceClock(PROVISION_S);
    const g = await p.get(`/cards/${r.body.id}`);
    expect(g.body).toMatchObject({ status: "ACTIVE", last4: expect.stringMatching(/^[0-9]{4}$/) });
    const now = new Date(await p.now());
    expect(g.body.expYear).toBe(now.getUTCFullYear() + cardRules().expiryYears);
    await expect.poll(() => env.events((e) => e.type === "CARD.STATUS_CHANGE" && e.data.id === r.body.id).length).toBe(1);
    const ev = env.events((e) => e.type === "CARD.STATUS_CHANGE" && e.data.id === r.body.id)[0];
    expect(ev.data).toMatchObject({ status: "ACTIVE", last4: g.body.last4, expMonth: g.body.expMonth, expYear: g.body.expYear });
    const delivery = env.rx.deliveries.find((d) => d.body.id === ev.id)!;
    expect(delivery.signatureValid).toBe(true);
  });

  test("the live service's input names are accepted as aliases; conflicting values are refused", async () => {
    const p = await env.platform();
    const h = await holder(p);
    const r = await p.post("/cards", { cardholderId: h.customerId, form: "VIRTUAL", fundingSources: [h.usd.id], threeDSecurePassword: "x" });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ customerId: h.customerId, fundingSource: h.usd.id });
    const other = await customer(p);
    const bad = await p.post("/cards", { customerId: h.customerId, cardholderId: other, form: "VIRTUAL", fundingSource: h.usd.id });
    expect(bad.status).toBe(400);
    expect(bad.body.details.errors[0].field).toBe("cardholderId");
    const none = await p.post("/cards", { form: "VIRTUAL" });
    expect(none.status).toBe(400);
    expect(none.body.details.errors.map((e: any) => e.field).sort()).toEqual(["customerId", "fundingSource"]);
  });

  test("400 CARDHOLDER_KYC_NOT_APPROVED, FUNDING_SOURCE_INELIGIBLE (other's account, ineligible currency, suffix 002/003), INVALID_INPUT for PHYSICAL; an unknown account 400, an unknown customer 404", async () => {
    const p = await env.platform({ regulated: false });
    const pending = await customer(p, { fullName: "Jane Doe001" });
    const body = (customerId: string, fundingSource: string, extra = {}) => ({ customerId, form: "VIRTUAL", fundingSource, ...extra });
    const kyc = await p.post("/cards", body(pending, "InternalAccount:00000000-0000-4000-8000-000000000001"));
    expect([kyc.status, kyc.body.code]).toEqual([400, "CARDHOLDER_KYC_NOT_APPROVED"]);

    const q = await env.platform();
    const a = await holder(q);
    const b = await holder(q);
    const foreign = await q.post("/cards", body(a.customerId, b.usd.id));
    expect([foreign.status, foreign.body.code]).toEqual([400, "FUNDING_SOURCE_INELIGIBLE"]);
    const mxn = await account(q, a.customerId, "MXN");
    const cur = await q.post("/cards", body(a.customerId, mxn.id));
    expect([cur.status, cur.body.code]).toEqual([400, "FUNDING_SOURCE_INELIGIBLE"]);
    for (const sfx of Object.keys(cardRules().fundingSourceSuffixes)) {
      const r = await q.post("/cards", body(a.customerId, `InternalAccount:00000000-0000-4000-8000-000000000${sfx}`));
      expect([r.status, r.body.code, sfx]).toEqual([400, "FUNDING_SOURCE_INELIGIBLE", sfx]);
    }
    const unknown = await q.post("/cards", body(a.customerId, "InternalAccount:00000000-0000-4000-8000-000000000789"));
    // Live: an account that does not belong to the cardholder (one that does not exist included) is 400 FUNDING_SOURCE_INELIGIBLE.
    expect([unknown.status, unknown.body.code]).toEqual([400, "FUNDING_SOURCE_INELIGIBLE"]);
    const noCustomer = await q.post("/cards", body("Customer:00000000-0000-4000-8000-000000000789", a.usd.id));
    expect([noCustomer.status, noCustomer.body.code]).toEqual([404, "CUSTOMER_NOT_FOUND"]);
    const physical = await q.post("/cards", body(a.customerId, a.usd.id, { form: "PHYSICAL" }));
    expect([physical.status, physical.body.code]).toEqual([400, "INVALID_INPUT"]);
  });

  test("409 CARD_LIMIT_REACHED at the platform maximum and one per cardholder; closing frees the slot", async () => {
    const p = await env.platform({ cards: { maxLiveCards: 2 } } as any);
    const h = await holder(p);
    const c1 = await issue(p, h);
    await issue(p, h, {}, false);
    const third = await p.post("/cards", { customerId: h.customerId, form: "VIRTUAL", fundingSource: h.usd.id });
    expect([third.status, third.body.code]).toEqual([409, "CARD_LIMIT_REACHED"]);
    expect((await p.patch(`/cards/${c1.id}`, { status: "CLOSED" })).status).toBe(200);
    expect((await p.post("/cards", { customerId: h.customerId, form: "VIRTUAL", fundingSource: h.usd.id })).status).toBe(201);

    const q = await env.platform({ cards: { oneCardPerCardholder: true } } as any);
    const a = await holder(q);
    const b = await holder(q);
    const first = await issue(q, a);
    const second = await q.post("/cards", { customerId: a.customerId, form: "VIRTUAL", fundingSource: a.usd.id });
    expect([second.status, second.body.code]).toEqual([409, "CARD_LIMIT_REACHED"]);
    expect((await q.post("/cards", { customerId: b.customerId, form: "VIRTUAL", fundingSource: b.usd.id })).status).toBe(201);
    await q.patch(`/cards/${first.id}`, { status: "FROZEN" });
    await q.patch(`/cards/${first.id}`, { status: "CLOSED" });
    expect((await q.post("/cards", { customerId: a.customerId, form: "VIRTUAL", fundingSource: a.usd.id })).status).toBe(201);
  });

  test("maxSpendPerTransaction is refused on issuer-decides programs", async () => {
    const p = await env.platform({ cards: { authorizationDecision: "ISSUER" } } as any);
    const h = await holder(p);
    const r = await p.post("/cards", { customerId: h.customerId, form: "VIRTUAL", fundingSource: h.usd.id, maxSpendPerTransaction: 100 });
    expect([r.status, r.body.details?.errors?.[0]?.field]).toEqual([400, "maxSpendPerTransaction"]);
    const ok = await issue(p, h);
    expect(ok.authorizationDecision).toBe("ISSUER");
  });
});

describe("GET /cards", () => {
  test("filters by customerId, platformCardId and status; newest first; cursor paging", async () => {
    const p = await env.platform();
    const a = await holder(p);
    const b = await holder(p);
    const cards = [await issue(p, a), await issue(p, a), await issue(p, b)];
    await p.patch(`/cards/${cards[1].id}`, { status: "FROZEN" });
    const all = await p.get("/cards?limit=2");
    expect(all.status).toBe(200);
    expect(all.body.data.map((c: any) => c.id)).toEqual([cards[2].id, cards[1].id]);
    expect(all.body.hasMore).toBe(true);
    const next = await p.get(`/cards?limit=2&cursor=${encodeURIComponent(all.body.nextCursor)}`);
    expect(next.body.data.map((c: any) => c.id)).toEqual([cards[0].id]);
    expect((await p.get(`/cards?customerId=${a.customerId}`)).body.data.map((c: any) => c.id)).toEqual([cards[1].id, cards[0].id]);
    expect((await p.get(`/cards?status=FROZEN`)).body.data.map((c: any) => c.id)).toEqual([cards[1].id]);
    expect((await p.get(`/cards?platformCardId=${cards[2].platformCardId}`)).body.data.map((c: any) => c.id)).toEqual([cards[2].id]);
    // the live service's names: cardholderId, state, accountId (the funding account), sortOrder
    expect((await p.get(`/cards?cardholderId=${a.customerId}&sortOrder=asc`)).body.data.map((c: any) => c.id)).toEqual([cards[0].id, cards[1].id]);
    expect((await p.get(`/cards?state=FROZEN`)).body.data.map((c: any) => c.id)).toEqual([cards[1].id]);
    expect((await p.get(`/cards?accountId=${encodeURIComponent(cards[2].fundingSource)}`)).body.data.map((c: any) => c.id)).toEqual([cards[2].id]);
    const invalid = await p.get(`/cards?status=LOST`);
    expect([invalid.status, invalid.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(invalid.body.details.errors).toContainEqual(expect.objectContaining({ field: "status" }));
    expect((await p.get(`/cards/Card:00000000-0000-4000-8000-000000000000`)).body.code).toBe("NOT_FOUND");
  });
});

describe("PATCH /cards/{id}: the state table", () => {
  test("every (from, requested) pair answers as the table says", async () => {
    const p = await env.platform();
    const h = await holder(p);
    const r = cardRules();
    const statuses = ["ACTIVE", "FROZEN", "CLOSED"] as const;
    // Reach each from-status, then request each status.
    for (const from of ["PROCESSING", ...statuses] as const) {
      for (const to of statuses) {
        const card = await issue(p, h, {}, from !== "PROCESSING");
        if (from === "FROZEN" || from === "CLOSED")
          expect((await p.patch(`/cards/${card.id}`, { status: from === "CLOSED" ? "CLOSED" : "FROZEN" })).status).toBe(200);
        const res = await p.patch(`/cards/${card.id}`, { status: to });
        const expected =
          from === "CLOSED"
            ? to === "CLOSED"
              ? "CARD_ALREADY_CLOSED"
              : "CARD_NOT_MUTABLE"
            : r.transitions.some((t) => t.from === from && t.to === to)
              ? 200
              : "INVALID_STATE_TRANSITION";
        expect([from, to, res.status === 200 ? 200 : res.body.code]).toEqual([from, to, expected]);
        if (res.status === 200) expect(res.body.status).toBe(to);
        else expect(res.status).toBe(409);
      }
    }
  }, 20_000);

  test("state alias; funding source rebinding with the suffix rule; a closed card is not mutable; CARD.STATUS_CHANGE per change", async () => {
    const p = await env.platform();
    const h = await holder(p);
    const card = await issue(p, h);
    const frozen = await p.patch(`/cards/${card.id}`, { state: "FROZEN" });
    expect(frozen.body.status).toBe("FROZEN");
    for (const sfx of Object.keys(cardRules().fundingSourceSuffixes)) {
      const r = await p.patch(`/cards/${card.id}`, { fundingSource: `InternalAccount:00000000-0000-4000-8000-000000000${sfx}` });
      expect([r.status, r.body.code]).toEqual([400, "FUNDING_SOURCE_INELIGIBLE"]);
    }
    const eur = await account(p, h.customerId, "EUR");
    expect((await p.patch(`/cards/${card.id}`, { fundingSource: eur.id })).body.code).toBe("FUNDING_SOURCE_INELIGIBLE");
    const again = await p.patch(`/cards/${card.id}`, { fundingSources: [h.usd.id] });
    expect(again.status).toBe(200);
    await p.patch(`/cards/${card.id}`, { status: "CLOSED" });
    const closed = await p.patch(`/cards/${card.id}`, { fundingSource: h.usd.id });
    expect([closed.status, closed.body.code]).toEqual([409, "CARD_NOT_MUTABLE"]);
    await expect
      .poll(() => env.events((e) => e.type === "CARD.STATUS_CHANGE" && e.data.id === card.id).map((e) => e.data.status))
      .toEqual(["ACTIVE", "FROZEN", "CLOSED"]);
  });
});

describe("/_sim/cards/settings", () => {
  test("reads the defaults, changes some, keeps the others; the change applies to the next card", async () => {
    const p = await env.platform();
    const admin = (method: string, body?: unknown) => env.s.admin<any>(method, "/_sim/cards/settings", { body, headers: { authorization: p.auth } });
    expect((await admin("GET")).body).toEqual(cardRules().defaultSettings);
    const changed = await admin("PATCH", { maxLiveCards: 1 });
    expect(changed.body).toEqual({ ...cardRules().defaultSettings, maxLiveCards: 1 });
    expect((await admin("PATCH", { maxLiveCards: "x" })).status).toBe(400);
    expect((await admin("PATCH", {})).status).toBe(400);
    const h = await holder(p);
    await issue(p, h, {}, false);
    const second = await p.post("/cards", { customerId: h.customerId, form: "VIRTUAL", fundingSource: h.usd.id });
    expect([second.status, second.body.code]).toEqual([409, "CARD_LIMIT_REACHED"]);
    await admin("PATCH", { maxLiveCards: null });
    expect((await p.post("/cards", { customerId: h.customerId, form: "VIRTUAL", fundingSource: h.usd.id })).status).toBe(201);
  });
});
