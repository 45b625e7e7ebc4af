/**
 * The bank rail of a transfer to or from an external account: the rail the corridors table
 * picks for the account (simulator/areas/external-accounts, spec/rules/corridors.yaml), or
 * null when the account is not a bank account (a crypto wallet, Lightning) or no rail reaches
 * it. A transaction carries it as `paymentRail` (live); cancelling reads it.
 */
import { destinationCountryOf, pickRail } from "../external-accounts/service.js";
import type { ExternalAccountLike } from "./domain/quotes.js";

export function bankRailOf(ext: ExternalAccountLike | undefined, amount: number): string | null {
  if (!ext) return null;
  const info = ext.accountInfo;
  const country = destinationCountryOf(info);
  if (!country) return null;
  const r = pickRail({ country, currency: ext.currency, amount, accountInfo: info, beneficiaryType: info.beneficiary?.beneficiaryType });
  return r.ok && r.kind !== "CRYPTO" ? r.rail : null;
}
