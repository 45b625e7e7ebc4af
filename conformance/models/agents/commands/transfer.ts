/** POST /agents/me/transfer-out by an agent: refused, held or carried out as the policy table predicts. */
import type fc from "fast-check";
import { available, pick, predict, type AgentModel, type AgentReal } from "../model.js";

export class TransferOut implements fc.AsyncCommand<AgentModel, AgentReal> {
  constructor(
    readonly index: number,
    readonly amount: number,
  ) {}
  check(m: AgentModel) {
    return m.agents.length > 0;
  }
  async run(m: AgentModel, r: AgentReal) {
    const a = pick(m.agents, this.index)!;
    const res = await r.client.call("POST", "/agents/me/transfer-out", {
      auth: { bearer: a.token },
      body: { source: { accountId: m.usd }, destination: { accountId: m.payee }, amount: this.amount },
    });
    if (a.deleted) {
      r.s.expect(res.status === 401, "agents.revocation", `a deleted agent's token moved money: ${res.status}`, 401, res.status);
      return;
    }
    const verdict = predict(a, this.amount);
    if (verdict === "refuse") {
      r.s.expect(
        res.status === 403 && res.body?.code === "FORBIDDEN",
        "agents.policy",
        `${this.amount} above perTransactionLimit ${a.perTransactionLimit} answered ${res.status} ${res.body?.status ?? res.body?.code ?? ""}`,
        403,
        res.status,
      );
    } else {
      const want = verdict === "approve" ? "PENDING_APPROVAL" : "APPROVED";
      r.s.expect(
        res.status === 201 && res.body?.status === want,
        "agents.policy",
        `${this.amount} with threshold ${a.threshold} and limit ${a.perTransactionLimit} answered ${res.status} ${res.body?.status ?? res.body?.code ?? ""}`,
        want,
        res.body?.status ?? res.status,
      );
      m.actions.push({ id: res.body.id, agent: a, amount: this.amount, status: want });
      if (want === "APPROVED") m.available -= this.amount;
    }
    const now = await available(m, r);
    r.s.expect(
      now === m.available,
      verdict === "approve" ? "agents.approval" : "agents.policy",
      `after a ${verdict} transfer of ${this.amount} the source has ${now} available, expected ${m.available}`,
      m.available,
      now,
    );
  }
  toString() {
    return `transferOut(${this.index}, ${this.amount})`;
  }
}
