/**
 * Typed accessor of spec/rules/corridors.yaml: the description's corridor table (countries,
 * currencies, rails), the rail catalogue, designed destinations and sanctioned countries.
 */
import { checker, defineRuleTable } from "./load.js";

export type DestinationKind = "BANK_ACCOUNT" | "MOBILE_MONEY" | "CONSUMER_WALLET" | "UPI_VPA" | "PROXY";
export type BeneficiaryType = "INDIVIDUAL" | "BUSINESS";

export interface RailSpec {
  name: string;
  accepts: DestinationKind[];
  /** Currencies carried; absent = the corridor's local currency. */
  currencies?: string[];
  /** Bounds in the smallest unit of the currency (designed). */
  minAmount?: number;
  maxAmount?: number;
  beneficiaryTypes?: BeneficiaryType[];
  /** CN wallets: the `bankName` that selects this wallet. */
  walletBankName?: string;
  designedLimits?: string;
  note?: string;
}

export interface Corridor {
  country: string;
  currency: string;
  rails: string[];
  bankTransfer: boolean;
  mobileMoney: boolean;
  consumerWallets?: boolean;
  designed?: boolean;
  note?: string;
}

export interface CorridorRules {
  swiftFallbackCurrencies: string[];
  notYetLive: string[];
  sanctioned: { designed: true; note: string; countries: string[] };
  railCatalogue: Record<string, RailSpec>;
  corridors: Corridor[];
  designedCorridors: Corridor[];
  accountTypeCountries: Record<string, string | { fromIban: true } | { fromPhonePrefix: Record<string, string> }>;
}

const need = checker("corridors");

function checkCorridorRules(r: CorridorRules): void {
  need(Array.isArray(r.corridors), "corridors missing");
  need(Array.isArray(r.swiftFallbackCurrencies), "swiftFallbackCurrencies missing");
  need(Array.isArray(r.sanctioned?.countries), "sanctioned.countries missing");
  const seen = new Set<string>();
  for (const c of [...r.corridors, ...(r.designedCorridors ?? [])]) {
    need(/^[A-Z]{2}$/.test(c.country), `bad country ${c.country}`);
    need(!seen.has(c.country), `duplicate country ${c.country}`);
    seen.add(c.country);
    for (const rail of c.rails) need(r.railCatalogue[rail], `${c.country}: unknown rail ${rail}`);
    const swift = c.rails.indexOf("SWIFT");
    need(swift === -1 || swift === c.rails.length - 1, `${c.country}: SWIFT must come last`);
  }
}

const corridors = defineRuleTable<CorridorRules>("corridors", checkCorridorRules);
export const CORRIDORS_PATH = corridors.path;
export const parseCorridorRules = corridors.parse;
/** spec/rules/corridors.yaml (read once). */
export const loadCorridorRules = corridors.load;
