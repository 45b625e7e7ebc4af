/**
 * An agent's token on /agents/me (200 alive, 401 deleted), the agent read by the platform
 * (404 once deleted), another customer's account read by the agent (404), and the approvals
 * list against the model's pending actions.
 */
import { IndexedCommand } from "../../shared/command.js";
import type { AgentModel, AgentReal, ModelAgent } from "../model.js";

export class Probe extends IndexedCommand<AgentModel, AgentReal, ModelAgent> {
  protected readonly items = (m: Readonly<AgentModel>) => m.agents;
  async run(m: AgentModel, r: AgentReal) {
    const a = this.item(m);
    const me = await r.client.call("GET", "/agents/me", { auth: { bearer: a.token } });
    const byPlatform = await r.client.call("GET", `/agents/${encodeURIComponent(a.id)}`);
    if (a.deleted) {
      r.s.expect(me.status === 401, "agents.revocation", `a deleted agent's token answered ${me.status} on GET /agents/me`, 401, me.status);
      r.s.expect(byPlatform.status === 404, "agents.revocation", `a deleted agent reads ${byPlatform.status}`, 404, byPlatform.status);
    } else {
      r.s.expect(
        me.status === 200 && me.body?.id === a.id,
        "agents.revocation",
        `a live agent's token answered ${me.status} ${me.body?.code ?? ""}`,
        200,
        me.status,
      );
      const other = await r.client.call("GET", `/agents/me/external-accounts/${encodeURIComponent(m.otherPayee)}`, { auth: { bearer: a.token } });
      r.s.expect(other.status === 404, "agents.scope", `an agent of customer A read customer B's external account: ${other.status}`, 404, other.status);
    }
    const list = await r.client.call("GET", "/agents/approvals", { query: { customerId: m.customerId, limit: 100 } });
    const got = new Set<string>((list.body?.data ?? []).map((x: { id: string }) => x.id));
    const want = m.actions.filter((x) => x.status === "PENDING_APPROVAL").map((x) => x.id);
    r.s.expect(
      got.size === want.length && want.every((id) => got.has(id)),
      "agents.approval",
      `the approvals list holds ${got.size} actions; the model has ${want.length} pending`,
      want.length,
      got.size,
    );
  }
  toString() {
    return `probe(${this.index})`;
  }
}
