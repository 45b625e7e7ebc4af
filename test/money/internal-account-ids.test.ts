/**
 * Internal account ids are random, and the sandbox refuses a card funding source whose id
 * ends in 002 or 003 (spec/rules/cards.yaml). An id the simulator mints never ends so: an
 * ordinary account drawn with such an id (2 in 4,096) refused to fund a card, failing a
 * conformance run now and then with FUNDING_SOURCE_INELIGIBLE.
 */
import { afterEach, describe, expect, test, vi } from "vitest";

const drawn: string[] = [];
vi.mock("node:crypto", async (original) => {
  const real = await original<typeof import("node:crypto")>();
  return { ...real, randomUUID: () => drawn.shift() ?? real.randomUUID() };
});

const { newInternalAccountId } = await import("../../simulator/areas/money/books.js");
const { fundingSuffixRefusal } = await import("../../contract/rules/cards.js");

afterEach(() => {
  drawn.length = 0;
});

describe("internal account ids", () => {
  test("an id drawn with a funding-source suffix is drawn again", () => {
    drawn.push("00000000-0000-4000-8000-000000000002", "00000000-0000-4000-8000-000000000003", "00000000-0000-4000-8000-000000000042");
    expect(newInternalAccountId()).toBe("InternalAccount:00000000-0000-4000-8000-000000000042");
  });

  test("no minted id ends in a funding-source suffix", () => {
    for (let i = 0; i < 5_000; i++) expect(fundingSuffixRefusal(newInternalAccountId())).toBeUndefined();
  });
});
