/**
 * Credential and session lifecycle (description: Embedded wallet authentication, Limits):
 * the first credential provisions the wallet unsigned, later ones need the signed retry;
 * one EMAIL_OTP and one SMS_OTP per internal account; an email or phone tied to one
 * wallet; revoking a credential ends its sessions; refresh opens a session on a new key and
 * needs a live session at both legs;
 * delegated keys; accounts that cannot be wallets answer 409 WALLET_NOT_PROVISIONED.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startEnv, account, customer, type Env } from "../money/helpers.js";
import { emailOtpSession, encryptOtp, newClientKey, signed, stamp, walletOwner } from "./helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(() => env.close());

describe("credentials", () => {
  test("limits: EMAIL_OTP once per account (400), an email on one wallet only (409), SMS_OTP likewise", async () => {
    const p = await env.platform();
    const a = await walletOwner(p, "same@example.com");
    const s = await emailOtpSession(p, a.accountId);
    const again = await p.post("/auth/credentials", { type: "EMAIL_OTP", accountId: a.accountId });
    expect([again.status, again.body.code]).toEqual([400, "EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS"]);
    const sms = await signed((h) => p.post("/auth/credentials", { type: "SMS_OTP", accountId: a.accountId }, h), s.key);
    expect([sms.status, typeof sms.body.otpEncryptionTargetBundle]).toEqual([201, "string"]);
    const smsAgain = await p.post("/auth/credentials", { type: "SMS_OTP", accountId: a.accountId });
    expect([smsAgain.status, smsAgain.body.code]).toEqual([400, "SMS_OTP_CREDENTIAL_ALREADY_EXISTS"]);
    const eur = (await account(p, a.customerId, "EUR")).id;
    const sameEmail = await p.post("/auth/credentials", { type: "EMAIL_OTP", accountId: eur });
    expect([sameEmail.status, sameEmail.body.code]).toEqual([409, "EMAIL_OTP_EMAIL_ALREADY_EXISTS"]);
    const phone = (await p.get(`/customers/${a.customerId}`)).body.phoneNumber;
    const other = await customer(p, { email: "other@example.com", phoneNumber: phone });
    const samePhone = await p.post("/auth/credentials", { type: "SMS_OTP", accountId: (await account(p, other)).id });
    expect([samePhone.status, samePhone.body.code]).toEqual([409, "SMS_OTP_PHONE_NUMBER_ALREADY_EXISTS"]);
    expect((await p.get(`/auth/credentials?accountId=${a.accountId}`)).body.data.map((c: any) => c.type)).toEqual(["EMAIL_OTP", "SMS_OTP"]);
    const listed = (await p.get(`/customers/internal-accounts?customerId=${a.customerId}`)).body.data;
    expect(listed.find((x: any) => x.id === a.accountId)).toMatchObject({ type: "EMBEDDED_WALLET", privateEnabled: false });
    expect(listed.find((x: any) => x.id === eur)).not.toHaveProperty("privateEnabled");
  });

  test("an SMS_OTP credential opens a session with the sandbox code", async () => {
    const p = await env.platform();
    const a = await walletOwner(p);
    const reg = await p.post("/auth/credentials", { type: "SMS_OTP", accountId: a.accountId });
    const key = newClientKey();
    const body = { type: "SMS_OTP", encryptedOtpBundle: encryptOtp(reg.body.otpEncryptionTargetBundle, "000000", key) };
    const r = await signed((h) => p.post(`/auth/credentials/${reg.body.id}/verify`, body, h), key);
    expect([r.status, r.body.type], JSON.stringify(r.body)).toEqual([200, "SMS_OTP"]);
  });

  test("revoking a credential (signed) ends its sessions; unknown ids are 404", async () => {
    const p = await env.platform();
    const a = await walletOwner(p);
    const s = await emailOtpSession(p, a.accountId);
    expect((await signed((h) => p.delete(`/auth/credentials/${s.credentialId}`, h), s.key)).status).toBe(204);
    expect((await p.get(`/auth/sessions?accountId=${a.accountId}`)).body.data).toEqual([]);
    expect((await p.get(`/auth/credentials?accountId=${a.accountId}`)).body.data).toEqual([]);
    expect((await p.delete("/auth/credentials/AuthMethod:none")).body.code).toBe("AUTH_METHOD_NOT_FOUND");
    expect((await p.delete("/auth/sessions/Session:none")).body.code).toBe("SESSION_NOT_FOUND");
    expect((await p.post("/auth/credentials/AuthMethod:none/challenge")).body.code).toBe("AUTH_METHOD_NOT_FOUND");
  });

  test("platform accounts and non-wallet accounts: 409 WALLET_NOT_PROVISIONED; unknown accounts 404", async () => {
    const p = await env.platform();
    const plat = (await p.get("/platform/internal-accounts")).body.data[0].id;
    const r = await p.post("/auth/credentials", { type: "EMAIL_OTP", accountId: plat });
    expect([r.status, r.body.code]).toEqual([409, "WALLET_NOT_PROVISIONED"]);
    const a = await walletOwner(p);
    for (const call of [
      p.patch(`/internal-accounts/${a.accountId}`, { privateEnabled: true }),
      p.post(`/internal-accounts/${a.accountId}/export`, { clientPublicKey: newClientKey().publicKey }),
    ]) {
      const x = await call;
      expect([x.status, x.body.code]).toEqual([409, "WALLET_NOT_PROVISIONED"]);
    }
    expect((await p.post("/auth/credentials", { type: "EMAIL_OTP", accountId: "InternalAccount:none" })).body.code).toBe("ACCOUNT_NOT_FOUND");
  });
});

describe("sessions and delegated keys", () => {
  test("refresh (signed by the session itself) opens a session on the new key; the old one lives on", async () => {
    const p = await env.platform();
    const a = await walletOwner(p);
    const s = await emailOtpSession(p, a.accountId);
    const next = newClientKey();
    const first = await p.post(`/auth/sessions/${s.sessionId}/refresh`, { clientPublicKey: next.publicKey });
    const stranger = newClientKey();
    const wrong = await p.post(
      `/auth/sessions/${s.sessionId}/refresh`,
      { clientPublicKey: next.publicKey },
      { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, stranger), "Request-Id": first.body.requestId },
    );
    expect([wrong.status, wrong.body.code]).toEqual([401, "WALLET_SIGNATURE_INVALID"]);
    const r = await p.post(
      `/auth/sessions/${s.sessionId}/refresh`,
      { clientPublicKey: next.publicKey },
      { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, s.key), "Request-Id": first.body.requestId },
    );
    expect(r.status).toBe(201);
    expect((await p.get(`/auth/sessions?accountId=${a.accountId}`)).body.data.map((x: any) => x.id)).toEqual([s.sessionId, r.body.id]);
    expect((await signed((h) => p.patch(`/internal-accounts/${a.accountId}`, { privateEnabled: true }, h), next)).status).toBe(200);
  });

  test("a session no longer live cannot be refreshed: 401 UNAUTHORIZED at the first leg (revoked or expired)", async () => {
    const p = await env.platform();
    const a = await walletOwner(p);
    const s = await emailOtpSession(p, a.accountId);
    const other = await emailOtpSessionAgain(p, s.credentialId);
    expect((await signed((h) => p.delete(`/auth/sessions/${s.sessionId}`, h), other.key)).status).toBe(204);
    const revoked = await p.post(`/auth/sessions/${s.sessionId}/refresh`, { clientPublicKey: newClientKey().publicKey });
    expect([revoked.status, revoked.body.code, revoked.body.details?.check]).toEqual([401, "UNAUTHORIZED", "SESSION_REVOKED"]);
    await p.advanceClock(901);
    const expired = await p.post(`/auth/sessions/${other.sessionId}/refresh`, { clientPublicKey: newClientKey().publicKey });
    expect([expired.status, expired.body.code, expired.body.details?.check]).toEqual([401, "UNAUTHORIZED", "SESSION_EXPIRED"]);
  });

  test("delegated keys: created signed, one ACTIVE per card and wallet, listed, revoked (once: 400 after)", async () => {
    const p = await env.platform();
    const a = await walletOwner(p);
    const s = await emailOtpSession(p, a.accountId);
    const body = { cardId: "Card:7d1f2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b", internalAccountId: a.accountId, nickname: "Card spend" };
    const k = await signed((h) => p.post("/auth/delegated-keys", body, h), s.key);
    expect(k.status).toBe(201);
    expect(k.body).toMatchObject({
      status: "ACTIVE",
      accountId: a.accountId,
      fundingSourceId: a.accountId,
      publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/),
    });
    const dup = await p.post("/auth/delegated-keys", body);
    expect([dup.status, dup.body.code]).toEqual([409, "CONFLICT"]);
    expect((await p.get(`/auth/delegated-keys?fundingSourceId=${a.accountId}`)).body.data.map((x: any) => x.id)).toEqual([k.body.id]);
    expect((await p.delete(`/auth/delegated-keys/${k.body.id}`)).status).toBe(204);
    expect((await p.get(`/auth/delegated-keys/${k.body.id}`)).body.status).toBe("REVOKED");
    const twice = await p.delete(`/auth/delegated-keys/${k.body.id}`);
    expect([twice.status, twice.body.code]).toEqual([400, "INVALID_INPUT"]);
    const notFound = await p.get("/auth/delegated-keys/DelegatedKey:none");
    expect([notFound.status, notFound.body.code]).toEqual([404, "NOT_FOUND"]);
  });
});

/** A second session on the EMAIL_OTP credential (a new challenge, the sandbox code). */
async function emailOtpSessionAgain(p: Awaited<ReturnType<Env["platform"]>>, credentialId: string) {
  const ch = await p.post(`/auth/credentials/${credentialId}/challenge`);
  const key = newClientKey();
  const body = { type: "EMAIL_OTP", encryptedOtpBundle: encryptOtp(ch.body.otpEncryptionTargetBundle, "000000", key) };
  const r = await signed((h) => p.post(`/auth/credentials/${credentialId}/verify`, body, h), key);
  return { sessionId: r.body.id as string, key };
}
