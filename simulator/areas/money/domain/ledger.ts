/**
 * The ledger (pure): double-entry postings between internal accounts (buckets
 * available / held / pending) and named world accounts outside the platform's books
 * (`world:<purpose>:<currency>`). Every posting sums to zero per currency; an internal
 * account's bucket never goes negative and never past MAX_AMOUNT (exact.ts: such a posting
 * is refused with AMOUNT_OUT_OF_RANGE). A transaction's "book" says which postings its
 * money actions make: hold, pendingIn, settle, refund, return, unrecovered.
 */
import type { MoneyAction } from "../../../../contract/rules/money.js";
import { addAmounts, amountRangeError, isAmount } from "./exact.js";

export type Bucket = "available" | "held" | "pending";

export interface Leg {
  account: string;
  bucket: Bucket;
  currency: string;
  amount: number;
}

export interface Balances {
  available: number;
  held: number;
  pending: number;
}

export const isInternal = (account: string): boolean => account.startsWith("InternalAccount:");
export const world = (purpose: string, currency: string): string => `world:${purpose}:${currency}`;

/** null when balanced per currency and integral; else why not. */
export function checkLegs(legs: Leg[]): string | null {
  const sums = new Map<string, number>();
  for (const l of legs) {
    if (!Number.isSafeInteger(l.amount)) return `leg amount ${l.amount} is not an integer`;
    sums.set(l.currency, (sums.get(l.currency) ?? 0) + l.amount);
  }
  for (const [c, s] of sums) if (s !== 0) return `posting does not balance in ${c} (${s})`;
  return null;
}

/** Apply legs to internal balances (returns new balances); throws when one would go negative. */
export function applyLegs(balances: Map<string, Balances>, legs: Leg[]): Map<string, Balances> {
  for (const l of legs) if (!isAmount(l.amount)) throw amountRangeError("amount", `${l.amount} ${l.currency} is not an integer within the exact range`);
  const problem = checkLegs(legs);
  if (problem) throw new Error(`ledger: ${problem}`);
  const out = new Map<string, Balances>();
  for (const l of legs) {
    if (!isInternal(l.account)) continue;
    const b = { ...(out.get(l.account) ?? balances.get(l.account) ?? { available: 0, held: 0, pending: 0 }) };
    b[l.bucket] = addAmounts(b[l.bucket], l.amount, "amount", `the ${l.bucket} balance of ${l.account}`);
    if (b[l.bucket] < 0) throw new Error(`ledger: ${l.account} ${l.bucket} would become ${b[l.bucket]}`);
    out.set(l.account, b);
  }
  return out;
}

export type BookPhase = "NONE" | "HELD" | "PENDING_IN" | "SETTLED" | "CLOSED";

/** The money side of a transaction. Internal ends are InternalAccount ids; others are world. */
export interface Book {
  id: string;
  /** InternalAccount id, or a world purpose for money from outside (e.g. "external", "realtime", "uma"). */
  source: string;
  dest: string;
  sendingCurrency: string;
  receivingCurrency: string;
  total: number;
  fees: number;
  platformFees: number;
  receiving: number;
  /** Where the platform fee is credited (the platform's internal account in the sending currency). */
  platformFeeAccount?: string;
  phase: BookPhase;
  /** Incremented when a decision supersedes the scheduled outcome steps. */
  planToken: number;
}

/** A fee-free book moving `amount` of one currency from `source` to `dest` (transfers, incoming UMA payments). */
export function sameCurrencyBook(id: string, source: string, dest: string, currency: string, amount: number): Book {
  return {
    id,
    source,
    dest,
    sendingCurrency: currency,
    receivingCurrency: currency,
    total: amount,
    fees: 0,
    platformFees: 0,
    receiving: amount,
    phase: "NONE",
    planToken: 0,
  };
}

const endOf = (ref: string, currency: string): string => (isInternal(ref) ? ref : world(ref, currency));

