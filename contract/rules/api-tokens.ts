/** Typed accessor of spec/rules/api-tokens.yaml (token credentials and what permissions allow). */
import { defineRuleTable } from "./load.js";

export type Permission = "VIEW" | "TRANSACT" | "MANAGE";

export interface ApiTokenRules {
  clientIdPrefix: string;
  secretPrefix: string;
  secretBytes: number;
  read: Permission[];
  transact: { tags: string[]; operationIds: string[] };
}

export const apiTokenRulesTable = defineRuleTable<ApiTokenRules>("api-tokens");
export const apiTokenRules = (): ApiTokenRules => apiTokenRulesTable.load();

/** The permissions of which one is needed for an operation (designed table). */
export function permissionsNeeded(op: { method: string; operationId: string; tags: readonly string[] }, r: ApiTokenRules = apiTokenRules()): Permission[] {
  if (op.method.toUpperCase() === "GET") return r.read;
  if (r.transact.operationIds.includes(op.operationId) || op.tags.some((t) => r.transact.tags.includes(t))) return ["TRANSACT"];
  return ["MANAGE"];
}
