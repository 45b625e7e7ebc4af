/**
 * The quote domain (simulator/areas/money/domain/quote-flow.ts) as pure steps, and the designed
 * state tables it moves by (spec/rules/quotes.yaml, spec/rules/transactions.yaml).
 */
import { describe, expect, it } from "vitest";
import { executeQuote, expireQuote, expiredCheck, executionRefusal, proceedQuote } from "../../simulator/areas/money/domain/quote-flow.js";
import { quoteMove, quoteRules, transactionMove, transactionRules, isFinalTransaction, isOpenTransaction } from "../../contract/rules/money-states.js";
import { ApiError } from "../../simulator/errors/api-error.js";
import { NOW, nowMs, quoteMeta, quoteRecord, settlePlan } from "./quote-fixtures.js";

const quote = quoteRecord;
const meta = quoteMeta;
const plan = settlePlan;
const exec = (over: Partial<Parameters<typeof executeQuote>[0]> = {}) =>
  executeQuote(
    {
      quote: quote(),
      meta: meta(),
      sourceAvailable: 10_000,
      scaRequired: false,
      txId: "Transaction:t1",
      customer: { customerId: "Customer:c" },
      plan,
      ...over,
    },
    NOW,
  );

describe("executeQuote", () => {
  it("holds the total on the internal source, moves the quote to COMPLETED and starts the plan", () => {
    const s = exec();
    expect(s.quote.status).toBe("COMPLETED");
    expect(s.quote.transactionId).toBe("Transaction:t1");
    expect(s.transaction?.status).toBe(transactionRules().initial.default);
    expect(s.book?.phase).toBe("HELD");
    const legs = s.postings.flatMap((p) => p.legs);
    expect(legs.reduce((sum, l) => sum + l.amount, 0)).toBe(0);
    expect(legs.find((l) => l.account === "InternalAccount:a" && l.bucket === "available")?.amount).toBe(-10_000);
    expect(s.events.map((e) => e.type)).toEqual(["OUTGOING_PAYMENT.PROCESSING"]);
    expect(s.plan).toEqual(plan);
    expect(s.challenge).toBe(false);
  });

  it("held for the platform (an agent's payment): the table's agentHeld status and flags, money on hold, no plan, the PENDING event", () => {
    const s = exec({ held: true });
    const rules = transactionRules();
    expect(s.transaction?.status).toBe(rules.initial.agentHeld);
    for (const flag of rules.initialFlags?.agentHeld ?? []) expect(s.transaction?.[flag], flag).toBe(true);
    expect(s.transaction?.pendingPlatformApproval).toBe(true);
    expect(s.book?.phase).toBe("HELD");
    expect(s.plan).toEqual([]);
    expect(s.events.map((e) => e.type)).toEqual(["OUTGOING_PAYMENT.PENDING"]);
  });

  it("refuses a source short of the total with INSUFFICIENT_FUNDS and changes nothing", () => {
    const q = quote();
    expect(() => exec({ quote: q, sourceAvailable: 9_999 })).toThrow(expect.objectContaining({ code: "INSUFFICIENT_FUNDS" }));
    expect(q.status).toBe("PROCESSING");
  });

  it("on an SCA platform waits for authorization: no plan, a challenge, both statuses from the tables", () => {
    const s = exec({ scaRequired: true });
    expect(s.quote.status).toBe("PENDING_AUTHORIZATION");
    expect(s.transaction?.status).toBe(transactionRules().initial.authorizationRequired);
    expect(s.plan).toEqual([]);
    expect(s.challenge).toBe(true);
    const next = proceedQuote(s.quote, s.transaction!, "authorize", plan, NOW);
    expect(next.quote.status).toBe("COMPLETED");
    expect(next.transaction?.status).toBe("PROCESSING");
    expect(next.events.map((e) => e.type)).toEqual(["OUTGOING_PAYMENT.PROCESSING"]);
  });

  it("a real-time-funded quote waits for the funds, then pays out", () => {
    const s = exec({ meta: meta({ sourceKind: "REALTIME", sourceRef: "realtime" }) });
    expect(s.quote.status).toBe("PROCESSING");
    expect(s.transaction).toMatchObject({ status: "PENDING", awaitingFunds: true });
    expect(s.events.map((e) => e.type)).toEqual(["OUTGOING_PAYMENT.PENDING"]);
    expect(s.postings).toEqual([]);
    const funded = proceedQuote(s.quote, s.transaction!, "fund", plan, NOW);
    expect([funded.quote.status, funded.transaction?.status, funded.transaction?.awaitingFunds]).toEqual(["COMPLETED", "PROCESSING", false]);
  });

  it("refuses a second execution and one of a real-time-funded quote with 409", () => {
    expect(executionRefusal(quote({ transactionId: "Transaction:t1" }), meta())?.code).toBe("CONFLICT");
    expect(executionRefusal(quote({ status: "COMPLETED" }), meta())?.status).toBe(409);
    expect(executionRefusal(quote(), meta({ sourceKind: "REALTIME" }))?.reason).toMatch(/real-time-funded/);
    expect(executionRefusal(quote(), meta())).toBeUndefined();
  });
});

