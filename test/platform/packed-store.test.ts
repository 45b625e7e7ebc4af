/**
 * Packed collections (store/packed.ts) give back exactly what was put: same keys in the
 * same order, same values, nested objects and arrays, updates, index lookups and paging,
 * while one collection that is not declared packed keeps the objects themselves.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Packer } from "../../simulator/store/packed.js";
import { StoreSchema, declareCollection } from "../../simulator/store/declarations.js";
import { MemoryTenantStore } from "../../simulator/store/memory.js";

const jsonish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.string(),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
    tie("object"),
    fc.array(tie("value"), { maxLength: 3 }),
  ),
  object: fc.dictionary(fc.oneof(fc.string({ maxLength: 6 }), fc.constant("__proto__")), tie("value"), { maxKeys: 5 }),
}));

describe("Packer", () => {
  it("unpack(pack(x)) equals x, key order included, for any JSON-like object", () => {
    const p = new Packer();
    fc.assert(
      fc.property(jsonish.object, (o) => {
        const back = p.unpack(p.pack(o)) as Record<string, unknown>;
        expect(back).toEqual(o);
        expect(JSON.stringify(back)).toBe(JSON.stringify(o));
      }),
      { numRuns: 300 },
    );
  });

  it("keeps non-plain values as they are and flattens concatenated strings without changing them", () => {
    const p = new Packer();
    const when = new Date(0);
    const id = `Transaction:${"ab".repeat(20)}`;
    const row = p.pack({ id, when, list: [1, { a: 2 }], nested: { code: "USD", deep: { n: 1 } } });
    expect(Array.isArray(row)).toBe(true);
    const back = p.unpack(row) as any;
    expect(back.when).toBe(when);
    expect(back).toEqual({ id, when, list: [1, { a: 2 }], nested: { code: "USD", deep: { n: 1 } } });
    const proto = JSON.parse('{"id":"p","nested":{"__proto__":{"x":1}}}');
    expect(p.pack(proto)).toBe(proto); // kept as is: a rebuilt object could not hold that key
  });
});

describe("a packed collection", () => {
  const store = new MemoryTenantStore(new StoreSchema([{ collections: [declareCollection("packed-things", { packed: true })] }]));
  const col = store.collection<any>("packed-things", ["group"]);
  const plain = store.collection<any>("plain-things");

  it("stores, updates, indexes, pages and deletes like any collection", () => {
    for (let i = 0; i < 50; i++) col.put({ id: `T${i}`, group: i % 2 ? "odd" : "even", amount: { value: i, currency: { code: "USD" } }, tags: [i] });
    expect(col.get("T7")).toEqual({ id: "T7", group: "odd", amount: { value: 7, currency: { code: "USD" } }, tags: [7] });
    expect(col.get("T7")).not.toBe(col.get("T7")); // a fresh object per read
    const t7 = col.get("T7");
    t7.group = "even";
    expect(col.findOne("group", "odd").id).toBe("T1");
    expect(col.list({ where: { group: "even" }, limit: 100 }).totalCount).toBe(25); // not put: unchanged
    col.put(t7);
    expect(col.list({ where: { group: "even" }, limit: 100 }).totalCount).toBe(26);
    const page1 = col.list({ where: { group: "odd" }, limit: 10 });
    const page2 = col.list({ where: { group: "odd" }, limit: 10, cursor: page1.nextCursor });
    expect([...page1.data, ...page2.data].map((t) => t.id)).toEqual([
      "T1",
      "T3",
      "T5",
      "T9",
      "T11",
      "T13",
      "T15",
      "T17",
      "T19",
      "T21",
      "T23",
      "T25",
      "T27",
      "T29",
      "T31",
      "T33",
      "T35",
      "T37",
      "T39",
      "T41",
    ]);
    expect(col.delete("T1")).toBe(true);
    expect(col.findOne("group", "odd").id).toBe("T3");
    expect(col.count()).toBe(49);
    expect([...col.values()].every((t) => t.amount.currency.code === "USD")).toBe(true);
  });

  it("a nested object kept once is copied out: changing one read changes nothing stored", () => {
    const usd = { code: "USD", name: "United States Dollar", symbol: "$", decimals: 2 };
    col.put({ id: "U1", group: "x", amount: { value: 1, currency: usd } });
    col.put({ id: "U2", group: "x", amount: { value: 2, currency: { ...usd } } });
    usd.code = "EUR"; // the caller's object: not what was stored
    const one = col.get("U1");
    one.amount.currency.code = "GBP";
    expect(col.get("U1").amount.currency).toEqual({ code: "USD", name: "United States Dollar", symbol: "$", decimals: 2 });
    expect(col.get("U2").amount.currency.code).toBe("USD");
  });

  it("index keys keep types apart and unique values need no array", () => {
    const c = store.collection<any>("keys", ["k"]);
    c.put({ id: "a", k: "1" });
    c.put({ id: "b", k: 1 });
    c.put({ id: "c", k: "\u0001number:1" });
    expect(c.list({ where: { k: "1" }, limit: 5 }).data.map((x) => x.id)).toEqual(["a"]);
    expect(c.list({ where: { k: 1 }, limit: 5 }).data.map((x) => x.id)).toEqual(["b"]);
    expect(c.list({ where: { k: "\u0001number:1" }, limit: 5 }).data.map((x) => x.id)).toEqual(["c"]);
  });

  it("a collection not declared packed keeps the objects themselves", () => {
    const o = { id: "x", v: { n: 1 } };
    plain.put(o);
    expect(plain.get("x")).toBe(o);
  });
});
