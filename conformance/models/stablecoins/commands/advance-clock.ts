/** Move the platform clock, then read every operation's status and the funding account's balances. */
import { ClockMove } from "../../shared/clocked.js";
import { ambiguous, predicted, statusAt, type StablecoinModel, type StablecoinReal } from "../model.js";
import { statusRead } from "../../../client/answer.js";

export class AdvanceClock extends ClockMove<StablecoinModel, StablecoinReal> {
  async run(m: StablecoinModel, r: StablecoinReal) {
    // On the real clock a wait is only worth its time when operations are under way.
    if (!r.time.controlled && !m.ops.length) return;
    const t = await r.advance(this.seconds);
    if (ambiguous(m, t)) return;
    for (const op of m.ops) {
      const res = await r.client.call("GET", `/stablecoin-operations/${encodeURIComponent(op.id)}`);
      const expected = statusAt(op, t);
      r.s.expect(
        res.body?.status === expected,
        "stablecoins.lifecycle",
        `${op.type} ${op.id} reads ${statusRead(res)} ${Math.round((t - op.createdAtMs) / 1000)} s after creation; expected ${expected}`,
        expected,
        res.body?.status,
      );
      r.s.transition("stablecoin operation", "CREATED", expected);
    }
    const a = await r.client.call("GET", `/internal-accounts/${encodeURIComponent(m.accountId)}`);
    const p = predicted(m, t);
    r.s.expect(
      a.body?.balance?.amount === p.available && a.body?.totalBalance?.amount === p.total,
      "stablecoins.balance",
      `the funding account reads available ${a.body?.balance?.amount}, total ${a.body?.totalBalance?.amount}; expected ${p.available}, ${p.total}`,
      p,
      { available: a.body?.balance?.amount, total: a.body?.totalBalance?.amount },
    );
  }
}
