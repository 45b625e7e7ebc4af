/**
 * POST /invitations/{code}/claim: CLAIMED, or the refusal of its status; either way the
 * inviter's balance is unchanged (a claim moves no money, live), an amountToSend beyond it
 * included. An address no receiver answers to: the model follows the server (the live claim
 * says nothing of looking the invitee up).
 */
import { IndexedCommand } from "../../shared/command.js";
import {
  INVITEES,
  expectAction,
  expectBalance,
  expectRefusal,
  statusAt,
  type InvitationModel,
  type InvitationReal,
  type Invitee,
  type ModelInvitation,
} from "../model.js";
import { answered } from "../../../client/answer.js";
import type { CallResult } from "../../../client/client.js";

export class ClaimInvitation extends IndexedCommand<InvitationModel, InvitationReal, ModelInvitation, { invitee: Invitee }> {
  protected readonly items = (m: Readonly<InvitationModel>) => m.invitations;
  async run(m: InvitationModel, r: InvitationReal) {
    const inv = this.item(m);
    const inviteeUma = this.params.invitee === "self" ? m.inviterUma : INVITEES[this.params.invitee];
    const status = statusAt(inv, await r.now());
    const res = await r.client.call("POST", `/invitations/${encodeURIComponent(inv.code)}/claim`, { body: { inviteeUma } });
    await this.judge(m, r, inv, inviteeUma, status, res);
    if (inv.amount) await expectBalance(m, r, `${this} (amountToSend ${inv.amount})`);
  }

  private async judge(
    m: InvitationModel,
    r: InvitationReal,
    inv: ModelInvitation,
    inviteeUma: string,
    status: ModelInvitation["status"] | undefined,
    res: CallResult,
  ) {
    if (status === undefined) {
      if (res.status === 200) inv.status = "CLAIMED";
      else if (res.body?.code === "INVITATION_EXPIRED") inv.status = "EXPIRED";
      return;
    }
    if (expectRefusal(r, "claim", status, res)) {
      inv.status = status;
      return;
    }
    if (this.params.invitee === "self") {
      r.s.expect(
        res.status === 400 && res.body?.code === "SELF_PAYMENT",
        "invitations.self-claim",
        `the inviter claiming its own invitation answered ${answered(res)}`,
        "SELF_PAYMENT",
        res.body?.code,
      );
      return;
    }
    if (this.params.invitee === "unknown" && res.status !== 200) return;
    // A claim refused because of the amount (e.g. as if the inviter paid it) breaks the no-payment rule.
    const rule = inv.amount && inv.amount > m.available ? "invitations.no-payment" : "invitations.lifecycle";
    expectAction(r, inv, "claim", res, res.body?.inviteeUma === inviteeUma, rule);
  }

  toString() {
    return `claimInvitation(${this.index}, ${this.params.invitee})`;
  }
}
