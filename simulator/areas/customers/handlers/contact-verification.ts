/** Contact verification: verify-email / verify-phone and their confirm calls. */
import { codeKey, confirmCode, sendCode, type Channel } from "../domain/contact.js";
import { handlerMap, type TypedContext, type TypedResult } from "../../types.js";
import { renderCustomer } from "../domain/render.js";
import { contactCodesOf, customersOf, getCustomerOr404, rules } from "../service.js";

// The email and phone operations share their shapes: each pair is typed by its email operation
// (any operation whose context and answer have those shapes may use it).
type Shared<K extends "sendCustomerEmailVerification" | "confirmCustomerEmailVerification"> = (ctx: Omit<TypedContext<K>, "operationId">) => TypedResult<K>;
const send =
  (ch: Channel): Shared<"sendCustomerEmailVerification"> =>
  (ctx) => {
    const c = getCustomerOr404(ctx.store, ctx.params.customerId);
    const { code } = sendCode(c, ch, ctx.clock.now().getTime());
    contactCodesOf(ctx.store).put(code);
    return { status: 204 };
  };

const confirm =
  (ch: Channel): Shared<"confirmCustomerEmailVerification"> =>
  (ctx) => {
    const c = getCustomerOr404(ctx.store, ctx.params.customerId);
    const codes = contactCodesOf(ctx.store);
    const next = confirmCode(rules(), c, ch, String(ctx.body?.code), codes.get(codeKey(c.id, ch)), ctx.clock.now().getTime());
    codes.delete(codeKey(c.id, ch));
    customersOf(ctx.store).put(next);
    return { status: 200, body: renderCustomer(next) };
  };

export const contactVerificationHandlers = handlerMap({
  sendCustomerEmailVerification: send("email"),
  confirmCustomerEmailVerification: confirm("email"),
  sendCustomerPhoneVerification: send("phone"),
  confirmCustomerPhoneVerification: confirm("phone"),
});
