/**
 * Refresh a session (signed with that session's own key): a live session gives a new session
 * on a fresh client key whose expiry is later than the refreshed one's, listed with the live
 * sessions, and that key signs; a revoked or expired session cannot be refreshed (401, at
 * the first leg or at the retry).
 */
import { IndexedCommand } from "../../shared/command.js";
import { answered } from "../../../client/answer.js";
import { call, enc, expectFailure, liveAt, newKey, type ModelSession, type WalletModel, type WalletReal } from "../model.js";
import { signedFlow } from "../signed-flow.js";

/** Time between opening a session and refreshing it, so a fresh lifetime ends later even on a clock of whole seconds. */
const SPACING_S = 2;

export class RefreshSession extends IndexedCommand<WalletModel, WalletReal, ModelSession, { defects: boolean }> {
  protected readonly items = (m: Readonly<WalletModel>) => m.sessions;
  async run(m: WalletModel, r: WalletReal) {
    const s = this.item(m);
    m.nowMs = await r.now();
    if (liveAt(s, m.nowMs) && m.nowMs - s.openedMs < SPACING_S * 1000) m.nowMs = await r.advance(SPACING_S);
    const live = liveAt(s, m.nowMs);
    if (live === undefined) return;
    const next = newKey();
    const other = liveAt(s, m.nowMs) ? m.sessions.find((x) => x !== s && liveAt(x, m.nowMs)) : undefined;
    const op = { method: "POST", path: `/auth/sessions/${enc(s.id)}/refresh`, body: { clientPublicKey: next.publicKey }, key: s.key, what: "session refresh" };
    const { first, res } = await signedFlow(r, op, {
      defects: live && this.params.defects ? { other: { body: { clientPublicKey: newKey().publicKey } }, wrongKey: other?.key } : undefined,
      replay: live && this.params.defects,
    });
    if (!live) {
      const refused = first.status === 401 ? first : res;
      r.s.expect(
        refused?.status === 401,
        "wallet-auth.session-refresh",
        `refreshing ${s.revoked ? "a revoked" : "an expired"} session answered ${answered(first)}${res ? ` then ${answered(res)}` : ""}; expected 401`,
        401,
        answered(res ?? first),
      );
      if (refused?.status === 401)
        expectFailure(r, refused, s.revoked ? "SESSION_REVOKED" : "SESSION_EXPIRED", `refreshing ${s.revoked ? "a revoked" : "an expired"} session`);
      return;
    }
    r.s.expect(
      first.status === 202 && res?.status === 201 && typeof res.body?.id === "string" && res.body.id !== s.id,
      "wallet-auth.session-refresh",
      `refreshing a live session answered ${answered(first)}${res ? ` then ${answered(res)}` : ""}; expected 202 then 201 with a new session`,
      "202 then 201",
      `${first.status} then ${res?.status}`,
    );
    if (res?.status !== 201 || typeof res.body?.id !== "string") return;
    const expiresAtMs = Date.parse(res.body.expiresAt);
    r.s.expect(
      expiresAtMs > s.expiresAtMs,
      "wallet-auth.session-refresh",
      `the refreshed session expires at ${res.body.expiresAt}, not later than the session it refreshes (${new Date(s.expiresAtMs).toISOString()})`,
      `after ${new Date(s.expiresAtMs).toISOString()}`,
      res.body.expiresAt,
    );
    m.nowMs = await r.now();
    m.sessions.push({ id: res.body.id, key: next, expiresAtMs, openedMs: m.nowMs, revoked: false });
    const list = await call(r, "GET", "/auth/sessions", { query: { accountId: m.accountId } });
    const listed = (list.body?.data ?? []).some((x: { id: string }) => x.id === res.body.id);
    r.s.expect(listed, "wallet-auth.session-lifetime", `the session a refresh opened is not listed with the live sessions (${answered(list)})`, true, listed);
  }
  toString() {
    return `refreshSession(${this.index}${this.params.defects ? ", every signature failure" : ""})`;
  }
}
