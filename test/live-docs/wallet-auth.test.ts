/**
 * Embedded-wallet authentication as a client written against the live documentation meets
 * it, where the area's own tests do not already show it: the credential and session lists
 * need `accountId` (400) and answer an empty list for an account they do not know, and never
 * carry session key material; each signed flow (adding a credential, revoking a session,
 * refreshing one, creating a delegated key) refuses a retry without a signature or signed by a
 * key it does not accept with 401, and takes the signature under the live header name too; an
 * OAuth credential has no challenge step and a passkey challenge needs `clientPublicKey`; an
 * OTP verification's retry must be signed by the key sealed in the OTP bundle; a refresh keeps
 * the same `clientPublicKey` on both legs; a delegated key's legs carry the same body, its
 * private key is never answered, and while ACTIVE it lets the card draw on the wallet (until
 * it is revoked).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startEnv, fund, type Env } from "../money/helpers.js";
import { authorize, issue } from "../cards/helpers.js";
import { cardRules } from "../../contract/rules/cards.js";
import { SoftwareAuthenticator } from "../wallet-auth/authenticator.js";
import type { TestPlatform } from "../support/simulator.js";
import { emailOtpSession, encryptOtp, newClientKey, signed, stamp, walletOwner, type KeyPair } from "../wallet-auth/helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(() => env.close());

const UNKNOWN_ACCOUNT = "InternalAccount:00000000-0000-4000-8000-000000000000";

/** The retry of a signed flow, signed over the 202's payload with `key` (under either header name). */
async function retryHeaders(first: { body: { payloadToSign: string; requestId: string } }, key: KeyPair, header = "Service-Wallet-Signature") {
  return { [header]: await stamp(first.body.payloadToSign, key), "Request-Id": first.body.requestId };
}

describe("credential and session lists", () => {
  test("accountId is required (400 INVALID_INPUT); an account the caller does not have lists nothing; sessions carry no key material", async () => {
    const p = await env.platform();
    for (const path of ["/auth/credentials", "/auth/sessions"]) {
      const missing = await p.get(path);
      expect([missing.status, missing.body.code], path).toEqual([400, "INVALID_INPUT"]);
      const unknown = await p.get(`${path}?accountId=${UNKNOWN_ACCOUNT}`);
      expect([unknown.status, unknown.body.data], path).toEqual([200, []]);
    }
    const a = await walletOwner(p);
    const s = await emailOtpSession(p, a.accountId);
    // A refresh in the legacy form answers a sealed key; the list never shows it.
    const legacy = newClientKey();
    const sealed = await signed((h) => p.post(`/auth/sessions/${s.sessionId}/refresh`, { clientPublicKey: legacy.publicKeyUncompressed }, h), s.key);
    expect(typeof sealed.body.encryptedSessionSigningKey).toBe("string");
    const listed = (await p.get(`/auth/sessions?accountId=${a.accountId}`)).body.data;
    expect(listed.map((x: { id: string }) => x.id)).toEqual([s.sessionId, sealed.body.id]);
    for (const x of listed) expect(x).not.toHaveProperty("encryptedSessionSigningKey");
  });
});

