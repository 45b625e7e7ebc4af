/**
 * The external-account model: what creating an account answers, predicted from the
 * description's tables (spec/rules/sandbox-external-accounts.yaml through the
 * contract's accessor): beneficiary name verification by the primary identifier's suffix
 * (`102`-`107`; `105` refuses with 400 INVALID_BANK_ACCOUNT), the designed US ACH
 * validation suffixes (`201` 409, `202` 400), the initial status (self-custody wallets
 * created FIRST_PARTY start PENDING_OWNERSHIP_VERIFICATION; `104` stays PENDING) and 409
 * DUPLICATE_EXTERNAL_ACCOUNT for an equivalent account (the designed equivalence of
 * spec/rules/external-account-equivalence.yaml: owner, currency, account type, normalized
 * primary identifier and its bank or network qualifiers).
 */
import { accountTables, primarySuffix } from "../../arbitraries/account-info.js";
import { equivalenceKey as accountKey } from "../../../contract/rules/equivalence.js";
import type { Json, JsonObject } from "../../contract/json.js";
import { OTHER, ROW } from "../../runner/table-rules.js";

export interface CreatePrediction {
  httpStatus: number;
  code?: string;
  status?: string;
  beneficiaryVerificationStatus?: string;
  /** The table row used (for coverage and messages). */
  magic?: string;
  /** The description's table row the answer verifies (name verification), when it is one. */
  row?: string;
  /** The refusal rests on a designed rule (the ACH triggers, the equivalence of two accounts). */
  designed?: boolean;
}

export interface ExternalAccountModel {
  /** Equivalence keys of the accounts created. */
  keys: Set<string>;
}

/** The equivalence key of a create body (equal keys: 409 DUPLICATE_EXTERNAL_ACCOUNT). */
export function equivalenceKey(body: JsonObject): string {
  return accountKey(body.customerId, body.currency, body.accountInfo);
}

export function predictCreate(m: ExternalAccountModel, body: JsonObject): CreatePrediction {
  const t = accountTables().sandbox;
  const info = body.accountInfo;
  const fiat = info.beneficiary !== undefined;
  const { suffix } = primarySuffix(info);
  const nv = fiat ? (suffix && t.nameVerification[suffix]) || t.nameVerification.default : undefined;
  if (nv?.reject) return { httpStatus: nv.reject.httpStatus, code: nv.reject.code, magic: `name verification ${suffix}`, row: ROW.nameVerification(suffix!) };
  const ach = t.achValidation.accountTypes.includes(info.accountType) && suffix ? t.achValidation.outcomes[suffix] : undefined;
  if (ach) return { httpStatus: ach.reject.httpStatus, code: ach.reject.code, magic: `ACH validation ${suffix}`, designed: true };
  if (m.keys.has(equivalenceKey(body))) return { httpStatus: 409, code: "DUPLICATE_EXTERNAL_ACCOUNT", magic: "duplicate", designed: true };
  let status = t.initialStatus.default;
  if (t.initialStatus.selfCustodyAccountTypes.includes(info.accountType) && body.ownershipType === "FIRST_PARTY")
    status = t.initialStatus.selfCustodyFirstParty;
  else if (nv?.accountStatus) status = nv.accountStatus;
  return {
    httpStatus: 201,
    status,
    beneficiaryVerificationStatus: nv?.beneficiaryVerificationStatus,
    magic: nv && suffix && t.nameVerification[suffix] ? `name verification ${suffix}` : undefined,
    row: nv ? ROW.nameVerification(suffix && t.nameVerification[suffix] ? suffix : OTHER) : undefined,
  };
}

/** Differences between what was sent and what the account echoes (fields sent must come back unchanged). */
export function echoDifferences(sent: JsonObject, got: JsonObject): string[] {
  const out: string[] = [];
  if (got?.currency !== sent.currency) out.push(`currency ${JSON.stringify(got?.currency)} != ${sent.currency}`);
  if ((got?.customerId ?? null) !== (sent.customerId ?? null)) out.push(`customerId ${got?.customerId} != ${sent.customerId}`);
  for (const [k, v] of Object.entries<Json>(sent.accountInfo)) {
    if (k === "beneficiary") {
      for (const [bk, bv] of Object.entries<Json>(v)) {
        if (bk === "businessInfo") continue; // write-only alias
        if (JSON.stringify(got?.accountInfo?.beneficiary?.[bk]) !== JSON.stringify(bv))
          out.push(`accountInfo.beneficiary.${bk} ${JSON.stringify(got?.accountInfo?.beneficiary?.[bk])} != ${JSON.stringify(bv)}`);
      }
      continue;
    }
    if (JSON.stringify(got?.accountInfo?.[k]) !== JSON.stringify(v))
      out.push(`accountInfo.${k} ${JSON.stringify(got?.accountInfo?.[k])} != ${JSON.stringify(v)}`);
  }
  return out;
}
