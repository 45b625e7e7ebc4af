/**
 * The webhook events of one platform and their delivery state, bounded by maxWebhookQueue
 * (`--max-webhook-queue`). States:
 *
 *   queued -> in_flight -> delivered
 *                       -> retry_scheduled -> queued (when the retry falls due) ...
 *                       -> dead_lettered   (the retry schedule ran out)
 *   not_sent: no webhookEndpoint was configured when the event was due.
 *
 * A redelivery puts a delivered, dead-lettered, not-sent or retry-scheduled event back
 * in the queue with a fresh schedule (round + 1). Events that are finished (delivered,
 * not_sent) make room for new ones, oldest first; queued, retrying and dead-lettered
 * events are never dropped: when they alone fill the store, a new event is refused.
 */
export const EVENT_STATES = ["queued", "in_flight", "retry_scheduled", "delivered", "dead_lettered", "not_sent"] as const;
export type EventState = (typeof EVENT_STATES)[number];

/** An event's delivery so far: what the store keeps and GET /_sim/webhooks/events shows. */
interface Delivery {
  type: string;
  state: EventState;
  /** Platform time the event was emitted. */
  createdAt: string;
  /** Attempts over all rounds. */
  attempts: number;
  round: number;
  lastStatus?: number;
  lastError?: string;
  lastAttemptAt?: string;
  nextAttemptAt?: string;
}

export interface EventRecord extends Delivery {
  id: string;
  /** The exact body sent (every attempt sends these bytes, with the same signature). */
  raw: string;
  /** The X-Service-Signature header value of `raw`, made at the first attempt. */
  signature?: string;
  /** Events about the same object share a lane: they leave one at a time, in emission order. */
  lane?: string;
  /** Cancels the scheduled retry (retry_scheduled only). */
  retry?: { cancel(): void };
}

/** The public view of an event (GET /_sim/webhooks/events). */
export interface EventView extends Delivery {
  eventId: string;
}

export function viewOf(e: EventRecord): EventView {
  const v: EventView = { eventId: e.id, type: e.type, state: e.state, createdAt: e.createdAt, attempts: e.attempts, round: e.round };
  if (e.lastStatus !== undefined) v.lastStatus = e.lastStatus;
  if (e.lastError !== undefined) v.lastError = e.lastError;
  if (e.lastAttemptAt !== undefined) v.lastAttemptAt = e.lastAttemptAt;
  if (e.nextAttemptAt !== undefined) v.nextAttemptAt = e.nextAttemptAt;
  return v;
}

const finished = (s: EventState) => s === "delivered" || s === "not_sent";

export class EventStore {
  private byId = new Map<string, EventRecord>();
  /**
   * Finished events in the order they finished, the first to make room: a queue of
   * (id, finish number) read from `doneHead`, each entry current while `done` still maps
   * its id to its number (an event that left, or finished again later, leaves a stale entry
   * that is skipped). Not the insertion order of a Set: taking the first of a Set that
   * entries keep leaving from the front walks every deleted slot before it, and a full store
   * made room that way for each new event (about a fifth of a stablecoin mint's cost).
   */
  private done = new Map<string, number>();
  private doneIds: string[] = [];
  private doneNs: number[] = [];
  private doneHead = 0;
  private finishes = 0;
  private counts: Record<EventState, number> = { queued: 0, in_flight: 0, retry_scheduled: 0, delivered: 0, dead_lettered: 0, not_sent: 0 };
  /** Events refused because the store was full of unfinished ones. */
  refused = 0;
  /** Told which events were added, changed state or left, and of clears (a data directory saves them). */
  observer?: { changed(id: string): void; removed(id: string): void; cleared(): void };

  constructor(readonly max = 10_000) {}

  get size(): number {
    return this.byId.size;
  }

  get(id: string): EventRecord | undefined {
    return this.byId.get(id);
  }

  /** Add a new event (state queued); false when the store is full of unfinished events. */
  add(e: EventRecord): boolean {
    while (this.byId.size >= this.max) {
      const oldest = this.oldestDone();
      if (oldest === undefined) {
        this.refused++;
        return false;
      }
      this.remove(oldest);
    }
    this.byId.set(e.id, e);
    this.counts[e.state]++;
    if (finished(e.state)) this.markDone(e.id);
    this.observer?.changed(e.id);
    return true;
  }

  setState(e: EventRecord, s: EventState): void {
    this.observer?.changed(e.id);
    if (e.state === s) return;
    this.counts[e.state]--;
    this.counts[s]++;
    if (finished(e.state)) this.done.delete(e.id);
    e.state = s;
    if (finished(s)) this.markDone(e.id);
  }

  private markDone(id: string): void {
    const n = ++this.finishes;
    this.done.set(id, n);
    this.doneIds.push(id);
    this.doneNs.push(n);
    // Events finished again (redelivered) leave stale entries behind: keep them under the live ones.
    if (this.doneIds.length - this.doneHead > 2 * this.done.size + 1024) {
      const keep = this.doneIds.map((_, i) => i).filter((i) => i >= this.doneHead && this.done.get(this.doneIds[i]) === this.doneNs[i]);
      this.doneIds = keep.map((i) => this.doneIds[i]);
      this.doneNs = keep.map((i) => this.doneNs[i]);
      this.doneHead = 0;
    }
  }

  /** The finished event that finished first, or undefined; stale queue entries are dropped on the way. */
  private oldestDone(): string | undefined {
    while (this.doneHead < this.doneIds.length) {
      const id = this.doneIds[this.doneHead];
      if (this.done.get(id) === this.doneNs[this.doneHead]) {
        this.compactDone();
        return id;
      }
      this.doneHead++;
    }
    this.compactDone();
    return undefined;
  }

  /** Drops the read part of the queue once it is most of it. */
  private compactDone(): void {
    if (this.doneHead < 1024 || this.doneHead * 2 < this.doneIds.length) return;
    this.doneIds = this.doneIds.slice(this.doneHead);
    this.doneNs = this.doneNs.slice(this.doneHead);
    this.doneHead = 0;
  }

  private remove(id: string): void {
    const e = this.byId.get(id);
    if (!e) return;
    this.byId.delete(id);
    this.done.delete(id);
    this.counts[e.state]--;
    this.observer?.removed(id);
  }

  list(filter: { state?: EventState; type?: string; limit?: number } = {}): EventRecord[] {
    const out: EventRecord[] = [];
    const limit = filter.limit ?? Infinity;
    for (const e of this.byId.values()) {
      if (filter.state && e.state !== filter.state) continue;
      if (filter.type && e.type !== filter.type) continue;
      if (out.length >= limit) break;
      out.push(e);
    }
    return out;
  }

  stateCounts(): Record<EventState, number> {
    return { ...this.counts };
  }

  clear(): void {
    this.observer?.cleared();
    for (const e of this.byId.values()) e.retry?.cancel();
    this.byId.clear();
    this.done.clear();
    this.doneIds = [];
    this.doneNs = [];
    this.doneHead = 0;
    for (const s of EVENT_STATES) this.counts[s] = 0;
    this.refused = 0;
  }
}
