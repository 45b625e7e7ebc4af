/**
 * The conformance suite derives no negative case from a rule the contract marks as the
 * simulator's own design: the http/https-only refinement of URLs the integrator gives
 * (HttpUrl, `x-designed`) and the ±(2^53-1) bound of every integer. A server that accepts
 * a `javascript:` redirect or an amount of 2^53 is not failed for it; the contract's other
 * constraints still make faults.
 */
import { describe, expect, test } from "vitest";
import { Contract } from "../../contract/operations.js";
import { SchemaWalker } from "../../conformance/contract/schema-walk.js";
import { faultsFor } from "../../conformance/arbitraries/faults.js";

const contract = Contract.load();
const walker = new SchemaWalker(contract);
const bodySchema = (key: string) => {
  const op = contract.byKey.get(key)!;
  return walker.deref(op.op.requestBody.content["application/json"].schema);
};
const kindsAt = (key: string, body: unknown, path: string) => {
  const site = walker.sites(bodySchema(key), body).find((s) => s.path === path);
  expect(site, `${key} has a site ${path}`).toBeDefined();
  return faultsFor(site!).map((f) => f.kind);
};

describe("faults from designed rules", () => {
  test("the http/https-only refinement of a URL makes no bad-pattern fault; its format and length still do", () => {
    const kyc = kindsAt("POST /customers/{customerId}/kyc-link", { redirectUri: "https://example.com/done" }, "redirectUri");
    expect(kyc).not.toContain("bad-pattern");
    expect(kyc).toContain("bad-format");
    const hook = kindsAt("PATCH /config", { webhookEndpoint: "https://example.com/hooks" }, "webhookEndpoint");
    expect(hook).not.toContain("bad-pattern");
    expect(hook).toContain("too-long");
    // The refinement is in the contract, and the simulator's validation applies it.
    expect(contract.registry.check("#/components/schemas/KycLinkRequest", { redirectUri: "javascript:alert(1)" })).not.toBeNull();
  });

  test("the ±(2^53-1) bound of integers makes no range fault; a bound of the service's does", () => {
    const body = { spendingLimits: { perTransactionLimit: 100, dailyLimit: 1000 } };
    const limit = kindsAt("PATCH /agents/{agentId}/policy", body, "spendingLimits.perTransactionLimit");
    expect(limit).toContain("below-minimum"); // minimum 0 is the service's
    expect(limit).not.toContain("above-maximum"); // maximum 2^53-1 is designed
    const currency = kindsAt(
      "PATCH /config",
      { supportedCurrencies: [{ currencyCode: "USD", minAmount: 1, maxAmount: 2, requiredCounterpartyFields: [] }] },
      "supportedCurrencies[0].minAmount",
    );
    expect(currency).toEqual(expect.arrayContaining(["missing", "wrong-type", "below-minimum"]));
    expect(currency).not.toContain("above-maximum");
  });
});
