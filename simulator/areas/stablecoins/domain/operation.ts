/**
 * Mints and burns (pure): the operation record, its lifecycle on the platform clock
 * (chosen by the `description` suffix, spec/rules/stablecoins.yaml), and the money effect
 * of each step: a completed operation settles what was held, a failed or expired one
 * releases it. The handler turns effects into ledger postings and token holdings.
 */
import { bySuffix, stablecoinRules, type LifecycleStep, type OperationStatus, type StablecoinRules } from "../../../../contract/rules/stablecoins.js";

export interface OperationMoney {
  /** Fiat value in the smallest unit of `fiatCurrency`. */
  fiat: number;
  fiatCurrency: string;
  /** MINT: how it is funded (`internal` = held on fundingAccountId); BURN: `tokens` (a holding) or `outside` (a deposit, the provider's balance). */
  funding: "internal" | "world" | "tokens" | "outside";
  fundingAccountId?: string;
  /** MINT: the holding credited on completion (none: an external destination); BURN: the holding whose tokens are held (none: tokens from outside). */
  holdingId?: string;
  /** World purpose the fiat comes from (MINT, world funding) or goes to (BURN). */
  worldPurpose?: string;
}

export interface OperationRecord {
  id: string;
  stablecoinId: string;
  operationType: "MINT" | "BURN";
  status: OperationStatus;
  amount: string;
  description?: string;
  source: Record<string, unknown>;
  destination: Record<string, unknown>;
  fundingInstructions?: Record<string, unknown>;
  estimatedDelivery?: Record<string, unknown>;
  provider: string;
  providerEnvironment: string;
  providerStatus: string;
  stablecoinProviderAccountId: string;
  failureReason?: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
  money: OperationMoney;
}

export const lifecycleOf = (description: string | undefined, r: StablecoinRules = stablecoinRules()): LifecycleStep<OperationStatus>[] =>
  bySuffix(r.operations.lifecycles, description).value;

export const isFinal = (s: OperationStatus, r: StablecoinRules = stablecoinRules()): boolean => r.operations.final.includes(s);

export type Effect = "none" | "settle" | "release";

export const effectOf = (s: OperationStatus): Effect => (s === "COMPLETED" ? "settle" : s === "FAILED" || s === "EXPIRED" ? "release" : "none");

export type NewOperation = Omit<OperationRecord, "status" | "providerStatus" | "expiresAt" | "updatedAt">;

export function newOperation(o: NewOperation, r: StablecoinRules = stablecoinRules()): OperationRecord {
  const status = r.operations.initial;
  return {
    ...o,
    status,
    providerStatus: status.toLowerCase(),
    expiresAt: new Date(Date.parse(o.createdAt) + r.operations.fundingWindowSeconds * 1000).toISOString(),
    updatedAt: o.createdAt,
  };
}

/** Apply a lifecycle step: the next record and its money effect, or undefined when nothing changes. */
export function applyStep(
  op: OperationRecord,
  step: LifecycleStep<OperationStatus>,
  now: string,
  r: StablecoinRules = stablecoinRules(),
): { next: OperationRecord; effect: Effect } | undefined {
  if (isFinal(op.status, r) || op.status === step.status) return undefined;
  const next: OperationRecord = { ...op, status: step.status, providerStatus: step.status.toLowerCase(), updatedAt: now };
  if (step.failureReason) next.failureReason = step.failureReason;
  return { next, effect: effectOf(step.status) };
}

/** The resource as the API shows it. */
export function renderOperation(op: OperationRecord): Record<string, unknown> {
  const { money: _money, ...shown } = op;
  return shown;
}
