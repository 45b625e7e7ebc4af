/**
 * The stablecoin model: one provisioned coin, its Service operations enablement, its mints
 * and burns, the funding account's balances and the token holding, predicted from
 * spec/rules/stablecoins.yaml (the table the simulator reads) on the platform clock.
 * Rules checked, each failure named:
 * - `stablecoins.enablement`: the description's table (request: NOT_ENABLED ->
 *   PENDING_APPROVAL, repeat while PENDING_APPROVAL succeeds, else 409
 *   STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE) and the operator's transitions.
 * - `stablecoins.operations`: mints and burns are refused while not enabled
 *   (STABLECOIN_SERVICE_OPERATIONS_NOT_ENABLED), for amounts the funding currency cannot hold
 *   (STABLECOIN_AMOUNT_NOT_REPRESENTABLE), beyond the funds or tokens available (INSUFFICIENT_FUNDS).
 * - `stablecoins.lifecycle`: each operation reads the status its lifecycle gives at the platform time.
 * - `stablecoins.balance`: a mint holds its fiat at once, settles it on COMPLETED and
 *   releases it on FAILED / EXPIRED (available and total balance exact).
 */
import type { AdminCall, ClockedReal } from "../shared/clocked.js";
import { bySuffix, stablecoinRules, type EnablementStatus, type LifecycleStep, type OperationStatus } from "../../../contract/rules/stablecoins.js";

export interface ModelOp {
  id: string;
  type: "MINT" | "BURN";
  units: number;
  fiat: number;
  createdAtMs: number;
  steps: LifecycleStep<OperationStatus>[];
}

export interface StablecoinModel {
  coinId: string;
  accountId: string;
  externalAccountId: string;
  funded: number;
  enablement: EnablementStatus;
  ops: ModelOp[];
}

export type StablecoinReal = ClockedReal & { admin: AdminCall };

/** Closer than this to a step the outcome is too close to call: the model follows the server. */
export const MARGIN_MS = 1_500;
/** Units per fiat cent: the coin's decimals over USD's 2 (the table's token.decimals). */
export const UNITS_PER_CENT = 10 ** (stablecoinRules().token.decimals - 2);

export const lifecycle = (description: string): LifecycleStep<OperationStatus>[] => bySuffix(stablecoinRules().operations.lifecycles, description).value;

const stepAt = (op: ModelOp, s: LifecycleStep) => op.createdAtMs + s.afterSeconds * 1000;

/** Whether any step of any operation falls too close to `t` to call. */
export const ambiguous = (m: StablecoinModel, t: number): boolean => m.ops.some((op) => op.steps.some((s) => Math.abs(stepAt(op, s) - t) < MARGIN_MS));

export function statusAt(op: ModelOp, t: number): OperationStatus {
  let status: OperationStatus = stablecoinRules().operations.initial;
  for (const s of op.steps) if (stepAt(op, s) <= t) status = s.status;
  return status;
}

const released = (s: OperationStatus) => s === "FAILED" || s === "EXPIRED";

/** Balances and the holding the rules give at `t`. */
export function predicted(m: StablecoinModel, t: number): { available: number; total: number; tokens: number } {
  let available = m.funded;
  let total = m.funded;
  let tokens = 0;
  for (const op of m.ops) {
    const s = statusAt(op, t);
    if (op.type === "MINT") {
      if (!released(s)) available -= op.fiat;
      if (s === "COMPLETED") {
        total -= op.fiat;
        tokens += op.units;
      }
    } else if (!released(s)) tokens -= op.units;
  }
  return { available, total, tokens };
}

export const enablementAllowsOperations = (m: StablecoinModel): boolean => stablecoinRules().enablement.operationsAllowedIn.includes(m.enablement);
