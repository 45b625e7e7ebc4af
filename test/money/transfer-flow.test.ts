/**
 * Same-currency transfers (simulator/areas/money/domain/transfer-flow.ts) as pure steps: the
 * refusals with their codes, the transaction, the balanced postings and the outcome plan of
 * the external-account sandbox table (spec/rules/sandbox-external-accounts.yaml).
 */
import { describe, expect, it } from "vitest";
import { externalAccountRefusal, transfer, type TransferCommand } from "../../simulator/areas/money/domain/transfer-flow.js";
import { newAccountRecord, type AccountRecord } from "../../simulator/areas/money/domain/accounts.js";
import { actionLegs, checkLegs, type Leg } from "../../simulator/areas/money/domain/ledger.js";
import type { ExternalAccountLike } from "../../simulator/areas/money/domain/quotes.js";
import { fxRules, sandboxPayoutRules } from "../../contract/rules/money.js";
import { transactionEventType } from "../../contract/rules/webhook-events.js";

const NOW = "2026-01-01T00:00:00.000Z";
const INTERNAL = "InternalAccount:i1";
const EXTERNAL = "ExternalAccount:e1";

const account = (over: Partial<AccountRecord> = {}): AccountRecord => ({
  ...newAccountRecord(INTERNAL, "Customer:c", "USD", "Jane Doe", NOW),
  available: 50_000,
  ...over,
});

const external = (suffix = "000", over: Partial<ExternalAccountLike> = {}): ExternalAccountLike => ({
  id: EXTERNAL,
  status: "ACTIVE",
  currency: "USD",
  customerId: "Customer:c",
  accountInfo: { accountType: "USD_ACCOUNT", accountNumber: `123456${suffix}`, routingNumber: "021000021" },
  ...over,
});

function command(direction: "in" | "out", over: Partial<TransferCommand> = {}, amount = 10_000): TransferCommand {
  const [source, destination] = direction === "in" ? [EXTERNAL, INTERNAL] : [INTERNAL, EXTERNAL];
  return {
    direction,
    request: { source: { accountId: source }, destination: { accountId: destination }, amount, reference: "ref-1" },
    external: external(),
    account: account(),
    owners: [{ id: "Customer:c", status: "APPROVED" }],
    txId: "Transaction:t1",
    customer: { customerId: "Customer:c", platformCustomerId: "p-1" },
    ...over,
  };
}

/** Net movement per account and bucket of all the postings of a step. */
function net(postings: { legs: Leg[] }[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const p of postings) for (const l of p.legs) m.set(`${l.account}/${l.bucket}`, (m.get(`${l.account}/${l.bucket}`) ?? 0) + l.amount);
  return m;
}

describe("transfer-out", () => {
  it("holds the amount on the internal account: a PROCESSING OUTGOING debit with its event", () => {
    const step = transfer(command("out"), NOW);
    const tx = step.transaction!;
    expect(tx).toMatchObject({ id: "Transaction:t1", type: "OUTGOING", direction: "DEBIT", status: "PROCESSING", reference: "ref-1", fees: 0 });
    expect(tx.sentAmount?.amount).toBe(10_000);
    expect(tx.receivedAmount?.amount).toBe(10_000);
    expect(tx.platformCustomerId).toBe("p-1");
    expect(step.postings.map((p) => p.kind)).toEqual(["hold"]);
    for (const p of step.postings) expect(checkLegs(p.legs)).toBeNull();
    const moved = net(step.postings);
    expect(moved.get(`${INTERNAL}/available`)).toBe(-10_000);
    expect(moved.get(`${INTERNAL}/held`)).toBe(10_000);
    expect(step.book).toMatchObject({ source: INTERNAL, dest: "external", phase: "HELD", total: 10_000, receiving: 10_000 });
    expect(step.events.map((e) => e.type)).toEqual([transactionEventType(tx)]);
    expect(step.events[0].type).toMatch(/^OUTGOING_PAYMENT\./);
  });

  it("settles after processing, by the external-account table (default suffix)", () => {
    const step = transfer(command("out"), NOW);
    expect(step.plan).toEqual([{ atMs: sandboxPayoutRules().processingMs, status: "COMPLETED", money: "settle" }]);
    // Settling the held book releases the hold and pays the outside world; every leg balances.
    const settle = actionLegs(step.book!, "settle");
    expect(checkLegs(settle.legs)).toBeNull();
    const after = net([...step.postings, settle]);
    expect(after.get(`${INTERNAL}/held`)).toBe(0);
    expect(after.get(`${INTERNAL}/available`)).toBe(-10_000);
    expect(after.get("world:external:USD/available")).toBe(10_000);
  });

  it("fails at once for suffix 002 and after pending for 005, refunding the hold", () => {
    const immediate = transfer(command("out", { external: external("002") }), NOW).plan;
    expect(immediate).toHaveLength(1);
    expect(immediate[0]).toMatchObject({ atMs: 0, status: "FAILED", money: "refund" });
    const pending = transfer(command("out", { external: external("005") }), NOW).plan;
    expect(pending.map((s) => s.status)).toEqual(["PENDING", "FAILED"]);
    expect(pending[1].atMs).toBeGreaterThan(0);
  });

  it("refuses insufficient funds with INSUFFICIENT_FUNDS", () => {
    expect(() => transfer(command("out", { account: account({ available: 9_999 }) }), NOW)).toThrow(
      expect.objectContaining({ status: 400, code: "INSUFFICIENT_FUNDS" }),
    );
  });
});