describe("signed flows refuse a bad retry with 401", () => {
  test("adding a credential: the 202 names the type; no signature, a malformed one, or a key of no session of the wallet, is 401; the live header name signs too", async () => {
    const p = await env.platform();
    const a = await walletOwner(p);
    const s = await emailOtpSession(p, a.accountId);
    const body = { type: "SMS_OTP", accountId: a.accountId };
    const first = await p.post("/auth/credentials", body);
    expect([first.status, first.body.type]).toEqual([202, "SMS_OTP"]);
    const unsigned = await p.post("/auth/credentials", body, { "Request-Id": first.body.requestId });
    expect([unsigned.status, unsigned.body.code]).toEqual([401, "WALLET_SIGNATURE_MISSING"]);
    const malformed = await p.post("/auth/credentials", body, { "Service-Wallet-Signature": "not a stamp!", "Request-Id": first.body.requestId });
    expect([malformed.status, malformed.body.code]).toEqual([401, "WALLET_SIGNATURE_MALFORMED"]);
    const stranger = await p.post("/auth/credentials", body, await retryHeaders(first, newClientKey()));
    expect([stranger.status, stranger.body.code]).toEqual([401, "WALLET_SIGNATURE_INVALID"]);
    const ok = await p.post("/auth/credentials", body, await retryHeaders(first, s.key, "Grid-Wallet-Signature"));
    expect([ok.status, ok.body.type, typeof ok.body.otpEncryptionTargetBundle]).toEqual([201, "SMS_OTP", "string"]);
  });

  test("revoking a session: a retry signed by a stranger's key is 401 and the session lives on", async () => {
    const p = await env.platform();
    const a = await walletOwner(p);
    const s = await emailOtpSession(p, a.accountId);
    const first = await p.delete(`/auth/sessions/${s.sessionId}`);
    expect([first.status, first.body.type]).toEqual([202, "EMAIL_OTP"]);
    const bad = await p.delete(`/auth/sessions/${s.sessionId}`, await retryHeaders(first, newClientKey()));
    expect([bad.status, bad.body.code]).toEqual([401, "WALLET_SIGNATURE_INVALID"]);
    expect((await p.get(`/auth/sessions?accountId=${a.accountId}`)).body.data.map((x: { id: string }) => x.id)).toEqual([s.sessionId]);
  });

  test("refreshing a session: the retry's clientPublicKey must be the first leg's (401); an unknown session is 404, a key not P-256 hex 400", async () => {
    const p = await env.platform();
    const a = await walletOwner(p);
    const s = await emailOtpSession(p, a.accountId);
    const first = await p.post(`/auth/sessions/${s.sessionId}/refresh`, { clientPublicKey: newClientKey().publicKey });
    expect(first.status).toBe(202);
    const swapped = await p.post(`/auth/sessions/${s.sessionId}/refresh`, { clientPublicKey: newClientKey().publicKey }, await retryHeaders(first, s.key));
    expect([swapped.status, swapped.body.code]).toEqual([401, "WALLET_SIGNATURE_BODY_MISMATCH"]);
    const unknown = await p.post("/auth/sessions/Session:none/refresh", { clientPublicKey: newClientKey().publicKey });
    expect([unknown.status, unknown.body.code]).toEqual([404, "SESSION_NOT_FOUND"]);
    const badKey = await p.post(`/auth/sessions/${s.sessionId}/refresh`, { clientPublicKey: "02zz" });
    expect([badKey.status, badKey.body.code]).toEqual([400, "INVALID_INPUT"]);
  });
});

describe("challenge and verify", () => {
  test("an OAuth credential has no challenge step (400); a passkey challenge without clientPublicKey is 400; an unknown credential is 404 on verify", async () => {
    const p = await env.platform();
    const { accountId } = await walletOwner(p);
    const now = Math.floor(Date.parse(await p.now()) / 1000);
    const claims = { iss: "https://accounts.google.com", aud: "wallet-app", sub: "live-docs", iat: now, exp: now + 3600 };
    const oidcToken = ["{}", JSON.stringify(claims), "sig"].map((x) => Buffer.from(x).toString("base64url")).join(".");
    const oauth = await p.post("/auth/credentials", { type: "OAUTH", accountId, oidcToken });
    expect(oauth.status).toBe(201);
    const ch = await p.post(`/auth/credentials/${oauth.body.id}/challenge`, { clientPublicKey: newClientKey().publicKey });
    expect([ch.status, ch.body.code]).toEqual([400, "INVALID_INPUT"]);
    const c = Buffer.from("live-docs passkey registration").toString("base64url");
    const unknown = await p.post("/auth/credentials/AuthMethod:none/verify", { type: "EMAIL_OTP", encryptedOtpBundle: "{}" });
    expect([unknown.status, unknown.body.code]).toEqual([404, "AUTH_METHOD_NOT_FOUND"]);
    const fresh = await walletOwner(p);
    const reg = await p.post("/auth/credentials", {
      type: "PASSKEY",
      accountId: fresh.accountId,
      nickname: "Laptop",
      challenge: c,
      attestation: new SoftwareAuthenticator().attest(c),
    });
    expect(reg.status).toBe(201);
    const noKey = await p.post(`/auth/credentials/${reg.body.id}/challenge`, {});
    expect([noKey.status, noKey.body.code, noKey.body.details?.errors?.[0]?.field]).toEqual([400, "INVALID_INPUT", "clientPublicKey"]);
  });

  test("the OTP retry must be signed by the key sealed in the bundle: another key is 401, that key opens the session", async () => {
    const p = await env.platform();
    const { accountId } = await walletOwner(p);
    const reg = await p.post("/auth/credentials", { type: "EMAIL_OTP", accountId });
    const tek = newClientKey();
    const body = { type: "EMAIL_OTP", encryptedOtpBundle: encryptOtp(reg.body.otpEncryptionTargetBundle, "000000", tek) };
    const first = await p.post(`/auth/credentials/${reg.body.id}/verify`, body);
    expect([first.status, first.body.type]).toEqual([202, "EMAIL_OTP"]);
    const other = await p.post(`/auth/credentials/${reg.body.id}/verify`, body, await retryHeaders(first, newClientKey()));
    expect([other.status, other.body.code]).toEqual([401, "WALLET_SIGNATURE_INVALID"]);
    const ok = await p.post(`/auth/credentials/${reg.body.id}/verify`, body, await retryHeaders(first, tek));
    expect([ok.status, typeof ok.body.expiresAt]).toEqual([200, "string"]);
    // The bundle's key is the session key: it signs a wallet action.
    expect((await signed((h) => p.patch(`/internal-accounts/${accountId}`, { privateEnabled: true }, h), tek)).status).toBe(200);
  });
});

