/** Move the platform clock and compare the live-session list with the model's. */
import { ClockMove } from "../../shared/clocked.js";
import { call, liveAt, type WalletModel, type WalletReal } from "../model.js";

export class AdvanceClock extends ClockMove<WalletModel, WalletReal> {
  async run(m: WalletModel, r: WalletReal) {
    m.nowMs = await r.advance(this.seconds);
    const res = await call(r, "GET", "/auth/sessions", { query: { accountId: m.accountId } });
    const listed = new Set<string>((res.body?.data ?? []).map((s: { id: string }) => s.id));
    for (const s of m.sessions) {
      const live = liveAt(s, m.nowMs);
      if (live === undefined) continue;
      r.s.expect(
        listed.has(s.id) === live,
        "wallet-auth.session-lifetime",
        `session ${s.id} (expires ${new Date(s.expiresAtMs).toISOString()}${s.revoked ? ", revoked" : ""}) is ${listed.has(s.id) ? "" : "not "}listed at ${new Date(m.nowMs).toISOString()}`,
        live,
        listed.has(s.id),
      );
    }
  }
}
