/**
 * Verifications (POST /verifications, GET by customer, GET by id) and the hosted KYC link
 * (POST /customers/{id}/kyc-link). Thin: the evaluation is domain/customers/verification.ts.
 */
import { randomBytes } from "node:crypto";
import { ApiError } from "../errors/api-error.js";
import { createKycLink, kycUrlOf } from "../domain/customers/kyc-link.js";
import type { HandlerContext, HandlerMap } from "./types.js";
import { getCustomerOr404, kycLinksOf, pageOpts, rules, submitAndPersist, verificationsOf } from "./kyc-repo.js";

function submit(ctx: HandlerContext) {
  const customer = getCustomerOr404(ctx.store, ctx.body.customerId);
  const { verification } = submitAndPersist(ctx.store, ctx.clock, ctx.platform.settings, (t, d) => ctx.emit(t, d), customer);
  return { status: 200, body: verification };
}

/** GET /verifications: a page, filtered by customerId and verificationStatus (the live list envelope). */
function getByCustomer(ctx: HandlerContext) {
  const customerId = ctx.query.customerId as string | undefined;
  if (customerId !== undefined) getCustomerOr404(ctx.store, customerId);
  const verificationStatus = ctx.query.verificationStatus as string | undefined;
  return { status: 200, body: verificationsOf(ctx.store).list({ ...pageOpts(ctx.query), where: { customerId, verificationStatus } }) };
}

function getById(ctx: HandlerContext) {
  const v = verificationsOf(ctx.store).get(ctx.params.verificationId);
  if (!v) throw ApiError.notFound("VERIFICATION_NOT_FOUND", `no verification with id ${ctx.params.verificationId}`);
  return { status: 200, body: v };
}

function kycLink(ctx: HandlerContext) {
  const customer = getCustomerOr404(ctx.store, ctx.params.customerId);
  const token = `kyc_${randomBytes(18).toString("base64url")}`;
  const link = createKycLink(rules(), customer, ctx.body.redirectUri, token, ctx.clock.now().getTime());
  kycLinksOf(ctx.store).put(link);
  return { status: 201, body: { kycUrl: kycUrlOf(ctx.rootUrl, link), expiresAt: link.expiresAt, token: link.id, provider: "SUMSUB" } };
}

export const verificationHandlers: HandlerMap = {
  createVerification: submit,
  getCustomerVerification: getByCustomer,
  getVerification: getById,
  createKycLink: kycLink,
};

