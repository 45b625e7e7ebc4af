/**
 * The policy's judgement (spec/rules/agents.yaml `decision`) as properties of the pure
 * function: a hard limit always refuses whatever else applies; a missing permission and a
 * paused agent refuse (live); an amount strictly above the approval threshold (same
 * currency) is held, equal or below is not; the verdict is "proceed" only when no rule
 * applies; usage resets on a new UTC day and month.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { judgeMovement } from "../../simulator/areas/agents/domain/policy.js";
import { addMovement, emptyUsage, usageAt, patchPolicy } from "../../simulator/areas/agents/domain/agent.js";
import { moveAction } from "../../simulator/areas/agents/domain/actions.js";
import { formatDeviceCode, redeemRefusal } from "../../simulator/areas/agents/domain/codes.js";
import type { AgentPolicy } from "../../simulator/areas/agents/domain/types.js";

const NOW = "2025-10-13T12:00:00.000Z";
const policy = (o: Partial<AgentPolicy> = {}): AgentPolicy => ({
  permissions: ["EXECUTE_QUOTES"],
  defaultExecutionMode: "AUTO",
  spendingLimits: { currency: "USD", perTransactionLimit: 1_000_000 },
  ...o,
});
const move = (amount: number, currency = "USD") => ({ permission: "EXECUTE_QUOTES" as const, amount, currency, sourceAccountId: "InternalAccount:a" });

describe("judgeMovement", () => {
  it("above perTransactionLimit refuses, whatever approval rule also applies", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), fc.boolean(), (limit, extra, approvalMode) => {
        const p = policy({
          spendingLimits: { currency: "USD", perTransactionLimit: limit },
          defaultExecutionMode: approvalMode ? "APPROVAL_REQUIRED" : "AUTO",
          permissions: [],
        });
        const j = judgeMovement(p, emptyUsage(NOW), move(limit + extra), NOW);
        return j.outcome === "refuse" && (j.rule === "perTransactionLimit" || j.rule === "permissionMissing");
      }),
    );
  });

  it("strictly above approvalThresholds.amount holds; equal or below proceeds", () => {
    fc.assert(
      fc.property(fc.nat({ max: 500_000 }), fc.integer({ min: -500_000, max: 500_000 }), (threshold, delta) => {
        const amount = Math.max(0, threshold + delta);
        const j = judgeMovement(policy({ approvalThresholds: { amount: threshold } }), emptyUsage(NOW), move(amount), NOW);
        return amount > threshold ? j.outcome === "approve" && j.rule === "approvalThreshold" : j.outcome === "proceed";
      }),
    );
  });

  it("a missing permission or a paused agent refuses (live: 403); APPROVAL_REQUIRED or another currency holds; nothing applying proceeds", () => {
    expect(judgeMovement(policy({ permissions: [] }), emptyUsage(NOW), move(1), NOW)).toMatchObject({ outcome: "refuse", rule: "permissionMissing" });
    const paused = { ...move(1), agent: { id: "Agent:a", isPaused: true } };
    expect(judgeMovement(policy({ defaultExecutionMode: "APPROVAL_REQUIRED" }), emptyUsage(NOW), paused, NOW)).toMatchObject({
      outcome: "refuse",
      rule: "agentPaused",
    });
    expect(judgeMovement(policy(), emptyUsage(NOW), { ...paused, agent: { id: "Agent:a", isPaused: false } }, NOW)).toEqual({ outcome: "proceed" });
    expect(judgeMovement(policy({ defaultExecutionMode: "APPROVAL_REQUIRED" }), emptyUsage(NOW), move(1), NOW)).toMatchObject({ outcome: "approve" });
    expect(judgeMovement(policy(), emptyUsage(NOW), move(1, "EUR"), NOW)).toMatchObject({ outcome: "approve", rule: "otherCurrency" });
    expect(judgeMovement(policy(), emptyUsage(NOW), move(1), NOW)).toEqual({ outcome: "proceed" });
  });

  it("daily limit counts today's spend; a new UTC day resets it", () => {
    const p = policy({ spendingLimits: { currency: "USD", perTransactionLimit: 1000, dailyLimit: 1500 } });
    const used = addMovement(emptyUsage(NOW), 1000, NOW);
    expect(judgeMovement(p, used, move(600), NOW)).toMatchObject({ outcome: "refuse", rule: "dailyLimit" });
    expect(judgeMovement(p, used, move(500), NOW)).toEqual({ outcome: "proceed" });
    expect(judgeMovement(p, used, move(600), "2025-10-14T00:00:00.000Z")).toEqual({ outcome: "proceed" });
    expect(usageAt(used, "2025-11-01T00:00:00.000Z")).toMatchObject({ dailySpend: 0, monthlySpend: 0, monthlyResetMonth: "2025-11" });
  });

  it("a source outside allowedAccountIds refuses", () => {
    const p = policy({ accountRestrictions: { allowedAccountIds: ["InternalAccount:b"] } });
    expect(judgeMovement(p, emptyUsage(NOW), move(1), NOW)).toMatchObject({ outcome: "refuse", rule: "sourceNotAllowed" });
  });
});

describe("policy patch, actions, codes", () => {
  it("PATCH keeps absent fields, replaces present ones, spendingLimits field by field", () => {
    const p = policy({ spendingLimits: { currency: "USD", perTransactionLimit: 10, dailyLimit: 20 } });
    const next = patchPolicy(p, { spendingLimits: { dailyLimit: null }, permissions: ["VIEW_TRANSACTIONS"] });
    expect(next).toMatchObject({
      permissions: ["VIEW_TRANSACTIONS"],
      defaultExecutionMode: "AUTO",
      spendingLimits: { currency: "USD", perTransactionLimit: 10, dailyLimit: null },
    });
  });

  it("only a PENDING_APPROVAL action moves; anything else is 409 CONFLICT", () => {
    const a = {
      id: "AgentAction:1",
      agentId: "Agent:1",
      customerId: "Customer:1",
      platformCustomerId: "c",
      status: "PENDING_APPROVAL" as const,
      type: "TRANSFER_OUT" as const,
      createdAt: NOW,
      updatedAt: NOW,
    };
    const approved = moveAction(a, "approve", NOW);
    expect(approved.status).toBe("APPROVED");
    for (const on of ["approve", "reject", "fail", "agentDeleted"] as const) expect(() => moveAction(approved, on, NOW)).toThrow(/not PENDING_APPROVAL/);
  });

  it("device codes: 8 consonants in two groups; redeem refusals in order unknown, redeemed, expired", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (b) => /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/.test(formatDeviceCode(b))),
    );
    const t = Date.parse(NOW);
    expect(redeemRefusal(undefined, t)).toBe("unknown");
    expect(redeemRefusal({ redeemed: false, expiresAt: NOW, revoked: true }, t - 1)).toBe("unknown");
    expect(redeemRefusal({ redeemed: true, expiresAt: NOW }, t + 1)).toBe("redeemed");
    expect(redeemRefusal({ redeemed: false, expiresAt: NOW }, t)).toBe("expired");
    expect(redeemRefusal({ redeemed: false, expiresAt: NOW }, t - 1)).toBeUndefined();
  });
});
