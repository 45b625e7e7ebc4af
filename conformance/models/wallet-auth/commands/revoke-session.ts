/**
 * Revoke a session with a signature of a live session; it can no longer sign (with
 * `defects`, every signature failure tried on its 202 first, and the used request id replayed).
 */
import type fc from "fast-check";
import { enc, liveSessions, type WalletModel, type WalletReal } from "../model.js";
import { signedFlow } from "../signed-flow.js";

export class RevokeSession implements fc.AsyncCommand<WalletModel, WalletReal> {
  constructor(
    readonly session: number,
    readonly defects = false,
  ) {}
  check(m: Readonly<WalletModel>) {
    return liveSessions(m as WalletModel).length > 0 && m.sessions.some((s) => !s.revoked);
  }
  async run(m: WalletModel, r: WalletReal) {
    const signer = liveSessions(m)[0];
    const candidates = m.sessions.filter((s) => !s.revoked);
    const target = candidates[this.session % candidates.length];
    const other = m.sessions.find((s) => s !== target);
    const op = { method: "DELETE", path: `/auth/sessions/${enc(target.id)}`, key: signer.key, what: "session revocation" };
    const { first, res } = await signedFlow(r, op, {
      defects: this.defects ? { other: other ? { path: `/auth/sessions/${enc(other.id)}` } : undefined } : undefined,
      replay: this.defects,
    });
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
    return `revokeSession(${this.session}${this.defects ? ", every signature failure" : ""})`;
  }
}