describe("expiry", () => {
  it("an unexecuted quote expires; past expiresAt a request gets QUOTE_EXPIRED", () => {
    const late = nowMs + 300_000;
    const c = expiredCheck(quote(), late, NOW);
    expect(c?.quote.status).toBe("EXPIRED");
    expect(c?.error).toBeInstanceOf(ApiError);
    expect(c?.error.code).toBe("QUOTE_EXPIRED");
    expect(expiredCheck(quote(), late - 1, NOW)).toBeUndefined();
    expect(expireQuote(quote(), undefined, undefined, NOW)?.quote.status).toBe("EXPIRED");
  });

  it("an unauthorized payment expires with SCA_NOT_COMPLETED and its hold is released", () => {
    const s = exec({ scaRequired: true });
    const e = expireQuote(s.quote, s.transaction, s.book, NOW)!;
    expect(e.quote.status).toBe("EXPIRED");
    expect(e.transaction).toMatchObject({ status: "EXPIRED", failureReason: "SCA_NOT_COMPLETED" });
    expect(e.book?.phase).toBe("CLOSED");
    const all = [...s.postings, ...e.postings].flatMap((p) => p.legs).filter((l) => l.account === "InternalAccount:a");
    expect(all.filter((l) => l.bucket === "available").reduce((x, l) => x + l.amount, 0)).toBe(0);
  });

  it("an unpaid real-time-funded quote expires with QUOTE_EXPIRED, no longer awaiting funds", () => {
    const s = exec({ meta: meta({ sourceKind: "REALTIME", sourceRef: "realtime" }) });
    const e = expireQuote(s.quote, s.transaction, s.book, NOW)!;
    expect(e.quote.status).toBe("EXPIRED");
    expect(e.transaction).toMatchObject({ status: "EXPIRED", failureReason: "QUOTE_EXPIRED", awaitingFunds: false });
    expect(e.events.map((ev) => ev.type)).toEqual(["OUTGOING_PAYMENT.EXPIRED"]);
  });

  it("an executed quote does not expire", () => {
    const s = exec();
    expect(expireQuote(s.quote, s.transaction, s.book, NOW)).toBeUndefined();
  });
});

describe("state tables", () => {
  it("open and final transaction statuses do not overlap, and COMPLETED is neither (a bank return may follow)", () => {
    const r = transactionRules();
    expect(r.open.filter((s) => r.final.includes(s))).toEqual([]);
    expect(isOpenTransaction("COMPLETED")).toBe(false);
    expect(isFinalTransaction("COMPLETED")).toBe(false);
    expect(isFinalTransaction("FAILED")).toBe(true);
  });

  it("decisions follow the table: allowed moves and their refusals", () => {
    const pending = { id: "Transaction:t", type: "OUTGOING", status: "PENDING", pendingPlatformApproval: true };
    expect(transactionMove(pending, "approve")).toMatchObject({ ok: true, transition: { to: "PROCESSING" } });
    expect(transactionMove({ ...pending, pendingPlatformApproval: false }, "approve")).toMatchObject({
      ok: false,
      code: "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL",
    });
    expect(transactionMove({ ...pending, type: "INCOMING" }, "cancel")).toMatchObject({ ok: false, reason: expect.stringMatching(/incoming/) });
    expect(transactionMove({ ...pending, status: "PROCESSING" }, "cancel")).toMatchObject({ ok: false, code: "TRANSACTION_NOT_CANCELLABLE" });
  });

  it("an outgoing transaction takes only the live outgoing statuses; a rejected incoming payment is REJECTED", () => {
    const live = ["PENDING", "PENDING_AUTHORIZATION", "EXPIRED", "PROCESSING", "COMPLETED", "FAILED"];
    const r = transactionRules();
    expect(live).toEqual(expect.arrayContaining(Object.values(r.initial)));
    const outgoing = r.transitions.filter((t) => t.type !== "INCOMING" && t.when !== "requiresConfirmation");
    expect(live).toEqual(expect.arrayContaining(outgoing.flatMap((t) => [t.from, t.to])));
    const held = { id: "Transaction:t", type: "OUTGOING", status: "PENDING", pendingPlatformApproval: true };
    expect(transactionMove(held, "reject")).toMatchObject({ ok: true, transition: { to: "FAILED", failureReason: "COMPLIANCE_REJECTED" } });
    expect(transactionMove(held, "cancel")).toMatchObject({ ok: true, transition: { to: "FAILED", failureReason: "CANCELLED_BY_PLATFORM" } });
    const screened = { id: "Transaction:t", type: "INCOMING", status: "PENDING", requiresConfirmation: true };
    expect(transactionMove(screened, "reject")).toMatchObject({ ok: true, transition: { to: "REJECTED", failureReason: "COMPLIANCE_REJECTED" } });
  });

  it("every quote status named by a move is a status of the table, and only PROCESSING quotes are executable", () => {
    const r = quoteRules();
    for (const t of r.transitions) expect(r.statuses).toEqual(expect.arrayContaining([t.from, t.to]));
    expect(r.executable).toEqual(["PROCESSING"]);
    expect(quoteMove("COMPLETED", "expire", "PROCESSING")).toBeUndefined();
  });
});
