/**
 * Field errors are built in linear time, capped and without recursion (spec/rules/limits.yaml
 * fieldErrors): ajv gathers the errors of `$ref` items in place (not by copying the list at
 * each item), the builder lists the first `max` fields and counts the rest, and an
 * INVALID_INPUT answer stays small whatever the request holds. Against a simulator in its
 * own process, the bodies that froze or crashed it (100,000 bad items in PATCH /config,
 * 240,000 in POST /customers, 200,000 in POST /tokens) are answered at once: an array past
 * body.jsonMaxItems items (or a body past body.jsonMaxValues values) is refused as it is parsed.
 */
import { createRequire } from "node:module";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAjv, linearErrorGathering } from "../../contract/schema-registry.js";
import { bundledRegistry } from "../../contract/spec.js";
import { fieldErrorsFor, pointerToField } from "../../simulator/pipeline/field-errors.js";
import { ApiError, type FieldError } from "../../simulator/errors/api-error.js";
import { loadLimitRules } from "../../contract/rules/limits.js";
import { basicAuth, send, startChild, type Child } from "./run-hostile.js";

const require = createRequire(import.meta.url);
const Ajv2020 = require("ajv/dist/2020.js").default;

const { max, reasonMax, pathMaxChars } = loadLimitRules().fieldErrors;
const CONFIG = "#/components/schemas/PlatformConfigUpdateRequest";
const badConfig = (n: number) => ({
  supportedCurrencies: [{ currencyCode: "USD", minAmount: 1, maxAmount: 2, requiredCounterpartyFields: Array.from({ length: n }, () => 7) }],
});

describe("ajv's error gathering", () => {
  const schema = {
    $defs: { Item: { type: "object", required: ["name"], properties: { name: { $ref: "#/$defs/Name" }, n: { type: "integer" } } }, Name: { enum: ["A", "B"] } },
    type: "array",
    items: { $ref: "#/$defs/Item" },
  };

  test("the generated code appends errors in place: no copy of the list per failing item", () => {
    const ajv = createAjv();
    const code: string[] = [];
    ajv.opts.code.process = (c: string) => {
      const out = linearErrorGathering(c);
      code.push(out);
      return out;
    };
    ajv.compile(schema);
    expect(code.join("\n")).toContain("vErrors.push(e$)");
    expect(code.join("\n")).not.toMatch(/vErrors\.concat\(/);
    expect(() => linearErrorGathering("vErrors = vErrors.concat(other)")).toThrow(/does not know/);
  });

  test("property: the rewritten validator reports exactly the errors stock ajv reports", () => {
    const ours = createAjv().compile(schema);
    const stock = new Ajv2020({ strict: false, allErrors: true }).compile(schema);
    const item = fc.oneof(
      fc.constant(7),
      fc.record({ name: fc.constantFrom("A", "B", "C", 1) }),
      fc.record({ n: fc.oneof(fc.integer(), fc.string()) }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), (data) => {
        const a = ours(data);
        const b = stock(data);
        expect(a).toBe(b);
        const strip = (es: typeof ours.errors) => (es ?? []).map((e) => [e.instancePath, e.keyword, e.schemaPath]);
        expect(strip(ours.errors)).toEqual(strip(stock.errors));
      }),
      { numRuns: 200 },
    );
  });
});

