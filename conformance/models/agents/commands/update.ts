/**
 * PATCH /agents/{agentId}: a body outside the schema answers 400; a rename with a pause is
 * answered and read back (GET /agents/{agentId}); the paused agent's token is refused until
 * a second PATCH resumes it. A deleted agent answers 404.
 */
import { IndexedCommand } from "../../shared/command.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import { asAgent, enc, type AgentModel, type AgentReal, type ModelAgent } from "../model.js";

export class UpdateAgent extends IndexedCommand<AgentModel, AgentReal, ModelAgent, { name: string; pause: boolean }> {
  protected readonly items = (m: Readonly<AgentModel>) => m.agents;
  async run(m: AgentModel, r: AgentReal) {
    const a = this.item(m);
    const path = `/agents/${enc(a.id)}`;
    const { name, pause } = this.params;
    if (a.deleted) {
      expectAnswer(r.s, await r.client.call("PATCH", path, { body: { name } }), "agents.revocation", "PATCH of a deleted agent", 404, "NOT_FOUND");
      return;
    }
    const bad = await r.client.call("PATCH", path, { body: { isPaused: "yes" } });
    expectAnswer(r.s, bad, "agents.invalid-body", "PATCH /agents/{agentId} with a non-boolean isPaused", 400, "INVALID_INPUT");
    const res = await r.client.call("PATCH", path, { body: { name, isPaused: pause } });
    const shows = (b: { name?: unknown; isPaused?: unknown } | undefined) => b?.name === name && b?.isPaused === pause;
    r.s.expect(
      res.status === 200 && shows(res.body),
      "agents.update",
      `PATCH {name, isPaused: ${pause}} answered ${answered(res)} showing ${res.body?.name} / ${res.body?.isPaused}`,
    );
    const back = await r.client.call("GET", path);
    r.s.expect(
      back.status === 200 && shows(back.body),
      "agents.update",
      `after PATCH {name: "${name}", isPaused: ${pause}} the agent reads ${answered(back)} with name "${back.body?.name}", isPaused ${back.body?.isPaused}`,
      { name, isPaused: pause },
      { name: back.body?.name, isPaused: back.body?.isPaused },
    );
    a.name = name;
    if (!pause) return;
    if (a.connected) {
      const me = await r.client.call("GET", "/agents/me", asAgent(a));
      r.s.expect(me.status === 401, "agents.pause", `a paused agent's token answered ${answered(me)} on GET /agents/me`, 401, me.status);
    }
    const resumed = await r.client.call("PATCH", path, { body: { isPaused: false } });
    r.s.expect(resumed.status === 200 && resumed.body?.isPaused === false, "agents.update", `PATCH {isPaused: false} answered ${answered(resumed)}`);
    if (!a.connected) return;
    const again = await r.client.call("GET", "/agents/me", asAgent(a));
    r.s.expect(again.status === 200, "agents.pause", `a resumed agent's token answered ${answered(again)} on GET /agents/me`, 200, again.status);
  }
  toString() {
    return `updateAgent(${this.index}, ${this.params.pause ? "pause" : "rename"})`;
  }
}
