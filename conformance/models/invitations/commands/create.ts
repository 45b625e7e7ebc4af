/** POST /invitations: PENDING, expiresAt as given (or the table's default). */
import type fc from "fast-check";
import { invitationRules } from "../../../../contract/rules/invitations.js";
import type { InvitationModel, InvitationReal } from "../model.js";

export class CreateInvitation implements fc.AsyncCommand<InvitationModel, InvitationReal> {
  /** ttlSeconds 0: the default lifetime. */
  constructor(
    readonly ttlSeconds: number,
    readonly amount?: number,
  ) {}
  check(m: InvitationModel) {
    return m.invitations.length < 8;
  }
  async run(m: InvitationModel, r: InvitationReal) {
    const now = await r.now();
    const body: Record<string, unknown> = { inviterUma: m.inviterUma };
    if (this.ttlSeconds > 0) body.expiresAt = new Date(now + this.ttlSeconds * 1000).toISOString();
    if (this.amount !== undefined) body.amountToSend = this.amount;
    const res = await r.client.call("POST", "/invitations", { body });
    r.s.expect(
      res.status === 201 && res.body?.status === invitationRules().initial,
      "invitations.lifecycle",
      `POST /invitations answered ${res.status} ${res.body?.status ?? res.body?.code}`,
      201,
      res.status,
    );
    const expiresAtMs = Date.parse(res.body.expiresAt);
    if (this.ttlSeconds === 0) {
      const expected = Date.parse(res.body.createdAt) + invitationRules().defaultTtlSeconds * 1000;
      r.s.expect(expiresAtMs === expected, "invitations.expiry", `default expiresAt is ${res.body.expiresAt}; expected ${new Date(expected).toISOString()}`);
    }
    m.invitations.push({ code: res.body.code, status: res.body.status, expiresAtMs, amount: this.amount });
  }
  toString() {
    return `createInvitation(ttl=${this.ttlSeconds || "default"}${this.amount !== undefined ? `, amount=${this.amount}` : ""})`;
  }
}
