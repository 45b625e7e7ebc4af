/**
 * A payment from the customer's funded account, made with a live SCA session: executed, it
 * waits in PENDING_AUTHORIZATION (a target that asks no authorization for it has the step
 * named); resend answers 204 and a new challenge is sent; a wrong code is refused (400); the
 * sandbox code (spec/rules/sandbox-payouts.yaml) authorizes it (200, no longer pending);
 * afterwards, with no challenge pending, authorize and resend answer 409; an unknown quote
 * 404.
 */
import type fc from "fast-check";
import { sandboxPayoutRules } from "../../../../contract/rules/money.js";
import { accountNumber, fund, usdAccount, usdBankAccount } from "../../../builders/setup.js";
import { call, expectRefusal, got, sessionLive, type ScaModel, type ScaReal } from "../model.js";

const RULE = "sca.payment-authorization";
const PENDING = "PENDING_AUTHORIZATION";
/** Authorizations a payment may ask for in a row (the live service: more than one challenge may follow). */
const MAX_CHALLENGES = 3;

export class AuthorizePayment implements fc.AsyncCommand<ScaModel, ScaReal> {
  check(m: Readonly<ScaModel>) {
    return sessionLive(m as ScaModel) === true && m.payment !== null;
  }
  async run(m: ScaModel, r: ScaReal) {
    const payment = await payer(m, r);
    if (!payment) return;
    const q = await call(r, "POST", "/quotes", {
      body: {
        source: { sourceType: "ACCOUNT", accountId: payment.accountId },
        destination: { destinationType: "ACCOUNT", accountId: payment.payee },
        lockedCurrencySide: "SENDING",
        lockedCurrencyAmount: 2_500,
      },
    });
    r.s.expect(q.status === 201, "setup", `a quote from the customer's funded account answered ${got(q)}`);
    if (q.status !== 201) return;
    const base = `/quotes/${encodeURIComponent(q.body.id)}/authorize`;
    const x = await call(r, "POST", `/quotes/${encodeURIComponent(q.body.id)}/execute`);
    if (x.status !== 200 || x.body?.status !== PENDING) {
      r.s.skipStep(String(this), `executing the quote answered ${got(x)} ${x.body?.status ?? ""}: the target asked no authorization for this payment`);
      return;
    }
    const resend = await call(r, "POST", `${base}/resend`);
    r.s.expect(resend.status === 204, RULE, `resending the challenge of a payment ${PENDING} answered ${got(resend)}; expected 204`, 204, got(resend));
    const code = sandboxPayoutRules().sca.sandboxCode;
    const wrong = await call(r, "POST", base, { body: { code: code === "999999" ? "999998" : "999999" } });
    expectRefusal(r, wrong, RULE, "authorizing a payment with a wrong code", 400, "INVALID_INPUT");
    let res = wrong;
    for (let i = 0; i < MAX_CHALLENGES && (i === 0 || (res.status === 200 && res.body?.status === PENDING)); i++)
      res = await call(r, "POST", base, { body: { code } });
    r.s.expect(
      res.status === 200 && res.body?.id === q.body.id && res.body?.status !== PENDING,
      RULE,
      `authorizing the payment with the code of its challenge (after a resend) answered ${got(res)} ${res.body?.status ?? ""}; expected 200 with the quote no longer ${PENDING}`,
      `200, not ${PENDING}`,
      `${got(res)} ${res.body?.status ?? ""}`,
    );
    if (res.status !== 200) return;
    expectRefusal(r, await call(r, "POST", base, { body: { code } }), RULE, "authorizing a payment with no challenge pending", 409, "CONFLICT");
    expectRefusal(r, await call(r, "POST", `${base}/resend`), RULE, "resending the challenge of a payment with none pending", 409, "CONFLICT");
    const unknown = "/quotes/Quote:00000000-0000-4000-8000-000000000000/authorize";
    expectRefusal(r, await call(r, "POST", unknown, { body: { code } }), RULE, "authorizing an unknown quote", 404, "QUOTE_NOT_FOUND");
    expectRefusal(r, await call(r, "POST", `${unknown}/resend`), RULE, "resending the challenge of an unknown quote", 404, "QUOTE_NOT_FOUND");
  }
  toString() {
    return "authorizePayment()";
  }
}

/** The customer's funded USD account and a payee (made on first use); null when the target gives none. */
async function payer(m: ScaModel, r: ScaReal): Promise<ScaModel["payment"]> {
  if (m.payment !== undefined) return m.payment;
  m.payment = null;
  const account = await usdAccount(r.client, r.s, m.customerId);
  if (!account?.id) return null;
  await fund(r.client, r.s, account.id, 100_000);
  const payee = await usdBankAccount(r.client, r.s, m.customerId, accountNumber());
  if (payee) m.payment = { accountId: account.id, payee };
  return m.payment;
}
