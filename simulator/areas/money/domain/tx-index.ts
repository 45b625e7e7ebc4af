/**
 * The transactions' list index (pure data structure, no I/O): ordinals in insertion
 * order (= createdAt order: ids are appended as transactions are created on the
 * platform clock), their creation times, each filter field's value per ordinal, and per
 * value of each filter field its one ordinal or a sorted ordinal array (a unique value,
 * such as a reference, costs no array). A page binary-searches the date window and the cursor in the smallest
 * candidate array and walks only its own rows, so paging stays O(log n + page) at
 * 1,000,000 transactions whatever the date window.
 */
import { ApiError } from "../../../errors/api-error.js";
import { lowerBound, insertSorted, removeSorted } from "../../../store/sorted.js";

export const TX_INDEX_FIELDS = [
  "customerId",
  "platformCustomerId",
  "status",
  "type",
  "reference",
  "senderAccountIdentifier",
  "receiverAccountIdentifier",
] as const;
export type TxIndexField = (typeof TX_INDEX_FIELDS)[number];
/** A filter the index answers: a field, or `accountIdentifier` (the sender's or the receiver's identifier). */
export type TxFilter = TxIndexField | "accountIdentifier";
type Indexed = Partial<Record<TxIndexField, unknown>> & {
  id: string;
  createdAt: string;
  source?: Record<string, unknown>;
  destination?: Record<string, unknown>;
};

const keyOf = (v: unknown): string | undefined => (v === undefined || v === null ? undefined : String(v));

/**
 * The `customerId` a transaction of the platform itself (no customer) is indexed under: a value
 * no customer id takes, asked for when a list names the platform as the customer (live).
 */
export const PLATFORM_OWNER = "\u0000platform";

/** The account identifier of a transaction's end: its account id, else its UMA address, else a real-time funding source's account identifier. */
export function accountIdentifierOf(end: Record<string, unknown> | undefined): string | undefined {
  if (!end) return undefined;
  return keyOf(end.accountId) ?? keyOf(end.umaAddress) ?? keyOf(end.accountIdentifier);
}

/** The value a transaction has for an index field (the two account identifiers are read from its source and destination). */
function fieldValue(tx: Indexed, f: TxIndexField): string | undefined {
  if (f === "senderAccountIdentifier") return accountIdentifierOf(tx.source);
  if (f === "receiverAccountIdentifier") return accountIdentifierOf(tx.destination);
  if (f === "customerId") return keyOf(tx.customerId) ?? PLATFORM_OWNER;
  return keyOf(tx[f]);
}

type Bucket = number | number[];
const NONE: number[] = [];
const ordinalsOf = (b: Bucket | undefined): number[] => (b === undefined ? NONE : typeof b === "number" ? [b] : b);

export interface TxQuery {
  where: Partial<Record<TxFilter, string | undefined>>;
  startMs?: number;
  endMs?: number;
  order: "asc" | "desc";
  limit: number;
  cursor?: string;
}

export interface TxPage {
  ids: string[];
  hasMore: boolean;
  nextCursor?: string;
  totalCount?: number;
}

export class TxIndex {
  private ids: string[] = [];
  private times: number[] = [];
  private ordinalOf = new Map<string, number>();
  private fields = new Map<TxIndexField, Map<string, Bucket>>(TX_INDEX_FIELDS.map((f) => [f, new Map()]));
  /** Per filter field, its value at each ordinal. */
  private values = new Map<TxIndexField, (string | undefined)[]>(TX_INDEX_FIELDS.map((f) => [f, []]));
  /** Per account identifier, the ordinals where it is the sender's or the receiver's (once each). */
  private either = new Map<string, Bucket>();

  get size(): number {
    return this.ids.length;
  }

  /** A listed transaction's ordinal (what a cursor after it holds). */
  ordinal(id: string): number | undefined {
    return this.ordinalOf.get(id);
  }

  /** Add a new transaction, or re-index the fields of a known one. */
  upsert(tx: Indexed): void {
    let ord = this.ordinalOf.get(tx.id);
    if (ord === undefined) {
      ord = this.ids.length;
      const t = Date.parse(tx.createdAt);
      // createdAt never runs backwards in insertion order (platform clock); clamp if it does.
      this.times.push(ord > 0 ? Math.max(t, this.times[ord - 1]) : t);
      this.ids.push(tx.id);
      this.ordinalOf.set(tx.id, ord);
    }
    const [sb, rb] = this.endsAt(ord);
    for (const f of TX_INDEX_FIELDS) {
      const vals = this.values.get(f)!;
      const before = vals[ord];
      const after = fieldValue(tx, f);
      if (ord >= vals.length) vals.push(after);
      if (before === after) continue;
      vals[ord] = after;
      const idx = this.fields.get(f)!;
      if (before !== undefined) unbucket(idx, before, ord);
      if (after !== undefined) bucket(idx, after, ord);
    }
    // `either` holds the ordinal once under each distinct identifier of its two ends.
    const [sa, ra] = this.endsAt(ord);
    const dropped = (k: string | undefined): k is string => k !== undefined && k !== sa && k !== ra;
    const added = (k: string | undefined): k is string => k !== undefined && k !== sb && k !== rb;
    if (dropped(sb)) unbucket(this.either, sb, ord);
    if (rb !== sb && dropped(rb)) unbucket(this.either, rb, ord);
    if (added(sa)) bucket(this.either, sa, ord);
    if (ra !== sa && added(ra)) bucket(this.either, ra, ord);
  }

