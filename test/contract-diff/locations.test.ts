/**
 * Where a finding says the change is, and that no change hides by its depth:
 * - after `allOf` merging, a finding names the part that changed (the second part of an
 *   allOf, the referenced base component, the property that carries `deprecated` beside
 *   its $ref), not the first part the merge started from;
 * - a change ten levels down, under a oneOf of many branches, or inside a schema that
 *   refers to itself, is found; the same recursive schema on both sides is no change.
 */
import { describe, expect, it } from "vitest";
import { diffDocs } from "../../contract-diff/diff.js";
import type { Finding } from "../../contract-diff/types.js";

type Schema = Record<string, unknown>;

function doc(schemas: Record<string, Schema>, response: Schema = { $ref: "#/components/schemas/Root" }): Record<string, unknown> {
  return {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {
      "/things": {
        post: {
          requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/Root" } } } },
          responses: { "200": { description: "ok", content: { "application/json": { schema: response } } } },
        },
      },
    },
    components: { schemas },
  };
}

const find = (fs: Finding[], id: string) => {
  const f = fs.find((x) => x.id === id);
  expect(f, `${id} among ${fs.map((x) => x.id).join(", ")}`).toBeDefined();
  return f!;
};

describe("a finding names the part of an allOf that changed", () => {
  const base = (): Record<string, Schema> => ({
    Base: { type: "object", properties: { name: { type: "string", maxLength: 40 }, status: { type: "string", enum: ["A", "B", "C"] } } },
    Root: { allOf: [{ $ref: "#/components/schemas/Base" }, { type: "object", required: ["name"], properties: { note: { type: "string" } } }] },
  });

  it("a name made required in the second part is reported at that part", () => {
    const b = base();
    (b.Root.allOf as Schema[])[1].required = ["name", "status"];
    const f = find(diffDocs(doc(base()), doc(b), {}, {}, { witnesses: false }), "request-required-added");
    expect(f.path).toBe("#/components/schemas/Root/allOf/1");
  });

  it("an enum narrowed in the second part is reported there, a bound tightened in the base at the base", () => {
    const b = base();
    (b.Root.allOf as Schema[])[1].properties = { note: { type: "string" }, status: { enum: ["A", "B"] } };
    expect(find(diffDocs(doc(base()), doc(b), {}, {}, { witnesses: false }), "request-enum-value-removed").path).toBe(
      "#/components/schemas/Root/allOf/1/properties/status",
    );
    const c = base();
    (c.Base.properties as Record<string, Schema>).name.maxLength = 20;
    expect(find(diffDocs(doc(base()), doc(c), {}, {}, { witnesses: false }), "request-max-length-decreased").path).toBe(
      "#/components/schemas/Base/properties/name",
    );
  });

  it("deprecated beside a $ref is reported at the property that carries it", () => {
    const a = { ...base(), Holder: { type: "object", properties: { root: { $ref: "#/components/schemas/Root" } } } };
    const b = structuredClone(a);
    (b.Holder.properties as Record<string, Schema>).root = { $ref: "#/components/schemas/Root", deprecated: true };
    const response = { $ref: "#/components/schemas/Holder" };
    const f = find(diffDocs(doc(a, response), doc(b, response), {}, {}, { witnesses: false }), "response-deprecated");
    expect(f.path).toBe("#/components/schemas/Holder/properties/root");
    expect(f.message).toContain("`root` is now deprecated");
  });
});

describe("no change hides by its depth", () => {
  const nest = (depth: number, leaf: Schema): Schema => (depth === 0 ? leaf : { type: "object", properties: { a: nest(depth - 1, leaf) } });

  it("a bound tightened ten levels down is found, with its instance path", () => {
    const a = doc({ Root: nest(10, { type: "string", maxLength: 9 }) });
    const b = doc({ Root: nest(10, { type: "string", maxLength: 5 }) });
    const f = find(diffDocs(a, b, {}, {}, { witnesses: false }), "request-max-length-decreased");
    expect(f.message).toContain("`a.a.a.a.a.a.a.a.a.a` maxLength 9 -> 5");
  });

  it("an enum value added in one branch of a 40-branch oneOf, under an array, is found", () => {
    const branches = (extra: string[]) =>
      Array.from({ length: 40 }, (_, i) => ({
        title: `Kind${i}`,
        type: "object",
        required: ["kind"],
        properties: { kind: { const: `K${i}` }, asset: { type: "string", enum: i === 7 ? ["USDC", ...extra] : ["USDC"] } },
      }));
    const wrap = (extra: string[]) =>
      doc({ Root: { type: "object", properties: { list: { type: "array", items: { type: "object", properties: { info: { oneOf: branches(extra) } } } } } } });
    const fs = diffDocs(wrap([]), wrap(["USDT"]), {}, {}, { witnesses: false });
    expect(find(fs, "response-enum-value-added").message).toContain('`list.0.info.asset` now also accepts "USDT"');
  });

  it("a change inside a schema that refers to itself is found; the same recursive schema is no change", () => {
    const tree = (max: number): Record<string, Schema> => ({
      Root: { $ref: "#/components/schemas/Node" },
      Node: {
        type: "object",
        properties: { label: { type: "string", maxLength: max }, children: { type: "array", items: { $ref: "#/components/schemas/Node" } } },
      },
    });
    expect(diffDocs(doc(tree(10)), doc(tree(10)), {}, {}, { witnesses: false })).toEqual([]);
    const fs = diffDocs(doc(tree(10)), doc(tree(8)), {}, {}, { witnesses: false });
    expect(find(fs, "request-max-length-decreased").path).toBe("#/components/schemas/Node/properties/label");
  });
});
