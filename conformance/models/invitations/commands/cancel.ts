/** POST /invitations/{code}/cancel: CANCELLED, or the refusal of its status. */
import { IndexedCommand } from "../../shared/command.js";
import { expectAction, expectRefusal, statusAt, type InvitationModel, type InvitationReal, type ModelInvitation } from "../model.js";

export class CancelInvitation extends IndexedCommand<InvitationModel, InvitationReal, ModelInvitation> {
  protected readonly items = (m: Readonly<InvitationModel>) => m.invitations;
  async run(m: InvitationModel, r: InvitationReal) {
    const inv = this.item(m);
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
    expectAction(r, inv, "cancel", res);
  }
  toString() {
    return `cancelInvitation(${this.index})`;
  }
}