describe("delegated keys", () => {
  async function walletCard(p: TestPlatform) {
    const a = await walletOwner(p);
    await fund(p, a.accountId, 5_000);
    expect((await p.post("/auth/credentials", { type: "EMAIL_OTP", accountId: a.accountId })).status).toBe(201);
    const card = await issue(p, { customerId: a.customerId, usd: { id: a.accountId } });
    const creds = (await p.get(`/auth/credentials?accountId=${a.accountId}`)).body.data;
    const ch = await p.post(`/auth/credentials/${creds[0].id}/challenge`);
    const key = newClientKey();
    const body = { type: "EMAIL_OTP", encryptedOtpBundle: encryptOtp(ch.body.otpEncryptionTargetBundle, "000000", key) };
    expect((await signed((h) => p.post(`/auth/credentials/${creds[0].id}/verify`, body, h), key)).status).toBe(200);
    return { ...a, card, key };
  }

  test("every leg carries the same body and a wallet session's signature (401 otherwise); an ACTIVE key lets the card draw on the wallet until revoked", async () => {
    const p = await env.platform();
    const w = await walletCard(p);
    const body = { cardId: w.card.id, internalAccountId: w.accountId, nickname: "Card spend" };
    const refused = await authorize(p, w.card.id, 1_000);
    expect(refused.body.cardDeclinedReason).toBe(cardRules().unusableDecline);
    const leg1 = await p.post("/auth/delegated-keys", body);
    expect(leg1.status).toBe(202);
    const stranger = await p.post("/auth/delegated-keys", body, await retryHeaders(leg1, newClientKey()));
    expect([stranger.status, stranger.body.code]).toEqual([401, "WALLET_SIGNATURE_INVALID"]);
    const otherBody = await p.post("/auth/delegated-keys", { ...body, nickname: "Renamed" }, await retryHeaders(leg1, w.key));
    expect([otherBody.status, otherBody.body.code]).toEqual([401, "WALLET_SIGNATURE_BODY_MISMATCH"]);
    const leg2 = await p.post("/auth/delegated-keys", body, await retryHeaders(leg1, w.key));
    expect(leg2.status).toBe(202);
    const done = await p.post("/auth/delegated-keys", body, await retryHeaders(leg2, w.key));
    expect([done.status, done.body.status]).toEqual([201, "ACTIVE"]);
    expect(Object.keys(done.body).filter((k) => /private/i.test(k))).toEqual([]);
    const ok = await authorize(p, w.card.id, 1_000);
    expect(ok.body).toMatchObject({ status: "AUTHORIZED", accountId: w.accountId });
    expect((await p.delete(`/auth/delegated-keys/${done.body.id}`)).status).toBe(204);
    expect((await authorize(p, w.card.id, 1_000)).body.cardDeclinedReason).toBe(cardRules().unusableDecline);
  });

  test("a filter matching no key lists nothing; an unknown key is 404 on revoke", async () => {
    const p = await env.platform();
    const none = await p.get(`/auth/delegated-keys?accountId=${UNKNOWN_ACCOUNT}`);
    expect([none.status, none.body.data]).toEqual([200, []]);
    const unknown = await p.delete("/auth/delegated-keys/DelegatedKey:none");
    expect([unknown.status, unknown.body.code]).toEqual([404, "NOT_FOUND"]);
  });
});
