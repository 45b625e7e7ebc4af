/**
 * Sandbox suffix rules of external accounts (spec/rules/sandbox-external-accounts.yaml):
 * the primary identifier of each variant and its suffix, the outcome of payouts to / pulls
 * from the account (002-005), beneficiary name verification at creation (102-107) and the
 * designed US ACH validation triggers (201/202).
 */
import {
  loadSandboxExternalAccountRules,
  primaryIdentifierSuffix,
  type BeneficiaryVerificationStatus,
  type PaymentOutcome,
  type SandboxExternalAccountRules,
  type SandboxReject,
} from "../../../../../contract/rules/external-accounts.js";

type AccountInfoLike = { accountType?: string; [k: string]: unknown };

/** What happens when the account is paid out to or pulled from (sandbox). */
export function paymentOutcomeFor(
  accountInfo: AccountInfoLike,
  rules: SandboxExternalAccountRules = loadSandboxExternalAccountRules(),
): PaymentOutcome & { suffix: string | null } {
  const suffix = primaryIdentifierSuffix(accountInfo, rules);
  const hit = suffix !== null && suffix !== "default" ? rules.paymentOutcomes[suffix] : undefined;
  return { ...(hit ?? rules.paymentOutcomes.default), suffix };
}

export type CreationOutcome =
  | { reject: SandboxReject; suffix: string | null }
  | {
      suffix: string | null;
      status: string;
      beneficiaryVerificationStatus?: BeneficiaryVerificationStatus;
      beneficiaryVerifiedData?: { fullName: string };
    };

const isCrypto = (t: string): boolean => /_WALLET$/.test(t) || t === "LIGHTNING";

function holderName(ben: unknown): string | undefined {
  if (!ben || typeof ben !== "object") return undefined;
  const b = ben as Record<string, unknown>;
  const n = b.fullName ?? b.legalName ?? (b.businessInfo as Record<string, unknown> | undefined)?.legalName;
  return typeof n === "string" && n.length > 0 ? n : undefined;
}

/** Designed: the rail's "fuzzy" match returns the holder name with its last letter changed. */
function fuzz(name: string): string {
  const last = name.slice(-1);
  const repl = last.toLowerCase() === "e" ? "a" : last === last.toUpperCase() ? "E" : "e";
  return name.slice(0, -1) + repl;
}

/**
 * Outcome of creating (or replacing the accountInfo of) an external account in the
 * sandbox: a rejection (105 / 202 -> 400 INVALID_BANK_ACCOUNT, 201 -> 409
 * BANK_ACCOUNT_VALIDATION_PENDING: nothing is created) or the initial status and the
 * beneficiary name verification result (fiat accounts only).
 */
export function creationOutcome(
  accountInfo: AccountInfoLike,
  opts: { ownershipType?: string } = {},
  rules: SandboxExternalAccountRules = loadSandboxExternalAccountRules(),
): CreationOutcome {
  const t = String(accountInfo.accountType ?? "");
  const suffix = primaryIdentifierSuffix(accountInfo, rules);
  if (isCrypto(t)) {
    const selfCustody = rules.initialStatus.selfCustodyAccountTypes.includes(t) && opts.ownershipType === "FIRST_PARTY";
    return { suffix, status: selfCustody ? rules.initialStatus.selfCustodyFirstParty : rules.initialStatus.default };
  }
  if (suffix !== null && rules.achValidation.accountTypes.includes(t) && rules.achValidation.outcomes[suffix]) {
    return { reject: rules.achValidation.outcomes[suffix].reject, suffix };
  }
  const nv = (suffix !== null && suffix !== "default" ? rules.nameVerification[suffix] : undefined) ?? rules.nameVerification.default;
  if (nv.reject) return { reject: nv.reject, suffix };
  const status = nv.accountStatus ?? rules.initialStatus.default;
  const name = holderName(accountInfo.beneficiary);
  const bvs = nv.beneficiaryVerificationStatus;
  const out: CreationOutcome = { suffix, status, beneficiaryVerificationStatus: bvs };
  if (name && bvs === "MATCHED") out.beneficiaryVerifiedData = { fullName: name };
  if (name && bvs === "PARTIAL_MATCH") out.beneficiaryVerifiedData = { fullName: fuzz(name) };
  return out;
}
