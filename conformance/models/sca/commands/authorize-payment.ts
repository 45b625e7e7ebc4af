/**
 * A payment from the customer's funded account, made with a live SCA session: executed, it
 * waits in PENDING_AUTHORIZATION (payments.ts); with `sessionEnded`, the customer's SCA
 * sessions are ended first (a password reset recorded) so authorizing answers 409
 * SCA_SESSION_REQUIRED, and the customer logs in again; resend answers 204 and a new
 * challenge is sent; a wrong code is refused (400); the sandbox code
 * (spec/rules/sandbox-payouts.yaml) authorizes it (200, no longer pending: the quote
 * COMPLETED, its transaction PROCESSING, as the designed tables say); afterwards, with no
 * challenge pending, authorize and resend answer 409; an unknown quote 404.
 */
import { Command } from "../../shared/command.js";
import { MACHINE } from "../../../catalogue/tables.js";
import { sandboxPayoutRules } from "../../../../contract/rules/money.js";
import { call, expectRefusal, got, locked, sessionLive, type ScaModel, type ScaReal } from "../model.js";
import { enc, PENDING, pendingPayment, transactionState } from "../payments.js";
import { Login } from "./login.js";
import { RecordEvent } from "./record-event.js";

const RULE = "sca.payment-authorization";
/** Authorizations a payment may ask for in a row (the live service: more than one challenge may follow). */
const MAX_CHALLENGES = 3;

export class AuthorizePayment extends Command<ScaModel, ScaReal, { sessionEnded: boolean }> {
  check(m: Readonly<ScaModel>) {
    return sessionLive(m as ScaModel) === true && m.payment !== null && (!this.params.sessionEnded || locked(m as ScaModel) === false);
  }
  async run(m: ScaModel, r: ScaReal) {
    const p = await pendingPayment(m, r, String(this));
    if (!p) return;
    const base = `/quotes/${enc(p.quoteId)}/authorize`;
    const code = sandboxPayoutRules().sca.sandboxCode;
    if (this.params.sessionEnded && !(await this.withoutSession(m, r, base, code))) return;
    const resend = await call(r, "POST", `${base}/resend`);
    r.s.expect(resend.status === 204, RULE, `resending the challenge of a payment ${PENDING} answered ${got(resend)}; expected 204`, 204, got(resend));
    const wrong = await call(r, "POST", base, { body: { code: code === "999999" ? "999998" : "999999" } });
    expectRefusal(r, wrong, RULE, "authorizing a payment with a wrong code", 400, "INVALID_INPUT");
    let res = wrong;
    for (let i = 0; i < MAX_CHALLENGES && (i === 0 || (res.status === 200 && res.body?.status === PENDING)); i++)
      res = await call(r, "POST", base, { body: { code } });
    r.s.expect(
      res.status === 200 && res.body?.id === p.quoteId && res.body?.status !== PENDING,
      RULE,
      `authorizing the payment with the code of its challenge (after a resend) answered ${got(res)} ${res.body?.status ?? ""}; expected 200 with the quote no longer ${PENDING}`,
      `200, not ${PENDING}`,
      `${got(res)} ${res.body?.status ?? ""}`,
    );
    if (res.status !== 200) return;
    await this.states(r, res.body?.status, p.txId);
    expectRefusal(r, await call(r, "POST", base, { body: { code } }), RULE, "authorizing a payment with no challenge pending", 409, "CONFLICT");
    expectRefusal(r, await call(r, "POST", `${base}/resend`), RULE, "resending the challenge of a payment with none pending", 409, "CONFLICT");
    const unknown = "/quotes/Quote:00000000-0000-4000-8000-000000000000/authorize";
    expectRefusal(r, await call(r, "POST", unknown, { body: { code } }), RULE, "authorizing an unknown quote", 404, "QUOTE_NOT_FOUND");
    expectRefusal(r, await call(r, "POST", `${unknown}/resend`), RULE, "resending the challenge of an unknown quote", 404, "QUOTE_NOT_FOUND");
  }

  /** End the SCA sessions (a password reset recorded, the end checked), authorize: 409 SCA_SESSION_REQUIRED; then log in again. Whether the session is live again. */
  private async withoutSession(m: ScaModel, r: ScaReal, base: string, code: string): Promise<boolean> {
    await new RecordEvent("RESET_PASSWORD_COMPLETED").run(m, r);
    if (m.sessionEndMs !== undefined) return false;
    const refused = await call(r, "POST", base, { body: { code } });
    // The description's rule for any operation needing a session, shown on the authorization.
    for (const rule of [RULE, "sca.session-required"])
      r.s.expect(
        refused.status === 409 && refused.body?.code === "SCA_SESSION_REQUIRED",
        rule,
        `authorizing a payment ${PENDING} after the customer's SCA sessions ended answered ${got(refused)}; expected 409 SCA_SESSION_REQUIRED`,
        "409 SCA_SESSION_REQUIRED",
        got(refused),
      );
    await new Login({ factor: "SMS_OTP", right: true }).run(m, r);
    m.nowMs = await r.now();
    return sessionLive(m) === true;
  }

  /** The designed tables' states after the authorization: the quote COMPLETED, its transaction PROCESSING; the moves noted. */
  private async states(r: ScaReal, quoteStatus: string | undefined, txId: string | undefined): Promise<void> {
    const tx = await transactionState(r, txId);
    r.s.expect(
      quoteStatus === "COMPLETED" && tx.status === "PROCESSING",
      "sca.payment-states",
      `an authorized payment reads quote ${quoteStatus}, transaction ${tx.status}; expected quote COMPLETED, transaction PROCESSING`,
      "COMPLETED / PROCESSING",
      `${quoteStatus} / ${tx.status}`,
    );
    if (quoteStatus === "COMPLETED") r.s.transition(MACHINE.quote, PENDING, "COMPLETED");
    if (tx.status === "PROCESSING") r.s.transition(MACHINE.transaction, PENDING, "PROCESSING");
  }

  toString() {
    return `authorizePayment(${this.params.sessionEnded ? "after the session ended" : "live session"})`;
  }
}
