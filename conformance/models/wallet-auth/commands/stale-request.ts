/**
 * Issue a signed request (202: the privacy PATCH, a wallet export, a session refresh or a
 * delegated-key creation), change the credential set (add or revoke SMS_OTP, signed), then
 * retry the first request: 409 EMAIL_OTP_CREDENTIAL_SET_CHANGED.
 */
import type fc from "fast-check";
import type { CallOptions } from "../../../client/client.js";
import { call, enc, expectFailure, liveSessions, newKey, signedCall, stamp, type KeyPair, type WalletModel, type WalletReal } from "../model.js";

export const STALE_TARGETS = ["patch", "export", "refresh", "delegated"] as const;
export type StaleTarget = (typeof STALE_TARGETS)[number];

/** The request of each target, signed by `key` (a refresh by the session it refreshes). */
function request(m: WalletModel, target: StaleTarget, signer: { id: string }): { method: string; path: string; body: unknown } {
  if (target === "export")
    return { method: "POST", path: `/internal-accounts/${enc(m.accountId)}/export`, body: { clientPublicKey: newKey().publicKeyUncompressed } };
  if (target === "refresh") return { method: "POST", path: `/auth/sessions/${enc(signer.id)}/refresh`, body: { clientPublicKey: newKey().publicKey } };
  if (target === "delegated")
    return { method: "POST", path: "/auth/delegated-keys", body: { cardId: m.cardId, internalAccountId: m.accountId, nickname: "Stale spend" } };
  return { method: "PATCH", path: `/internal-accounts/${enc(m.accountId)}`, body: { privateEnabled: !m.privateEnabled } };
}

export class StaleRequest implements fc.AsyncCommand<WalletModel, WalletReal> {
  constructor(readonly target: StaleTarget = "patch") {}
  check(m: Readonly<WalletModel>) {
    if (this.target === "delegated" && (!m.cardId || m.delegated.some((k) => k.active))) return false;
    return liveSessions(m as WalletModel).length > 0;
  }
  async run(m: WalletModel, r: WalletReal) {
    const signer = liveSessions(m)[0];
    const req = request(m, this.target, signer);
    const opts: CallOptions = { body: req.body };
    const first = await call(r, req.method, req.path, opts);
    if (first.status !== 202) return;
    await this.changeCredentialSet(m, r, signer.key);
    const retry = await call(r, req.method, req.path, {
      ...opts,
      headers: { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, signer.key), "Request-Id": first.body.requestId },
    });
    if (retry.body?.details?.check === "SESSION_EXPIRED") return; // the signer expired meanwhile (too close to call)
    expectFailure(r, retry, "CREDENTIAL_SET_CHANGED", `a ${this.target} retry issued before the credential set changed`);
  }
  private async changeCredentialSet(m: WalletModel, r: WalletReal, key: KeyPair) {
    if (m.smsCredentialId) {
      const { res } = await signedCall(r, "DELETE", `/auth/credentials/${enc(m.smsCredentialId)}`, undefined, key);
      r.s.expect(
        res?.status === 204,
        "wallet-auth.credential-set",
        `revoking the SMS_OTP credential answered ${res?.status} ${res?.body?.code ?? ""}`,
        204,
        res?.status,
      );
      if (res?.status === 204) m.smsCredentialId = undefined;
      return;
    }
    const { res } = await signedCall(r, "POST", "/auth/credentials", { type: "SMS_OTP", accountId: m.accountId }, key);
    r.s.expect(
      res?.status === 201,
      "wallet-auth.credential-set",
      `adding an SMS_OTP credential (signed) answered ${res?.status} ${res?.body?.code ?? ""}`,
      201,
      res?.status,
    );
    if (res?.status === 201) m.smsCredentialId = res.body.id;
  }
  toString() {
    return this.target === "patch" ? "staleRequest()" : `staleRequest(${this.target})`;
  }
}
