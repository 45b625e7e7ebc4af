/**
 * Pure token rules. Interface facts: "the secret is shown once" — so the stored record holds
 * only a hash and verifies the secret against it; a token's client id names its platform.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  createToken,
  platformIdOfTokenClientId,
  renderToken,
  secretMatches,
  tokenRefusal,
  principalOf,
} from "../../simulator/areas/api-tokens/domain/token.js";

const make = (platformId = `Platform:${randomUUID()}`) =>
  createToken({ id: `Token:${randomUUID()}`, platformId, name: "t", permissions: ["VIEW"], now: "2025-10-13T12:00:00Z", random: randomBytes(38) });

describe("API token records", () => {
  it("keep only the SHA-256 of the secret; the secret verifies, anything else does not", () => {
    const { record, secret } = make();
    expect(JSON.stringify(record)).not.toContain(secret);
    expect(record.secretHash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(secretMatches(record, secret)).toBe(true);
    expect(secretMatches(record, secret + "x")).toBe(false);
    expect(renderToken(record)).not.toHaveProperty("secretHash");
    expect(renderToken(record)).not.toHaveProperty("clientSecret");
  });

  it("a token client id names its platform; platform client ids name none", () => {
    fc.assert(fc.property(fc.uuid(), (u) => platformIdOfTokenClientId(make(`Platform:${u}`).record.clientId) === `Platform:${u}`));
    expect(platformIdOfTokenClientId("sandbox_client_id")).toBeUndefined();
  });

  it("a VIEW token may read and is refused writes, naming the permission needed", () => {
    const p = principalOf(make().record);
    expect(tokenRefusal(p, { method: "GET", path: "/customers", operationId: "listCustomers", tags: ["Customers"] })).toBeNull();
    expect(tokenRefusal(p, { method: "POST", path: "/customers", operationId: "createCustomer", tags: ["Customers"] })).toContain("MANAGE");
    expect(tokenRefusal(p, { method: "POST", path: "/quotes", operationId: "createQuote", tags: ["Cross-Currency Transfers"] })).toContain("TRANSACT");
  });
});
