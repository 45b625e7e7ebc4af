/** Typed accessor of spec/rules/agents.yaml (device codes, tokens, permissions, the policy's judgement, action moves). */
import { checker, defineRuleTable } from "./load.js";

export type AgentPermission = "VIEW_TRANSACTIONS" | "CREATE_TRANSFERS" | "CREATE_QUOTES" | "EXECUTE_QUOTES" | "MANAGE_EXTERNAL_ACCOUNTS";
export type AgentActionType = "EXECUTE_QUOTE" | "TRANSFER_IN" | "TRANSFER_OUT";
export type AgentActionStatus = "PENDING_APPROVAL" | "APPROVED" | "REJECTED" | "FAILED";
export type AgentActionEvent = "approve" | "reject" | "agentDeleted" | "fail";
/** The rules the policy's judgement knows; the table's `decision` orders those it applies. */
export const DECISION_RULES = [
  "agentPaused",
  "sourceNotAllowed",
  "perTransactionLimit",
  "accountPerTransactionLimit",
  "dailyLimit",
  "monthlyLimit",
  "dailyTransactionLimit",
  "permissionMissing",
  "otherCurrency",
  "defaultApprovalRequired",
  "accountApprovalRequired",
  "approvalThreshold",
] as const;
export type DecisionRule = (typeof DECISION_RULES)[number];

export interface AgentRules {
  designed: true;
  deviceCode: { alphabet: string; groups: number; groupLength: number; ttlSeconds: number };
  accessToken: { prefix: string; bytes: number; ttlSeconds: number };
  permissions: Record<string, AgentPermission | null>;
  movements: Record<string, AgentActionType>;
  decision: { rule: DecisionRule; outcome: "refuse" | "approve"; reason: string }[];
  actions: {
    statuses: AgentActionStatus[];
    transitions: { on: AgentActionEvent; from: AgentActionStatus; to: AgentActionStatus }[];
    refusal: string;
    webhookType: string;
    /** The status whose entry sends `webhookType` (no other change sends it). */
    webhookStatus: AgentActionStatus;
    deletedAgentReason: string;
  };
}

export const agentRulesTable = defineRuleTable<AgentRules>("agents", (r) => {
  const need = checker("agents");
  for (const op of Object.keys(r.movements)) need(op in r.permissions, `movement ${op} has no entry in permissions`);
  const rules = r.decision.map((d) => d.rule);
  need(new Set(rules).size === rules.length, "decision lists a rule twice");
  for (const rule of rules) need(DECISION_RULES.includes(rule), `decision names an unknown rule ${rule}`);
});
export const agentRules = (): AgentRules => agentRulesTable.load();

/** Fill `{name}` placeholders of a reason. */
export const fillReason = (template: string, values: Record<string, string | number | undefined>): string =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (values[k] === undefined ? m : String(values[k])));
