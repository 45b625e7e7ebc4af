/** POST /agents/me/transfer-out by an agent: refused, held or carried out as the policy table predicts. */
import { IndexedCommand } from "../../shared/command.js";
import { available, predict, type AgentModel, type AgentReal, type ModelAgent } from "../model.js";

export class TransferOut extends IndexedCommand<AgentModel, AgentReal, ModelAgent, { amount: number }> {
  protected readonly items = (m: Readonly<AgentModel>) => m.agents;
  async run(m: AgentModel, r: AgentReal) {
    const a = this.item(m);
    const { amount } = this.params;
    const res = await r.client.call("POST", "/agents/me/transfer-out", {
      auth: { bearer: a.token },
      body: { source: { accountId: m.usd }, destination: { accountId: m.payee }, amount: amount },
    });
    if (a.deleted) {
      r.s.expect(res.status === 401, "agents.revocation", `a deleted agent's token moved money: ${res.status}`, 401, res.status);
      return;
    }
    const verdict = predict(a, amount);
    if (verdict === "refuse") {
      r.s.expect(
        res.status === 403 && res.body?.code === "FORBIDDEN",
        "agents.policy",
        `${amount} above perTransactionLimit ${a.perTransactionLimit} answered ${res.status} ${res.body?.status ?? res.body?.code ?? ""}`,
        403,
        res.status,
      );
    } else {
      const want = verdict === "approve" ? "PENDING_APPROVAL" : "APPROVED";
      r.s.expect(
        res.status === 201 && res.body?.status === want,
        "agents.policy",
        `${amount} with threshold ${a.threshold} and limit ${a.perTransactionLimit} answered ${res.status} ${res.body?.status ?? res.body?.code ?? ""}`,
        want,
        res.body?.status ?? res.status,
      );
      m.actions.push({ id: res.body.id, agent: a, kind: "out", amount, status: want, txId: res.body.transaction?.id });
      if (want === "APPROVED") m.available -= amount;
    }
    const now = await available(m, r);
    r.s.expect(
      now === m.available,
      verdict === "approve" ? "agents.approval" : "agents.policy",
      `after a ${verdict} transfer of ${amount} the source has ${now} available, expected ${m.available}`,
      m.available,
      now,
    );
  }
  toString() {
    return `transferOut(${this.index}, ${this.params.amount})`;
  }
}
