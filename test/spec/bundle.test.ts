/** The generator's pure transforms, on small inputs. */
import { describe, it, expect } from "vitest";
import { bundle, unresolvedRefs, resolvePointer, type SpecSources } from "../../spec/tools/bundle.js";

function sources(over: Partial<SpecSources> = {}): SpecSources {
  return {
    root: { openapi: "3.1.0", info: { title: "t", version: "1" }, paths: {}, components: {} },
    paths: [{ name: "paths/a.yaml", data: { "/a": { get: { responses: { "200": { $ref: "#/components/responses/Ok" } } } } } }],
    components: [
      {
        name: "schemas/common.yaml",
        data: {
          schemas: {
            Error400: { allOf: [{ type: "object" }, { properties: { code: { type: "string", enum: [] } } }] },
            B: { type: "string" },
            A: { type: "string" },
          },
          responses: { Ok: { description: "ok" } },
        },
      },
    ],
    errorCodes: {
      "400": [
        { code: "X", reason: "x" },
        { code: "Y", reason: "y" },
      ],
    },
    ...over,
  };
}

describe("bundle", () => {
  it("merges path and component files into one document with sorted components", () => {
    const doc: any = bundle(sources());
    expect(Object.keys(doc.paths)).toEqual(["/a"]);
    expect(Object.keys(doc.components.schemas)).toEqual(["A", "B", "Error400"]);
  });

  it("writes the error-code table into the Error<status> enum", () => {
    const doc: any = bundle(sources());
    expect(doc.components.schemas.Error400.allOf[1].properties.code.enum).toEqual(["X", "Y"]);
  });

  it("refuses a name defined twice", () => {
    const s = sources();
    s.components.push({ name: "schemas/b.yaml", data: { schemas: { A: { type: "integer" } } } });
    expect(() => bundle(s)).toThrow(/schemas\/b.yaml: duplicate components.schemas entry "A"/);
  });

  it("refuses a dangling $ref and names where it is", () => {
    const s = sources({ paths: [{ name: "paths/a.yaml", data: { "/a": { get: { responses: { "200": { $ref: "#/components/responses/Missing" } } } } } }] });
    expect(() => bundle(s)).toThrow(/#\/components\/responses\/Missing at #\/paths\/~1a\/get\/responses\/200/);
    expect(unresolvedRefs(bundle(s, { lenientRefs: true }))).toHaveLength(1);
  });

  it("refuses a top-level key of a paths file that is not a path", () => {
    expect(() => bundle(sources({ paths: [{ name: "paths/x.yaml", data: { a: {} } }] }))).toThrow(/not a path/);
  });

  it("refuses a code listed twice", () => {
    expect(() =>
      bundle(
        sources({
          errorCodes: {
            "400": [
              { code: "X", reason: "" },
              { code: "X", reason: "" },
            ],
          },
        }),
      ),
    ).toThrow(/X listed twice/);
  });

  it("resolves JSON pointers with escaped segments", () => {
    expect(resolvePointer({ paths: { "/a/b": { x: 1 } } }, "#/paths/~1a~1b/x")).toBe(1);
    expect(resolvePointer({ a: 1 }, "#/b")).toBeUndefined();
  });
});
