/**
 * How the contract's accountInfo variants reach the countries of the corridor table
 * (spec/rules/corridors.yaml `accountTypeCountries`, read through contract/rules): a
 * variant of one country, EUR_ACCOUNT by its IBAN's country, XOF_ACCOUNT by its phone
 * prefix. A country no variant reaches cannot be paid through the API; the catalogue lists
 * its rows as not triggerable with the reason `unreachableReason` gives. Also the
 * spellings under which a server may name a corridor's rails in `accountInfo.paymentRails`.
 */
import { getCountrySpecifications } from "ibantools";
import { loadCorridorRules, type CorridorRules } from "../../contract/rules/corridors.js";

/** One way to an account in a country: its account type and what sets the country. */
export interface Reach {
  accountType: string;
  /** The country is the IBAN's. */
  iban?: boolean;
  /** The country is the phone number's prefix. */
  phonePrefix?: string;
}

/** Whether ibantools knows an IBAN format of the country. */
export const hasIbanFormat = (country: string): boolean => !!getCountrySpecifications()[country]?.bban_regexp;

/** Currencies the rails of a country's corridor carry (SWIFT: the fallback currencies). */
export function carriedCurrencies(country: string, rules: CorridorRules = loadCorridorRules()): string[] {
  const c = [...rules.corridors, ...(rules.designedCorridors ?? [])].find((x) => x.country === country);
  if (!c) return [];
  const out = new Set<string>();
  for (const id of c.rails)
    for (const cur of id === "SWIFT" ? rules.swiftFallbackCurrencies : (rules.railCatalogue[id].currencies ?? [c.currency])) out.add(cur);
  return [...out];
}

/** A SEPA destination: a local rail of its corridor carries EUR (an EUR_ACCOUNT IBAN of it is SEPA-reachable). */
function sepaReachable(country: string, rules: CorridorRules): boolean {
  const c = rules.corridors.find((x) => x.country === country);
  return !!c && c.rails.some((id) => id !== "SWIFT" && (rules.railCatalogue[id].currencies ?? []).includes("EUR")) && hasIbanFormat(country);
}

/**
 * The variants reaching `country`. `anyIban`: an IBAN variant reaches every country with an
 * IBAN format (to try a payout the table refuses); otherwise only SEPA destinations.
 */
export function reachesOf(country: string, opts: { anyIban?: boolean } = {}, rules: CorridorRules = loadCorridorRules()): Reach[] {
  const out: Reach[] = [];
  for (const [accountType, m] of Object.entries(rules.accountTypeCountries)) {
    if (typeof m === "string") {
      if (m === country) out.push({ accountType });
    } else if ("fromIban" in m) {
      if (opts.anyIban ? hasIbanFormat(country) : sepaReachable(country, rules)) out.push({ accountType, iban: true });
    } else {
      for (const [prefix, cc] of Object.entries(m.fromPhonePrefix)) if (cc === country) out.push({ accountType, phonePrefix: prefix });
    }
  }
  return out;
}

/** Why no request reaches `country` (undefined when a variant does). */
export function unreachableReason(country: string, opts: { anyIban?: boolean } = {}, rules: CorridorRules = loadCorridorRules()): string | undefined {
  if (reachesOf(country, opts, rules).length) return undefined;
  return `no accountInfo variant of the contract pays to ${country} (the description shows no account shape for it${
    opts.anyIban ? " and it has no IBAN format" : ""
  }), so no external account there can be created`;
}

/**
 * The names a server may give a rail in `paymentRails`: its id, its name in upper snake
 * case (Wire Transfer -> WIRE via the id, Bank Transfer for the B2B rail), and for wallet
 * rails MOBILE_MONEY (the live contract's CNY account info lists MOBILE_MONEY for the
 * AliPay / WeChat Pay wallets).
 */
export function railSpellings(id: string, rules: CorridorRules = loadCorridorRules()): string[] {
  const r = rules.railCatalogue[id];
  const out = new Set([id, r.name.toUpperCase().replace(/[^A-Z0-9]+/g, "_")]);
  if (r.accepts.some((k) => k === "MOBILE_MONEY" || k === "CONSUMER_WALLET")) out.add("MOBILE_MONEY");
  return [...out];
}
