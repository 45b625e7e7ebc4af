/**
 * Hostile input against a simulator in its own process: a seeded run of hostile requests
 * across every route (the API, /_sim, the hosted pages; amounts at and past 2^53-1 among
 * them) shows no crash, no 5xx, no request left unanswered after 5 s, /_sim/health
 * answering within 1 s and another platform served throughout. `npm run fuzz` runs the
 * same generator with 10,000 requests by default (docs/limits.md: 100,000).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connect } from "node:net";
import { request as httpRequest } from "node:http";
import { basicAuth, runHostile, send, startChild, type Child } from "./run-hostile.js";
import { STRUCTURED_KINDS } from "./hostile-kinds.js";

/** A multipart body streamed in 64 KB chunks: the document fields, then one file of `fileBytes`. */
async function* multipartUpload(boundary: string, documentHolder: string, fileBytes: number): AsyncIterable<Uint8Array> {
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  yield Buffer.from(
    field("documentHolder", documentHolder) + field("documentType", "PASSPORT") + field("documentNumber", "X1") + field("issuingAuthority", "US"),
  );
  yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  for (let sent = 0; sent < fileBytes; sent += chunk.length) yield chunk;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

const COUNT = 300;
let c: Child;
/** The uploads' own simulator (see "uploads"). */
let uploads: Child;
// One simulator process for the file, with short timeouts so the slow-client case is quick.
beforeAll(async () => {
  c = await startChild({ headersMs: 1000, requestMs: 2000 });
}, 30_000);
afterAll(async () => c?.stop());
const auth = () => ({ authorization: basicAuth(c.platforms[0]) });

describe("uploads", () => {
  // A simulator of its own with the default timeouts: under the short ones above, a loaded
  // machine can take longer than requestMs to read the first 10 MB, and node then resets the
  // connection while the client is still sending, before the answer reaches it.
  beforeAll(async () => {
    uploads = await startChild();
  }, 30_000);
  afterAll(async () => uploads?.stop());

  test("a 50 MB upload is refused without the process growing by 50 MB (streamed: nothing past the limit is kept)", async () => {
    const customer = await fetch(`${uploads.baseUrl}/customers`, {
      method: "POST",
      headers: { authorization: basicAuth(uploads.platforms[0]), "content-type": "application/json" },
      body: JSON.stringify({ customerType: "INDIVIDUAL", fullName: "Ann Lee", birthDate: "1990-01-01", nationality: "US" }),
    });
    const holder = (await customer.json()).id as string;
    expect(holder).toBeTruthy();
    const upload = (body: Buffer | (() => AsyncIterable<Uint8Array>)) =>
      send(
        uploads.rootUrl,
        {
          kind: "upload",
          method: "POST",
          url: "/2025-10-13/documents",
          headers: { authorization: basicAuth(uploads.platforms[0]), "content-type": "multipart/form-data; boundary=XyZ" },
          body,
        },
        20_000,
      );
    // One refused upload first, so the heap has grown to its working size before measuring.
    await upload(() => multipartUpload("XyZ", holder, 12 * 1024 * 1024));
    const before = uploads.rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, uploads.rssMb())), 10);
    // Chunked (no Content-Length): refused once the file passes 10 MB.
    const chunked = await upload(() => multipartUpload("XyZ", holder, 50 * 1024 * 1024));
    // Declared 50 MB: refused from the headers alone.
    const declared = await upload(Buffer.alloc(50 * 1024 * 1024, 0x41));
    clearInterval(sampler);
    peak = Math.max(peak, uploads.rssMb());
    console.log(
      `50 MB uploads: RSS ${before.toFixed(1)} MB before, peak ${peak.toFixed(1)} MB (growth ${(peak - before).toFixed(1)} MB); answers ${chunked.status} and ${declared.status}`,
    );
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toMatchObject({ code: "PAYLOAD_TOO_LARGE", details: { field: "file" } });
    expect(declared.status).toBe(413);
    // Buffered, the body alone would grow the process by 50 MB; streamed, it stays well under (1-9 MB measured on a quiet machine, up to ~35 MB while other work shares it).
    expect(peak - before).toBeLessThan(50);
    expect(uploads.proc.exitCode).toBe(null);
  }, 30_000);
});

describe("a seeded run of hostile requests across every route", () => {
  test("no crash, no 5xx, every request answered within 5 s, health within 1 s, the other platform served", async () => {
    const r = await runHostile({ child: c, count: COUNT, seed: 20251013, concurrency: 8, maxSeconds: 60 });
    console.log(
      `hostile run: ${r.sent} requests in ${r.seconds.toFixed(1)} s, statuses ${JSON.stringify(r.byStatus)}, slowest health ${r.healthMaxMs} ms, RSS peak ${r.peakRssMb.toFixed(0)} MB`,
    );
    const summary = JSON.stringify(
      { sent: r.sent, byStatus: r.byStatus, fiveXx: r.fiveXx.slice(0, 3), unanswered: r.unanswered.slice(0, 3), healthMaxMs: r.healthMaxMs },
      null,
      1,
    );
    expect(r.crashed, r.childStderr).toBe(false);
    expect(r.sent, summary).toBe(COUNT);
    expect(r.fiveXx, summary).toEqual([]);
    expect(r.unanswered, summary).toEqual([]);
    expect(r.byStatus["413"] ?? 0, summary).toBeGreaterThan(0);
    expect(r.healthProbes).toBeGreaterThan(0);
    expect(r.healthMaxMs, summary).toBeLessThan(1000);
    expect(r.otherPlatformProbes).toBeGreaterThan(0);
    expect(r.otherPlatformFailures).toBe(0);
    // Every structured kind went out (cut-off multipart, bad items, deep and wide JSON, overflowing numbers, prototype names, script URLs, forms).
    for (const kind of STRUCTURED_KINDS) expect(r.byKind[kind] ?? 0, kind).toBeGreaterThan(0);
  }, 120_000);
});

