/**
 * The transactions' list index (pure data structure, no I/O): ordinals in insertion
 * order (= createdAt order: ids are appended as transactions are created on the
 * platform clock), their creation times, and one sorted ordinal array per value of each
 * filter field. A page binary-searches the date window and the cursor in the smallest
 * candidate array and walks only its own rows, so paging stays O(log n + page) at
 * 1,000,000 transactions whatever the date window.
 */
import { ApiError } from "../../errors/api-error.js";
import { lowerBound, insertSorted, removeSorted } from "../../store/sorted.js";

export const TX_INDEX_FIELDS = ["customerId", "platformCustomerId", "status", "type", "reference"] as const;
export type TxIndexField = (typeof TX_INDEX_FIELDS)[number];
type Indexed = Partial<Record<TxIndexField, unknown>> & { id: string; createdAt: string };

const keyOf = (v: unknown): string | undefined => (v === undefined || v === null ? undefined : String(v));

export interface TxQuery {
  where: Partial<Record<TxIndexField, string | undefined>>;
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
  private fields = new Map<TxIndexField, Map<string, number[]>>(TX_INDEX_FIELDS.map((f) => [f, new Map()]));
  private values = new Map<number, Partial<Record<TxIndexField, string>>>();

  get size(): number {
    return this.ids.length;
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
    const prev = this.values.get(ord) ?? {};
    const next: Partial<Record<TxIndexField, string>> = {};
    for (const f of TX_INDEX_FIELDS) {
      const before = prev[f];
      const after = keyOf(tx[f]);
      if (after !== undefined) next[f] = after;
      if (before === after) continue;
      const idx = this.fields.get(f)!;
      if (before !== undefined) {
        const a = idx.get(before)!;
        removeSorted(a, ord);
        if (a.length === 0) idx.delete(before);
      }
      if (after !== undefined) {
        let a = idx.get(after);
        if (!a) idx.set(after, (a = []));
        insertSorted(a, ord);
      }
    }
    this.values.set(ord, next);
  }

  query(q: TxQuery): TxPage {
    const where = Object.entries(q.where).filter(([, v]) => v !== undefined) as [TxIndexField, string][];
    // Candidates: the smallest index array among the filters, else every ordinal.
    let cand: number[] | null = null;
    let chosen: TxIndexField | undefined;
    for (const [f, v] of where) {
      const a = this.fields.get(f)!.get(v) ?? [];
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
    const matches = (ord: number) => residual.every(([f, v]) => this.values.get(ord)?.[f] === v);
    if (q.order === "asc") {
      for (let i = a; i < b; i++) {
        const ord = at(i);
        if (!matches(ord)) continue;
        if (ids.length === q.limit) { hasMore = true; break; }
        ids.push(this.ids[ord]);
        last = ord;
      }
    } else {
      for (let i = b - 1; i >= a; i--) {
        const ord = at(i);
        if (!matches(ord)) continue;
        if (ids.length === q.limit) { hasMore = true; break; }
        ids.push(this.ids[ord]);
        last = ord;
      }
    }
    const page: TxPage = { ids, hasMore };
    if (hasMore) page.nextCursor = encodeTxCursor(q.order, last);
    if (residual.length === 0 && q.cursor === undefined) page.totalCount = Math.max(0, b - a);
    return page;
  }
}

export function encodeTxCursor(order: "asc" | "desc", ordinal: number): string {
  return Buffer.from(`tx:${order}:${ordinal}`).toString("base64url");
}

export function decodeTxCursor(cursor: string, order: "asc" | "desc"): number {
  const m = /^tx:(asc|desc):(\d+)$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!m || m[1] !== order) {
    throw ApiError.invalidInput([{ field: "cursor", in: "query", code: "INVALID_VALUE", reason: "is not a cursor returned by this list with this sortOrder (pass nextCursor unchanged)" }]);
  }
  return Number(m[2]);
}
