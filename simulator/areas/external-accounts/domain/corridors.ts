/**
 * The rail choice over the corridor table (contract/rules/corridors.ts): `railsFor(country)`
 * and `pickRail(...)` -> the rail a payout would use, or a refusal (sanctioned, not yet
 * live, no rail). Pure.
 */
import { loadCorridorRules, type BeneficiaryType, type Corridor, type DestinationKind } from "../../../../contract/rules/corridors.js";

const upper = (s: string): string => String(s ?? "").toUpperCase();

/** The 63 live corridors of the description (designed destinations excluded). */
export function liveCorridors(rules = loadCorridorRules()): Corridor[] {
  return rules.corridors;
}

/** The corridor of a country: live first, then designed destinations; undefined otherwise. */
export function corridorFor(country: string, rules = loadCorridorRules()): Corridor | undefined {
  const c = upper(country);
  return rules.corridors.find((x) => x.country === c) ?? rules.designedCorridors?.find((x) => x.country === c);
}

/**
 * Rails to a country in preference order. A country outside the table (and not
 * sanctioned or not yet live) is reached by SWIFT alone; sanctioned or not-yet-live
 * countries have none.
 */
export function railsFor(country: string, rules = loadCorridorRules()): string[] {
  const c = upper(country);
  if (rules.sanctioned.countries.includes(c) || rules.notYetLive.includes(c)) return [];
  return corridorFor(c, rules)?.rails.slice() ?? ["SWIFT"];
}

export const isSanctioned = (country: string, rules = loadCorridorRules()): boolean => rules.sanctioned.countries.includes(upper(country));
export const isNotYetLive = (country: string, rules = loadCorridorRules()): boolean => rules.notYetLive.includes(upper(country));

const WALLET_TYPES = /_WALLET$/;
const MOBILE_ONLY = new Set(["KES_ACCOUNT", "TZS_ACCOUNT", "ZMW_ACCOUNT", "RWF_ACCOUNT", "MWK_ACCOUNT", "UGX_ACCOUNT", "XOF_ACCOUNT", "BWP_ACCOUNT"]);

type AccountInfoLike = { accountType?: string; [k: string]: unknown };

/** Kind of destination of an accountInfo (or of an account type alone). */
export function destinationKindOf(accountType: string | undefined, accountInfo?: AccountInfoLike): DestinationKind {
  const t = accountType ?? accountInfo?.accountType ?? "";
  if (MOBILE_ONLY.has(t)) return "MOBILE_MONEY";
  if (!accountInfo) return "BANK_ACCOUNT";
  if (t === "INR_ACCOUNT" && typeof accountInfo.vpa === "string") return "UPI_VPA";
  if (t === "CNY_ACCOUNT" && (accountInfo.bankName === "AliPay" || accountInfo.bankName === "WechatPay")) return "CONSUMER_WALLET";
  const hasBankId = ["accountNumber", "iban", "clabeNumber", "pixKey"].some((k) => typeof accountInfo[k] === "string");
  if (typeof accountInfo.phoneNumber === "string" && !hasBankId) return "MOBILE_MONEY";
  return "BANK_ACCOUNT";
}

/** Destination country of a fiat accountInfo (null for crypto or unknown). */
export function destinationCountryOf(accountInfo: AccountInfoLike, rules = loadCorridorRules()): string | null {
  const m = rules.accountTypeCountries[accountInfo.accountType ?? ""];
  if (!m) return null;
  if (typeof m === "string") return m;
  if ("fromIban" in m) return typeof accountInfo.iban === "string" ? accountInfo.iban.slice(0, 2).toUpperCase() : null;
  const phone = String(accountInfo.phoneNumber ?? "");
  for (const [prefix, country] of Object.entries(m.fromPhonePrefix)) if (phone.startsWith(prefix)) return country;
  return null;
}

export type RailRefusal = "SANCTIONED" | "NOT_YET_LIVE" | "NO_RAIL";

