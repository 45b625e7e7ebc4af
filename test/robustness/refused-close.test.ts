/**
 * A refused body's answer reaches a client that asked to close the connection
 * (`Connection: close`, node's client without an agent) and is still sending: the server
 * answers 413 from the declared length, ends its side and leaves the rest unread
 * (spec/rules/limits.yaml body.drainMaxBytes, heldCloseMs). Were the socket destroyed as soon
 * as the answer was written, the client would meet EPIPE before reading it (measured: half of
 * 20 tries, more under load).
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { basicAuth, send, startChild, type Child } from "./run-hostile.js";

let c: Child;
beforeAll(async () => {
  c = await startChild();
}, 30_000);
afterAll(async () => c?.stop());

test("20 uploads declared at 50 MB, each on a connection the client closes: every one is answered 413 PAYLOAD_TOO_LARGE, none fails with EPIPE", async () => {
  const body = Buffer.alloc(50 * 1024 * 1024, 0x41);
  const outcomes: string[] = [];
  for (let i = 0; i < 20; i++) {
    const r = await send(
      c.rootUrl,
      {
        kind: "upload",
        method: "POST",
        url: "/2025-10-13/documents",
        headers: { authorization: basicAuth(c.platforms[0]), "content-type": "multipart/form-data; boundary=XyZ", connection: "close" },
        body,
      },
      20_000,
    ).then(
      (a) => `${a.status} ${JSON.parse(a.body).code}`,
      (e: Error) => e.message,
    );
    outcomes.push(r);
  }
  expect(outcomes).toEqual(Array(20).fill("413 PAYLOAD_TOO_LARGE"));
  expect((await fetch(`${c.rootUrl}/_sim/health`)).status).toBe(200);
}, 120_000);
