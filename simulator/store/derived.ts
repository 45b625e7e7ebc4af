/**
 * Tenant values that are derived from collections (an area's own index over its items,
 * for instance) rather than data: they are not saved in the data directory or an export
 * file; after a restore each is rebuilt from the restored collections. The area that
 * keeps such a value declares it once, at module load:
 *
 *   defineDerivedValue("money.txIndex", (store) => rebuildIndex(store));
 *
 * Every other tenant value must be plain data (codec.ts); one that is not is reported
 * once in the log and not saved.
 */
import type { TenantStore } from "./store.js";

export type DerivedBuilder = (store: TenantStore) => unknown;

const builders = new Map<string, DerivedBuilder>();

export function defineDerivedValue(key: string, build: DerivedBuilder): void {
  builders.set(key, build);
}

export function isDerivedValue(key: string): boolean {
  return builders.has(key);
}

/** Rebuild every derived value of a freshly restored store. */
export function rebuildDerivedValues(store: TenantStore): void {
  for (const [key, build] of builders) store.setValue(key, build(store));
}
