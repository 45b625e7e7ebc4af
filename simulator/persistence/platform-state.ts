/**
 * One platform's whole state as data, and its way in and out of a live runtime. Used by
 * the data directory (start) and by the export / import of a platform (a fixture file):
 * the platform record (credentials, settings, webhook key pair), the clock, every
 * collection of its tenant store with the items' insertion sequence numbers (so list
 * cursors stay valid), every value (derived ones are rebuilt instead), its pending jobs
 * and its settled idempotency records. Generic: no area's collection is named here.
 */
import type { Platform } from "../platform/platform.js";
import type { PlatformRuntime } from "../platform/registry.js";
import type { Job, JobKinds } from "../clock/jobs.js";
import { TrackedTenantStore } from "../store/tracked-store.js";
import { TrackedIdempotencyCache, type SavedIdempotency } from "../store/tracked-idempotency.js";
import { NotPlainDataError, toStored } from "../store/codec.js";
import type { SavedEvent } from "../webhooks/dispatcher.js";
import type { DeliveryAttempt } from "../webhooks/delivery-log.js";

export interface SavedJob {
  seq: number;
  /** Platform time (ms) the job is due. */
  at: number;
  kind: string;
  label?: string;
  payload: unknown;
}

export interface PlatformState {
  platform: Platform;
  /** Platform time minus wall time (ms). */
  clockOffsetMs: number;
  /** collection -> [seq, item] in ascending seq. */
  collections: Map<string, [number, { id: string }][]>;
  values: Map<string, unknown>;
  jobs: SavedJob[];
  idempotency: SavedIdempotency[];
  /** Webhook delivery state (data directory only; an export file leaves it out). */
  webhooks?: { events: SavedEvent[]; log: DeliveryAttempt[]; lastLogSeq: number };
}

/** Values that are not plain data and not declared derived: said once each, then skipped. */
const reported = new Set<string>();
export function reportUnsaved(key: string, e: NotPlainDataError, log: (msg: string) => void): void {
  if (reported.has(key)) return;
  reported.add(key);
  log(`tenant value "${key}" is not saved: ${e.message} (declare it with declareDerivedValue in its area's state, or store plain data)`);
}

/** Capture a runtime's state (export). Values are returned as is; encode them for a file. */
export function captureState(rt: PlatformRuntime, log: (msg: string) => void): PlatformState {
  const collections = new Map<string, [number, { id: string }][]>();
  for (const name of rt.store.collectionNames()) collections.set(name, [...rt.store.memoryCollection(name)!.entries()]);
  const values = new Map<string, unknown>();
  for (const key of rt.store.valueKeys()) {
    if (rt.store.schema.isDerived(key)) continue;
    const v = rt.store.peekValue(key);
    try {
      toStored(v);
      values.set(key, v);
    } catch (e) {
      if (!(e instanceof NotPlainDataError)) throw e;
      reportUnsaved(key, e, log);
    }
  }
  const jobs: SavedJob[] = rt.clock.scheduler
    .pending()
    .filter((t) => t.job && !t.cancelled)
    .map((t) => ({ seq: t.seq, at: t.at, kind: t.job!.kind, label: t.label, payload: t.job!.payload }));
  const idempotency = rt.idempotency instanceof TrackedIdempotencyCache ? rt.idempotency.liveRecords(rt.clock.nowMs()) : [];
  return { platform: rt.platform, clockOffsetMs: rt.clock.offset, collections, values, jobs, idempotency };
}

/** Problems that make a state unusable (unknown job kinds), as one-line messages. */
export function stateProblems(s: PlatformState, jobs: JobKinds): string[] {
  const out: string[] = [];
  for (const j of s.jobs) if (!jobs.has(j.kind)) out.push(`scheduled job ${j.seq} of platform ${s.platform.id} has the unknown kind "${j.kind}"`);
  return out;
}

/**
 * Load a state into a runtime whose store is empty (a new runtime, or one just reset):
 * collections at their sequence numbers, values, derived values rebuilt, jobs, idempotency
 * records. Nothing is recorded as a change (`markAll` afterwards to write it all).
 */
export function applyState(rt: PlatformRuntime, s: PlatformState): void {
  const tracked = rt.store instanceof TrackedTenantStore ? rt.store : undefined;
  if (tracked) tracked.tracking = false;
  try {
    for (const [name, entries] of s.collections) {
      rt.store.collection(name);
      const coll = rt.store.memoryCollection(name)!;
      for (const [seq, item] of entries) coll.restore(item, seq);
    }
    for (const [key, v] of s.values) rt.store.setValue(key, v);
    rt.store.schema.rebuildDerived(rt.store);
    if (tracked) for (const [key, v] of s.values) tracked.written.set(key, JSON.stringify(toStored(v)));
  } finally {
    if (tracked) tracked.tracking = true;
  }
  rt.clock.offset = s.clockOffsetMs;
  for (const j of [...s.jobs].sort((a, b) => a.at - b.at || a.seq - b.seq))
    rt.clock.restoreJob(j.at, j.seq, { kind: j.kind, payload: j.payload } as Job, j.label);
  const nowMs = rt.clock.nowMs();
  if (rt.idempotency instanceof TrackedIdempotencyCache)
    for (const r of s.idempotency) if (rt.idempotency.get(r.key, nowMs) === undefined) rt.idempotency.restore(r);
  if (s.webhooks) rt.webhooks.restore(s.webhooks.events, s.webhooks.log);
}
