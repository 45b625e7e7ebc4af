/**
 * Section of the bench: the cost of an embedded-wallet signed action next to an unsigned
 * call on the same simulator (target: both legs at most 3x the unsigned call, p50). Setup
 * through the API as an integrator does it (EMAIL_OTP credential, HPKE OTP bundle with
 * @turnkey/crypto, session key, @turnkey/api-key-stamper). The requests go over one
 * keep-alive connection of the areas' client (lib/flows.ts, undici), whose own cost per
 * request is about half of fetch's (bench/signed-floor.ts prints both floors).
 * Then, sequentially so each figure is one request's latency: an unsigned
 * GET /internal-accounts/{id}; the first leg of a signed PATCH (202 payloadToSign); the
 * client's stamp; the signed retry (stamp parsed, P-256 signature verified over the exact
 * payload, session and request id checked, then the update). Each of the three requests
 * follows a stamp made by the client (the retry's own; a throwaway one before the other two),
 * so each meets the server after the same idle time. The requests are taken in
 * ROUNDS rounds; each round's ratio (first leg + retry) / unsigned compares medians measured
 * within the same seconds. Medians and p99 in ms.
 */
import { formatHpkeBuf, generateP256KeyPair, hpkeEncrypt } from "@turnkey/crypto";
import { ApiKeyStamper } from "@turnkey/api-key-stamper";
import { why } from "./lib/load.js";
import { Client, type Answer } from "./lib/flows.js";
import { regulatedPlatform, skipper } from "./sections.js";
import { customerBody, type OpenApiDoc } from "./lib/spec.js";
import { AREA_ROUNDS } from "./lib/processes.js";
import type { Figures } from "./lib/floors.js";
import { median } from "./lib/verdict.js";
import { loadavg } from "node:os";

/** Sequential requests of each kind per round. */
const PER_ROUND = Number(process.env.BENCH_SIGNED_N ?? 80);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] * 100) / 100;
};

/** A wallet with a live session on a fresh regulated platform, set up through the API. */
export interface SignedWallet {
  call: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Answer>;
  /** The wallet's internal account: `/internal-accounts/{id}`. */
  path: string;
  stamper: ApiKeyStamper;
  /** Closes the wallet's connection. */
  close: () => Promise<void>;
}

/** Set up a signed wallet on the simulator at `simBase` (EMAIL_OTP credential, HPKE OTP bundle, session key); a string says why it could not. */
export async function signedWallet(simBase: string, doc: OpenApiDoc, clientId: string): Promise<SignedWallet | string> {
  const platform = await regulatedPlatform(simBase, clientId);
  if ("failed" in platform) return platform.failed;
  const client = new Client(simBase, platform.auth, 1);
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => client.call(method, path, body, headers);
  const failed = async (reason: string) => (await client.close(), reason);
  const customer = await call("POST", "/customers", { ...JSON.parse(customerBody(doc)()), email: "bench.wallet@example.com" });
  if (customer.status !== 201) return failed(why("POST /customers", customer));
  const accounts = await call("GET", `/customers/internal-accounts?customerId=${encodeURIComponent(customer.body.id)}&currency=USD`);
  const accountId = accounts.body?.data?.[0]?.id;
  if (!accountId) return failed("the customer has no USD account");
  const reg = await call("POST", "/auth/credentials", { type: "EMAIL_OTP", accountId });
  if (reg.status !== 201) return failed(why("POST /auth/credentials", reg));
  const key = generateP256KeyPair();
  const target = JSON.parse(Buffer.from(JSON.parse(reg.body.otpEncryptionTargetBundle).data, "hex").toString()).targetPublic;
  const verifyBody = {
    type: "EMAIL_OTP",
    encryptedOtpBundle: formatHpkeBuf(
      hpkeEncrypt({
        plainTextBuf: new TextEncoder().encode(JSON.stringify({ otp_code: "000000", public_key: key.publicKey })),
        targetKeyBuf: new Uint8Array(Buffer.from(target, "hex")),
      }),
    ),
  };
  const stamper = new ApiKeyStamper({ apiPublicKey: key.publicKey, apiPrivateKey: key.privateKey });
  const verifyPath = `/auth/credentials/${encodeURIComponent(reg.body.id)}/verify`;
  const first = await call("POST", verifyPath, verifyBody);
  const session = await call("POST", verifyPath, verifyBody, {
    "Service-Wallet-Signature": (await stamper.stamp(first.body.payloadToSign)).stampHeaderValue,
    "Request-Id": first.body.requestId,
  });
  if (session.status !== 200) return failed(why("verify (signed retry)", session));
  return { call, path: `/internal-accounts/${encodeURIComponent(accountId)}`, stamper, close: () => client.close() };
}

