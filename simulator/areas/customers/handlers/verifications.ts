/**
 * Verifications (POST /verifications, GET by customer, GET by id) and the hosted KYC link
 * (POST /customers/{id}/kyc-link). Thin: the evaluation is domain/verification.ts.
 */
import { randomBytes } from "node:crypto";
import { ApiError } from "../../../errors/api-error.js";
import { createKycLink, kycUrlOf } from "../domain/kyc-link.js";
import { handlerMap, type TypedContext, type TypedResult } from "../../types.js";
import { renderVerification } from "../domain/render.js";
import { getCustomerOr404, kycLinksOf, pageOpts, rules, submitAndPersist, verificationsOf } from "../service.js";

function submit(ctx: TypedContext<"createVerification">): TypedResult<"createVerification"> {
  const customer = getCustomerOr404(ctx.store, ctx.body.customerId);
  const { verification } = submitAndPersist(ctx.store, ctx.clock, ctx.platform.settings, (t, d) => ctx.emit(t, d), customer);
  return { status: 200, body: renderVerification(verification) };
}

/** GET /verifications: a page, filtered by customerId and verificationStatus (the live list envelope). */
function getByCustomer(ctx: TypedContext<"getCustomerVerification">): TypedResult<"getCustomerVerification"> {
  const customerId = ctx.query.customerId;
  if (customerId !== undefined) getCustomerOr404(ctx.store, customerId);
  const verificationStatus = ctx.query.verificationStatus;
  const page = verificationsOf(ctx.store).list({ ...pageOpts(ctx.query), where: { customerId, verificationStatus } });
  return { status: 200, body: { ...page, data: page.data.map(renderVerification) } };
}

function getById(ctx: TypedContext<"getVerification">): TypedResult<"getVerification"> {
  const v = verificationsOf(ctx.store).get(ctx.params.verificationId);
  if (!v) throw ApiError.notFound("VERIFICATION_NOT_FOUND", `no verification with id ${ctx.params.verificationId}`);
  return { status: 200, body: renderVerification(v) };
}

function kycLink(ctx: TypedContext<"createKycLink">): TypedResult<"createKycLink"> {
  const customer = getCustomerOr404(ctx.store, ctx.params.customerId);
  const token = `kyc_${randomBytes(18).toString("base64url")}`;
  const link = createKycLink(rules(), customer, (ctx.body as typeof ctx.body | undefined)?.redirectUri, token, ctx.clock.now().getTime());
  kycLinksOf(ctx.store).put(link);
  return { status: 201, body: { kycUrl: kycUrlOf(ctx.rootUrl, link), expiresAt: link.expiresAt, token: link.id, provider: "SUMSUB" } };
}

export const verificationHandlers = handlerMap({
  createVerification: submit,
  getCustomerVerification: getByCustomer,
  getVerification: getById,
  createKycLink: kycLink,
});
