/**
 * What an area declares of its tenant state, passed to the store engine explicitly (the
 * app assembles the areas' declarations into one StoreSchema; nothing is registered as a
 * module loads):
 *
 *   export const transactions = declareCollection<Transaction>("transactions", { indexes: ["quoteId"], packed: true });
 *   export const txIndex = declareDerivedValue("money.txIndex", (s) => rebuildIndex(s));
 *
 * - a collection: its name, the top-level fields it indexes, and whether its items are kept
 *   packed (store/packed.ts: for collections of very many similar objects); `of(store)` is
 *   the typed collection of one tenant;
 * - a derived value: a tenant value computed from collections (an area's own index, for
 *   instance) rather than data: it is not saved in the data directory or an export file;
 *   after a restore it is rebuilt from the restored collections. Every other tenant value
 *   must be plain data (codec.ts); one that is not is reported once in the log and not saved.
 */
import type { Collection, TenantStore } from "./store.js";

/** A declared collection as the store engine sees it (name, indexes, packing). */
export interface CollectionShape {
  readonly name: string;
  readonly indexes: readonly string[];
  readonly packed: boolean;
}

export interface CollectionDeclaration<T extends { id: string }> extends CollectionShape {
  /** This tenant's collection, typed. */
  of(store: TenantStore): Collection<T>;
}

export function declareCollection<T extends { id: string }>(name: string, o: { indexes?: string[]; packed?: boolean } = {}): CollectionDeclaration<T> {
  const indexes = o.indexes ?? [];
  return { name, indexes, packed: !!o.packed, of: (store) => store.collection<T>(name, indexes) };
}

/** A derived value as the store engine sees it: its key and how to rebuild it. */
export interface DerivedShape {
  readonly key: string;
  build(store: TenantStore): unknown;
}

export interface DerivedValueDeclaration<V> extends DerivedShape {
  build(store: TenantStore): V;
  /** This tenant's value (built now when the tenant has none yet). */
  of(store: TenantStore): V;
}

export function declareDerivedValue<V>(key: string, build: (store: TenantStore) => V): DerivedValueDeclaration<V> {
  return {
    key,
    build,
    of(store) {
      let v = store.getValue<V>(key);
      if (v === undefined) store.setValue(key, (v = build(store)));
      return v;
    },
  };
}

/** The declared state of every area: read by the memory store (packing) and the persistence (derived values). */
export class StoreSchema {
  private readonly packed = new Set<string>();
  private readonly derived = new Map<string, DerivedShape>();

  constructor(parts: { collections?: readonly CollectionShape[]; derived?: readonly DerivedShape[] }[] = []) {
    for (const p of parts) {
      for (const c of p.collections ?? []) if (c.packed) this.packed.add(c.name);
      for (const d of p.derived ?? []) {
        if (this.derived.has(d.key)) throw new Error(`derived value ${d.key} is declared twice`);
        this.derived.set(d.key, d);
      }
    }
  }

  isPacked(name: string): boolean {
    return this.packed.has(name);
  }

  isDerived(key: string): boolean {
    return this.derived.has(key);
  }

  /** Rebuild every derived value of a freshly restored store. */
  rebuildDerived(store: TenantStore): void {
    for (const [key, d] of this.derived) store.setValue(key, d.build(store));
  }
}

/** A plain tenant value an area keeps (saved like any value), typed, with its initial value. */
export interface ValueDeclaration<V> {
  readonly key: string;
  /** The value, or the initial one (stored now when it is not undefined). */
  of(store: TenantStore): V;
  get(store: TenantStore): V | undefined;
  set(store: TenantStore, value: V): void;
}

export function declareValue<V>(key: string, initial: () => V): ValueDeclaration<V> {
  return {
    key,
    of(store) {
      let v = store.getValue<V>(key);
      if (v === undefined && (v = initial()) !== undefined) store.setValue(key, v);
      return v as V;
    },
    get: (store) => store.getValue<V>(key),
    set: (store, value) => store.setValue(key, value),
  };
}
