/** Register a second EMAIL_OTP (or SMS_OTP, when the wallet has one) on the wallet: refused with the limit's code, before any signature. */
import type fc from "fast-check";
import { walletAuthRules } from "../../../../contract/rules/wallet-auth.js";
import { call, type WalletModel, type WalletReal } from "../model.js";
import { ROW } from "../../../runner/table-rules.js";

export class DuplicateCredential implements fc.AsyncCommand<WalletModel, WalletReal> {
  constructor(readonly type: "EMAIL_OTP" | "SMS_OTP") {}
  check(m: Readonly<WalletModel>) {
    return this.type === "EMAIL_OTP" || !!m.smsCredentialId;
  }
  async run(m: WalletModel, r: WalletReal) {
    const limit = walletAuthRules().credentialLimits[this.type]!;
    const res = await call(r, "POST", "/auth/credentials", { body: { type: this.type, accountId: m.accountId } });
    r.s.expect(
      res.status === limit.status && res.body?.code === limit.code,
      "wallet-auth.credential-limits",
      `a second ${this.type} credential on one internal account answered ${res.status} ${res.body?.code ?? ""}`,
      `${limit.status} ${limit.code}`,
      `${res.status} ${res.body?.code ?? ""}`,
    );
    r.s.row(ROW.credentialLimit(this.type));
  }
  toString() {
    return `duplicateCredential(${this.type})`;
  }
}
