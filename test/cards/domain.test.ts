/** Pure card rules: the state table, limits on UTC days, money of clearing/refunds, test PANs and reveal tokens. */
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { cardRules } from "../../contract/rules/cards.js";
import { issueCard, provisionCard, transitionRefusal, fundingRefusal } from "../../simulator/areas/cards/domain/card.js";
import { authorize, clear, refund } from "../../simulator/areas/cards/domain/transactions.js";
import { luhnValid, testCardNumbers } from "../../simulator/areas/cards/domain/pan.js";
import { signReveal, verifyReveal } from "../../simulator/areas/cards/domain/reveal.js";
import { renderCard } from "../../simulator/areas/cards/domain/render.js";
import { applyLegs, checkLegs, type Balances } from "../../simulator/areas/money/domain/ledger.js";
import type { CardRecord } from "../../simulator/areas/cards/domain/types.js";

const T0 = new Date("2026-03-01T23:00:00Z");
const SETTINGS = cardRules().defaultSettings;
const ACCOUNT = "InternalAccount:11111111-1111-4111-8111-111111111111";

function activeCard(limits: Partial<Pick<CardRecord, "maxSpendPerTransaction" | "maxSpendPerDay" | "maxTransactionsPerDay">> = {}): CardRecord {
  const c = issueCard({ id: "Card:1", platformCardId: "pc_1", customerId: "Customer:1", fundingSources: [ACCOUNT], currency: "USD", ...limits }, SETTINGS, T0);
  return provisionCard(c, testCardNumbers("123456789012").pan, T0)!;
}

describe("state table", () => {
  test("every (from, to) pair: allowed exactly when the table lists it; closed cards answer the two closed codes", () => {
    const statuses = ["PENDING_KYC", "PROCESSING", "ACTIVE", "FROZEN", "CLOSED"] as const;
    const r = cardRules();
    for (const from of statuses)
      for (const to of ["ACTIVE", "FROZEN", "CLOSED"] as const) {
        const refusal = transitionRefusal({ ...activeCard(), status: from }, to);
        const listed = r.transitions.some((t) => t.from === from && t.to === to);
        if (from === "CLOSED") expect(refusal?.code).toBe(to === "CLOSED" ? "CARD_ALREADY_CLOSED" : "CARD_NOT_MUTABLE");
        else expect(refusal?.code, `${from} -> ${to}`).toBe(listed ? undefined : "INVALID_STATE_TRANSITION");
      }
  });

  test("funding source: suffix rule before existence; ownership and currency", () => {
    const acc = { id: ACCOUNT, customerId: "Customer:1", currency: "USD", status: "ACTIVE" };
    for (const sfx of Object.keys(cardRules().fundingSourceSuffixes))
      expect(fundingRefusal(`InternalAccount:x${sfx}`, undefined, "Customer:1")?.code).toBe("FUNDING_SOURCE_INELIGIBLE");
    // An account that does not exist is not the cardholder's either (live: 400 FUNDING_SOURCE_INELIGIBLE).
    expect(fundingRefusal("InternalAccount:x789", undefined, "Customer:1")).toMatchObject({ status: 400, code: "FUNDING_SOURCE_INELIGIBLE" });
    expect(fundingRefusal(ACCOUNT, acc, "Customer:2")?.code).toBe("FUNDING_SOURCE_INELIGIBLE");
    expect(fundingRefusal(ACCOUNT, { ...acc, currency: "MXN" }, "Customer:1")?.code).toBe("FUNDING_SOURCE_INELIGIBLE");
    expect(fundingRefusal(ACCOUNT, acc, "Customer:1")).toBeUndefined();
  });

  test("the Card resource never carries the PAN or CVV", () => {
    const { pan, cvv } = testCardNumbers("123456789012");
    const shown = JSON.stringify(renderCard({ ...activeCard(), ...({ pan, cvv } as object) } as CardRecord));
    expect(shown).not.toContain(pan);
    expect(shown).not.toContain(`"cvv"`);
  });
});

