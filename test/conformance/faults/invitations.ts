/**
 * Faults in the invitations area, each caught by model.invitations under a named rule: an
 * invitation that never expires, and a claim with an amount that pays nothing.
 */
import type { Fault } from "./types.js";
import type { HandlerContext } from "../../../simulator/areas/types.js";
import { original } from "./helpers.js";
import { invitationsOf } from "../../../simulator/areas/invitations/state.js";

const ONLY = ["model.invitations"];

export const invitationFaults: Fault[] = [
  {
    name: "invitation never expires",
    kind: "state-transition",
    description: "GET /invitations/{code} shows PENDING after expiresAt has passed on the platform clock (expected EXPIRED).",
    simulatorOptions: {
      handlers: {
        async getInvitation(ctx: HandlerContext) {
          const res = await original("getInvitation")(ctx);
          const body = res.body as { status?: string } | undefined;
          return body?.status === "EXPIRED" ? { ...res, body: { ...body, status: "PENDING" } } : res;
        },
      },
    },
    only: ONLY,
    expectRules: ["invitations.expiry", "invitations.lifecycle"],
  },
  {
    name: "claim with an amount pays nothing",
    kind: "magic-outcome",
    description: "Claiming an invitation with amountToSend marks it CLAIMED without paying the invitee from the inviter's account.",
    simulatorOptions: {
      handlers: {
        async claimInvitation(ctx: HandlerContext) {
          const coll = invitationsOf(ctx.store);
          const rec = coll.get(ctx.params.invitationCode);
          if (!rec?.amountToSend) return original("claimInvitation")(ctx);
          const { amountToSend, ...unpaid } = rec;
          coll.put(unpaid);
          try {
            return await original("claimInvitation")(ctx);
          } finally {
            coll.put({ ...coll.get(rec.id)!, amountToSend });
          }
        },
      },
    },
    only: ONLY,
    expectRules: ["invitations.payment"],
  },
];
