/**
 * Statements of the live agent operations, once in the fixed walk (a case's first run), by
 * a connected agent: the list filters' bounds are inclusive (GET /agents with
 * createdAfter = createdBefore = the agent's createdAt, and updatedAfter = updatedBefore =
 * its updatedAt, lists it; GET /agents/approvals with startDate = endDate = a pending action's
 * createdAt lists it), and a transfer-out sent twice with one Idempotency-Key answers the
 * same action and moves the money once.
 */
import { randomBytes } from "node:crypto";
import { IndexedCommand } from "../../shared/command.js";
import { answered } from "../../../runner/expect.js";
import type { Json } from "../../../contract/json.js";
import { markWalked, walkDue } from "../../money/refusals.js";
import { asAgent, enc, expectAvailable, predict, type AgentModel, type AgentReal, type ModelAgent } from "../model.js";

/** The amount the idempotent transfer-out moves. */
const AMOUNT = 1_200;

export class AgentLiveWalk extends IndexedCommand<AgentModel, AgentReal, ModelAgent> {
  protected readonly items = (m: Readonly<AgentModel>) => m.agents;
  async run(m: AgentModel, r: AgentReal) {
    const a = this.item(m);
    // A fixed walk, the same in every run: once it went through in a case it is not walked again.
    if (a.deleted || !a.connected || !walkDue(r.s, "agentLiveWalk")) return;
    await this.bounds(m, r, a);
    await this.idempotent(m, r, a);
    markWalked(r.s, "agentLiveWalk");
  }

  private async bounds(m: AgentModel, r: AgentReal, a: ModelAgent) {
    const { s, client } = r;
    const agent = (await client.call("GET", `/agents/${enc(a.id)}`)).body;
    const ids = async (path: string, query: Record<string, string | number>) =>
      ((await client.call("GET", path, { query: { limit: 100, ...query } })).body?.data ?? []).map((x: Json) => x?.id);
    for (const [after, before, at] of [
      ["createdAfter", "createdBefore", agent?.createdAt],
      ["updatedAfter", "updatedBefore", agent?.updatedAt],
    ] as const) {
      const got = await ids("/agents", { customerId: m.customerId, [after]: at, [before]: at });
      s.expect(got.includes(a.id), "agents.list-bounds", `GET /agents with ${after} = ${before} = ${at} (the agent's own) lists ${got.length} agents, not it`);
    }
    const pending = (await client.call("GET", "/agents/approvals", { query: { customerId: m.customerId, limit: 1 } })).body?.data?.[0];
    if (!pending) return s.skipStep(`${this}: the approvals' endDate`, "no action of the customer awaits approval");
    const got = await ids("/agents/approvals", { customerId: m.customerId, startDate: pending.createdAt, endDate: pending.createdAt });
    s.expect(
      got.includes(pending.id),
      "agents.list-bounds",
      `GET /agents/approvals with startDate = endDate = ${pending.createdAt} (a pending action's own) lists ${got.length} actions, not it`,
    );
  }

  private async idempotent(m: AgentModel, r: AgentReal, a: ModelAgent) {
    const { s, client } = r;
    if (predict(a, AMOUNT) !== "proceed") return s.skipStep(`${this}: an idempotent transfer-out`, `${AMOUNT} is not within the agent's policy`);
    const key = `paysim-agent-${randomBytes(8).toString("hex")}`;
    const send = () =>
      client.call("POST", "/agents/me/transfer-out", {
        ...asAgent(a),
        headers: { "idempotency-key": key },
        body: { source: { accountId: m.usd }, destination: { accountId: m.payee }, amount: AMOUNT },
      });
    const first = await send();
    s.expect(first.status === 201 && first.body?.status === "APPROVED", "setup", `an agent's transfer-out of ${AMOUNT} answered ${answered(first)}`);
    if (first.status !== 201 || typeof first.body?.id !== "string") return;
    // Not one of the model's actions (the fixed walk's indices stay as they are): only its money is followed.
    m.available -= AMOUNT;
    const again = await send();
    s.expect(
      again.status === first.status && again.body?.id === first.body.id,
      "agents.idempotency",
      `the same transfer-out with the same Idempotency-Key answered ${answered(again)} action ${again.body?.id}, the first ${first.body.id}`,
      first.body.id,
      again.body?.id,
    );
    await expectAvailable(m, r, "agents.idempotency", `a transfer-out of ${AMOUNT} sent twice with one Idempotency-Key`);
  }

  toString() {
    return `agentLiveWalk(${this.index})`;
  }
}
