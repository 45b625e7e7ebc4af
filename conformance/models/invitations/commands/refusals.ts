/**
 * Refusals around invitations, once in the fixed walk (a case's first run): POST /invitations
 * from an inviter address that is not an UMA address (400 INVALID_UMA_ADDRESS) or with an
 * amountToSend of 0 (400 INVALID_AMOUNT); a claim by an invitee that is not an UMA address (400
 * INVALID_UMA_ADDRESS, whatever the invitation's status); the inviter's UMA address taken by another customer,
 * at creation (POST /customers) and by an update (PATCH /customers/{customerId}): 409
 * UMA_ADDRESS_EXISTS.
 */
import { Command } from "../../shared/command.js";
import { expectAnswer } from "../../../runner/expect.js";
import { individual } from "../../../builders/bodies.js";
import { approvedCustomer } from "../../../builders/setup.js";
import { walkDue, markWalked } from "../../money/refusals.js";
import type { InvitationModel, InvitationReal } from "../model.js";

export class InvitationRefusals extends Command<InvitationModel, InvitationReal> {
  async run(m: InvitationModel, r: InvitationReal) {
    // A fixed walk, the same in every run: once it went through in a case it is not walked again.
    if (!walkDue(r.s, "invitationRefusals")) return;
    await this.walk(m, r);
    markWalked(r.s, "invitationRefusals");
  }

  private async walk(m: InvitationModel, r: InvitationReal) {
    const { s, client } = r;
    const create = (body: Record<string, unknown>) => client.call("POST", "/invitations", { body });
    expectAnswer(
      s,
      await create({ inviterUma: "not-an-uma-address" }),
      "invitations.refusal",
      "an invitation from an inviter that is not an UMA address",
      400,
      "INVALID_UMA_ADDRESS",
    );
    expectAnswer(s, await create({ inviterUma: m.inviterUma, amountToSend: 0 }), "invitations.refusal", "an invitation sending 0", 400, "INVALID_AMOUNT");
    const inv = m.invitations[0];
    if (inv) {
      const claim = await client.call("POST", `/invitations/${encodeURIComponent(inv.code)}/claim`, { body: { inviteeUma: "not-an-uma-address" } });
      expectAnswer(s, claim, "invitations.refusal", "a claim by an invitee that is not an UMA address", 400, "INVALID_UMA_ADDRESS");
    }
    const taken = await client.call("POST", "/customers", { body: { ...individual(), umaAddress: m.inviterUma } });
    expectAnswer(s, taken, "customers.uma-address-exists", "a customer created with the inviter's UMA address", 409, "UMA_ADDRESS_EXISTS");
    const other = await approvedCustomer(client, s);
    const patched = await client.call("PATCH", `/customers/${encodeURIComponent(other.id)}`, {
      body: { customerType: "INDIVIDUAL", umaAddress: m.inviterUma },
    });
    expectAnswer(s, patched, "customers.uma-address-exists", "a customer given the inviter's UMA address", 409, "UMA_ADDRESS_EXISTS");
  }
  toString() {
    return "invitationRefusals()";
  }
}
