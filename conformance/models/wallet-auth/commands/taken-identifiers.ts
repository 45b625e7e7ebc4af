/**
 * Another customer with the wallet's email and phone number registers OTP credentials on its
 * own internal account: the email is already tied to the wallet's EMAIL_OTP credential (409
 * EMAIL_OTP_EMAIL_ALREADY_EXISTS) and, while the wallet has an SMS_OTP credential, the phone
 * number to it (409 SMS_OTP_PHONE_NUMBER_ALREADY_EXISTS). A target that does not let two
 * customers share an email and phone number has the step named.
 */
import type fc from "fast-check";
import { individual } from "../../../builders/bodies.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import { call, type WalletModel, type WalletReal } from "../model.js";

const RULE = "wallet-auth.unique-identifiers";

export class TakenIdentifiers implements fc.AsyncCommand<WalletModel, WalletReal> {
  check() {
    return true;
  }
  async run(m: WalletModel, r: WalletReal) {
    const twin = await call(r, "POST", "/customers", { body: { ...individual(), ...m.contact } });
    const list =
      twin.status === 201 && twin.body?.kycStatus === "APPROVED"
        ? await call(r, "GET", "/customers/internal-accounts", { query: { customerId: twin.body.id, limit: 100 } })
        : undefined;
    const accountId: unknown = list?.body?.data?.[0]?.id;
    if (typeof accountId !== "string") {
      r.s.skipStep(
        String(this),
        `an approved customer with the wallet's email and phone number and an internal account could not be made (${answered(list ?? twin)})`,
      );
      return;
    }
    const email = await call(r, "POST", "/auth/credentials", { body: { type: "EMAIL_OTP", accountId } });
    expectAnswer(r.s, email, RULE, "an EMAIL_OTP credential on an email another wallet's EMAIL_OTP credential holds", 409, "EMAIL_OTP_EMAIL_ALREADY_EXISTS");
    if (!m.smsCredentialId) return;
    const sms = await call(r, "POST", "/auth/credentials", { body: { type: "SMS_OTP", accountId } });
    expectAnswer(
      r.s,
      sms,
      RULE,
      "an SMS_OTP credential on a phone number another wallet's SMS_OTP credential holds",
      409,
      "SMS_OTP_PHONE_NUMBER_ALREADY_EXISTS",
    );
  }
  toString() {
    return "takenIdentifiers(EMAIL_OTP, SMS_OTP)";
  }
}
