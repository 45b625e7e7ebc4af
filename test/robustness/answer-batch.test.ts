/**
 * Answers are written in batches at the end of an event-loop turn (simulator/http/answer-batch.ts).
 * Batching must not change what a client sees: pipelined requests on one connection get
 * their answers in request order, an answer node refuses to write becomes a 500 without
 * holding the answers queued beside it, and faked global timers do not hold any answer.
 */
import { connect } from "node:net";
import { afterEach, expect, test, vi } from "vitest";
import { createSimulator } from "../../simulator/app.js";
import { AnswerBatch, type Answer } from "../../simulator/http/answer-batch.js";
import type { ServerResponse } from "node:http";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const auth = "Basic " + Buffer.from("client:secret").toString("base64");
const platform = { clientId: "client", clientSecret: "secret" };

/** Sends `raw` on one connection and resolves with everything received once `answers` status lines arrived. */
function pipelined(port: number, raw: string, answers: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = connect(port, "127.0.0.1");
    let got = "";
    s.on("data", (b) => {
      got += b.toString("latin1");
      if ((got.match(/HTTP\/1\.1 \d{3}/g) ?? []).length >= answers) {
        s.destroy();
        resolve(got);
      }
    });
    s.on("error", reject);
    s.setTimeout(10_000, () => reject(new Error(`timed out with: ${got}`)));
    s.write(raw);
  });
}

test("pipelined requests on one connection are answered in request order", async () => {
  const sim = createSimulator({ defaultPlatform: platform, log: () => {} });
  const { port, baseUrl } = await sim.listen(0);
  try {
    const ids: string[] = [];
    for (const p of ["order-a", "order-b"]) {
      const r = await fetch(`${baseUrl}/customers`, {
        method: "POST",
        headers: { authorization: auth, "content-type": "application/json" },
        body: JSON.stringify({ customerType: "INDIVIDUAL", platformCustomerId: p }),
      });
      expect(r.status).toBe(201);
      ids.push(((await r.json()) as { id: string }).id);
    }
    const get = (path: string) => `GET /2025-10-13${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${auth}\r\n\r\n`;
    const raw = get(`/customers/${encodeURIComponent(ids[0])}`) + get("/customers/Customer:none") + get(`/customers/${encodeURIComponent(ids[1])}`);
    const got = await pipelined(port, raw, 3);
    const statuses = [...got.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => m[1]);
    expect(statuses).toEqual(["200", "404", "200"]);
    // Each answer's body belongs to its request: customer a, then the 404, then customer b.
    const a = got.indexOf(ids[0]);
    const missing = got.indexOf("NOT_FOUND");
    const b = got.indexOf(ids[1]);
    expect(a).toBeGreaterThan(-1);
    expect(missing).toBeGreaterThan(a);
    expect(b).toBeGreaterThan(missing);
  } finally {
    await sim.close();
  }
});

test("an answer node refuses to write becomes a 500; the answers beside it are written", async () => {
  const lines: string[] = [];
  // A response stage that puts a line break in a header value for one path only.
  const sim = createSimulator({
    defaultPlatform: platform,
    log: (m) => void lines.push(m),
    stages: {
      transformResponse: (ctx, r) => (ctx?.raw.path.endsWith("broken") ? { ...r, headers: { ...r.headers, "x-broken": "a\r\nb" } } : r),
    },
  });
  const { baseUrl } = await sim.listen(0);
  try {
    const [bad, good] = await Promise.all([
      fetch(`${baseUrl}/customers/Customer:broken`, { headers: { authorization: auth } }),
      fetch(`${baseUrl}/customers/Customer:fine`, { headers: { authorization: auth } }),
    ]);
    expect(bad.status).toBe(500);
    expect(((await bad.json()) as { code: string }).code).toBe("INTERNAL_ERROR");
    expect(good.status).toBe(404);
    expect(((await good.json()) as { code: string }).code).toBe("CUSTOMER_NOT_FOUND");
    expect(lines.some((l) => l.includes("writing an answer failed"))).toBe(true);
  } finally {
    await sim.close();
  }
});

test("answers are written while the global timers are faked", async () => {
  const sim = createSimulator({ defaultPlatform: platform, log: () => {} });
  const { baseUrl } = await sim.listen(0);
  vi.useFakeTimers({ toFake: ["setImmediate", "setTimeout", "setInterval"] });
  try {
    const r = await fetch(`${baseUrl}/customers`, { headers: { authorization: auth } });
    expect(r.status).toBe(200);
  } finally {
    vi.useRealTimers();
    await sim.close();
  }
});

test("one flush per turn writes every answer queued in it, in order, past one that throws", async () => {
  const written: string[] = [];
  const failed: string[] = [];
  const res = (name: string, throws = false) =>
    ({
      headersSent: false,
      destroyed: false,
      writeHead() {
        if (throws) throw new Error(`${name} refused`);
      },
      end(text?: string) {
        written.push(`${name}:${text ?? ""}`);
      },
    }) as unknown as ServerResponse;
  const batch = new AnswerBatch((r, e) => void failed.push(String((e as Error).message)));
  const answer = (text?: string): Answer => ({ status: 200, headers: {}, text });
  batch.add(res("first"), answer("1"));
  batch.add(res("second", true), answer("2"));
  batch.add(res("third"), answer(undefined));
  expect(written).toEqual([]); // nothing before the turn ends
  await new Promise((r) => setImmediate(r));
  expect(written).toEqual(["first:1", "third:"]);
  expect(failed).toEqual(["second refused"]);
  batch.add(res("fourth"), answer("4"));
  await new Promise((r) => setImmediate(r));
  expect(written).toEqual(["first:1", "third:", "fourth:4"]);
});
