/**
 * Quotes (pure): price a quote from its resolved source and destination and apply the
 * money rules in order: currencies, rate, pricing, the platform's amount bounds, the UMA
 * receiver's bounds, the corridor / withdrawal cap, the corridor itself (pickRail), the
 * ownership-verification threshold, UMA payer data, funds (immediate execution), then the
 * rate lock by payment type. Throws ApiError with the contract's codes.
 */
import { ApiError } from "../../../errors/api-error.js";
import { apiError } from "../../../errors/catalogue.js";
import type { QuoteRecord } from "./quote-flow.js";
import type { BeneficiaryType } from "../../../../contract/rules/external-accounts.js";
import { destinationCountryOf, destinationKindOf, pickRail } from "../../external-accounts/service.js";
import { currencyOf, isCrypto, knownCurrency } from "../../../../contract/rules/currencies.js";
import { amountRangeError, isAmount, MAX_AMOUNT } from "./exact.js";
import { feeRuleFor, midRate, priceReceiving, priceSending, type Pricing, type PricingFee, type RateSnapshot } from "./rates.js";
import {
  externalAccountMoneyUse,
  fxRules,
  sandboxPayoutRules,
  type FxRules,
  type PaymentType,
  type UmaReceiverRule,
} from "../../../../contract/rules/money.js";

export interface ExternalAccountLike {
  id: string;
  status: string;
  currency: string;
  customerId?: string | null;
  accountInfo: { accountType?: string; beneficiary?: { beneficiaryType?: BeneficiaryType }; [k: string]: unknown };
  defaultUmaDepositAccount?: boolean;
  beneficiaryVerificationStatus?: string;
  beneficiaryVerifiedData?: { fullName?: string };
}

export type ResolvedSource =
  | { kind: "INTERNAL"; accountId: string; currency: string; available: number; customerId: string | null }
  | { kind: "PULL"; ext: ExternalAccountLike }
  | { kind: "REALTIME"; currency: string; customerId?: string };

export type ResolvedDestination =
  /** `umaAddress`: reached by the UMA address of a customer of the platform (its own domain); the UMA bounds apply. */
  | { kind: "INTERNAL"; accountId: string; currency: string; customerId: string | null; umaAddress?: string }
  | { kind: "EXTERNAL"; ext: ExternalAccountLike }
  | { kind: "UMA"; address: string; currency: string; receiver: UmaReceiverRule };

export interface BoundsEntry {
  currencyCode: string;
  minAmount: number;
  maxAmount: number;
}

export interface QuoteInput {
  id: string;
  nowMs: number;
  body: {
    source: Record<string, unknown>;
    destination: Record<string, unknown>;
    lockedCurrencySide: "SENDING" | "RECEIVING";
    lockedCurrencyAmount: number;
    immediatelyExecute?: boolean;
    description?: string;
    reference?: string;
    /** The live `platformFeeOverride`: the platform's fee of this payment, replacing its configured one. */
    platformFeeOverride?: { platformFixedFee: { amount: number; currency: string }; platformVariableFeeBps: number };
  };
  source: ResolvedSource;
  destination: ResolvedDestination;
  supportedCurrencies: BoundsEntry[];
  snapshot: RateSnapshot;
  /** Fields the sending customer has (UMA payer data), or undefined for the platform. */
  sendingCustomerFields?: Set<string>;
}

export interface PricedQuote {
  quote: QuoteRecord;
  paymentType: PaymentType;
  pricing: Pricing;
  /** The rail that pays an external account destination (corridors table), or null. */
  paymentRail: string | null;
}

export const sourceCurrency = (s: ResolvedSource): string => (s.kind === "PULL" ? s.ext.currency : s.currency);
export const destinationCurrency = (d: ResolvedDestination): string => (d.kind === "EXTERNAL" ? d.ext.currency : d.currency);

export function paymentTypeOf(s: ResolvedSource, d: ResolvedDestination): PaymentType {
  if (s.kind === "REALTIME") return "REALTIME_FUNDING";
  if (s.kind === "PULL") return "PULL";
  if (d.kind === "INTERNAL") return "INTERNAL_TRANSFER";
  if (d.kind === "UMA") return "UMA_PAYMENT";
  const t = d.ext.accountInfo.accountType ?? "";
  if (t === "LIGHTNING") return "LIGHTNING_PAYOUT";
  if (/_WALLET$/.test(t)) return "CRYPTO_PAYOUT";
  return destinationKindOf(t, d.ext.accountInfo) === "MOBILE_MONEY" ? "MOBILE_MONEY_PAYOUT" : "BANK_PAYOUT";
}

