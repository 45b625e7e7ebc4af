/**
 * Sandbox money (simulator/areas/money/domain/sandbox-flow.ts) as pure steps: funding an internal
 * account (one balanced posting from the sandbox's funding world account) and paying a
 * real-time-funded quote (the refusals with their codes, then the `fund` move of
 * spec/rules/transactions.yaml).
 */
import { describe, expect, it } from "vitest";
import { fundAccount, payRealtimeQuote, realtimePaymentRefusal, type RealtimePayment } from "../../simulator/areas/money/domain/sandbox-flow.js";
import { newAccountRecord } from "../../simulator/areas/money/domain/accounts.js";
import { applyLegs, checkLegs } from "../../simulator/areas/money/domain/ledger.js";
import { executeQuote, expireQuote } from "../../simulator/areas/money/domain/quote-flow.js";
import { NOW, nowMs, quoteMeta, quoteRecord, settlePlan } from "./quote-fixtures.js";
import { transactionRules } from "../../contract/rules/money-states.js";
import { transactionEventType } from "../../contract/rules/webhook-events.js";

describe("sandbox funding", () => {
  const acct = newAccountRecord("InternalAccount:a", "Customer:c", "EUR", "Jane Doe", NOW);

  it("credits the available balance from the sandbox funding world account, balanced", () => {
    const step = fundAccount(acct, 12_345);
    expect(step.transaction).toBeUndefined();
    expect(step.events).toEqual([]);
    expect(step.postings).toHaveLength(1);
    const [p] = step.postings;
    expect(p.kind).toBe("sandbox-fund");
    expect(checkLegs(p.legs)).toBeNull();
    expect(p.legs.find((l) => l.account === "world:sandbox-funding:EUR")?.amount).toBe(-12_345);
    const after = applyLegs(new Map([[acct.id, { available: 100, held: 0, pending: 0 }]]), p.legs);
    expect(after.get(acct.id)).toEqual({ available: 12_445, held: 0, pending: 0 });
  });

  it("refuses an account that is not ACTIVE with a 400", () => {
    expect(() => fundAccount({ ...acct, status: "FROZEN" }, 1)).toThrow(expect.objectContaining({ status: 400, code: "INVALID_INPUT" }));
    expect(() => fundAccount({ ...acct, status: "FROZEN" }, 1)).toThrow(/the account is FROZEN/);
  });
});

describe("paying a real-time-funded quote", () => {
  const quote = quoteRecord({ source: {} });
  const meta = quoteMeta({ sourceKind: "REALTIME", sourceRef: "realtime" });
  const plan = settlePlan;
  // The quote as executed at creation: its transaction waits for the funds.
  const executed = executeQuote({ quote, meta, scaRequired: false, txId: "Transaction:t1", customer: { customerId: "Customer:c" }, plan }, NOW);
  const payment = (over: Partial<RealtimePayment> = {}): RealtimePayment => ({
    quote: executed.quote,
    meta,
    transaction: executed.transaction,
    currencyCode: "USD",
    ...over,
  });

  it("waits in the table's initial real-time status until paid", () => {
    expect(executed.transaction?.status).toBe(transactionRules().initial.realtimeFunding);
    expect(executed.transaction?.awaitingFunds).toBe(true);
    expect(executed.plan).toEqual([]);
    expect(realtimePaymentRefusal(payment(), nowMs, NOW)).toBeUndefined();
  });

  it("moves the transaction by `fund` and starts the payout plan", () => {
    const step = payRealtimeQuote(executed.quote, executed.transaction!, plan, NOW);
    expect(step.transaction?.status).toBe("PROCESSING");
    expect(step.plan).toEqual(plan);
    expect(step.postings).toEqual([]);
    expect(step.events.map((e) => e.type)).toEqual([transactionEventType(step.transaction!)]);
    expect(step.events[0].type).toBe("OUTGOING_PAYMENT.PROCESSING");
  });

  it("refuses a quote that is not real-time-funded, or already paid, with 409 CONFLICT", () => {
    expect(realtimePaymentRefusal(payment({ meta: { ...meta, sourceKind: "INTERNAL" } }), nowMs, NOW)?.error).toMatchObject({ status: 409, code: "CONFLICT" });
    const paid = payRealtimeQuote(executed.quote, executed.transaction!, plan, NOW);
    expect(realtimePaymentRefusal(payment({ quote: paid.quote, transaction: paid.transaction }), nowMs, NOW)?.error).toMatchObject({
      status: 409,
      code: "CONFLICT",
    });
    // The transaction no longer takes the table's `fund` move, whatever the quote says.
    expect(realtimePaymentRefusal(payment({ transaction: paid.transaction }), nowMs, NOW)?.error.reason).toMatch(
      /already paid \(transaction .* is PROCESSING\)/,
    );
    expect(realtimePaymentRefusal(payment({ transaction: { ...executed.transaction!, awaitingFunds: false } }), nowMs, NOW)?.error.code).toBe("CONFLICT");
  });

  it("refuses another currency with INVALID_CURRENCY", () => {
    expect(realtimePaymentRefusal(payment({ currencyCode: "EUR" }), nowMs, NOW)?.error.code).toBe("INVALID_CURRENCY");
  });

  it("refuses an expired quote with QUOTE_EXPIRED; a quote with its transaction keeps its status", () => {
    const later = nowMs + 300_000;
    const r = realtimePaymentRefusal(payment(), later, new Date(later).toISOString());
    expect(r?.error.code).toBe("QUOTE_EXPIRED");
    expect(r?.quote).toBeUndefined();
  });

  it("refuses a quote its expiry already moved (quote and transaction EXPIRED) with QUOTE_EXPIRED, not CONFLICT", () => {
    const later = nowMs + 300_000;
    const lapsed = expireQuote(executed.quote, executed.transaction, undefined, new Date(later).toISOString())!;
    expect(lapsed.quote.status).toBe("EXPIRED");
    expect(lapsed.transaction?.status).toBe("EXPIRED");
    const r = realtimePaymentRefusal(payment({ quote: lapsed.quote, transaction: lapsed.transaction }), later + 1_000, new Date(later + 1_000).toISOString());
    expect(r?.error).toMatchObject({ status: 400, code: "QUOTE_EXPIRED" });
    // A paid quote stays "already paid" after its expiresAt.
    const paid = payRealtimeQuote(executed.quote, executed.transaction!, plan, NOW);
    expect(realtimePaymentRefusal(payment({ quote: paid.quote, transaction: paid.transaction }), later, new Date(later).toISOString())?.error.code).toBe(
      "CONFLICT",
    );
  });
});
