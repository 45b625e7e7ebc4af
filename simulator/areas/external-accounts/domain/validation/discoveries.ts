/**
 * The discoveries list (spec/rules/discoveries.yaml): `GET /discoveries` filtering and the
 * create rule "bankName must match a discoveries value in corridors that require it".
 * The corridor table (spec/rules/corridors.yaml) decides which entries are served: only
 * banks and wallets of countries with a payout corridor, and mobile-money wallets only
 * where the corridor has a Mobile Money rail.
 */
import type { FieldError } from "../../../../errors/api-error.js";
import { loadDiscoveryRules, type DiscoveryEntry, type DiscoveryRules } from "../../../../../contract/rules/external-accounts.js";
import { corridorFor, railsFor } from "../corridors.js";

export interface Discovery {
  bankName: string;
  displayName: string;
  country: string;
  currency: string;
}

const toDiscovery = (e: DiscoveryEntry): Discovery => ({ bankName: e.bankName, displayName: e.displayName, country: e.country, currency: e.currency });

/** Whether the corridor table pays this entry: its country has a corridor with a rail of the entry's kind. */
export function corridorServes(e: DiscoveryEntry): boolean {
  if (!corridorFor(e.country)) return false;
  const rails = railsFor(e.country);
  if (e.kind === "MOBILE_MONEY") return rails.includes("MOBILE_MONEY");
  if (e.kind === "CONSUMER_WALLET") return rails.some((r) => r === "ALIPAY" || r === "WECHAT_PAY");
  return rails.some((r) => r !== "SWIFT" && r !== "MOBILE_MONEY");
}

/** Entries for `GET /discoveries` (API shape), filtered by country and/or currency. */
export function listDiscoveries(filter: { country?: string; currency?: string } = {}, rules: DiscoveryRules = loadDiscoveryRules()): Discovery[] {
  const c = filter.country?.toUpperCase();
  const cur = filter.currency?.toUpperCase();
  return rules.entries.filter((e) => (!c || e.country === c) && (!cur || e.currency === cur) && corridorServes(e)).map(toDiscovery);
}

export const requiresDiscoveryBankName = (accountType: string, rules: DiscoveryRules = loadDiscoveryRules()): boolean =>
  rules.requiredFor.includes(accountType);

/** Shape of a two-shape variant: mobile money when it has a phone number and no bank identifier. */
function isMobileMoneyShape(accountInfo: Record<string, unknown>): boolean {
  return typeof accountInfo.phoneNumber === "string" && !["accountNumber", "iban"].some((k) => typeof accountInfo[k] === "string");
}

/**
 * bankName check for variants in `requiredFor`: it must equal (exactly, as the description
 * says "exact value") a bankName of the account's currency, of the right kind for the shape.
 */
export function validateDiscoveryBankName(
  accountInfo: { accountType?: string; bankName?: unknown; [k: string]: unknown },
  currency: string,
  rules: DiscoveryRules = loadDiscoveryRules(),
): FieldError[] {
  const t = String(accountInfo.accountType ?? "");
  if (!rules.requiredFor.includes(t)) return [];
  const field = "accountInfo.bankName";
  const forCurrency = rules.entries.filter((e) => e.currency === currency.toUpperCase());
  const mobile = isMobileMoneyShape(accountInfo);
  const allowed = forCurrency.filter((e) => (mobile ? e.kind === "MOBILE_MONEY" : e.kind === "BANK" || e.kind === "WALLET"));
  const names = allowed.map((e) => e.bankName);
  if (typeof accountInfo.bankName !== "string" || accountInfo.bankName.length === 0) {
    return [{ field, in: "body", code: "REQUIRED", reason: `is required: one of the ${currency} bankName values of GET /discoveries`, expected: names }];
  }
  if (names.includes(accountInfo.bankName)) return [];
  const other = forCurrency.find((e) => e.bankName === accountInfo.bankName);
  const reason = other
    ? `${other.bankName} is a ${other.kind === "MOBILE_MONEY" ? "mobile-money wallet" : "bank"}; this ${mobile ? "mobile-money" : "bank-transfer"} account needs one of ${names.join(", ")}`
    : `must match a bankName of GET /discoveries?currency=${currency.toUpperCase()} (exact value): one of ${names.join(", ")}`;
  return [{ field, in: "body", code: "INVALID_ENUM", reason, expected: names }];
}
