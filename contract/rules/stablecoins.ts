/**
 * Typed accessor of spec/rules/stablecoins.yaml: Service operations enablement (the
 * description's table plus the operator's designed transitions), the sandbox token
 * catalogue, issuance and operation lifecycles with their suffix triggers, provider
 * account triggers, mint funding kinds and supported burn sources.
 */
import { checker, defineRuleTable } from "./load.js";

export type EnablementStatus = "NOT_ENABLED" | "PENDING_APPROVAL" | "ENABLING" | "ENABLED" | "DISABLED";
export type IssuanceStatus = "PENDING_REVIEW" | "PROVISIONING" | "PROVISIONED" | "REJECTED" | "FAILED";
export type OperationStatus = "CREATED" | "PENDING_FUNDING" | "PENDING_PROVIDER" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
export type ProviderAccountStatus = "ACTIVE" | "INVALID" | "REVOKED";

export interface LifecycleStep<S extends string = string> {
  afterSeconds: number;
  status: S;
  failureReason?: string;
}

/** Where a burn's tokens come from: an internal account's holding, a deposit from outside, or the provider's balance. */
export type BurnSourceKind = "holding" | "deposit" | "provider";

export interface StablecoinRules {
  enablement: {
    initial: EnablementStatus;
    request: Partial<Record<EnablementStatus, EnablementStatus>>;
    operator: { from: EnablementStatus; to: EnablementStatus }[];
    operationsAllowedIn: EnablementStatus[];
    /** The sandbox operator's own approval of a request, for coins whose providerTokenIdentifier ends with `suffix`. */
    sandboxApproval: { suffix: string; steps: LifecycleStep<EnablementStatus>[] };
  };
  token: { symbolMaxLength: number; nameSuffix: string; decimals: number; baseCurrency: string };
  issuance: { initial: IssuanceStatus; lifecycles: Record<string, LifecycleStep<IssuanceStatus>[]>; occupying: IssuanceStatus[] };
  providerAccounts: {
    linkRefusals: Record<string, string>;
    laterStatus: Record<string, { afterSeconds: number; status: ProviderAccountStatus }>;
    unusable: Partial<Record<ProviderAccountStatus, string>>;
  };
  operations: {
    initial: OperationStatus;
    final: OperationStatus[];
    fundingWindowSeconds: number;
    lifecycles: Record<string, LifecycleStep<OperationStatus>[]>;
    mintFunding: Record<string, "internal" | "world">;
    /** Burn source type -> where its tokens come from (a type not listed: STABLECOIN_BURN_SOURCE_NOT_SUPPORTED). */
    burnSources: Partial<Record<string, BurnSourceKind>>;
    /** The deposit instructions of a `deposit` burn. */
    depositInstructions: { rail: string; network: string; addressPrefix: string };
    /** External account types a mint may deliver to (ACTIVE ones). */
    mintExternalDestinations: string[];
  };
}

const OPERATION_STATUSES = new Set(["CREATED", "PENDING_FUNDING", "PENDING_PROVIDER", "PROCESSING", "COMPLETED", "FAILED", "EXPIRED"]);
const ISSUANCE_STATUSES = new Set(["PENDING_REVIEW", "PROVISIONING", "PROVISIONED", "REJECTED", "FAILED"]);

function check(r: StablecoinRules): void {
  const need = checker("stablecoins");
  for (const [name, steps] of Object.entries(r.operations.lifecycles)) {
    need(
      steps.every((s, i) => i === 0 || s.afterSeconds > steps[i - 1].afterSeconds),
      `operations.lifecycles.${name}: afterSeconds must increase`,
    );
    need(
      steps.every((s) => OPERATION_STATUSES.has(s.status)),
      `operations.lifecycles.${name}: unknown status`,
    );
    need(r.operations.final.includes(steps[steps.length - 1].status), `operations.lifecycles.${name}: must end in a final status`);
    need(
      steps.every((s) => s.afterSeconds <= r.operations.fundingWindowSeconds),
      `operations.lifecycles.${name}: a step after the funding window`,
    );
  }
  for (const [name, steps] of Object.entries(r.issuance.lifecycles)) {
    need(
      steps.every((s) => ISSUANCE_STATUSES.has(s.status)),
      `issuance.lifecycles.${name}: unknown status`,
    );
  }
  need(r.enablement.request[r.enablement.initial] !== undefined, "enablement.request must say what a request does in the initial state");
}

export const stablecoinRulesTable = defineRuleTable<StablecoinRules>("stablecoins", check);
export const stablecoinRules = (): StablecoinRules => stablecoinRulesTable.load();

/** The entry of `table` whose key is a suffix of `value` (case-insensitive, longest first), else `table.default`. */
export function bySuffix<T>(table: Record<string, T>, value: string | undefined): { key: string; value: T } {
  const v = (value ?? "").toLowerCase();
  const keys = Object.keys(table)
    .filter((k) => k !== "default" && v.endsWith(k.toLowerCase()))
    .sort((a, b) => b.length - a.length);
  const key = keys[0] ?? "default";
  return { key, value: table[key] };
}
