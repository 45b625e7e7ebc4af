/**
 * Signed requests of every kind issued (their 202s) and left in flight while the wallet's
 * credential set changes (an OAUTH credential added), then retried: each refused with 409
 * *_CREDENTIAL_SET_CHANGED. They are signed by a session of the EMAIL_OTP credential and by
 * one of the SMS_OTP credential (added first when the wallet has none), so both codes show:
 * the privacy PATCH, the export, a delegated key (when the card has no ACTIVE one), the
 * signer's refresh and revocation, an OAUTH credential added and one revoked, a verification
 * of the signer's credential (signed by the key of its bundle), and a quote from the wallet
 * executed by the platform and by the customer's agent.
 */
import type fc from "fast-check";
import type { CallOptions, CallResult } from "../../../client/client.js";
import { answered } from "../../../client/answer.js";
import { call, enc, encryptOtp, liveSessions, newKey, stamp, type KeyPair, type WalletModel, type WalletReal } from "../model.js";
import { addOauth, smsSession } from "../credentials.js";
import { oauthCredential } from "../oidc.js";
import { executeOp, walletPay, walletQuote } from "../payments.js";
import { expectSetChanged, setChangedType, type OtpType } from "../set-change.js";

interface Signer {
  type: OtpType;
  sessionId: string;
  key: KeyPair;
  credentialId: string;
}

interface Target {
  what: string;
  method: string;
  path: string;
  body?: unknown;
  auth?: CallOptions["auth"];
  /** The key the retry is signed with. */
  key: KeyPair;
  /** The credential type the request concerns, when it concerns one. */
  concerns?: string;
  signer: OtpType;
}

export class StaleBatch implements fc.AsyncCommand<WalletModel, WalletReal> {
  check(m: Readonly<WalletModel>) {
    return liveSessions(m as WalletModel).length > 0;
  }
  async run(m: WalletModel, r: WalletReal) {
    const email = liveSessions(m)[0];
    const sms = await smsSession(m, r, email.key);
    const oauthId = await addOauth(m, r, email.key, String(this));
    const signers: Signer[] = [{ type: "EMAIL_OTP", sessionId: email.id, key: email.key, credentialId: m.emailCredentialId }];
    if (sms && m.smsCredentialId) signers.push({ type: "SMS_OTP", sessionId: sms.id, key: sms.key, credentialId: m.smsCredentialId });
    const issued: { t: Target; first: CallResult }[] = [];
    for (const signer of signers)
      for (const t of await targets(m, r, signer, oauthId)) {
        const first = await call(r, t.method, t.path, { ...(t.body === undefined ? {} : { body: t.body }), ...(t.auth ? { auth: t.auth } : {}) });
        r.s.expect(
          first.status === 202 && typeof first.body?.payloadToSign === "string",
          "wallet-auth.signed-retry",
          `${t.what}: the first leg answered ${answered(first)}; expected 202 {payloadToSign, requestId}`,
          202,
          answered(first),
        );
        issued.push({ t, first });
      }
    if (!(await addOauth(m, r, email.key, `${this}: the credential set's change`))) return;
    for (const { t, first } of issued) {
      const headers = { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, t.key), "Request-Id": first.body.requestId };
      const res = await call(r, t.method, t.path, { ...(t.body === undefined ? {} : { body: t.body }), headers, ...(t.auth ? { auth: t.auth } : {}) });
      expectSetChanged(r, res, setChangedType(t.concerns, t.signer), `${t.what} (signed by a session of the ${t.signer} credential)`);
    }
  }
  toString() {
    return "staleBatch(every signed request, by EMAIL_OTP and SMS_OTP sessions)";
  }
}

/** The requests of one signer, each with the key its retry is signed with. */
async function targets(m: WalletModel, r: WalletReal, s: Signer, oauthId: string | undefined): Promise<Target[]> {
  const by = { key: s.key, signer: s.type };
  const list: Target[] = [
    { what: "the privacy PATCH", method: "PATCH", path: `/internal-accounts/${enc(m.accountId)}`, body: { privateEnabled: !m.privateEnabled }, ...by },
    {
      what: "a wallet export",
      method: "POST",
      path: `/internal-accounts/${enc(m.accountId)}/export`,
      body: { clientPublicKey: newKey().publicKeyUncompressed },
      ...by,
    },
    {
      what: "the signer's refresh",
      method: "POST",
      path: `/auth/sessions/${enc(s.sessionId)}/refresh`,
      body: { clientPublicKey: newKey().publicKey },
      concerns: s.type,
      ...by,
    },
    { what: "the signer's revocation", method: "DELETE", path: `/auth/sessions/${enc(s.sessionId)}`, concerns: s.type, ...by },
    {
      what: "adding an OAUTH credential",
      method: "POST",
      path: "/auth/credentials",
      body: oauthCredential(m.accountId, await r.now()),
      concerns: "OAUTH",
      ...by,
    },
  ];
  if (oauthId) list.push({ what: "revoking an OAUTH credential", method: "DELETE", path: `/auth/credentials/${enc(oauthId)}`, concerns: "OAUTH", ...by });
  if (m.cardId && !m.delegated.some((k) => k.active))
    list.push({
      what: "a delegated key",
      method: "POST",
      path: "/auth/delegated-keys",
      body: { cardId: m.cardId, internalAccountId: m.accountId, nickname: "Stale spend" },
      ...by,
    });
  const ch = await call(r, "POST", `/auth/credentials/${enc(s.credentialId)}/challenge`);
  if (ch.status === 200 && typeof ch.body?.otpEncryptionTargetBundle === "string") {
    const key = newKey();
    const body = { type: s.type, encryptedOtpBundle: encryptOtp(ch.body.otpEncryptionTargetBundle, "000000", key) };
    list.push({
      what: `verifying the ${s.type} credential`,
      method: "POST",
      path: `/auth/credentials/${enc(s.credentialId)}/verify`,
      body,
      key,
      concerns: s.type,
      signer: s.type,
    });
  }
  const pay = await walletPay(m, r, "staleBatch: quote executions");
  if (!pay) return list;
  const q = await walletQuote(m, r, pay);
  if (q) list.push({ what: "the execution of a quote from the wallet", ...executeOp(q.id), ...by });
  const aq = pay.agentToken ? await walletQuote(m, r, pay, pay.agentToken) : undefined;
  if (aq && pay.agentToken) list.push({ what: "the agent's execution of a quote from the wallet", ...executeOp(aq.id, pay.agentToken), ...by });
  return list;
}
