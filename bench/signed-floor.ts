/**
 * `npx tsx bench/signed-floor.ts [rounds=5] [perRound=300]`: the lowest figure the walletAuth
 * section can show, whatever the server does. Two clients send the section's three
 * requests in its sequence (an unsigned GET; a PATCH with the JSON body; the same PATCH with
 * a real Service-Wallet-Signature stamp and Request-Id) to plain node:http answering at once
 * (bench/server.mjs node, from dist/), each after a stamp made by the client as in the section: the section's own client (one keep-alive connection
 * of lib/flows.ts, undici) and fetch, which the section used before. Prints each client's
 * p50s and the section's ratio (PATCH + signed PATCH) / GET, median of the rounds. With a
 * server that costs nothing, a request with a body still costs a client more than one
 * without, and the ratio still counts two requests against one.
 */
import { ApiKeyStamper } from "@turnkey/api-key-stamper";
import { generateP256KeyPair } from "@turnkey/crypto";
import { loadavg } from "node:os";
import { freePort } from "../test/support/ports.js";
import { json } from "./lib/load.js";
import { Client } from "./lib/flows.js";
import { AUTH, VERSION, cleanup, ensureBuilt, startServer } from "./lib/processes.js";
import { median } from "./lib/verdict.js";

const rounds = Number(process.argv[2] ?? 5);
const perRound = Number(process.argv[3] ?? 300);

type Send = (method: string, body?: string, headers?: Record<string, string>) => Promise<unknown>;

ensureBuilt();
const port = await freePort();
await startServer("node", port);
const base = `http://127.0.0.1:${port}${VERSION}`;
const path = "/internal-accounts/InternalAccount:00000000-0000-4000-8000-000000000000";
const client = new Client(base, AUTH, 1);
try {
  const key = generateP256KeyPair();
  const requestId = "Request:00000000-0000-4000-8000-000000000001";
  const payload = JSON.stringify({ requestId, operation: "updateInternalAccount", accountId: "InternalAccount:0", requestSha256: "0".repeat(64) });
  const stamper = new ApiKeyStamper({ apiPublicKey: key.publicKey, apiPrivateKey: key.privateKey });
  const stamp = (await stamper.stamp(payload)).stampHeaderValue;
  const clients: [string, Send][] = [
    ["the section's client (undici, keep-alive)", (method, body, headers) => client.call(method, path, body, headers)],
    ["fetch", (method, body, headers) => json(base + path, { method, body, headers })],
  ];
  console.log(`node:http answering at once, ${rounds} rounds of ${perRound}, load ${loadavg()[0].toFixed(2)}`);
  for (const [name, send] of clients) {
    const get: number[] = [];
    const first: number[] = [];
    const retry: number[] = [];
    const ratios: number[] = [];
    const time = async (into: number[], f: () => Promise<unknown>) => {
      const t = performance.now();
      await f();
      into.push(performance.now() - t);
    };
    for (let i = 0; i < 50; i++) await send("GET");
    for (let r = 0; r < rounds; r++) {
      const from = get.length;
      for (let i = 0; i < perRound; i++) {
        const body = JSON.stringify({ privateEnabled: i % 2 === 0 });
        // As in the section: each request follows a stamp made by the client.
        await stamper.stamp(`unsigned-${i}`);
        await time(get, () => send("GET"));
        await stamper.stamp(`first-leg-${i}`);
        await time(first, () => send("PATCH", body));
        await stamper.stamp(payload);
        await time(retry, () => send("PATCH", body, { "Service-Wallet-Signature": stamp, "Request-Id": requestId }));
      }
      const m = (xs: number[]) => median(xs.slice(from));
      ratios.push((m(first) + m(retry)) / m(get));
    }
    const ms = (xs: number[]) => median(xs).toFixed(3);
    console.log(`  ${name}:`);
    console.log(`    GET p50 ${ms(get)} ms   PATCH p50 ${ms(first)} ms   signed PATCH p50 ${ms(retry)} ms`);
    console.log(`    (PATCH + signed PATCH) / GET: ${median(ratios).toFixed(2)}x [${Math.min(...ratios).toFixed(2)}x-${Math.max(...ratios).toFixed(2)}x]`);
  }
} finally {
  await client.close();
  await cleanup();
}
