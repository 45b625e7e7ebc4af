/**
 * Embedded-wallet sessions (list the live ones, refresh and revoke: signed) and delegated
 * keys (create: signed in three legs; list, get, revoke). Expiry is on the platform clock.
 * A delegated key's card and funding source are the cards area's (cardFundingSources); its
 * ACTIVE key is noted on the card there (noteDelegatedKey).
 */
import { ApiError } from "../../../errors/api-error.js";
import { handlerMap, type HandlerContext, type HandlerMap, type TypedContext, type TypedResult } from "../../types.js";
import { cardFundingSources, noteDelegatedKey } from "../../cards/service.js";
import { newKeyPair, uncompressedKey } from "../domain/keys.js";
import { sessionLive, type DelegatedKeyRecord } from "../domain/records.js";
import { renderAuthSession, renderDelegatedKey } from "../domain/render.js";
import { nextLeg, refuse, signedHandler, signedRequestOf, type ScopeFor } from "../signatures.js";
import { delegatedKeysOf, newId, sessionOr404, sessionsOf, sessionsOfAccount, walletOr409 } from "../service.js";
import { sessionFor } from "./verify.js";

const invalid = (field: string, reason: string) => ApiError.invalidInput([{ field, in: "body", code: "INVALID_VALUE", reason }]);

/** The refresh's client key, a P-256 point (the schema checks its form only). */
function clientKeyOr400(ctx: TypedContext<"refreshAuthSession">): string {
  const key = ctx.body.clientPublicKey;
  if (!uncompressedKey(key)) throw invalid("clientPublicKey", "must be a P-256 public key, hex (compressed 02/03 or uncompressed 04)");
  return key;
}

function list(ctx: TypedContext<"listAuthSessions">): TypedResult<"listAuthSessions"> {
  const now = ctx.clock.now().getTime();
  const live = sessionsOfAccount(ctx.store, ctx.query.accountId).filter((s) => sessionLive(s, now));
  return { status: 200, body: { data: live.map((s) => renderAuthSession(s)), hasMore: false } };
}

/** The session of the path while it is active; 404 SESSION_NOT_FOUND once revoked or expired too (live: the answer reflects the session's state). */
function activeSessionOr404(ctx: TypedContext<"revokeAuthSession">) {
  const s = sessionOr404(ctx.store, ctx.params.id);
  if (!sessionLive(s, ctx.clock.now().getTime()))
    throw ApiError.notFound(
      "SESSION_NOT_FOUND",
      s.revokedAt ? `session ${s.id} was already revoked at ${s.revokedAt}` : `session ${s.id} expired at ${s.expiresAt}`,
    );
  return s;
}

function revokeScope(ctx: TypedContext<"revokeAuthSession">): ScopeFor<"revokeAuthSession"> {
  const s = activeSessionOr404(ctx);
  return { accountId: s.accountId, signer: { kind: "walletSession" }, credentialType: s.type, typeInAnswer: true };
}

function revoke(ctx: TypedContext<"revokeAuthSession">): TypedResult<"revokeAuthSession"> {
  const s = activeSessionOr404(ctx);
  sessionsOf(ctx.store).put({ ...s, revokedAt: ctx.clock.iso(), updatedAt: ctx.clock.iso() });
  return { status: 204 };
}

/** A refresh is authorized by the session it refreshes: it must be live at the first leg too (the retry checks its signer). */
function refreshScope(ctx: TypedContext<"refreshAuthSession">): ScopeFor<"refreshAuthSession"> {
  const s = sessionOr404(ctx.store, ctx.params.id);
  if (!sessionLive(s, ctx.clock.now().getTime()))
    throw s.revokedAt
      ? refuse("SESSION_REVOKED", `session ${s.id} was revoked at ${s.revokedAt}: verify a credential again`, s.type)
      : refuse("SESSION_EXPIRED", `session ${s.id} expired at ${s.expiresAt}: verify a credential again`, s.type);
  clientKeyOr400(ctx);
  return { accountId: s.accountId, signer: { kind: "session", sessionId: s.id }, credentialType: s.type };
}

/** A new session of the same credential: on `clientPublicKey` when compressed, else on a fresh key sealed to it (`encryptedSessionSigningKey`). */
function refresh(ctx: TypedContext<"refreshAuthSession">): TypedResult<"refreshAuthSession"> {
  const old = sessionOr404(ctx.store, ctx.params.id);
  const clientPublicKey = clientKeyOr400(ctx);
  return { status: 201, body: sessionFor(ctx, { id: old.credentialId, accountId: old.accountId, type: old.type, nickname: old.nickname }, clientPublicKey) };
}

