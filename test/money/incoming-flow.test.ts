/**
 * Incoming UMA payments (simulator/areas/money/domain/incoming-flow.ts) as pure steps: screened
 * payments wait PENDING with the sender's information and the amount pending; others settle at
 * once (PROCESSING then COMPLETED, both events); the refusals with their codes.
 */
import { describe, expect, it } from "vitest";
import {
  counterpartyInfo,
  incomingRefusal,
  nameFromAddress,
  receiveUmaPayment,
  type IncomingCommand,
  type UmaReceiveRequest,
} from "../../simulator/areas/money/domain/incoming-flow.js";
import { actionLegs, checkLegs, type Leg } from "../../simulator/areas/money/domain/ledger.js";
import { applyTransactionEvent } from "../../simulator/areas/money/domain/transactions.js";
import { sandboxPayoutRules } from "../../contract/rules/money.js";

const NOW = "2026-01-01T00:00:00.000Z";
const DEST = "InternalAccount:d";

const request = (over: Partial<UmaReceiveRequest> = {}): UmaReceiveRequest => ({
  senderUmaAddress: "$carol.smith@wallet.example",
  receiverUmaAddress: "$jane@sandbox.example",
  receivingCurrencyCode: "USD",
  receivingCurrencyAmount: 5_000,
  ...over,
});
const usd = { currencyCode: "USD", minAmount: 100, maxAmount: 10_000_000 };

const command = (over: Partial<IncomingCommand> = {}): IncomingCommand => ({
  request: request(),
  sender: { full: "$carol.smith@wallet.example", user: "carol.smith" },
  currency: usd,
  destination: { ref: DEST, accountId: DEST },
  txId: "Transaction:t1",
  customer: { customerId: "Customer:c", platformCustomerId: "Customer:c" },
  ...over,
});

const sum = (legs: Leg[], key: string) => legs.filter((l) => `${l.account}/${l.bucket}` === key).reduce((s, l) => s + l.amount, 0);

describe("an incoming payment without screening", () => {
  const step = receiveUmaPayment(command(), NOW);

  it("settles at once: COMPLETED, settledAt, the amount available on the destination", () => {
    expect(step.transaction).toMatchObject({ type: "INCOMING", direction: "CREDIT", status: "COMPLETED", settledAt: NOW });
    expect(step.transaction?.source).toEqual({ sourceType: "UMA_ADDRESS", umaAddress: "$carol.smith@wallet.example" });
    expect(step.transaction?.requiresConfirmation).toBeUndefined();
    expect(step.postings.map((p) => p.kind)).toEqual(["settle"]);
    for (const p of step.postings) expect(checkLegs(p.legs)).toBeNull();
    const legs = step.postings.flatMap((p) => p.legs);
    expect(sum(legs, `${DEST}/available`)).toBe(5_000);
    expect(sum(legs, "world:uma:USD/available")).toBe(-5_000);
    expect(step.book?.phase).toBe("SETTLED");
    expect(step.plan).toEqual([]);
  });

  it("sends the completion event of the table (nothing for the PROCESSING creation)", () => {
    expect(step.events.map((e) => e.type)).toEqual(["INCOMING_PAYMENT.COMPLETED"]);
    expect(step.events[0].data).toMatchObject({ id: "Transaction:t1", status: "COMPLETED" });
  });

  it("lands on the default UMA deposit account outside the platform's books", () => {
    const out = receiveUmaPayment(command({ destination: { ref: "external", accountId: "ExternalAccount:e" } }), NOW);
    expect(out.transaction?.destination).toEqual({ destinationType: "ACCOUNT", accountId: "ExternalAccount:e" });
    const legs = out.postings.flatMap((p) => p.legs);
    expect(checkLegs(legs)).toBeNull();
    expect(legs.every((l) => !l.account.startsWith("InternalAccount:"))).toBe(true);
  });
});

describe("a screened incoming payment", () => {
  const fields = [{ name: "FULL_NAME" }, { name: "BIRTH_DATE" }];
  const step = receiveUmaPayment(command({ currency: { ...usd, requiredCounterpartyFields: fields } }), NOW);

  it("waits PENDING for confirmation, the amount pending on the destination", () => {
    const tx = step.transaction!;
    expect(tx).toMatchObject({ status: "PENDING", requiresConfirmation: true });
    expect(tx.counterpartyInformation).toEqual({ FULL_NAME: "Carol Smith", BIRTH_DATE: sandboxPayoutRules().sandboxSender.BIRTH_DATE });
    expect(step.postings.map((p) => p.kind)).toEqual(["pendingIn"]);
    for (const p of step.postings) expect(checkLegs(p.legs)).toBeNull();
    expect(sum(step.postings[0].legs, `${DEST}/pending`)).toBe(5_000);
    expect(step.book?.phase).toBe("PENDING_IN");
    expect(step.events.map((e) => e.type)).toEqual(["INCOMING_PAYMENT.PENDING"]);
  });

  it("is approved by the table's `approve` move, and a rejection releases the pending amount", () => {
    const confirmed = applyTransactionEvent(step.transaction!, "approve", NOW);
    expect(confirmed).toMatchObject({ status: "PROCESSING", requiresConfirmation: false });
    const rejected = applyTransactionEvent(step.transaction!, "reject", NOW);
    expect(rejected.status).toBe("REJECTED");
    const refund = actionLegs(step.book!, "refund");
    expect(checkLegs(refund.legs)).toBeNull();
    expect(sum([...step.postings[0].legs, ...refund.legs], `${DEST}/pending`)).toBe(0);
  });
});

describe("the sender's information", () => {
  it("names the sender after the address's local part", () => {
    expect(nameFromAddress("carol.smith")).toBe("Carol Smith");
    expect(nameFromAddress("bob_o-neil")).toBe("Bob O Neil");
    expect(nameFromAddress("...")).toBe("Sandbox Sender");
    expect(counterpartyInfo([{ name: "NATIONALITY" }], "x")).toEqual({ NATIONALITY: sandboxPayoutRules().sandboxSender.NATIONALITY });
  });
});

describe("refusals", () => {
  const approved = { id: "Customer:c", status: "APPROVED" };

  it("asks for a receiver when none is named", () => {
    const r = incomingRefusal(request({ receiverUmaAddress: undefined }), undefined, usd);
    expect(r).toMatchObject({ status: 400, code: "INVALID_INPUT" });
  });

  it("404s an unknown customer id or address, and a receiver not APPROVED", () => {
    expect(incomingRefusal(request({ customerId: "Customer:x" }), undefined, usd)).toMatchObject({ status: 404, code: "CUSTOMER_NOT_FOUND" });
    expect(incomingRefusal(request(), undefined, usd)).toMatchObject({ status: 404, code: "UMA_NOT_FOUND" });
    expect(incomingRefusal(request(), { id: "Customer:c", status: "PENDING" }, usd)).toMatchObject({ status: 404, code: "UMA_NOT_FOUND" });
  });

  it("refuses an unsupported currency and an amount outside the platform's range", () => {
    expect(incomingRefusal(request({ receivingCurrencyCode: "XYZ" }), approved, undefined)?.code).toBe("INVALID_CURRENCY");
    expect(incomingRefusal(request({ receivingCurrencyAmount: 99 }), approved, usd)?.code).toBe("AMOUNT_OUT_OF_RANGE");
    expect(incomingRefusal(request({ receivingCurrencyAmount: 10_000_001 }), approved, usd)?.code).toBe("AMOUNT_OUT_OF_RANGE");
    expect(incomingRefusal(request({ receivingCurrencyAmount: 10_000_000 }), approved, usd)).toBeUndefined();
  });
});
