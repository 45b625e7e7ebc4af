/**
 * Exact money (pure). Amounts are integers in the smallest currency unit within
 * JavaScript's safe range 0..2^53-1 (the spec states it with `maximum` on every amount
 * field). Arithmetic whose result would leave that range is refused with 400
 * AMOUNT_OUT_OF_RANGE naming the field; nothing rounds silently. Products of an amount
 * and a rate or a fee in basis points are computed with BigInt.
 */
import type { ApiError } from "../../../errors/api-error.js";
import { apiError } from "../../../errors/catalogue.js";

/** The largest amount the API accepts and keeps: 2^53 - 1. */
export const MAX_AMOUNT = Number.MAX_SAFE_INTEGER;
const MAX_BIG = BigInt(MAX_AMOUNT);

/** 400 AMOUNT_OUT_OF_RANGE naming the request field whose value leads past the safe range. */
export function amountRangeError(field: string, reason: string): ApiError {
  return apiError("AMOUNT_OUT_OF_RANGE", `${field}: ${reason}`, { field, maximum: MAX_AMOUNT });
}

export const isAmount = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n);

/** `a + b` exactly, or AMOUNT_OUT_OF_RANGE naming `field` when the sum leaves the safe range. */
export function addAmounts(a: number, b: number, field: string, what = "the result"): number {
  const r = a + b;
  if (!Number.isSafeInteger(r)) throw amountRangeError(field, `${what} would be ${BigInt(a) + BigInt(b)}, past the largest exact amount ${MAX_AMOUNT}`);
  return r;
}

/** A bigint result as a number, or AMOUNT_OUT_OF_RANGE naming `field`. */
export function toAmount(v: bigint, field: string, what: string): number {
  if (v > MAX_BIG || v < -MAX_BIG) throw amountRangeError(field, `${what} would be ${v}, past the largest exact amount ${MAX_AMOUNT}`);
  return Number(v);
}

export const ceilDiv = (n: bigint, d: bigint): bigint => (n + d - 1n) / d;

/** A finite positive number as an exact fraction of its shortest decimal form (e.g. 0.0123 -> 123/10000). */
export function fractionOf(x: number): { num: bigint; den: bigint } {
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(x));
  if (!m) throw new Error(`not a finite non-negative decimal: ${x}`);
  const frac = m[2] ?? "";
  const exp = Number(m[3] ?? 0) - frac.length;
  const digits = BigInt(m[1] + frac);
  return exp >= 0 ? { num: digits * 10n ** BigInt(exp), den: 1n } : { num: digits, den: 10n ** BigInt(-exp) };
}
