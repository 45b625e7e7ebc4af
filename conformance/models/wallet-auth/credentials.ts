/**
 * Credentials the model adds to its wallet beyond the EMAIL_OTP one: the SMS_OTP credential
 * with a session of its own (verified with the sandbox code), and OAUTH credentials, each
 * added through the signed retry signed by a live session of the wallet.
 */
import { answered } from "../../client/answer.js";
import { call, enc, signedCall, type KeyPair, type ModelSession, type WalletModel, type WalletReal } from "./model.js";
import { oauthCredential } from "./oidc.js";
import { verifySession } from "./sessions.js";

/** Add an OAUTH credential signed by `key`: its id; undefined when refused (the expectation failed). */
export async function addOauth(m: WalletModel, r: WalletReal, key: KeyPair, what: string): Promise<string | undefined> {
  const { first, res } = await signedCall(r, "POST", "/auth/credentials", oauthCredential(m.accountId, await r.now()), key);
  r.s.expect(
    first.status === 202 && res?.status === 201 && typeof res.body?.id === "string",
    "wallet-auth.oauth",
    `${what}: adding an OAUTH credential (a fresh sandbox token, signed by a live session) answered ${answered(first)}${res ? ` then ${answered(res)}` : ""}; expected 202, then 201`,
    "202 then 201",
    `${first.status} then ${res ? answered(res) : "(no retry)"}`,
  );
  return res?.status === 201 ? (res.body.id as string) : undefined;
}

/** The wallet's SMS_OTP credential (added, signed by `key`, when it has none) and a session of it; undefined when either is refused. */
export async function smsSession(m: WalletModel, r: WalletReal, key: KeyPair): Promise<ModelSession | undefined> {
  let bundle: unknown;
  if (!m.smsCredentialId) {
    const { first, res } = await signedCall(r, "POST", "/auth/credentials", { type: "SMS_OTP", accountId: m.accountId }, key);
    r.s.expect(
      first.status === 202 && res?.status === 201 && typeof res.body?.id === "string",
      "wallet-auth.signed-retry",
      `adding an SMS_OTP credential to a wallet with one answered ${answered(first)}${res ? ` then ${answered(res)}` : ""}; expected 202, then 201 after the signed retry`,
      "202 then 201",
      `${first.status} then ${res ? answered(res) : "(no retry)"}`,
    );
    if (res?.status !== 201) return undefined;
    m.smsCredentialId = res.body.id as string;
    bundle = res.body.otpEncryptionTargetBundle;
  }
  if (typeof bundle !== "string") {
    const ch = await call(r, "POST", `/auth/credentials/${enc(m.smsCredentialId)}/challenge`);
    r.s.expect(
      ch.status === 200 && typeof ch.body?.otpEncryptionTargetBundle === "string",
      "wallet-auth.otp",
      `an SMS_OTP challenge answered ${answered(ch)}`,
      200,
      ch.status,
    );
    bundle = ch.body?.otpEncryptionTargetBundle;
  }
  return typeof bundle === "string" ? verifySession(r, m.smsCredentialId, bundle, false, "SMS_OTP") : undefined;
}
