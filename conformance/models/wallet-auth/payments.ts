/**
 * Paying from the embedded wallet: the wallet funded in the sandbox, a payee of the customer in
 * the wallet's currency and an agent of the customer (made once, on first use), and quotes
 * from the wallet to the payee, made by the platform or by the agent. A quote from an embedded
 * wallet carries a payment instruction whose `accountOrWalletInfo.payloadToSign` a session of
 * the wallet signs to execute it (the live service).
 */
import { AGENT_PERMISSIONS } from "../../builders/agents.js";
import { accountNumber, fund, usdBankAccount } from "../../builders/setup.js";
import type { CallOptions } from "../../client/client.js";
import { answered } from "../../client/answer.js";
import { call, enc, type WalletModel, type WalletPay, type WalletReal } from "./model.js";

/** Sending amount of each quote (cents); the wallet is funded for many. */
export const AMOUNT = 1_000;

/** What paying needs (made on first use); null, the step named, when the target gives none. */
export async function walletPay(m: WalletModel, r: WalletReal, step: string): Promise<WalletPay | null> {
  if (m.pay !== undefined) return m.pay;
  m.pay = null;
  if (m.currency !== "USD") {
    r.s.skipStep(step, `the wallet's internal account is in ${m.currency ?? "an unknown currency"}: the suite pays out from a USD wallet`);
    return null;
  }
  await fund(r.client, r.s, m.accountId, 100_000);
  const payee = await usdBankAccount(r.client, r.s, m.customerId, accountNumber());
  if (!payee) return null;
  m.pay = { payee, agentToken: await agentToken(m, r, step) };
  return m.pay;
}

/** An agent of the customer allowed to quote and execute (POST /agents, its device code redeemed): its token; null, the step named, when the target makes none. */
async function agentToken(m: WalletModel, r: WalletReal, step: string): Promise<string | null> {
  const policy = { permissions: AGENT_PERMISSIONS, defaultExecutionMode: "AUTO", spendingLimits: { currency: "USD", perTransactionLimit: 1_000_000 } };
  const c = await call(r, "POST", "/agents", { body: { name: "wallet agent", customerId: m.customerId, policy } });
  const code: unknown = c.body?.deviceCode?.code;
  const redeemed = typeof code === "string" ? await call(r, "POST", `/agents/device-codes/${enc(code)}/redeem`, { auth: null }) : undefined;
  const token: unknown = redeemed?.body?.accessToken;
  if (typeof token === "string") return token;
  r.s.skipStep(
    `${step}: the agent's execution`,
    `an agent of the wallet's customer could not be made (POST /agents answered ${answered(c)}${redeemed ? `, the redemption ${answered(redeemed)}` : ""})`,
  );
  return null;
}

export interface WalletQuote {
  id: string;
  /** The payload a wallet session signs to execute it (its EMBEDDED_WALLET payment instruction), when the quote carries one. */
  payloadToSign?: string;
}

/** A quote from the wallet to the payee, by the platform or (with `agentToken`) by the agent; undefined when refused. */
export async function walletQuote(m: WalletModel, r: WalletReal, pay: WalletPay, agentToken?: string): Promise<WalletQuote | undefined> {
  const body = {
    source: { sourceType: "ACCOUNT", accountId: m.accountId },
    destination: { destinationType: "ACCOUNT", accountId: pay.payee },
    lockedCurrencySide: "SENDING",
    lockedCurrencyAmount: AMOUNT,
  };
  const q = agentToken ? await call(r, "POST", "/agents/me/quotes", { body, auth: { bearer: agentToken } }) : await call(r, "POST", "/quotes", { body });
  r.s.expect(
    q.status === 201 && typeof q.body?.id === "string",
    "setup",
    `a quote from the embedded wallet${agentToken ? " by the customer's agent" : ""} answered ${answered(q)}`,
  );
  if (q.status !== 201) return undefined;
  const entry = (q.body.paymentInstructions ?? []).find(
    (p: { accountOrWalletInfo?: { accountType?: string; payloadToSign?: unknown } }) =>
      p.accountOrWalletInfo?.accountType === "EMBEDDED_WALLET" && typeof p.accountOrWalletInfo.payloadToSign === "string",
  );
  return { id: q.body.id, payloadToSign: entry?.accountOrWalletInfo?.payloadToSign };
}

/** The execution of a quote: the platform's, or the agent's with its token. */
export const executeOp = (quoteId: string, agentToken?: string): { method: string; path: string; auth?: CallOptions["auth"] } =>
  agentToken
    ? { method: "POST", path: `/agents/me/quotes/${enc(quoteId)}/execute`, auth: { bearer: agentToken } }
    : { method: "POST", path: `/quotes/${enc(quoteId)}/execute` };
