/**
 * External accounts: create, list, get, update, delete (customer and platform paths),
 * carried out by the area's service; the ownership challenge / verify and trust operations
 * are in handlers/ownership.ts and handlers/trust.ts.
 */
import { renderExternalAccount } from "./domain/render.js";
import { handlerMap, type HandlerMap, type TypedContext } from "../types.js";
import { createAccount, deleteAccount, getAccountOr404, listAccounts, pageOpts, updateAccount } from "./service.js";
import { ownershipHandlers } from "./handlers/ownership.js";
import { trustHandlers } from "./handlers/trust.js";

type ListOperation = "listCustomerExternalAccounts" | "listPlatformExternalAccounts";

const list = (ctx: TypedContext<ListOperation>, platformOnly: boolean) => {
  const q: Record<string, unknown> = ctx.query;
  const str = (k: string) => (typeof q[k] === "string" ? (q[k] as string) : undefined);
  const page = listAccounts(ctx.store, { ...pageOpts(q), customerId: str("customerId"), currency: str("currency"), status: str("status") }, platformOnly);
  return { status: 200 as const, body: { ...page, data: page.data.map(renderExternalAccount) } };
};

export const externalAccountHandlers: HandlerMap = {
  ...handlerMap({
    createCustomerExternalAccount: (ctx) => ({
      status: 201,
      body: renderExternalAccount(createAccount(ctx, typeof ctx.body.customerId === "string" ? ctx.body.customerId : null, ctx.body)),
    }),
    listCustomerExternalAccounts: (ctx) => list(ctx, false),
    getCustomerExternalAccount: (ctx) => ({ status: 200, body: renderExternalAccount(getAccountOr404(ctx.store, ctx.params.externalAccountId)) }),
    updateCustomerExternalAccount: (ctx) => ({ status: 200, body: renderExternalAccount(updateAccount(ctx, ctx.params.externalAccountId, ctx.body)) }),
    deleteCustomerExternalAccount: (ctx) => {
      deleteAccount(ctx.store, ctx.params.externalAccountId, "any");
      return { status: 204 };
    },
    createPlatformExternalAccount: (ctx) => ({ status: 201, body: renderExternalAccount(createAccount(ctx, null, ctx.body)) }),
    listPlatformExternalAccounts: (ctx) => list(ctx, true),
    getPlatformExternalAccount: (ctx) => ({ status: 200, body: renderExternalAccount(getAccountOr404(ctx.store, ctx.params.externalAccountId, "platform")) }),
    deletePlatformExternalAccount: (ctx) => {
      deleteAccount(ctx.store, ctx.params.externalAccountId, "platform");
      return { status: 204 };
    },
  }),
  ...ownershipHandlers,
  ...trustHandlers,
};
