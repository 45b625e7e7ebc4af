/**
 * Advance the platform clock: past sandbox delays (2 s, 6 min, 5 min bank return) and quote
 * expiries; `seconds` < 0: just past every step still scheduled (every outcome lands).
 */
import { ClockMove } from "../../shared/clocked.js";
import { observe, type MoneyModel, type MoneyReal } from "../model.js";

export class AdvanceClock extends ClockMove<MoneyModel, MoneyReal> {
  async run(m: MoneyModel, r: MoneyReal) {
    let seconds = this.seconds;
    if (seconds < 0) {
      const dues = m.txs.flatMap((t) => t.steps.slice(t.applied).map((st) => t.startMs + st.atMs));
      seconds = dues.length ? Math.max(1, Math.ceil((Math.max(...dues) - (await r.now())) / 1000) + 1) : 1;
    }
    await r.advance(seconds);
    await observe(m, r);
  }
  toString() {
    return this.seconds < 0 ? "advanceClockUntilSettled()" : `advanceClock(${this.seconds}s)`;
  }
}
