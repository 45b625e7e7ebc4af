/** The stored shapes of the agents area (the contract's Agent, AgentPolicy, AgentAction, AgentDeviceCode, plus internals). */
import type { AgentActionStatus, AgentActionType, AgentPermission } from "../../../../contract/rules/agents.js";

export type ExecutionMode = "AUTO" | "APPROVAL_REQUIRED";

export interface AgentPolicy {
  permissions: AgentPermission[];
  defaultExecutionMode: ExecutionMode;
  spendingLimits: { currency: string; perTransactionLimit: number; dailyLimit?: number | null; monthlyLimit?: number | null; dailyTransactionLimit?: number };
  approvalThresholds?: { amount?: number | null; currency?: string };
  accountRestrictions?: {
    allowedAccountIds?: string[] | null;
    accountRules?: { accountId: string; executionMode?: ExecutionMode; perTransactionLimit?: number | null }[];
  };
}

export interface AgentUsage {
  dailySpend: number;
  dailyTransactionCount: number;
  monthlySpend: number;
  dailyResetDate: string;
  monthlyResetMonth: string;
}

export interface AgentRecord {
  id: string;
  name: string;
  customerId: string;
  isPaused: boolean;
  policy: AgentPolicy;
  usage: AgentUsage;
  /** The current access token (only one at a time) and when it expires (platform clock). */
  token?: { value: string; expiresAt: string };
  createdAt: string;
  updatedAt: string;
}

export interface DeviceCodeRecord {
  /** The code itself is the id. */
  id: string;
  agentId: string;
  expiresAt: string;
  redeemed: boolean;
  /** A newer code for the agent superseded it (answers as unknown). */
  revoked?: boolean;
}

export interface AgentActionRecord {
  id: string;
  agentId: string;
  customerId: string;
  platformCustomerId: string;
  status: AgentActionStatus;
  type: AgentActionType;
  quoteId?: string;
  transactionId?: string;
  transferDetails?: { amount: number; currency: string; sourceAccountId: string; destinationAccountId: string };
  /** The transfer request body kept for its approval. */
  request?: Record<string, unknown>;
  rejectionReason?: string;
  createdAt: string;
  updatedAt: string;
}

/** The principal registered with an agent's bearer token. */
export interface AgentPrincipal {
  kind: "agent";
  agentId: string;
}

/** The principal registered with a device code (the redeem needs no credentials). */
export interface DeviceCodePrincipal {
  kind: "deviceCode";
  code: string;
}
