/**
 * An agent's quote to A's payee: POST /agents/me/quotes, read back by id
 * (GET /agents/me/quotes/{quoteId}), then executed (POST /agents/me/quotes/{quoteId}/execute)
 * as the policy predicts from its totalSendingAmount: refused (403, nothing moves), executed
 * at once (APPROVED), or held for the platform's approval (PENDING_APPROVAL). Either way an
 * executed quote's total leaves A's available balance at once (held until it settles or is
 * released).
 */
import { IndexedCommand } from "../../shared/command.js";
import { answered } from "../../../runner/expect.js";
import { asAgent, enc, expectAvailable, predict, type AgentModel, type AgentReal, type ModelAgent } from "../model.js";

export class AgentQuote extends IndexedCommand<AgentModel, AgentReal, ModelAgent, { amount: number }> {
  protected readonly items = (m: Readonly<AgentModel>) => m.agents;
  async run(m: AgentModel, r: AgentReal) {
    const a = this.item(m);
    const { s, client } = r;
    const { amount } = this.params;
    const q = await client.call("POST", "/agents/me/quotes", {
      ...asAgent(a),
      body: {
        source: { sourceType: "ACCOUNT", accountId: m.usd },
        destination: { destinationType: "ACCOUNT", accountId: m.payee },
        lockedCurrencySide: "SENDING",
        lockedCurrencyAmount: amount,
      },
    });
    if (a.deleted) return s.expect(q.status === 401, "agents.revocation", `a deleted agent's token created a quote: ${answered(q)}`, 401, q.status);
    s.expect(q.status === 201 && typeof q.body?.id === "string", "setup", `an agent's quote of ${amount} USD answered ${answered(q)}`);
    const total: number = q.body.totalSendingAmount;
    const read = await client.call("GET", `/agents/me/quotes/${enc(q.body.id)}`, asAgent(a));
    s.expect(
      read.status === 200 && read.body?.id === q.body.id && read.body?.totalSendingAmount === total,
      "agents.reads",
      `the agent's quote ${q.body.id} (total ${total}) reads ${answered(read)} as ${read.body?.id} with total ${read.body?.totalSendingAmount}`,
    );
    const res = await client.call("POST", `/agents/me/quotes/${enc(q.body.id)}/execute`, asAgent(a));
    const verdict = predict(a, total);
    const what = `executing a quote of ${total} (threshold ${a.threshold}, limit ${a.perTransactionLimit})`;
    if (verdict === "refuse") {
      s.expect(res.status === 403 && res.body?.code === "FORBIDDEN", "agents.policy", `${what} answered ${answered(res)}`, 403, res.status);
      return expectAvailable(m, r, "agents.policy", `a refused quote execution of ${total}`);
    }
    const want = verdict === "approve" ? "PENDING_APPROVAL" : "APPROVED";
    s.expect(res.status === 200 && res.body?.status === want, "agents.policy", `${what} answered ${answered(res)}`, want, res.body?.status ?? res.status);
    // Where the answer leaves the held transaction out, the executed quote names it.
    const txId: string | undefined =
      res.body?.transaction?.id ?? (await client.call("GET", `/agents/me/quotes/${enc(q.body.id)}`, asAgent(a))).body?.transactionId;
    m.actions.push({
      id: res.body.id,
      agent: a,
      kind: "quote",
      amount: total,
      status: want,
      txId,
      quoteId: q.body.id,
      expiresAtMs: Date.parse(q.body.expiresAt),
    });
    m.available -= total;
    await expectAvailable(m, r, verdict === "approve" ? "agents.approval" : "agents.policy", `${what}`);
  }
  toString() {
    return `agentQuote(${this.index}, ${this.params.amount})`;
  }
}
