/**
 * The in-memory tenant store that also records what changed since the last commit, so
 * the data directory writes only that (the hot path stays in memory). It is generic over
 * collections and values: any area's new collection is saved without code here.
 *
 * - collections: every `put`/`delete` marks (collection, id); at commit the item as it
 *   is then (with its insertion sequence number) is written, or its row deleted;
 * - values: `setValue` and `getValue` of an object mark the key (a value read may be
 *   mutated in place); at commit its text is compared with the last one written and
 *   written when different. Derived values (derived.ts) are never written;
 * - `clear()` (reset) marks the whole tenant for deletion before the commit's writes.
 */
import { MemoryCollection, MemoryTenantStore } from "./memory.js";

export interface StoreChanges {
  cleared: boolean;
  /** collection -> ids put or deleted since the last commit. */
  items: Map<string, Set<string>>;
  values: Set<string>;
}

class TrackedCollection<T extends { id: string }> extends MemoryCollection<T> {
  constructor(
    indexes: string[],
    private readonly name: string,
    private readonly store: TrackedTenantStore,
  ) {
    super(indexes);
  }

  override put(item: T): T {
    super.put(item);
    if (this.store.tracking) this.store.markItem(this.name, item.id);
    return item;
  }

  override delete(id: string): boolean {
    const done = super.delete(id);
    if (done && this.store.tracking) this.store.markItem(this.name, id);
    return done;
  }
}

export class TrackedTenantStore extends MemoryTenantStore {
  /** Off while a saved state is loaded into the store. */
  tracking = true;
  /** Told when something may have changed (the data directory then has a commit to make). */
  onChange?: () => void;
  private changes: StoreChanges = { cleared: false, items: new Map(), values: new Set() };
  /** Text of each value as last written (to skip unchanged values). */
  readonly written = new Map<string, string>();

  protected override newCollection<T extends { id: string }>(name: string, indexes: string[]): MemoryCollection<T> {
    return new TrackedCollection<T>(indexes, name, this);
  }

  markItem(collection: string, id: string): void {
    this.onChange?.();
    let ids = this.changes.items.get(collection);
    if (!ids) this.changes.items.set(collection, (ids = new Set()));
    ids.add(id);
  }

  override getValue<T>(key: string): T | undefined {
    const v = super.getValue<T>(key);
    if (this.tracking && v !== null && typeof v === "object") {
      this.changes.values.add(key);
      this.onChange?.();
    }
    return v;
  }

  override setValue<T>(key: string, value: T): void {
    super.setValue(key, value);
    if (this.tracking) {
      this.changes.values.add(key);
      this.onChange?.();
    }
  }

  override clear(): void {
    super.clear();
    this.written.clear();
    this.changes = { cleared: true, items: new Map(), values: new Set() };
  }

  get dirty(): boolean {
    const c = this.changes;
    return c.cleared || c.values.size > 0 || c.items.size > 0;
  }

  /** Mark everything for writing (after an import replaced the whole tenant). */
  markAll(): void {
    this.written.clear();
    this.changes = { cleared: true, items: new Map(), values: new Set(this.values.keys()) };
    for (const [name, coll] of this.collections) this.changes.items.set(name, new Set([...coll.entries()].map(([, item]) => item.id as string)));
  }

  /** The changes since the last call; the store starts recording afresh. */
  takeChanges(): StoreChanges {
    const c = this.changes;
    this.changes = { cleared: false, items: new Map(), values: new Set() };
    return c;
  }
}
