/**
 * Embedded-wallet sessions (list the live ones, refresh and revoke: signed) and delegated
 * keys (create: signed; list, get, revoke). Expiry is on the platform clock.
 */
import { walletAuthRules } from "../../contract/rules/wallet-auth.js";
import { ApiError } from "../errors/api-error.js";
import type { HandlerContext, HandlerMap } from "./types.js";
import { newKeyPair } from "../domain/wallet-auth/keys.js";
import { newSessionRecord, renderDelegatedKey, renderSession, sessionLive, type DelegatedKeyRecord } from "../domain/wallet-auth/records.js";
import { withSignedRetry, type SigningScope } from "./wallet-auth-signed.js";
import { delegatedKeysOf, newId, sessionOr404, sessionsOf, sessionsOfAccount, walletOr409 } from "./wallet-auth-repo.js";

function list(ctx: HandlerContext) {
  const now = ctx.clock.now().getTime();
  const live = sessionsOfAccount(ctx.store, String(ctx.query.accountId)).filter((s) => sessionLive(s, now));
  return { status: 200, body: { data: live.map((s) => renderSession(s)) } };
}

function revokeScope(ctx: HandlerContext): SigningScope {
  const s = sessionOr404(ctx.store, ctx.params.id);
  return { accountId: s.accountId, signer: { kind: "walletSession" }, credentialType: s.type, typeInAnswer: true };
}

function revoke(ctx: HandlerContext) {
  const s = sessionOr404(ctx.store, ctx.params.id);
  if (!s.revokedAt) sessionsOf(ctx.store).put({ ...s, revokedAt: ctx.clock.iso(), updatedAt: ctx.clock.iso() });
  return { status: 204 };
}

function refreshScope(ctx: HandlerContext): SigningScope {
  const s = sessionOr404(ctx.store, ctx.params.id);
  return { accountId: s.accountId, signer: { kind: "session", sessionId: s.id }, credentialType: s.type };
}

function refresh(ctx: HandlerContext) {
  const old = sessionOr404(ctx.store, ctx.params.id);
  const s = newSessionRecord(
    newId("Session"),
    { id: old.credentialId, accountId: old.accountId, type: old.type, nickname: old.nickname },
    String(ctx.body.clientPublicKey),
    ctx.clock.iso(),
    walletAuthRules().ttlSeconds.session,
  );
  sessionsOf(ctx.store).put(s);
  return { status: 201, body: renderSession(s) };
}

function delegatedScope(ctx: HandlerContext): SigningScope {
  const accountId = String(ctx.body.internalAccountId);
  walletOr409(ctx.store, accountId);
  assertNoActiveKey(ctx, accountId, String(ctx.body.cardId));
  return { accountId, signer: { kind: "walletSession" } };
}

function assertNoActiveKey(ctx: HandlerContext, accountId: string, cardId: string): void {
  const active = delegatedKeysOf(ctx.store)
    .list({ where: { accountId }, limit: 1000 })
    .data.find((k) => k.cardId === cardId && k.status === "ACTIVE");
  if (active) throw ApiError.conflict("CONFLICT", `delegated key ${active.id} is already ACTIVE for card ${cardId} on this wallet; revoke it first`);
}

function createDelegated(ctx: HandlerContext) {
  const accountId = String(ctx.body.internalAccountId);
  walletOr409(ctx.store, accountId);
  assertNoActiveKey(ctx, accountId, String(ctx.body.cardId));
  const now = ctx.clock.iso();
  const k: DelegatedKeyRecord = {
    id: newId("DelegatedKey"),
    cardId: String(ctx.body.cardId),
    accountId,
    fundingSourceId: accountId,
    publicKey: newKeyPair().publicKey,
    nickname: String(ctx.body.nickname),
    status: "ACTIVE",
    createdAt: now,
    updatedAt: now,
  };
  delegatedKeysOf(ctx.store).put(k);
  return { status: 201, body: renderDelegatedKey(k) };
}

function listDelegated(ctx: HandlerContext) {
  const where: Record<string, unknown> = {};
  if (ctx.query.accountId) where.accountId = ctx.query.accountId;
  if (ctx.query.fundingSourceId) where.fundingSourceId = ctx.query.fundingSourceId;
  return { status: 200, body: { data: delegatedKeysOf(ctx.store).list({ where, limit: 100_000 }).data.map(renderDelegatedKey) } };
}

function delegatedOr404(ctx: HandlerContext): DelegatedKeyRecord {
  const k = delegatedKeysOf(ctx.store).get(ctx.params.id);
  if (!k) throw ApiError.notFound("NOT_FOUND", `no delegated key with id ${ctx.params.id}`);
  return k;
}

function revokeDelegated(ctx: HandlerContext) {
  const k = delegatedOr404(ctx);
  if (k.status !== "REVOKED") delegatedKeysOf(ctx.store).put({ ...k, status: "REVOKED", updatedAt: ctx.clock.iso() });
  return { status: 204 };
}

export const walletSessionHandlers: HandlerMap = {
  listAuthSessions: list,
  revokeAuthSession: withSignedRetry(revokeScope, revoke),
  refreshAuthSession: withSignedRetry(refreshScope, refresh),
  createDelegatedKey: withSignedRetry(delegatedScope, createDelegated),
  listDelegatedKeys: listDelegated,
  getDelegatedKeyById: (ctx) => ({ status: 200, body: renderDelegatedKey(delegatedOr404(ctx)) }),
  revokeDelegatedKey: revokeDelegated,
};
