/**
 * In-memory TenantStore. Each collection keeps:
 * - `byId`: id -> {seq, item}; `seq` is the insertion sequence number (kept on replace);
 * - `order`: the live sequence numbers, ascending (append on insert, binary-search
 *   splice on delete), and `idBySeq`;
 * - one secondary index per indexed field: value -> its one seq, or an ascending seq array;
 * - items as put, or packed (store/packed.ts) in collections declared packed.
 * A page binary-searches the cursor's sequence number in the candidate array (the
 * whole order, or the smallest matching index array) and walks from there, so a page
 * costs O(log n + page) whatever the collection size. Cursors are opaque
 * base64url("<order>:<seq>"); deletions never break paging because a cursor names a
 * position, not an item.
 */
import type { Collection, ListOptions, Page, TenantStore } from "./store.js";
import { ApiError } from "../errors/api-error.js";
import { lowerBound, insertSorted, removeSorted } from "./sorted.js";
import { Packer } from "./packed.js";
import { StoreSchema } from "./declarations.js";

/**
 * `keys` remembers the indexed values the entry was filed under (one per index field, in
 * the order of `fields`), so a `put` of the same object mutated in place still moves it
 * to its new index buckets. `item` is the item, or its packed row.
 */
type Entry<T> = { seq: number; item: T | unknown[]; keys: Keys };
/** The indexed values of an entry: the one key itself when the collection has one index field (no array per item). */
type Keys = string | undefined | (string | undefined)[];

/** An index bucket: the one sequence number filed under a value, or several, ascending. */
type Bucket = number | number[];
const NO_SEQS: number[] = [];
const seqsOf = (b: Bucket | undefined): number[] => (b === undefined ? NO_SEQS : typeof b === "number" ? [b] : b);

/**
 * Index key of a value: primitives keep their type apart ("1" vs 1). A string is its own
 * key (no copy per item); every other type, and a string starting with the marker, is
 * prefixed with the marker and its type.
 */
const MARK = "\u0001";
/** A null value is a value: indexed, and matched only by null (an absent field is not). */
const NULL_KEY = MARK + "null";

/** A top-level field of an item, read by name (indexes and `where` filters name fields). */
const fieldOf = (item: object, field: string): unknown => (item as Record<string, unknown>)[field];
function keyOf(v: unknown): string | undefined {
  if (v === undefined) return undefined;
  if (v === null) return NULL_KEY;
  if (typeof v === "string") return v.charCodeAt(0) === 1 ? MARK + "s" + v : v;
  return typeof v === "object" ? MARK + "j" + JSON.stringify(v) : MARK + typeof v + ":" + String(v);
}

export function encodeCursor(order: "asc" | "desc", seq: number): string {
  return Buffer.from(`${order}:${seq}`).toString("base64url");
}

export function decodeCursor(cursor: string): { order: "asc" | "desc"; seq: number } {
  const m = /^(asc|desc):(\d+)$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!m) {
    throw ApiError.invalidInput([
      { field: "cursor", in: "query", code: "INVALID_VALUE", reason: "is not a cursor returned by this list (pass nextCursor unchanged)" },
    ]);
  }
  return { order: m[1] as "asc" | "desc", seq: Number(m[2]) };
}

export class MemoryCollection<T extends { id: string }> implements Collection<T> {
  private byId = new Map<string, Entry<T>>();
  private order: number[] = [];
  private idBySeq = new Map<number, string>();
  private indexes = new Map<string, Map<string, Bucket>>();
  /** The index fields, in the order of every entry's `keys`. */
  private fields: string[] = [];
  private nextSeq = 1;
  private packer: Packer | undefined;
  private changeCount = 0;

  constructor(indexFields: string[] = []) {
    for (const f of indexFields) this.addIndex(f);
  }

  /** Keep items packed from now on (store/packed.ts); called before the first put. */
  packItems(): void {
    if (this.packer || this.byId.size) return;
    this.packer = new Packer();
  }

  private keyAt(e: Entry<T>, i: number): string | undefined {
    return Array.isArray(e.keys) ? e.keys[i] : e.keys;
  }

  private setKey(e: Entry<T>, i: number, k: string | undefined): void {
    if (Array.isArray(e.keys)) e.keys[i] = k;
    else e.keys = k;
  }

  private itemOf(e: Entry<T>): T {
    return this.packer ? this.packer.unpack<T>(e.item) : (e.item as T);
  }

  private addIndex(f: string): void {
    this.indexes.set(f, new Map());
    this.fields.push(f);
  }

  addIndexes(fields: string[]): void {
    for (const f of fields) {
      if (this.indexes.has(f)) continue;
      this.addIndex(f);
      const idx = this.indexes.get(f)!;
      for (const seq of this.order) {
        const e = this.byId.get(this.idBySeq.get(seq)!)!;
        const k = keyOf(fieldOf(this.itemOf(e), f));
        const i = this.fields.length - 1;
        if (i === 0) e.keys = k;
        else if (i === 1) e.keys = [e.keys as string | undefined, k];
        else (e.keys as (string | undefined)[]).push(k);
        this.indexAddKey(idx, k, seq);
      }
    }
  }

