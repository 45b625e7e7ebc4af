import { describe, expect, it } from "vitest";
import { MemoryCollection, MemoryTenantStore } from "../../simulator/store/memory.js";

type Item = { id: string; kind: string; n: number };
const mk = (n: number, kinds = ["a", "b", "c"]): Item => ({ id: `I:${n}`, kind: kinds[n % kinds.length], n });

function all<T extends { id: string }>(
  c: MemoryCollection<T>,
  opts: { where?: Record<string, unknown>; limit: number; order?: "asc" | "desc"; filter?: (x: T) => boolean },
): T[] {
  const out: T[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 10_000; i++) {
    const p = c.list({ ...opts, cursor });
    out.push(...p.data);
    if (!p.hasMore) return out;
    cursor = p.nextCursor;
  }
  throw new Error("no end");
}

describe("MemoryCollection", () => {
  it("get/put/delete/findOne, replace keeps position", () => {
    const c = new MemoryCollection<Item>(["kind"]);
    for (let i = 0; i < 5; i++) c.put(mk(i));
    c.put({ id: "I:1", kind: "z", n: 100 });
    expect(c.get("I:1")).toEqual({ id: "I:1", kind: "z", n: 100 });
    expect(c.findOne("kind", "z")?.id).toBe("I:1");
    expect(c.findOne("kind", "b")?.id).toBe("I:4");
    expect(c.findOne("kind", "nope")).toBeUndefined();
    expect(all(c, { limit: 2 }).map((x) => x.id)).toEqual(["I:0", "I:1", "I:2", "I:3", "I:4"]);
    expect(c.delete("I:2")).toBe(true);
    expect(c.delete("I:2")).toBe(false);
    expect(c.count()).toBe(4);
  });

  it("counts its changes: every put (a replace too) and every delete that removes, never a read", () => {
    const c = new MemoryCollection<Item>(["kind"]);
    expect(c.changes()).toBe(0);
    c.put(mk(0));
    c.put(mk(1));
    c.put({ ...mk(1), n: 7 }); // a replace, keeping its position
    expect(c.changes()).toBe(3);
    c.get("I:0");
    c.findOne("kind", "a");
    c.list({ limit: 10 });
    expect([...c.values()].length).toBe(2);
    expect(c.changes()).toBe(3);
    c.delete("I:0");
    c.delete("I:0"); // nothing left to remove
    expect(c.changes()).toBe(4);
  });

  it("pages asc and desc, with index filters, residual filters and predicates", () => {
    const c = new MemoryCollection<Item>(["kind"]);
    for (let i = 0; i < 50; i++) c.put(mk(i));
    expect(all(c, { limit: 7, where: { kind: "a" } }).map((x) => x.n)).toEqual([...Array(50).keys()].filter((i) => i % 3 === 0));
    expect(all(c, { limit: 4, order: "desc", where: { kind: "b" } }).map((x) => x.n)).toEqual([...Array(50).keys()].filter((i) => i % 3 === 1).reverse());
    expect(all(c, { limit: 3, where: { kind: "a", n: 9 } }).map((x) => x.n)).toEqual([9]);
    expect(all(c, { limit: 3, filter: (x) => x.n >= 45 }).map((x) => x.n)).toEqual([45, 46, 47, 48, 49]);
    const first = c.list({ limit: 10, where: { kind: "c" } });
    expect(first.totalCount).toBe(16);
    expect(first.hasMore).toBe(true);
    expect(c.list({ limit: 10, filter: () => true }).totalCount).toBeUndefined();
  });

  it("deleting items (even the cursor's own) does not break paging", () => {
    const c = new MemoryCollection<Item>(["kind"]);
    for (let i = 0; i < 20; i++) c.put(mk(i));
    const p1 = c.list({ limit: 5 });
    c.delete("I:4"); // the last item of page 1
    c.delete("I:5"); // the first item of page 2
    const p2 = c.list({ limit: 5, cursor: p1.nextCursor });
    expect(p2.data.map((x) => x.n)).toEqual([6, 7, 8, 9, 10]);
    const d1 = c.list({ limit: 5, order: "desc" });
    c.delete("I:15");
    expect(c.list({ limit: 3, order: "desc", cursor: d1.nextCursor }).data.map((x) => x.n)).toEqual([14, 13, 12]);
  });

  it("an index follows updates of the indexed field", () => {
    const c = new MemoryCollection<Item>(["kind"]);
    for (let i = 0; i < 6; i++) c.put(mk(i));
    c.put({ ...c.get("I:0")!, kind: "b" });
    expect(all(c, { limit: 10, where: { kind: "b" } }).map((x) => x.n)).toEqual([0, 1, 4]);
    expect(all(c, { limit: 10, where: { kind: "a" } }).map((x) => x.n)).toEqual([3]);
  });

  it("null is an indexed value: `where` null matches the items whose field is null, not those without it", () => {
    type Owned = { id: string; owner?: string | null; n: number };
    const items: Owned[] = [...Array(300).keys()].map((n) => ({
      id: `O:${n}`,
      n,
      ...(n % 3 === 0 ? { owner: null } : n % 3 === 1 ? { owner: `C:${n}` } : {}),
    }));
    const nulls = items.filter((x) => x.owner === null).map((x) => x.n);
    const indexed = new MemoryCollection<Owned>(["owner"]);
    const plain = new MemoryCollection<Owned>();
    for (const x of items) {
      indexed.put(x);
      plain.put(x);
    }
    expect(all(indexed, { limit: 7, where: { owner: null } }).map((x) => x.n)).toEqual(nulls);
    expect(all(plain, { limit: 7, where: { owner: null } }).map((x) => x.n)).toEqual(nulls);
    expect(all(indexed, { limit: 9, order: "desc", where: { owner: null } }).map((x) => x.n)).toEqual([...nulls].reverse());
    // Served from the index: the page counts its matches exactly, without a scan.
    expect(indexed.list({ limit: 5, where: { owner: null } }).totalCount).toBe(nulls.length);
    expect(indexed.findOne("owner", null)?.id).toBe("O:0");
    // Moving out of null and back follows the index; undefined still means "no filter".
    indexed.put({ id: "O:0", owner: "C:x", n: 0 });
    expect(all(indexed, { limit: 50, where: { owner: null } }).map((x) => x.n)).toEqual(nulls.slice(1));
    expect(all(indexed, { limit: 50, where: { owner: undefined } })).toHaveLength(300);
    expect(all(indexed, { limit: 50, where: { owner: "null" } })).toEqual([]);
  });

  it("rejects a cursor it did not make", () => {
    const c = new MemoryCollection<Item>();
    expect(() => c.list({ limit: 1, cursor: "garbage" })).toThrow(/cursor/);
  });

  it("100,000 items: a filtered page is fast (no full scan)", () => {
    const c = new MemoryCollection<Item>(["kind"]);
    const kinds = [...Array(1000).keys()].map((k) => `k${k}`);
    for (let i = 0; i < 100_000; i++) c.put(mk(i, kinds));
    const t0 = performance.now();
    let cursor: string | undefined;
    let seen = 0;
    for (let i = 0; i < 100; i++) {
      const p = c.list({ limit: 20, where: { kind: "k7" }, cursor });
      seen += p.data.length;
      cursor = p.nextCursor;
      if (!p.hasMore) break;
    }
    const deep = c.list({ limit: 20, cursor: c.list({ limit: 99_990 }).nextCursor });
    const elapsed = performance.now() - t0;
    expect(seen).toBe(100);
    expect(deep.data.length).toBe(10);
    const t1 = performance.now();
    for (let i = 0; i < 1000; i++) c.list({ limit: 20, where: { kind: "k999" }, cursor });
    expect((performance.now() - t1) / 1000).toBeLessThan(0.5); // ms per page
    expect(elapsed).toBeLessThan(1000);
  });
});

describe("MemoryTenantStore", () => {
  it("collections and values, cleared by clear()", () => {
    const s = new MemoryTenantStore();
    s.collection<Item>("items", ["kind"]).put(mk(1));
    s.setValue("x", 1);
    expect(s.collection<Item>("items").count()).toBe(1);
    expect(s.getValue("x")).toBe(1);
    s.clear();
    expect(s.collection<Item>("items").count()).toBe(0);
    expect(s.getValue("x")).toBeUndefined();
  });
});

describe("indexes follow items mutated in place", () => {
  it("a put of the same object with a changed indexed field moves it to the new bucket", () => {
    const c = new MemoryCollection<{ id: string; status: string }>(["status"]);
    const item = { id: "a", status: "PENDING" };
    c.put(item);
    item.status = "APPROVED";
    c.put(item);
    expect(c.list({ where: { status: "PENDING" }, limit: 10 }).data).toEqual([]);
    expect(c.list({ where: { status: "APPROVED" }, limit: 10 }).data.map((x) => x.id)).toEqual(["a"]);
    c.delete("a");
    expect(c.list({ where: { status: "APPROVED" }, limit: 10 }).data).toEqual([]);
  });
});
