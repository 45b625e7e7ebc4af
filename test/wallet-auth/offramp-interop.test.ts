/**
 * Interop: a full offramp from an embedded wallet written only with the client libraries
 * integrators use (@turnkey/crypto, @turnkey/api-key-stamper): register EMAIL_OTP,
 * challenge, verify (HPKE OTP, sandbox code 000000, signed retry), execute a quote with a
 * signed retry, export the wallet and open the export with decryptCredentialBundle.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startEnv, fund, usdExternal, quote, balance, type Env } from "../money/helpers.js";
import { decryptCredentialBundle, encryptOtp, newClientKey, signed, stamp, walletOwner } from "./helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(() => env.close());

describe("embedded-wallet offramp with @turnkey/crypto and @turnkey/api-key-stamper", () => {
  test("register, challenge, verify, signed quote execution, export", async () => {
    const p = await env.platform();
    const { customerId, accountId, email } = await walletOwner(p);
    await fund(p, accountId, 100_000);

    const reg = await p.post("/auth/credentials", { type: "EMAIL_OTP", accountId });
    expect(reg.status).toBe(201);
    expect(reg.body).toMatchObject({ accountId, type: "EMAIL_OTP", nickname: `Email ${email}` });
    expect((await p.get(`/internal-accounts/${accountId}`)).body).toMatchObject({ type: "EMBEDDED_WALLET", privateEnabled: false });

    const ch = await p.post(`/auth/credentials/${reg.body.id}/challenge`);
    expect(ch.status).toBe(200);
    expect(ch.body.otpEncryptionTargetBundle).not.toBe(reg.body.otpEncryptionTargetBundle);

    const client = newClientKey();
    const verifyBody = { type: "EMAIL_OTP", encryptedOtpBundle: encryptOtp(ch.body.otpEncryptionTargetBundle, "000000", client) };
    const first = await p.post(`/auth/credentials/${reg.body.id}/verify`, verifyBody);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ type: "EMAIL_OTP", requestId: expect.stringMatching(/^Request:/) });
    const session = await p.post(`/auth/credentials/${reg.body.id}/verify`, verifyBody, {
      "Service-Wallet-Signature": await stamp(first.body.payloadToSign, client),
      "Request-Id": first.body.requestId,
    });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ accountId, type: "EMAIL_OTP", id: expect.stringMatching(/^Session:/) });
    expect((await p.get(`/auth/sessions?accountId=${accountId}`)).body.data.map((s: any) => s.id)).toEqual([session.body.id]);

    const dest = await usdExternal(p, customerId);
    const q = await quote(p, accountId, dest, 10_000);
    expect(q.status).toBe(201);
    const exec = await signed((h) => p.post(`/quotes/${q.body.id}/execute`, undefined, h), client);
    expect(exec.status).toBe(200);
    expect(exec.body).toMatchObject({ id: q.body.id, transactionId: q.body.transactionId });
    expect((await balance(p, accountId)).available).toBe(100_000 - q.body.totalSendingAmount);

    const exportKey = newClientKey();
    const exported = await signed((h) => p.post(`/internal-accounts/${accountId}/export`, { clientPublicKey: exportKey.publicKeyUncompressed }, h), client);
    expect(exported.status).toBe(200);
    const walletKey = decryptCredentialBundle(exported.body.encryptedWalletCredentials, exportKey.privateKey);
    expect(walletKey).toMatch(/^[0-9a-f]{64}$/);
    const again = await signed((h) => p.post(`/internal-accounts/${accountId}/export`, { clientPublicKey: exportKey.publicKey }, h), client);
    expect(decryptCredentialBundle(again.body.encryptedWalletCredentials, exportKey.privateKey)).toBe(walletKey);
    expect(() => decryptCredentialBundle(again.body.encryptedWalletCredentials, newClientKey().privateKey)).toThrow();
  });

  test("any decrypted code but 000000 is 401 UNAUTHORIZED (invalid OTP code); a bundle for another target is 400", async () => {
    const p = await env.platform();
    const { accountId } = await walletOwner(p);
    const reg = await p.post("/auth/credentials", { type: "EMAIL_OTP", accountId });
    const client = newClientKey();
    const wrong = await p.post(`/auth/credentials/${reg.body.id}/verify`, {
      type: "EMAIL_OTP",
      encryptedOtpBundle: encryptOtp(reg.body.otpEncryptionTargetBundle, "123456", client),
    });
    expect([wrong.status, wrong.body.code, wrong.body.reason]).toEqual([401, "UNAUTHORIZED", "invalid OTP code"]);
    const other = await p.post(`/auth/credentials/${reg.body.id}/challenge`);
    const stale = await p.post(`/auth/credentials/${reg.body.id}/verify`, {
      type: "EMAIL_OTP",
      encryptedOtpBundle: encryptOtp(reg.body.otpEncryptionTargetBundle, "000000", client),
    });
    expect([stale.status, stale.body.code]).toEqual([400, "INVALID_INPUT"]);
    const ok = await p.post(`/auth/credentials/${reg.body.id}/verify`, {
      type: "EMAIL_OTP",
      encryptedOtpBundle: encryptOtp(other.body.otpEncryptionTargetBundle, "000000", client),
    });
    expect(ok.status).toBe(202);
  });
});
