/** POST /invitations: PENDING, expiresAt as given (or the table's default). */
import { Command } from "../../shared/command.js";
import { invitationRules } from "../../../../contract/rules/invitations.js";
import type { InvitationModel, InvitationReal } from "../model.js";
import { answered } from "../../../client/answer.js";

/** `ttlSeconds` 0: the default lifetime. */
export class CreateInvitation extends Command<InvitationModel, InvitationReal, { ttlSeconds: number; amount?: number }> {
  check(m: InvitationModel) {
    return m.invitations.length < 8;
  }
  async run(m: InvitationModel, r: InvitationReal) {
    const now = await r.now();
    const body: Record<string, unknown> = { inviterUma: m.inviterUma };
    if (this.params.ttlSeconds > 0) body.expiresAt = new Date(now + this.params.ttlSeconds * 1000).toISOString();
    if (this.params.amount !== undefined) body.amountToSend = this.params.amount;
    const res = await r.client.call("POST", "/invitations", { body });
    r.s.expect(
      res.status === 201 && res.body?.status === invitationRules().initial,
      "invitations.lifecycle",
      `POST /invitations answered ${answered(res)}`,
      201,
      res.status,
    );
    const expiresAtMs = Date.parse(res.body.expiresAt);
    if (this.params.ttlSeconds === 0) {
      const expected = Date.parse(res.body.createdAt) + invitationRules().defaultTtlSeconds * 1000;
      r.s.expect(expiresAtMs === expected, "invitations.expiry", `default expiresAt is ${res.body.expiresAt}; expected ${new Date(expected).toISOString()}`);
    }
    m.invitations.push({ code: res.body.code, status: res.body.status, expiresAtMs, amount: this.params.amount });
  }
  toString() {
    return `createInvitation(ttl=${this.params.ttlSeconds || "default"}${this.params.amount !== undefined ? `, amount=${this.params.amount}` : ""})`;
  }
}
