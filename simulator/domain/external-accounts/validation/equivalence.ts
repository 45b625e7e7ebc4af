/**
 * Duplicate detection: two external accounts are equivalent (409
 * DUPLICATE_EXTERNAL_ACCOUNT) when they have the same owner, the same currency, the same
 * account type and the same normalized destination. Designed normalization: the primary
 * identifier (spec/rules/sandbox-external-accounts.yaml) plus the fields that qualify it
 * at its bank or network (routing number, sort code, IFSC, bank/branch codes, bank or
 * wallet name, mobile-money provider), so the same account number at two banks, or the
 * same phone number at two wallets, is not a duplicate.
 */
import { loadSandboxExternalAccountRules, type SandboxExternalAccountRules } from "../../../../contract/rules/external-accounts.js";
import { primaryIdentifier } from "./sandbox.js";

type AccountInfoLike = { accountType?: string; [k: string]: unknown };

/** Fields that qualify the primary identifier, per account type. */
const QUALIFIERS: Readonly<Record<string, string[]>> = Object.freeze({
  USD_ACCOUNT: ["routingNumber"],
  GBP_ACCOUNT: ["sortCode"],
  INR_ACCOUNT: ["ifsc"],
  CAD_ACCOUNT: ["bankCode", "branchCode"],
  SLV_ACCOUNT: ["bankName"],
  COP_ACCOUNT: ["bankName"],
  PHP_ACCOUNT: ["bankName"],
  NGN_ACCOUNT: ["bankName"],
  ZAR_ACCOUNT: ["bankName"],
  BDT_ACCOUNT: ["bankName"],
  CNY_ACCOUNT: ["bankName"],
  GHS_ACCOUNT: ["bankName"],
  GTQ_ACCOUNT: ["bankName"],
  EGP_ACCOUNT: ["bankName"],
  KES_ACCOUNT: ["provider"],
  TZS_ACCOUNT: ["provider"],
  ZMW_ACCOUNT: ["provider"],
  RWF_ACCOUNT: ["provider"],
  MWK_ACCOUNT: ["provider"],
  UGX_ACCOUNT: ["provider"],
  XOF_ACCOUNT: ["provider"],
  BWP_ACCOUNT: ["provider"],
});

/** Case-insensitive identifiers (everything but base58 crypto addresses and Lightning invoices/offers' payload case). */
function normalize(accountType: string, field: string, value: string): string {
  const v = value.trim();
  if (field === "iban") return v.replace(/\s+/g, "").toUpperCase();
  if (field === "phoneNumber") return v.replace(/[^\d+]/g, "");
  if (field === "address") {
    if (accountType === "SOLANA_WALLET") return v; // base58: case matters
    if (accountType === "BITCOIN_WALLET") return /^(bc|tb|bcrt)1/i.test(v) ? v.toLowerCase() : v; // bech32 is case-insensitive
    return v.toLowerCase(); // EVM: checksum case is not identity
  }
  if (field === "accountNumber" || field === "clabeNumber") return v.replace(/[\s-]/g, "").toUpperCase();
  if (field === "pixKey" || field === "vpa" || field === "lightningAddress" || field === "invoice" || field === "bolt12") return v.toLowerCase();
  return v;
}

/** Key of an account's destination: equal keys mean equivalent accounts. */
export function equivalenceKey(
  customerId: string | null | undefined,
  currency: string,
  accountInfo: AccountInfoLike,
  rules: SandboxExternalAccountRules = loadSandboxExternalAccountRules(),
): string {
  const t = String(accountInfo.accountType ?? "");
  const id = primaryIdentifier(accountInfo, rules);
  const parts = [customerId ?? "platform", currency.toUpperCase(), t];
  parts.push(id ? `${id.field}=${normalize(t, id.field, id.value)}` : "no-identifier");
  for (const q of QUALIFIERS[t] ?? []) {
    const v = accountInfo[q];
    if (typeof v === "string" && v.length > 0) parts.push(`${q}=${v.trim().toUpperCase()}`);
  }
  return parts.join("|");
}
