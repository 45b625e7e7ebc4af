/**
 * The designed refusals of POST /agents/me/transfer-in, nothing moving: above the policy's
 * per-transaction limit 403 FORBIDDEN; from an external account in EUR (added by the agent)
 * 400 INVALID_CURRENCY; from one that is not ACTIVE (sandbox suffix 104, added by the agent)
 * 409 CONFLICT; and, when the agent's policy lets it through, an amount above the USD
 * corridor's single-transaction maximum 400 TRANSACTION_SIZE_LIMIT_EXCEEDED.
 */
import { IndexedCommand } from "../../shared/command.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import { accountNumber } from "../../../builders/setup.js";
import { agentEurAccount, agentUsdAccount } from "../../../builders/agents.js";
import { fxRules } from "../../../../contract/rules/money.js";
import { asAgent, expectAvailable, predict, type AgentModel, type AgentReal, type ModelAgent } from "../model.js";

export class TransferInRefusals extends IndexedCommand<AgentModel, AgentReal, ModelAgent, { amount: number }> {
  protected readonly items = (m: Readonly<AgentModel>) => m.agents;
  async run(m: AgentModel, r: AgentReal) {
    const a = this.item(m);
    const { s, client } = r;
    const call = (source: string, amount = this.params.amount) =>
      client.call("POST", "/agents/me/transfer-in", { ...asAgent(a), body: { source: { accountId: source }, destination: { accountId: m.usd }, amount } });
    if (a.deleted || !a.connected) {
      const res = await call(m.payee);
      return s.expect(res.status === 401, "agents.revocation", `an agent without a live token moved money in: ${answered(res)}`, 401, res.status);
    }
    const over = a.perTransactionLimit + 1;
    expectAnswer(
      s,
      await call(m.payee, over),
      "agents.policy",
      `a transfer-in of ${over}, above perTransactionLimit ${a.perTransactionLimit}`,
      403,
      "FORBIDDEN",
    );
    const cap = fxRules().limits.corridorMaxAmount.USD;
    if (cap !== undefined && predict(a, cap + 1) === "proceed") {
      const what = `a transfer-in of ${cap + 1} USD, above the corridor's maximum ${cap}`;
      expectAnswer(s, await call(m.payee, cap + 1), "agents.transfer-refusals", what, 400, "TRANSACTION_SIZE_LIMIT_EXCEEDED");
    }
    const eur = await agentEurAccount(client, s, a.token);
    expectAnswer(s, await call(eur), "agents.transfer-refusals", "a transfer-in from a EUR external account into a USD account", 400, "INVALID_CURRENCY");
    const pending = await agentUsdAccount(client, s, a.token, accountNumber("104"));
    expectAnswer(s, await call(pending), "agents.transfer-refusals", "a transfer-in from an external account not ACTIVE", 409, "CONFLICT");
    await expectAvailable(m, r, "agents.transfer-refusals", "refused transfer-ins");
  }
  toString() {
    return `transferInRefusals(${this.index}, ${this.params.amount})`;
  }
}
