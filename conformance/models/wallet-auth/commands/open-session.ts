/**
 * Verify the EMAIL_OTP credential: a wrong code is 401 UNAUTHORIZED; 000000 opens a session
 * after the signed retry (with `defects`, every signature failure tried on its 202 first).
 */
import type fc from "fast-check";
import { call, enc, encryptOtp, newKey, type WalletModel, type WalletReal } from "../model.js";
import { openSession } from "../sessions.js";

export class OpenSession implements fc.AsyncCommand<WalletModel, WalletReal> {
  constructor(
    readonly wrongCode: boolean,
    readonly defects = false,
  ) {}
  check() {
    return true;
  }
  async run(m: WalletModel, r: WalletReal) {
    if (!this.wrongCode) {
      await openSession(m, r, this.defects);
      return;
    }
    const ch = await call(r, "POST", `/auth/credentials/${enc(m.emailCredentialId)}/challenge`);
    if (ch.status !== 200) return;
    const res = await call(r, "POST", `/auth/credentials/${enc(m.emailCredentialId)}/verify`, {
      body: { type: "EMAIL_OTP", encryptedOtpBundle: encryptOtp(ch.body.otpEncryptionTargetBundle, "123456", newKey()) },
    });
    r.s.expect(
      res.status === 401 && res.body?.code === "UNAUTHORIZED",
      "wallet-auth.otp",
      `a wrong OTP code answered ${res.status} ${res.body?.code ?? ""}`,
      "401 UNAUTHORIZED",
      `${res.status} ${res.body?.code ?? ""}`,
    );
  }
  toString() {
    return `openSession(${this.wrongCode ? "wrong code" : "000000"}${this.defects ? ", every signature failure" : ""})`;
  }
}
