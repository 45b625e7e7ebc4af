/**
 * A per-platform audit log: what was done to sensitive objects (a card's PAN revealed, a
 * key rotated...), read by operators through GET /_sim/audit. A ring of `max` entries
 * (maxAuditLog, `--max-audit-log`): past it the oldest are dropped and counted. Entries
 * carry ids and names only, never a secret (no PAN, key, token or signed URL).
 *
 * Handlers record through the platform's store: `auditLogOf(ctx.store).record({...})`.
 */
import { randomUUID } from "node:crypto";
import type { TenantStore } from "../store/store.js";
import type { Clock } from "../clock/clock.js";
import { LIMITS } from "../store/limits.js";

export interface AuditEntry {
  id: string;
  /** Platform time. */
  at: string;
  /** What happened, e.g. `CARD.PAN_REVEALED`. */
  action: string;
  /** The object acted on, e.g. `Card:...`. */
  subject?: string;
  /** Who acted, e.g. the customer or the platform's client id. */
  actor?: string;
  /** Extra non-secret facts. */
  details?: Record<string, unknown>;
}

export interface AuditInput {
  action: string;
  subject?: string;
  actor?: string;
  details?: Record<string, unknown>;
}

export class AuditLog {
  private ring: AuditEntry[] = [];
  private start = 0;
  /** Entries dropped because the ring was full. */
  dropped = 0;

  constructor(
    private readonly clock: Pick<Clock, "iso">,
    readonly max = LIMITS.maxAuditLog.default,
  ) {}

  get size(): number {
    return this.ring.length;
  }

  record(e: AuditInput): AuditEntry {
    const entry: AuditEntry = { id: `Audit:${randomUUID()}`, at: this.clock.iso(), action: e.action };
    if (e.subject !== undefined) entry.subject = e.subject;
    if (e.actor !== undefined) entry.actor = e.actor;
    if (e.details !== undefined) entry.details = e.details;
    if (this.ring.length < this.max) this.ring.push(entry);
    else {
      this.ring[this.start] = entry;
      this.start = (this.start + 1) % this.max;
      this.dropped++;
    }
    return entry;
  }

  /** Oldest first; `action` and `subject` filter exactly. */
  list(filter: { action?: string; subject?: string; limit?: number } = {}): AuditEntry[] {
    const out: AuditEntry[] = [];
    const n = this.ring.length;
    for (let i = 0; i < n && out.length < (filter.limit ?? Infinity); i++) {
      const e = this.ring[(this.start + i) % n];
      if (filter.action && e.action !== filter.action) continue;
      if (filter.subject && e.subject !== filter.subject) continue;
      out.push(e);
    }
    return out;
  }

  clear(): void {
    this.ring = [];
    this.start = 0;
    this.dropped = 0;
  }
}

const logs = new WeakMap<TenantStore, AuditLog>();

/** Attach a platform's audit log to its store (the registry does this). */
export function attachAuditLog(store: TenantStore, log: AuditLog): void {
  logs.set(store, log);
}

/** The audit log of the platform owning `store` (one with default limits for a bare store). */
export function auditLogOf(store: TenantStore, clock?: Pick<Clock, "iso">): AuditLog {
  let log = logs.get(store);
  if (!log) logs.set(store, (log = new AuditLog(clock ?? { iso: () => new Date().toISOString() })));
  return log;
}
