/** What the request journal keeps: secrets hidden, card-number-like digits masked, ids and error codes intact. */
import { describe, expect, it } from "vitest";
import { redactHeaders, redactQuery, redactValue, REDACTED } from "../../simulator/pipeline/redact.js";

describe("journal redaction", () => {
  it("masks card numbers (one run or groups of four, Luhn-valid) to their last four digits", () => {
    expect(redactValue({ a: "4111 1111 1111 1111", b: "4111-1111-1111-1111", c: "4111111111111111", n: 4111111111111111 })).toEqual({
      a: "************1111",
      b: "************1111",
      c: "************1111",
      n: "************1111",
    });
    expect(redactValue("card 5555555555554444 used")).toBe("card ************4444 used");
  });

  it("leaves ids, timestamps, amounts and Luhn-invalid digit runs alone", () => {
    const v = { id: "Customer:10000000-0000-4000-8000-000000000000", at: "2025-10-13T12:00:00.000Z", amount: 12550, ref: "4111111111111112" };
    expect(redactValue(v)).toEqual(v);
  });

  it("hides secret-named fields at any depth, and one-time codes but not error codes", () => {
    const v = redactValue({
      clientSecret: "s",
      nested: { accessToken: "t", password: "p", cvv: "123" },
      code: "123456",
      error: { code: "INVALID_INPUT" },
      recoveryCodes: ["a", "b"],
    }) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- read field by field
    expect(v).toEqual({
      clientSecret: REDACTED,
      nested: { accessToken: REDACTED, password: REDACTED, cvv: REDACTED },
      code: REDACTED,
      error: { code: "INVALID_INPUT" },
      recoveryCodes: REDACTED,
    });
  });

  it("headers: the Authorization scheme stays, its value goes; cookies, signatures and tokens go", () => {
    expect(
      redactHeaders({
        Authorization: "Basic Y2xpZW50OnNlY3JldA==",
        cookie: "a=b",
        "x-service-signature": "sig",
        "x-api-token": "t",
        accept: "application/json",
      }),
    ).toEqual({
      authorization: `Basic ${REDACTED}`,
      cookie: REDACTED,
      "x-service-signature": REDACTED,
      "x-api-token": REDACTED,
      accept: "application/json",
    });
  });

  it("query: secret-named parameters go, card numbers are masked", () => {
    expect(redactQuery(new URLSearchParams("token=abc&q=4111111111111111&limit=5"))).toBe(`token=${REDACTED}&q=************1111&limit=5`);
  });
});
