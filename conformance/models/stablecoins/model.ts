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
import type { ClockedReal } from "../shared/clocked.js";
import type { ControlAnswer } from "../../runner/control.js";
import {
  bySuffix,
  stablecoinRules,
  type EnablementStatus,
  type LifecycleStep,
  type OperationStatus,
  type ProviderAccountStatus,
} from "../../../contract/rules/stablecoins.js";
import { answered } from "../../client/answer.js";
import type { CallResult } from "../../client/client.js";

export interface ModelOp {
  id: string;
  type: "MINT" | "BURN";
  units: number;
  fiat: number;
  createdAtMs: number;
  steps: LifecycleStep<OperationStatus>[];
}

/** A coin of the model's own on a link the provider changes later (a sandbox trigger): its link, the status it gets, and when. */
export interface SideCoin {
  linkId: string;
  coinId: string;
  status: ProviderAccountStatus;
  /** Platform time (ms) by which the link has its later status and the coin is provisioned and enabled. */
  readyAtMs: number;
}

export interface StablecoinModel {
  coinId: string;
  /** The coin's providerTokenIdentifier stem: `<token>-1`, network `btkn1<token>` (unique to the run). */
  token: string;
  /** The provider link the coin was registered through. */
  linkId: string;
  customerId: string;
  accountId: string;
  /** An internal account of the same customer in another currency than the coin's baseCurrency. */
  otherAccountId?: string;
  externalAccountId: string;
  funded: number;
  enablement: EnablementStatus;
  /** The coin is PROVISIONED (on the real clock its provisioning may be more than one step may wait). */
  provisioned: boolean;
  ops: ModelOp[];
  /** Coins on links the provider revokes or invalidates later (only with the control API: the change takes a minute). */
  side?: SideCoin[];
}

/** The model's real system; `operator` moves the coin's enablement as the operator does (the control API), absent without it. */
export type StablecoinReal = ClockedReal & { operator?: (coinId: string, status: string) => Promise<ControlAnswer> };

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

/** Why every mint and burn is refused now, in the order the refusals apply: the coin not provisioned, then the Service not enabled. */
export const coinRefusal = (m: StablecoinModel): string | undefined =>
  !m.provisioned ? "STABLECOIN_NOT_PROVISIONED" : !enablementAllowsOperations(m) ? "STABLECOIN_SERVICE_OPERATIONS_NOT_ENABLED" : undefined;

/**
 * A mint or burn to POST: its units, the fiat cents it moves, its description (the lifecycle
 * suffix), its source and destination; `key` its Idempotency-Key (a fresh one by default);
 * `track: false` when it does not touch the model's account or holding (created or not).
 */
export interface OperationRequest {
  type: ModelOp["type"];
  units: number;
  fiat: number;
  description: string;
  ends: Record<string, unknown>;
  key?: string;
  track?: boolean;
}

/**
 * What a mint's or burn's answer must be (`what` names it in the message): a refusal's code
 * (with its status, 400 by default), or none; unchecked when too close to a step to call.
 * `rule` is the rule of the answer (`stablecoins.operations` by default), `codeRule` that
 * of the refusal's code when another source states it.
 */
export interface OperationExpectation {
  refusal: string | undefined;
  status?: number;
  rule?: string;
  codeRule?: string;
  what: string;
  tooClose: boolean;
}

/**
 * POST the mint or burn and check its answer against what `expect` predicts at the platform
 * time just before it: the refusal's status and code, else 201 CREATED. A created operation
 * joins the model (when tracked). The answer.
 */
export async function operate(m: StablecoinModel, r: StablecoinReal, op: OperationRequest, expect: (t: number) => OperationExpectation): Promise<CallResult> {
  const t = await r.now();
  const res = await r.client.call("POST", `/stablecoins/${encodeURIComponent(m.coinId)}/${op.type === "MINT" ? "mints" : "burns"}`, {
    headers: { "idempotency-key": op.key ?? `${op.type.toLowerCase()}-${m.ops.length}-${t}-${op.units}-${Math.random().toString(36).slice(2, 8)}` },
    body: { amount: String(op.units), description: op.description, ...op.ends },
  });
  const { refusal, what, tooClose, status = 400, rule = "stablecoins.operations", codeRule = rule } = expect(t);
  if (!tooClose) {
    const want = refusal ? `${status} ${refusal}` : "201 CREATED";
    const message = `${what} with ${m.enablement} answered ${answered(res)}; expected ${want}`;
    if (!refusal) r.s.expect(res.status === 201 && res.body?.status === "CREATED", rule, message, "CREATED", res.body?.code ?? res.body?.status);
    else {
      r.s.expect(res.status === status, rule, message, want, answered(res));
      r.s.expect(res.body?.code === refusal, codeRule, message, refusal, res.body?.code);
    }
  }
  if (res.status === 201 && op.track !== false)
    m.ops.push({
      id: res.body.id,
      type: op.type,
      units: op.units,
      fiat: op.fiat,
      createdAtMs: Date.parse(res.body.createdAt),
      steps: lifecycle(op.description),
    });
  return res;
}