describe("limits (property)", () => {
  // Rule: maxSpendPerDay and maxTransactionsPerDay bound the approved authorizations of each
  // UTC day (refunds and voids give nothing back); exactly maxSpendPerTransaction is allowed.
  test("approved spend and count per UTC day never exceed the limits; the per-transaction limit is inclusive", () => {
    fc.assert(
      fc.property(
        fc.record({ perTx: fc.integer({ min: 1, max: 500 }), perDay: fc.integer({ min: 1, max: 2_000 }), count: fc.integer({ min: 1, max: 5 }) }),
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 600 }), hours: fc.integer({ min: 0, max: 9 }) }), { maxLength: 30 }),
        (l, steps) => {
          let card = activeCard({ maxSpendPerTransaction: l.perTx, maxSpendPerDay: l.perDay, maxTransactionsPerDay: l.count });
          let now = T0.getTime();
          const perDay = new Map<string, { spend: number; count: number }>();
          for (const s of steps) {
            now += s.hours * 3_600_000;
            const r = authorize(
              card,
              { id: "Transaction:x", amount: s.amount, merchant: { descriptor: "SHOP 001" } },
              { accountId: ACCOUNT, available: 1e9 },
              new Date(now),
            );
            if (s.amount > l.perTx) expect(r.tx.cardDeclinedReason).toBe("SPEND_LIMIT_EXCEEDED");
            if (r.tx.status === "DECLINED") continue;
            const day = new Date(now).toISOString().slice(0, 10);
            const u = perDay.get(day) ?? { spend: 0, count: 0 };
            perDay.set(day, { spend: u.spend + s.amount, count: u.count + 1 });
            card = r.card;
          }
          for (const u of perDay.values()) {
            expect(u.spend).toBeLessThanOrEqual(l.perDay);
            expect(u.count).toBeLessThanOrEqual(l.count);
          }
        },
      ),
      { numRuns: 200, seed: 20251013 },
    );
  });

  test("a new UTC day opens new capacity", () => {
    const card = activeCard({ maxTransactionsPerDay: 1 });
    const first = authorize(card, { id: "Transaction:1", amount: 1, merchant: { descriptor: "A" } }, { accountId: ACCOUNT, available: 100 }, T0);
    expect(
      authorize(
        first.card,
        { id: "Transaction:2", amount: 1, merchant: { descriptor: "A" } },
        { accountId: ACCOUNT, available: 100 },
        new Date(T0.getTime() + 59 * 60_000),
      ).tx.cardDeclinedReason,
    ).toBe("DAILY_TRANSACTION_LIMIT_EXCEEDED");
    expect(
      authorize(
        first.card,
        { id: "Transaction:3", amount: 1, merchant: { descriptor: "A" } },
        { accountId: ACCOUNT, available: 100 },
        new Date(T0.getTime() + 61 * 60_000),
      ).tx.status,
    ).toBe("AUTHORIZED");
  });
});

describe("money (property)", () => {
  // Rule: money stays exact — every posting balances, no bucket goes negative, and after
  // authorize + clear (+ refunds) the account's total fell by exactly settled - refunded.
  test("authorize, clear (settle, tip, void), refund: balanced postings, never negative, exact totals", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 0, max: 8_000 }),
        fc.integer({ min: 0, max: 9_000 }),
        (funded, amount, settle, refundAmt) => {
          let balances = new Map<string, Balances>([[ACCOUNT, { available: funded, held: 0, pending: 0 }]]);
          const a = authorize(activeCard(), { id: "Transaction:a", amount, merchant: { descriptor: "X" } }, { accountId: ACCOUNT, available: funded }, T0);
          expect(checkLegs(a.legs)).toBeNull();
          balances = new Map([...balances, ...applyLegs(balances, a.legs)]);
          if (a.tx.status === "DECLINED") {
            expect(amount).toBeGreaterThan(funded);
            return;
          }
          const c = clear(a.tx, settle, balances.get(ACCOUNT)!.available, T0);
          if ("refusal" in c) {
            expect(settle - amount).toBeGreaterThan(balances.get(ACCOUNT)!.available);
            return;
          }
          balances = new Map([...balances, ...applyLegs(balances, c.ok.legs)]);
          let refunded = 0;
          const r = refund(c.ok.tx, Math.max(1, refundAmt), "Transaction:r", T0);
          if ("ok" in r) {
            balances = new Map([...balances, ...applyLegs(balances, r.ok.legs)]);
            refunded = Math.max(1, refundAmt);
          }
          const b = balances.get(ACCOUNT)!;
          expect(b.held).toBe(0);
          expect(b.available).toBe(funded - settle + refunded);
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });
});

describe("test PANs and reveal tokens", () => {
  test("PANs are 16 Luhn-valid digits in the test range", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{12}$/), (d) => {
        const { pan, cvv } = testCardNumbers(d);
        expect(pan).toMatch(/^400000[0-9]{10}$/);
        expect(luhnValid(pan)).toBe(true);
        expect(cvv).toMatch(/^[0-9]{3}$/);
      }),
    );
  });

  test("a token verifies until it expires; any changed character, or another key, is refused", () => {
    const key = Buffer.alloc(32, 7).toString("base64url");
    const t = signReveal({ platformId: "Platform:1", cardId: "Card:1", expiresAtMs: 1_000_000, nonce: "n" }, key);
    expect(verifyReveal(t, key, 999_999)).toMatchObject({ ok: { cardId: "Card:1" } });
    expect(verifyReveal(t, key, 1_000_000)).toMatchObject({ error: "expired" });
    expect(verifyReveal(t, Buffer.alloc(32, 8).toString("base64url"), 0)).toMatchObject({ error: "bad-signature" });
    fc.assert(
      fc.property(fc.nat({ max: t.length - 1 }), fc.constantFrom("A", "b", "0", "_"), (i, ch) => {
        fc.pre(t[i] !== ch && t[i] !== ".");
        expect("error" in verifyReveal(t.slice(0, i) + ch + t.slice(i + 1), key, 0)).toBe(true);
      }),
    );
  });
});