  /** The sender's and the receiver's account identifiers at an ordinal. */
  private endsAt(ord: number): [string | undefined, string | undefined] {
    return [this.values.get("senderAccountIdentifier")![ord], this.values.get("receiverAccountIdentifier")![ord]];
  }

  private bucketOf(f: TxFilter, v: string): Bucket | undefined {
    return f === "accountIdentifier" ? this.either.get(v) : this.fields.get(f)!.get(v);
  }

  private valueMatches(f: TxFilter, ord: number, v: string): boolean {
    if (f !== "accountIdentifier") return this.values.get(f)![ord] === v;
    return this.values.get("senderAccountIdentifier")![ord] === v || this.values.get("receiverAccountIdentifier")![ord] === v;
  }

  query(q: TxQuery): TxPage {
    const where = Object.entries(q.where).filter(([, v]) => v !== undefined) as [TxFilter, string][];
    // Candidates: the smallest index array among the filters, else every ordinal.
    let cand: number[] | null = null;
    let chosen: TxFilter | undefined;
    for (const [f, v] of where) {
      const a = ordinalsOf(this.bucketOf(f, v));
      if (cand === null || a.length < cand.length) {
        cand = a;
        chosen = f;
      }
    }
    const residual = where.filter(([f]) => f !== chosen);
    const at = (i: number): number => (cand ? cand[i] : i);
    const len = cand ? cand.length : this.ids.length;
    const ordLower = (ord: number): number => (cand ? lowerBound(cand, ord) : Math.min(Math.max(ord, 0), len));
    // Date window -> ordinal window [loOrd, hiOrd) by binary search on the times.
    const loOrd = q.startMs === undefined ? 0 : lowerBound(this.times, q.startMs);
    const hiOrd = q.endMs === undefined ? this.ids.length : lowerBound(this.times, q.endMs);
    let a = ordLower(loOrd);
    let b = hiOrd <= loOrd ? a : ordLower(hiOrd);
    if (q.cursor !== undefined) {
      const c = decodeTxCursor(q.cursor, q.order);
      if (q.order === "asc") a = Math.max(a, ordLower(c + 1));
      else b = Math.min(b, ordLower(c));
    }
    const ids: string[] = [];
    let hasMore = false;
    let last = -1;
    const matches = (ord: number) => residual.every(([f, v]) => this.valueMatches(f, ord, v));
    // Positions [a, b) in the page's order: ascending from a, or descending from b - 1.
    const step = q.order === "asc" ? 1 : -1;
    for (let i = q.order === "asc" ? a : b - 1; i >= a && i < b; i += step) {
      const ord = at(i);
      if (!matches(ord)) continue;
      if (ids.length === q.limit) {
        hasMore = true;
        break;
      }
      ids.push(this.ids[ord]);
      last = ord;
    }
    const page: TxPage = { ids, hasMore };
    if (hasMore) page.nextCursor = encodeTxCursor(q.order, last);
    if (residual.length === 0 && q.cursor === undefined) page.totalCount = Math.max(0, b - a);
    return page;
  }
}

function bucket(idx: Map<string, Bucket>, key: string, ord: number): void {
  const b = idx.get(key);
  if (b === undefined) idx.set(key, ord);
  else if (typeof b === "number") idx.set(key, b < ord ? [b, ord] : [ord, b]);
  else insertSorted(b, ord);
}

function unbucket(idx: Map<string, Bucket>, key: string, ord: number): void {
  const b = idx.get(key)!;
  if (typeof b === "number") idx.delete(key);
  else {
    removeSorted(b, ord);
    if (b.length === 1) idx.set(key, b[0]);
  }
}

export function encodeTxCursor(order: "asc" | "desc", ordinal: number): string {
  return Buffer.from(`tx:${order}:${ordinal}`).toString("base64url");
}

export function decodeTxCursor(cursor: string, order: "asc" | "desc"): number {
  const m = /^tx:(asc|desc):(\d+)$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!m || m[1] !== order) {
    throw ApiError.invalidInput([
      { field: "cursor", in: "query", code: "INVALID_VALUE", reason: "is not a cursor returned by this list with this sortOrder (pass nextCursor unchanged)" },
    ]);
  }
  return Number(m[2]);
}
