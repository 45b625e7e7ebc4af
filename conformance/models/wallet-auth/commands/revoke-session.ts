/** Revoke a session with a signature of a live session; it can no longer sign. */
import type fc from "fast-check";
import { enc, liveSessions, signedCall, type WalletModel, type WalletReal } from "../model.js";

export class RevokeSession implements fc.AsyncCommand<WalletModel, WalletReal> {
  constructor(readonly session: number) {}
  check(m: Readonly<WalletModel>) {
    return liveSessions(m as WalletModel).length > 0 && m.sessions.some((s) => !s.revoked);
  }
  async run(m: WalletModel, r: WalletReal) {
    const signer = liveSessions(m)[0];
    const candidates = m.sessions.filter((s) => !s.revoked);
    const target = candidates[this.session % candidates.length];
    const { first, res } = await signedCall(r, "DELETE", `/auth/sessions/${enc(target.id)}`, undefined, signer.key);
    r.s.expect(
      res?.status === 204,
      "wallet-auth.session-lifetime",
      `revoking a session (signed by a live one) answered ${first.status} then ${res?.status} ${res?.body?.code ?? ""}`,
      204,
      res?.status,
    );
    if (res?.status === 204) target.revoked = true;
  }
  toString() {
    return `revokeSession(${this.session})`;
  }
}
