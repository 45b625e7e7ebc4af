/**
 * POST /agents with a random threshold and limit, then (unless `redeem` is false) the
 * device-code redeem, without credentials, for its token. `view` false leaves
 * VIEW_TRANSACTIONS out of the policy.
 */
import { Command } from "../../shared/command.js";
import { expectAnswer } from "../../../runner/expect.js";
import { enc, policyOf, type AgentModel, type AgentReal, type ModelAgent } from "../model.js";

interface Params {
  threshold: number;
  perTransactionLimit: number;
  redeem?: boolean;
  view?: boolean;
}

export class CreateAgent extends Command<AgentModel, AgentReal, Params> {
  async run(m: AgentModel, r: AgentReal) {
    const { threshold, perTransactionLimit, redeem = true, view = true } = this.params;
    const name = `model agent ${m.agents.length}`;
    const c = await r.client.call("POST", "/agents", { body: { name, customerId: m.customerId, policy: policyOf(threshold, perTransactionLimit, view) } });
    r.s.expect(c.status === 201 && c.body?.deviceCode?.code, "setup", `POST /agents answered ${c.status} ${c.body?.code ?? ""}`);
    const a: ModelAgent = {
      id: c.body.agent.id,
      name,
      token: "",
      code: c.body.deviceCode.code,
      connected: false,
      view,
      threshold,
      perTransactionLimit,
      deleted: false,
    };
    m.agents.push(a);
    if (!redeem) return;
    const redeemed = await r.client.call("POST", `/agents/device-codes/${enc(a.code!)}/redeem`, { auth: null });
    expectAnswer(r.s, redeemed, "agents.revocation", "redeeming a fresh device code", 200);
    r.s.expect(typeof redeemed.body?.accessToken === "string", "agents.revocation", "a redeemed device code gave no accessToken");
    Object.assign(a, { token: redeemed.body.accessToken, code: undefined, connected: true });
  }
  toString() {
    const { threshold, perTransactionLimit, redeem = true, view = true } = this.params;
    return `createAgent(threshold ${threshold}, limit ${perTransactionLimit}${redeem ? "" : ", not redeemed"}${view ? "" : ", no VIEW_TRANSACTIONS"})`;
  }
}
