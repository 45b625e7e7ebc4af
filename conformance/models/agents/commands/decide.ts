/**
 * The platform approves or rejects an action: moves only PENDING_APPROVAL (409 CONFLICT
 * otherwise; 404 once its agent is deleted), and the money with it. An approved quote execution whose quote
 * expired meanwhile is FAILED (live) and its held money released.
 */
import { IndexedCommand } from "../../shared/command.js";
import { expectAnswer } from "../../../runner/expect.js";
import { MACHINE } from "../../../catalogue/tables.js";
import { EXPIRY_MARGIN_MS, available, type AgentModel, type AgentReal, type ModelAction } from "../model.js";

type Outcome = "APPROVED" | "REJECTED" | "FAILED";

export class Decide extends IndexedCommand<AgentModel, AgentReal, ModelAction, { approve: boolean }> {
  protected readonly items = (m: Readonly<AgentModel>) => m.actions;
  async run(m: AgentModel, r: AgentReal) {
    const act = this.item(m);
    const { approve } = this.params;
    const verb = approve ? "approve" : "reject";
    // Where the approval is too close to the quote's expiresAt to call, the model follows the server.
    const lapsed = approve && act.kind === "quote" && act.expiresAtMs !== undefined ? (await r.now()) - act.expiresAtMs : undefined;
    const res = await r.client.call("POST", `/agents/${encodeURIComponent(act.agent.id)}/actions/${encodeURIComponent(act.id)}/${verb}`, {
      body: approve ? undefined : { reason: "model" },
    });
    if (act.agent.deleted) {
      r.s.expect(res.status === 404, "agents.revocation", `${verb} of an action of a deleted agent answered ${res.status}`, 404, res.status);
    } else if (act.status !== "PENDING_APPROVAL") {
      expectAnswer(r.s, res, "agents.approval", `${verb} of a ${act.status} action`, 409, "CONFLICT");
    } else {
      const close = lapsed !== undefined && Math.abs(lapsed) < EXPIRY_MARGIN_MS;
      const want: Outcome = !approve ? "REJECTED" : lapsed !== undefined && lapsed >= 0 ? "FAILED" : "APPROVED";
      const got: Outcome = close && (res.body?.status === "FAILED" || res.body?.status === "APPROVED") ? res.body.status : want;
      r.s.expect(
        res.status === 200 && res.body?.status === got,
        got === "FAILED" ? "agents.approve-expired" : "agents.approval",
        `${verb} of a pending ${act.kind} action${got === "FAILED" ? " whose quote expired" : ""} answered ${res.status} ${res.body?.status ?? res.body?.code ?? ""}`,
        got,
        res.body?.status ?? res.status,
      );
      if (res.status === 200 && res.body?.status === got) r.s.transition(MACHINE.agentAction, "PENDING_APPROVAL", got);
      act.status = got;
      act.txId ??= res.body?.transaction?.id;
      // A transfer-out moves on approval; a quote's money was held at execution and is released when it is not paid.
      if (got === "APPROVED" && act.kind === "out") m.available -= act.amount;
      if (got !== "APPROVED" && act.kind === "quote") m.available += act.amount;
    }
    const now = await available(m, r);
    r.s.expect(now === m.available, "agents.approval", `after ${verb} the source has ${now} available, expected ${m.available}`, m.available, now);
  }
  toString() {
    return `${this.params.approve ? "approve" : "reject"}(${this.index})`;
  }
}
