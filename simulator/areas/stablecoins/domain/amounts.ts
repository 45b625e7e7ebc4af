/**
 * Token amounts (pure): decimal strings in the coin's smallest unit, converted to the
 * funding currency's smallest unit; and token holdings per (stablecoin, internal account)
 * with available and held parts (as decimal strings: token amounts may exceed 2^53).
 */

/**
 * The fiat amount (smallest unit of a currency with `fiatDecimals`) worth `amount` tokens of a
 * coin with `coinDecimals`, or undefined when it is not a whole, safe number of fiat units
 * (STABLECOIN_AMOUNT_NOT_REPRESENTABLE).
 */
export function fiatAmountOf(amount: string, coinDecimals: number, fiatDecimals: number): number | undefined {
  const units = BigInt(amount);
  const shift = coinDecimals - fiatDecimals;
  let fiat: bigint;
  if (shift >= 0) {
    const div = 10n ** BigInt(shift);
    if (units % div !== 0n) return undefined;
    fiat = units / div;
  } else fiat = units * 10n ** BigInt(-shift);
  return fiat <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(fiat) : undefined;
}

export interface Holding {
  id: string;
  stablecoinId: string;
  accountId: string;
  available: string;
  held: string;
}

export const holdingId = (stablecoinId: string, accountId: string): string => `${stablecoinId}|${accountId}`;

export const emptyHolding = (stablecoinId: string, accountId: string): Holding => ({
  id: holdingId(stablecoinId, accountId),
  stablecoinId,
  accountId,
  available: "0",
  held: "0",
});

const add = (a: string, b: bigint): string => (BigInt(a) + b).toString();

/** Move available -> held; undefined when the holding has less than `amount` available. */
export function holdTokens(h: Holding, amount: string): Holding | undefined {
  if (BigInt(h.available) < BigInt(amount)) return undefined;
  return { ...h, available: add(h.available, -BigInt(amount)), held: add(h.held, BigInt(amount)) };
}

/** Held tokens leave (a completed burn). */
export const burnHeld = (h: Holding, amount: string): Holding => ({ ...h, held: add(h.held, -BigInt(amount)) });

/** Held tokens come back (a failed or expired burn). */
export const releaseHeld = (h: Holding, amount: string): Holding => ({ ...h, held: add(h.held, -BigInt(amount)), available: add(h.available, BigInt(amount)) });

/** Minted tokens arrive. */
export const credit = (h: Holding, amount: string): Holding => ({ ...h, available: add(h.available, BigInt(amount)) });
