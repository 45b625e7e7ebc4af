/**
 * Two revocations of the SMS_OTP credential issued together (added first, signed, when the
 * wallet has none): the first retried revokes it; the other, whose credential set changed
 * while it was in flight, is refused (409 SMS_OTP_CREDENTIAL_SET_CHANGED, the request
 * concerning an SMS_OTP credential; a target may answer 404 for the credential gone).
 */
import type fc from "fast-check";
import { answered } from "../../../client/answer.js";
import { call, enc, expectFailure, liveSessions, signedCall, stamp, type WalletModel, type WalletReal } from "../model.js";

export class RacingRevocations implements fc.AsyncCommand<WalletModel, WalletReal> {
  check(m: Readonly<WalletModel>) {
    return liveSessions(m as WalletModel).length > 0;
  }
  async run(m: WalletModel, r: WalletReal) {
    const key = liveSessions(m)[0].key;
    if (!m.smsCredentialId) {
      const { res } = await signedCall(r, "POST", "/auth/credentials", { type: "SMS_OTP", accountId: m.accountId }, key);
      if (res?.status !== 201) return;
      m.smsCredentialId = res.body.id as string;
    }
    const path = `/auth/credentials/${enc(m.smsCredentialId)}`;
    const a = await call(r, "DELETE", path);
    const b = await call(r, "DELETE", path);
    if (a.status !== 202 || b.status !== 202) return;
    const retry = async (x: typeof a) =>
      call(r, "DELETE", path, { headers: { "Service-Wallet-Signature": await stamp(x.body.payloadToSign, key), "Request-Id": x.body.requestId } });
    const won = await retry(b);
    r.s.expect(
      won.status === 204,
      "wallet-auth.credential-revocation",
      `revoking the SMS_OTP credential answered ${answered(won)}; expected 204`,
      204,
      answered(won),
    );
    if (won.status !== 204) return;
    m.smsCredentialId = undefined;
    const lost = await retry(a);
    if (lost.status !== 404) expectFailure(r, lost, "CREDENTIAL_SET_CHANGED", "a revocation of the SMS_OTP credential issued before it was revoked", "SMS_OTP");
  }
  toString() {
    return "racingRevocations(SMS_OTP)";
  }
}
