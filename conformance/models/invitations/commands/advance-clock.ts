/** Move the platform clock, then read every invitation (expiry) and the inviter's balance (no claim paid anything, even later). */
import { ClockMove } from "../../shared/clocked.js";
import { expectBalance, statusAt, type InvitationModel, type InvitationReal } from "../model.js";
import { statusRead } from "../../../client/answer.js";
import { ROW } from "../../../runner/table-rules.js";

export class AdvanceClock extends ClockMove<InvitationModel, InvitationReal> {
  async run(m: InvitationModel, r: InvitationReal) {
    const now = await r.advance(this.seconds);
    for (const inv of m.invitations) {
      const res = await r.client.call("GET", `/invitations/${encodeURIComponent(inv.code)}`);
      const expected = statusAt(inv, now);
      if (expected === undefined) {
        inv.status = res.body?.status ?? inv.status;
        continue;
      }
      r.s.expect(
        res.body?.status === expected,
        "invitations.expiry",
        `invitation ${inv.code} (expiresAt ${new Date(inv.expiresAtMs).toISOString()}) reads ${statusRead(res)} at ${new Date(now).toISOString()}; expected ${expected}`,
        expected,
        res.body?.status,
      );
      if (expected !== inv.status) {
        r.s.transition("invitation", inv.status, expected);
        r.s.row(ROW.invitation(`${inv.status} -> ${expected}`));
      }
      inv.status = expected;
    }
    await expectBalance(m, r, `${this.seconds} s of the platform clock`);
  }
}
