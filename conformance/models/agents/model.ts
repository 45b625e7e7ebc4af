/**
 * The agents model: agents of customer A with random approval thresholds and per-transaction
 * limits, their bearer tokens and device codes, the actions they start (transfer-outs,
 * transfer-ins, quote executions) with their transactions, and the platform's decisions.
 * Verdicts are predicted from spec/rules/agents.yaml `decision` (the table the simulator
 * reads); the USD available balance of A's account is predicted after every command. The
 * rules the checks name are listed, with their sources, in rules.ts.
 */
import type { ClockedReal } from "../shared/clocked.js";
import { agentRules } from "../../../contract/rules/agents.js";

export interface ModelAgent {
  id: string;
  name: string;
  /** Its current bearer token ("" while none was redeemed). */
  token: string;
  /** The device code issued and not yet redeemed, if any. */
  code?: string;
  /** A token was redeemed (the agent has an active connection). */
  connected: boolean;
  /** The policy grants VIEW_TRANSACTIONS. */
  view: boolean;
  threshold: number;
  perTransactionLimit: number;
  deleted: boolean;
}

/** What started an action: a transfer-out, a transfer-in or a quote execution. */
export type ActionKind = "out" | "in" | "quote";

export interface ModelAction {
  id: string;
  agent: ModelAgent;
  kind: ActionKind;
  /** The amount it moves (a quote: its totalSendingAmount). */
  amount: number;
  status: "PENDING_APPROVAL" | "APPROVED" | "REJECTED" | "FAILED";
  /** Its transaction, once the service named one. */
  txId?: string;
  quoteId?: string;
  /** A quote execution: its quote's expiresAt (an approval after it fails the action, live). */
  expiresAtMs?: number;
}

/** Closer than this to a quote's expiresAt an approval's outcome is too close to call: the model follows the server. */
export const EXPIRY_MARGIN_MS = 2_000;

export interface AgentModel {
  customerId: string;
  usd: string;
  payee: string;
  /** An external account of customer B: never visible to an agent of A. */
  otherPayee: string;
  /** A transaction of customer B, when the service lists one. */
  otherTx?: string;
  available: number;
  agents: ModelAgent[];
  actions: ModelAction[];
  /** The platform's UMA domain and customer B's UMA address there (when the platform gave B one). */
  umaDomain?: string;
  umaB?: string;
}

/** The real system: the platform's client, the scenario, and its time (the control API's clock or the real one). */
export type AgentReal = ClockedReal;

export const PERMISSIONS = ["VIEW_TRANSACTIONS", "CREATE_TRANSFERS", "CREATE_QUOTES", "EXECUTE_QUOTES", "MANAGE_EXTERNAL_ACCOUNTS"];

/** The policy of a model agent: AUTO, a per-transaction limit and an approval threshold in USD. */
export function policyOf(threshold: number, perTransactionLimit: number, view = true) {
  return {
    permissions: view ? PERMISSIONS : PERMISSIONS.filter((p) => p !== "VIEW_TRANSACTIONS"),
    defaultExecutionMode: "AUTO",
    spendingLimits: { currency: "USD", perTransactionLimit },
    approvalThresholds: { amount: threshold, currency: "USD" },
  };
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
export async function available(m: AgentModel, r: Pick<AgentReal, "client">): Promise<number> {
  const res = await r.client.call("GET", `/internal-accounts/${encodeURIComponent(m.usd)}`);
  return res.body?.balance?.amount;
}

/** Expect the available balance the model predicts, under `rule`, after `what`. */
export async function expectAvailable(m: AgentModel, r: AgentReal, rule: string, what: string): Promise<void> {
  const now = await available(m, r);
  r.s.expect(now === m.available, rule, `after ${what} the source has ${now} available, expected ${m.available}`, m.available, now);
}

/** A call with the agent's bearer token. */
export const asAgent = (a: ModelAgent) => ({ auth: { bearer: a.token } });

/** The path of an id. */
export const enc = encodeURIComponent;
