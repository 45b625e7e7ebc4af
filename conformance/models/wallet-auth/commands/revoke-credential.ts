/**
 * Revoke the wallet's SMS_OTP credential (added first, signed, when it has none), signed by a
 * live session of its EMAIL_OTP credential (another credential, as the live service asks):
 * 202 then 204; afterwards it is not listed, cannot be challenged and cannot be revoked again
 * (404).
 */
import type fc from "fast-check";
import { answered } from "../../../client/answer.js";
import { call, enc, liveSessions, type WalletModel, type WalletReal } from "../model.js";
import { signedFlow } from "../signed-flow.js";
import { oauthCredential } from "../oidc.js";

const RULE = "wallet-auth.credential-revocation";

export class RevokeCredential implements fc.AsyncCommand<WalletModel, WalletReal> {
  constructor(readonly defects: boolean) {}
  check(m: Readonly<WalletModel>) {
    return liveSessions(m as WalletModel).length > 0;
  }
  async run(m: WalletModel, r: WalletReal) {
    const key = liveSessions(m)[0].key;
    if (!m.smsCredentialId) {
      const add = { method: "POST", path: "/auth/credentials", body: { type: "SMS_OTP", accountId: m.accountId }, key, what: "adding an SMS_OTP credential" };
      // The other request: a registration nothing but its signature can refuse (an OAUTH one with a fresh sandbox token).
      const other = { body: oauthCredential(m.accountId, await r.now()) };
      const { first, res } = await signedFlow(r, add, { defects: this.defects ? { other } : undefined, replay: this.defects });
      r.s.expect(
        first.status === 202 && res?.status === 201 && typeof res.body?.id === "string",
        "wallet-auth.signed-retry",
        `adding an SMS_OTP credential to a wallet with one answered ${answered(first)}${res ? ` then ${answered(res)}` : ""}; expected 202, then 201 after the signed retry`,
        "202 then 201",
        `${first.status} then ${res ? answered(res) : "(no retry)"}`,
      );
      if (res?.status !== 201) return;
      m.smsCredentialId = res.body.id as string;
    }
    const id = m.smsCredentialId;
    const op = { method: "DELETE", path: `/auth/credentials/${enc(id)}`, key, what: "credential revocation" };
    const { first, res } = await signedFlow(r, op, {
      defects: this.defects ? { other: { path: `/auth/credentials/${enc(m.emailCredentialId)}` } } : undefined,
      replay: this.defects,
    });
    r.s.expect(
      first.status === 202 && res?.status === 204,
      RULE,
      `revoking the SMS_OTP credential (signed by the EMAIL_OTP credential's session) answered ${answered(first)}${res ? ` then ${answered(res)}` : ""}; expected 202 then 204`,
      "202 then 204",
      `${first.status} then ${res ? answered(res) : "(no retry)"}`,
    );
    if (res?.status !== 204) return;
    m.smsCredentialId = undefined;
    const list = await call(r, "GET", "/auth/credentials", { query: { accountId: m.accountId } });
    const listed = (list.body?.data ?? []).some((c: { id: string }) => c.id === id);
    r.s.expect(
      list.status === 200 && !listed,
      RULE,
      `the revoked credential ${id} is ${listed ? "still listed" : `not listed (${answered(list)})`}`,
      "not listed",
      answered(list),
    );
    const ch = await call(r, "POST", `/auth/credentials/${enc(id)}/challenge`);
    r.s.expect(ch.status === 404, RULE, `challenging a revoked credential answered ${answered(ch)}; expected 404`, 404, answered(ch));
    const again = await call(r, "DELETE", `/auth/credentials/${enc(id)}`);
    r.s.expect(again.status === 404, RULE, `revoking a revoked credential answered ${answered(again)}; expected 404`, 404, answered(again));
  }
  toString() {
    return `revokeCredential(SMS_OTP${this.defects ? ", every signature failure" : ""})`;
  }
}
