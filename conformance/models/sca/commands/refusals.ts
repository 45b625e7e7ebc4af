/**
 * The refusals of the SCA operations: an event type, factor or mobile the schema does not
 * take, a missing customerId (400), an unknown customer on every operation (404
 * CUSTOMER_NOT_FOUND), an unknown reset or factor (404 NOT_FOUND).
 */
import type fc from "fast-check";
import { call, expectRefusal, q, type ScaModel, type ScaReal } from "../model.js";

const UUID = "00000000-0000-4000-8000-000000000000";
const RULE = "sca.refusals";

export class Refusals implements fc.AsyncCommand<ScaModel, ScaReal> {
  check() {
    return true;
  }
  async run(m: ScaModel, r: ScaReal) {
    const nobody = { customerId: `Customer:${UUID}` };
    const reset = `/sca/factors/reset/ScaReset:${UUID}`;
    const refused = async (method: string, path: string, query: Record<string, string>, body: unknown, status: number, code: string, what: string) =>
      expectRefusal(r, await call(r, method, path, { query, ...(body === undefined ? {} : { body }) }), RULE, what, status, code);
    await refused("POST", "/sca/record-event", q(m), { eventType: "NOT_AN_EVENT" }, 400, "INVALID_INPUT", "recording an unknown event type");
    await refused(
      "POST",
      "/sca/record-event",
      nobody,
      { eventType: "FAILED_LOGIN_ATTEMPT" },
      404,
      "CUSTOMER_NOT_FOUND",
      "recording an event of an unknown customer",
    );
    for (const [method, path, body, what] of [
      ["GET", "/sca/factors", undefined, "listing the factors"],
      ["POST", "/sca/factors", { type: "TOTP" }, "enrolling a factor"],
      ["POST", "/sca/factors/confirm", { type: "TOTP", secret: "00", code: "000000" }, "confirming an enrolment"],
      ["DELETE", `/sca/factors/ScaFactor:${UUID}`, undefined, "deleting a factor"],
      ["POST", "/sca/login/start", { factor: "SMS_OTP" }, "starting a login"],
      ["POST", "/sca/login/complete", { factor: "SMS_OTP", code: "000000", endUserIpAddress: "203.0.113.7" }, "completing a login"],
    ] as const)
      await refused(method, path, nobody, body, 404, "CUSTOMER_NOT_FOUND", `${what} of an unknown customer`);
    await refused("DELETE", `/sca/factors/ScaFactor:${UUID}`, q(m), undefined, 404, "NOT_FOUND", "deleting a factor the customer does not have");
    await refused("POST", "/sca/factors/reset", q(m), { factor: "NOT_A_FACTOR" }, 400, "INVALID_INPUT", "resetting an unknown factor");
    await refused("POST", "/sca/factors/reset", nobody, { factor: "SMS_OTP" }, 404, "CUSTOMER_NOT_FOUND", "resetting a factor of an unknown customer");
    await refused("GET", reset, nobody, undefined, 404, "CUSTOMER_NOT_FOUND", "reading a reset of an unknown customer");
    await refused("GET", reset, q(m), undefined, 404, "NOT_FOUND", "reading an unknown reset");
    await refused("GET", reset, {}, undefined, 400, "INVALID_INPUT", "reading a reset without its customerId");
    await refused("POST", `${reset}/complete`, q(m), undefined, 404, "NOT_FOUND", "completing an unknown reset");
    await refused("POST", `${reset}/complete`, nobody, undefined, 404, "CUSTOMER_NOT_FOUND", "completing a reset of an unknown customer");
    await refused(
      "POST",
      `${reset}/complete`,
      q(m),
      { mobile: { countryCode: "+44" } },
      400,
      "INVALID_INPUT",
      "completing a reset with a mobile without its number",
    );
  }
  toString() {
    return "refusals()";
  }
}
