/**
 * Properties of the pure wallet-auth rules.
 * - Auth sandbox values: an OIDC token registers only when `iat` is at most 60 s before the
 *   request with 5 s of skew either way, and `exp` is after the request.
 * - Authentication 3-4: a retry is judged in the table's order; a defect in any field
 *   is refused under that field's check, and only a fully correct retry passes.
 * - The retry must repeat the request the id was issued for: the request's fingerprint is
 *   the SHA-256 of its canonical JSON (keys sorted at every level, undefined members left
 *   out), the same for any order of keys and different for any other content.
 */
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { walletAuthRules } from "../../contract/rules/wallet-auth.js";
import { registrationIdentity } from "../../simulator/areas/wallet-auth/domain/oauth.js";
import { createHash } from "node:crypto";
import { canonicalJson, issueSignedRequest, judgeRetry, requestFingerprint, setChangedType } from "../../simulator/areas/wallet-auth/domain/signed-retry.js";
import type { SessionRecord } from "../../simulator/areas/wallet-auth/domain/records.js";

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
const token = (claims: Record<string, unknown>) => `${b64({ alg: "none" })}.${b64(claims)}.c2ln`;

describe("OIDC registration claims", () => {
  const rules = walletAuthRules().oauth;
  const NOW = Date.parse("2026-01-01T00:00:00Z");
  test("iat within [now - 60 s - 5 s, now + 5 s] and exp after now: accepted; otherwise the failing claim is named", () => {
    fc.assert(
      fc.property(fc.integer({ min: -200, max: 200 }), fc.integer({ min: -100, max: 3600 }), (iatOffset, expOffset) => {
        const now = NOW / 1000;
        const r = registrationIdentity(
          token({ iss: rules.supportedIssuers[0], aud: "app", sub: "u1", iat: now + iatOffset, exp: now + expOffset }),
          NOW,
          rules,
        );
        const iatOk = iatOffset >= -(rules.iatMaxAgeSeconds + rules.clockSkewSeconds) && iatOffset <= rules.clockSkewSeconds;
        const expOk = expOffset > 0;
        if (iatOk && expOk) expect(r.ok).toBe(true);
        else expect(r).toMatchObject({ ok: false, claim: iatOk ? "exp" : "iat" });
      }),
      { numRuns: 300 },
    );
  });
});

describe("signed-retry judgement", () => {
  const NOW = Date.parse("2026-01-01T00:00:00Z");
  const key = "02" + "ab".repeat(32);
  const session: SessionRecord = {
    id: "Session:1",
    accountId: "A",
    credentialId: "C",
    type: "EMAIL_OTP",
    nickname: "n",
    publicKey: key,
    createdAt: "",
    updatedAt: "",
    expiresAt: new Date(NOW + 600_000).toISOString(),
  };
  const request = issueSignedRequest({
    requestId: "Request:1",
    operationId: "op",
    fingerprint: "fp",
    accountId: "A",
    signer: { kind: "walletSession" },
    wallet: { credentialSetVersion: 3 },
    nowIso: new Date(NOW).toISOString(),
    ttlSeconds: 300,
  });
  const base = {
    request,
    operationId: "op",
    fingerprint: "fp",
    stamp: { publicKey: key, scheme: "s", signature: "30" },
    verified: true,
    sessions: [session],
    wallet: { credentialSetVersion: 3 },
    nowMs: NOW + 1000,
  };
  const defects = {
    unknown: { request: undefined },
    expired: { nowMs: NOW + 301_000 },
    replayed: { request: { ...request, usedAt: "x" } },
    operation: { operationId: "other" },
    body: { fingerprint: "other" },
    signature: { verified: false },
    signer: { stamp: { ...base.stamp, publicKey: "03" + "cd".repeat(32) } },
    sessionExpired: { sessions: [{ ...session, expiresAt: new Date(NOW).toISOString() }] },
    sessionRevoked: { sessions: [{ ...session, revokedAt: "x" }] },
    credentialSet: { wallet: { credentialSetVersion: 4 } },
  } as const;
  const expected: Record<keyof typeof defects, string> = {
    unknown: "UNKNOWN_REQUEST",
    expired: "UNKNOWN_REQUEST",
    replayed: "REPLAYED",
    operation: "BODY_MISMATCH",
    body: "BODY_MISMATCH",
    signature: "SIGNATURE_INVALID",
    signer: "WRONG_SIGNER",
    sessionExpired: "SESSION_EXPIRED",
    sessionRevoked: "SESSION_REVOKED",
    credentialSet: "CREDENTIAL_SET_CHANGED",
  };
  const order = walletAuthRules().signedRetryFailures.map((f) => f.check);

  test("a correct retry passes", () => {
    expect(judgeRetry(base)).toMatchObject({ ok: true, session: { id: "Session:1" } });
  });

  test("an operation signed as another (spec/rules/wallet-auth.yaml signedAs) retries its signed requests; any other operation does not", () => {
    const [alias, target] = Object.entries(walletAuthRules().signedAs)[0];
    const issuedFor = (operationId: string) => ({ ...base, request: { ...base.request!, operationId } });
    expect(judgeRetry({ ...issuedFor(target), operationId: alias })).toMatchObject({ ok: true });
    expect(judgeRetry({ ...issuedFor(alias), operationId: target })).toMatchObject({ ok: true });
    expect(judgeRetry({ ...issuedFor(target), operationId: "exportInternalAccount" })).toMatchObject({ ok: false, check: "BODY_MISMATCH" });
  });

  test("any set of defects is refused under the check of the earliest one in the table's order", () => {
    const names = Object.keys(defects) as (keyof typeof defects)[];
    // Defects of the same field exclude each other (one request, one session list).
    const consistent = (ds: (keyof typeof defects)[]) =>
      !(ds.includes("unknown") && ds.includes("replayed")) && !(ds.includes("sessionExpired") && ds.includes("sessionRevoked"));
    fc.assert(
      fc.property(fc.subarray(names, { minLength: 1 }).filter(consistent), (picked) => {
        const input = Object.assign({}, base, ...picked.map((n) => defects[n]));
        const r = judgeRetry(input);
        const first = picked.map((n) => expected[n]).sort((a, b) => order.indexOf(a as never) - order.indexOf(b as never))[0];
        expect(r).toMatchObject({ ok: false, check: first });
      }),
      { numRuns: 300 },
    );
  });
});

