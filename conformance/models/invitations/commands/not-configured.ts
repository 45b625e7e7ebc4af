/**
 * A platform without an UMA domain cannot invite: the control API removes the platform's
 * umaDomain (as a platform that never configured one), POST /invitations answers 400
 * INVITATIONS_NOT_CONFIGURED, and PATCH /config gives the domain back. Once per case, on a
 * platform of the run's own (the control API); without it, or when the control API offers no
 * such call, the step is named as skipped.
 */
import { Command } from "../../shared/command.js";
import { expectAnswer } from "../../../runner/expect.js";
import { answered } from "../../../client/answer.js";
import { walkDue, markWalked } from "../../money/refusals.js";
import type { InvitationModel, InvitationReal } from "../model.js";

export class NotConfigured extends Command<InvitationModel, InvitationReal> {
  async run(m: InvitationModel, r: InvitationReal) {
    // A fixed walk, the same in every run: once it went through in a case it is not walked again.
    if (!walkDue(r.s, "notConfigured")) return;
    await this.walk(m, r);
    markWalked(r.s, "notConfigured");
  }

  private async walk(m: InvitationModel, r: InvitationReal) {
    const { s, client } = r;
    if (!r.removeUmaDomain) return s.skipStep(String(this), "removing the platform's UMA domain needs a platform of the run's own (the control API)");
    const domain = (await client.call("GET", "/config")).body?.umaDomain;
    if (!(await r.removeUmaDomain())) return s.skipStep(String(this), "the control API offers no call that removes the platform's UMA domain");
    try {
      const res = await client.call("POST", "/invitations", { body: { inviterUma: m.inviterUma } });
      expectAnswer(s, res, "invitations.not-configured", "an invitation on a platform without an UMA domain", 400, "INVITATIONS_NOT_CONFIGURED");
    } finally {
      const back = await client.call("PATCH", "/config", { body: { umaDomain: domain } });
      s.expect(back.status === 200, "setup", `PATCH /config giving the UMA domain back answered ${answered(back)}`, 200, back.status);
    }
  }
  toString() {
    return "notConfigured()";
  }
}