export type PickRailResult =
  { ok: true; rail: string; country: string; kind: DestinationKind | "CRYPTO"; corridor?: Corridor } | { ok: false; refusal: RailRefusal; reason: string };

export interface PickRailInput {
  country: string;
  currency: string;
  /** Smallest currency unit. */
  amount: number;
  accountType?: string;
  accountInfo?: AccountInfoLike;
  beneficiaryType?: BeneficiaryType;
  /** Overrides the kind derived from accountType/accountInfo. */
  kind?: DestinationKind;
  /** A rail named by the request (INR bank transfers: `NEFT` or `RTGS`). */
  requestedRail?: string;
}

/** The rail a payout would use, or why none can. */
export function pickRail(input: PickRailInput, rules = loadCorridorRules()): PickRailResult {
  const country = upper(input.country);
  const currency = upper(input.currency);
  const accountType = input.accountType ?? input.accountInfo?.accountType;
  if (rules.sanctioned.countries.includes(country)) {
    return { ok: false, refusal: "SANCTIONED", reason: `${country} is a sanctioned or prohibited destination; no rail reaches it` };
  }
  if (accountType === "LIGHTNING") return { ok: true, rail: "LIGHTNING", country, kind: "CRYPTO" };
  if (accountType && WALLET_TYPES.test(accountType)) return { ok: true, rail: "BLOCKCHAIN", country, kind: "CRYPTO" };
  if (rules.notYetLive.includes(country)) {
    return { ok: false, refusal: "NOT_YET_LIVE", reason: `the ${country} corridor is announced but not yet live` };
  }
  const kind = input.kind ?? destinationKindOf(accountType, input.accountInfo);
  const requested = input.requestedRail ?? (accountType === "INR_ACCOUNT" && typeof input.accountInfo?.rail === "string" ? input.accountInfo.rail : undefined);
  const corridor = corridorFor(country, rules);
  const rails = corridor ? corridor.rails : ["SWIFT"];
  const why: string[] = [];
  for (const id of rails) {
    const rail = rules.railCatalogue[id];
    const currencies = id === "SWIFT" ? rules.swiftFallbackCurrencies : (rail.currencies ?? (corridor ? [corridor.currency] : []));
    if (requested && id !== requested && id !== "SWIFT") continue;
    if (!rail.accepts.includes(kind)) continue;
    if (!currencies.includes(currency)) {
      why.push(`${id} carries ${currencies.join("/")}`);
      continue;
    }
    if (rail.beneficiaryTypes && input.beneficiaryType && !rail.beneficiaryTypes.includes(input.beneficiaryType)) {
      why.push(`${id} pays ${rail.beneficiaryTypes.join("/")} beneficiaries only`);
      continue;
    }
    if (rail.beneficiaryTypes && !input.beneficiaryType && rail.beneficiaryTypes.length === 1 && rail.beneficiaryTypes[0] === "BUSINESS") {
      why.push(`${id} pays BUSINESS beneficiaries only`);
      continue;
    }
    if (rail.walletBankName && input.accountInfo?.bankName !== undefined && input.accountInfo.bankName !== rail.walletBankName) continue;
    if (rail.minAmount !== undefined && input.amount < rail.minAmount) {
      why.push(`${id} needs at least ${rail.minAmount}`);
      continue;
    }
    if (rail.maxAmount !== undefined && input.amount > rail.maxAmount) {
      why.push(`${id} carries at most ${rail.maxAmount}`);
      continue;
    }
    return { ok: true, rail: id, country, kind, corridor };
  }
  const where = corridor ? `the ${country} corridor` : `${country} (no local corridor; SWIFT only)`;
  return {
    ok: false,
    refusal: "NO_RAIL",
    reason: `no rail of ${where} pays a ${kind} destination in ${currency} for amount ${input.amount}${why.length ? ` (${why.join("; ")})` : ""}`,
  };
}
