/**
 * Customers: create, list, get, update, delete, end-user terms. Thin: validated input ->
 * domain (domain/customers/customer.ts) -> stored object as the response.
 */
import { ApiError } from "../../../errors/api-error.js";
import { createCustomer, patchCustomer } from "../domain/customer.js";
import type { Customer } from "../domain/types.js";
import { renderCustomer } from "../domain/render.js";
import { handlerMap, type TypedContext, type TypedResult } from "../../types.js";
import { END_USER_TERMS, constraintsFor, customersOf, getCustomerOr404, kycSettings, newId, pageOpts, rules, withDefaultUmaAddress } from "../service.js";
import { accountsOf, txIndexOf } from "../../money/service.js";
import { transactionRules } from "../../../../contract/rules/money-states.js";

function create(ctx: TypedContext<"createCustomer">): TypedResult<"createCustomer"> {
  const id = newId("Customer");
  const body = withDefaultUmaAddress(ctx.store, ctx.clock, ctx.platform.id, id, ctx.body);
  const customer = createCustomer(
    rules(),
    { id, now: ctx.clock.iso(), body, settings: kycSettings(ctx.platform.settings) },
    constraintsFor(ctx.store, ctx.clock, body),
  );
  customersOf(ctx.store).put(customer);
  return { status: 201, body: renderCustomer(customer) };
}

function list(ctx: TypedContext<"listCustomers">): TypedResult<"listCustomers"> {
  const q = ctx.query;
  const after = typeof q.createdAfter === "string" ? Date.parse(q.createdAfter) : undefined;
  const before = typeof q.createdBefore === "string" ? Date.parse(q.createdBefore) : undefined;
  const page = customersOf(ctx.store).list({
    ...pageOpts(q),
    order: "desc",
    where: {
      platformCustomerId: q.platformCustomerId,
      customerType: q.customerType,
      umaAddress: q.umaAddress,
      kycStatus: q.kycStatus,
      kybStatus: q.kybStatus,
    },
    filter:
      after !== undefined || before !== undefined
        ? (c: Customer) => {
            const t = Date.parse(c.createdAt);
            return (after === undefined || t >= after) && (before === undefined || t < before);
          }
        : undefined,
  });
  return { status: 200, body: { ...page, data: page.data.map(renderCustomer) } };
}

function get(ctx: TypedContext<"getCustomer">): TypedResult<"getCustomer"> {
  return { status: 200, body: renderCustomer(getCustomerOr404(ctx.store, ctx.params.customerId)) };
}

function update(ctx: TypedContext<"updateCustomer">): TypedResult<"updateCustomer"> {
  const current = getCustomerOr404(ctx.store, ctx.params.customerId);
  const next = patchCustomer(rules(), current, ctx.body, ctx.clock.iso(), constraintsFor(ctx.store, ctx.clock, ctx.body, current.id));
  customersOf(ctx.store).put(next);
  return { status: 200, body: renderCustomer(next) };
}

function remove(ctx: TypedContext<"deleteCustomer">): TypedResult<"deleteCustomer"> {
  const current = getCustomerOr404(ctx.store, ctx.params.customerId);
  const funded = accountsOf(ctx.store)
    .list({ where: { customerId: current.id }, limit: 100 })
    .data.find((a) => a.available + a.held + a.pending > 0);
  if (funded)
    throw ApiError.conflict(
      "CONFLICT",
      `customer ${current.id} still holds ${funded.currency} in ${funded.id}; move the balance out before deleting the customer`,
    );
  const index = txIndexOf(ctx.store);
  // Statuses not settled yet (spec/rules/transactions.yaml `open`): a customer with one cannot be deleted.
  for (const status of transactionRules().open) {
    const open = index.query({ where: { customerId: current.id, status }, order: "asc", limit: 1 }).ids[0];
    if (open)
      throw ApiError.conflict(
        "CONFLICT",
        `customer ${current.id} has an unfinished transaction ${open} (${status}); wait for it to settle before deleting the customer`,
      );
  }
  customersOf(ctx.store).delete(current.id);
  return { status: 200, body: renderCustomer(current) };
}

function endUserTerms(ctx: TypedContext<"getEndUserTerms">): TypedResult<"getEndUserTerms"> {
  const version = ctx.query.version;
  if (version === undefined) return { status: 200, body: END_USER_TERMS[0] };
  const terms = END_USER_TERMS.find((t) => t.version === version);
  if (!terms) {
    throw new ApiError(
      400,
      "END_USER_TERMS_VERSION_NOT_FOUND",
      `end-user terms version ${String(version)} does not exist; supported: ${END_USER_TERMS.map((t) => t.version).join(", ")}`,
    );
  }
  return { status: 200, body: terms };
}

export const customerHandlers = handlerMap({
  createCustomer: create,
  listCustomers: list,
  getCustomer: get,
  updateCustomer: update,
  deleteCustomer: remove,
  getEndUserTerms: endUserTerms,
});
