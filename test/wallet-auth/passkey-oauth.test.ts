/**
 * Passkey and OAuth credentials. Passkey: a software authenticator (node:crypto) registers
 * and signs assertions that the simulator verifies for real; one passkey per customer
 * (409 PASSKEY_ALREADY_ENROLLED), a credentialId once (400 PASSKEY_CREDENTIAL_ALREADY_EXISTS).
 * OAuth: tokens built with jose; every claim rule of the auth sandbox values; the session
 * signing key arrives sealed to clientPublicKey and signs a signed retry.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SignJWT, generateKeyPair } from "jose";
import { startEnv, type Env } from "../money/helpers.js";
import type { TestPlatform } from "../support/simulator.js";
import { SoftwareAuthenticator } from "./authenticator.js";
import { newClientKey, openSessionKey, signed, walletOwner } from "./helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(() => env.close());

const challengeB64 = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");

describe("PASSKEY", () => {
  test("register, challenge, verify with a software authenticator; the sealed session key signs a retry", async () => {
    const p = await env.platform();
    const { accountId } = await walletOwner(p);
    const auth = new SoftwareAuthenticator();
    const challenge = challengeB64();
    const reg = await p.post("/auth/credentials", { type: "PASSKEY", accountId, nickname: "Laptop", challenge, attestation: auth.attest(challenge) });
    expect(reg.status).toBe(201);
    expect(reg.body).toMatchObject({ type: "PASSKEY", nickname: "Laptop", credentialId: auth.credentialId });

    const client = newClientKey();
    const ch = await p.post(`/auth/credentials/${reg.body.id}/challenge`, { clientPublicKey: client.publicKey });
    expect(ch.body).toMatchObject({ credentialId: auth.credentialId, challenge: expect.any(String), requestId: expect.any(String) });
    const wrongOrigin = await p.post(`/auth/credentials/${reg.body.id}/verify`, {
      type: "PASSKEY",
      assertion: auth.assert(ch.body.challenge, "https://evil.example"),
    });
    expect([wrongOrigin.status, wrongOrigin.body.code]).toEqual([401, "UNAUTHORIZED"]);
    const stranger = new SoftwareAuthenticator();
    const forged = await p.post(`/auth/credentials/${reg.body.id}/verify`, {
      type: "PASSKEY",
      assertion: { ...stranger.assert(ch.body.challenge), credentialId: auth.credentialId },
    });
    expect([forged.status, forged.body.code]).toEqual([401, "UNAUTHORIZED"]);
    const ok = await p.post(`/auth/credentials/${reg.body.id}/verify`, { type: "PASSKEY", assertion: auth.assert(ch.body.challenge) });
    expect(ok.status).toBe(200);
    const key = openSessionKey(ok.body.encryptedSessionSigningKey, client);
    const r = await signed((h) => p.patch(`/internal-accounts/${accountId}`, { privateEnabled: true }, h), key);
    expect([r.status, r.body.privateEnabled]).toEqual([200, true]);
  });

  test("a bad attestation is 400; one passkey per customer (409); a credentialId once (400)", async () => {
    const p = await env.platform();
    const a = await walletOwner(p);
    const auth = new SoftwareAuthenticator();
    const c1 = challengeB64();
    const bad = await p.post("/auth/credentials", {
      type: "PASSKEY",
      accountId: a.accountId,
      nickname: "x",
      challenge: challengeB64(),
      attestation: auth.attest(c1),
    });
    expect([bad.status, bad.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(
      (await p.post("/auth/credentials", { type: "PASSKEY", accountId: a.accountId, nickname: "x", challenge: c1, attestation: auth.attest(c1) })).status,
    ).toBe(201);
    const c2 = challengeB64();
    const second = await p.post("/auth/credentials", {
      type: "PASSKEY",
      accountId: a.accountId,
      nickname: "y",
      challenge: c2,
      attestation: new SoftwareAuthenticator().attest(c2),
    });
    expect([second.status, second.body.code]).toEqual([409, "PASSKEY_ALREADY_ENROLLED"]);
    const b = await walletOwner(p);
    const reused = await p.post("/auth/credentials", { type: "PASSKEY", accountId: b.accountId, nickname: "z", challenge: c2, attestation: auth.attest(c2) });
    expect([reused.status, reused.body.code]).toEqual([400, "PASSKEY_CREDENTIAL_ALREADY_EXISTS"]);
  });
});

describe("OAUTH", () => {
  const ISS = "https://accounts.google.com";
  async function token(p: TestPlatform, claims: Record<string, unknown>, opts: { iatAgo?: number; expIn?: number; dummySignature?: boolean } = {}) {
    const now = Math.floor(Date.parse(await p.now()) / 1000);
    const { privateKey } = await generateKeyPair("ES256");
    const jwt = await new SignJWT({ iss: ISS, aud: "wallet-app", sub: "user-1", ...claims })
      .setProtectedHeader({ alg: "ES256", typ: "JWT" })
      .setIssuedAt(now - (opts.iatAgo ?? 0))
      .setExpirationTime(now + (opts.expIn ?? 3600))
      .sign(privateKey);
    return opts.dummySignature ? jwt.split(".").slice(0, 2).join(".") + ".c2lnbmF0dXJl" : jwt;
  }

  test("registration claim rules: each failing claim is 400 naming it", async () => {
    const p = await env.platform();
    const { accountId } = await walletOwner(p);
    const cases: [string, Promise<string> | string][] = [
      ["oidcToken.iss", token(p, { iss: "https://issuer.example" })],
      ["oidcToken.aud", token(p, { aud: ["a", "b"] })],
      ["oidcToken.aud", token(p, { aud: "" })],
      ["oidcToken.sub", token(p, { sub: "" })],
      ["oidcToken.iat", token(p, {}, { iatAgo: 66 })],
      ["oidcToken.exp", token(p, {}, { expIn: -1 })],
      ["oidcToken", "not-a-jwt"],
      ["oidcToken", "sandbox-oidc-token"],
    ];
    for (const [field, t] of cases) {
      const r = await p.post("/auth/credentials", { type: "OAUTH", accountId, oidcToken: await t });
      expect([r.status, r.body.code, r.body.details?.errors?.[0]?.field], field).toEqual([400, "INVALID_INPUT", field]);
    }
    const withinSkew = await p.post("/auth/credentials", {
      type: "OAUTH",
      accountId,
      // 62 s: past the 60 s age, inside the 5 s skew, with room for the real-time clock to run on while the token is made and sent
      oidcToken: await token(p, { aud: ["wallet-app"] }, { iatAgo: 62, dummySignature: true }),
    });
    expect(withinSkew.status).toBe(201);
  });

  test("verify: the nonce binds clientPublicKey, iss/aud/sub must match; the sealed key signs", async () => {
    const p = await env.platform();
    const { accountId } = await walletOwner(p);
    const reg = await p.post("/auth/credentials", { type: "OAUTH", accountId, oidcToken: await token(p, {}, { dummySignature: true }) });
    expect(reg.status).toBe(201);
    const client = newClientKey();
    const nonce = createHash("sha256").update(client.publicKey).digest("hex");
    const verify = async (claims: Record<string, unknown>, clientPublicKey = client.publicKey) =>
      p.post(`/auth/credentials/${reg.body.id}/verify`, { type: "OAUTH", oidcToken: await token(p, claims, { dummySignature: true }), clientPublicKey });
    for (const claims of [{ nonce: "0".repeat(64) }, { nonce, sub: "user-2" }, { nonce, aud: "other-app" }]) {
      const r = await verify(claims);
      expect([r.status, r.body.code], JSON.stringify(claims)).toEqual([401, "UNAUTHORIZED"]);
    }
    expect((await verify({ nonce }, client.publicKeyUncompressed)).status).toBe(401);
    const ok = await verify({ nonce });
    expect(ok.status).toBe(200);
    const key = openSessionKey(ok.body.encryptedSessionSigningKey, client);
    const r = await signed((h) => p.post(`/internal-accounts/${accountId}/export`, { clientPublicKey: client.publicKey }, h), key);
    expect(r.status).toBe(200);
  });
});
