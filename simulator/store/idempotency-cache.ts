/**
 * Per-platform idempotency records: (operationId, Idempotency-Key) -> the first answer.
 * Keys are kept 24 h of PLATFORM time (designed): a key older than that is treated as
 * new, and expired records are swept every 1,000 inserts.
 */
export interface StoredAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

interface IdemRecord {
  fingerprint: string;
  createdAtMs: number;
  answer: Promise<StoredAnswer>;
}

export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

export class IdempotencyCache {
  private records = new Map<string, IdemRecord>();
  private inserts = 0;

  get(key: string, nowMs: number): IdemRecord | undefined {
    const r = this.records.get(key);
    if (r && nowMs - r.createdAtMs >= IDEMPOTENCY_TTL_MS) {
      this.records.delete(key);
      return undefined;
    }
    return r;
  }

  set(key: string, fingerprint: string, nowMs: number, answer: Promise<StoredAnswer>): void {
    this.records.set(key, { fingerprint, createdAtMs: nowMs, answer });
    if (++this.inserts % 1000 === 0) {
      for (const [k, r] of this.records) if (nowMs - r.createdAtMs >= IDEMPOTENCY_TTL_MS) this.records.delete(k);
    }
  }

  delete(key: string): void {
    this.records.delete(key);
  }

  clear(): void {
    this.records.clear();
  }
}
