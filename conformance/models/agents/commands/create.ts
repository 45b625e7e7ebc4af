/** POST /agents with a random threshold and limit, then the device-code redeem (no credentials) for its token. */
import { Command } from "../../shared/command.js";
import { expectAnswer } from "../../shared/expect.js";
import type { AgentModel, AgentReal } from "../model.js";

export class CreateAgent extends Command<AgentModel, AgentReal, { threshold: number; perTransactionLimit: number }> {
  async run(m: AgentModel, r: AgentReal) {
    const { threshold, perTransactionLimit } = this.params;
    const policy = {
      permissions: ["VIEW_TRANSACTIONS", "CREATE_TRANSFERS", "CREATE_QUOTES", "EXECUTE_QUOTES", "MANAGE_EXTERNAL_ACCOUNTS"],
      defaultExecutionMode: "AUTO",
      spendingLimits: { currency: "USD", perTransactionLimit },
      approvalThresholds: { amount: threshold, currency: "USD" },
    };
    const c = await r.client.call("POST", "/agents", { body: { name: "model agent", customerId: m.customerId, policy } });
    r.s.expect(c.status === 201 && c.body?.deviceCode?.code, "setup", `POST /agents answered ${c.status} ${c.body?.code ?? ""}`);
    const redeemed = await r.client.call("POST", `/agents/device-codes/${encodeURIComponent(c.body.deviceCode.code)}/redeem`, { auth: null });
    expectAnswer(r.s, redeemed, "agents.revocation", "redeeming a fresh device code", 200);
    r.s.expect(typeof redeemed.body?.accessToken === "string", "agents.revocation", "a redeemed device code gave no accessToken");
    m.agents.push({
      id: c.body.agent.id,
      token: redeemed.body.accessToken,
      threshold,
      perTransactionLimit,
      deleted: false,
    });
  }
  toString() {
    const { threshold, perTransactionLimit } = this.params;
    return `createAgent(threshold ${threshold}, limit ${perTransactionLimit})`;
  }
}
