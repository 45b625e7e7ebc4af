/**
 * Per-platform idempotency records: (operationId, Idempotency-Key) -> the first answer.
 * Keys are kept 24 h of PLATFORM time (designed): a key older than that is treated as
 * new and its record dropped. Records are held in first-use order, which is platform-time
 * order (the platform clock never runs backwards), so expired records are always at the
 * front and are swept from there. At most `max` live records (maxIdempotencyKeys,
 * `--max-idempotency-keys`): the caller asks `hasRoom` before it keeps a new key.
 */
export interface StoredAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface IdemRecord {
  fingerprint: string;
  createdAtMs: number;
  answer: Promise<StoredAnswer>;
}

export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

export class IdempotencyCache {
  private byKey = new Map<string, IdemRecord>();

  constructor(readonly max = 10_000) {}

  get size(): number {
    return this.byKey.size;
  }

  get(key: string, nowMs: number): IdemRecord | undefined {
    const r = this.byKey.get(key);
    if (r && nowMs - r.createdAtMs >= IDEMPOTENCY_TTL_MS) {
      this.byKey.delete(key);
      return undefined;
    }
    return r;
  }

  /** Whether a new key can be kept now (after dropping the expired ones). */
  hasRoom(nowMs: number): boolean {
    this.sweep(nowMs);
    return this.byKey.size < this.max;
  }

  /** Keep a record (call `hasRoom` first for a new key). */
  set(key: string, fingerprint: string, nowMs: number, answer: Promise<StoredAnswer>): void {
    this.byKey.delete(key);
    this.byKey.set(key, { fingerprint, createdAtMs: nowMs, answer });
  }

  /** Drop the records older than the TTL (they are at the front). */
  sweep(nowMs: number): void {
    for (const [k, r] of this.byKey) {
      if (nowMs - r.createdAtMs < IDEMPOTENCY_TTL_MS) break;
      this.byKey.delete(k);
    }
  }

  delete(key: string): void {
    this.byKey.delete(key);
  }

  clear(): void {
    this.byKey.clear();
  }
}
