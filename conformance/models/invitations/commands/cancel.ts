/** POST /invitations/{code}/cancel: CANCELLED, or the refusal of its status. */
import type fc from "fast-check";
import { invitationRules } from "../../../../contract/rules/invitations.js";
import { pick, expectRefusal, statusAt, type InvitationModel, type InvitationReal } from "../model.js";

export class CancelInvitation implements fc.AsyncCommand<InvitationModel, InvitationReal> {
  constructor(readonly index: number) {}
  check(m: InvitationModel) {
    return m.invitations.length > 0;
  }
  async run(m: InvitationModel, r: InvitationReal) {
    const inv = pick(m.invitations, this.index)!;
    const status = statusAt(inv, await r.now());
    const res = await r.client.call("POST", `/invitations/${encodeURIComponent(inv.code)}/cancel`);
    if (status === undefined) {
      inv.status = res.status === 200 ? "CANCELLED" : res.body?.code === "INVITATION_EXPIRED" ? "EXPIRED" : inv.status;
      return;
    }
    if (expectRefusal(r, "cancel", status, res)) {
      inv.status = status;
      return;
    }
    r.s.expect(
      res.status === 200 && res.body?.status === invitationRules().actions.cancel,
      "invitations.lifecycle",
      `cancel of a PENDING invitation answered ${res.status} ${res.body?.status ?? res.body?.code}`,
      "CANCELLED",
      res.body?.status ?? res.body?.code,
    );
    r.s.transition("invitation", "PENDING", "CANCELLED");
    inv.status = "CANCELLED";
  }
  toString() {
    return `cancelInvitation(${this.index})`;
  }
}