  private indexAddKey(idx: Map<string, Bucket>, k: string | undefined, seq: number): void {
    if (k === undefined) return;
    const b = idx.get(k);
    if (b === undefined) idx.set(k, seq);
    else if (typeof b === "number") idx.set(k, b < seq ? [b, seq] : [seq, b]);
    else insertSorted(b, seq);
  }

  private indexRemoveKey(idx: Map<string, Bucket>, k: string | undefined, seq: number): void {
    if (k === undefined) return;
    const b = idx.get(k);
    if (b === undefined) return;
    if (typeof b === "number") {
      if (b === seq) idx.delete(k);
      return;
    }
    removeSorted(b, seq);
    if (b.length === 1) idx.set(k, b[0]);
    else if (b.length === 0) idx.delete(k);
  }

  get(id: string): T | undefined {
    const e = this.byId.get(id);
    return e && this.itemOf(e);
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
    for (const seq of this.order) yield [seq, this.itemOf(this.byId.get(this.idBySeq.get(seq)!)!)];
  }

  changes(): number {
    return this.changeCount;
  }

  put(item: T): T {
    this.changeCount++;
    const prev = this.byId.get(item.id);
    const stored = this.packer ? this.packer.pack(item) : item;
    if (prev) {
      for (let i = 0; i < this.fields.length; i++) {
        const before = this.keyAt(prev, i);
        const after = keyOf(fieldOf(item, this.fields[i]));
        if (before !== after) {
          const idx = this.indexes.get(this.fields[i])!;
          this.indexRemoveKey(idx, before, prev.seq);
          this.indexAddKey(idx, after, prev.seq);
          this.setKey(prev, i, after);
        }
      }
      prev.item = stored;
      return item;
    }
    const seq = this.nextSeq++;
    const n = this.fields.length;
    const e: Entry<T> = { seq, item: stored, keys: n > 1 ? new Array(n) : undefined };
    for (let i = 0; i < n; i++) {
      const k = keyOf(fieldOf(item, this.fields[i]));
      this.setKey(e, i, k);
      this.indexAddKey(this.indexes.get(this.fields[i])!, k, seq);
    }
    this.byId.set(item.id, e);
    this.order.push(seq);
    this.idBySeq.set(seq, item.id);
    return item;
  }

  delete(id: string): boolean {
    const e = this.byId.get(id);
    if (!e) return false;
    this.changeCount++;
    this.byId.delete(id);
    this.idBySeq.delete(e.seq);
    removeSorted(this.order, e.seq);
    for (let i = 0; i < this.fields.length; i++) this.indexRemoveKey(this.indexes.get(this.fields[i])!, this.keyAt(e, i), e.seq);
    return true;
  }

  findOne(field: string, value: unknown): T | undefined {
    const idx = this.indexes.get(field);
    if (idx) {
      const a = seqsOf(idx.get(keyOf(value) ?? ""));
      return a.length ? this.itemOf(this.byId.get(this.idBySeq.get(a[0])!)!) : undefined;
    }
    for (const e of this.byId.values()) {
      const item = this.itemOf(e);
      if (fieldOf(item, field) === value) return item;
    }
    return undefined;
  }

  list(opts: ListOptions<T>): Page<T> {
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
      const a = seqsOf(idx.get(keyOf(v) ?? ""));
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
      const item = this.itemOf(this.byId.get(this.idBySeq.get(seq)!)!);
      if (residual.length && !residual.every(([f, v]) => keyOf(fieldOf(item, f)) === keyOf(v))) continue;
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
    for (const e of this.byId.values()) yield this.itemOf(e);
  }
}

export class MemoryTenantStore implements TenantStore {
  protected collections = new Map<string, MemoryCollection<{ id: string }>>();
  protected values = new Map<string, unknown>();

  /** @param schema the areas' declared state (which collections are packed, which values derived). */
  constructor(readonly schema: StoreSchema = new StoreSchema()) {}

  /** The collection class (the persistent store records writes through a subclass). */
  protected newCollection<T extends { id: string }>(_name: string, indexes: string[]): MemoryCollection<T> {
    return new MemoryCollection<T>(indexes);
  }

  collection<T extends { id: string }>(name: string, indexes: string[] = []): Collection<T> {
    let c = this.collections.get(name);
    if (!c) {
      c = this.newCollection<{ id: string }>(name, indexes);
      if (this.schema.isPacked(name)) c.packItems();
      this.collections.set(name, c);
    } else if (indexes.length) c.addIndexes(indexes);
    // One map holds every collection; the name decides the item type its area declared.
    return c as unknown as Collection<T>;
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
  memoryCollection(name: string): MemoryCollection<{ id: string }> | undefined {
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
