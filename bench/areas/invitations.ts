/**
 * Invitation claim: POST /invitations by an inviter (a customer's UMA address), then POST
 * /invitations/{code}/claim by an invitee (no amount: the claim alone).
 */
import { reasonOf } from "../lib/flows.js";
import type { AreaBench } from "../lib/area.js";

export const invitations: AreaBench = {
  key: "invitationClaim",
  label: "invitations created and claimed",
  unit: "claims",
  target: 0.3,
  async setup(ctx) {
    const inviter = await ctx.client.call("GET", `/customers/${encodeURIComponent(await ctx.newCustomer())}`);
    const inviterUma = inviter.body?.umaAddress;
    if (!inviterUma) return { skip: "the inviter has no UMA address" };
    let n = 0;
    return {
      async flow() {
        const inv = await ctx.client.call("POST", "/invitations", { inviterUma });
        if (inv.status !== 201) return `create: ${reasonOf(inv, [201])}`;
        const claim = await ctx.client.call("POST", `/invitations/${encodeURIComponent(inv.body.code)}/claim`, { inviteeUma: `$invitee${++n}@other.example` });
        const why = reasonOf(claim, [200]);
        return why && `claim: ${why}`;
      },
    };
  },
};
