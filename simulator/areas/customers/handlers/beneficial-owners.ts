/** Beneficial owners of business customers: create, list, get, update. */
import { ApiError } from "../../../errors/api-error.js";
import { createOwner, patchOwner } from "../domain/beneficial-owner.js";
import { handlerMap, type HandlerContext, type TypedContext, type TypedResult } from "../../types.js";
import { getCustomerOr404, newId, ownersOf, pageOpts } from "../service.js";

function ownerOr404(ctx: HandlerContext) {
  const o = ownersOf(ctx.store).get(ctx.params.beneficialOwnerId);
  if (!o) throw ApiError.notFound("NOT_FOUND", `no beneficial owner with id ${ctx.params.beneficialOwnerId}`);
  return o;
}

function create(ctx: TypedContext<"createBeneficialOwner">): TypedResult<"createBeneficialOwner"> {
  const business = getCustomerOr404(ctx.store, ctx.body.customerId);
  const owner = createOwner(business, ctx.body, newId("BeneficialOwner"), ctx.clock.iso());
  ownersOf(ctx.store).put(owner);
  return { status: 201, body: owner };
}

function list(ctx: TypedContext<"listBeneficialOwners">): TypedResult<"listBeneficialOwners"> {
  const customerId = ctx.query.customerId as string | undefined;
  if (customerId !== undefined) getCustomerOr404(ctx.store, customerId);
  return { status: 200, body: ownersOf(ctx.store).list({ ...pageOpts(ctx.query), where: { customerId } }) };
}

function get(ctx: TypedContext<"getBeneficialOwner">): TypedResult<"getBeneficialOwner"> {
  return { status: 200, body: ownerOr404(ctx) };
}

function update(ctx: TypedContext<"updateBeneficialOwner">): TypedResult<"updateBeneficialOwner"> {
  const next = patchOwner(ownerOr404(ctx), ctx.body, ctx.clock.iso());
  ownersOf(ctx.store).put(next);
  return { status: 200, body: next };
}

export const beneficialOwnerHandlers = handlerMap({
  createBeneficialOwner: create,
  listBeneficialOwners: list,
  getBeneficialOwner: get,
  updateBeneficialOwner: update,
});
