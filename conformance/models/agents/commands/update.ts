/**
 * PATCH /agents/{agentId}: a body outside the schema answers 400; a rename with a pause is
 * answered and read back (GET /agents/{agentId}); the paused agent keeps its credentials
 * (GET /agents/me answers, showing the pause) and starts no action (a transfer-out refused,
 * not with 401, nothing moves) until a second PATCH resumes it. A deleted agent answers 404.
 */
import { IndexedCommand } from "../../shared/command.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import { asAgent, enc, expectAvailable, type AgentModel, type AgentReal, type ModelAgent } from "../model.js";

/** The amount a paused agent tries to move. */
const PAUSED_AMOUNT = 100;

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
    if (a.connected) await this.paused(m, r, a);
    const resumed = await r.client.call("PATCH", path, { body: { isPaused: false } });
    r.s.expect(resumed.status === 200 && resumed.body?.isPaused === false, "agents.update", `PATCH {isPaused: false} answered ${answered(resumed)}`);
    if (!a.connected) return;
    const again = await r.client.call("GET", "/agents/me", asAgent(a));
    r.s.expect(again.status === 200, "agents.pause", `a resumed agent's token answered ${answered(again)} on GET /agents/me`, 200, again.status);
  }

  /** While paused: its reads answer, its transfer-out is refused (not as bad credentials) and moves nothing. */
  private async paused(m: AgentModel, r: AgentReal, a: ModelAgent) {
    const { s, client } = r;
    const me = await client.call("GET", "/agents/me", asAgent(a));
    s.expect(
      me.status === 200 && me.body?.isPaused === true,
      "agents.pause",
      `a paused agent's GET /agents/me answered ${answered(me)} with isPaused ${me.body?.isPaused}`,
      200,
      me.status,
    );
    const res = await client.call("POST", "/agents/me/transfer-out", {
      ...asAgent(a),
      body: { source: { accountId: m.usd }, destination: { accountId: m.payee }, amount: PAUSED_AMOUNT },
    });
    s.expect(
      res.status >= 400 && res.status < 500 && res.status !== 401,
      "agents.pause",
      `a paused agent's transfer-out of ${PAUSED_AMOUNT} answered ${answered(res)} ${res.body?.status ?? ""}`,
      "a refusal (4xx, not 401)",
      res.status,
    );
    // Carried out all the same: the model follows the money so later checks stay right.
    if (res.status === 201 && typeof res.body?.id === "string") {
      const status = res.body.status === "APPROVED" ? "APPROVED" : "PENDING_APPROVAL";
      m.actions.push({ id: res.body.id, agent: a, kind: "out", amount: PAUSED_AMOUNT, status, txId: res.body.transaction?.id });
      if (status === "APPROVED") m.available -= PAUSED_AMOUNT;
    }
    await expectAvailable(m, r, "agents.pause", "a paused agent's transfer-out");
  }
  toString() {
    return `updateAgent(${this.index}, ${this.params.pause ? "pause" : "rename"})`;
  }
}
