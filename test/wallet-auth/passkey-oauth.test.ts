/**
 * Passkey and OAuth credentials. Passkey: a software authenticator (node:crypto) registers
 * and signs assertions that the simulator verifies for real; one passkey per customer
 * (409 PASSKEY_ALREADY_ENROLLED), a credentialId once (400 PASSKEY_CREDENTIAL_ALREADY_EXISTS).
 * OAuth: tokens built with jose; every claim rule of the auth sandbox values. The form of the
 * client key picks the key model (interface facts, the live service since 2026-08-19): a
 * compressed key is the session signing key the client holds (nothing sealed); an
 * uncompressed one gets the session signing key sealed to it (encryptedSessionSigningKey).
 * A passkey verify is one call with the challenge's requestId in Request-Id.
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
  test("register, challenge, verify in one call with the challenge's requestId; a compressed key signs itself, an uncompressed one gets the sealed key", async () => {
    const p = await env.platform();
    const { accountId } = await walletOwner(p);
    const auth = new SoftwareAuthenticator();
    const challenge = challengeB64();
    const reg = await p.post("/auth/credentials", { type: "PASSKEY", accountId, nickname: "Laptop", challenge, attestation: auth.attest(challenge) });
    expect(reg.status).toBe(201);
    expect(reg.body).toMatchObject({ type: "PASSKEY", nickname: "Laptop", credentialId: auth.credentialId });

    const client = newClientKey();
    const ch = await p.post(`/auth/credentials/${reg.body.id}/challenge`, { clientPublicKey: client.publicKey });
    expect(ch.body).toMatchObject({ credentialId: auth.credentialId, challenge: expect.stringMatching(/^[0-9a-f]{64}$/), requestId: expect.any(String) });
    const rid = { "Request-Id": ch.body.requestId };
    const verify = (assertion: unknown, headers: Record<string, string> = rid) =>
      p.post(`/auth/credentials/${reg.body.id}/verify`, { type: "PASSKEY", assertion }, headers);
    const noRequestId = await verify(auth.assert(ch.body.challenge), {});
    expect([noRequestId.status, noRequestId.body.code]).toEqual([401, "REQUEST_ID_MISSING"]);
    const otherRequestId = await verify(auth.assert(ch.body.challenge), { "Request-Id": "Request:00000000-0000-4000-8000-000000000000" });
    expect([otherRequestId.status, otherRequestId.body.code]).toEqual([401, "UNAUTHORIZED"]);
    const wrongOrigin = await verify(auth.assert(ch.body.challenge, "https://evil.example"));
    expect([wrongOrigin.status, wrongOrigin.body.code]).toEqual([401, "UNAUTHORIZED"]);
    const stranger = new SoftwareAuthenticator();
    const forged = await verify({ ...stranger.assert(ch.body.challenge), credentialId: auth.credentialId });
    expect([forged.status, forged.body.code]).toEqual([401, "UNAUTHORIZED"]);
    // The challenge handed to the authenticator as the UTF-8 bytes of its hex text (TextEncoder), as a live-docs client does.
    const ok = await verify(auth.assert(Buffer.from(ch.body.challenge, "utf8").toString("base64url")));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).not.toHaveProperty("encryptedSessionSigningKey");
    const spent = await verify(auth.assert(ch.body.challenge));
    expect([spent.status, spent.body.code]).toEqual([401, "UNAUTHORIZED"]);
    const r = await signed((h) => p.patch(`/internal-accounts/${accountId}`, { privateEnabled: true }, h), client);
    expect([r.status, r.body.privateEnabled]).toEqual([200, true]);

    const legacy = newClientKey();
    const ch2 = await p.post(`/auth/credentials/${reg.body.id}/challenge`, { clientPublicKey: legacy.publicKeyUncompressed });
    const sealed = await verify(auth.assert(ch2.body.challenge), { "Request-Id": ch2.body.requestId });
    expect(sealed.status).toBe(200);
    const key = openSessionKey(sealed.body.encryptedSessionSigningKey, legacy);
    const r2 = await signed((h) => p.patch(`/internal-accounts/${accountId}`, { privateEnabled: false }, h), key);
    expect([r2.status, r2.body.privateEnabled]).toEqual([200, false]);
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

  test("verify: the nonce binds clientPublicKey, iss/aud/sub must match; a compressed key signs itself, an uncompressed one gets the sealed key", async () => {
    const p = await env.platform();
    const { accountId } = await walletOwner(p);
    const reg = await p.post("/auth/credentials", { type: "OAUTH", accountId, oidcToken: await token(p, {}, { dummySignature: true }) });
    expect(reg.status).toBe(201);
    const client = newClientKey();
    const nonceOf = (hex: string) => createHash("sha256").update(hex).digest("hex");
    const nonce = nonceOf(client.publicKey);
    const verify = async (claims: Record<string, unknown>, clientPublicKey = client.publicKey) =>
      p.post(`/auth/credentials/${reg.body.id}/verify`, { type: "OAUTH", oidcToken: await token(p, claims, { dummySignature: true }), clientPublicKey });
    for (const claims of [{ nonce: "0".repeat(64) }, { nonce, sub: "user-2" }, { nonce, aud: "other-app" }]) {
      const r = await verify(claims);
      expect([r.status, r.body.code], JSON.stringify(claims)).toEqual([401, "UNAUTHORIZED"]);
    }
    expect((await verify({ nonce }, client.publicKeyUncompressed)).status).toBe(401);
    const ok = await verify({ nonce });
    expect(ok.status).toBe(200);
    expect(ok.body).not.toHaveProperty("encryptedSessionSigningKey");
    const r = await signed((h) => p.post(`/internal-accounts/${accountId}/export`, { clientPublicKey: client.publicKey }, h), client);
    expect(r.status).toBe(200);

    const legacy = newClientKey();
    const sealed = await verify({ nonce: nonceOf(legacy.publicKeyUncompressed) }, legacy.publicKeyUncompressed);
    expect(sealed.status).toBe(200);
    const key = openSessionKey(sealed.body.encryptedSessionSigningKey, legacy);
    const r2 = await signed((h) => p.post(`/internal-accounts/${accountId}/export`, { clientPublicKey: legacy.publicKey }, h), key);
    expect(r2.status).toBe(200);
  });
});
