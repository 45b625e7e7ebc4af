/** Move the platform clock (past the delayed-pull confirmation, or into the next UTC day) and read the pending transactions. */
import { ClockMove } from "../../shared/clocked.js";
import { advanceModel, call, enc, type CardModel, type CardReal } from "../model.js";
import { statusRead } from "../../../client/answer.js";

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
      if (t.status === "CONFIRMED") r.s.transition("card transaction", "PENDING", "CONFIRMED");
    }
  }
  toString() {
    return this.seconds < 0 ? "advanceClock(next UTC day)" : `advanceClock(${this.seconds}s)`;
  }
}
