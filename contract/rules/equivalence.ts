/**
 * Typed accessor of spec/rules/external-account-equivalence.yaml and its one reading:
 * `equivalenceKey` -> equal keys mean equivalent external accounts (409
 * DUPLICATE_EXTERNAL_ACCOUNT). The simulator and the conformance model both call it.
 */
import { checker, defineRuleTable } from "./load.js";
import { loadSandboxExternalAccountRules, primaryIdentifier, type AccountInfoLike, type SandboxExternalAccountRules } from "./external-accounts.js";

export type NormalizationStep = "trim" | "removeWhitespace" | "removeSpacesAndDashes" | "digitsAndPlus" | "upper" | "lower" | "lowerIfBech32";

export interface EquivalenceRules {
  designed: true;
  identifierNormalization: Record<string, NormalizationStep[]>;
  identifierNormalizationByAccountType: Record<string, Record<string, NormalizationStep[]>>;
  qualifiers: Record<string, string[]>;
}

const need = checker("external-account-equivalence");

const table = defineRuleTable<EquivalenceRules>("external-account-equivalence", (r) => {
  const types = loadSandboxExternalAccountRules().primaryIdentifiers;
  for (const t of [...Object.keys(r.qualifiers), ...Object.keys(r.identifierNormalizationByAccountType)]) {
    need(types[t], `${t} is not an account type of sandbox-external-accounts.yaml primaryIdentifiers`);
  }
});
export const parseEquivalenceRules = table.parse;
/** spec/rules/external-account-equivalence.yaml (read once). */
export const loadEquivalenceRules = table.load;

const STEPS: Record<NormalizationStep, (v: string) => string> = {
  trim: (v) => v.trim(),
  removeWhitespace: (v) => v.replace(/\s+/g, ""),
  removeSpacesAndDashes: (v) => v.replace(/[\s-]/g, ""),
  digitsAndPlus: (v) => v.replace(/[^\d+]/g, ""),
  upper: (v) => v.toUpperCase(),
  lower: (v) => v.toLowerCase(),
  lowerIfBech32: (v) => (/^(bc|tb|bcrt)1/i.test(v) ? v.toLowerCase() : v),
};

/** A primary identifier's value as compared: the field's steps for its account type, in order. */
export function normalizeIdentifier(accountType: string, field: string, value: string, r: EquivalenceRules = loadEquivalenceRules()): string {
  const steps = r.identifierNormalizationByAccountType[accountType]?.[field] ?? r.identifierNormalization[field] ?? ["trim"];
  return steps.reduce((v, s) => STEPS[s](v), value);
}

/** Key of an account's destination: equal keys mean equivalent accounts. */
export function equivalenceKey(
  customerId: string | null | undefined,
  currency: string,
  accountInfo: AccountInfoLike,
  r: EquivalenceRules = loadEquivalenceRules(),
  sandbox: SandboxExternalAccountRules = loadSandboxExternalAccountRules(),
): string {
  const t = String(accountInfo.accountType ?? "");
  const id = primaryIdentifier(accountInfo, sandbox);
  const parts = [customerId ?? "platform", currency.toUpperCase(), t];
  parts.push(id ? `${id.field}=${normalizeIdentifier(t, id.field, id.value, r)}` : "no-identifier");
  for (const q of r.qualifiers[t] ?? []) {
    const v = accountInfo[q];
    if (typeof v === "string" && v.trim().length > 0) parts.push(`${q}=${v.trim().toUpperCase()}`);
  }
  return parts.join("|");
}