const outOfRange = (what: string, amount: number, cur: string, min: number, max: number) =>
  apiError("AMOUNT_OUT_OF_RANGE", `${what} ${amount} ${cur} is outside ${min}..${max} (smallest unit)`);

/** The currencies a `platformFeeOverride` may be given for (live: USD sources only, the fixed fee in the source currency). */
const FEE_OVERRIDE_CURRENCIES = ["USD"];

/**
 * The fees of a quote: the table's rule, or with a `platformFeeOverride` the service's part of it
 * and the override's platform fee (live: it replaces the platform's configured fee). 400
 * INVALID_INPUT for a sending currency the override does not apply to, or a fixed fee in another
 * currency.
 */
function feeOf(o: QuoteInput["body"]["platformFeeOverride"], from: string, to: string, rules: FxRules): PricingFee {
  const base = feeRuleFor(from, to, rules);
  if (!o) return base;
  if (!FEE_OVERRIDE_CURRENCIES.includes(from))
    throw ApiError.invalidInput([
      {
        field: "platformFeeOverride",
        in: "body",
        code: "INVALID_VALUE",
        reason: `a platform fee override applies to ${FEE_OVERRIDE_CURRENCIES.join(", ")} sources only, not ${from}`,
      },
    ]);
  if (o.platformFixedFee.currency !== from)
    throw ApiError.invalidInput([
      {
        field: "platformFeeOverride.platformFixedFee.currency",
        in: "body",
        code: "INVALID_VALUE",
        reason: `the fixed fee must be in the source currency ${from}`,
      },
    ]);
  return { serviceBps: base.serviceBps, platformBps: o.platformVariableFeeBps, platformFixed: o.platformFixedFee.amount };
}

