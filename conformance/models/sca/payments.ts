/**
 * Payments of the SCA model's customer: its funded USD account and a payee (made on first
 * use), and a payment executed from it that waits for the customer's authorization
 * (PENDING_AUTHORIZATION; the live service: an SCA customer's payment is not initiated
 * until its challenge is authorized). A target that asks no authorization for the payment
 * has the step named.
 */
import { MACHINE } from "../../catalogue/tables.js";
import { accountNumber, fund, usdAccount, usdBankAccount } from "../../builders/setup.js";
import { call, got, type ScaModel, type ScaReal } from "./model.js";

export const PENDING = "PENDING_AUTHORIZATION";
export const enc = encodeURIComponent;

/** The customer's funded USD account and a payee (made on first use); null when the target gives none. */
export async function payer(m: ScaModel, r: ScaReal): Promise<ScaModel["payment"]> {
  if (m.payment !== undefined) return m.payment;
  m.payment = null;
  const account = await usdAccount(r.client, r.s, m.customerId);
  if (!account?.id) return null;
  await fund(r.client, r.s, account.id, 100_000);
  const payee = await usdBankAccount(r.client, r.s, m.customerId, accountNumber());
  if (payee) m.payment = { accountId: account.id, payee };
  return m.payment;
}

export interface PendingPayment {
  quoteId: string;
  /** The quote's transaction, when the answer names it. */
  txId?: string;
  expiresAtMs: number;
}

/**
 * A quote of 2,500 cents from the customer's account to its payee, executed: PENDING_AUTHORIZATION
 * (the quote's move from PROCESSING noted); undefined, the step `step` named, when the target
 * executes it without asking for an authorization.
 */
export async function pendingPayment(m: ScaModel, r: ScaReal, step: string): Promise<PendingPayment | undefined> {
  const payment = await payer(m, r);
  if (!payment) return undefined;
  const q = await call(r, "POST", "/quotes", {
    body: {
      source: { sourceType: "ACCOUNT", accountId: payment.accountId },
      destination: { destinationType: "ACCOUNT", accountId: payment.payee },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 2_500,
    },
  });
  r.s.expect(q.status === 201, "setup", `a quote from the customer's funded account answered ${got(q)}`);
  if (q.status !== 201) return undefined;
  const x = await call(r, "POST", `/quotes/${enc(q.body.id)}/execute`);
  if (x.status !== 200 || x.body?.status !== PENDING) {
    r.s.skipStep(step, `executing the quote answered ${got(x)} ${x.body?.status ?? ""}: the target asked no authorization for this payment`);
    return undefined;
  }
  if (q.body?.status === "PROCESSING") r.s.transition(MACHINE.quote, "PROCESSING", PENDING);
  const txId: unknown = x.body?.transactionId;
  return { quoteId: q.body.id, txId: typeof txId === "string" ? txId : undefined, expiresAtMs: Date.parse(x.body?.expiresAt ?? q.body?.expiresAt) };
}

/** GET /transactions/{id}: its status and failureReason ("(unread)" when it cannot be read). */
export async function transactionState(r: ScaReal, txId: string | undefined): Promise<{ status: string; failureReason?: string }> {
  if (!txId) return { status: "(unread)" };
  const t = await call(r, "GET", `/transactions/${enc(txId)}`);
  return t.status === 200 ? { status: String(t.body?.status), failureReason: t.body?.failureReason ?? undefined } : { status: `(unread: ${got(t)})` };
}
