/**
 * The signed-retry protocol (description, Authentication 3-4; spec/rules/wallet-auth.yaml
 * `signedRetryFailures`): every missing, malformed, mismatched, replayed or expired
 * signature is refused with its own code, and a request id works once.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startEnv, type Env } from "../money/helpers.js";
import type { TestPlatform } from "../support/simulator.js";
import { emailOtpSession, encryptOtp, newClientKey, signed, stamp, walletOwner, type KeyPair } from "./helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(() => env.close());

interface Wallet {
  p: TestPlatform;
  accountId: string;
  key: KeyPair;
  sessionId: string;
  credentialId: string;
}

async function wallet(): Promise<Wallet> {
  const p = await env.platform();
  const { accountId } = await walletOwner(p);
  const s = await emailOtpSession(p, accountId);
  return { p, accountId, ...s };
}

const patch = (w: Wallet, body: unknown, h?: Record<string, string>) => w.p.patch(`/internal-accounts/${w.accountId}`, body, h);

describe("signed retry: each failure has its code", () => {
  let w: Wallet;
  beforeAll(async () => {
    w = await wallet();
  });

  test("the first leg answers 202 {payloadToSign, requestId, expiresAt}; the signed retry 200", async () => {
    const first = await patch(w, { privateEnabled: true });
    expect(first.status).toBe(202);
    expect(JSON.parse(first.body.payloadToSign)).toMatchObject({ requestId: first.body.requestId, operation: "updateInternalAccount", accountId: w.accountId });
    const ok = await patch(
      w,
      { privateEnabled: true },
      { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, w.key), "Request-Id": first.body.requestId },
    );
    expect([ok.status, ok.body.privateEnabled]).toEqual([200, true]);
  });

  test("Request-Id without a signature: 401 WALLET_SIGNATURE_MISSING; a signature without Request-Id: 401 REQUEST_ID_MISSING", async () => {
    const first = await patch(w, { privateEnabled: false });
    const a = await patch(w, { privateEnabled: false }, { "Request-Id": first.body.requestId });
    expect([a.status, a.body.code]).toEqual([401, "WALLET_SIGNATURE_MISSING"]);
    const b = await patch(w, { privateEnabled: false }, { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, w.key) });
    expect([b.status, b.body.code]).toEqual([401, "REQUEST_ID_MISSING"]);
  });

  test("an undecodable stamp, a stamp of another scheme or without a DER signature: 401 WALLET_SIGNATURE_MALFORMED", async () => {
    const first = await patch(w, { privateEnabled: false });
    const good = JSON.parse(Buffer.from(await stamp(first.body.payloadToSign, w.key), "base64url").toString());
    const variants = [
      "not base64url!",
      Buffer.from("not json").toString("base64url"),
      Buffer.from(JSON.stringify({ ...good, scheme: "SIGNATURE_SCHEME_TK_API_SECP256K1" })).toString("base64url"),
      Buffer.from(JSON.stringify({ ...good, signature: "zz" })).toString("base64url"),
      Buffer.from(JSON.stringify({ ...good, publicKey: "04" + "ab".repeat(64) })).toString("base64url"),
    ];
    for (const v of variants) {
      const r = await patch(w, { privateEnabled: false }, { "Service-Wallet-Signature": v, "Request-Id": first.body.requestId });
      expect([r.status, r.body.code], v).toEqual([401, "WALLET_SIGNATURE_MALFORMED"]);
    }
  });

  test("an unknown request id: 404 REQUEST_NOT_FOUND; a used one: 409 CONFLICT (single use)", async () => {
    const first = await patch(w, { privateEnabled: false });
    const sig = await stamp(first.body.payloadToSign, w.key);
    const unknown = await patch(
      w,
      { privateEnabled: false },
      { "Service-Wallet-Signature": sig, "Request-Id": "Request:00000000-0000-4000-8000-000000000000" },
    );
    expect([unknown.status, unknown.body.code]).toEqual([404, "REQUEST_NOT_FOUND"]);
    expect((await patch(w, { privateEnabled: false }, { "Service-Wallet-Signature": sig, "Request-Id": first.body.requestId })).status).toBe(200);
    const replay = await patch(w, { privateEnabled: false }, { "Service-Wallet-Signature": sig, "Request-Id": first.body.requestId });
    expect([replay.status, replay.body.code]).toEqual([409, "CONFLICT"]);
  });

  test("another body, or a request id issued for another operation: 401 WALLET_SIGNATURE_BODY_MISMATCH", async () => {
    const first = await patch(w, { privateEnabled: false });
    const sig = await stamp(first.body.payloadToSign, w.key);
    const r = await patch(w, { privateEnabled: true }, { "Service-Wallet-Signature": sig, "Request-Id": first.body.requestId });
    expect([r.status, r.body.code]).toEqual([401, "WALLET_SIGNATURE_BODY_MISMATCH"]);
    const other = await w.p.post(
      `/internal-accounts/${w.accountId}/export`,
      { clientPublicKey: w.key.publicKey },
      { "Service-Wallet-Signature": sig, "Request-Id": first.body.requestId },
    );
    expect([other.status, other.body.code]).toEqual([401, "WALLET_SIGNATURE_BODY_MISMATCH"]);
  });

  test("a signature over another payload, or by a key that is no session of this wallet: 401 WALLET_SIGNATURE_INVALID", async () => {
    const first = await patch(w, { privateEnabled: false });
    const bad = await patch(
      w,
      { privateEnabled: false },
      { "Service-Wallet-Signature": await stamp(first.body.payloadToSign + " ", w.key), "Request-Id": first.body.requestId },
    );
    expect([bad.status, bad.body.code]).toEqual([401, "WALLET_SIGNATURE_INVALID"]);
    const stranger = await patch(
      w,
      { privateEnabled: false },
      { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, newClientKey()), "Request-Id": first.body.requestId },
    );
    expect([stranger.status, stranger.body.code]).toEqual([401, "WALLET_SIGNATURE_INVALID"]);
    const other = await wallet();
    const foreign = await patch(
      w,
      { privateEnabled: false },
      { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, other.key), "Request-Id": first.body.requestId },
    );
    expect([foreign.status, foreign.body.code]).toEqual([401, "WALLET_SIGNATURE_INVALID"]);
  });
});

describe("signed retry on the platform clock and after changes", () => {
  test("a request id past its 5 minutes: 404 REQUEST_NOT_FOUND; a session past its 15 minutes: 401 UNAUTHORIZED and gone from the list", async () => {
    const w = await wallet();
    const first = await patch(w, { privateEnabled: true });
    await w.p.advanceClock(301);
    const late = await patch(
      w,
      { privateEnabled: true },
      { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, w.key), "Request-Id": first.body.requestId },
    );
    expect([late.status, late.body.code]).toEqual([404, "REQUEST_NOT_FOUND"]);
    await w.p.advanceClock(585);
    const again = await patch(w, { privateEnabled: true });
    await w.p.advanceClock(20);
    const expired = await patch(
      w,
      { privateEnabled: true },
      { "Service-Wallet-Signature": await stamp(again.body.payloadToSign, w.key), "Request-Id": again.body.requestId },
    );
    expect([expired.status, expired.body.code, expired.body.details?.check]).toEqual([401, "UNAUTHORIZED", "SESSION_EXPIRED"]);
    expect((await w.p.get(`/auth/sessions?accountId=${w.accountId}`)).body.data).toEqual([]);
  });

  test("a revoked session cannot sign (401 UNAUTHORIZED); revoking needs a signature", async () => {
    const w = await wallet();
    const r = await signed((h) => w.p.delete(`/auth/sessions/${w.sessionId}`, h), w.key);
    expect(r.status).toBe(204);
    const first = await patch(w, { privateEnabled: true });
    const x = await patch(
      w,
      { privateEnabled: true },
      { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, w.key), "Request-Id": first.body.requestId },
    );
    expect([x.status, x.body.code, x.body.details?.check]).toEqual([401, "UNAUTHORIZED", "SESSION_REVOKED"]);
  });

  test("the credential set changed after the 202: 409 EMAIL_OTP_CREDENTIAL_SET_CHANGED (SMS_OTP_… when the request concerns an SMS_OTP credential)", async () => {
    const w = await wallet();
    const first = await patch(w, { privateEnabled: true });
    const sms = await w.p.post("/auth/credentials", { type: "SMS_OTP", accountId: w.accountId });
    const added = await w.p.post(
      "/auth/credentials",
      { type: "SMS_OTP", accountId: w.accountId },
      { "Service-Wallet-Signature": await stamp(sms.body.payloadToSign, w.key), "Request-Id": sms.body.requestId },
    );
    expect([sms.status, sms.body.type, added.status]).toEqual([202, "SMS_OTP", 201]);
    const r = await patch(
      w,
      { privateEnabled: true },
      { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, w.key), "Request-Id": first.body.requestId },
    );
    expect([r.status, r.body.code]).toEqual([409, "EMAIL_OTP_CREDENTIAL_SET_CHANGED"]);
    const revoke = await w.p.delete(`/auth/credentials/${added.body.id}`);
    expect([revoke.status, revoke.body.type]).toEqual([202, "SMS_OTP"]);
    await signed((h) => w.p.patch(`/internal-accounts/${w.accountId}`, { privateEnabled: false }, h), w.key);
    const stale = await w.p.delete(`/auth/credentials/${added.body.id}`, {
      "Service-Wallet-Signature": await stamp(revoke.body.payloadToSign, w.key),
      "Request-Id": revoke.body.requestId,
    });
    expect([stale.status]).toEqual([204]);
  });

  test("a wallet action signed by a session of the SMS_OTP credential, the set changed meanwhile: 409 SMS_OTP_CREDENTIAL_SET_CHANGED", async () => {
    const w = await wallet();
    const added = await signed((h) => w.p.post("/auth/credentials", { type: "SMS_OTP", accountId: w.accountId }, h), w.key);
    const smsKey = newClientKey();
    const verifyBody = { type: "SMS_OTP", encryptedOtpBundle: encryptOtp(added.body.otpEncryptionTargetBundle, "000000", smsKey) };
    const smsSession = await signed((h) => w.p.post(`/auth/credentials/${added.body.id}/verify`, verifyBody, h), smsKey);
    expect([added.status, smsSession.status, smsSession.body.type]).toEqual([201, 200, "SMS_OTP"]);
    const bySms = await patch(w, { privateEnabled: true });
    const byEmail = await patch(w, { privateEnabled: true });
    // Another credential (an OAuth one, signed by the EMAIL_OTP session) changes the set and leaves both sessions live.
    const nowS = Math.floor(Date.parse(await w.p.now()) / 1000);
    const claims = { iss: "https://accounts.google.com", aud: "wallet-app", sub: "set-change", iat: nowS, exp: nowS + 3600 };
    const oidcToken = ["{}", JSON.stringify(claims), "sig"].map((x) => Buffer.from(x).toString("base64url")).join(".");
    const oauth = await signed((h) => w.p.post("/auth/credentials", { type: "OAUTH", accountId: w.accountId, oidcToken }, h), w.key);
    expect(oauth.status).toBe(201);
    const retry = async (first: typeof bySms, key: KeyPair) =>
      patch(w, { privateEnabled: true }, { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, key), "Request-Id": first.body.requestId });
    const a = await retry(bySms, smsKey);
    const b = await retry(byEmail, w.key);
    expect([a.status, a.body.code, b.status, b.body.code]).toEqual([409, "SMS_OTP_CREDENTIAL_SET_CHANGED", 409, "EMAIL_OTP_CREDENTIAL_SET_CHANGED"]);
  });

  test("a Service-Wallet-Signature on the execution of a quote from no embedded wallet is ignored (the live service): it executes", async () => {
    const { account, customer, fund, usdExternal, quote } = await import("../money/helpers.js");
    const p = await env.platform();
    const c = await customer(p);
    const usd = (await account(p, c, "USD")).id;
    await fund(p, usd, 10_000);
    const q = await quote(p, usd, await usdExternal(p, c), 1_000);
    const res = await p.post(`/quotes/${q.body.id}/execute`, undefined, { "Service-Wallet-Signature": await stamp("anything", newClientKey()) });
    expect([res.status, res.body.id]).toEqual([200, q.body.id]);
  });

  test("quote execution from a wallet with an Idempotency-Key: the 202 is not replayed, the signed retry executes once", async () => {
    const w = await wallet();
    const { fund, usdExternal, quote } = await import("../money/helpers.js");
    await fund(w.p, w.accountId, 50_000);
    const customerId = (await w.p.get(`/internal-accounts/${w.accountId}`)).body.customerId;
    const q = await quote(w.p, w.accountId, await usdExternal(w.p, customerId), 1_000);
    const key = { "Idempotency-Key": "exec-1" };
    const first = await w.p.post(`/quotes/${q.body.id}/execute`, undefined, key);
    expect(first.status).toBe(202);
    const headers = { ...key, "Service-Wallet-Signature": await stamp(first.body.payloadToSign, w.key), "Request-Id": first.body.requestId };
    const done = await w.p.post(`/quotes/${q.body.id}/execute`, undefined, headers);
    const replay = await w.p.post(`/quotes/${q.body.id}/execute`, undefined, headers);
    expect([done.status, replay.status, replay.headers.get("idempotent-replayed")]).toEqual([200, 200, "true"]);
    expect(replay.body).toEqual(done.body);
    expect(done.body).toMatchObject({ id: q.body.id, transactionId: q.body.transactionId });
  });
});