describe("single hostile requests", () => {
  test("a malformed percent-escape in a hosted-page path answers 400 and the process keeps serving", async () => {
    for (const url of ["/_sim/hosted/kyc/%ZZ", "/_sim/hosted/liveness/%E0%A4%A", "/_sim/hosted/card-reveal/%"]) {
      const r = await send(c.rootUrl, { kind: "escape", method: "GET", url, headers: {} }, 5000);
      expect(r.status, url).toBe(400);
      expect(JSON.parse(r.body).code).toBe("INVALID_INPUT");
    }
    expect((await fetch(`${c.rootUrl}/_sim/health`)).status).toBe(200);
    expect(c.proc.exitCode).toBe(null);
  });

  test("a body declared over 1 MB answers 413 at once; one sent chunked answers 413 once past the limit", async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 0x20);
    const a = await send(
      c.rootUrl,
      { kind: "big", method: "POST", url: "/2025-10-13/customers", headers: { ...auth(), "content-type": "application/json" }, body: big },
      5000,
    );
    expect(a.status).toBe(413);
    expect(JSON.parse(a.body)).toMatchObject({ code: "PAYLOAD_TOO_LARGE", details: { limit: 1048576 } });
    async function* chunks() {
      for (let i = 0; i < 40; i++) yield Buffer.alloc(64 * 1024, 0x20);
    }
    const b = await send(
      c.rootUrl,
      { kind: "chunked", method: "POST", url: "/2025-10-13/customers", headers: { ...auth(), "content-type": "application/json" }, body: chunks },
      5000,
    );
    expect(b.status).toBe(413);
  });

  test("strict JSON: invalid UTF-8, NUL, deep nesting, duplicate and prototype keys answer 400 naming the problem", async () => {
    const cases: [Buffer | string, string][] = [
      [Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]), "INVALID_ENCODING"],
      ['{"fullName":"a\\u0000b"}', "INVALID_CHARACTER"],
      ["[".repeat(5000) + "]".repeat(5000), "TOO_DEEP"],
      ['{"customerType":"INDIVIDUAL","customerType":"BUSINESS"}', "DUPLICATE_KEY"],
      ['{"__proto__":{"admin":true}}', "FORBIDDEN_KEY"],
      ['{"address":{"constructor":{}}}', "FORBIDDEN_KEY"],
      ["{", "MALFORMED_BODY"],
    ];
    for (const [body, code] of cases) {
      const r = await send(
        c.rootUrl,
        { kind: code, method: "POST", url: "/2025-10-13/customers", headers: { ...auth(), "content-type": "application/json" }, body: Buffer.from(body) },
        5000,
      );
      expect(r.status, code).toBe(400);
      expect(JSON.parse(r.body).details.errors[0].code, r.body).toBe(code);
    }
    const wrongType = await send(
      c.rootUrl,
      { kind: "type", method: "POST", url: "/2025-10-13/customers", headers: { ...auth(), "content-type": "text/plain" }, body: Buffer.from("{}") },
      5000,
    );
    expect([wrongType.status, JSON.parse(wrongType.body).code]).toEqual([400, "INVALID_INPUT"]);
  });

  test("a client that never finishes its headers, or its body, is dropped without holding others", async () => {
    const t0 = Date.now();
    const slowHeaders = connect(Number(new URL(c.rootUrl).port), "127.0.0.1");
    slowHeaders.write("GET /_sim/health HTTP/1.1\r\nHost: x\r\n");
    const headersClosed = new Promise<number>((r) => slowHeaders.on("close", () => r(Date.now() - t0)));
    slowHeaders.on("error", () => {});
    slowHeaders.resume(); // read the 408 and the close
    const slowBody = httpRequest({
      host: "127.0.0.1",
      port: new URL(c.rootUrl).port,
      method: "POST",
      path: "/2025-10-13/customers",
      headers: { ...auth(), "content-type": "application/json", "content-length": 1000 },
    });
    slowBody.write('{"customerType":');
    const bodyAnswered = new Promise<number>((r) => {
      slowBody.on("response", (res) => {
        res.resume();
        r(res.statusCode!);
      });
      slowBody.on("error", () => r(0));
    });
    // Meanwhile everyone else is served at once.
    for (let i = 0; i < 5; i++) {
      const s = Date.now();
      const h = await fetch(`${c.rootUrl}/_sim/health`);
      expect(h.status).toBe(200);
      expect(Date.now() - s).toBeLessThan(1000);
    }
    expect(await headersClosed).toBeLessThan(4000);
    expect([0, 408]).toContain(await bodyAnswered);
    expect(Date.now() - t0).toBeLessThan(8000);
  }, 15_000);
});
