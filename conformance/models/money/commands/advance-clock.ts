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
      const now = await r.now();
      const waits = m.txs.flatMap((t) => t.steps.slice(t.applied).map((st) => Math.max(1, Math.ceil((t.startMs + st.atMs - now) / 1000) + 1)));
      seconds = waits.length ? Math.max(...waits) : 1;
      // On the real clock: the outcomes due within the wait budget land; the later ones are named.
      if (!r.time.canAdvance(seconds)) {
        const within = waits.filter((w) => r.time.canAdvance(w));
        r.s.skipStep(
          `${this} past an outcome due in ${seconds} s`,
          `needs ${seconds} s of platform time, beyond the wait budget (give --control, or a larger --wait-budget)`,
        );
        seconds = within.length ? Math.max(...within) : 0;
      }
    }
    await r.advance(seconds);
    await observe(m, r);
  }
  toString() {
    return this.seconds < 0 ? "advanceClockUntilSettled()" : `advanceClock(${this.seconds}s)`;
  }
}
