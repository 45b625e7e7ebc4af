/**
 * `accountInfo.paymentRails` (returned by the service, never sent): the rails that can pay
 * this destination, in preference order, from spec/rules/corridors.yaml.
 *
 * Designed reading of "Where a local rail exists it is preferred": the local rails of the
 * destination country that accept the kind of destination (bank account, mobile money,
 * consumer wallet, UPI VPA), carry the account's currency and can pay its beneficiary
 * type; only when none can, SWIFT (USD/EUR) alone. INR bank transfers list the requested
 * `rail`. Amount bounds are not applied here (they depend on the payment). A destination
 * no rail reaches yet (e.g. CA, announced but not live) has no `paymentRails`. Crypto and
 * Lightning accounts have none.
 */
import { corridorFor, destinationCountryOf, destinationKindOf, railsFor } from "./corridors.js";
import { loadCorridorRules } from "../../../../contract/rules/corridors.js";

type AccountInfoLike = { accountType?: string; [k: string]: unknown };

export const isCryptoAccountType = (t: string): boolean => /_WALLET$/.test(t) || t === "LIGHTNING";

export function paymentRailsFor(currency: string, accountInfo: AccountInfoLike): string[] | undefined {
  const t = String(accountInfo.accountType ?? "");
  if (isCryptoAccountType(t)) return undefined;
  const rules = loadCorridorRules();
  const country = destinationCountryOf(accountInfo, rules);
  if (!country) return undefined;
  const available = railsFor(country, rules);
  const corridor = corridorFor(country, rules);
  const kind = destinationKindOf(t, accountInfo);
  const cur = currency.toUpperCase();
  const ben = accountInfo.beneficiary as { beneficiaryType?: string } | undefined;
  const requested = t === "INR_ACCOUNT" && typeof accountInfo.rail === "string" ? accountInfo.rail : undefined;
  const local = available.filter((id) => {
    if (id === "SWIFT") return false;
    const rail = rules.railCatalogue[id];
    if (!rail.accepts.includes(kind)) return false;
    if (!(rail.currencies ?? (corridor ? [corridor.currency] : [])).includes(cur)) return false;
    if (rail.beneficiaryTypes && ben?.beneficiaryType && !rail.beneficiaryTypes.includes(ben.beneficiaryType as "INDIVIDUAL" | "BUSINESS")) return false;
    if (rail.walletBankName && accountInfo.bankName !== rail.walletBankName) return false;
    if (requested && id !== requested && kind === "BANK_ACCOUNT") return false;
    return true;
  });
  if (local.length) return local;
  if (available.includes("SWIFT") && kind === "BANK_ACCOUNT" && rules.swiftFallbackCurrencies.includes(cur)) return ["SWIFT"];
  return undefined;
}
