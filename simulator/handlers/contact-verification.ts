/** Contact verification: verify-email / verify-phone and their confirm calls. */
import { codeKey, confirmCode, sendCode, type Channel } from "../domain/customers/contact.js";
import type { HandlerContext, HandlerMap } from "./types.js";
import { contactCodesOf, customersOf, getCustomerOr404, rules } from "./kyc-repo.js";

const send = (ch: Channel) => (ctx: HandlerContext) => {
  const c = getCustomerOr404(ctx.store, ctx.params.customerId);
  const { sent, code } = sendCode(c, ch, ctx.clock.now().getTime());
  contactCodesOf(ctx.store).put(code);
  return { status: 200, body: sent };
};

const confirm = (ch: Channel) => (ctx: HandlerContext) => {
  const c = getCustomerOr404(ctx.store, ctx.params.customerId);
  const codes = contactCodesOf(ctx.store);
  const next = confirmCode(rules(), c, ch, String(ctx.body.code), codes.get(codeKey(c.id, ch)), ctx.clock.now().getTime());
  codes.delete(codeKey(c.id, ch));
  customersOf(ctx.store).put(next);
  return { status: 200, body: next };
};

export const contactVerificationHandlers: HandlerMap = {
  sendCustomerEmailVerification: send("email"),
  confirmCustomerEmailVerification: confirm("email"),
  sendCustomerPhoneVerification: send("phone"),
  confirmCustomerPhoneVerification: confirm("phone"),
};
