/**
 * A quote from an internal account that becomes an embedded wallet only after the quote was
 * made (a customer of its own: its first EMAIL_OTP credential makes the account a wallet). The
 * quote was issued with no payload to sign, so its execution takes the description's signed
 * flow, and a Service-Wallet-Signature sent without Request-Id answers 401 REQUEST_ID_MISSING
 * (Authentication 4, the signed-retry table). Walked once per case.
 */
import type fc from "fast-check";
import { individual } from "../../../builders/bodies.js";
import { accountNumber, approvedCustomer, usdBankAccount } from "../../../builders/setup.js";
import { answered } from "../../../client/answer.js";
import { markWalked, walkDue } from "../../money/refusals.js";
import { call, enc, expectFailure, newKey, stamp, type WalletModel, type WalletReal } from "../model.js";
import { walletContact } from "../other-wallet.js";
import { AMOUNT } from "../payments.js";

const WALK = "wallet-auth: execution of a quote made before its source became a wallet";

export class UnboundExecution implements fc.AsyncCommand<WalletModel, WalletReal> {
  check() {
    return true;
  }
  async run(_m: WalletModel, r: WalletReal) {
    if (!walkDue(r.s, WALK)) return;
    const c = await approvedCustomer(r.client, r.s, { ...individual(), ...walletContact() });
    const l = await call(r, "GET", "/customers/internal-accounts", { query: { customerId: c?.id, currency: "USD" } });
    const accountId: unknown = l.body?.data?.[0]?.id;
    if (typeof accountId !== "string") {
      r.s.skipStep(String(this), `the customer has no USD internal account (${answered(l)}): the suite pays out from a USD account`);
      return;
    }
    const payee = await usdBankAccount(r.client, r.s, c.id, accountNumber());
    const body = {
      source: { sourceType: "ACCOUNT", accountId },
      destination: { destinationType: "ACCOUNT", accountId: payee },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: AMOUNT,
    };
    const q = await call(r, "POST", "/quotes", { body });
    r.s.expect(q.status === 201 && typeof q.body?.id === "string", "setup", `a quote from a customer's USD internal account answered ${answered(q)}`);
    const reg = await call(r, "POST", "/auth/credentials", { body: { type: "EMAIL_OTP", accountId } });
    r.s.expect(
      reg.status === 201,
      "wallet-auth.otp",
      `the first EMAIL_OTP credential of an account answered ${answered(reg)}; expected 201 (no signature needed)`,
      201,
      reg.status,
    );
    const headers = { "Service-Wallet-Signature": await stamp(JSON.stringify({ quoteId: q.body.id }), newKey()) };
    const res = await call(r, "POST", `/quotes/${enc(q.body.id)}/execute`, { headers });
    expectFailure(r, res, "REQUEST_ID_MISSING", "the execution of a quote made before its source became an embedded wallet, stamped without Request-Id");
    markWalked(r.s, WALK);
  }
  toString() {
    return "unboundExecution(a quote whose source became a wallet after it, stamped without Request-Id)";
  }
}
