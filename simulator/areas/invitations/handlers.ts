/**
 * Invitations (UMA referrals): create, list, get by code, claim, cancel; expiry at
 * `expiresAt` on the platform clock. A claim moves no money (live): it marks the invitation
 * CLAIMED and sends INVITATION.CLAIMED; `amountToSend` is shown to the invitee, and the
 * inviter's platform sends the payment itself once told of the claim.
 */
import { randomBytes } from "node:crypto";
import { ApiError } from "../../errors/api-error.js";
import { apiError } from "../../errors/catalogue.js";
import { getPlatformConfig } from "../../platform/config-state.js";
import { handlerMap, type HandlerContext, type ResponseBodyOf, type TypedContext, type TypedResult } from "../types.js";
import { omitUndefined } from "../response.js";

import { jobType } from "../../clock/jobs.js";
import { parseUmaAddress } from "../money/service.js";
import { amountOf } from "../../../contract/rules/currencies.js";
import { act, effective, invitationCode, newInvitation, renderInvitation, type Action, type InvitationRecord } from "./domain/invitation.js";
import { invitationRules } from "../../../contract/rules/invitations.js";
import { invitationsOf } from "./state.js";

const nowMs = (ctx: HandlerContext) => ctx.clock.now().getTime();

function umaDomainOr400(ctx: HandlerContext): string {
  const d = getPlatformConfig(ctx.store, ctx.clock, ctx.platform.id).umaDomain;
  if (!d) throw apiError("INVITATIONS_NOT_CONFIGURED", "the platform has no umaDomain configured (set it with PATCH /config)");
  return d;
}

function getOr404(ctx: HandlerContext): InvitationRecord {
  const rec = invitationsOf(ctx.store).get(ctx.params.invitationCode);
  if (!rec) throw ApiError.notFound("INVITATION_NOT_FOUND", `no invitation with code ${ctx.params.invitationCode}`);
  return rec;
}

/** Persist EXPIRED at expiresAt (reads compute it too, so a late job changes nothing). */
export const expireJob = jobType<Pick<HandlerContext, "store" | "clock">, { code: string }>("invitation.expire", ({ store, clock }, p) => {
  const rec = invitationsOf(store).get(p.code);
  if (!rec) return;
  const now = effective(rec, clock.now().getTime());
  if (now.status !== rec.status) invitationsOf(store).put(now);
});

function create(ctx: TypedContext<"createInvitation">): TypedResult<"createInvitation"> {
  const b = ctx.body as { inviterUma: string; firstName?: string; amountToSend?: number; expiresAt?: string };
  const umaDomain = umaDomainOr400(ctx);
  parseUmaAddress(b.inviterUma);
  if (b.amountToSend !== undefined && b.amountToSend < 1) throw apiError("INVALID_AMOUNT", "amountToSend must be at least 1 (smallest unit)");
  if (b.expiresAt !== undefined && Date.parse(b.expiresAt) <= nowMs(ctx)) {
    throw ApiError.invalidInput([{ field: "expiresAt", in: "body", code: "INVALID_VALUE", reason: `must be in the future (now is ${ctx.clock.iso()})` }]);
  }
  const coll = invitationsOf(ctx.store);
  let code = invitationCode(randomBytes(32));
  while (coll.get(code)) code = invitationCode(randomBytes(32));
  const rec = newInvitation({
    code,
    umaDomain,
    inviterUma: b.inviterUma,
    firstName: b.firstName,
    expiresAt: b.expiresAt,
    now: ctx.clock.iso(),
    amountToSend: b.amountToSend !== undefined ? amountOf(b.amountToSend, invitationRules().amountCurrency) : undefined,
  });
  coll.put(rec);
  ctx.clock.scheduleJob(new Date(rec.expiresAt), expireJob({ code }), `invitation ${code} expiry`);
  return { status: 201, body: renderInvitation(rec, nowMs(ctx)) };
}

function list(ctx: TypedContext<"listInvitations">): TypedResult<"listInvitations"> {
  const q = ctx.query;
  const now = nowMs(ctx);
  const page = invitationsOf(ctx.store).list({
    filter: typeof q.status === "string" ? (r: InvitationRecord) => effective(r, now).status === q.status : undefined,
    limit: typeof q.limit === "number" ? q.limit : 20,
    cursor: typeof q.cursor === "string" ? q.cursor : undefined,
    order: "desc",
  });
  const body = omitUndefined<ResponseBodyOf<"listInvitations", 200>>({
    data: page.data.map((r) => renderInvitation(r, now)),
    hasMore: page.hasMore,
    nextCursor: page.nextCursor || undefined,
    totalCount: page.totalCount,
  });
  return { status: 200, body };
}

function transition(ctx: HandlerContext, rec: InvitationRecord, action: Action, extra: Parameters<typeof act>[3] = {}): InvitationRecord {
  const r = act(rec, action, ctx.clock.iso(), extra);
  if ("refusal" in r) throw apiError(r.refusal, `invitation ${rec.code} is ${r.status}`);
  return r.next;
}

/**
 * The invitee's UMA address joins the invitation: CLAIMED, INVITATION.CLAIMED sent. Nothing
 * is paid here, whatever `amountToSend` says (live: the inviter's platform sends it after the
 * webhook), so the inviter's balance plays no part.
 */
function claim(ctx: TypedContext<"claimInvitation">): TypedResult<"claimInvitation"> {
  const rec = getOr404(ctx);
  const inviteeUma: string = ctx.body.inviteeUma;
  const invitee = parseUmaAddress(inviteeUma);
  transition(ctx, rec, "claim"); // a closed invitation refuses first
  if (invitee.full === parseUmaAddress(rec.inviterUma).full) throw apiError("SELF_PAYMENT", "the invitee's UMA address is the inviter's");
  const next = transition(ctx, rec, "claim", { inviteeUma });
  invitationsOf(ctx.store).put(next);
  const shown = renderInvitation(next, nowMs(ctx));
  ctx.emit("INVITATION.CLAIMED", shown);
  return { status: 200, body: shown };
}

function cancel(ctx: TypedContext<"cancelInvitation">): TypedResult<"cancelInvitation"> {
  const next = transition(ctx, getOr404(ctx), "cancel");
  invitationsOf(ctx.store).put(next);
  return { status: 200, body: renderInvitation(next, nowMs(ctx)) };
}

export const invitationHandlers = handlerMap({
  createInvitation: create,
  listInvitations: list,
  getInvitation: (ctx) => ({ status: 200, body: renderInvitation(getOr404(ctx), nowMs(ctx)) }),
  claimInvitation: claim,
  cancelInvitation: cancel,
});
