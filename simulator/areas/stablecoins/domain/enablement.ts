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

/** The sandbox operator's approval steps of a coin (its providerTokenIdentifier's suffix), each with the status it moves from; none for other coins. */
export function sandboxApprovalSteps(
  providerTokenIdentifier: string,
  r: StablecoinRules = stablecoinRules(),
): { afterSeconds: number; from: EnablementStatus; to: EnablementStatus }[] {
  const a = r.enablement.sandboxApproval;
  if (!providerTokenIdentifier.toLowerCase().endsWith(a.suffix.toLowerCase())) return [];
  let from: EnablementStatus = "PENDING_APPROVAL";
  return a.steps.map((s) => {
    const step = { afterSeconds: s.afterSeconds, from, to: s.status };
    from = s.status;
    return step;
  });
}
