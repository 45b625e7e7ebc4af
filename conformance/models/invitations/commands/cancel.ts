/** POST /invitations/{code}/cancel: CANCELLED, or the refusal of its status. */
import type fc from "fast-check";
import { invitationRules } from "../../../../contract/rules/invitations.js";
import { pick, refusalOf, statusAt, type InvitationModel, type InvitationReal } from "../model.js";

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
    const refusal = refusalOf(status);
    if (refusal) {
      r.s.expect(
        res.status === 400 && res.body?.code === refusal,
        "invitations.lifecycle",
        `cancel of a ${status} invitation answered ${res.status} ${res.body?.code ?? res.body?.status}; expected 400 ${refusal}`,
        refusal,
        res.body?.code,
      );
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