function settleLegs(b: Book, fromBucket: Bucket): Leg[] {
  const S = b.sendingCurrency;
  const R = b.receivingCurrency;
  const service = b.fees - b.platformFees;
  const legs: Leg[] = [{ account: endOf(b.source, S), bucket: fromBucket, currency: S, amount: -b.total }];
  if (service) legs.push({ account: world("service-fees", S), bucket: "available", currency: S, amount: service });
  if (b.platformFees) legs.push({ account: b.platformFeeAccount ?? world("platform-fees", S), bucket: "available", currency: S, amount: b.platformFees });
  const net = b.total - b.fees;
  if (S !== R || net !== b.receiving) {
    legs.push({ account: world("fx", S), bucket: "available", currency: S, amount: net });
    legs.push({ account: world("fx", R), bucket: "available", currency: R, amount: -b.receiving });
  }
  legs.push({ account: endOf(b.dest, R), bucket: "available", currency: R, amount: b.receiving });
  return legs;
}

const negate = (legs: Leg[]): Leg[] => legs.map((l) => ({ ...l, amount: -l.amount }));

/** The hold of an outgoing transaction from an internal account. */
export function holdLegs(b: Book): Leg[] {
  if (!isInternal(b.source)) return [];
  return [
    { account: b.source, bucket: "available", currency: b.sendingCurrency, amount: -b.total },
    { account: b.source, bucket: "held", currency: b.sendingCurrency, amount: b.total },
  ];
}

/** An incoming amount shown as pending on the destination until it settles. */
export function pendingInLegs(b: Book): Leg[] {
  if (!isInternal(b.dest)) return [];
  return [
    { account: world(`${b.source}-pending`, b.receivingCurrency), bucket: "available", currency: b.receivingCurrency, amount: -b.receiving },
    { account: b.dest, bucket: "pending", currency: b.receivingCurrency, amount: b.receiving },
  ];
}

export interface ActionResult {
  legs: Leg[];
  phase: BookPhase;
}

/** The legs of a money action in the book's current phase (empty when nothing moves). */
export function actionLegs(b: Book, action: MoneyAction | "hold" | "pendingIn"): ActionResult {
  const internalSource = isInternal(b.source);
  switch (action) {
    case "hold":
      if (b.phase !== "NONE") return { legs: [], phase: b.phase };
      return { legs: holdLegs(b), phase: internalSource ? "HELD" : "NONE" };
    case "pendingIn":
      if (b.phase !== "NONE") return { legs: [], phase: b.phase };
      return { legs: pendingInLegs(b), phase: isInternal(b.dest) ? "PENDING_IN" : "NONE" };
    case "settle": {
      if (b.phase === "SETTLED" || b.phase === "CLOSED") return { legs: [], phase: b.phase };
      const pre = b.phase === "PENDING_IN" ? negate(pendingInLegs(b)) : [];
      const fromBucket: Bucket = b.phase === "HELD" ? "held" : "available";
      if (internalSource && b.phase !== "HELD") throw new Error("ledger: settling an internal source without a hold");
      return { legs: [...pre, ...settleLegs(b, fromBucket)], phase: "SETTLED" };
    }
    case "refund":
      if (b.phase === "HELD") return { legs: negate(holdLegs(b)), phase: "CLOSED" };
      if (b.phase === "PENDING_IN") return { legs: negate(pendingInLegs(b)), phase: "CLOSED" };
      return { legs: [], phase: b.phase === "NONE" ? "CLOSED" : b.phase };
    case "return": {
      if (b.phase !== "SETTLED") return actionLegs(b, "refund");
      // The full sent amount (fees included) comes back to the source's available balance.
      return { legs: negate(settleLegs(b, "available")), phase: "CLOSED" };
    }
    case "unrecovered":
      if (b.phase !== "HELD") return actionLegs(b, "refund");
      return {
        legs: [
          { account: b.source, bucket: "held", currency: b.sendingCurrency, amount: -b.total },
          { account: world("unrecovered", b.sendingCurrency), bucket: "available", currency: b.sendingCurrency, amount: b.total },
        ],
        phase: "CLOSED",
      };
  }
}
