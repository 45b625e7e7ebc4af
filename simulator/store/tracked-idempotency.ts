/**
 * The idempotency records of a platform with a data directory: the in-memory cache
 * (idempotency-cache.ts) plus a record of the keys whose first answer settled, or that
 * were dropped, since the last commit. A record is saved once its answer is known (the
 * pipeline commits before it answers, so a replayed key survives a kill -9 right after);
 * records still running are not saved (a request cut by a crash never answered).
 */
import { IDEMPOTENCY_TTL_MS, IdempotencyCache, type StoredAnswer } from "./idempotency-cache.js";

export interface SavedIdempotency {
  key: string;
  fingerprint: string;
  createdAtMs: number;
  answer: StoredAnswer;
}

export class TrackedIdempotencyCache extends IdempotencyCache {
  /** On while a data directory records the changes. */
  tracking = false;
  /** Told when a record settled or left (the data directory then has a commit to make). */
  onChange?: () => void;
  private settled = new Map<string, SavedIdempotency | null>();
  private cleared = false;
  /** Settled records kept for export (key -> record), in insertion order. */
  private known = new Map<string, SavedIdempotency>();

  override set(key: string, fingerprint: string, nowMs: number, answer: Promise<StoredAnswer>): void {
    super.set(key, fingerprint, nowMs, answer);
    answer.then(
      (a) => {
        if (this.get(key, nowMs) === undefined) return; // dropped (5xx) before it settled
        const rec = { key, fingerprint, createdAtMs: nowMs, answer: { status: a.status, body: a.body, headers: a.headers } };
        this.known.set(key, rec);
        if (this.known.size % 1000 === 0) this.prune(nowMs);
        if (this.tracking) {
          this.settled.set(key, rec);
          this.onChange?.();
        }
      },
      () => undefined,
    );
  }

  override delete(key: string): void {
    super.delete(key);
    this.known.delete(key);
    if (this.tracking) {
      this.settled.set(key, null);
      this.onChange?.();
    }
  }

  override clear(): void {
    super.clear();
    this.known.clear();
    this.settled.clear();
    this.cleared = true;
  }

  /** Put back a saved record (start, import). */
  restore(r: SavedIdempotency): void {
    super.set(r.key, r.fingerprint, r.createdAtMs, Promise.resolve(r.answer));
    this.known.set(r.key, r);
  }

  /** Forget expired records (and their saved rows). */
  private prune(nowMs: number): void {
    for (const [k, r] of this.known) {
      if (nowMs - r.createdAtMs < IDEMPOTENCY_TTL_MS) continue;
      this.known.delete(k);
      if (this.tracking) this.settled.set(k, null);
    }
  }

  /** Settled records still live at `nowMs` (export). */
  liveRecords(nowMs: number): SavedIdempotency[] {
    return [...this.known.values()].filter((r) => nowMs - r.createdAtMs < IDEMPOTENCY_TTL_MS);
  }

  get dirty(): boolean {
    return this.cleared || this.settled.size > 0;
  }

  /** Changes since the last call: `cleared` first, then key -> record (null: deleted). */
  takeChanges(): { cleared: boolean; records: Map<string, SavedIdempotency | null> } {
    const out = { cleared: this.cleared, records: this.settled };
    this.cleared = false;
    this.settled = new Map();
    return out;
  }

  /** Mark every known record for writing (after an import). */
  markAll(): void {
    this.cleared = true;
    this.settled = new Map(this.known);
  }
}
