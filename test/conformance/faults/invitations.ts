/**
 * Faults in the invitations area, each caught by model.invitations under a named rule: an
 * invitation that never expires, a claim that pays amountToSend from the inviter (the live
 * service moves no money at a claim), a claimed invitation that can be claimed again or
 * cancelled, a cancelled one cancelled again answered with another code, refusals of a
 * creation or claim answered as INVALID_INPUT, an UMA address taken twice answered as a
 * generic conflict, and a platform without an UMA domain whose invitations are refused as
 * INVALID_INPUT.
 */
import type { Fault } from "./types.js";
import type { HandlerContext } from "../../../simulator/areas/types.js";
import { original, rewrite } from "./helpers.js";
import type { HandlerResult } from "../../../simulator/areas/types.js";
import { invitationsOf } from "../../../simulator/areas/invitations/state.js";
import { customersOf } from "../../../simulator/areas/customers/service.js";
import { accountsOf, createQuote, envOf, ownerKeyOf } from "../../../simulator/areas/money/service.js";

/** The payment a claim made before the live service's rule: amountToSend from the inviter's USD account to the invitee, at once. */
function payAtClaim(ctx: HandlerContext): void {
  const rec = invitationsOf(ctx.store).get(ctx.params.invitationCode);
  if (rec?.status !== "PENDING" || !rec.amountToSend || typeof ctx.body?.inviteeUma !== "string") return;
  const inviter = customersOf(ctx.store).findOne("umaAddress", rec.inviterUma);
  const account = inviter ? accountsOf(ctx.store).findOne("ownerKey", ownerKeyOf(inviter.id, rec.amountToSend.currency.code)) : undefined;
  if (!account) return;
  createQuote(envOf(ctx), {
    source: { sourceType: "ACCOUNT", accountId: account.id },
    destination: { destinationType: "UMA_ADDRESS", umaAddress: ctx.body.inviteeUma, currency: rec.amountToSend.currency.code },
    lockedCurrencySide: "SENDING",
    lockedCurrencyAmount: rec.amountToSend.amount,
    immediatelyExecute: true,
  });
}

const ONLY = ["model.invitations"];

/** The answers of `ops` carrying one of `codes` rewritten to `status` `code`. */
function recode(ops: string[], codes: string[], status: number, code: string) {
  return rewrite(ops, (r: HandlerResult) => {
    const b = r.body as { code?: string } | undefined;
    return r.status >= 400 && b?.code && codes.includes(b.code) ? { ...r, status, body: { ...b, code, status } } : r;
  });
}

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
    withoutControl: /advanceClock\(120s\)/,
  },
  {
    name: "claim pays amountToSend from the inviter",
    kind: "magic-outcome",
    description:
      "Claiming an invitation with amountToSend pays it from the inviter's account to the invitee at once (live: the claim moves no money; the inviter's platform sends it after INVITATION_CLAIMED), so an inviter holding less is refused INSUFFICIENT_FUNDS.",
    simulatorOptions: {
      handlers: {
        claimInvitation(ctx: HandlerContext) {
          payAtClaim(ctx);
          return original("claimInvitation")(ctx);
        },
      },
    },
    only: ONLY,
    expectRules: ["invitations.no-payment"],
  },
  {
    name: "claimed invitation claimed again and cancelled",
    kind: "state-transition",
    description: "A claim or cancel of a CLAIMED invitation is carried out again (200) instead of answering 400 INVITATION_ALREADY_CLAIMED.",
    simulatorOptions: {
      handlers: {
        async claimInvitation(ctx: HandlerContext) {
          const coll = invitationsOf(ctx.store);
          const rec = coll.get(ctx.params.invitationCode);
          if (rec?.status === "CLAIMED") coll.put({ ...rec, status: "PENDING" });
          return original("claimInvitation")(ctx);
        },
        async cancelInvitation(ctx: HandlerContext) {
          const coll = invitationsOf(ctx.store);
          const rec = coll.get(ctx.params.invitationCode);
          if (rec?.status === "CLAIMED") coll.put({ ...rec, status: "PENDING" });
          return original("cancelInvitation")(ctx);
        },
      },
    },
    only: ONLY,
    expectRules: ["invitations.lifecycle"],
  },
  {
    name: "cancelled invitation cancelled again answered as expired",
    kind: "error-code",
    description: "A cancel of a CANCELLED invitation answers 400 INVITATION_EXPIRED instead of INVITATION_CANCELLED.",
    simulatorOptions: recode(["cancelInvitation"], ["INVITATION_CANCELLED"], 400, "INVITATION_EXPIRED"),
    only: ONLY,
    expectRules: ["invitations.lifecycle"],
  },
  {
    name: "invitation refusals answered as INVALID_INPUT",
    kind: "error-code",
    description:
      "POST /invitations from an inviter that is not an UMA address or sending 0, and a claim by an invitee that is not one, answer 400 INVALID_INPUT.",
    simulatorOptions: recode(["createInvitation", "claimInvitation"], ["INVALID_UMA_ADDRESS", "INVALID_AMOUNT"], 400, "INVALID_INPUT"),
    only: ONLY,
    expectRules: ["invitations.refusal"],
  },
  {
    name: "UMA address taken twice answered as CONFLICT",
    kind: "error-code",
    description: "A customer created with, or updated to, an UMA address another customer holds answers 409 CONFLICT instead of UMA_ADDRESS_EXISTS.",
    simulatorOptions: recode(["createCustomer", "updateCustomer"], ["UMA_ADDRESS_EXISTS"], 409, "CONFLICT"),
    only: ONLY,
    expectRules: ["customers.uma-address-exists"],
  },
  {
    name: "invitation without an UMA domain answered as INVALID_INPUT",
    kind: "error-code",
    description: "POST /invitations on a platform without an UMA domain answers 400 INVALID_INPUT instead of INVITATIONS_NOT_CONFIGURED.",
    simulatorOptions: recode(["createInvitation"], ["INVITATIONS_NOT_CONFIGURED"], 400, "INVALID_INPUT"),
    only: ONLY,
    expectRules: ["invitations.not-configured"],
  },
];
