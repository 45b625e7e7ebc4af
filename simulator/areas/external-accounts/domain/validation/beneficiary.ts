/**
 * Beneficiary minimums of fiat external accounts (spec/rules/beneficiary-minimums.yaml):
 * the description's two minimum tables by destination currency and beneficiary type,
 * the per-variant extras, the business-sender rule and the nested `businessInfo`
 * aliases. Returns one FieldError per problem, e.g.
 * `{ field: "accountInfo.beneficiary.address", code: "REQUIRED", ... }`.
 */
import type { FieldError } from "../../../../errors/api-error.js";
import { loadBeneficiaryMinimums, type BeneficiaryMinimums, type BeneficiaryType, type MinimumRow } from "../../../../../contract/rules/external-accounts.js";

export type AccountInfoLike = { accountType?: string; beneficiary?: unknown; [k: string]: unknown };

export interface BeneficiaryContext {
  /** The account's currency (the destination currency of the tables). */
  currency: string;
  /** Type of the owning customer (the sender); BUSINESS triggers `businessSenderRequired`. */
  senderType?: BeneficiaryType;
}

const PREFIX = "accountInfo.beneficiary";

const present = (v: unknown): boolean => (typeof v === "string" ? v.trim().length > 0 : v !== undefined && v !== null);

function at(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const p of path.split(".")) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur;
}

/** Crypto wallet and Lightning variants take no beneficiary. */
export const takesBeneficiary = (accountType: string | undefined): boolean => !!accountType && !/_WALLET$/.test(accountType) && accountType !== "LIGHTNING";

function rowFor(rows: MinimumRow[], currency: string, accountType: string): MinimumRow {
  return rows.find((r) => r.currencies?.includes(currency) && !r.exceptAccountTypes?.includes(accountType)) ?? rows.find((r) => r.default)!;
}

/** Fields a beneficiary of this type needs for this account (after row, sender and extras). */
export function requiredBeneficiaryFields(
  accountType: string,
  type: BeneficiaryType,
  ctx: BeneficiaryContext,
  rules: BeneficiaryMinimums = loadBeneficiaryMinimums(),
): string[] {
  const row = rowFor(type === "INDIVIDUAL" ? rules.individuals : rules.businesses, ctx.currency.toUpperCase(), accountType);
  const extras = rules.accountTypeExtras[accountType] ?? {};
  const fields = [
    ...row.required,
    ...(ctx.senderType === "BUSINESS" ? (row.businessSenderRequired ?? []) : []),
    ...(extras.all ?? []),
    ...(extras[type] ?? []),
  ];
  return [...new Set(fields)];
}

/** Whether an address given for this beneficiary must carry the address fields although none is required (the row's address column). */
function addressCheckedWhenGiven(accountType: string, type: BeneficiaryType, ctx: BeneficiaryContext, rules: BeneficiaryMinimums): boolean {
  return rowFor(type === "INDIVIDUAL" ? rules.individuals : rules.businesses, ctx.currency.toUpperCase(), accountType).addressFieldsWhenGiven === true;
}

export function validateBeneficiary(
  accountInfo: AccountInfoLike,
  ctx: BeneficiaryContext,
  rules: BeneficiaryMinimums = loadBeneficiaryMinimums(),
): FieldError[] {
  const accountType = String(accountInfo.accountType ?? "");
  if (!takesBeneficiary(accountType)) return [];
  const ben = accountInfo.beneficiary as Record<string, unknown> | undefined;
  if (!ben || typeof ben !== "object") {
    return [{ field: PREFIX, in: "body", code: "REQUIRED", reason: "is required for fiat accounts" }];
  }
  const type = ben.beneficiaryType;
  if (type !== "INDIVIDUAL" && type !== "BUSINESS") {
    return [
      present(type)
        ? {
            field: `${PREFIX}.beneficiaryType`,
            in: "body",
            code: "INVALID_ENUM",
            reason: "must be one of INDIVIDUAL, BUSINESS",
            expected: ["INDIVIDUAL", "BUSINESS"],
          }
        : { field: `${PREFIX}.beneficiaryType`, in: "body", code: "REQUIRED", reason: "is required" },
    ];
  }
  const errors: FieldError[] = [];
  const why = `for a ${type} beneficiary of a ${ctx.currency.toUpperCase()} ${accountType}`;
  const required = requiredBeneficiaryFields(accountType, type, ctx, rules);
  const givenAddress = ben.address !== undefined && !required.includes("address") && addressCheckedWhenGiven(accountType, type, ctx, rules);
  for (const field of givenAddress ? [...required, "address"] : required) {
    if (field === "address") {
      const addr = ben.address;
      if (!addr || typeof addr !== "object") {
        errors.push({ field: `${PREFIX}.address`, in: "body", code: "REQUIRED", reason: `is required ${why}` });
        continue;
      }
      for (const f of rules.addressFields) {
        if (!present((addr as Record<string, unknown>)[f])) {
          errors.push({ field: `${PREFIX}.address.${f}`, in: "body", code: "REQUIRED", reason: `is required ${why}` });
        }
      }
      continue;
    }
    const alias = rules.aliases[field];
    if (!present(ben[field]) && !(alias && present(at(ben, alias)))) {
      errors.push({ field: `${PREFIX}.${field}`, in: "body", code: "REQUIRED", reason: `is required ${why}${alias ? ` (or ${alias})` : ""}` });
    }
  }
  for (const rule of rules.beneficiaryTypeRules) {
    if (rule.accountType !== accountType) continue;
    const applies =
      (rule.when.bankNameIn ? rule.when.bankNameIn.includes(String(accountInfo.bankName)) : true) &&
      (rule.when.present ? present(accountInfo[rule.when.present]) : true);
    if (applies && type !== rule.beneficiaryType) {
      errors.push({
        field: `${PREFIX}.beneficiaryType`,
        in: "body",
        code: "INVALID_ENUM",
        reason: `must be ${rule.beneficiaryType} for this ${accountType} shape`,
        expected: [rule.beneficiaryType],
      });
    }
  }
  const docTypes = rules.documentTypes[accountType];
  if (docTypes && present(ben.documentType) && !docTypes.includes(String(ben.documentType))) {
    errors.push({ field: `${PREFIX}.documentType`, in: "body", code: "INVALID_ENUM", reason: `must be one of ${docTypes.join(", ")}`, expected: docTypes });
  }
  return errors;
}

/**
 * The stored form of a request beneficiary: `businessInfo.legalName` / `.taxId` lifted to
 * the top level (top-level values win) and the write-only `businessInfo` dropped.
 */
export function normalizeBeneficiary<B extends Record<string, unknown>>(ben: B): Omit<B, "businessInfo"> {
  const { businessInfo, ...rest } = ben as Record<string, unknown>;
  const out: Record<string, unknown> = { ...rest };
  if (businessInfo && typeof businessInfo === "object") {
    const bi = businessInfo as Record<string, unknown>;
    if (!present(out.legalName) && present(bi.legalName)) out.legalName = bi.legalName;
    if (!present(out.taxId) && present(bi.taxId)) out.taxId = bi.taxId;
  }
  return out as Omit<B, "businessInfo">;
}
