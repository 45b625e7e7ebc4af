/**
 * The type input of generated/api.d.ts (spec/tools/type-input.ts): an `anyOf` / `oneOf` of bare
 * `required` lists beside `properties` is typed as "the properties, and one of these present"
 * instead of collapsing to `unknown`; the validation document keeps the composition as authored.
 */
import { readFileSync } from "node:fs";
import { describe, it, expect, expectTypeOf } from "vitest";
import openapiTS, { astToString } from "openapi-typescript";
import { typeInput, isBareRequired } from "../../spec/tools/type-input.js";
import type { JsonObject } from "../../spec/tools/bundle.js";
import type { components } from "../../generated/api.js";
import { repoPath } from "../../contract/paths.js";

const atLeastOne: JsonObject = {
  type: "object",
  required: ["amount"],
  anyOf: [{ required: ["a"] }, { required: ["b", "c"], title: "b and c" }],
  properties: {
    a: { type: "string", description: "The a." },
    b: { $ref: "#/components/schemas/B" },
    c: { type: ["string", "null"] },
    amount: { type: "integer" },
  },
};

function doc(schemas: JsonObject): JsonObject {
  return { openapi: "3.1.0", info: { title: "t", version: "1" }, paths: {}, components: { schemas: { B: { type: "integer" }, ...schemas } } };
}

const schemaOf = (d: JsonObject, name: string) => ((d.components as JsonObject).schemas as JsonObject)[name] as JsonObject;

describe("typeInput", () => {
  it("recognises bare required branches only", () => {
    expect(isBareRequired({ required: ["a"] })).toBe(true);
    expect(isBareRequired({ required: ["a"], title: "A", description: "a" })).toBe(true);
    expect(isBareRequired({ required: ["a"], not: { required: ["b"] } })).toBe(false);
    expect(isBareRequired({ required: [] })).toBe(false);
    expect(isBareRequired({ type: "object", properties: { a: { type: "string" } } })).toBe(false);
    expect(isBareRequired(["a"])).toBe(false);
  });

  it("turns an anyOf of bare required lists into object branches under allOf, typed from the parent's properties", () => {
    const input = doc({ AtLeastOne: atLeastOne });
    const before = structuredClone(input);
    const out = schemaOf(typeInput(input), "AtLeastOne");
    expect(input).toEqual(before); // pure: the authored document is untouched
    expect(out.anyOf).toBeUndefined();
    expect(out.required).toEqual(["amount"]);
    expect(out.properties).toEqual(atLeastOne.properties);
    expect(out.allOf).toEqual([
      {
        anyOf: [
          { required: ["a"], type: "object", properties: { a: { type: "string" } } },
          { required: ["b", "c"], title: "b and c", type: "object", properties: { b: { $ref: "#/components/schemas/B" }, c: { type: ["string", "null"] } } },
        ],
      },
    ]);
  });

  it("keeps an existing allOf and rewrites a oneOf in place", () => {
    const out = schemaOf(
      typeInput(
        doc({
          S: {
            type: "object",
            allOf: [{ $ref: "#/components/schemas/B" }],
            anyOf: [{ required: ["a"] }],
            oneOf: [{ required: ["a"] }, { required: ["x"] }],
            properties: { a: { type: "string" } },
          },
        }),
      ),
      "S",
    );
    expect(out.allOf).toEqual([{ $ref: "#/components/schemas/B" }, { anyOf: [{ required: ["a"], type: "object", properties: { a: { type: "string" } } }] }]);
    // A required name the parent does not declare gets the empty schema.
    expect(out.oneOf).toEqual([
      { required: ["a"], type: "object", properties: { a: { type: "string" } } },
      { required: ["x"], type: "object", properties: { x: {} } },
    ]);
  });

  it("leaves compositions with a constraining branch, and schemas without properties, as they are", () => {
    const mixed: JsonObject = {
      type: "object",
      properties: { a: { type: "string" } },
      oneOf: [{ required: ["a"] }, { required: ["a"], not: { required: ["b"] } }],
    };
    const bare: JsonObject = { anyOf: [{ required: ["a"] }, { required: ["b"] }] };
    const out = typeInput(doc({ Mixed: mixed, Bare: bare }));
    expect(schemaOf(out, "Mixed")).toEqual(mixed);
    expect(schemaOf(out, "Bare")).toEqual(bare);
  });

  it("reaches schemas inline in operations", () => {
    const input: JsonObject = {
      ...doc({}),
      paths: { "/x": { post: { requestBody: { content: { "application/json": { schema: atLeastOne } } }, responses: {} } } },
    };
    const out = typeInput(input) as { paths: { "/x": { post: { requestBody: { content: { "application/json": { schema: JsonObject } } } } } } };
    const schema = out.paths["/x"].post.requestBody.content["application/json"].schema;
    expect(schema.anyOf).toBeUndefined();
    expect((schema.allOf as JsonObject[])[0].anyOf).toHaveLength(2);
  });

  it("gives openapi-typescript an intersection with the branches instead of `| unknown`", async () => {
    const render = async (d: JsonObject) => astToString(await openapiTS(d as never, { alphabetize: false }));
    expect(await render(doc({ AtLeastOne: atLeastOne }))).toMatch(/\} \| unknown \| unknown;/);
    const typed = await render(typeInput(doc({ AtLeastOne: atLeastOne })));
    expect(typed).not.toMatch(/unknown/);
    expect(typed).toMatch(/\} & \(\{\s+a: string;\s+\} \| \{\s+b: components\["schemas"\]\["B"\];\s+c: string \| null;\s+\}\);/);
  });
});

