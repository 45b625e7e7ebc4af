/**
 * Issue a signed PATCH (202), change the credential set (add or revoke SMS_OTP, signed),
 * then retry the first request: 409 *_CREDENTIAL_SET_CHANGED.
 */
import type fc from "fast-check";
import { call, enc, expectFailure, liveSessions, signedCall, stamp, type WalletModel, type WalletReal } from "../model.js";

export class StaleRequest implements fc.AsyncCommand<WalletModel, WalletReal> {
  check(m: Readonly<WalletModel>) {
    return liveSessions(m as WalletModel).length > 0;
  }
  async run(m: WalletModel, r: WalletReal) {
    const signer = liveSessions(m)[0];
    const path = `/internal-accounts/${enc(m.accountId)}`;
    const body = { privateEnabled: !m.privateEnabled };
    const first = await call(r, "PATCH", path, { body });
    if (first.status !== 202) return;
    if (m.smsCredentialId) {
      const { res } = await signedCall(r, "DELETE", `/auth/credentials/${enc(m.smsCredentialId)}`, undefined, signer.key);
      r.s.expect(
        res?.status === 204,
        "wallet-auth.credential-set",
        `revoking the SMS_OTP credential answered ${res?.status} ${res?.body?.code ?? ""}`,
        204,
        res?.status,
      );
      if (res?.status === 204) m.smsCredentialId = undefined;
    } else {
      const { res } = await signedCall(r, "POST", "/auth/credentials", { type: "SMS_OTP", accountId: m.accountId }, signer.key);
      r.s.expect(
        res?.status === 201,
        "wallet-auth.credential-set",
        `adding an SMS_OTP credential (signed) answered ${res?.status} ${res?.body?.code ?? ""}`,
        201,
        res?.status,
      );
      if (res?.status === 201) m.smsCredentialId = res.body.id;
    }
    const retry = await call(r, "PATCH", path, {
      body,
      headers: { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, signer.key), "Request-Id": first.body.requestId },
    });
    if (retry.body?.details?.check === "SESSION_EXPIRED") return; // the signer expired meanwhile (too close to call)
    expectFailure(r, retry, "CREDENTIAL_SET_CHANGED", "a retry issued before the credential set changed");
  }
  toString() {
    return "staleRequest()";
  }
}
