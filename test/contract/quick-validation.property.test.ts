/**
 * The schema registry's quick acceptance check (contract/schema-registry.ts `check`): a body
 * whose schema holds a discriminated `oneOf` is first validated against the one variant its
 * discriminator names. Rule: it accepts only what the full validator (every variant tried)
 * accepts, so a request is never taken that the contract refuses; whatever it refuses goes
 * to the full validator, whose errors are the answer.
 */
import { beforeAll, describe, expect, test } from "vitest";
import fc from "fast-check";
import { Contract } from "../../contract/operations.js";
import { accountVariants, validAccountArb } from "../../conformance/arbitraries/account-info.js";
import { signers } from "../../conformance/arbitraries/wallets.js";
import { createAjv, DOC_ID, type ValidateFunction } from "../../contract/schema-registry.js";

const contract = Contract.load();
const reg = contract.registry;
const EXTERNAL = "#/components/schemas/ExternalAccountCreateRequest";
const variants = accountVariants(contract);

/** Request bodies (JSON) of every operation, by schema pointer. */
const bodyPointers = [
  ...new Set(
    contract.operations
      .map((o) => o.op.requestBody?.content?.["application/json"]?.schema?.$ref as string | undefined)
      .filter((p): p is string => typeof p === "string"),
  ),
];

/** One change to a valid body: another variant's type, a field dropped, a field set to any JSON value, an unknown field. */
const mutated = (body: Record<string, unknown>): fc.Arbitrary<unknown> => {
  const info = body.accountInfo as Record<string, unknown>;
  const keys = Object.keys(info);
  return fc.oneof(
    fc.constantFrom(...variants.map((v) => v.accountType)).map((t) => ({ ...body, accountInfo: { ...info, accountType: t } })),
    fc.constantFrom(...keys).map((k) => ({ ...body, accountInfo: Object.fromEntries(Object.entries(info).filter(([x]) => x !== k)) })),
    fc
      .tuple(fc.constantFrom(...keys, "currency"), fc.jsonValue({ maxDepth: 2 }))
      .map(([k, v]) => (k === "currency" ? { ...body, currency: v } : { ...body, accountInfo: { ...info, [k]: v } })),
    fc.constantFrom("USD", "EUR", "BTC", "USDC", "XYZ").map((c) => ({ ...body, currency: c })),
    fc.constant({ ...body, accountInfo: { ...info, extraField: 1 } }),
    fc.constant({ ...body, accountInfo: undefined }),
  );
};

/** Every valid body of every variant, and one change to it. */
const bodies = fc
  .constantFrom(...variants)
  .chain((v) => validAccountArb(v))
  .chain((g) => fc.oneof(fc.constant(g.body as unknown), mutated(g.body)));

/** The property: where the quick check accepts, the full validator accepts; `check` answers the full validator's verdict. */
function agrees(quick: ValidateFunction, full: ValidateFunction) {
  return (value: unknown) => {
    const q = quick(value);
    const f = full(value);
    if (q && !f) throw new Error(`the quick check accepts what the contract refuses: ${JSON.stringify(value).slice(0, 400)}`);
    return { q, f };
  };
}

// Wallet addresses are made by the wallet libraries, loaded once.
beforeAll(async () => void (await signers()));

describe("the quick acceptance check of discriminated bodies", () => {
  test("exists for the external account and customer bodies (and only where a discriminated choice is reachable)", () => {
    const quick = bodyPointers.filter((p) => reg.quickValidatorFor(p));
    expect(quick).toContain(EXTERNAL);
    expect(quick).toContain("#/components/schemas/CustomerCreateRequest");
    expect(reg.quickValidatorFor("#/components/schemas/Money") ?? null).toBe(null);
  });

  test("accepts every valid generated account body of every variant; never accepts what the full validator refuses (any single change)", () => {
    const quick = reg.quickValidatorFor(EXTERNAL)!;
    const full = reg.validatorFor(EXTERNAL);
    const check = agrees(quick, full);
    let quickAccepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(bodies, (value) => {
        const { q, f } = check(value);
        if (q) quickAccepted++;
        if (!f) refused++;
        // Nothing the full validator accepts is lost: the quick check's refusals go to it.
        expect(reg.check(EXTERNAL, value) === null).toBe(f);
      }),
      { numRuns: 1500, seed: 20261127 },
    );
    expect(quickAccepted).toBeGreaterThan(300);
    expect(refused).toBeGreaterThan(300);
  });

  test("the property fails a quick check that reads the discriminator but drops one of its variant's rules (fault injection)", () => {
    // A quick check over a copy of the contract where USD accounts no longer require a routing number.
    const doc = structuredClone(contract.doc) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- an OpenAPI document edited in place
    const usd = doc.components.schemas.UsdAccountInfo;
    usd.required = (usd.required as string[]).filter((r) => r !== "routingNumber");
    const ajv = createAjv({ allErrors: false, discriminator: true });
    for (const s of Object.values(doc.components.schemas) as Record<string, any>[])
      // eslint-disable-line @typescript-eslint/no-explicit-any -- the same document
      if (s?.discriminator) s.discriminator = { propertyName: s.discriminator.propertyName };
    ajv.addSchema({ ...doc, $id: DOC_ID });
    const faulty = ajv.compile({ $ref: `${DOC_ID}${EXTERNAL}` });
    const check = agrees(faulty, reg.validatorFor(EXTERNAL));
    const usdBodies = validAccountArb(variants.find((v) => v.accountType === "USD_ACCOUNT")!).chain((g) => mutated(g.body));
    const out = fc.check(
      fc.property(usdBodies, (v) => void check(v)),
      { numRuns: 2000, seed: 7 },
    );
    expect(out.failed).toBe(true);
    expect(String(out.errorInstance)).toMatch(/accepts what the contract refuses/);
    expect(JSON.stringify(out.counterexample)).toContain("USD_ACCOUNT");
    expect(JSON.stringify(out.counterexample)).not.toContain("routingNumber");
  });
});
