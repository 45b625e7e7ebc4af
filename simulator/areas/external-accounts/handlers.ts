/**
 * External accounts: create, list, get, update, delete (customer and platform paths).
 * Thin: validated input -> domain (domain/external-accounts/account.ts) -> the resource.
 * The ownership challenge / verify and trust operations are in the sibling modules; all
 * three maps are merged here (one registry line).
 */
import { randomUUID } from "node:crypto";
import { ApiError } from "../../errors/api-error.js";
import { createExternalAccount, isTrusted, patchExternalAccount, type StoredExternalAccount } from "./domain/account.js";
import { renderExternalAccount } from "./domain/render.js";
import { handlerMap, type HandlerContext, type HandlerMap, type ResponseBodyOf, type Schema, type TypedContext, type TypedResult } from "../types.js";
import { accountContext, emitIfStatusChanged, externalAccountsOf, getAccountOr404, livenessTokensOf, pageOpts, saveAccount } from "./service.js";
import { ownershipHandlers } from "./handlers/ownership.js";
import { trustHandlers } from "./handlers/trust.js";

function create(ctx: HandlerContext, customerId: string | null): { status: 201; body: Schema<"ExternalAccount"> } {
  const now = ctx.clock.iso();
  const account = createExternalAccount(
    { id: `ExternalAccount:${randomUUID()}`, now, customerId, body: ctx.body },
    accountContext(ctx.store, ctx.clock, customerId, undefined, ctx.platform.settings.regulated),
  );
  saveAccount(ctx.store, account, now);
  return { status: 201, body: renderExternalAccount(account) };
}

function list(ctx: HandlerContext, platformOnly: boolean): { status: 200; body: ResponseBodyOf<"listCustomerExternalAccounts", 200> } {
  const q = ctx.query;
  const page = externalAccountsOf(ctx.store).list({
    ...pageOpts(q),
    order: "desc",
    where: { customerId: platformOnly ? undefined : q.customerId, currency: q.currency, status: q.status },
    filter: platformOnly ? (a: StoredExternalAccount) => a.customerId === null : undefined,
  });
  return { status: 200, body: { ...page, data: page.data.map(renderExternalAccount) } };
}

function update(ctx: TypedContext<"updateCustomerExternalAccount">): TypedResult<"updateCustomerExternalAccount"> {
  const current = getAccountOr404(ctx.store, ctx.params.externalAccountId);
  const now = ctx.clock.iso();
  const next = patchExternalAccount(
    current,
    ctx.body,
    accountContext(ctx.store, ctx.clock, current.customerId, current.id, ctx.platform.settings.regulated),
    now,
  );
  saveAccount(ctx.store, next, now);
  emitIfStatusChanged(ctx.emit, current, next);
  return { status: 200, body: renderExternalAccount(next) };
}

function remove(ctx: HandlerContext, scope: "any" | "platform"): { status: 204 } {
  const a = getAccountOr404(ctx.store, ctx.params.externalAccountId, scope);
  if (isTrusted(a)) {
    throw new ApiError(409, "BENEFICIARY_TRUSTED", "a trusted beneficiary cannot be deleted: untrust it (POST .../untrust, then .../untrust/confirm) first");
  }
  const token = a._internal.challenge?.type === "LIVENESS" ? a._internal.challenge.nonce : undefined;
  if (token) livenessTokensOf(ctx.store).delete(token);
  externalAccountsOf(ctx.store).delete(a.id);
  return { status: 204 };
}

export const externalAccountHandlers: HandlerMap = {
  ...handlerMap({
    createCustomerExternalAccount: (ctx) => create(ctx, typeof ctx.body.customerId === "string" ? ctx.body.customerId : null),
    listCustomerExternalAccounts: (ctx) => list(ctx, false),
    getCustomerExternalAccount: (ctx) => ({ status: 200, body: renderExternalAccount(getAccountOr404(ctx.store, ctx.params.externalAccountId)) }),
    updateCustomerExternalAccount: update,
    deleteCustomerExternalAccount: (ctx) => remove(ctx, "any"),
    createPlatformExternalAccount: (ctx) => create(ctx, null),
    listPlatformExternalAccounts: (ctx) => list(ctx, true),
    getPlatformExternalAccount: (ctx) => ({ status: 200, body: renderExternalAccount(getAccountOr404(ctx.store, ctx.params.externalAccountId, "platform")) }),
    deletePlatformExternalAccount: (ctx) => remove(ctx, "platform"),
  }),
  ...ownershipHandlers,
  ...trustHandlers,
};
