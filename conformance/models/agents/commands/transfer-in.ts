/**
 * POST /agents/me/transfer-in by an agent: without destination 400, from another customer's
 * external account 404; then the transfer itself (201), read until its transaction
 * completes, after which A's available balance must have risen by exactly the amount (the
 * model's prediction), and the action in the status the policy predicts. (Its designed
 * refusals: transfer-in-refusals.ts.)
 */
import { IndexedCommand } from "../../shared/command.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import { asAgent, enc, expectAvailable, predict, type AgentModel, type AgentReal, type ModelAgent } from "../model.js";
import { sandboxPayoutRules } from "../../../../contract/rules/money.js";
import type { Json } from "../../../contract/json.js";
import { transactionRules } from "../../../../contract/rules/money-states.js";

/** Where polling a transaction stops: COMPLETED (a pull is not returned) or a final status of the table. */
const FINAL = new Set<string>(["COMPLETED", ...transactionRules().final]);

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

  toString() {
    return `transferIn(${this.index}, ${this.params.amount})`;
  }
}
