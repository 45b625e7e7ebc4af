/**
 * Retries signed by a revoked session of the wallet, on each signed operation that takes
 * any session of the wallet (the export, a credential's revocation, a delegated key when the
 * card has no ACTIVE one): refused as the table says (401 UNAUTHORIZED) and nothing done.
 */
import type fc from "fast-check";
import { call, enc, expectFailure, newKey, stamp, type WalletModel, type WalletReal } from "../model.js";

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
      { method: "DELETE", path: `/auth/credentials/${enc(m.emailCredentialId)}`, what: "a credential revocation" },
    ];
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
