/** DELETE /agents/{id}: 204 once (404 after); its pending actions become REJECTED. */
import type fc from "fast-check";
import { pick, type AgentModel, type AgentReal } from "../model.js";

export class DeleteAgent implements fc.AsyncCommand<AgentModel, AgentReal> {
  constructor(readonly index: number) {}
  check(m: AgentModel) {
    return m.agents.length > 0;
  }
  async run(m: AgentModel, r: AgentReal) {
    const a = pick(m.agents, this.index)!;
    const res = await r.client.call("DELETE", `/agents/${encodeURIComponent(a.id)}`);
    const want = a.deleted ? 404 : 204;
    r.s.expect(res.status === want, "agents.revocation", `DELETE of a ${a.deleted ? "deleted" : "live"} agent answered ${res.status}`, want, res.status);
    a.deleted = true;
    for (const act of m.actions) if (act.agent === a && act.status === "PENDING_APPROVAL") act.status = "REJECTED";
  }
  toString() {
    return `deleteAgent(${this.index})`;
  }
}