describe("generated/api.d.ts", () => {
  const dts = readFileSync(repoPath("generated", "api.d.ts"), "utf8");
  /** The text of `components.schemas[name]` in api.d.ts, from its name to the `;` closing it at the same indent. */
  const block = (name: string) => {
    const m = new RegExp(`\\n {8}${name}: [\\s\\S]*?\\n {8}\\S[^\\n]*;\\n`).exec(dts);
    if (!m) throw new Error(`${name} not found in generated/api.d.ts`);
    return m[0];
  };
  const atLeastOneOf = ["WithdrawalFeeEstimateRequest", "ScaLoginCompleteRequest", "ExternalAccountTrustConfirmRequest"];

  it.each(atLeastOneOf)("types %s as its properties and one of its required lists, not unknown", (name) => {
    const text = block(name);
    expect(text).not.toMatch(/\|\s*unknown/);
    expect(text).toMatch(/\} & \(\{/);
  });

  it("has no object type joined to `unknown` by `|`", () => {
    expect(dts).not.toMatch(/\}\s*\|\s*unknown\b/);
  });

  it("types the request bodies at compile time", () => {
    type Fee = components["schemas"]["WithdrawalFeeEstimateRequest"];
    type Login = components["schemas"]["ScaLoginCompleteRequest"];
    type Confirm = components["schemas"]["ExternalAccountTrustConfirmRequest"];
    expectTypeOf<Fee>().not.toBeUnknown();
    expectTypeOf<Login>().not.toBeUnknown();
    expectTypeOf<Confirm>().not.toBeUnknown();
    const bySource: Fee = { sourceAccountId: "InternalAccount:1", amount: 1 };
    const byCurrency: Fee = { currency: "USDC", amount: 1 };
    // @ts-expect-error neither sourceAccountId nor currency
    const neither: Fee = { amount: 1 };
    const byCode: Login = { factor: "SMS_OTP", endUserIpAddress: "127.0.0.1", code: "000000" };
    // @ts-expect-error a passkey answer needs its origin
    const noOrigin: Login = { factor: "PASSKEY", endUserIpAddress: "127.0.0.1", passkeyAssertion: {} };
    const confirm: Confirm = { code: "000000" };
    expect([bySource, byCurrency, neither, byCode, noOrigin, confirm]).toHaveLength(6);
  });
});
