/**
 * The store interface. Every platform (tenant) has its own TenantStore; nothing in one
 * is reachable from another. The in-memory implementation is store/memory.ts.
 */

export interface ListOptions<T = unknown> {
  /** Exact-match filters on top-level fields. Indexed fields are served from the index. */
  where?: Record<string, unknown>;
  /** Extra predicate applied after `where` (for ranges, e.g. dates). */
  filter?: (item: T) => boolean;
  limit: number;
  /** Opaque cursor from a previous page's `nextCursor`. */
  cursor?: string;
  /** Insertion order: `asc` (oldest first, default) or `desc`. */
  order?: "asc" | "desc";
}

export interface Page<T> {
  data: T[];
  hasMore: boolean;
  nextCursor?: string;
  totalCount?: number;
}

export interface Collection<T extends { id: string }> {
  get(id: string): T | undefined;
  /** Insert or replace (keeps the original insertion position on replace). */
  put(item: T): T;
  delete(id: string): boolean;
  /** Find the first item whose indexed `field` equals `value`. */
  findOne(field: string, value: unknown): T | undefined;
  /** Pages in insertion order without scanning the whole collection per request. */
  list(opts: ListOptions<T>): Page<T>;
  count(): number;
  values(): IterableIterator<T>;
  /** How many puts and deletes the collection has taken: an unchanged count means unchanged items. */
  changes(): number;
}

export interface TenantStore {
  /**
   * A named collection of this tenant, created on first use. `indexes` names the
   * top-level fields to index for `where` filters and `findOne`.
   */
  collection<T extends { id: string }>(name: string, indexes?: string[]): Collection<T>;
  /** Arbitrary per-tenant values (settings, counters). */
  getValue<T>(key: string): T | undefined;
  setValue<T>(key: string, value: T): void;
  /** Wipe everything of this tenant. */
  clear(): void;
}
