/**
 * A signed request issued before the wallet's credential set changed: refused with 409 and
 * a *_CREDENTIAL_SET_CHANGED code (the description's 409 table), and which of the two codes
 * (this contract's choice, spec/rules/wallet-auth.yaml): the OTP credential the request
 * concerns, else the credential whose session signs it.
 */
import type { CallResult } from "../../client/client.js";
import { answered } from "../../client/answer.js";
import { ROW } from "../../runner/table-rules.js";
import type { WalletReal } from "./model.js";

export type OtpType = "EMAIL_OTP" | "SMS_OTP";

/** The code's type: the OTP credential the request concerns, else the signing session's credential. */
export const setChangedType = (concerns: string | undefined, signer: OtpType): OtpType =>
  concerns === "EMAIL_OTP" || concerns === "SMS_OTP" ? concerns : signer;

export function expectSetChanged(r: WalletReal, res: CallResult, type: OtpType, what: string): void {
  const code = String(res.body?.code ?? "");
  const family = res.status === 409 && /^(EMAIL|SMS)_OTP_CREDENTIAL_SET_CHANGED$/.test(code);
  r.s.expect(
    family,
    "wallet-auth.credential-set",
    `${what}, retried after the wallet's credential set changed, answered ${answered(res)}; expected 409 *_CREDENTIAL_SET_CHANGED`,
    "409 *_CREDENTIAL_SET_CHANGED",
    answered(res),
  );
  if (!family) return;
  const want = `${type}_CREDENTIAL_SET_CHANGED`;
  r.s.expect(code === want, "wallet-auth.credential-set-type", `${what} answered ${code}; expected ${want}`, want, code);
  if (code === want) r.s.row(ROW.signedRetry("CREDENTIAL_SET_CHANGED"));
}
