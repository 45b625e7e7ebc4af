/**
 * Ownership challenges and verify, with signatures made by independent libraries: viem
 * (EIP-191), bitcoinjs-message + bitcoinjs-lib (BIP-137 and Electrum, P2PKH and segwit),
 * @noble/curves ed25519 + base58 (Solana).
 */
import { createECDH, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privateKeyToAccount } from "viem/accounts";
import * as bitcoin from "bitcoinjs-lib";
import * as bitcoinMessage from "bitcoinjs-message";
import { ed25519 } from "@noble/curves/ed25519.js";
import { base58 } from "@scure/base";
import type { TestPlatform } from "../support/simulator.js";
import { settle, startEnv, validBody, waitEvents, type Env } from "./helpers.js";

const EVM = privateKeyToAccount("0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318");
const EVM_OTHER = privateKeyToAccount("0x8da4ef21b864d2cc526dbdb2a120bd2874c36c9d0a1fb7f8c63d7f7a8b41de8f");
const BTC_KEY = Buffer.from("1e99423a4ed27608a15a2616a2b0e9e52ced330ac530edcc32c8ffc6a526aedd", "hex");
const BTC_OTHER = Buffer.from("0c28fca386c7a227600b2fe50b7cae11ec86d3bf1fbe471be89827e19d72aa1d", "hex");
const btcPub = (k: Buffer) => {
  const e = createECDH("secp256k1");
  e.setPrivateKey(k);
  return e.getPublicKey(null, "compressed");
};
const P2PKH = bitcoin.payments.p2pkh({ pubkey: btcPub(BTC_KEY) }).address!;
const P2WPKH = bitcoin.payments.p2wpkh({ pubkey: btcPub(BTC_KEY) }).address!;
const SOL_SECRET = ed25519.utils.randomSecretKey();
const SOL_ADDRESS = base58.encode(ed25519.getPublicKey(SOL_SECRET));
const solSign = (m: string, key = SOL_SECRET) => base58.encode(ed25519.sign(new TextEncoder().encode(m), key));
const b64 = (b: Buffer) => b.toString("base64");

let env: Env;
let p: TestPlatform;
let customerId: string;

beforeAll(async () => {
  env = await startEnv();
  p = await env.platform();
  customerId = await env.customer(p);
});
afterAll(() => env.close());

