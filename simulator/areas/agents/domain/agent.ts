/**
 * Agents (pure): creation, renaming / pausing, policy changes, the contract's rendering
 * (isConnected from the token's expiry on the platform clock) and usage kept per UTC day
 * and month.
 */
import type { AgentPolicy, AgentRecord, AgentUsage } from "./types.js";
import type { Schema } from "../../response.js";

const day = (now: string) => now.slice(0, 10);
const month = (now: string) => now.slice(0, 7);

export const emptyUsage = (now: string): AgentUsage => ({
  dailySpend: 0,
  dailyTransactionCount: 0,
  monthlySpend: 0,
  dailyResetDate: day(now),
  monthlyResetMonth: month(now),
});

/** The usage as of `now`: daily figures reset on a new UTC day, the monthly one on a new month. */
export function usageAt(u: AgentUsage, now: string): AgentUsage {
  let next = u;
  if (u.monthlyResetMonth !== month(now)) next = { ...next, monthlySpend: 0, monthlyResetMonth: month(now) };
  if (u.dailyResetDate !== day(now)) next = { ...next, dailySpend: 0, dailyTransactionCount: 0, dailyResetDate: day(now) };
  return next;
}

/** The usage after a movement of `amount` (in the limits' currency; other currencies count once, with amount 0). */
export function addMovement(u: AgentUsage, amount: number, now: string): AgentUsage {
  const cur = usageAt(u, now);
  return { ...cur, dailySpend: cur.dailySpend + amount, monthlySpend: cur.monthlySpend + amount, dailyTransactionCount: cur.dailyTransactionCount + 1 };
}

export function newAgent(id: string, body: { name: string; customerId: string; policy: AgentPolicy }, now: string): AgentRecord {
  return { id, name: body.name, customerId: body.customerId, isPaused: false, policy: body.policy, usage: emptyUsage(now), createdAt: now, updatedAt: now };
}

export function patchAgent(a: AgentRecord, body: { name?: string; isPaused?: boolean }, now: string): AgentRecord {
  const next = { ...a, updatedAt: now };
  if (body.name !== undefined) next.name = body.name;
  if (body.isPaused !== undefined) next.isPaused = body.isPaused;
  return next;
}

/** PATCH /agents/{id}/policy: fields present replace, `spendingLimits` field by field, absent stay. */
export function patchPolicy(
  p: AgentPolicy,
  patch: Partial<Omit<AgentPolicy, "spendingLimits">> & { spendingLimits?: Partial<AgentPolicy["spendingLimits"]> },
): AgentPolicy {
  const next: AgentPolicy = { ...p };
  if (patch.permissions !== undefined) next.permissions = patch.permissions;
  if (patch.defaultExecutionMode !== undefined) next.defaultExecutionMode = patch.defaultExecutionMode;
  if (patch.approvalThresholds !== undefined) next.approvalThresholds = patch.approvalThresholds;
  if (patch.accountRestrictions !== undefined) next.accountRestrictions = patch.accountRestrictions;
  if (patch.spendingLimits !== undefined) {
    const sl: Record<string, unknown> = { ...p.spendingLimits };
    for (const [k, v] of Object.entries(patch.spendingLimits)) if (v !== undefined) sl[k] = v;
    next.spendingLimits = sl as AgentPolicy["spendingLimits"];
  }
  return next;
}

/** A token works while the agent exists and the token is its current one and unexpired (a pause stops actions, not the token). */
export function tokenValid(a: AgentRecord | undefined, token: string, nowMs: number): boolean {
  return !!a && a.token?.value === token && nowMs < Date.parse(a.token.expiresAt);
}

export const isConnected = (a: AgentRecord, nowMs: number): boolean => !!a.token && nowMs < Date.parse(a.token.expiresAt);

/** The contract's Agent. */
export function renderAgent(a: AgentRecord, now: string): Schema<"Agent"> {
  return {
    id: a.id,
    name: a.name,
    customerId: a.customerId,
    isPaused: a.isPaused,
    isConnected: isConnected(a, Date.parse(now)),
    policy: a.policy,
    usage: usageAt(a.usage, now),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}
