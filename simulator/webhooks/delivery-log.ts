/** Every delivery attempt of one platform, oldest first, for GET /_sim/webhooks/deliveries. */
export interface DeliveryAttempt {
  /** Id of this attempt. */
  id: string;
  /** The event (webhook envelope) id: the same on every attempt of one event. */
  eventId: string;
  type: string;
  url: string | null;
  attempt: number;
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

export class DeliveryLog {
  private attempts: DeliveryAttempt[] = [];
  /** Bounded so a long-running simulator does not grow without limit. */
  constructor(private readonly max = 10_000) {}

  add(a: DeliveryAttempt): void {
    this.attempts.push(a);
    if (this.attempts.length > this.max) this.attempts.splice(0, this.attempts.length - this.max);
  }

  list(filter: { eventId?: string; type?: string } = {}): DeliveryAttempt[] {
    return this.attempts.filter((a) => (!filter.eventId || a.eventId === filter.eventId) && (!filter.type || a.type === filter.type));
  }

  clear(): void {
    this.attempts = [];
  }
}
