/**
 * Exchange rates and pricing (pure). A platform's rates live in a cache window of
 * `rateCache.ttlSeconds` platform seconds; window n > 0 drifts deterministically by at most
 * `maxDriftBps`. Pricing follows fx-rates.yaml: fees rounded up in the sending currency,
 * receiving amounts rounded down, both computed exactly (exact.ts).
 */
import { createHash } from "node:crypto";
import { fxRules, type FeeRule, type FxRules } from "../../../../contract/rules/money.js";
import { amountRangeError, ceilDiv, fractionOf, isAmount, MAX_AMOUNT, toAmount } from "./exact.js";

export interface RateSnapshot {
  window: number;
  updatedAt: string;
  expiresAt: string;
}

/** The snapshot in force at `nowMs`: the previous one inside its window, else a new window. */
export function currentSnapshot(prev: RateSnapshot | undefined, nowMs: number, rules: FxRules = fxRules()): RateSnapshot {
  if (prev && nowMs < Date.parse(prev.expiresAt)) return prev;
  return {
    window: prev ? prev.window + 1 : 0,
    updatedAt: new Date(nowMs).toISOString(),
    expiresAt: new Date(nowMs + rules.rateCache.ttlSeconds * 1000).toISOString(),
  };
}

function driftBps(from: string, to: string, window: number, max: number): number {
  if (window === 0 || max === 0) return 0;
  const h = createHash("sha256").update(`${from}>${to}#${window}`).digest().readUInt32BE(0);
  return (h % (2 * max + 1)) - max;
}

/** Mid-market rate (whole receiving units per whole sending unit), or null when none. */
export function midRate(snapshot: RateSnapshot, from: string, to: string, rules: FxRules = fxRules()): number | null {
  if (from === to) return 1;
  const a = rules.currencies[from]?.unitsPerUsd;
  const b = rules.currencies[to]?.unitsPerUsd;
  if (!a || !b) return null;
  const base = (b / a) * (1 + driftBps(from, to, snapshot.window, rules.rateCache.maxDriftBps) / 10_000);
  return Number(base.toPrecision(8));
}

export function feeRuleFor(from: string, to: string, rules: FxRules = fxRules()): FeeRule {
  return from === to ? rules.fees.sameCurrency : rules.fees.crossCurrency;
}

export interface Pricing {
  sending: number;
  receiving: number;
  fees: number;
  platformFees: number;
  rate: number;
}

/** A fee rule, with the platform's fixed part of a `platformFeeOverride` (smallest unit of the sending currency). */
export type PricingFee = FeeRule & { platformFixed?: number };

export function feesFor(sending: number, fee: PricingFee): { fees: number; platformFees: number } {
  const s = BigInt(sending);
  const service = ceilDiv(s * BigInt(fee.serviceBps), 10_000n);
  const platformFees = ceilDiv(s * BigInt(fee.platformBps), 10_000n) + BigInt(fee.platformFixed ?? 0);
  return { fees: Number(service + platformFees), platformFees: Number(platformFees) };
}

/** The exact factor from sending units to receiving units: rate x 10^(decimals(to) - decimals(from)). */
function factor(from: string, to: string, rate: number, rules: FxRules): { num: bigint; den: bigint } {
  const r = fractionOf(rate);
  const shift = (rules.currencies[to]?.decimals ?? 2) - (rules.currencies[from]?.decimals ?? 2);
  return shift >= 0 ? { num: r.num * 10n ** BigInt(shift), den: r.den } : { num: r.num, den: r.den * 10n ** BigInt(-shift) };
}

/** Receiving amount of a sending amount, exact (fees rounded up, receiving rounded down); may exceed the safe range. */
function receivingOf(
  sending: number,
  from: string,
  to: string,
  rate: number,
  rules: FxRules,
  fee: PricingFee = feeRuleFor(from, to, rules),
): { receiving: bigint; fees: number; platformFees: number } {
  const f = feesFor(sending, fee);
  const net = sending - f.fees;
  if (net <= 0) return { receiving: 0n, ...f };
  const k = factor(from, to, rate, rules);
  return { receiving: (BigInt(net) * k.num) / k.den, ...f };
}

/**
 * Price a locked sending amount (an integer in 0..MAX_AMOUNT). A receiving amount past the
 * safe range is refused with AMOUNT_OUT_OF_RANGE naming `field`.
 */
export function priceSending(
  sending: number,
  from: string,
  to: string,
  rate: number,
  rules: FxRules = fxRules(),
  field = "lockedCurrencyAmount",
  fee: PricingFee = feeRuleFor(from, to, rules),
): Pricing {
  if (!isAmount(sending)) throw amountRangeError(field, `${sending} is not an integer in 0..${MAX_AMOUNT}`);
  const r = receivingOf(sending, from, to, rate, rules, fee);
  const receiving = toAmount(r.receiving, field, `the receiving amount in ${to}`);
  return { sending, receiving, fees: r.fees, platformFees: r.platformFees, rate };
}

/**
 * The smallest sending amount delivering at least `receiving`: a doubling then a binary
 * search over safe integers, each at most 54 steps. When even MAX_AMOUNT does not deliver
 * it, AMOUNT_OUT_OF_RANGE names `field`.
 */
export function priceReceiving(
  receiving: number,
  from: string,
  to: string,
  rate: number,
  rules: FxRules = fxRules(),
  field = "lockedCurrencyAmount",
  fee: PricingFee = feeRuleFor(from, to, rules),
): Pricing {
  if (!isAmount(receiving)) throw amountRangeError(field, `${receiving} is not an integer in 0..${MAX_AMOUNT}`);
  const want = BigInt(receiving);
  const enough = (s: number) => receivingOf(s, from, to, rate, rules, fee).receiving >= want;
  const k = factor(from, to, rate, rules);
  const estimate = ceilDiv(want * k.den, k.num === 0n ? 1n : k.num);
  let hi = estimate > BigInt(MAX_AMOUNT) ? MAX_AMOUNT : Math.max(1, Number(estimate));
  while (!enough(hi)) {
    if (hi === MAX_AMOUNT)
      throw amountRangeError(field, `delivering ${receiving} ${to} would need a sending amount in ${from} past the largest exact amount ${MAX_AMOUNT}`);
    hi = Math.min(MAX_AMOUNT, hi * 2);
  }
  let lo = 1;
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (enough(mid)) hi = mid;
    else lo = mid + 1;
  }
  const f = feesFor(lo, fee);
  return { sending: lo, receiving, fees: f.fees, platformFees: f.platformFees, rate };
}

/** All-in indicative rate of GET /exchange-rates: mid-market less all fees. */
export function allInRate(mid: number, from: string, to: string, rules: FxRules = fxRules()): number {
  const f = feeRuleFor(from, to, rules);
  return Number((mid * (1 - (f.serviceBps + f.platformBps) / 10_000)).toPrecision(8));
}
