/**
 * PATCH /agents/{agentId}/policy with a new approval threshold and per-transaction limit: a
 * non-integer limit answers 400; the change is answered and read back, the fields not sent
 * (permissions, execution mode, the limits' currency) unchanged; the agent's next movements
 * are judged by it (the model's agent takes the new values). A deleted agent answers 404.
 */
import { IndexedCommand } from "../../shared/command.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import { shown } from "../../../client/answer.js";
import type { Json } from "../../../contract/json.js";
import { enc, policyOf, type AgentModel, type AgentReal, type ModelAgent } from "../model.js";

/** What differs between a policy as read and the one expected (empty when they agree on what the model sets). */
function differences(got: Json, want: ReturnType<typeof policyOf>): string[] {
  const out: string[] = [];
  const same = (what: string, g: unknown, w: unknown) => g === w || void out.push(`${what} ${shown(g)}, expected ${shown(w)}`);
  same("approvalThresholds.amount", got?.approvalThresholds?.amount, want.approvalThresholds.amount);
  same("spendingLimits.perTransactionLimit", got?.spendingLimits?.perTransactionLimit, want.spendingLimits.perTransactionLimit);
  same("spendingLimits.currency", got?.spendingLimits?.currency, want.spendingLimits.currency);
  same("defaultExecutionMode", got?.defaultExecutionMode, want.defaultExecutionMode);
  const perms = Array.isArray(got?.permissions) ? [...got.permissions].sort().join(",") : shown(got?.permissions);
  same("permissions", perms, [...want.permissions].sort().join(","));
  return out;
}

export class ChangePolicy extends IndexedCommand<AgentModel, AgentReal, ModelAgent, { threshold: number; perTransactionLimit: number }> {
  protected readonly items = (m: Readonly<AgentModel>) => m.agents;
  async run(m: AgentModel, r: AgentReal) {
    const a = this.item(m);
    const path = `/agents/${enc(a.id)}`;
    const { threshold, perTransactionLimit } = this.params;
    const body = { approvalThresholds: { amount: threshold, currency: "USD" }, spendingLimits: { perTransactionLimit } };
    if (a.deleted) {
      expectAnswer(r.s, await r.client.call("PATCH", `${path}/policy`, { body }), "agents.revocation", "PATCH of a deleted agent's policy", 404, "NOT_FOUND");
      return;
    }
    const bad = await r.client.call("PATCH", `${path}/policy`, { body: { spendingLimits: { perTransactionLimit: "lots" } } });
    expectAnswer(r.s, bad, "agents.invalid-body", "PATCH /agents/{agentId}/policy with a non-integer perTransactionLimit", 400, "INVALID_INPUT");
    const res = await r.client.call("PATCH", `${path}/policy`, { body });
    const want = policyOf(threshold, perTransactionLimit, a.view);
    const answeredWrong = res.status === 200 ? differences(res.body?.policy, want) : [answered(res)];
    r.s.expect(
      answeredWrong.length === 0,
      "agents.policy-update",
      `PATCH of the policy (threshold ${threshold}, limit ${perTransactionLimit}) answered ${answeredWrong.join("; ")}`,
    );
    const back = await r.client.call("GET", path);
    const readWrong = back.status === 200 ? differences(back.body?.policy, want) : [answered(back)];
    r.s.expect(
      readWrong.length === 0,
      "agents.policy-update",
      `after PATCH of the policy (threshold ${threshold}, limit ${perTransactionLimit}) the agent reads ${readWrong.join("; ")}`,
    );
    Object.assign(a, { threshold, perTransactionLimit });
  }
  toString() {
    return `changePolicy(${this.index}, threshold ${this.params.threshold}, limit ${this.params.perTransactionLimit})`;
  }
}
