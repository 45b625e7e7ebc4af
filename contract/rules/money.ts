/**
 * Typed loaders of the money rules: spec/rules/fx-rates.yaml (currencies, designed
 * mid-market rates, fees, quote locks, limits) and spec/rules/sandbox-payouts.yaml
 * (sandbox outcomes, UMA receivers). Read once; pure thereafter.
 */
import { checker, defineRuleTable } from "./load.js";

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
  "INTERNAL_TRANSFER" | "REALTIME_FUNDING" | "PULL" | "BANK_PAYOUT" | "MOBILE_MONEY_PAYOUT" | "UMA_PAYMENT" | "CRYPTO_PAYOUT" | "LIGHTNING_PAYOUT";

export interface FxRules {
  currencies: Record<string, CurrencyRule>;
  rateCache: { ttlSeconds: number; maxDriftBps: number };
  fees: { crossCurrency: FeeRule; sameCurrency: FeeRule };
  quoteLockMinutes: Record<PaymentType, number>;
  limits: { corridorMaxAmount: Record<string, number>; withdrawalMaxAmount: Record<string, number> };
  /** External account statuses money moves to or from: freely, or only up to ownershipVerificationThreshold. */
  externalAccountMoneyStatuses: { unrestricted: string[]; belowThreshold: string[] };
  ownershipVerificationThreshold: Record<string, number>;
  withdrawalNetworks: Record<string, Record<string, number>>;
  walletNetworks: Record<string, string>;
  fundingRails: Record<string, string[]>;
  fundingNetworks: Record<string, string>;
  /** GET /exchange-rates: the amount priced when the query names none. */
  exchangeRates: { defaultSendingAmount: number };
  /** The instant rails of a real-time-funded quote's bank instructions, by sending currency. */
  realtimeFundingRails: Record<string, string[]>;
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
  internalDestinationOutcome: OutcomeStep[];
  externalAccountOutcomeReasons: Record<string, string>;
  /** The refund reason of a failed outgoing payment by its failureReason (`default` otherwise). */
  refundReasons: Record<string, string>;
  umaDomain: string;
  umaReceivers: Record<string, UmaReceiverRule>;
  umaRequiredPayerData: { name: string; mandatory: boolean }[];
  sandboxSender: Record<string, unknown>;
  sca: { factor: "SMS_OTP" | "TOTP" | "PASSKEY"; sentTo: string; challengeTtlSeconds: number; sandboxCode: string };
  realtimeFundingAccount: {
    accountHolderName: string;
    bankName: string;
    accountNumber: string;
    /** The network of a crypto currency's CRYPTO_WALLET instructions (else `defaultCryptoNetwork`). */
    cryptoNetworks: Record<string, string>;
    defaultCryptoNetwork: string;
  };
}

const needFx = checker("fx-rates");
const needSandbox = checker("sandbox-payouts");

function checkFxRules(r: FxRules): void {
  needFx(r?.currencies && typeof r.currencies === "object", "currencies missing");
  for (const [code, c] of Object.entries(r.currencies)) {
    needFx(/^[A-Z0-9]{3,5}$/.test(code), `bad currency code ${code}`);
    needFx(Number.isInteger(c.decimals) && c.decimals >= 0, `${code}: decimals`);
    needFx(c.unitsPerUsd === null || c.unitsPerUsd > 0, `${code}: unitsPerUsd`);
  }
  for (const [t, m] of Object.entries(r.quoteLockMinutes)) needFx(m >= 1 && m <= 15, `quoteLockMinutes.${t} outside 1..15`);
}

function checkSandboxPayoutRules(r: SandboxPayoutRules): void {
  needSandbox(r?.quoteDestinationOutcomes?.default, "quoteDestinationOutcomes.default missing");
  needSandbox(typeof r.umaDomain === "string", "umaDomain missing");
}

const fx = defineRuleTable<FxRules>("fx-rates", checkFxRules);
const sandbox = defineRuleTable<SandboxPayoutRules>("sandbox-payouts", checkSandboxPayoutRules);
export const parseFxRules = fx.parse;
export const parseSandboxPayoutRules = sandbox.parse;
/** spec/rules/fx-rates.yaml (read once). */
export const fxRules = fx.load;
/** spec/rules/sandbox-payouts.yaml (read once). */
export const sandboxPayoutRules = sandbox.load;

/**
 * How far money may move to or from an external account in `status` (spec/rules/fx-rates.yaml
 * externalAccountMoneyStatuses): freely, only up to the ownership-verification threshold, or not at all.
 */
export function externalAccountMoneyUse(status: string): "unrestricted" | "belowThreshold" | undefined {
  const s = fxRules().externalAccountMoneyStatuses;
  return s.unrestricted.includes(status) ? "unrestricted" : s.belowThreshold.includes(status) ? "belowThreshold" : undefined;
}
