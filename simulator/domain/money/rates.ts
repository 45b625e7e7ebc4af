/**
 * Exchange rates and pricing (pure). A platform's rates live in a cache window of
 * `rateCache.ttlSeconds` platform seconds; window n > 0 drifts deterministically by at most
 * `maxDriftBps`. Pricing follows fx-rates.yaml: fees rounded up in the sending currency,
 * receiving amounts rounded down.
 */
import { createHash } from "node:crypto";
import { fxRules, type FeeRule, type FxRules } from "./rules.js";

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

export function feesFor(sending: number, fee: FeeRule): { fees: number; platformFees: number } {
  const service = Math.ceil((sending * fee.serviceBps) / 10_000);
  const platformFees = Math.ceil((sending * fee.platformBps) / 10_000);
  return { fees: service + platformFees, platformFees };
}

function scale(from: string, to: string, rules: FxRules): number {
  return 10 ** ((rules.currencies[to]?.decimals ?? 2) - (rules.currencies[from]?.decimals ?? 2));
}

export function priceSending(sending: number, from: string, to: string, rate: number, rules: FxRules = fxRules()): Pricing {
  const f = feesFor(sending, feeRuleFor(from, to, rules));
  const net = sending - f.fees;
  const receiving = net <= 0 ? 0 : Math.floor(net * rate * scale(from, to, rules) + 1e-7);
  return { sending, receiving, fees: f.fees, platformFees: f.platformFees, rate };
}

/** The smallest sending amount delivering at least `receiving` (binary search; monotonic). */
export function priceReceiving(receiving: number, from: string, to: string, rate: number, rules: FxRules = fxRules()): Pricing {
  let hi = Math.max(1, Math.ceil(receiving / (rate * scale(from, to, rules))));
  while (priceSending(hi, from, to, rate, rules).receiving < receiving) hi *= 2;
  let lo = 1;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (priceSending(mid, from, to, rate, rules).receiving >= receiving) hi = mid;
    else lo = mid + 1;
  }
  return { ...priceSending(lo, from, to, rate, rules), receiving };
}

/** All-in indicative rate of GET /exchange-rates: mid-market less all fees. */
export function allInRate(mid: number, from: string, to: string, rules: FxRules = fxRules()): number {
  const f = feeRuleFor(from, to, rules);
  return Number((mid * (1 - (f.serviceBps + f.platformBps) / 10_000)).toPrecision(8));
}
