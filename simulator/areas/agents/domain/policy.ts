/**
 * The policy's judgement of a money movement (pure), rule by rule in the order of
 * spec/rules/agents.yaml `decision`: the first `refuse` wins (403 FORBIDDEN); else any
 * `approve` holds the movement for the platform (PENDING_APPROVAL); else it proceeds. A
 * paused agent's movement is judged too (the table's `agentPaused`).
 */
import { agentRules, fillReason, type AgentPermission, type AgentRules, type DecisionRule } from "../../../../contract/rules/agents.js";
import type { AgentPolicy, AgentUsage } from "./types.js";
import { usageAt } from "./agent.js";

export interface Movement {
  permission: AgentPermission | null;
  amount: number;
  currency: string;
  /** The source account the money leaves (an external account for a transfer-in). */
  sourceAccountId: string;
  /** The agent moving it, and whether the platform paused it. */
  agent?: { id: string; isPaused: boolean };
}

export type Judgement = { outcome: "proceed" } | { outcome: "approve" | "refuse"; rule: DecisionRule; reason: string };

/** Whether a rule applies, with the values of its reason. */
function applies(rule: DecisionRule, p: AgentPolicy, u: AgentUsage, m: Movement): Record<string, string | number> | undefined {
  const sl = p.spendingLimits;
  const sameCurrency = m.currency === sl.currency;
  const acctRule = p.accountRestrictions?.accountRules?.find((r) => r.accountId === m.sourceAccountId);
  const base = { amount: m.amount, currency: m.currency, account: m.sourceAccountId, limitCurrency: sl.currency };
  const over = (limit: number | null | undefined, value: number, spent?: number) =>
    limit !== null && limit !== undefined && value > limit ? { ...base, limit, ...(spent !== undefined ? { spent } : {}) } : undefined;
  switch (rule) {
    case "agentPaused":
      return m.agent?.isPaused ? { ...base, agent: m.agent.id } : undefined;
    case "sourceNotAllowed": {
      const allowed = p.accountRestrictions?.allowedAccountIds;
      return allowed && !allowed.includes(m.sourceAccountId) ? base : undefined;
    }
    case "perTransactionLimit":
      return sameCurrency ? over(sl.perTransactionLimit, m.amount) : undefined;
    case "accountPerTransactionLimit":
      return over(acctRule?.perTransactionLimit, m.amount);
    case "dailyLimit":
      return sameCurrency ? over(sl.dailyLimit, u.dailySpend + m.amount, u.dailySpend) : undefined;
    case "monthlyLimit":
      return sameCurrency ? over(sl.monthlyLimit, u.monthlySpend + m.amount, u.monthlySpend) : undefined;
    case "dailyTransactionLimit":
      return over(sl.dailyTransactionLimit, u.dailyTransactionCount + 1, u.dailyTransactionCount);
    case "permissionMissing":
      return m.permission && !p.permissions.includes(m.permission) ? { ...base, permission: m.permission } : undefined;
    case "otherCurrency":
      return sameCurrency ? undefined : base;
    case "defaultApprovalRequired":
      return p.defaultExecutionMode === "APPROVAL_REQUIRED" ? base : undefined;
    case "accountApprovalRequired":
      return acctRule?.executionMode === "APPROVAL_REQUIRED" ? base : undefined;
    case "approvalThreshold": {
      const t = p.approvalThresholds;
      if (!t || t.amount === null || t.amount === undefined) return undefined;
      if ((t.currency ?? sl.currency) !== m.currency) return undefined;
      return m.amount > t.amount ? { ...base, limit: t.amount } : undefined;
    }
  }
}

export function judgeMovement(p: AgentPolicy, usage: AgentUsage, m: Movement, now: string, r: AgentRules = agentRules()): Judgement {
  const u = usageAt(usage, now);
  let held: Judgement | undefined;
  for (const d of r.decision) {
    const v = applies(d.rule, p, u, m);
    if (!v) continue;
    const j = { outcome: d.outcome, rule: d.rule, reason: fillReason(d.reason, v) } as Judgement;
    if (d.outcome === "refuse") return j;
    held ??= j;
  }
  return held ?? { outcome: "proceed" };
}
