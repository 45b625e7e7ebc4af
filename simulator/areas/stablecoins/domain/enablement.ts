/**
 * Stablecoin Service operations enablement (pure), from spec/rules/stablecoins.yaml: the
 * platform's request (the description's table) and the operator's transitions (designed).
 */
import { stablecoinRules, type EnablementStatus, type StablecoinRules } from "../../../../contract/rules/stablecoins.js";

/** What a request to enable does in `status`: the next status, or the 409 refusal code. */
export function requestEnablement(
  status: EnablementStatus,
  r: StablecoinRules = stablecoinRules(),
): { next: EnablementStatus } | { refusal: "STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE" } {
  const next = r.enablement.request[status];
  return next ? { next } : { refusal: "STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE" };
}

/** Whether the operator may move `from` to `to`. */
export function operatorMayMove(from: EnablementStatus, to: EnablementStatus, r: StablecoinRules = stablecoinRules()): boolean {
  return r.enablement.operator.some((t) => t.from === from && t.to === to);
}

/** The operator's targets from `from`. */
export const operatorTargets = (from: EnablementStatus, r: StablecoinRules = stablecoinRules()): EnablementStatus[] =>
  r.enablement.operator.filter((t) => t.from === from).map((t) => t.to);

export const operationsEnabled = (status: EnablementStatus, r: StablecoinRules = stablecoinRules()): boolean =>
  r.enablement.operationsAllowedIn.includes(status);
