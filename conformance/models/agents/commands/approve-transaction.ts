/**
 * POST /transactions/{transactionId}/approve on the transaction of one of the agents' actions
 * (index 0 the newest). A quote execution held for approval: a receiverCustomerInfo that is
 * not an object answers 400 and approves nothing; then 200, and its action follows
 * (APPROVED; the money stays held until the payout settles). Any other transaction (carried
 * out, already approved, rejected, a transfer-in): 409
 * TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL.
 */
import { IndexedCommand } from "../../shared/command.js";
import { MACHINE } from "../../../catalogue/tables.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import { asAgent, enc, expectAvailable, type AgentModel, type AgentReal, type ModelAction } from "../model.js";

export class ApproveTransaction extends IndexedCommand<AgentModel, AgentReal, ModelAction> {
  protected readonly items = (m: Readonly<AgentModel>) => m.actions.filter((x) => x.txId).reverse();
  async run(m: AgentModel, r: AgentReal) {
    const act = this.item(m);
    const { s, client } = r;
    const path = `/transactions/${enc(act.txId!)}/approve`;
    const held = act.kind === "quote" && act.status === "PENDING_APPROVAL";
    if (held) {
      const bad = await client.call("POST", path, { body: { receiverCustomerInfo: "not an object" } });
      expectAnswer(s, bad, "agents.invalid-body", "approving with a receiverCustomerInfo that is not an object", 400, "INVALID_INPUT");
    }
    const res = await client.call("POST", path);
    if (!held) {
      const what = `approving the transaction of a ${act.status} ${act.kind} action (not pending platform approval)`;
      expectAnswer(s, res, "transactions.approve", what, 409, "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL");
      return expectAvailable(m, r, "transactions.approve", what);
    }
    s.expect(
      res.status === 200 && res.body?.id === act.txId,
      "transactions.approve",
      `approving an agent's transaction pending platform approval answered ${answered(res)} for ${res.body?.id}`,
      200,
      res.status,
    );
    act.status = "APPROVED";
    if (!act.agent.deleted) {
      const followed = await client.call("GET", `/agents/me/actions/${enc(act.id)}`, asAgent(act.agent));
      s.expect(
        followed.body?.status === "APPROVED",
        "agents.approval",
        `the action of an approved transaction reads ${answered(followed)}`,
        "APPROVED",
        followed.body?.status,
      );
      if (followed.body?.status === "APPROVED") s.transition(MACHINE.agentAction, "PENDING_APPROVAL", "APPROVED");
    }
    await expectAvailable(m, r, "agents.approval", "approving a held quote execution");
  }
  toString() {
    return `approveTransaction(${this.index})`;
  }
}
