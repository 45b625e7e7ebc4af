/**
 * Credential and session lifecycle (description: Embedded wallet authentication, Limits):
 * the first credential provisions the wallet unsigned, later ones need the signed retry;
 * one EMAIL_OTP and one SMS_OTP per internal account; an email or phone tied to one
 * wallet; revoking a credential (signed by another credential's session; never the last one)
 * ends its sessions; refresh opens a session on a new key (compressed) or seals one to it
 * (uncompressed) and needs a live session at both legs; a session no longer active is not
 * found; delegated keys in three legs for a card the wallet funds; accounts that cannot be
 * wallets answer 409 WALLET_NOT_PROVISIONED (the live documentation's rules where the
 * description is silent).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startEnv, account, customer, type Env } from "../money/helpers.js";
import { emailOtpSession, encryptOtp, newClientKey, openSessionKey, signed, stamp, walletOwner } from "./helpers.js";

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

  test("revoking a credential (signed by a session of another credential) ends its sessions; the last credential stays (400); unknown ids are 404", async () => {
    const p = await env.platform();
    const a = await walletOwner(p);
    const s = await emailOtpSession(p, a.accountId);
    const last = await p.delete(`/auth/credentials/${s.credentialId}`);
    expect([last.status, last.body.code]).toEqual([400, "INVALID_INPUT"]);
    const sms = await signed((h) => p.post("/auth/credentials", { type: "SMS_OTP", accountId: a.accountId }, h), s.key);
    const smsKey = newClientKey();
    const smsBody = { type: "SMS_OTP", encryptedOtpBundle: encryptOtp(sms.body.otpEncryptionTargetBundle, "000000", smsKey) };
    expect((await signed((h) => p.post(`/auth/credentials/${sms.body.id}/verify`, smsBody, h), smsKey)).status).toBe(200);
    const first = await p.delete(`/auth/credentials/${s.credentialId}`);
    expect(first.status).toBe(202);
    const bySelf = await p.delete(`/auth/credentials/${s.credentialId}`, {
      "Service-Wallet-Signature": await stamp(first.body.payloadToSign, s.key),
      "Request-Id": first.body.requestId,
    });
    expect([bySelf.status, bySelf.body.code, bySelf.body.details?.check]).toEqual([401, "WALLET_SIGNATURE_INVALID", "WRONG_SIGNER"]);
    const byOther = await p.delete(`/auth/credentials/${s.credentialId}`, {
      "Service-Wallet-Signature": await stamp(first.body.payloadToSign, smsKey),
      "Request-Id": first.body.requestId,
    });
    expect(byOther.status).toBe(204);
    expect((await p.get(`/auth/sessions?accountId=${a.accountId}`)).body.data.map((x: { type: string }) => x.type)).toEqual(["SMS_OTP"]);
    expect((await p.get(`/auth/credentials?accountId=${a.accountId}`)).body).toEqual({ data: [expect.objectContaining({ type: "SMS_OTP" })], hasMore: false });
    expect((await p.delete(`/auth/credentials/${sms.body.id}`)).status).toBe(400);
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
    expect(r.body).not.toHaveProperty("encryptedSessionSigningKey");
    expect((await signed((h) => p.patch(`/internal-accounts/${a.accountId}`, { privateEnabled: true }, h), next)).status).toBe(200);
    // An uncompressed key asks for the legacy flow: the new session key arrives sealed to it.
    const legacy = newClientKey();
    const sealed = await signed((h) => p.post(`/auth/sessions/${r.body.id}/refresh`, { clientPublicKey: legacy.publicKeyUncompressed }, h), next);
    expect(sealed.status).toBe(201);
    const key = openSessionKey(sealed.body.encryptedSessionSigningKey, legacy);
    expect((await signed((h) => p.patch(`/internal-accounts/${a.accountId}`, { privateEnabled: false }, h), key)).status).toBe(200);
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

  test("delegated keys: three legs (202, 202, 201) for a card the wallet funds, PENDING after the second; one ACTIVE per card and wallet; revoked once (400 after)", async () => {
    const p = await env.platform();
    const a = await walletOwner(p);
    const s = await emailOtpSession(p, a.accountId);
    const card = await p.post("/cards", { customerId: a.customerId, form: "VIRTUAL", fundingSource: a.accountId });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    const body = { cardId: card.body.id, internalAccountId: a.accountId, nickname: "Card spend" };
    const unknownCard = await p.post("/auth/delegated-keys", { ...body, cardId: "Card:7d1f2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b" });
    expect([unknownCard.status, unknownCard.body.code]).toEqual([404, "NOT_FOUND"]);
    const other = await walletOwner(p);
    const otherCard = await p.post("/cards", { customerId: other.customerId, form: "VIRTUAL", fundingSource: other.accountId });
    const notFunding = await p.post("/auth/delegated-keys", { ...body, cardId: otherCard.body.id });
    expect([notFunding.status, notFunding.body.code]).toEqual([404, "NOT_FOUND"]);

    const leg1 = await p.post("/auth/delegated-keys", body);
    expect(leg1.status).toBe(202);
    const sign = async (leg: { body: { payloadToSign: string; requestId: string } }) =>
      p.post("/auth/delegated-keys", body, { "Service-Wallet-Signature": await stamp(leg.body.payloadToSign, s.key), "Request-Id": leg.body.requestId });
    const leg2 = await sign(leg1);
    expect(leg2.status).toBe(202);
    expect(leg2.body).toEqual({ payloadToSign: expect.any(String), requestId: expect.any(String), expiresAt: expect.any(String) });
    expect(leg2.body.requestId).not.toBe(leg1.body.requestId);
    const pending = (await p.get(`/auth/delegated-keys?accountId=${a.accountId}`)).body.data;
    expect(pending.map((k: { status: string }) => k.status)).toEqual(["PENDING"]);
    // An abandoned flow's PENDING key blocks nothing: a new flow runs its three legs.
    const k = await signed3(p, body, s.key);
    expect(k.status).toBe(201);
    expect(k.body).toMatchObject({
      status: "ACTIVE",
      cardId: card.body.id,
      accountId: a.accountId,
      fundingSourceId: a.accountId,
      publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/),
    });
    const lateLeg = await sign(leg2);
    expect([lateLeg.status, lateLeg.body.code]).toEqual([409, "CONFLICT"]);
    const dup = await p.post("/auth/delegated-keys", body);
    expect([dup.status, dup.body.code]).toEqual([409, "CONFLICT"]);
    expect((await p.get(`/auth/delegated-keys?fundingSourceId=${a.accountId}`)).body.data.map((x: { status: string }) => x.status)).toEqual([
      "PENDING",
      "ACTIVE",
    ]);
    const unfiltered = await p.get("/auth/delegated-keys");
    expect([unfiltered.status, unfiltered.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect((await p.delete(`/auth/delegated-keys/${k.body.id}`)).status).toBe(204);
    expect((await p.get(`/auth/delegated-keys/${k.body.id}`)).body.status).toBe("REVOKED");
    const twice = await p.delete(`/auth/delegated-keys/${k.body.id}`);
    expect([twice.status, twice.body.code]).toEqual([400, "INVALID_INPUT"]);
    const pendingOne = await p.delete(`/auth/delegated-keys/${pending[0].id}`);
    expect([pendingOne.status, pendingOne.body.code]).toEqual([400, "INVALID_INPUT"]);
    const notFound = await p.get("/auth/delegated-keys/DelegatedKey:none");
    expect([notFound.status, notFound.body.code]).toEqual([404, "NOT_FOUND"]);
  });

  test("a revoked or expired session is not found (404) for a second revocation", async () => {
    const p = await env.platform();
    const a = await walletOwner(p);
    const s = await emailOtpSession(p, a.accountId);
    expect((await signed((h) => p.delete(`/auth/sessions/${s.sessionId}`, h), s.key)).status).toBe(204);
    const again = await p.delete(`/auth/sessions/${s.sessionId}`);
    expect([again.status, again.body.code]).toEqual([404, "SESSION_NOT_FOUND"]);
    const other = await emailOtpSessionAgain(p, s.credentialId);
    await p.advanceClock(901);
    const expired = await p.delete(`/auth/sessions/${other.sessionId}`);
    expect([expired.status, expired.body.code]).toEqual([404, "SESSION_NOT_FOUND"]);
  });
});

/** A delegated key's creation through its three legs, each signed retry signed with `key`. */
async function signed3(p: Awaited<ReturnType<Env["platform"]>>, body: unknown, key: { publicKey: string; privateKey: string }) {
  let res = await p.post("/auth/delegated-keys", body);
  for (let leg = 0; leg < 2 && res.status === 202; leg++)
    res = await p.post("/auth/delegated-keys", body, {
      "Service-Wallet-Signature": await stamp(res.body.payloadToSign, key),
      "Request-Id": res.body.requestId,
    });
  return res;
}

/** A second session on the EMAIL_OTP credential (a new challenge, the sandbox code). */
async function emailOtpSessionAgain(p: Awaited<ReturnType<Env["platform"]>>, credentialId: string) {
  const ch = await p.post(`/auth/credentials/${credentialId}/challenge`);
  const key = newClientKey();
  const body = { type: "EMAIL_OTP", encryptedOtpBundle: encryptOtp(ch.body.otpEncryptionTargetBundle, "000000", key) };
  const r = await signed((h) => p.post(`/auth/credentials/${credentialId}/verify`, body, h), key);
  return { sessionId: r.body.id as string, key };
}
