/** POST /agents with a random threshold and limit, then the device-code redeem (no credentials) for its token. */
import type fc from "fast-check";
import type { AgentModel, AgentReal } from "../model.js";

export class CreateAgent implements fc.AsyncCommand<AgentModel, AgentReal> {
  constructor(
    readonly threshold: number,
    readonly perTransactionLimit: number,
  ) {}
  check() {
    return true;
  }
  async run(m: AgentModel, r: AgentReal) {
    const policy = {
      permissions: ["VIEW_TRANSACTIONS", "CREATE_TRANSFERS", "CREATE_QUOTES", "EXECUTE_QUOTES", "MANAGE_EXTERNAL_ACCOUNTS"],
      defaultExecutionMode: "AUTO",
      spendingLimits: { currency: "USD", perTransactionLimit: this.perTransactionLimit },
      approvalThresholds: { amount: this.threshold, currency: "USD" },
    };
    const c = await r.client.call("POST", "/agents", { body: { name: "model agent", customerId: m.customerId, policy } });
    r.s.expect(c.status === 201 && c.body?.deviceCode?.code, "setup", `POST /agents answered ${c.status} ${c.body?.code ?? ""}`);
    const redeemed = await r.client.call("POST", `/agents/device-codes/${encodeURIComponent(c.body.deviceCode.code)}/redeem`, { auth: null });
    r.s.expect(
      redeemed.status === 200 && typeof redeemed.body?.accessToken === "string",
      "agents.revocation",
      `redeeming a fresh device code answered ${redeemed.status} ${redeemed.body?.code ?? ""}`,
      200,
      redeemed.status,
    );
    m.agents.push({
      id: c.body.agent.id,
      token: redeemed.body.accessToken,
      threshold: this.threshold,
      perTransactionLimit: this.perTransactionLimit,
      deleted: false,
    });
  }
  toString() {
    return `createAgent(threshold ${this.threshold}, limit ${this.perTransactionLimit})`;
  }
}
