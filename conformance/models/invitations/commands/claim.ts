/** POST /invitations/{code}/claim: CLAIMED (paying amountToSend), or the refusal of its status. */
import type fc from "fast-check";
import { invitationRules } from "../../../../contract/rules/invitations.js";
import { INVITEES, pick, expectRefusal, statusAt, type Invitee, type InvitationModel, type InvitationReal } from "../model.js";

export class ClaimInvitation implements fc.AsyncCommand<InvitationModel, InvitationReal> {
  constructor(
    readonly index: number,
    readonly invitee: Invitee,
  ) {}
  check(m: InvitationModel) {
    return m.invitations.length > 0;
  }
  async run(m: InvitationModel, r: InvitationReal) {
    const inv = pick(m.invitations, this.index)!;
    const inviteeUma = this.invitee === "self" ? m.inviterUma : INVITEES[this.invitee];
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
    if (this.invitee === "self") {
      r.s.expect(
        res.status === 400 && res.body?.code === "SELF_PAYMENT",
        "invitations.lifecycle",
        `the inviter claiming its own invitation answered ${res.status} ${res.body?.code ?? ""}`,
        "SELF_PAYMENT",
        res.body?.code,
      );
      return;
    }
    if (this.invitee === "unknown" && inv.amount) {
      r.s.expect(
        res.status === 404 && res.body?.code === "UMA_NOT_FOUND",
        "invitations.payment",
        `a claim paying an unknown UMA receiver answered ${res.status} ${res.body?.code ?? res.body?.status}`,
        404,
        res.status,
      );
      return;
    }
    r.s.expect(
      res.status === 200 && res.body?.status === invitationRules().actions.claim && res.body?.inviteeUma === inviteeUma,
      "invitations.lifecycle",
      `claim of a PENDING invitation answered ${res.status} ${res.body?.status ?? res.body?.code}`,
      "CLAIMED",
      res.body?.status ?? res.body?.code,
    );
    r.s.transition("invitation", "PENDING", "CLAIMED");
    inv.status = "CLAIMED";
    if (inv.amount) m.available -= inv.amount;
  }
  toString() {
    return `claimInvitation(${this.index}, ${this.invitee})`;
  }
}