/**
 * The card and its funding source on the wallet: 404 NOT_FOUND for an unknown card, or a card
 * none of whose funding sources is this internal account (live: the pair names the binding).
 */
function assertFundingBinding(ctx: Pick<HandlerContext, "store">, cardId: string, accountId: string): void {
  const sources = cardFundingSources(ctx.store, cardId);
  if (!sources) throw ApiError.notFound("NOT_FOUND", `no card with id ${cardId}`);
  if (!sources.includes(accountId))
    throw ApiError.notFound("NOT_FOUND", `card ${cardId} has no funding source on internal account ${accountId} (its funding sources: ${sources.join(", ")})`);
}

/** The checks of every leg of a creation: the wallet, the card's funding source on it, no ACTIVE key for that source. */
function creatable(ctx: TypedContext<"createDelegatedKey">): string {
  const { internalAccountId: accountId, cardId } = ctx.body;
  walletOr409(ctx.store, accountId);
  assertFundingBinding(ctx, cardId, accountId);
  assertNoActiveKey(ctx, accountId, cardId);
  return accountId;
}

/** The first leg: the signer identity's creation, to be signed by a session of the wallet. */
function delegatedScope(ctx: TypedContext<"createDelegatedKey">): ScopeFor<"createDelegatedKey"> {
  return { accountId: creatable(ctx), signer: { kind: "walletSession" }, context: { leg: DELEGATED_LEGS[0] } };
}

/** Legs of a creation (live: three, 202, 202, 201): the signer identity, then its policy. */
const DELEGATED_LEGS = ["CREATE_SIGNER", "GRANT_POLICY"] as const;

function assertNoActiveKey(ctx: Pick<HandlerContext, "store">, accountId: string, cardId: string): void {
  const active = delegatedKeysOf(ctx.store)
    .list({ where: { accountId }, limit: 1000 })
    .data.find((k) => k.cardId === cardId && k.status === "ACTIVE");
  if (active) throw ApiError.conflict("CONFLICT", `delegated key ${active.id} is already ACTIVE for card ${cardId} on this wallet; revoke it first`);
}

/**
 * The signed legs. The first signed retry creates the key PENDING (a signer that holds no
 * policy: it cannot sign) and answers the policy leg's 202 (same body, a new payloadToSign and
 * requestId); that leg's signed retry makes it ACTIVE (201). An abandoned flow leaves the key
 * PENDING, which blocks nothing.
 */
function createDelegated(ctx: TypedContext<"createDelegatedKey">): TypedResult<"createDelegatedKey"> {
  const accountId = creatable(ctx);
  const { cardId, nickname } = ctx.body;
  const leg = signedRequestOf(ctx)?.request.context;
  const now = ctx.clock.iso();
  if (leg?.leg !== DELEGATED_LEGS[1]) {
    const k: DelegatedKeyRecord = {
      id: newId("DelegatedKey"),
      cardId,
      accountId,
      fundingSourceId: accountId,
      publicKey: newKeyPair().publicKey,
      nickname,
      status: "PENDING",
      createdAt: now,
      updatedAt: now,
    };
    delegatedKeysOf(ctx.store).put(k);
    return nextLeg(ctx, { accountId, signer: { kind: "walletSession" }, context: { leg: DELEGATED_LEGS[1], keyId: k.id } });
  }
  const pending = delegatedKeysOf(ctx.store).get(leg.keyId)!;
  const k: DelegatedKeyRecord = { ...pending, status: "ACTIVE", updatedAt: now };
  delegatedKeysOf(ctx.store).put(k);
  noteDelegatedKey(ctx.store, cardId, accountId, k.id);
  return { status: 201, body: renderDelegatedKey(k) };
}

/** Keys of a wallet and/or a funding source (live: at least one of the two filters). */
function listDelegated(ctx: TypedContext<"listDelegatedKeys">): TypedResult<"listDelegatedKeys"> {
  const where: Partial<Pick<DelegatedKeyRecord, "accountId" | "fundingSourceId">> = {};
  if (ctx.query.accountId) where.accountId = ctx.query.accountId;
  if (ctx.query.fundingSourceId) where.fundingSourceId = ctx.query.fundingSourceId;
  if (!where.accountId && !where.fundingSourceId)
    throw ApiError.invalidInput(
      [
        {
          field: "accountId",
          in: "query",
          code: "REQUIRED",
          reason: "give accountId (an embedded wallet) or fundingSourceId (a card funding source), or both",
        },
      ],
      "listing delegated keys needs accountId or fundingSourceId",
    );
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
  noteDelegatedKey(ctx.store, k.cardId, k.accountId, undefined);
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
