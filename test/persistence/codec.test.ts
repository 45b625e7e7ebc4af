/** The stored text of values: JSON, with the non-JSON types stores hold tagged, and data never mistaken for a tag. */
import { describe, expect, it } from "vitest";
import { decode, encode, NotPlainDataError } from "../../simulator/store/codec.js";

describe("codec", () => {
  it("round-trips Map, Set, Buffer, Date, bigint, NaN, undefined in arrays and objects holding a $t key", () => {
    const v = {
      m: new Map<unknown, unknown>([
        ["a", 1],
        [2, { b: [1, undefined] }],
      ]),
      s: new Set(["x", "y"]),
      buf: Buffer.from([0, 1, 255]),
      d: new Date(1_700_000_000_000),
      big: 2n ** 70n,
      nan: NaN,
      arr: [1, undefined, 3],
      tagged: { $t: "Map", v: [] },
      plain: { a: "b", gone: undefined },
    };
    const back = decode<typeof v>(encode(v));
    expect(back.m).toEqual(v.m);
    expect(back.s).toEqual(v.s);
    expect(Buffer.isBuffer(back.buf) && back.buf.equals(v.buf)).toBe(true);
    expect(back.d.getTime()).toBe(v.d.getTime());
    expect(back.big).toBe(v.big);
    expect(back.nan).toBeNaN();
    expect(back.arr).toEqual([1, undefined, 3]);
    expect(back.tagged).toEqual({ $t: "Map", v: [] });
    expect(back.plain).toEqual({ a: "b" });
  });

  it("writes plain JSON data as JSON.stringify does", () => {
    const v = { id: "Customer:1", n: 3, nested: [{ a: null, b: true }] };
    expect(encode(v)).toBe(JSON.stringify(v));
  });

  it("refuses class instances, naming the path", () => {
    class Index {}
    expect(() => encode({ a: { b: new Index() } })).toThrow(NotPlainDataError);
    expect(() => encode({ a: { b: new Index() } })).toThrow(/a\.b is a Index/);
  });

  it("refuses damaged text and unknown tags", () => {
    expect(() => decode('{"a":')).toThrow(SyntaxError);
    expect(() => decode('{"$t":"Nope","v":1}')).toThrow(/unknown tag/);
  });
});
