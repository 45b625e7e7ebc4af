/** Move the platform clock (past the delayed-pull confirmation, or into the next UTC day) and read the pending transactions. */
import { ClockMove } from "../../shared/clocked.js";
import { advanceModel, call, enc, type CardModel, type CardReal } from "../model.js";
import { statusRead } from "../../../client/answer.js";
import { ROW } from "../../../runner/table-rules.js";

const MARGIN_MS = 2_000;

/** `seconds` -1: just past the next UTC midnight. */
export class AdvanceClock extends ClockMove<CardModel, CardReal> {
  async run(m: CardModel, r: CardReal) {
    let seconds = this.seconds;
    if (seconds < 0) {
      const now = await r.now();
      const d = new Date(now);
      seconds = Math.ceil((Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1) - now) / 1000) + 61;
    }
    const before = m.txs.filter((t) => t.status === "PENDING").map((t) => ({ t, due: t.confirmAtMs! }));
    // On the real clock a wait is only worth its time when a delayed pull is due within it.
    if (!r.time.controlled && this.seconds >= 0) {
      const dues = before.map(({ due }) => due).filter((due) => due <= Date.now() + seconds * 1000);
      if (!dues.length) return;
      seconds = Math.max(1, Math.ceil((Math.max(...dues) - Date.now()) / 1000) + 3);
    }
    const now = await advanceModel(m, r, seconds);
    for (const { t, due } of before) {
      const res = await call(r, "GET", `/card-transactions/${enc(t.id)}`);
      if (Math.abs(due - now) < MARGIN_MS) {
        // Too close to call: follow the server.
        if (res.body?.status === "PENDING" || res.body?.status === "CONFIRMED") t.status = res.body.status;
        continue;
      }
      r.s.expect(
        res.body?.status === t.status,
        "cards.decline",
        `a delayed pull (PENDING) due at ${new Date(due).toISOString()} reads ${statusRead(res)} at ${new Date(now).toISOString()}; expected ${t.status}`,
        t.status,
        res.body?.status,
      );
      if (t.status === "CONFIRMED") {
        r.s.transition("card transaction", "PENDING", "CONFIRMED");
        if (t.suffix) r.s.row(ROW.cardDescriptor(t.suffix));
      }
    }
  }
  toString() {
    return this.seconds < 0 ? "advanceClock(next UTC day)" : `advanceClock(${this.seconds}s)`;
  }
}
