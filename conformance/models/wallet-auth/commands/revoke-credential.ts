/**
 * Revoke the wallet's SMS_OTP credential (added first, signed, when it has none): signed by a
 * session of its own it is refused (401); signed by a live session of its EMAIL_OTP credential
 * (another credential, as the live service asks): 202 then 204; afterwards it is not listed,
 * cannot be challenged and cannot be revoked again (404); a wallet left with one credential
 * cannot revoke it (400).
 */
import type fc from "fast-check";
import { answered } from "../../../client/answer.js";
import { call, enc, liveSessions, signedCall, type WalletModel, type WalletReal } from "../model.js";
import { signedFlow } from "../signed-flow.js";
import { oauthCredential } from "../oidc.js";
import { smsSession } from "../credentials.js";

const RULE = "wallet-auth.credential-revocation";
const LAST = "wallet-auth.last-credential";

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
    // A session of the credential being revoked may not sign its revocation (live): refused, nothing revoked.
    const own = await smsSession(m, r, key);
    if (own) {
      const bySelf = await signedCall(r, "DELETE", `/auth/credentials/${enc(id)}`, undefined, own.key);
      r.s.expect(
        bySelf.first.status === 202 && bySelf.res?.status === 401,
        RULE,
        `revoking the SMS_OTP credential signed by its own session answered ${answered(bySelf.first)}${bySelf.res ? ` then ${answered(bySelf.res)}` : ""}; expected 202 then 401 (a session of another credential must sign)`,
        "202 then 401",
        `${bySelf.first.status} then ${bySelf.res ? answered(bySelf.res) : "(no retry)"}`,
      );
    }
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
    const left: { id: string }[] = list.body?.data ?? [];
    if (left.length !== 1) return;
    const last = await call(r, "DELETE", `/auth/credentials/${enc(left[0].id)}`);
    r.s.expect(
      last.status === 400,
      LAST,
      `revoking the wallet's only credential answered ${answered(last)}; expected 400 (an account keeps at least one)`,
      400,
      answered(last),
    );
  }
  toString() {
    return `revokeCredential(SMS_OTP${this.defects ? ", every signature failure" : ""})`;
  }
}
