/**
 * API Tokens: create (the secret shown once, only its hash kept), list, get, delete.
 * Authentication with a token's credentials and its permission check happen in the
 * pipeline (platform/auth.ts, default-stages.ts); deleting a token refuses it at once.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { ApiError } from "../../errors/api-error.js";
import { handlerMap, type HandlerContext, type ResponseBodyOf, type TypedContext, type TypedResult } from "../types.js";
import { omitUndefined } from "../response.js";
import { createToken, renderToken, type ApiTokenRecord } from "./domain/token.js";
import { apiTokensOf } from "./service.js";
import type { Permission } from "../../../contract/rules/api-tokens.js";

function getOr404(ctx: HandlerContext): ApiTokenRecord {
  const t = apiTokensOf(ctx.store).get(ctx.params.tokenId);
  if (!t) throw ApiError.notFound("TOKEN_NOT_FOUND", `no API token with id ${ctx.params.tokenId} (deleted tokens are gone)`);
  return t;
}

function create(ctx: TypedContext<"createToken">): TypedResult<"createToken"> {
  const body = ctx.body as { name: string; permissions: Permission[] };
  const { record, secret } = createToken({
    id: `Token:${randomUUID()}`,
    platformId: ctx.platform.id,
    name: body.name,
    permissions: body.permissions,
    now: ctx.clock.iso(),
    random: randomBytes(6 + 32),
  });
  apiTokensOf(ctx.store).put(record);
  return { status: 201, body: renderToken(record, secret) };
}

function timeFilter(q: Record<string, unknown>): ((t: ApiTokenRecord) => boolean) | undefined {
  const bounds: [keyof ApiTokenRecord, string, 1 | -1][] = [
    ["createdAt", "createdAfter", 1],
    ["createdAt", "createdBefore", -1],
    ["updatedAt", "updatedAfter", 1],
    ["updatedAt", "updatedBefore", -1],
  ];
  const active = bounds.filter(([, k]) => typeof q[k] === "string").map(([f, k, dir]) => [f, Date.parse(q[k] as string), dir] as const);
  if (!active.length) return undefined;
  // Both bounds inclusive (live): a token created exactly at a bound is listed under it.
  return (t) => active.every(([f, ms, dir]) => (dir === 1 ? Date.parse(t[f] as string) >= ms : Date.parse(t[f] as string) <= ms));
}

function list(ctx: TypedContext<"listTokens">): TypedResult<"listTokens"> {
  const q = ctx.query;
  const page = apiTokensOf(ctx.store).list({
    where: typeof q.name === "string" ? { name: q.name } : undefined,
    filter: timeFilter(q),
    limit: typeof q.limit === "number" ? q.limit : 20,
    cursor: typeof q.cursor === "string" ? q.cursor : undefined,
    order: "desc",
  });
  const body = omitUndefined<ResponseBodyOf<"listTokens", 200>>({
    data: page.data.map((t) => renderToken(t)),
    hasMore: page.hasMore,
    nextCursor: page.nextCursor || undefined,
    totalCount: page.totalCount,
  });
  return { status: 200, body };
}

export const apiTokenHandlers = handlerMap({
  createToken: create,
  listTokens: list,
  getTokenById: (ctx) => ({ status: 200, body: renderToken(getOr404(ctx)) }),
  deleteTokenById: (ctx) => {
    apiTokensOf(ctx.store).delete(getOr404(ctx).id);
    return { status: 204 };
  },
});
