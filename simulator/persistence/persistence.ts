/**
 * Wires a data directory into a platform registry: new platforms get tracked stores and
 * are written by the next commit; saved platforms are restored (records, stores, clocks,
 * jobs, idempotency records) before anything else happens. Without a directory nothing
 * changes and `commit()` is a no-op that costs the hot path nothing.
 */
import type { PlatformRegistry, PlatformRuntime } from "../platform/registry.js";
import { DataDir } from "./data-dir.js";
import { DataDirError } from "./sqlite-file.js";
import { TrackedTenantStore } from "../store/tracked-store.js";
import { applyState, type PlatformState } from "./platform-state.js";

export interface Persistence {
  dataDir?: DataDir;
  /** A promise when writes must reach the disk before answering; undefined when there is nothing to wait for. */
  commit(): Promise<void> | undefined;
  /** A platform's record changed (credentials, settings). */
  platformChanged(rt: PlatformRuntime): void;
  /** Replace a live platform's data with a state (import over an existing platform). */
  replaceState(rt: PlatformRuntime, state: PlatformState): void;
  close(): Promise<void>;
}

const byRegistry = new WeakMap<PlatformRegistry, Persistence>();

/** The persistence wired into a registry (the admin export/import routes reach it this way). */
export function persistenceOf(registry: PlatformRegistry): Persistence | undefined {
  return byRegistry.get(registry);
}

export function openPersistence(registry: PlatformRegistry, dir: string | undefined, log: (msg: string, err?: unknown) => void): Persistence {
  const p = open(registry, dir, log);
  byRegistry.set(registry, p);
  return p;
}

function open(registry: PlatformRegistry, dir: string | undefined, log: (msg: string, err?: unknown) => void): Persistence {
  if (!dir) {
    return {
      commit: () => undefined,
      platformChanged: () => undefined,
      replaceState: (rt, state) => {
        registry.reset(rt.platform.id);
        applyState(rt, state);
      },
      close: () => Promise.resolve(),
    };
  }
  const { dataDir, states, bearer } = DataDir.open(dir, log, registry.declarations.jobs);
  let restoring = false;
  registry.hooks.newStore = (schema) => new TrackedTenantStore(schema);
  registry.hooks.created = (rt) => {
    if (!restoring) dataDir.attach(rt, true);
  };
  restoring = true;
  try {
    for (const state of states) {
      const rt = registry.create({ record: state.platform });
      applyState(rt, state);
      dataDir.attach(rt, false, state.webhooks?.lastLogSeq);
    }
    for (const b of bearer) if (registry.get(b.platformId)) registry.registerBearer(b.token, b.platformId, b.principal);
    registry.hooks.bearer = (token, entry) => dataDir.bearerChanged(token, entry);
    registry.hooks.deleted = (id) => dataDir.detach(id);
  } catch (e) {
    void dataDir.close();
    if (e instanceof DataDirError) throw e;
    throw new DataDirError(`data directory ${dir}: its platforms cannot be restored (${(e as Error).message})`);
  } finally {
    restoring = false;
  }
  return {
    dataDir,
    commit: () => dataDir.commit(),
    platformChanged: (rt) => dataDir.platformChanged(rt.platform.id),
    replaceState: (rt, state) => {
      registry.reset(rt.platform.id);
      applyState(rt, state);
      dataDir.attach(rt, true);
    },
    close: () => dataDir.close(),
  };
}