export function priceQuote(input: QuoteInput, rules: FxRules = fxRules()): PricedQuote {
  const { source, destination: dest, body } = input;
  if (!isAmount(body.lockedCurrencyAmount) || body.lockedCurrencyAmount < 0) {
    throw amountRangeError("lockedCurrencyAmount", `${body.lockedCurrencyAmount} is not an integer in 0..${MAX_AMOUNT}`);
  }
  const S = sourceCurrency(source);
  const R = destinationCurrency(dest);
  for (const c of [S, R]) if (!knownCurrency(c, rules)) throw apiError("INVALID_CURRENCY", `currency ${c} is not supported`);
  if (dest.kind === "UMA" && !dest.receiver.currencies.some((c) => c.code === R)) {
    throw apiError("INVALID_CURRENCY", `${dest.address} does not accept ${R}; it accepts ${dest.receiver.currencies.map((c) => c.code).join(", ")}`);
  }
  if (source.kind === "PULL" && dest.kind !== "INTERNAL") {
    throw ApiError.invalidInput([
      { field: "destination.accountId", in: "body", code: "INVALID_VALUE", reason: "a pull from an external account must go to an internal account" },
    ]);
  }
  if (dest.kind === "EXTERNAL" && !externalAccountMoneyUse(dest.ext.status)) {
    throw ApiError.conflict("CONFLICT", `external account ${dest.ext.id} is ${dest.ext.status}; only ACTIVE accounts can receive payments`);
  }
  const rate = midRate(input.snapshot, S, R, rules);
  if (rate === null) throw apiError("QUOTE_RATE_UNAVAILABLE", `no exchange rate from ${S} to ${R} is available`);
  const fee = feeOf(body.platformFeeOverride, S, R, rules);
  const pricing =
    body.lockedCurrencySide === "SENDING"
      ? priceSending(body.lockedCurrencyAmount, S, R, rate, rules, "lockedCurrencyAmount", fee)
      : priceReceiving(body.lockedCurrencyAmount, S, R, rate, rules, "lockedCurrencyAmount", fee);
  if (pricing.receiving <= 0) throw apiError("AMOUNT_OUT_OF_RANGE", `sending ${pricing.sending} ${S} does not cover the fees (${pricing.fees}); send more`);
  // Limits table: the supportedCurrencies minAmount/maxAmount bounds apply to UMA payments
  // only; account payouts are capped by the corridor maximum below.
  if (dest.kind === "UMA" || (dest.kind === "INTERNAL" && dest.umaAddress)) {
    for (const [what, amount, cur] of [
      ["sending amount", pricing.sending, S],
      ["receiving amount", pricing.receiving, R],
    ] as const) {
      const b = input.supportedCurrencies.find((x) => x.currencyCode === cur);
      if (b && (amount < b.minAmount || amount > b.maxAmount)) throw outOfRange(what, amount, cur, b.minAmount, b.maxAmount);
    }
  }
  if (dest.kind === "UMA") {
    const b = dest.receiver.currencies.find((c) => c.code === R)!;
    if (pricing.receiving < b.minAmount || pricing.receiving > b.maxAmount)
      throw outOfRange(`receiving amount for ${dest.address}`, pricing.receiving, R, b.minAmount, b.maxAmount);
  }
  if (dest.kind === "EXTERNAL" || dest.kind === "UMA") {
    const crypto = isCrypto(R, rules);
    const cap = crypto ? rules.limits.withdrawalMaxAmount[R] : rules.limits.corridorMaxAmount[R];
    if (cap !== undefined && pricing.receiving > cap) {
      throw apiError(
        "TRANSACTION_SIZE_LIMIT_EXCEEDED",
        `${pricing.receiving} ${R} is above the ${crypto ? "withdrawal" : "corridor"} maximum of ${cap} for a single transaction`,
      );
    }
  }
  let paymentRail: string | null = null;
  if (dest.kind === "EXTERNAL") {
    const info = dest.ext.accountInfo;
    const country = destinationCountryOf(info);
    if (country) {
      const beneficiaryType = info.beneficiary?.beneficiaryType;
      const r = pickRail({ country, currency: R, amount: pricing.receiving, accountInfo: info, beneficiaryType });
      if (!r.ok) throw apiError("INVALID_RECEIVER", `cannot pay external account ${dest.ext.id}: ${r.reason}`);
      if (r.kind !== "CRYPTO") paymentRail = r.rail;
    }
    if (externalAccountMoneyUse(dest.ext.status) === "belowThreshold") {
      const threshold = rules.ownershipVerificationThreshold[R] ?? 0;
      if (pricing.receiving > threshold) {
        throw apiError(
          "EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED",
          `verify the ownership of wallet ${dest.ext.id} first: unverified wallets receive at most ${threshold} ${R}`,
        );
      }
    }
  }
  if (dest.kind === "UMA" && input.sendingCustomerFields) {
    const missing = sandboxPayoutRules()
      .umaRequiredPayerData.filter((f) => f.mandatory && !input.sendingCustomerFields!.has(f.name))
      .map((f) => f.name);
    if (missing.length)
      throw apiError("MISSING_MANDATORY_USER_INFO", `the receiver requires ${missing.join(", ")} of the sending customer; add it to the customer first`);
  }
  if (body.immediatelyExecute && source.kind === "INTERNAL" && source.available < pricing.sending) {
    throw apiError("INSUFFICIENT_FUNDS", `account ${source.accountId} has ${source.available} ${S} available; ${pricing.sending} needed`);
  }
  const paymentType = paymentTypeOf(source, dest);
  const now = new Date(input.nowMs).toISOString();
  const quote: QuoteRecord = {
    id: input.id,
    status: "PROCESSING",
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(input.nowMs + rules.quoteLockMinutes[paymentType] * 60_000).toISOString(),
    source: body.source,
    destination: body.destination,
    sendingCurrency: currencyOf(S, rules),
    receivingCurrency: currencyOf(R, rules),
    totalSendingAmount: pricing.sending,
    totalReceivingAmount: pricing.receiving,
    exchangeRate: rate,
    feesIncluded: pricing.fees,
    platformFeesIncluded: pricing.platformFees,
    lockedCurrencySide: body.lockedCurrencySide,
    lockedCurrencyAmount: body.lockedCurrencyAmount,
  };
  if (body.description !== undefined) quote.description = body.description;
  if (body.reference !== undefined) quote.reference = body.reference;
  return { quote, paymentType, pricing, paymentRail };
}
