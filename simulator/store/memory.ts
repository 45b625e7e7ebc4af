/**
 * In-memory TenantStore. Each collection keeps:
 * - `byId`: id -> {seq, item}; `seq` is the insertion sequence number (kept on replace);
 * - `order`: the live sequence numbers, ascending (append on insert, binary-search
 *   splice on delete), and `idBySeq`;
 * - one secondary index per indexed field: value -> ascending seq array.
 * A page binary-searches the cursor's sequence number in the candidate array (the
 * whole order, or the smallest matching index array) and walks from there, so a page
 * costs O(log n + page) whatever the collection size. Cursors are opaque
 * base64url("<order>:<seq>"); deletions never break paging because a cursor names a
 * position, not an item.
 */
import type { Collection, ListOptions, Page, TenantStore } from "./store.js";
import { ApiError } from "../errors/api-error.js";
import { lowerBound, insertSorted, removeSorted } from "./sorted.js";

/**
 * `keys` remembers the indexed values the entry was filed under, so a `put` of the same
 * object mutated in place still moves it to its new index buckets.
 */
type Entry<T> = { seq: number; item: T; keys: Map<string, string | undefined> };

/** Index key of a value: primitives keep their type apart ("1" vs 1). */
function keyOf(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  return typeof v === "object" ? "j" + JSON.stringify(v) : typeof v + ":" + String(v);
}

export function encodeCursor(order: "asc" | "desc", seq: number): string {
  return Buffer.from(`${order}:${seq}`).toString("base64url");
}

export function decodeCursor(cursor: string): { order: "asc" | "desc"; seq: number } {
  const m = /^(asc|desc):(\d+)$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!m) {
    throw ApiError.invalidInput([{ field: "cursor", in: "query", code: "INVALID_VALUE", reason: "is not a cursor returned by this list (pass nextCursor unchanged)" }]);
  }
  return { order: m[1] as "asc" | "desc", seq: Number(m[2]) };
}

export class MemoryCollection<T extends { id: string }> implements Collection<T> {
  private byId = new Map<string, Entry<T>>();
  private order: number[] = [];
  private idBySeq = new Map<number, string>();
  private indexes = new Map<string, Map<string, number[]>>();
  private nextSeq = 1;

  constructor(indexFields: string[] = []) {
    for (const f of indexFields) this.indexes.set(f, new Map());
  }

  addIndexes(fields: string[]): void {
    for (const f of fields) {
      if (this.indexes.has(f)) continue;
      const idx = new Map<string, number[]>();
      for (const seq of this.order) {
        const e = this.byId.get(this.idBySeq.get(seq)!)!;
        const k = keyOf((e.item as any)[f]);
        e.keys.set(f, k);
        this.indexAddKey(idx, k, seq);
      }
      this.indexes.set(f, idx);
    }
  }

  private indexAddKey(idx: Map<string, number[]>, k: string | undefined, seq: number): void {
    if (k === undefined) return;
    let a = idx.get(k);
    if (!a) idx.set(k, (a = []));
    insertSorted(a, seq);
  }

  private indexRemoveKey(idx: Map<string, number[]>, k: string | undefined, seq: number): void {
    if (k === undefined) return;
    const a = idx.get(k);
    if (!a) return;
    removeSorted(a, seq);
    if (a.length === 0) idx.delete(k);
  }

  get(id: string): T | undefined {
    return this.byId.get(id)?.item;
  }

  /** Insertion sequence number of an item (persistence keeps it so cursors survive a restart). */
  seqOf(id: string): number | undefined {
    return this.byId.get(id)?.seq;
  }

  /** Put an item at a known sequence number (restoring a saved collection, in ascending order). */
  restore(item: T, seq: number): void {
    if (this.byId.has(item.id) || (this.order.length && this.order[this.order.length - 1] >= seq)) throw new Error(`restore of ${item.id} out of order`);
    this.nextSeq = seq;
    this.put(item);
  }

  /** Items with their sequence numbers, in insertion order. */
  *entries(): IterableIterator<[number, T]> {
    for (const seq of this.order) yield [seq, this.byId.get(this.idBySeq.get(seq)!)!.item];
  }

  put(item: T): T {
    const prev = this.byId.get(item.id);
    if (prev) {
      for (const [f, idx] of this.indexes) {
        const before = prev.keys.get(f);
        const after = keyOf((item as any)[f]);
        if (before !== after) {
          this.indexRemoveKey(idx, before, prev.seq);
          this.indexAddKey(idx, after, prev.seq);
          prev.keys.set(f, after);
        }
      }
      prev.item = item;
      return item;
    }
    const seq = this.nextSeq++;
    const keys = new Map<string, string | undefined>();
    for (const [f, idx] of this.indexes) {
      const k = keyOf((item as any)[f]);
      keys.set(f, k);
      this.indexAddKey(idx, k, seq);
    }
    this.byId.set(item.id, { seq, item, keys });
    this.order.push(seq);
    this.idBySeq.set(seq, item.id);
    return item;
  }

