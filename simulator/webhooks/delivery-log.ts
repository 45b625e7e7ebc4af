/**
 * Every delivery attempt of one platform, oldest first, for GET /_sim/webhooks/deliveries.
 * A ring of `max` attempts (maxDeliveryLog, `--max-delivery-log`): past it the oldest are
 * dropped and counted in `dropped`.
 */
export interface DeliveryAttempt {
  /** Id of this attempt. */
  id: string;
  /** The event (webhook envelope) id: the same on every attempt of one event. */
  eventId: string;
  type: string;
  url: string | null;
  /** Attempt number within its round of the retry schedule (1-6). */
  attempt: number;
  /** 1 for the event's first schedule, 2 after its first redelivery, and so on. */
  round?: number;
  /** HTTP status answered by the receiver, when it answered. */
  status?: number;
  /** Transport error, timeout or "not sent" reason, when it did not answer 2xx. */
  error?: string;
  ok: boolean;
  /** Platform time of the attempt. */
  at: string;
  durationMs: number;
  /** Platform time of the next attempt, when one is scheduled. */
  nextAttemptAt?: string;
}

export interface DeliveryFilter {
  eventId?: string;
  type?: string;
  /** Keep only attempts of events for which this returns true (state filter). */
  event?: (eventId: string) => boolean;
}

export class DeliveryLog {
  private ring: (DeliveryAttempt | undefined)[] = [];
  private start = 0;
  private count = 0;
  /** Attempts dropped because the ring was full. */
  dropped = 0;

  constructor(readonly max = 10_000) {}

  get size(): number {
    return this.count;
  }

  /** Told about every attempt added and every clear (a data directory saves them). */
  observer?: { added(a: DeliveryAttempt): void; cleared(): void };

  add(a: DeliveryAttempt): void {
    this.observer?.added(a);
    if (this.count < this.max) {
      this.ring[(this.start + this.count) % this.max] = a;
      this.count++;
      return;
    }
    this.ring[this.start] = a;
    this.start = (this.start + 1) % this.max;
    this.dropped++;
  }

  list(filter: DeliveryFilter = {}): DeliveryAttempt[] {
    const out: DeliveryAttempt[] = [];
    for (let i = 0; i < this.count; i++) {
      const a = this.ring[(this.start + i) % this.max]!;
      if (filter.eventId && a.eventId !== filter.eventId) continue;
      if (filter.type && a.type !== filter.type) continue;
      if (filter.event && !filter.event(a.eventId)) continue;
      out.push(a);
    }
    return out;
  }

  clear(): void {
    this.observer?.cleared();
    this.ring = [];
    this.start = 0;
    this.count = 0;
    this.dropped = 0;
  }
}
