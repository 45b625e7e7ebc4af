/** The transactions' list index at 1,000,000 transactions: pages and date windows stay fast. */
import { expect, test } from "vitest";
import { TxIndex } from "../../simulator/areas/money/domain/tx-index.js";

test("1,000,000 transactions: filtered pages, date windows and cursors in well under a millisecond each", () => {
  const idx = new TxIndex();
  const t0 = Date.parse("2025-01-01T00:00:00Z");
  const N = 1_000_000;
  for (let i = 0; i < N; i++) {
    idx.upsert({
      id: `T${i}`,
      createdAt: new Date(t0 + i * 1000).toISOString(),
      customerId: `C${i % 1000}`,
      status: i % 10 === 0 ? "FAILED" : "COMPLETED",
      type: i % 2 ? "INCOMING" : "OUTGOING",
    });
  }
  const start = performance.now();
  const p1 = idx.query({ where: {}, order: "desc", limit: 20 });
  expect(p1.ids[0]).toBe(`T${N - 1}`);
  expect(p1.totalCount).toBe(N);
  const win = idx.query({ where: {}, startMs: t0 + 10_000_000, endMs: t0 + 10_000_050_000 / 1000, order: "asc", limit: 100 });
  expect(win.ids[0]).toBe("T10000");
  const early = idx.query({ where: { customerId: "C7" }, endMs: t0 + 5_000_000, order: "asc", limit: 100 });
  expect(early.ids.length).toBe(5);
  expect(early.hasMore).toBe(false);
  const late = idx.query({ where: { status: "FAILED" }, startMs: t0 + (N - 100) * 1000, order: "desc", limit: 5 });
  expect(late.ids).toEqual(["T999990", "T999980", "T999970", "T999960", "T999950"]);
  const next = idx.query({ where: { status: "FAILED" }, startMs: t0 + (N - 100) * 1000, order: "desc", limit: 5, cursor: late.nextCursor });
  expect(next.ids[0]).toBe("T999940");
  const elapsed = performance.now() - start;
  expect(elapsed).toBeLessThan(50);
  idx.upsert({ id: "T999990", createdAt: new Date(t0).toISOString(), customerId: "C990", status: "COMPLETED", type: "OUTGOING" });
  expect(idx.query({ where: { status: "FAILED" }, startMs: t0 + (N - 100) * 1000, order: "desc", limit: 1 }).ids).toEqual(["T999980"]);
}, 60_000);

test("account identifiers: sender, receiver and either, re-indexed when a transaction changes, each transaction once", () => {
  const idx = new TxIndex();
  const t0 = Date.parse("2025-01-01T00:00:00Z");
  const at = (i: number) => new Date(t0 + i * 1000).toISOString();
  const acct = (id: string) => ({ sourceType: "ACCOUNT", accountId: id });
  const dest = (id: string) => ({ destinationType: "ACCOUNT", accountId: id });
  idx.upsert({ id: "T0", createdAt: at(0), source: acct("A"), destination: dest("B") });
  idx.upsert({ id: "T1", createdAt: at(1), source: { sourceType: "UMA_ADDRESS", umaAddress: "$x@y.example" }, destination: dest("A") });
  idx.upsert({ id: "T2", createdAt: at(2), source: acct("A"), destination: dest("A") });
  idx.upsert({ id: "T3", createdAt: at(3), source: { sourceType: "REALTIME_FUNDING", accountIdentifier: "GB29NWBK" }, destination: dest("C") });
  const q = (where: Record<string, string>, limit = 10, cursor?: string) => idx.query({ where, order: "asc", limit, cursor });
  expect(q({ accountIdentifier: "A" }).ids).toEqual(["T0", "T1", "T2"]);
  expect(q({ senderAccountIdentifier: "A" }).ids).toEqual(["T0", "T2"]);
  expect(q({ receiverAccountIdentifier: "A" }).ids).toEqual(["T1", "T2"]);
  expect(q({ senderAccountIdentifier: "$x@y.example" }).ids).toEqual(["T1"]);
  expect(q({ accountIdentifier: "GB29NWBK" }).ids).toEqual(["T3"]);
  const p1 = q({ accountIdentifier: "A" }, 2);
  expect([p1.ids, p1.hasMore]).toEqual([["T0", "T1"], true]);
  expect(q({ accountIdentifier: "A" }, 2, p1.nextCursor).ids).toEqual(["T2"]);
  // With another filter chosen as the candidates, `accountIdentifier` is checked on each row.
  idx.upsert({ id: "T4", createdAt: at(4), customerId: "C1", source: acct("Z"), destination: dest("B") });
  idx.upsert({ id: "T0", createdAt: at(0), customerId: "C1", source: acct("A"), destination: dest("B") });
  expect(q({ customerId: "C1", accountIdentifier: "B" }).ids).toEqual(["T0", "T4"]);
  expect(q({ customerId: "C1", accountIdentifier: "Z" }).ids).toEqual(["T4"]);
  // The destination changes: the old identifier no longer finds it, the new one does.
  idx.upsert({ id: "T0", createdAt: at(0), customerId: "C1", source: acct("A"), destination: dest("D") });
  expect(q({ accountIdentifier: "B" }).ids).toEqual(["T4"]);
  expect(q({ receiverAccountIdentifier: "D" }).ids).toEqual(["T0"]);
  expect(q({ accountIdentifier: "A" }).ids).toEqual(["T0", "T1", "T2"]);
});
