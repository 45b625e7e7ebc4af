/** The one Luhn check (contract/luhn.ts) on known card numbers, and check digits that always pass. */
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { luhnCheckDigit, luhnPasses } from "../../contract/luhn.js";

describe("Luhn", () => {
  test("known numbers: the test Visa and Mastercard numbers pass, a changed last digit fails", () => {
    for (const pan of ["4111111111111111", "5555555555554444", "4000000000000002", "378282246310005"]) expect(luhnPasses(pan), pan).toBe(true);
    expect(luhnPasses("4111111111111112")).toBe(false);
    expect(luhnCheckDigit("411111111111111")).toBe(1);
    expect(luhnCheckDigit("37828224631000")).toBe(5);
  });

  test("a body and its check digit pass; any other last digit fails", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{11,18}$/), fc.integer({ min: 1, max: 9 }), (body, shift) => {
        const d = luhnCheckDigit(body);
        expect(luhnPasses(body + String(d))).toBe(true);
        expect(luhnPasses(body + String((d + shift) % 10))).toBe(false);
      }),
    );
  });
});
