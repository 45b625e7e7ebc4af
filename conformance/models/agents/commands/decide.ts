/** The platform approves or rejects an action: moves only PENDING_APPROVAL (409 otherwise; 404 once its agent is deleted). */
import type fc from "fast-check";
import { available, pick, type AgentModel, type AgentReal } from "../model.js";

export class Decide implements fc.AsyncCommand<AgentModel, AgentReal> {
  constructor(
    readonly index: number,
    readonly approve: boolean,
  ) {}
  check(m: AgentModel) {
    return m.actions.length > 0;
  }
  async run(m: AgentModel, r: AgentReal) {
    const act = pick(m.actions, this.index)!;
    const verb = this.approve ? "approve" : "reject";
    const res = await r.client.call("POST", `/agents/${encodeURIComponent(act.agent.id)}/actions/${encodeURIComponent(act.id)}/${verb}`, {
      body: this.approve ? undefined : { reason: "model" },
    });
    if (act.agent.deleted) {
      r.s.expect(res.status === 404, "agents.revocation", `${verb} of an action of a deleted agent answered ${res.status}`, 404, res.status);
    } else if (act.status !== "PENDING_APPROVAL") {
      r.s.expect(res.status === 409, "agents.approval", `${verb} of a ${act.status} action answered ${res.status}`, 409, res.status);
    } else {
      const want = this.approve ? "APPROVED" : "REJECTED";
      r.s.expect(
        res.status === 200 && res.body?.status === want,
        "agents.approval",
        `${verb} of a pending action answered ${res.status} ${res.body?.status ?? res.body?.code ?? ""}`,
        want,
        res.body?.status ?? res.status,
      );
      act.status = want;
      if (this.approve) m.available -= act.amount;
    }
    const now = await available(m, r);
    r.s.expect(now === m.available, "agents.approval", `after ${verb} the source has ${now} available, expected ${m.available}`, m.available, now);
  }
  toString() {
    return `${this.approve ? "approve" : "reject"}(${this.index})`;
  }
}
