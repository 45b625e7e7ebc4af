/**
 * The proxy bounded and safe with what it meets: an upstream that cannot be reached (502) or
 * does not answer in time (504) gets a JSON error naming it, and the proxy keeps serving; a
 * body over the cap is refused (413) unsent; a recording stops at its cap while the proxy
 * goes on; a recording holds no credential, wallet signature, OTP, card number or secret
 * unless told to keep them.
 */
import { describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AUTH, startTestProxy, startUpstream } from "./support.js";
import { freePort } from "../support/ports.js";

const dir = mkdtempSync(join(tmpdir(), "paysim-bounded-"));

/** An upstream that takes requests and never answers. */
async function silent(): Promise<{ base: string; close(): Promise<void> }> {
  const server: Server = createServer(() => undefined);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/2025-10-13`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe("paysim proxy, bounded", () => {
  it("answers 502 naming an upstream it cannot reach, and keeps serving", async () => {
    const upstream = `http://127.0.0.1:${await freePort()}/2025-10-13`;
    const proxy = await startTestProxy(upstream);
    try {
      for (let i = 0; i < 2; i++) {
        const r = await fetch(`${proxy.baseUrl}/config`, { headers: { authorization: AUTH } });
        expect(r.status).toBe(502);
        const body = await r.json();
        expect(body).toMatchObject({ code: "UPSTREAM_UNREACHABLE", details: { upstream } });
        expect(body.reason).toContain(upstream);
      }
      const health = await fetch(`${proxy.rootUrl}/_proxy/health`);
      expect(health.status).toBe(200);
      await health.text();
    } finally {
      await proxy.close();
    }
  }, 30_000);

  it("answers 504 naming an upstream that does not answer in time, and keeps serving", async () => {
    const up = await silent();
    const proxy = await startTestProxy(up.base, { timeoutMs: 300 });
    try {
      const started = Date.now();
      const [a, b] = await Promise.all([1, 2].map(() => fetch(`${proxy.baseUrl}/config`, { headers: { authorization: AUTH } })));
      expect(Date.now() - started).toBeLessThan(5000);
      for (const r of [a, b]) {
        expect(r.status).toBe(504);
        const body = await r.json();
        expect(body.code).toBe("UPSTREAM_TIMEOUT");
        expect(body.reason).toContain(up.base);
      }
      expect((await fetch(`${proxy.rootUrl}/_proxy/health`)).status).toBe(200);
    } finally {
      await proxy.close();
      await up.close();
    }
  }, 30_000);

  it("refuses a body over its cap without sending it", async () => {
    const upstream = await startUpstream();
    const proxy = await startTestProxy(upstream.baseUrl, { maxBodyBytes: 1000 });
    try {
      const r = await fetch(`${proxy.baseUrl}/customers`, {
        method: "POST",
        headers: { authorization: AUTH, "content-type": "application/json" },
        body: JSON.stringify({ fullName: "x".repeat(2000) }),
      });
      expect(r.status).toBe(413);
      expect((await r.json()).code).toBe("PAYLOAD_TOO_LARGE");
      const list = await fetch(`${proxy.baseUrl}/customers`, { headers: { authorization: AUTH } });
      expect(list.status).toBe(200);
      expect((await list.json()).data).toEqual([]);
    } finally {
      await proxy.close();
      await upstream.close();
    }
  }, 30_000);

  it("stops recording at its cap, says so, and goes on serving", async () => {
    const upstream = await startUpstream();
    const file = join(dir, "capped.jsonl");
    const proxy = await startTestProxy(upstream.baseUrl, { record: { file, secrets: false, maxBytes: 4000, maxBodyBytes: 100_000 } });
    try {
      for (let i = 0; i < 5; i++) {
        const r = await fetch(`${proxy.baseUrl}/config`, { headers: { authorization: AUTH } });
        expect(r.status).toBe(200);
        await r.text();
      }
    } finally {
      await proxy.close();
    }
    expect(statSync(file).size).toBeLessThanOrEqual(4000);
    expect(proxy.recorder!.stopped).toMatch(/reached 4000 bytes/);
    expect(proxy.session.report().notes.join(" ")).toMatch(/recording stopped/);
    expect(proxy.lines.some((l) => l.startsWith("recording stopped"))).toBe(true);
  }, 30_000);

  it("records no credential, signature, OTP, card number or secret unless told to", async () => {
    const upstream = await startUpstream();
    const card = "4242424242424242";
    const send = async (proxyBase: string) => {
      const token = await fetch(`${proxyBase}/tokens`, {
        method: "POST",
        headers: { authorization: AUTH, "content-type": "application/json" },
        body: JSON.stringify({ name: `recorded ${card}`, permissions: ["VIEW"] }),
      });
      const created = await token.json();
      const confirm = await fetch(`${proxyBase}/sca/factors/confirm?customerId=Customer:00000000-0000-4000-8000-000000000000`, {
        method: "POST",
        headers: { authorization: AUTH, "content-type": "application/json", "service-wallet-signature": "stamp-of-the-client" },
        body: JSON.stringify({ code: "123456", encryptedOtpBundle: "bundle-of-the-client" }),
      });
      await confirm.text();
      return created.clientSecret as string;
    };
    const redactedFile = join(dir, "redacted.jsonl");
    const kept = join(dir, "kept.jsonl");
    let secret = "";
    for (const [file, secrets] of [
      [redactedFile, false],
      [kept, true],
    ] as const) {
      const proxy = await startTestProxy(upstream.baseUrl, { record: { file, secrets, maxBytes: 1_000_000, maxBodyBytes: 100_000 } });
      try {
        secret = await send(proxy.baseUrl);
      } finally {
        await proxy.close();
      }
    }
    await upstream.close();
    expect(secret).toMatch(/\w{8}/);
    const text = readFileSync(redactedFile, "utf8");
    for (const s of ["sandbox_client_secret", secret, card, "stamp-of-the-client", "bundle-of-the-client", '"123456"']) expect(text, s).not.toContain(s);
    expect(text).toContain("redacted-secret-");
    expect(text).toContain("[redacted card number]");
    const all = readFileSync(kept, "utf8");
    for (const s of [card, "stamp-of-the-client", "bundle-of-the-client"]) expect(all).toContain(s);
  }, 30_000);
});
