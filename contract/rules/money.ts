/**
 * Typed loaders of the money rules: spec/rules/fx-rates.yaml (currencies, designed
 * mid-market rates, fees, quote locks, limits) and spec/rules/sandbox-payouts.yaml
 * (sandbox outcomes, UMA receivers). Read once; pure thereafter.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { repoPath } from "../../contract/repo-root.js";

export interface CurrencyRule {
  name: string;
  symbol: string;
  decimals: number;
  kind: "FIAT" | "CRYPTO";
  unitsPerUsd: number | null;
}

export interface FeeRule {
  serviceBps: number;
  platformBps: number;
}

export type PaymentType =
  | "INTERNAL_TRANSFER"
  | "REALTIME_FUNDING"
  | "PULL"
  | "BANK_PAYOUT"
  | "MOBILE_MONEY_PAYOUT"
  | "UMA_PAYMENT"
  | "CRYPTO_PAYOUT"
  | "LIGHTNING_PAYOUT";

export interface FxRules {
  currencies: Record<string, CurrencyRule>;
  rateCache: { ttlSeconds: number; maxDriftBps: number };
  fees: { crossCurrency: FeeRule; sameCurrency: FeeRule };
  quoteLockMinutes: Record<PaymentType, number>;
  limits: { corridorMaxAmount: Record<string, number>; withdrawalMaxAmount: Record<string, number> };
  ownershipVerificationThreshold: Record<string, number>;
  withdrawalNetworks: Record<string, Record<string, number>>;
  walletNetworks: Record<string, string>;
  fundingRails: Record<string, string[]>;
  fundingNetworks: Record<string, string>;
}

export type MoneyAction = "settle" | "refund" | "return" | "unrecovered";

export interface OutcomeStep {
  atMs: number;
  status: string;
  failureReason?: string;
  money?: MoneyAction;
}

export interface UmaReceiverRule {
  receiverName: string;
  currencies: { code: string; minAmount: number; maxAmount: number }[];
  outcome: OutcomeStep[];
}

export interface SandboxPayoutRules {
  processingMs: number;
  quoteDestinationOutcomes: Record<string, OutcomeStep[]>;
  externalAccountOutcomeReasons: Record<string, string>;
  umaDomain: string;
  umaReceivers: Record<string, UmaReceiverRule>;
  umaRequiredPayerData: { name: string; mandatory: boolean }[];
  sandboxSender: Record<string, unknown>;
  sca: { factor: "SMS_OTP" | "TOTP" | "PASSKEY"; sentTo: string; challengeTtlSeconds: number; sandboxCode: string };
  realtimeFundingAccount: { accountHolderName: string; bankName: string };
}

function need(cond: unknown, file: string, what: string): asserts cond {
  if (!cond) throw new Error(`spec/rules/${file}: ${what}`);
}

export function parseFxRules(text: string): FxRules {
  const r = parse(text) as FxRules;
  need(r?.currencies && typeof r.currencies === "object", "fx-rates.yaml", "currencies missing");
  for (const [code, c] of Object.entries(r.currencies)) {
    need(/^[A-Z0-9]{3,5}$/.test(code), "fx-rates.yaml", `bad currency code ${code}`);
    need(Number.isInteger(c.decimals) && c.decimals >= 0, "fx-rates.yaml", `${code}: decimals`);
    need(c.unitsPerUsd === null || c.unitsPerUsd > 0, "fx-rates.yaml", `${code}: unitsPerUsd`);
  }
  for (const [t, m] of Object.entries(r.quoteLockMinutes)) need(m >= 1 && m <= 15, "fx-rates.yaml", `quoteLockMinutes.${t} outside 1..15`);
  return r;
}

export function parseSandboxPayoutRules(text: string): SandboxPayoutRules {
  const r = parse(text) as SandboxPayoutRules;
  need(r?.quoteDestinationOutcomes?.default, "sandbox-payouts.yaml", "quoteDestinationOutcomes.default missing");
  need(typeof r.umaDomain === "string", "sandbox-payouts.yaml", "umaDomain missing");
  return r;
}

let fx: FxRules | undefined;
let sandbox: SandboxPayoutRules | undefined;

export function fxRules(): FxRules {
  fx ??= parseFxRules(readFileSync(repoPath("spec", "rules", "fx-rates.yaml"), "utf8"));
  return fx;
}

export function sandboxPayoutRules(): SandboxPayoutRules {
  sandbox ??= parseSandboxPayoutRules(readFileSync(repoPath("spec", "rules", "sandbox-payouts.yaml"), "utf8"));
  return sandbox;
}
