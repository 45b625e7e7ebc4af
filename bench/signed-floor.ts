/**
 * `npx tsx bench/signed-floor.ts [rounds=5] [perRound=300]`: the lowest figure the walletAuth
 * section can show, whatever the server does. The section's own client (bench/lib/load.ts
 * `json`, which is fetch) sends the section's three requests in the same sequence (an
 * unsigned GET; a PATCH with the JSON body; the same PATCH with a real
 * Service-Wallet-Signature stamp and Request-Id) to plain node:http answering at once
 * (bench/server.mjs node, from dist/), and prints the p50s and the section's ratio
 * (PATCH + signed PATCH) / GET, median of the rounds. With a server that costs nothing, a
 * request with a body still costs the client more than one without.
 */
import { ApiKeyStamper } from "@turnkey/api-key-stamper";
import { generateP256KeyPair } from "@turnkey/crypto";
import { loadavg } from "node:os";
import { freePort } from "../test/support/ports.js";
import { json } from "./lib/load.js";
import { cleanup, ensureBuilt, startServer } from "./lib/processes.js";
import { median } from "./lib/verdict.js";

const rounds = Number(process.argv[2] ?? 5);
const perRound = Number(process.argv[3] ?? 300);

ensureBuilt();
const port = await freePort();
await startServer("node", port);
try {
  const url = `http://127.0.0.1:${port}/2025-10-13/internal-accounts/InternalAccount:00000000-0000-4000-8000-000000000000`;
  const key = generateP256KeyPair();
  const requestId = "Request:00000000-0000-4000-8000-000000000001";
  const payload = JSON.stringify({ requestId, operation: "updateInternalAccount", accountId: "InternalAccount:0", requestSha256: "0".repeat(64) });
  const stamp = (await new ApiKeyStamper({ apiPublicKey: key.publicKey, apiPrivateKey: key.privateKey }).stamp(payload)).stampHeaderValue;
  const get: number[] = [];
  const first: number[] = [];
  const retry: number[] = [];
  const ratios: number[] = [];
  const time = async (into: number[], f: () => Promise<unknown>) => {
    const t = performance.now();
    await f();
    into.push(performance.now() - t);
  };
  for (let i = 0; i < 50; i++) await json(url);
  for (let r = 0; r < rounds; r++) {
    const from = get.length;
    for (let i = 0; i < perRound; i++) {
      const body = JSON.stringify({ privateEnabled: i % 2 === 0 });
      await time(get, () => json(url));
      await time(first, () => json(url, { method: "PATCH", body }));
      await time(retry, () => json(url, { method: "PATCH", body, headers: { "Service-Wallet-Signature": stamp, "Request-Id": requestId } }));
    }
    const m = (xs: number[]) => median(xs.slice(from));
    ratios.push((m(first) + m(retry)) / m(get));
  }
  const ms = (xs: number[]) => median(xs).toFixed(3);
  console.log(`node:http answering at once, ${rounds} rounds of ${perRound}, load ${loadavg()[0].toFixed(2)}`);
  console.log(`  GET p50 ${ms(get)} ms   PATCH p50 ${ms(first)} ms   signed PATCH p50 ${ms(retry)} ms`);
  console.log(`  (PATCH + signed PATCH) / GET: ${median(ratios).toFixed(2)}x [${Math.min(...ratios).toFixed(2)}x-${Math.max(...ratios).toFixed(2)}x]`);
} finally {
  await cleanup();
}
