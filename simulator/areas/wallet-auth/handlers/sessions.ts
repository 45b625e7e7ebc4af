/**
 * Embedded-wallet sessions (list the live ones, refresh and revoke: signed) and delegated
 * keys (create: signed; list, get, revoke). Expiry is on the platform clock.
 */
import { walletAuthRules } from "../../../../contract/rules/wallet-auth.js";
import { ApiError } from "../../../errors/api-error.js";
import { handlerMap, type HandlerContext, type HandlerMap, type TypedContext, type TypedResult } from "../../types.js";
import { newKeyPair } from "../domain/keys.js";
import { newSessionRecord, sessionLive, type DelegatedKeyRecord } from "../domain/records.js";
import { renderAuthSession, renderDelegatedKey } from "../domain/render.js";
import { refuse, signedHandler, type ScopeFor } from "../signatures.js";
import { delegatedKeysOf, newId, sessionOr404, sessionsOf, sessionsOfAccount, walletOr409 } from "../service.js";

function list(ctx: TypedContext<"listAuthSessions">): TypedResult<"listAuthSessions"> {
  const now = ctx.clock.now().getTime();
  const live = sessionsOfAccount(ctx.store, ctx.query.accountId).filter((s) => sessionLive(s, now));
  return { status: 200, body: { data: live.map((s) => renderAuthSession(s)) } };
}

function revokeScope(ctx: TypedContext<"revokeAuthSession">): ScopeFor<"revokeAuthSession"> {
  const s = sessionOr404(ctx.store, ctx.params.id);
  return { accountId: s.accountId, signer: { kind: "walletSession" }, credentialType: s.type, typeInAnswer: true };
}

function revoke(ctx: TypedContext<"revokeAuthSession">): TypedResult<"revokeAuthSession"> {
  const s = sessionOr404(ctx.store, ctx.params.id);
  if (!s.revokedAt) sessionsOf(ctx.store).put({ ...s, revokedAt: ctx.clock.iso(), updatedAt: ctx.clock.iso() });
  return { status: 204 };
}

/** A refresh is authorized by the session it refreshes: it must be live at the first leg too (the retry checks its signer). */
function refreshScope(ctx: TypedContext<"refreshAuthSession">): ScopeFor<"refreshAuthSession"> {
  const s = sessionOr404(ctx.store, ctx.params.id);
  if (!sessionLive(s, ctx.clock.now().getTime()))
    throw s.revokedAt
      ? refuse("SESSION_REVOKED", `session ${s.id} was revoked at ${s.revokedAt}: verify a credential again`, s.type)
      : refuse("SESSION_EXPIRED", `session ${s.id} expired at ${s.expiresAt}: verify a credential again`, s.type);
  return { accountId: s.accountId, signer: { kind: "session", sessionId: s.id }, credentialType: s.type };
}

function refresh(ctx: TypedContext<"refreshAuthSession">): TypedResult<"refreshAuthSession"> {
  const old = sessionOr404(ctx.store, ctx.params.id);
  const s = newSessionRecord(
    newId("Session"),
    { id: old.credentialId, accountId: old.accountId, type: old.type, nickname: old.nickname },
    ctx.body.clientPublicKey,
    ctx.clock.iso(),
    walletAuthRules().ttlSeconds.session,
  );
  sessionsOf(ctx.store).put(s);
  return { status: 201, body: renderAuthSession(s) };
}

function delegatedScope(ctx: TypedContext<"createDelegatedKey">): ScopeFor<"createDelegatedKey"> {
  const accountId = ctx.body.internalAccountId;
  walletOr409(ctx.store, accountId);
  assertNoActiveKey(ctx, accountId, ctx.body.cardId);
  return { accountId, signer: { kind: "walletSession" } };
}

function assertNoActiveKey(ctx: Pick<HandlerContext, "store">, accountId: string, cardId: string): void {
  const active = delegatedKeysOf(ctx.store)
    .list({ where: { accountId }, limit: 1000 })
    .data.find((k) => k.cardId === cardId && k.status === "ACTIVE");
  if (active) throw ApiError.conflict("CONFLICT", `delegated key ${active.id} is already ACTIVE for card ${cardId} on this wallet; revoke it first`);
}

function createDelegated(ctx: TypedContext<"createDelegatedKey">): TypedResult<"createDelegatedKey"> {
  const { internalAccountId: accountId, cardId, nickname } = ctx.body;
  walletOr409(ctx.store, accountId);
  assertNoActiveKey(ctx, accountId, cardId);
  const now = ctx.clock.iso();
  const k: DelegatedKeyRecord = {
    id: newId("DelegatedKey"),
    cardId,
    accountId,
    fundingSourceId: accountId,
    publicKey: newKeyPair().publicKey,
    nickname,
    status: "ACTIVE",
    createdAt: now,
    updatedAt: now,
  };
  delegatedKeysOf(ctx.store).put(k);
  return { status: 201, body: renderDelegatedKey(k) };
}

function listDelegated(ctx: TypedContext<"listDelegatedKeys">): TypedResult<"listDelegatedKeys"> {
  const where: Partial<Pick<DelegatedKeyRecord, "accountId" | "fundingSourceId">> = {};
  if (ctx.query.accountId) where.accountId = ctx.query.accountId;
  if (ctx.query.fundingSourceId) where.fundingSourceId = ctx.query.fundingSourceId;
  return { status: 200, body: { data: delegatedKeysOf(ctx.store).list({ where, limit: 100_000 }).data.map(renderDelegatedKey) } };
}

function delegatedOr404(ctx: TypedContext<"getDelegatedKeyById" | "revokeDelegatedKey">): DelegatedKeyRecord {
  const k = delegatedKeysOf(ctx.store).get(ctx.params.id);
  if (!k) throw ApiError.notFound("NOT_FOUND", `no delegated key with id ${ctx.params.id}`);
  return k;
}

/** Only an ACTIVE key can be revoked (the live service answers 400 for one already revoked or not ACTIVE). */
function revokeDelegated(ctx: TypedContext<"revokeDelegatedKey">): TypedResult<"revokeDelegatedKey"> {
  const k = delegatedOr404(ctx);
  if (k.status !== "ACTIVE")
    throw ApiError.invalidInput([
      { field: "id", in: "path", code: "INVALID_VALUE", reason: `delegated key ${k.id} is ${k.status}, not ACTIVE: it cannot be revoked` },
    ]);
  delegatedKeysOf(ctx.store).put({ ...k, status: "REVOKED", updatedAt: ctx.clock.iso() });
  return { status: 204 };
}

export const walletSessionHandlers: HandlerMap = handlerMap({
  listAuthSessions: list,
  revokeAuthSession: signedHandler(revokeScope, revoke),
  refreshAuthSession: signedHandler(refreshScope, refresh),
  createDelegatedKey: signedHandler(delegatedScope, createDelegated),
  listDelegatedKeys: listDelegated,
  getDelegatedKeyById: (ctx) => ({ status: 200, body: renderDelegatedKey(delegatedOr404(ctx)) }),
  revokeDelegatedKey: revokeDelegated,
});
