/**
 * The agents model: agents of customer A with random approval thresholds and per-transaction
 * limits, their bearer tokens, the transfer-out actions they start and the platform's
 * decisions. Verdicts are predicted from spec/rules/agents.yaml `decision` (the table the
 * simulator reads). Rules checked, each failure named:
 * - `agents.policy`: a movement above the agent's perTransactionLimit is refused 403
 *   FORBIDDEN and moves nothing; strictly above its approval threshold it waits in
 *   PENDING_APPROVAL (no money moves until approved); otherwise it is APPROVED at once.
 * - `agents.approval`: approve / reject move a PENDING_APPROVAL action (the money moves only
 *   on approval); a decided action answers 409 CONFLICT; the approvals list is exactly the
 *   pending actions.
 * - `agents.revocation`: a deleted agent's token is refused (401) at once, the agent reads
 *   404, and what it left pending is REJECTED.
 * - `agents.scope`: an agent never sees another customer's account (404).
 */
import type { ApiClient } from "../../client/client.js";
import type { Scenario } from "../../runner/types.js";
import { agentRules } from "../../../contract/rules/agents.js";

export interface ModelAgent {
  id: string;
  token: string;
  threshold: number;
  perTransactionLimit: number;
  deleted: boolean;
}

export interface ModelAction {
  id: string;
  agent: ModelAgent;
  amount: number;
  status: "PENDING_APPROVAL" | "APPROVED" | "REJECTED" | "FAILED";
}

export interface AgentModel {
  customerId: string;
  usd: string;
  payee: string;
  /** An external account of customer B: never visible to an agent of A. */
  otherPayee: string;
  available: number;
  agents: ModelAgent[];
  actions: ModelAction[];
}

export interface AgentReal {
  client: ApiClient;
  s: Scenario;
}

/** The verdict the table gives a movement of a model agent (its policies use only these two rules). */
export function predict(a: ModelAgent, amount: number): "refuse" | "approve" | "proceed" {
  let held = false;
  for (const d of agentRules().decision) {
    const applies = d.rule === "perTransactionLimit" ? amount > a.perTransactionLimit : d.rule === "approvalThreshold" ? amount > a.threshold : false;
    if (!applies) continue;
    if (d.outcome === "refuse") return "refuse";
    held = true;
  }
  return held ? "approve" : "proceed";
}

/** The USD available balance of A's account as the service reports it. */
export async function available(m: AgentModel, r: AgentReal): Promise<number> {
  const res = await r.client.call("GET", `/internal-accounts/${encodeURIComponent(m.usd)}`);
  return res.body?.balance?.amount;
}