describe("transfer-in", () => {
  it("shows the amount pending on the internal account: a PROCESSING INCOMING credit", () => {
    const step = transfer(command("in", { account: account({ available: 0 }) }), NOW);
    const tx = step.transaction!;
    expect(tx).toMatchObject({ type: "INCOMING", direction: "CREDIT", status: "PROCESSING" });
    expect(tx.source).toEqual({ sourceType: "ACCOUNT", accountId: EXTERNAL });
    expect(tx.destination).toEqual({ destinationType: "ACCOUNT", accountId: INTERNAL });
    expect(step.postings.map((p) => p.kind)).toEqual(["pendingIn"]);
    for (const p of step.postings) expect(checkLegs(p.legs)).toBeNull();
    expect(net(step.postings).get(`${INTERNAL}/pending`)).toBe(10_000);
    expect(step.book?.phase).toBe("PENDING_IN");
    // An incoming payment in PROCESSING sends no webhook (spec/rules/webhook-events.yaml lists none).
    expect(transactionEventType(tx)).toBeUndefined();
    expect(step.events).toEqual([]);
    // Settling moves the pending amount to available.
    const after = net([...step.postings, actionLegs(step.book!, "settle")]);
    expect(after.get(`${INTERNAL}/pending`)).toBe(0);
    expect(after.get(`${INTERNAL}/available`)).toBe(10_000);
  });

  it("needs no funds on the internal account", () => {
    expect(() => transfer(command("in", { account: account({ available: 0 }) }), NOW)).not.toThrow();
  });
});

describe("refusals", () => {
  const refused = (cmd: TransferCommand) => {
    try {
      transfer(cmd, NOW);
    } catch (e) {
      return e as { status: number; code: string };
    }
    throw new Error("not refused");
  };

  it("names the wrong kind of id, then a missing account", () => {
    const wrong = command("in");
    wrong.request = { ...wrong.request, source: { accountId: INTERNAL } };
    expect(refused(wrong)).toMatchObject({ status: 400, code: "INVALID_INPUT" });
    expect(refused(command("in", { external: undefined }))).toMatchObject({ status: 404, code: "ACCOUNT_NOT_FOUND" });
    expect(refused(command("out", { account: undefined }))).toMatchObject({ status: 404, code: "ACCOUNT_NOT_FOUND" });
  });

  it("refuses different currencies and an owner who is not APPROVED", () => {
    expect(refused(command("out", { external: external("000", { currency: "EUR" }) })).code).toBe("INVALID_CURRENCY");
    expect(refused(command("out", { owners: [{ id: "Customer:c", status: "PENDING" }] }))).toMatchObject({ status: 409, code: "CONFLICT" });
  });

  it("applies the corridor cap and the external account's status", () => {
    const cap = fxRules().limits.corridorMaxAmount.USD!;
    const big = command("in", {}, cap + 1);
    expect(refused(big).code).toBe("TRANSACTION_SIZE_LIMIT_EXCEEDED");
    expect(() => transfer(command("in", {}, cap), NOW)).not.toThrow();
    expect(refused(command("out", { external: external("000", { status: "INACTIVE" }) }))).toMatchObject({ status: 409, code: "CONFLICT" });
  });
});

describe("external account statuses money moves through (spec/rules/fx-rates.yaml externalAccountMoneyStatuses)", () => {
  const ext = (status: string, currency = "USDC"): ExternalAccountLike => ({
    id: "ExternalAccount:w",
    status,
    currency,
    accountInfo: { accountType: "BASE_WALLET" },
  });
  const statuses = fxRules().externalAccountMoneyStatuses;
  const threshold = fxRules().ownershipVerificationThreshold.USDC;

  it("unrestricted statuses pass any amount under the caps; below-threshold ones up to the threshold, then EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED", () => {
    for (const s of statuses.unrestricted) expect(externalAccountRefusal(ext(s), threshold + 1), s).toBeUndefined();
    for (const s of statuses.belowThreshold) {
      expect(externalAccountRefusal(ext(s), threshold), s).toBeUndefined();
      expect(externalAccountRefusal(ext(s), threshold + 1)?.code, s).toBe("EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED");
    }
  });

  it("every other status of the contract is 409 CONFLICT", () => {
    const others = ["PENDING", "ACTIVE", "PENDING_OWNERSHIP_VERIFICATION", "UNVERIFIED", "UNDER_REVIEW", "INACTIVE"].filter(
      (s) => !statuses.unrestricted.includes(s) && !statuses.belowThreshold.includes(s),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const s of others) expect([externalAccountRefusal(ext(s), 1)?.status, externalAccountRefusal(ext(s), 1)?.code], s).toEqual([409, "CONFLICT"]);
  });
});