  delete(id: string): boolean {
    const e = this.byId.get(id);
    if (!e) return false;
    this.byId.delete(id);
    this.idBySeq.delete(e.seq);
    removeSorted(this.order, e.seq);
    for (const [f, idx] of this.indexes) this.indexRemoveKey(idx, e.keys.get(f), e.seq);
    return true;
  }

  findOne(field: string, value: unknown): T | undefined {
    const idx = this.indexes.get(field);
    if (idx) {
      const a = idx.get(keyOf(value) ?? "");
      return a && a.length ? this.byId.get(this.idBySeq.get(a[0])!)!.item : undefined;
    }
    for (const e of this.byId.values()) if ((e.item as any)[field] === value) return e.item;
    return undefined;
  }

  list(opts: ListOptions): Page<T> {
    const order = opts.order ?? "asc";
    const limit = Math.max(1, opts.limit);
    // Candidate sequence numbers: the smallest index array among the indexed `where`
    // fields; every other `where` field is checked per item on the walk.
    const where = Object.entries(opts.where ?? {}).filter(([, v]) => v !== undefined);
    let candidates = this.order;
    let chosen: string | undefined;
    for (const [f, v] of where) {
      const idx = this.indexes.get(f);
      if (!idx) continue;
      const a = idx.get(keyOf(v) ?? "") ?? [];
      if (chosen === undefined || a.length < candidates.length) {
        candidates = a;
        chosen = f;
      }
    }
    const residual = where.filter(([f]) => f !== chosen);
    const exactCount = residual.length === 0 && !opts.filter;
    let pos: number;
    if (opts.cursor) {
      const c = decodeCursor(opts.cursor);
      pos = order === "asc" ? lowerBound(candidates, c.seq + 1) : lowerBound(candidates, c.seq) - 1;
    } else pos = order === "asc" ? 0 : candidates.length - 1;
    const step = order === "asc" ? 1 : -1;
    const data: T[] = [];
    let lastSeq = -1;
    let hasMore = false;
    for (; pos >= 0 && pos < candidates.length; pos += step) {
      const seq = candidates[pos];
      const item = this.byId.get(this.idBySeq.get(seq)!)!.item as any;
      if (residual.length && !residual.every(([f, v]) => keyOf(item[f]) === keyOf(v))) continue;
      if (opts.filter && !opts.filter(item)) continue;
      if (data.length === limit) {
        hasMore = true;
        break;
      }
      data.push(item);
      lastSeq = seq;
    }
    const page: Page<T> = { data, hasMore };
    if (hasMore) page.nextCursor = encodeCursor(order, lastSeq);
    if (exactCount) page.totalCount = candidates.length;
    return page;
  }

  count(): number {
    return this.byId.size;
  }

  *values(): IterableIterator<T> {
    for (const e of this.byId.values()) yield e.item;
  }
}

export class MemoryTenantStore implements TenantStore {
  protected collections = new Map<string, MemoryCollection<any>>();
  protected values = new Map<string, unknown>();

  /** The collection class (the persistent store records writes through a subclass). */
  protected newCollection<T extends { id: string }>(_name: string, indexes: string[]): MemoryCollection<T> {
    return new MemoryCollection<T>(indexes);
  }

  collection<T extends { id: string }>(name: string, indexes: string[] = []): Collection<T> {
    let c = this.collections.get(name);
    if (!c) this.collections.set(name, (c = this.newCollection<T>(name, indexes)));
    else if (indexes.length) c.addIndexes(indexes);
    return c;
  }

  /** Names of the collections created so far. */
  collectionNames(): string[] {
    return [...this.collections.keys()];
  }

  /** Keys of the values set so far. */
  valueKeys(): string[] {
    return [...this.values.keys()];
  }

  /** The collection object itself, if created (restore, export). */
  memoryCollection(name: string): MemoryCollection<any> | undefined {
    return this.collections.get(name);
  }

  /** A value without the bookkeeping of getValue (commit, export). */
  peekValue(key: string): unknown {
    return this.values.get(key);
  }

  getValue<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }

  setValue<T>(key: string, value: T): void {
    this.values.set(key, value);
  }

  clear(): void {
    this.collections.clear();
    this.values.clear();
  }
}