describe("the field-error builder", () => {
  const reg = bundledRegistry();

  test("200,000 bad items: the first fieldErrors.max listed, the total counted, no stack overflow, linear time", () => {
    for (const n of [2_000, 200_000]) {
      const body = badConfig(n);
      const t0 = performance.now();
      const fe = fieldErrorsFor(reg, CONFIG, body, reg.check(CONFIG, body)!, "body");
      const ms = performance.now() - t0;
      expect(fe.length).toBe(max);
      expect(fe.total).toBe(n);
      expect(fe[0]).toMatchObject({ field: "supportedCurrencies[0].requiredCounterpartyFields[0]", code: "INVALID_TYPE" });
      expect(fe[max - 1].field).toBe(`supportedCurrencies[0].requiredCounterpartyFields[${max - 1}]`);
      // Liveness, not a benchmark: quadratic gathering took minutes for 200,000 items.
      expect(ms).toBeLessThan(20_000);
    }
  });

  test("one FieldError per field (the most basic problem), fields in the order found", () => {
    const body = { supportedCurrencies: [{ currencyCode: "usd", minAmount: -1, requiredCounterpartyFields: [{ name: 3, mandatory: "yes" }] }] };
    const fe = fieldErrorsFor(reg, CONFIG, body, reg.check(CONFIG, body)!, "body");
    const byField = Object.fromEntries(fe.map((e) => [e.field, e.code]));
    expect(byField).toMatchObject({
      "supportedCurrencies[0].currencyCode": "PATTERN_MISMATCH",
      "supportedCurrencies[0].minAmount": "OUT_OF_RANGE",
      "supportedCurrencies[0].maxAmount": "REQUIRED",
      "supportedCurrencies[0].requiredCounterpartyFields[0].name": "INVALID_TYPE",
      "supportedCurrencies[0].requiredCounterpartyFields[0].mandatory": "INVALID_TYPE",
    });
    expect(new Set(fe.map((e) => e.field)).size).toBe(fe.length);
    expect(fe.total).toBeUndefined();
  });

  test("a field path longer than fieldErrors.pathMaxChars is cut", () => {
    const key = "k".repeat(pathMaxChars * 3);
    const field = pointerToField(`/a/${key}/0`);
    expect(field.length).toBe(pathMaxChars + 1);
    expect(field.endsWith("…")).toBe(true);
    expect(pointerToField("/address/postalCode")).toBe("address.postalCode");
    expect(pointerToField("/items/0/x~1y", "z")).toBe("items[0].x/y.z");
  });

  test("an INVALID_INPUT answer lists at most fieldErrors.max, counts the rest, and quotes fieldErrors.reasonMax in its reason", () => {
    const errors: FieldError[] & { total?: number } = Array.from({ length: max }, (_, i) => ({
      field: `f${i}`,
      in: "body",
      code: "REQUIRED",
      reason: "is required",
    }));
    errors.total = 250_000;
    const body = ApiError.invalidInput(errors).toBody();
    expect(body.details).toMatchObject({ totalErrors: 250_000 });
    expect((body.details!.errors as unknown[]).length).toBe(max);
    expect(body.reason).toContain(`f${reasonMax - 1} is required; and ${250_000 - reasonMax} more (details.errors lists the first ${max})`);
    expect(body.reason).not.toContain(`f${reasonMax} `);
    const listedOnly = ApiError.invalidInput(
      Array.from({ length: max + 5 }, (_, i) => ({ field: `g${i}`, in: "query" as const, code: "REQUIRED", reason: "x" })),
    ).toBody();
    expect(listedOnly.details).toMatchObject({ totalErrors: max + 5 });
    expect((listedOnly.details!.errors as unknown[]).length).toBe(max);
  });
});

describe("against a simulator in its own process", () => {
  let c: Child;
  beforeAll(async () => {
    c = await startChild();
  }, 30_000);
  afterAll(async () => c?.stop());

  const call = async (method: string, path: string, body: unknown) => {
    const raw = Buffer.from(JSON.stringify(body));
    const t0 = Date.now();
    const r = await send(
      c.rootUrl,
      {
        kind: "field-errors",
        method,
        url: `/2025-10-13${path}`,
        headers: { authorization: basicAuth(c.platforms[0]), "content-type": "application/json" },
        body: raw,
      },
      20_000,
    );
    return { ...r, ms: Date.now() - t0, requestBytes: raw.length };
  };

  test("3,600 bad fields: 400 listing the first fieldErrors.max with the total, an answer smaller than the request", async () => {
    // 900 currencies of four bad fields each: within the body limits (values, items), every one invalid.
    const body = {
      supportedCurrencies: Array.from({ length: 900 }, () => ({ currencyCode: 1, minAmount: "x", maxAmount: "y", requiredCounterpartyFields: 7 })),
    };
    const requestBytes = JSON.stringify(body).length;
    const r = await fetch(`${c.baseUrl}/config`, {
      method: "PATCH",
      headers: { authorization: basicAuth(c.platforms[0]), "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(r.status).toBe(400);
    const text = await r.text();
    const answer = JSON.parse(text);
    expect(answer.code).toBe("INVALID_INPUT");
    expect(answer.details.errors).toHaveLength(max);
    expect(answer.details.totalErrors).toBe(3_600);
    expect(text.length).toBeLessThan(requestBytes);
    expect(answer.reason.length).toBeLessThan(2_000);
  });

  test.each([
    ["PATCH", "/config", badConfig(100_000)],
    ["POST", "/customers", { customerType: "INDIVIDUAL", sourceOfFundsCategories: Array.from({ length: 240_000 }, () => 1) }],
    ["POST", "/tokens", { name: "x", permissions: Array.from({ length: 200_000 }, () => 1) }],
  ])("%s %s with hundreds of thousands of bad items answers 400 at once, and health with it", async (method, path, body) => {
    const health = (async () => {
      await new Promise((r) => setTimeout(r, 20));
      const t0 = Date.now();
      await (await fetch(`${c.rootUrl}/_sim/health`)).text();
      return Date.now() - t0;
    })();
    const r = await call(method, path, body);
    expect(r.status, r.body).toBe(400);
    // An array past body.jsonMaxItems items is refused as the body is parsed, before any validation.
    expect(JSON.parse(r.body)).toMatchObject({ code: "INVALID_INPUT", details: { errors: [{ code: "TOO_LONG" }] } });
    expect(r.ms).toBeLessThan(5_000);
    expect(await health).toBeLessThan(5_000);
    expect(c.proc.exitCode).toBe(null);
  });
});
