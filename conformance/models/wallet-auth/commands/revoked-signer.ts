/**
 * Retries signed by a revoked session of the wallet, on each signed operation that takes
 * any session of the wallet (the export, the SMS_OTP credential's revocation, a delegated key when the
 * card has no ACTIVE one): refused as the table says (401 UNAUTHORIZED) and nothing done.
 */
import type fc from "fast-check";
import { call, enc, expectFailure, liveSessions, newKey, signedCall, stamp, type WalletModel, type WalletReal } from "../model.js";

export class RevokedSigner implements fc.AsyncCommand<WalletModel, WalletReal> {
  check(m: Readonly<WalletModel>) {
    return m.sessions.some((s) => s.revoked);
  }
  async run(m: WalletModel, r: WalletReal) {
    const key = m.sessions.find((s) => s.revoked)!.key;
    const requests: { method: string; path: string; body?: unknown; what: string }[] = [
      {
        method: "POST",
        path: `/internal-accounts/${enc(m.accountId)}/export`,
        body: { clientPublicKey: newKey().publicKeyUncompressed },
        what: "a wallet export",
      },
    ];
    // The SMS_OTP credential's revocation (added first, when the wallet has none): another credential than the revoked signer's.
    const live = liveSessions(m)[0];
    if (!m.smsCredentialId && live) {
      const { res } = await signedCall(r, "POST", "/auth/credentials", { type: "SMS_OTP", accountId: m.accountId }, live.key);
      if (res?.status === 201) m.smsCredentialId = res.body.id as string;
    }
    if (m.smsCredentialId) requests.push({ method: "DELETE", path: `/auth/credentials/${enc(m.smsCredentialId)}`, what: "a credential revocation" });
    if (m.cardId && !m.delegated.some((k) => k.active))
      requests.push({
        method: "POST",
        path: "/auth/delegated-keys",
        body: { cardId: m.cardId, internalAccountId: m.accountId, nickname: "Revoked signer" },
        what: "a delegated key",
      });
    for (const q of requests) {
      const opts = q.body === undefined ? {} : { body: q.body };
      const first = await call(r, q.method, q.path, opts);
      if (first.status !== 202) continue;
      const res = await call(r, q.method, q.path, {
        ...opts,
        headers: { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, key), "Request-Id": first.body.requestId },
      });
      expectFailure(r, res, "SESSION_REVOKED", `${q.what} signed by a revoked session`);
    }
  }
  toString() {
    return "revokedSigner()";
  }
}
