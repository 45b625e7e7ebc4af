/**
 * External accounts as a client written against the live documentation uses them: an
 * ownership challenge answers with its `method` and the method's material (a message to sign
 * or a hosted link, each with its expiry) on the customer and the platform paths; a new
 * challenge abandons the one in flight, also to switch methods; a method outside the two is a
 * 400; a verified wallet or a bank account is not challenged (409); on the platform path an
 * expired signature is refused like an invalid one, a new challenge reopens an UNVERIFIED
 * wallet and a LIVENESS outcome lands on the platform clock, and a customer's account is unknown; an equivalent platform account is a 409; both lists page
 * with limit (1 to 100) and cursor.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privateKeyToAccount } from "viem/accounts";
import type { TestPlatform } from "../support/simulator.js";
import { startEnv, validBody, waitEvents, type Env } from "../external-accounts/helpers.js";

let env: Env;
let p: TestPlatform;
let customerId: string;
beforeAll(async () => {
  env = await startEnv();
  p = await env.platform();
  customerId = await env.customer(p);
});
afterAll(() => env.close());

const KEY = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");

async function firstPartyWallet(base: string, address: string) {
  const b = validBody("BASE_WALLET", base.startsWith("/customers") ? customerId : undefined);
  b.accountInfo.address = address;
  b.ownershipType = "FIRST_PARTY";
  const r = await p.post(base, b);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  expect(r.body.status).toBe("PENDING_OWNERSHIP_VERIFICATION");
  return r.body.id as string;
}

describe("ownership challenges as the live service answers them", () => {
  it.each(["/customers/external-accounts", "/platform/external-accounts"])(
    "%s: method and its material; a new challenge replaces the one in flight",
    async (base) => {
      const signer = privateKeyToAccount(`0x${(base.length + 1).toString(16).padStart(64, "a")}`);
      const id = await firstPartyWallet(base, signer.address);
      const now = Date.parse(await p.now());
      const ws = await p.post(`${base}/${id}/challenge`, { method: "WALLET_SIGNATURE" });
      expect(ws.status).toBe(201);
      expect(ws.body).toMatchObject({ method: "WALLET_SIGNATURE", messageToSign: expect.any(String), expiresAt: expect.any(String) });
      expect(Date.parse(ws.body.expiresAt)).toBeGreaterThan(now);
      expect(ws.body.verificationLink).toBeUndefined();
      // switching to LIVENESS abandons the signature challenge: verify finds none to answer
      const lv = await p.post(`${base}/${id}/challenge`, { method: "LIVENESS" });
      expect(lv.status).toBe(201);
      expect(lv.body).toMatchObject({ method: "LIVENESS", verificationLink: expect.stringMatching(/^https?:\/\//), expiresAt: expect.any(String) });
      expect(lv.body.messageToSign).toBeUndefined();
      const late = await p.post(`${base}/${id}/verify`, { signature: await signer.signMessage({ message: ws.body.messageToSign }) });
      expect([late.status, late.body.code]).toEqual([409, "CONFLICT"]);
      expect((await p.get(`${base}/${id}`)).body.status).toBe("PENDING_OWNERSHIP_VERIFICATION");
      // and back: the new signature challenge is the one answered
      const again = await p.post(`${base}/${id}/challenge`, { method: "WALLET_SIGNATURE" });
      expect(again.body.method).toBe("WALLET_SIGNATURE");
      const ok = await p.post(`${base}/${id}/verify`, { signature: await signer.signMessage({ message: again.body.messageToSign }) });
      expect([ok.status, ok.body.status]).toEqual([200, "ACTIVE"]);
      // verified: ownership verification no longer applies
      const done = await p.post(`${base}/${id}/challenge`, { method: "LIVENESS" });
      expect([done.status, done.body.code]).toEqual([409, "CONFLICT"]);
    },
  );

  it("a method other than WALLET_SIGNATURE or LIVENESS is 400 INVALID_INPUT and starts nothing", async () => {
    for (const base of ["/customers/external-accounts", "/platform/external-accounts"]) {
      const id = await firstPartyWallet(base, base.startsWith("/customers") ? KEY.address : privateKeyToAccount(`0x${"7".repeat(64)}`).address);
      for (const body of [{ method: "SMS" }, {}]) {
        const r = await p.post(`${base}/${id}/challenge`, body);
        expect([r.status, r.body.code]).toEqual([400, "INVALID_INPUT"]);
      }
      const v = await p.post(`${base}/${id}/verify`, { signature: "0x00" });
      expect([v.status, v.body.code]).toEqual([409, "CONFLICT"]);
    }
  });
});

describe("platform path", () => {
  it("a signature after expiresAt: 400, UNVERIFIED; a new LIVENESS challenge then decides; a customer's account is 404; a bank account 409; an equivalent account 409", async () => {
    const signer = privateKeyToAccount(`0x${"5".repeat(64)}`);
    const id = await firstPartyWallet("/platform/external-accounts", signer.address);
    const c = await p.post(`/platform/external-accounts/${id}/challenge`, { method: "WALLET_SIGNATURE" });
    expect(c.status).toBe(201);
    await p.advanceClock(Math.ceil((Date.parse(c.body.expiresAt) - Date.parse(await p.now())) / 1000) + 1);
    const late = await p.post(`/platform/external-accounts/${id}/verify`, { signature: await signer.signMessage({ message: c.body.messageToSign }) });
    expect([late.status, late.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect((await p.get(`/platform/external-accounts/${id}`)).body.status).toBe("UNVERIFIED");
    // a new LIVENESS challenge: back to PENDING_OWNERSHIP_VERIFICATION, then the asynchronous outcome
    expect((await p.post(`/platform/external-accounts/${id}/challenge`, { method: "LIVENESS" })).status).toBe(201);
    expect((await p.get(`/platform/external-accounts/${id}`)).body.status).toBe("PENDING_OWNERSHIP_VERIFICATION");
    await p.advanceClock(30);
    expect((await p.get(`/platform/external-accounts/${id}`)).body.status).toBe("ACTIVE");
    expect((await waitEvents(env, id, 3)).map((e) => e.data.status)).toEqual(["UNVERIFIED", "PENDING_OWNERSHIP_VERIFICATION", "ACTIVE"]);
    const mine = await firstPartyWallet("/customers/external-accounts", privateKeyToAccount(`0x${"6".repeat(64)}`).address);
    const foreign = await p.post(`/platform/external-accounts/${mine}/challenge`, { method: "WALLET_SIGNATURE" });
    expect([foreign.status, foreign.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
    const b = validBody("ZAR_ACCOUNT");
    b.accountInfo.accountNumber = "555666777";
    expect((await p.post("/platform/external-accounts", b)).status).toBe(201);
    const dup = await p.post("/platform/external-accounts", b);
    expect([dup.status, dup.body.code]).toEqual([409, "DUPLICATE_EXTERNAL_ACCOUNT"]);
    const bank = (await p.get("/platform/external-accounts?currency=ZAR")).body.data[0];
    const notWallet = await p.post(`/platform/external-accounts/${bank.id}/challenge`, { method: "WALLET_SIGNATURE" });
    expect([notWallet.status, notWallet.body.code]).toEqual([409, "CONFLICT"]);
  });
});

describe("lists page with limit (1 to 100) and cursor", () => {
  it("customer and platform lists: a limit outside 1..100 is 400; pages chain by nextCursor", async () => {
    for (const path of ["/customers/external-accounts", "/platform/external-accounts"])
      for (const limit of [0, 101]) {
        const r = await p.get(`${path}?limit=${limit}`);
        expect([r.status, r.body.code], `${path} limit=${limit}`).toEqual([400, "INVALID_INPUT"]);
      }
    const q = await env.platform();
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const b = validBody("LIGHTNING");
      b.accountInfo.lightningAddress = `treasury${i}@example.com`;
      const r = await q.post("/platform/external-accounts", b);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      made.push(r.body.id);
    }
    const first = await q.get("/platform/external-accounts?limit=2");
    expect(first.body).toMatchObject({ hasMore: true, totalCount: 3 });
    const second = await q.get(`/platform/external-accounts?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.hasMore).toBe(false);
    expect([...first.body.data, ...second.body.data].map((a: any) => a.id).sort()).toEqual([...made].sort());
  });
});
