/**
 * Quotes from the embedded wallet executed, by the platform and by the customer's agent: the
 * description's signed flow (202, every signature failure tried on it: no signature, an
 * undecodable stamp, the id retried on another quote's execution, a signature over another
 * payload or by a stranger's key, an unknown request id; then the good retry executes, and
 * the id cannot be used again), and the live form on a second quote (a stamp of the quote's
 * own payloadToSign, sent without Request-Id: one over another payload is refused, the right
 * one executes). A signature alone is judged against the quote's payload, so a retry without
 * Request-Id is no failure here.
 */
import type fc from "fast-check";
import { answered } from "../../../client/answer.js";
import { call, expectFailure, liveSessions, stamp, type KeyPair, type WalletModel, type WalletPay, type WalletReal } from "../model.js";
import { signedFlow } from "../signed-flow.js";
import { executeOp, walletPay, walletQuote, type WalletQuote } from "../payments.js";

export class SignedExecution implements fc.AsyncCommand<WalletModel, WalletReal> {
  check(m: Readonly<WalletModel>) {
    return liveSessions(m as WalletModel).length > 0 && m.pay !== null;
  }
  async run(m: WalletModel, r: WalletReal) {
    const pay = await walletPay(m, r, String(this));
    if (!pay) return;
    const key = liveSessions(m)[0].key;
    await this.executions(m, r, pay, key);
    if (pay.agentToken) await this.executions(m, r, pay, key, pay.agentToken);
  }

  private async executions(m: WalletModel, r: WalletReal, pay: WalletPay, key: KeyPair, agentToken?: string) {
    const a = await walletQuote(m, r, pay, agentToken);
    const b = await walletQuote(m, r, pay, agentToken);
    if (!a || !b) return;
    const who = agentToken ? "the agent's execution of a quote from the wallet" : "the execution of a quote from the wallet";
    const op = { ...executeOp(a.id, agentToken), key, what: who };
    const { first, res } = await signedFlow(r, op, {
      defects: { other: { path: executeOp(b.id, agentToken).path }, requestIdOptional: true },
      replay: true,
    });
    r.s.expect(
      first.status === 202 && res?.status === 200,
      agentToken ? "wallet-auth.agent-execution-designed" : "wallet-auth.signed-execution",
      `${who} answered ${answered(first)}${res ? ` then ${answered(res)}` : ""}; expected 202 {payloadToSign, requestId}, then 200 after the signed retry`,
      "202 then 200",
      `${first.status} then ${res ? answered(res) : "(no retry)"}`,
    );
    await this.liveForm(r, b, key, who, agentToken);
  }

  /** The live service's form: a stamp of the quote's own payloadToSign, without Request-Id. */
  private async liveForm(r: WalletReal, q: WalletQuote, key: KeyPair, who: string, agentToken?: string) {
    r.s.expect(
      typeof q.payloadToSign === "string",
      "wallet-auth.execute-signature",
      `a quote from the wallet carries no paymentInstructions[].accountOrWalletInfo.payloadToSign (an EMBEDDED_WALLET entry)`,
      "payloadToSign",
      "none",
    );
    if (typeof q.payloadToSign !== "string") return;
    const { method, path, auth } = executeOp(q.id, agentToken);
    const send = async (payload: string) =>
      call(r, method, path, { headers: { "Service-Wallet-Signature": await stamp(payload, key) }, ...(auth ? { auth } : {}) });
    expectFailure(r, await send(`${q.payloadToSign}x`), "SIGNATURE_INVALID", `${who}: a stamp of another payload than the quote's`);
    const res = await send(q.payloadToSign);
    r.s.expect(
      res.status === 200,
      "wallet-auth.execute-signature",
      `${who} with a stamp of the quote's payloadToSign (no Request-Id) answered ${answered(res)}; expected 200`,
      200,
      answered(res),
    );
  }

  toString() {
    return "signedExecution(platform and agent, every signature failure)";
  }
}
