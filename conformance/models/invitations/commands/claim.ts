/** POST /invitations/{code}/claim: CLAIMED (paying amountToSend), or the refusal of its status. */
import { IndexedCommand } from "../../shared/command.js";
import { INVITEES, expectAction, expectRefusal, statusAt, type InvitationModel, type InvitationReal, type Invitee, type ModelInvitation } from "../model.js";
import { answered } from "../../../client/answer.js";

export class ClaimInvitation extends IndexedCommand<InvitationModel, InvitationReal, ModelInvitation, { invitee: Invitee }> {
  protected readonly items = (m: Readonly<InvitationModel>) => m.invitations;
  async run(m: InvitationModel, r: InvitationReal) {
    const inv = this.item(m);
    const inviteeUma = this.params.invitee === "self" ? m.inviterUma : INVITEES[this.params.invitee];
    const status = statusAt(inv, await r.now());
    const res = await r.client.call("POST", `/invitations/${encodeURIComponent(inv.code)}/claim`, { body: { inviteeUma } });
    if (status === undefined) {
      if (res.status === 200) inv.status = "CLAIMED";
      else if (res.body?.code === "INVITATION_EXPIRED") inv.status = "EXPIRED";
      if (res.status === 200 && inv.amount) m.available -= inv.amount;
      return;
    }
    if (expectRefusal(r, "claim", status, res)) {
      inv.status = status;
      return;
    }
    if (this.params.invitee === "self") {
      r.s.expect(
        res.status === 400 && res.body?.code === "SELF_PAYMENT",
        "invitations.lifecycle",
        `the inviter claiming its own invitation answered ${res.status} ${res.body?.code ?? ""}`,
        "SELF_PAYMENT",
        res.body?.code,
      );
      return;
    }
    if (this.params.invitee === "unknown" && inv.amount) {
      r.s.expect(
        res.status === 404 && res.body?.code === "UMA_NOT_FOUND",
        "invitations.payment",
        `a claim paying an unknown UMA receiver answered ${answered(res)}`,
        404,
        res.status,
      );
      return;
    }
    expectAction(r, inv, "claim", res, res.body?.inviteeUma === inviteeUma);
    if (inv.amount) m.available -= inv.amount;
  }
  toString() {
    return `claimInvitation(${this.index}, ${this.params.invitee})`;
  }
}
