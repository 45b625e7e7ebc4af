/**
 * The pieces the drift tools are made of, one by one: the rules file (checked against its
 * schema, a malformed one named), the two-way id map, the rewriting of a request for the other
 * side, the comparison (ids paired, volatile values, hosts, lists matched by id, presence),
 * redaction, and the proposed row of the difference table (valid against its schema).
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { loadRules, parseRules, RULES_PATH, RulesError } from "../../proxy/rules.js";
import { IdMap } from "../../proxy/id-map.js";
import { readCredentials, rewriteBody, rewritePath } from "../../proxy/rewrite.js";
import { compareAnswers } from "../../proxy/compare.js";
import { Redactor } from "../../proxy/redact.js";
import { proposedRow } from "../../proxy/report/proposed-row.js";
import { violationsHeader } from "../../proxy/violations-header.js";
import { createAjv } from "../../contract/schema-registry.js";
import { repoPath } from "../../contract/paths.js";
import type { Difference } from "../../proxy/types.js";

const rules = loadRules();
const A = "Customer:11111111-1111-4111-8111-111111111111";
const B = "Customer:22222222-2222-4222-8222-222222222222";
const C = "Customer:33333333-3333-4333-8333-333333333333";

describe("the rules file", () => {
  it("loads and names what is wrong in a malformed one", () => {
    expect(rules.data.mirror.length).toBeGreaterThan(0);
    const text = readFileSync(RULES_PATH, "utf8");
    expect(() => parseRules(text.replace("pair:", "pairs:"))).toThrow(RulesError);
    expect(() => parseRules(text.replace("pair:", "pairs:"))).toThrow(/normalisation\.yaml: does not match its schema/);
    expect(() => parseRules("pair: [")).toThrow(/not YAML/);
  });

  it("matches keys exactly, by end and by start, and values whole", () => {
    expect(rules.pairs("customerId", "x", undefined)).toBe(true);
    expect(rules.pairs("fullName", A, undefined)).toBe(true);
    expect(rules.pairs("fullName", "Ada", undefined)).toBe(false);
    expect(rules.pairs("code", "ABCD", "POST /invitations")).toBe(true);
    expect(rules.pairs("code", "ABCD", "GET /customers/{customerId}")).toBe(false);
    expect(rules.volatile("createdAt", "2025-10-13T12:00:00Z", undefined)).toBe(true);
    expect(rules.volatile("note", "2025-10-13T12:00:00.123Z", undefined)).toBe(true);
    expect(rules.mirror("POST", "/_sim/clock/advance")).toBeDefined();
    expect(rules.mirror("GET", "/_sim/clock")).toBeUndefined();
    expect(rules.mirror("DELETE", "/_sim/platforms/Platform:1")).toBeDefined();
  });
});

describe("the id map", () => {
  it("pairs both ways, refuses a second partner, and rewrites ids inside strings", () => {
    const map = new IdMap(rules.embedded);
    expect(map.learn(A, B)).toBe(true);
    expect(map.learn(A, C)).toBe(false);
    expect(map.learn(C, B)).toBe(false);
    expect(map.toObserved(A)).toBe(B);
    expect(map.toReference(B)).toBe(A);
    expect(map.toObserved(`${A},${C}`)).toBe(`${B},${C}`);
    expect(map.toObserved(`https://x.example/customers/${A}/kyc`)).toBe(`https://x.example/customers/${B}/kyc`);
    map.learn("sandbox-aaaa.paysim.local", "sandbox-bbbb.paysim.local", true);
    expect(map.toObserved("$payee@sandbox-aaaa.paysim.local")).toBe("$payee@sandbox-bbbb.paysim.local");
  });

  it("keeps at most its cap, counting what it refused", () => {
    const map = new IdMap(rules.embedded, 1);
    map.learn("a1", "b1");
    expect(map.learn("a2", "b2")).toBe(false);
    expect(map.refused).toBe(1);
  });
});

describe("rewriting a request for the other side", () => {
  const map = new IdMap(rules.embedded);
  map.learn(A, B);
  const to = (v: string) => map.toObserved(v);

  it("rewrites ids in path segments (as sent, or escaped) and query values, and leaves the rest as sent", () => {
    expect(rewritePath(`/customers/${A}`, to)).toBe(`/customers/${B}`);
    expect(rewritePath(`/customers/${encodeURIComponent(A)}/kyc-link`, to)).toBe(`/customers/${B}/kyc-link`);
    expect(rewritePath(`/transactions?customerId=${encodeURIComponent(A)}&limit=2`, to)).toBe(`/transactions?customerId=${encodeURIComponent(B)}&limit=2`);
    expect(rewritePath(`/x?ids=${A},${C}&a=%20b`, to)).toBe(`/x?ids=${encodeURIComponent(`${B},${C}`)}&a=%20b`);
  });

  it("rewrites bodies and puts the sink in place of a webhook endpoint", () => {
    const body = rewriteBody({ customerId: A, list: [A], webhookEndpoint: "http://127.0.0.1:9/w" }, to, rules, () => "http://sink/1");
    expect(body).toEqual({ customerId: B, list: [B], webhookEndpoint: "http://sink/1" });
  });

  it("reads Basic credentials sent (base64) or recorded (id:secret), and Bearer tokens", () => {
    expect(readCredentials(`Basic ${Buffer.from("id:s:e").toString("base64")}`)).toEqual({ scheme: "basic", id: "id", secret: "s:e" });
    expect(readCredentials("Basic id:redacted-secret-1")).toEqual({ scheme: "basic", id: "id", secret: "redacted-secret-1" });
    expect(readCredentials("Bearer tok")).toEqual({ scheme: "bearer", token: "tok" });
  });
});

describe("comparing two answers", () => {
  const ctx = () => ({ rules, map: new IdMap(rules.embedded) });

  it("pairs new ids, ignores volatile values and hosts, and names what differs", () => {
    const c = ctx();
    const ref = { id: A, createdAt: "2025-10-13T12:00:00Z", link: `http://127.0.0.1:1/_sim/hosted/kyc/${A}`, status: "PENDING", n: 1 };
    const obs = { id: B, createdAt: "2026-01-01T00:00:00.5Z", link: `http://127.0.0.1:2/_sim/hosted/kyc/${B}`, status: "PENDING", n: 1 };
    expect(compareAnswers({ status: 200, body: ref }, { status: 200, body: obs }, c)).toEqual([]);
    expect(c.map.toObserved(A)).toBe(B);
    const found = compareAnswers({ status: 200, body: { ...ref, status: "COMPLETED", extra: true } }, { status: 200, body: obs }, c);
    expect(found).toEqual([
      { kind: "state", in: "body", pointer: "/status", reference: "COMPLETED", observed: "PENDING" },
      { kind: "field", in: "body", pointer: "/extra", reference: true, observed: "(absent)" },
    ]);
  });

  it("matches list items by their paired ids before their order", () => {
    const c = ctx();
    c.map.learn(A, B);
    c.map.learn(C, "Customer:44444444-4444-4444-8444-444444444444");
    const ref = {
      data: [
        { id: A, v: 1 },
        { id: C, v: 2 },
      ],
    };
    const obs = {
      data: [
        { id: "Customer:44444444-4444-4444-8444-444444444444", v: 2 },
        { id: B, v: 1 },
      ],
    };
    expect(compareAnswers({ status: 200, body: ref }, { status: 200, body: obs }, c)).toEqual([]);
  });

  it("names a status, and an error code", () => {
    expect(compareAnswers({ status: 201, body: {} }, { status: 200, body: {} }, ctx())).toEqual([
      { kind: "status", in: "status", pointer: "", reference: 201, observed: 200 },
    ]);
    expect(compareAnswers({ status: 404, body: { code: "A" } }, { status: 404, body: { code: "B" } }, ctx())).toEqual([
      { kind: "error-code", in: "body", pointer: "/code", reference: "A", observed: "B" },
    ]);
  });

  it("names a value paired with another resource", () => {
    const c = ctx();
    c.map.learn(A, B);
    expect(compareAnswers({ status: 200, body: { customerId: A } }, { status: 200, body: { customerId: C } }, c)).toEqual([
      { kind: "id", in: "body", pointer: "/customerId", reference: A, observed: C },
    ]);
  });
});

describe("redaction", () => {
  it("aliases secrets the same way each time, keeps the Basic client id, and hides card numbers and OTPs", () => {
    const r = new Redactor(rules);
    const basic = `Basic ${Buffer.from("client:s3cret").toString("base64")}`;
    expect(r.header("authorization", basic)).toBe("Basic client:redacted-secret-1");
    expect(r.header("Authorization", basic)).toBe("Basic client:redacted-secret-1");
    expect(r.body({ clientSecret: "s3cret", note: "card 4111111111111111 on file", code: "123456" }, "POST /sca/login/complete")).toEqual({
      clientSecret: "redacted-secret-1",
      note: "card [redacted card number] on file",
      code: "redacted-secret-2",
    });
    expect(r.body({ code: "INV1" }, "POST /invitations")).toEqual({ code: "INV1" });
    expect(r.body({ n: "1234567890123" }, undefined)).toEqual({ n: "1234567890123" });
  });
});

describe("the report's pieces", () => {
  it("proposes a row the difference table's schema accepts", () => {
    const d: Difference = {
      seq: 7,
      operation: "GET /transactions/{transactionId}",
      method: "GET",
      path: `/transactions/${A}`,
      status: 200,
      kind: "state",
      in: "body",
      pointer: "/status",
      reference: "PROCESSING",
      observed: "COMPLETED",
      message: "",
    };
    const row = proposedRow(d, "paysim proxy", "2026-01-02")!;
    expect(row).toMatchObject({ operation: d.operation, side: "response", status: "200", fields: ["status"], choice: "live" });
    const schema = JSON.parse(readFileSync(repoPath("spec", "fidelity", "differences.schema.json"), "utf8"));
    const validate = createAjv().compile(schema);
    expect(validate({ differences: [row] }), JSON.stringify(validate.errors)).toBe(true);
    const table = parse(readFileSync(repoPath("spec", "fidelity", "differences.yaml"), "utf8")) as { differences: unknown[] };
    expect(validate({ differences: [...table.differences, row] })).toBe(true);
    expect(proposedRow({ ...d, operation: "webhook TEST" }, "paysim proxy")).toBeUndefined();
  });

  it("keeps the violations header in printable ASCII within its bound", () => {
    const many = Array.from({ length: 50 }, (_, i) => ({
      side: "request" as const,
      rule: "request.schema",
      in: "body" as const,
      pointer: `/f${i}`,
      expected: "é",
      actual: "x".repeat(300),
    }));
    const h = violationsHeader(many, 1000);
    expect(h.length).toBeLessThanOrEqual(1000);
    expect(/^[\x20-\x7e]*$/.test(h)).toBe(true);
    expect(JSON.parse(h).at(-1).more).toBeGreaterThan(0);
  });
});
