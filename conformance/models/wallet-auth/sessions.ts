/**
 * Opening sessions of an embedded wallet: challenge its EMAIL_OTP credential and verify the
 * sandbox code (HPKE-encrypted with a fresh client key), then the retry signed by that key
 * opens a session whose signing key is the client key.
 */
import { call, enc, encryptOtp, newKey, stamp, type ModelSession, type WalletModel, type WalletReal } from "./model.js";
import { expectReplayRefused, signatureFailures } from "./signed-flow.js";

/** Register-or-challenge EMAIL_OTP and verify with the sandbox code: a new session. */
export async function openSession(m: WalletModel, r: WalletReal, defects = false): Promise<ModelSession | undefined> {
  const ch = await call(r, "POST", `/auth/credentials/${enc(m.emailCredentialId)}/challenge`);
  r.s.expect(
    ch.status === 200 && typeof ch.body?.otpEncryptionTargetBundle === "string",
    "wallet-auth.otp",
    `an EMAIL_OTP challenge answered ${ch.status}`,
    200,
    ch.status,
  );
  if (ch.status !== 200) return undefined;
  return verifyWith(m, r, ch.body.otpEncryptionTargetBundle, defects);
}

export async function verifyWith(m: WalletModel, r: WalletReal, bundle: string, defects = false): Promise<ModelSession | undefined> {
  const s = await verifySession(r, m.emailCredentialId, bundle, defects);
  if (!s) return undefined;
  m.nowMs = s.openedMs;
  m.sessions.push(s);
  return s;
}

/**
 * Verify an EMAIL_OTP (or SMS_OTP) credential with the sandbox code (the bundle of its latest challenge):
 * 202, then the retry signed by the key sent in the bundle opens a session. With `defects`,
 * every signature failure is tried on the 202 first, and the used request id once more.
 */
export async function verifySession(
  r: WalletReal,
  credentialId: string,
  bundle: string,
  defects = false,
  type: "EMAIL_OTP" | "SMS_OTP" = "EMAIL_OTP",
): Promise<ModelSession | undefined> {
  const key = newKey();
  const body = { type, encryptedOtpBundle: encryptOtp(bundle, "000000", key) };
  const path = `/auth/credentials/${enc(credentialId)}/verify`;
  const first = await call(r, "POST", path, { body });
  r.s.expect(
    first.status === 202 && typeof first.body?.payloadToSign === "string",
    "wallet-auth.otp",
    `verify with the sandbox code answered ${first.status}; expected 202 with payloadToSign`,
    202,
    first.status,
  );
  if (first.status !== 202) return undefined;
  if (defects)
    await signatureFailures(r, { method: "POST", path, body, key, what: "verify" }, first, {
      body: { ...body, encryptedOtpBundle: encryptOtp(bundle, "000000", key) },
    });
  const res = await call(r, "POST", path, {
    body,
    headers: { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, key), "Request-Id": first.body.requestId },
  });
  r.s.expect(
    res.status === 200 && typeof res.body?.id === "string",
    "wallet-auth.otp",
    `the signed retry of verify answered ${res.status} ${res.body?.code ?? ""}`,
    200,
    res.status,
  );
  if (res.status !== 200) return undefined;
  if (defects) await expectReplayRefused(r, { method: "POST", path, body, key, what: "verify" }, first);
  return { id: res.body.id, key, expiresAtMs: Date.parse(res.body.expiresAt), openedMs: await r.now(), revoked: false };
}
