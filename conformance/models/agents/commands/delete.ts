/** DELETE /agents/{id}: 204 once (404 after); its pending actions become REJECTED (a held quote's money released). */
import { IndexedCommand } from "../../shared/command.js";
import { expectAnswer } from "../../../runner/expect.js";
import type { AgentModel, AgentReal, ModelAgent } from "../model.js";

export class DeleteAgent extends IndexedCommand<AgentModel, AgentReal, ModelAgent> {
  protected readonly items = (m: Readonly<AgentModel>) => m.agents;
  async run(m: AgentModel, r: AgentReal) {
    const a = this.item(m);
    const res = await r.client.call("DELETE", `/agents/${encodeURIComponent(a.id)}`);
    expectAnswer(r.s, res, "agents.revocation", `DELETE of a ${a.deleted ? "deleted" : "live"} agent`, a.deleted ? 404 : 204);
    a.deleted = true;
    for (const act of m.actions) {
      if (act.agent !== a || act.status !== "PENDING_APPROVAL") continue;
      act.status = "REJECTED";
      // A held quote execution is rejected with its agent: its money is released.
      if (act.kind === "quote") m.available += act.amount;
    }
  }
  toString() {
    return `deleteAgent(${this.index})`;
  }
}
