/**
 * POST /agents/me/transfer-in by an agent: without destination 400, from another customer's
 * external account 404; then the transfer itself (201), read until its transaction
 * completes, after which A's available balance must have risen by exactly the amount (the
 * model's prediction), the action in the status the policy predicts; then the designed
 * refusals: above the policy's limit 403, from an external account in EUR 400
 * INVALID_CURRENCY, from one that is not ACTIVE (sandbox suffix 104, added by the agent) 409.
 */
import { IndexedCommand } from "../../shared/command.js";
import { answered, expectAnswer } from "../../shared/expect.js";
import { accountNumber } from "../../../builders/setup.js";
import { agentEurAccount, agentUsdAccount } from "../../../builders/agents.js";
import { asAgent, enc, expectAvailable, predict, type AgentModel, type AgentReal, type ModelAgent } from "../model.js";
import { sandboxPayoutRules } from "../../../../contract/rules/money.js";
import type { Json } from "../../../contract/json.js";

const FINAL = new Set(["COMPLETED", "FAILED", "REJECTED", "REFUNDED", "EXPIRED"]);

export class TransferIn extends IndexedCommand<AgentModel, AgentReal, ModelAgent, { amount: number }> {
  protected readonly items = (m: Readonly<AgentModel>) => m.agents;
  async run(m: AgentModel, r: AgentReal) {
    const a = this.item(m);
    const { s, client } = r;
    const { amount } = this.params;
    const call = (source: string, body: Record<string, unknown> = { destination: { accountId: m.usd }, amount }) =>
      client.call("POST", "/agents/me/transfer-in", { ...asAgent(a), body: { source: { accountId: source }, ...body } });
    if (a.deleted || !a.connected) {
      const res = await call(m.payee);
      return s.expect(res.status === 401, "agents.revocation", `an agent without a live token moved money in: ${answered(res)}`, 401, res.status);
    }
    expectAnswer(s, await call(m.payee, { amount }), "agents.invalid-body", "a transfer-in without destination", 400, "INVALID_INPUT");
    expectAnswer(s, await call(m.otherPayee), "agents.transfer-in", "a transfer-in from another customer's external account", 404, "ACCOUNT_NOT_FOUND");
    await expectAvailable(m, r, "agents.transfer-in", "refused transfer-ins");

    const res = await call(m.payee);
    s.expect(
      res.status === 201 && typeof res.body?.id === "string",
      "agents.transfer-in",
      `a transfer-in of ${amount} answered ${answered(res)}`,
      201,
      res.status,
    );
    const said = res.body?.transferDetails?.amount;
    s.expect(said === amount, "agents.transfer-in", `a transfer-in of ${amount} answered transferDetails.amount ${said}`, amount, said);
    const txId: string | undefined = res.body?.transaction?.id;
    m.actions.push({ id: res.body.id, agent: a, kind: "in", amount, status: res.body.status, txId });
    if (res.body.status === "APPROVED" && txId) await this.credited(m, r, txId);
    const want = predict(a, amount) === "approve" ? "PENDING_APPROVAL" : "APPROVED";
    const what = `a transfer-in of ${amount} (threshold ${a.threshold}, limit ${a.perTransactionLimit})`;
    s.expect(res.body.status === want, "agents.policy", `${what} answered ${answered(res)}`, want, res.body.status);
    await this.refusals(m, r, a, call);
  }

  /** The transfer-in's transaction read until it ends: completed, A's balance has risen by the amount. */
  private async credited(m: AgentModel, r: AgentReal, txId: string) {
    const { s, client } = r;
    const { amount } = this.params;
    let tx: Json;
    const done = await r.time.until(
      async () => {
        tx = (await client.call("GET", `/transactions/${enc(txId)}`)).body;
        return FINAL.has(tx?.status);
      },
      Math.ceil(sandboxPayoutRules().processingMs / 1000) * 3,
      "a transfer-in's settlement",
    );
    if (!done) return s.skipStep(String(this), `its transaction is still ${tx?.status}: the credit could not be seen`);
    s.expect(tx.status === "COMPLETED", "agents.transfer-in", `a transfer-in from a default sandbox account ended ${tx.status}`, "COMPLETED", tx.status);
    m.available += amount;
    await expectAvailable(m, r, "agents.transfer-in", `a completed transfer-in of ${amount}`);
  }

  /** Refusals of the policy and of the platform's transfer-in (designed): nothing moves. */
  private async refusals(
    m: AgentModel,
    r: AgentReal,
    a: ModelAgent,
    call: (source: string, body?: Record<string, unknown>) => ReturnType<AgentReal["client"]["call"]>,
  ) {
    const { s, client } = r;
    const over = a.perTransactionLimit + 1;
    const tooMuch = await call(m.payee, { destination: { accountId: m.usd }, amount: over });
    expectAnswer(s, tooMuch, "agents.policy", `a transfer-in of ${over}, above perTransactionLimit ${a.perTransactionLimit}`, 403, "FORBIDDEN");
    const eur = await agentEurAccount(client, s, a.token);
    expectAnswer(s, await call(eur), "agents.transfer-refusals", "a transfer-in from a EUR external account into a USD account", 400, "INVALID_CURRENCY");
    const pending = await agentUsdAccount(client, s, a.token, accountNumber("104"));
    expectAnswer(s, await call(pending), "agents.transfer-refusals", "a transfer-in from an external account not ACTIVE", 409, "CONFLICT");
    await expectAvailable(m, r, "agents.transfer-refusals", "refused transfer-ins");
  }

  toString() {
    return `transferIn(${this.index}, ${this.params.amount})`;
  }
}
