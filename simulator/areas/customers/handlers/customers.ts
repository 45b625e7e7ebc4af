/**
 * Customers: create, list, get, update, delete, end-user terms. Thin: validated input ->
 * domain (domain/customer.ts) -> stored object as the response.
 */
import { ApiError } from "../../../errors/api-error.js";
import { createCustomer, markDeleted, patchCustomer } from "../domain/customer.js";
import type { Customer } from "../domain/types.js";
import { renderCustomer } from "../domain/render.js";
import { handlerMap, type TypedContext, type TypedResult } from "../../types.js";
import { renderedOnce } from "../../response.js";
import {
  endUserTerms as termsVersions,
  constraintsFor,
  customersOf,
  getCustomerOr404,
  kycSettings,
  newId,
  pageOpts,
  rules,
  withDefaultUmaAddress,
  type DeletionCheck,
} from "../service.js";

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

/** Every time bound is inclusive (live: created / updated after or before the instant, inclusive). */
function list(ctx: TypedContext<"listCustomers">): TypedResult<"listCustomers"> {
  const q = ctx.query;
  const after = typeof q.createdAfter === "string" ? Date.parse(q.createdAfter) : undefined;
  const before = typeof q.createdBefore === "string" ? Date.parse(q.createdBefore) : undefined;
  const updatedAfter = typeof q.updatedAfter === "string" ? Date.parse(q.updatedAfter) : undefined;
  const updatedBefore = typeof q.updatedBefore === "string" ? Date.parse(q.updatedBefore) : undefined;
  const withDeleted = q.isIncludingDeleted === true;
  const page = customersOf(ctx.store).list({
    ...pageOpts(q),
    order: "desc",
    where: {
      platformCustomerId: q.platformCustomerId,
      customerType: q.customerType,
      umaAddress: q.umaAddress,
      kycStatus: q.kycStatus,
      kybStatus: q.kybStatus,
      region: q.region,
    },
    filter: (c: Customer) => {
      if (c.isDeleted === true && !withDeleted) return false;
      if (typeof q.currency === "string" && !(Array.isArray(c.currencies) && c.currencies.includes(q.currency))) return false;
      const t = Date.parse(c.createdAt);
      const u = Date.parse(c.updatedAt);
      return (
        (after === undefined || t >= after) &&
        (before === undefined || t <= before) &&
        (updatedAfter === undefined || u >= updatedAfter) &&
        (updatedBefore === undefined || u <= updatedBefore)
      );
    },
  });
  return { status: 200, body: { ...page, data: page.data.map(renderCustomer) } };
}

function get(ctx: TypedContext<"getCustomer">): TypedResult<"getCustomer"> {
  return { status: 200, body: renderedOnce(getCustomerOr404(ctx.store, ctx.params.customerId, { includeDeleted: true }), renderCustomer) };
}

function update(ctx: TypedContext<"updateCustomer">): TypedResult<"updateCustomer"> {
  const current = getCustomerOr404(ctx.store, ctx.params.customerId);
  const next = patchCustomer(rules(), current, ctx.body, ctx.clock.iso(), constraintsFor(ctx.store, ctx.clock, ctx.body, current.id));
  customersOf(ctx.store).put(next);
  return { status: 200, body: renderCustomer(next) };
}

/**
 * DELETE: the customer is marked (`isDeleted`), as on the live service; refused (409 CONFLICT)
 * while another area holds something of the customer (the checks the app wires in).
 */
const remove =
  (checks: readonly DeletionCheck[]) =>
  (ctx: TypedContext<"deleteCustomer">): TypedResult<"deleteCustomer"> => {
    const current = getCustomerOr404(ctx.store, ctx.params.customerId, { includeDeleted: true });
    if (current.isDeleted !== true) {
      for (const check of checks) {
        const reason = check(ctx.store, current.id);
        if (reason) throw ApiError.conflict("CONFLICT", reason);
      }
    }
    const marked = markDeleted(current, ctx.clock.iso());
    customersOf(ctx.store).put(marked);
    return { status: 200, body: renderCustomer(marked) };
  };

function endUserTerms(ctx: TypedContext<"getEndUserTerms">): TypedResult<"getEndUserTerms"> {
  const version = ctx.query.version;
  const all = termsVersions();
  if (version === undefined) return { status: 200, body: all[0] };
  const terms = all.find((t) => t.version === version);
  if (!terms) {
    throw new ApiError(
      400,
      "END_USER_TERMS_VERSION_NOT_FOUND",
      `end-user terms version ${String(version)} does not exist; supported: ${all.map((t) => t.version).join(", ")}`,
    );
  }
  return { status: 200, body: terms };
}

export const customerHandlers = (deletionChecks: readonly DeletionCheck[]) =>
  handlerMap({
    createCustomer: create,
    listCustomers: list,
    getCustomer: get,
    updateCustomer: update,
    deleteCustomer: remove(deletionChecks),
    getEndUserTerms: endUserTerms,
  });