async function wallet(accountType: string, address: string, ownershipType = "FIRST_PARTY", base = "/customers/external-accounts") {
  const b = validBody(accountType, base.startsWith("/customers") ? customerId : undefined);
  b.accountInfo.address = address;
  b.ownershipType = ownershipType;
  const r = await p.post(base, b);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

async function challenge(id: string, method = "WALLET_SIGNATURE", base = "/customers/external-accounts") {
  const r = await p.post(`${base}/${id}/challenge`, { method });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

describe("WALLET_SIGNATURE: valid signatures -> 200 ACTIVE with EXTERNAL_ACCOUNT.STATUS_UPDATED", () => {
  const cases: [string, string, string, (m: string) => Promise<string> | string, string?][] = [
    ["EVM (viem personal_sign)", "BASE_WALLET", EVM.address, (m) => EVM.signMessage({ message: m }), "EIP191_HEX"],
    ["Bitcoin BIP-137 P2PKH", "BITCOIN_WALLET", P2PKH, (m) => b64(bitcoinMessage.sign(m, BTC_KEY, true)), "BITCOIN_MESSAGE_BASE64"],
    [
      "Bitcoin BIP-137 P2WPKH (segwit header)",
      "BITCOIN_WALLET",
      P2WPKH,
      (m) => b64(bitcoinMessage.sign(m, BTC_KEY, true, { segwitType: "p2wpkh" })),
      "BITCOIN_MESSAGE_BASE64",
    ],
    ["Solana Ed25519 base58", "SOLANA_WALLET", SOL_ADDRESS, (m) => solSign(m), "ED25519_BASE58"],
  ];
  it.each(cases)("%s", async (_n, accountType, address, sign, format) => {
    const a = await wallet(accountType, address);
    expect(a.status).toBe("PENDING_OWNERSHIP_VERIFICATION");
    const c = await challenge(a.id);
    expect(c).toMatchObject({ type: "WALLET_SIGNATURE", externalAccountId: a.id, signatureFormat: format });
    expect(c.messageToSign).toContain(a.id);
    expect(c.messageToSign).toContain(address);
    expect(Date.parse(c.expiresAt) - Date.parse(await p.now())).toBeGreaterThan(14 * 60_000);
    const v = await p.post(`/customers/external-accounts/${a.id}/verify`, { signature: await sign(c.messageToSign) });
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(v.body).toMatchObject({ id: a.id, status: "ACTIVE", accountInfo: { address } });
    expect((await p.get(`/customers/external-accounts/${a.id}`)).body).toEqual(v.body);
    const events = await waitEvents(env, a.id, 1);
    expect(events).toHaveLength(1);
    expect(events[0].data).toEqual(v.body);
    // the challenge is consumed
    const again = await p.post(`/customers/external-accounts/${a.id}/verify`, { signature: await sign(c.messageToSign) });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("CONFLICT");
  });

  it("Electrum signature on a segwit address with signatureScheme electrum (bip137 refuses it)", async () => {
    const addr = bitcoin.payments.p2sh({ redeem: bitcoin.payments.p2wpkh({ pubkey: btcPub(BTC_KEY) }) }).address!;
    const a = await wallet("BITCOIN_WALLET", addr);
    let c = await challenge(a.id);
    const bad = await p.post(`/customers/external-accounts/${a.id}/verify`, { signature: b64(bitcoinMessage.sign(c.messageToSign, BTC_KEY, true)) });
    expect([bad.status, bad.body.code]).toEqual([400, "INVALID_INPUT"]); // default scheme bip137: a P2PKH header does not prove a P2SH address
    c = await challenge(a.id);
    const ok = await p.post(`/customers/external-accounts/${a.id}/verify`, {
      signature: b64(bitcoinMessage.sign(c.messageToSign, BTC_KEY, true)),
      signatureScheme: "electrum",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.status).toBe("ACTIVE");
  });
});

describe("WALLET_SIGNATURE: refusals -> 400 and UNVERIFIED; a new challenge must be started", () => {
  const refusals: [string, string, string, (m: string) => Promise<string> | string][] = [
    ["EVM wrong message", "ETHEREUM_WALLET", EVM.address, (m) => EVM.signMessage({ message: m + " " })],
    ["EVM wrong address (other key)", "POLYGON_WALLET", EVM.address, (m) => EVM_OTHER.signMessage({ message: m })],
    ["EVM garbage", "ARBITRUM_WALLET", EVM.address, () => "0xdeadbeef"],
    [
      "Bitcoin wrong message",
      "BITCOIN_WALLET",
      bitcoin.payments.p2pkh({ pubkey: btcPub(BTC_OTHER) }).address!,
      (m) => b64(bitcoinMessage.sign(m + "x", BTC_OTHER, true)),
    ],
    [
      "Bitcoin wrong address",
      "BITCOIN_WALLET",
      bitcoin.payments.p2wpkh({ pubkey: btcPub(BTC_OTHER) }).address!,
      (m) => b64(bitcoinMessage.sign(m, BTC_KEY, true, { segwitType: "p2wpkh" })),
    ],
    ["Bitcoin garbage", "BITCOIN_WALLET", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", () => "not base64 at all!"],
    [
      "Solana wrong message",
      "SOLANA_WALLET",
      base58.encode(ed25519.getPublicKey(new Uint8Array(32).fill(7))),
      (m) => solSign(m + "!", new Uint8Array(32).fill(7)),
    ],
    ["Solana wrong address", "SOLANA_WALLET", base58.encode(ed25519.getPublicKey(new Uint8Array(32).fill(8))), (m) => solSign(m)],
    ["Solana garbage", "SOLANA_WALLET", base58.encode(ed25519.getPublicKey(new Uint8Array(32).fill(9))), () => "0OIl"],
  ];
  it.each(refusals)("%s", async (_n, accountType, address, sign) => {
    const a = await wallet(accountType, address);
    const c = await challenge(a.id);
    const v = await p.post(`/customers/external-accounts/${a.id}/verify`, { signature: await sign(c.messageToSign) });
    expect(v.status, JSON.stringify(v.body)).toBe(400);
    expect(v.body.code).toBe("INVALID_INPUT");
    expect(v.body.reason).toMatch(/UNVERIFIED/);
    expect((await p.get(`/customers/external-accounts/${a.id}`)).body.status).toBe("UNVERIFIED");
    const events = await waitEvents(env, a.id, 1);
    expect(events.map((e) => e.data.status)).toEqual(["UNVERIFIED"]);
    // no outstanding challenge any more
    const conflict = await p.post(`/customers/external-accounts/${a.id}/verify`, { signature: await sign(c.messageToSign) });
    expect([conflict.status, conflict.body.code]).toEqual([409, "CONFLICT"]);
    // a new challenge: UNVERIFIED -> PENDING_OWNERSHIP_VERIFICATION (event), then a good signature would pass
    await challenge(a.id);
    expect((await p.get(`/customers/external-accounts/${a.id}`)).body.status).toBe("PENDING_OWNERSHIP_VERIFICATION");
    expect((await waitEvents(env, a.id, 2)).map((e) => e.data.status)).toEqual(["UNVERIFIED", "PENDING_OWNERSHIP_VERIFICATION"]);
  });

  it("expired challenge (clock advanced past expiresAt): 400, UNVERIFIED, even with a valid signature", async () => {
    const own = await wallet("BASE_WALLET", EVM_OTHER.address);
    const c = await challenge(own.id);
    await p.advanceClock(15 * 60 + 1);
    const v = await p.post(`/customers/external-accounts/${own.id}/verify`, { signature: await EVM_OTHER.signMessage({ message: c.messageToSign }) });
    expect(v.status).toBe(400);
    expect(v.body.reason).toMatch(/expired/);
    expect((await p.get(`/customers/external-accounts/${own.id}`)).body.status).toBe("UNVERIFIED");
    expect((await waitEvents(env, own.id, 1))[0].data.status).toBe("UNVERIFIED");
  });

  it("a new challenge replaces the outstanding one: a signature over the old message is refused", async () => {
    const key = privateKeyToAccount("0x0123456789012345678901234567890123456789012345678901234567890123");
    const a = await wallet("BASE_WALLET", key.address);
    const c1 = await challenge(a.id);
    const c2 = await challenge(a.id);
    expect(c2.messageToSign).not.toBe(c1.messageToSign);
    const v = await p.post(`/customers/external-accounts/${a.id}/verify`, { signature: await key.signMessage({ message: c1.messageToSign }) });
    expect([v.status, v.body.code]).toEqual([400, "INVALID_INPUT"]);
  });
});

describe("verify and challenge: 404, 409, 400", () => {
  it("unknown account: 404 ACCOUNT_NOT_FOUND on challenge and verify", async () => {
    const id = "ExternalAccount:00000000-0000-4000-8000-000000000000";
    for (const [path, body] of [
      ["challenge", { method: "WALLET_SIGNATURE" }],
      ["verify", { signature: "0x00" }],
    ] as const) {
      const r = await p.post(`/customers/external-accounts/${id}/${path}`, body);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe("ACCOUNT_NOT_FOUND");
    }
  });

  it("no challenge: 409 CONFLICT, status unchanged, no event", async () => {
    const a = await wallet("ETHEREUM_WALLET", EVM_OTHER.address);
    const r = await p.post(`/customers/external-accounts/${a.id}/verify`, { signature: await EVM_OTHER.signMessage({ message: "anything" }) });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe("CONFLICT");
    expect((await p.get(`/customers/external-accounts/${a.id}`)).body.status).toBe("PENDING_OWNERSHIP_VERIFICATION");
    await settle(50);
    expect(env.events(a.id)).toEqual([]);
  });

  it("malformed body (no signature, or not a string): 400 INVALID_INPUT, status unchanged, challenge kept", async () => {
    const a = await wallet("POLYGON_WALLET", EVM_OTHER.address);
    const c = await challenge(a.id);
    for (const body of [{}, { signature: 42 }, { signature: null }]) {
      const r = await p.post(`/customers/external-accounts/${a.id}/verify`, body);
      expect([r.status, r.body.code, r.body.details.errors[0].field]).toEqual([400, "INVALID_INPUT", "signature"]);
    }
    expect((await p.get(`/customers/external-accounts/${a.id}`)).body.status).toBe("PENDING_OWNERSHIP_VERIFICATION");
    expect((await p.post(`/customers/external-accounts/${a.id}/verify`, { signature: await EVM_OTHER.signMessage({ message: c.messageToSign }) })).status).toBe(
      200,
    );
  });

  it("an empty signature is taken, as on the live service, and fails verification as a wrong one does: 400, UNVERIFIED, challenge consumed", async () => {
    const freshKey = () => privateKeyToAccount(`0x${randomBytes(32).toString("hex")}`);
    for (const base of ["/customers/external-accounts", "/platform/external-accounts"]) {
      const [mine, theirs] = [freshKey(), freshKey()];
      const a = await wallet("POLYGON_WALLET", mine.address, "FIRST_PARTY", base);
      const c = await challenge(a.id, "WALLET_SIGNATURE", base);
      const wrong = await wallet("POLYGON_WALLET", theirs.address, "FIRST_PARTY", base);
      await challenge(wrong.id, "WALLET_SIGNATURE", base);
      const empty = await p.post(`${base}/${a.id}/verify`, { signature: "" });
      const bad = await p.post(`${base}/${wrong.id}/verify`, { signature: await theirs.signMessage({ message: "another message" }) });
      expect([empty.status, empty.body.code]).toEqual([bad.status, bad.body.code]);
      expect([empty.status, empty.body.code]).toEqual([400, "INVALID_INPUT"]);
      expect(empty.body.reason).toMatch(/UNVERIFIED/);
      expect((await p.get(`${base}/${a.id}`)).body.status).toBe("UNVERIFIED");
      // The challenge was consumed: the right signature now finds none.
      const late = await p.post(`${base}/${a.id}/verify`, { signature: await mine.signMessage({ message: c.messageToSign }) });
      expect([late.status, late.body.code]).toEqual([409, "CONFLICT"]);
    }
  });

  it("ownership verification not applicable (live): a bank account, a THIRD_PARTY wallet, a verified wallet -> 409 CONFLICT", async () => {
    const b = validBody("MXN_ACCOUNT", customerId);
    b.accountInfo.clabeNumber = "002010077777777123";
    const bank = (await p.post("/customers/external-accounts", b)).body;
    const key = privateKeyToAccount(`0x${randomBytes(32).toString("hex")}`);
    const third = await wallet("ETHEREUM_WALLET", privateKeyToAccount(`0x${randomBytes(32).toString("hex")}`).address, "THIRD_PARTY");
    const mine = await wallet("POLYGON_WALLET", key.address);
    const c = await challenge(mine.id);
    expect((await p.post(`/customers/external-accounts/${mine.id}/verify`, { signature: await key.signMessage({ message: c.messageToSign }) })).status).toBe(
      200,
    );
    for (const a of [bank, third, mine])
      for (const method of ["WALLET_SIGNATURE", "LIVENESS"]) {
        const r = await p.post(`/customers/external-accounts/${a.id}/challenge`, { method });
        expect([r.status, r.body.code]).toEqual([409, "CONFLICT"]);
      }
    expect((await p.get(`/customers/external-accounts/${mine.id}`)).body.status).toBe("ACTIVE");
  });
});

describe("LIVENESS: hosted page, asynchronous outcome on the platform clock, never verify", () => {
  async function failedWallet(): Promise<string> {
    const key = privateKeyToAccount(
      `0x${Math.floor(Math.random() * 1e15)
        .toString(16)
        .padStart(64, "1")}`,
    );
    const a = await wallet("BASE_WALLET", key.address);
    await challenge(a.id);
    const invalid = await p.post(`/customers/external-accounts/${a.id}/verify`, { signature: "0x00" });
    expect([invalid.status, invalid.body.code]).toEqual([400, "INVALID_INPUT"]);
    await waitEvents(env, a.id, 1);
    return a.id;
  }

  it("PASS on the page: ACTIVE 5 s later (platform time), with the event; verify answers 409", async () => {
    const id = await failedWallet();
    const c = await challenge(id, "LIVENESS");
    expect(c).toMatchObject({ type: "LIVENESS", externalAccountId: id });
    expect(c.messageToSign).toBeUndefined();
    expect(c.verificationLink).toMatch(new RegExp(`^${env.s.rootUrl}/_sim/hosted/liveness/[0-9a-f]{32}$`));
    expect((await p.get(`/customers/external-accounts/${id}`)).body.status).toBe("PENDING_OWNERSHIP_VERIFICATION");
    const v = await p.post(`/customers/external-accounts/${id}/verify`, { signature: "0x00" });
    expect(v.status).toBe(409);
    expect(v.body.reason).toMatch(/LIVENESS/);
    const page = await fetch(c.verificationLink);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Liveness check");
    const post = await fetch(c.verificationLink, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "result=PASS" });
    expect(post.status).toBe(200);
    expect(
      (await fetch(c.verificationLink, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "result=FAIL" })).status,
    ).toBe(409);
    expect((await p.get(`/customers/external-accounts/${id}`)).body.status).toBe("PENDING_OWNERSHIP_VERIFICATION");
    await p.advanceClock(5);
    const after = (await p.get(`/customers/external-accounts/${id}`)).body;
    expect(after.status).toBe("ACTIVE");
    const events = await waitEvents(env, id, 3);
    expect(events.map((e) => e.data.status)).toEqual(["UNVERIFIED", "PENDING_OWNERSHIP_VERIFICATION", "ACTIVE"]);
    expect(events[2].data).toEqual(after);
    expect((await fetch(c.verificationLink)).status).toBe(404); // decided
    await p.advanceClock(60); // the automatic decision does nothing more
    await settle(50);
    expect(env.events(id)).toHaveLength(3);
  });

  it("FAIL on the page: UNVERIFIED 5 s later, with the event", async () => {
    const id = await failedWallet();
    const c = await challenge(id, "LIVENESS");
    await fetch(c.verificationLink, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "result=FAIL" });
    await p.advanceClock(40);
    expect((await p.get(`/customers/external-accounts/${id}`)).body.status).toBe("UNVERIFIED");
    expect((await waitEvents(env, id, 3)).map((e) => e.data.status)).toEqual(["UNVERIFIED", "PENDING_OWNERSHIP_VERIFICATION", "UNVERIFIED"]);
  });

  it("page not used: the sandbox decides ACTIVE 30 s after the challenge", async () => {
    const a = await wallet("ARBITRUM_WALLET", "0x8ba1f109551bd432803012645ac136ddd64dba72");
    const c = await challenge(a.id, "LIVENESS");
    await p.advanceClock(29);
    expect((await p.get(`/customers/external-accounts/${a.id}`)).body.status).toBe("PENDING_OWNERSHIP_VERIFICATION");
    await p.advanceClock(1);
    expect((await p.get(`/customers/external-accounts/${a.id}`)).body.status).toBe("ACTIVE");
    const [e] = await waitEvents(env, a.id, 1);
    expect(e).toMatchObject({ type: "EXTERNAL_ACCOUNT.STATUS_UPDATED", data: { id: a.id, status: "ACTIVE" } });
    expect((await fetch(c.verificationLink)).status).toBe(404);
  });

  it("unknown link: 404 page", async () => {
    expect((await fetch(`${env.s.rootUrl}/_sim/hosted/liveness/nope`)).status).toBe(404);
  });
});

describe("platform accounts: challenge and verify on /platform/external-accounts", () => {
  it("EVM wallet of the platform: challenge, verify 200 ACTIVE; a customer's account is 404 there", async () => {
    const key = privateKeyToAccount("0x1111111111111111111111111111111111111111111111111111111111111111");
    const a = await wallet("ARBITRUM_WALLET", key.address, "FIRST_PARTY", "/platform/external-accounts");
    expect(a.customerId).toBeUndefined();
    expect(a.status).toBe("PENDING_OWNERSHIP_VERIFICATION");
    const c = await challenge(a.id, "WALLET_SIGNATURE", "/platform/external-accounts");
    const v = await p.post(`/platform/external-accounts/${a.id}/verify`, { signature: await key.signMessage({ message: c.messageToSign }) });
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(v.body).toMatchObject({ id: a.id, status: "ACTIVE" });
    expect(v.body.customerId).toBeUndefined();
    expect(v.body.trustStatus).toBeUndefined();
    expect((await waitEvents(env, a.id, 1))[0].data.status).toBe("ACTIVE");
    const cust = await wallet("ETHEREUM_WALLET", key.address);
    const r = await p.post(`/platform/external-accounts/${cust.id}/verify`, { signature: "0x00" });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe("ACCOUNT_NOT_FOUND");
  });
});