describe("the credential type a changed set is reported for", () => {
  test("the OTP credential the request concerns, else the signing session's credential", () => {
    const types = ["EMAIL_OTP", "SMS_OTP", "PASSKEY", "OAUTH"] as const;
    fc.assert(
      fc.property(fc.option(fc.constantFrom(...types), { nil: undefined }), fc.option(fc.constantFrom(...types), { nil: undefined }), (concerns, signer) => {
        const got = setChangedType({ credentialType: concerns }, signer ? { type: signer } : undefined);
        const otp = concerns === "EMAIL_OTP" || concerns === "SMS_OTP";
        expect(got).toBe(otp ? concerns : (signer ?? concerns));
      }),
    );
  });
});

describe("request fingerprint", () => {
  /** Canonical JSON written the plain way (an array of "key":value members per object, sorted by key, joined). */
  const plainCanonical = (v: unknown): string => {
    if (Array.isArray(v)) return "[" + v.map(plainCanonical).join(",") + "]";
    if (v && typeof v === "object") {
      const members = Object.entries(v).filter(([, x]) => x !== undefined);
      members.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return "{" + members.map(([k, x]) => JSON.stringify(k) + ":" + plainCanonical(x)).join(",") + "}";
    }
    return JSON.stringify(v ?? null);
  };
  /** The same value with every object's members in reverse order (integer-like keys still come first, as JS orders them). */
  const reversedDeep = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(reversedDeep)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.entries(v)
              .reverse()
              .map(([k, x]) => [k, reversedDeep(x)]),
          )
        : v;

  test("canonical JSON is JSON with every object's keys sorted, whatever the order the keys came in", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const expected = plainCanonical(v);
        expect(canonicalJson(v)).toBe(expected);
        expect(canonicalJson(reversedDeep(v))).toBe(expected);
        expect(JSON.parse(canonicalJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
      { numRuns: 300 },
    );
    expect(canonicalJson({ b: undefined, a: [undefined, 1], c: { d: undefined }, "10": 1, "9": 2, "": 3 })).toBe('{"":3,"10":1,"9":2,"a":[null,1],"c":{}}');
  });

  test("the fingerprint is the SHA-256 of {body, operationId, params, query} in canonical JSON; any other body changes it", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.dictionary(fc.string(), fc.string()), (body, other, params) => {
        const text = plainCanonical({ operationId: "updateInternalAccount", params, query: { a: "1" }, body });
        const fp = requestFingerprint("updateInternalAccount", params, { a: "1" }, body);
        expect(fp).toBe(createHash("sha256").update(text, "utf8").digest("hex"));
        expect(requestFingerprint("updateInternalAccount", params, { a: "1" }, reversedDeep(body))).toBe(fp);
        if (plainCanonical(other) !== plainCanonical(body)) expect(requestFingerprint("updateInternalAccount", params, { a: "1" }, other)).not.toBe(fp);
      }),
      { numRuns: 200 },
    );
    expect(requestFingerprint("executeQuote", { quoteId: "Quote:1" }, {}, undefined)).toBe(
      createHash("sha256").update('{"body":null,"operationId":"executeQuote","params":{"quoteId":"Quote:1"},"query":{}}').digest("hex"),
    );
  });
});
