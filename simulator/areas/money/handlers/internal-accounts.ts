/**
 * Internal accounts: list a customer's (or every customer's) accounts, the platform's own
 * accounts (both filtered by currency and type), and one account. Accounts are created lazily and idempotently, one per
 * supported currency, for each APPROVED customer and for the platform.
 */
import { handlerMap, type TypedContext, type TypedResult } from "../../types.js";
import { accountsOf, ensurePlatformAccounts, envOf, getAccountOr404, listCustomerAccounts, pageOpts, render } from "../books.js";

function listCustomers(ctx: TypedContext<"listCustomerInternalAccounts">): TypedResult<"listCustomerInternalAccounts"> {
  const { customerId, currency, type } = ctx.query;
  const page = listCustomerAccounts(envOf(ctx), { ...pageOpts(ctx.query), customerId, currency, type });
  return { status: 200, body: { ...page, data: page.data.map((a) => render(a)) } };
}

function listPlatform(ctx: TypedContext<"listPlatformInternalAccounts">): TypedResult<"listPlatformInternalAccounts"> {
  const env = envOf(ctx);
  ensurePlatformAccounts(env);
  const page = accountsOf(env.store).list({ ...pageOpts(ctx.query), where: { ownerType: "PLATFORM", currency: ctx.query.currency, type: ctx.query.type } });
  return { status: 200, body: { ...page, data: page.data.map((a) => render(a)) } };
}

function getOne(ctx: TypedContext<"getInternalAccount">): TypedResult<"getInternalAccount"> {
  return { status: 200, body: render(getAccountOr404(ctx.store, ctx.params.id)) };
}

export const internalAccountHandlers = handlerMap({
  listCustomerInternalAccounts: listCustomers,
  listPlatformInternalAccounts: listPlatform,
  getInternalAccount: getOne,
});
