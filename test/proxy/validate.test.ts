/**
 * The validating proxy (without the shadow): each side of an exchange judged against the
 * contract, each violation naming the operation, the JSON pointer, the rule and both values,
 * on the console, in the `Paysim-Violations` header (JSON, bounded) and in the report files
 * (JSON, HTML, JUnit); the upstream's webhooks relayed to the client's receiver, with their
 * signature and schema checked.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AUTH, driftedUpstream, startTestProxy, startUpstream, type Upstream } from "./support.js";
import { startReceiver } from "../support/receiver.js";
import { writeReports } from "../../proxy/report/files.js";

let upstream: Upstream;

beforeAll(async () => {
  upstream = await startUpstream();
}, 60_000);

afterAll(async () => {
  await upstream?.close();
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", headers: { authorization: AUTH, "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

describe("paysim proxy: the request side", () => {
  it("names each broken rule of a request with its place, pointer and both values, in the header and on the console", async () => {
    const proxy = await startTestProxy(upstream.baseUrl);
    try {
      const bad = await post(`${proxy.baseUrl}/customers`, { customerType: "INDIVIDUAL", fullName: "Ada", birthDate: "1990-02-30", nationality: 12 });
      expect(bad.status).toBe(400);
      await bad.text();
      const header = JSON.parse(bad.headers.get("paysim-violations")!);
      expect(header).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ side: "request", rule: "request.schema", in: "body", pointer: "/nationality", actual: 12 }),
          expect.objectContaining({ side: "request", rule: "request.schema", in: "body", pointer: "/birthDate", actual: "1990-02-30" }),
        ]),
      );
      const query = await fetch(`${proxy.baseUrl}/customers?limit=many`, { headers: { authorization: AUTH } });
      await query.text();
      expect(JSON.parse(query.headers.get("paysim-violations")!)[0]).toMatchObject({
        rule: "request.parameter",
        in: "query",
        pointer: "/limit",
        actual: "many",
      });
      const anonymous = await fetch(`${proxy.baseUrl}/config`);
      await anonymous.text();
      expect(JSON.parse(anonymous.headers.get("paysim-violations")!)[0]).toMatchObject({ rule: "request.security", in: "header", pointer: "/authorization" });
      const nowhere = await fetch(`${proxy.baseUrl}/no-such-thing`, { headers: { authorization: AUTH } });
      await nowhere.text();
      expect(JSON.parse(nowhere.headers.get("paysim-violations")!)[0]).toMatchObject({ rule: "request.operation", in: "path" });
      const fine = await fetch(`${proxy.baseUrl}/config`, { headers: { authorization: AUTH } });
      await fine.text();
      expect(fine.headers.get("paysim-violations")).toBeNull();
    } finally {
      await proxy.close();
    }
    const line = proxy.lines.find((l) => l.includes("/nationality"));
    expect(line).toMatch(/^#1 POST \/customers: request violates request\.schema at body \/nationality: expected .*, got 12$/);
  }, 30_000);

  it("keeps the header within its bound, counting what it leaves out", async () => {
    const proxy = await startTestProxy(upstream.baseUrl, { headerMaxBytes: 300 });
    try {
      const body = { customerType: "INDIVIDUAL", fullName: 1, birthDate: 2, nationality: 3, email: 4, address: { line1: 5, city: 6, country: 7 } };
      const r = await post(`${proxy.baseUrl}/customers`, body);
      await r.text();
      const value = r.headers.get("paysim-violations")!;
      expect(value.length).toBeLessThanOrEqual(300);
      const items = JSON.parse(value);
      expect(items.at(-1).more).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  }, 30_000);
});

describe("paysim proxy: the answer side", () => {
  it("names an answer off the contract (an enum value, an undocumented status, a code the status does not have) and writes the reports", async () => {
    const drifted = await driftedUpstream(upstream.rootUrl, (m, p, s, b) => {
      if (m === "POST" && p === "/customers" && s === 201) return { status: 201, body: { ...b, kycStatus: "VERIFIED" } };
      if (m === "GET" && p === "/config") return { status: 299, body: b };
      if (m === "GET" && p.startsWith("/customers/Customer:0")) return { status: 404, body: { ...b, code: "GONE_FISHING" } };
      return undefined;
    });
    const proxy = await startTestProxy(drifted.baseUrl);
    try {
      const c = await post(`${proxy.baseUrl}/customers`, {
        customerType: "INDIVIDUAL",
        fullName: "Ada Lovelace",
        birthDate: "1990-12-10",
        nationality: "US",
        address: { line1: "1 Main St", city: "Springfield", state: "IL", postalCode: "62701", country: "US" },
      });
      await c.text();
      expect(JSON.parse(c.headers.get("paysim-violations")!)).toEqual([
        expect.objectContaining({
          side: "response",
          rule: "response.schema",
          in: "body",
          pointer: "/kycStatus",
          actual: "VERIFIED",
          expected: expect.arrayContaining(["APPROVED"]),
        }),
      ]);
      for (const path of ["/config", "/customers/Customer:00000000-0000-4000-8000-000000000000"]) {
        const r = await fetch(proxy.baseUrl + path, { headers: { authorization: AUTH } });
        await r.text();
      }
    } finally {
      await proxy.close();
      await drifted.close();
    }
    const report = proxy.session.report();
    expect(report.violations.map((v) => [v.operation, v.rule, v.in, v.pointer, v.actual])).toEqual([
      ["POST /customers", "response.schema", "body", "/kycStatus", "VERIFIED"],
      ["GET /config", "response.status-documented", "status", "", 299],
      ["GET /customers/{customerId}", "response.error-code", "body", "/code", "GONE_FISHING"],
    ]);
    const out = mkdtempSync(join(tmpdir(), "paysim-drift-reports-"));
    const files = writeReports(report, out, "drift");
    expect(JSON.parse(readFileSync(files.json, "utf8")).totals.violations).toBe(3);
    expect(readFileSync(files.junit, "utf8")).toContain('<failure type="response.schema"');
    expect(readFileSync(files.html, "utf8")).toContain("GONE_FISHING");
  }, 30_000);
});

describe("paysim proxy --webhook-forward", () => {
  it("relays the upstream's deliveries, byte for byte and signed, and names a forged one", async () => {
    const receiver = await startReceiver();
    const key = readFileSync(upstream.keyFile, "utf8");
    receiver.verifyWith(key);
    const proxy = await startTestProxy(upstream.baseUrl, { webhookForward: receiver.url, webhookKeyPem: key });
    try {
      const set = await fetch(`${proxy.baseUrl}/config`, {
        method: "PATCH",
        headers: { authorization: AUTH, "content-type": "application/json" },
        body: JSON.stringify({ webhookEndpoint: `${proxy.rootUrl}/_proxy/webhooks` }),
      });
      expect(set.status).toBe(200);
      const test = await fetch(`${proxy.baseUrl}/webhooks/test`, { method: "POST", headers: { authorization: AUTH } });
      expect(test.status).toBe(200);
      const [delivery] = await receiver.waitFor(1, 10_000);
      expect(delivery.signatureValid).toBe(true);
      expect(delivery.body.type).toBe("TEST");
      const forged = await fetch(`${proxy.rootUrl}/_proxy/webhooks`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-service-signature": JSON.stringify({ v: "1", s: Buffer.from("nope").toString("base64") }) },
        body: JSON.stringify({ id: "Webhook:1", type: "CUSTOMER.KYC_APPROVED", timestamp: "soon", data: {} }),
      });
      expect(forged.status).toBe(200);
      await forged.text();
    } finally {
      await proxy.close();
      await receiver.close();
    }
    const rules = proxy.session.report().violations.filter((v) => v.side === "webhook");
    expect(rules.map((v) => v.rule)).toContain("webhook.signature");
    expect(rules.filter((v) => v.rule === "webhook.schema").length).toBeGreaterThan(0);
    expect(rules.every((v) => v.operation === "webhook CUSTOMER.KYC_APPROVED")).toBe(true);
  }, 30_000);
});