export async function walletAuth(simBase: string, doc: OpenApiDoc, figures: Figures, report: Record<string, unknown>): Promise<void> {
  console.log(`\n[walletAuth] a signed action next to an unsigned call (${AREA_ROUNDS} rounds of ${PER_ROUND} sequential requests each)`);
  const skip = skipper(report, "walletAuth");
  const wallet = await signedWallet(simBase, doc, "bench-wallet");
  if (typeof wallet === "string") return skip(wallet);
  const { call, path, stamper } = wallet;
  try {
    await measure(call, path, stamper, figures, report);
  } finally {
    await wallet.close();
  }
}

async function measure(call: SignedWallet["call"], path: string, stamper: ApiKeyStamper, figures: Figures, report: Record<string, unknown>): Promise<void> {
  const unsigned: number[] = [];
  const firstLeg: number[] = [];
  const stamping: number[] = [];
  const retry: number[] = [];
  const ratios: number[] = [];
  const loads: number[] = [];
  let failures = 0;
  const time = async <T>(into: number[], f: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const r = await f();
    into.push(performance.now() - t);
    return r;
  };
  for (let i = 0; i < 20; i++) await call("GET", path); // warm-up
  for (let round = 0; round < AREA_ROUNDS; round++) {
    const from = unsigned.length;
    for (let i = 0; i < PER_ROUND; i++) {
      // Every measured request follows the same client work, a stamp: the retry has to (it
      // sends the stamp of the first leg's payload), and a request that reaches a server left
      // idle for the stamp's millisecond pays for waking it. The GET and the first leg follow a
      // stamp of a payload of their own, so the ratio compares the server's work alone.
      await stamper.stamp(`unsigned-${round}-${i}`);
      const g = await time(unsigned, () => call("GET", path));
      const body = { privateEnabled: i % 2 === 0 };
      await stamper.stamp(`first-leg-${round}-${i}`);
      const f = await time(firstLeg, () => call("PATCH", path, body));
      const st = await time(stamping, () => stamper.stamp(f.body.payloadToSign));
      const r = await time(retry, () => call("PATCH", path, body, { "Service-Wallet-Signature": st.stampHeaderValue, "Request-Id": f.body.requestId }));
      if (g.status !== 200 || f.status !== 202 || r.status !== 200) failures++;
    }
    const m = (xs: number[]) => median(xs.slice(from));
    ratios.push((m(firstLeg) + m(retry)) / m(unsigned));
    loads.push(loadavg()[0]);
  }
  const row = (name: string, xs: number[]) => ({ name, p50: pct(xs, 50), p99: pct(xs, 99) });
  const rows = [
    row("unsigned GET /internal-accounts/{id}", unsigned),
    row("signed PATCH, first leg (202)", firstLeg),
    row("client stamp (ApiKeyStamper)", stamping),
    row("signed PATCH, retry (verify + act)", retry),
  ];
  for (const r of rows) console.log(`  ${r.name.padEnd(40)} p50 ${String(r.p50).padStart(6)} ms   p99 ${String(r.p99).padStart(6)} ms`);
  const retryRatio = rows[0].p50 ? rows[3].p50 / rows[0].p50 : 0;
  figures.add({
    key: "walletAuth.signedOverUnsigned",
    label: "signed action (both legs) / unsigned call, p50",
    rounds: ratios,
    target: { op: "<=", value: 3, unit: "x" },
    load: loads.reduce((a, b) => a + b, 0) / loads.length,
    note: `the retry alone: ${retryRatio.toFixed(2)}x${failures ? `; ${failures} unexpected answers` : ""}`,
  });
  report.walletAuth = { perRound: PER_ROUND, rounds: AREA_ROUNDS, rows, ratios, retryOverUnsignedP50: Math.round(retryRatio * 100) / 100, failures };
}
