/**
 * Per-platform webhook outbox and dispatcher. No API call and no clock advance waits on a
 * receiver: emitting queues the event and returns; deliveries run concurrently, at most
 * `concurrency` at once for the platform and `pool.size` for the whole simulator, each
 * attempt bounded by `timeoutMs`.
 *
 * Retry policy (designed; the description does not show one):
 * - attempt 1 is queued at once; events about the same object (same `data.id`) leave one
 *   at a time in emission order (a receiver sees KYC_PENDING before KYC_APPROVED), events
 *   about different objects go out concurrently;
 * - an attempt fails on a non-2xx answer, a transport error or no answer within the timeout;
 * - failed attempts are retried on the PLATFORM clock after the delays of
 *   spec/rules/webhook-delivery.yaml (30 s, 2 min, 10 min, 1 h and 6 h: 6 attempts in
 *   all), counted from when the failed attempt was due, so `POST /_sim/clock/advance` drives retries at once: it queues the
 *   ones due and returns; a retry due after a failure the advance already passed runs
 *   right away, in the background;
 * - every attempt carries the same envelope id, the same body and its signature (made
 *   once per event: the body does not change, so neither does what it proves), and is
 *   recorded in the delivery log;
 * - when the schedule runs out the event is kept as dead-lettered; a redelivery starts a
 *   fresh schedule (round + 1);
 * - with no webhookEndpoint configured an event is recorded as not sent, no retries.
 */
import { randomUUID } from "node:crypto";
import { request, type Dispatcher } from "undici";
import type { PlatformClock } from "../clock/platform-clock.js";
import { DeliveryLog, type DeliveryAttempt } from "./delivery-log.js";
import { EventStore, type EventRecord } from "./event-store.js";
import { DeliveryPool } from "./pool.js";
import { SIGNATURE_HEADER, WebhookSigner } from "./signer.js";
import { LIMITS, limitText } from "../store/limits.js";
import { jobType } from "../clock/jobs.js";
import { loadWebhookDeliveryRules } from "../../contract/rules/webhook-delivery.js";

/** spec/rules/webhook-delivery.yaml: the delay before each retry. */
export const RETRY_DELAYS_MS: readonly number[] = loadWebhookDeliveryRules().retryDelaysSeconds.map((s) => s * 1000);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
export const ATTEMPT_TIMEOUT_MS = LIMITS.webhookTimeoutMs.default;

/**
 * The body of a delivery: `id`, `type`, `timestamp` (when the event was queued) and `data`.
 * The TEST event is the description's test payload itself (`test`, `timestamp`, `webhookId`,
 * `type`) beside `id`, with no `data`.
 */
export interface WebhookEnvelope {
  id: string;
  type: string;
  timestamp: string;
  data?: unknown;
}

export function envelopeOf(id: string, type: string, timestamp: string, data: unknown): WebhookEnvelope {
  if (type !== "TEST" || !data || typeof data !== "object") return { id, type, timestamp, data };
  return Object.assign({ id, type, timestamp }, data, { id });
}

export interface AttemptOutcome {
  ok: boolean;
  status?: number;
  error?: string;
}

export interface DispatcherOptions {
  timeoutMs?: number;
  /** Deliveries in flight at once for this platform. */
  concurrency?: number;
  /** The simulator-wide pool (default: one of its own, as large as `concurrency`). */
  pool?: DeliveryPool;
  /** Events kept (maxWebhookQueue). */
  maxEvents?: number;
  /** Attempts kept in the delivery log (maxDeliveryLog). */
  maxLog?: number;
  /** HTTP client (undici dispatcher) for the deliveries. */
  agent?: Dispatcher;
  warn?: (msg: string) => void;
  /** The header the signature is sent under (default the description's `X-Service-Signature`). */
  signatureHeader?: string;
}

interface Job {
  ev: EventRecord;
  /** Attempt number within the round. */
  n: number;
  /** Platform time the attempt was due (its retry falls due a delay after this). */
  dueMs: number;
  gen: number;
  lane: string;
  first?: (o: AttemptOutcome) => void;
}

/** A retry of a failed attempt, as data (it survives a restart): `retryDue` queues it. Declared to the clocks by the platform registry. */
export const webhookRetry = jobType<{ webhooks: WebhookDispatcher }, { eventId: string; n: number; dueMs: number; round: number }>("webhook.retry", (env, p) =>
  env.webhooks.retryDue(p.eventId, p.n, p.dueMs, p.round),
);

/** An event as saved in a data directory (its retry handle left out). */
export type SavedEvent = Omit<EventRecord, "retry">;

const TIMEOUT_CODES = new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "UND_ERR_CONNECT_TIMEOUT"]);

const laneOf = (id: string, data: unknown): string => {
  const d = data as { id?: unknown } | null;
  return d && typeof d === "object" && typeof d.id === "string" ? d.id : id;
};

export class WebhookDispatcher {
  readonly log: DeliveryLog;
  readonly events: EventStore;
  private readonly signer: WebhookSigner;
  private readonly timeoutMs: number;
  private readonly concurrency: number;
  private readonly pool: DeliveryPool;
  private readonly agent?: Dispatcher;
  private readonly warn: (msg: string) => void;
  private generation = 0;
  /** Runnable jobs (heads of their lane), in emission order. */
  private ready: Job[] = [];
  private readyHead = 0;
  /** Lane -> jobs waiting behind the one running or ready. */
  private lanes = new Map<string, Job[]>();
  private active = 0;
  private readonly pumpFn = () => this.pump();
  private readonly signatureHeader: string;
  /** Simulated receiver failures (`/_sim/faults`, kind webhook): an outcome replaces the POST. */
  receiverFault?: (type: string) => AttemptOutcome | undefined;

  constructor(
    privateKeyPem: string,
    private readonly clock: PlatformClock,
    private readonly endpoint: () => string | undefined,
    opts: number | DispatcherOptions = {},
  ) {
    const o: DispatcherOptions = typeof opts === "number" ? { timeoutMs: opts } : opts;
    this.signer = new WebhookSigner(privateKeyPem);
    this.signatureHeader = o.signatureHeader ?? SIGNATURE_HEADER;
    this.timeoutMs = o.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
    this.concurrency = o.concurrency ?? LIMITS.webhookConcurrency.default;
    this.pool = o.pool ?? new DeliveryPool(this.concurrency);
    this.agent = o.agent;
    this.log = new DeliveryLog(o.maxLog ?? LIMITS.maxDeliveryLog.default);
    this.events = new EventStore(o.maxEvents ?? LIMITS.maxWebhookQueue.default);
    this.warn = o.warn ?? ((m) => console.error("[paysim] %s", m)); // a constant format: a URL's `%s` is printed as written
  }

  /** Deliveries of this platform in flight and waiting for a slot. */
  get pending(): { inFlight: number; waiting: number } {
    let waiting = this.ready.length - this.readyHead;
    for (const l of this.lanes.values()) waiting += l.length;
    return { inFlight: this.active, waiting };
  }

  /**
   * Queue an event; the promise settles with the outcome of its first attempt (callers
   * may ignore it: nothing else waits for it). `priority` puts it at the head of the queue
   * (POST /webhooks/test, which answers with that outcome).
   */
  emit(type: string, data: unknown, id = `Webhook:${randomUUID()}`, opts: { priority?: boolean } = {}): Promise<AttemptOutcome> {
    const now = this.clock.iso();
    const raw = JSON.stringify(envelopeOf(id, type, now, data));
    const lane = laneOf(id, data);
    const ev: EventRecord = { id, type, raw, state: "queued", createdAt: now, attempts: 0, round: 1, lane };
    if (!this.events.add(ev)) {
      const error = `not queued: the platform already holds ${this.events.max} undelivered webhook events (${limitText("maxWebhookQueue", this.events.max)}); redeliver or reset to make room`;
      if (this.events.refused === 1 || this.events.refused % 1000 === 0)
        this.warn(`webhook event ${id} (${type}) ${error} [${this.events.refused} refused so far]`);
      this.log.add({
        id: `Delivery:${randomUUID()}`,
        eventId: id,
        type,
        url: this.endpoint() ?? null,
        attempt: 1,
        round: 1,
        ok: false,
        error,
        at: now,
        durationMs: 0,
      });
      return Promise.resolve({ ok: false, error });
    }
    return new Promise((resolve) => this.enqueue({ ev, n: 1, dueMs: this.clock.nowMs(), gen: this.generation, lane, first: resolve }, opts.priority));
  }

  /** Put an event back in the queue with a fresh retry schedule. */
  redeliver(eventId: string): EventRecord | "busy" | undefined {
    const ev = this.events.get(eventId);
    if (!ev) return undefined;
    if (ev.state === "queued" || ev.state === "in_flight") return "busy";
    ev.retry?.cancel();
    ev.retry = undefined;
    ev.nextAttemptAt = undefined;
    ev.round++;
    this.events.setState(ev, "queued");
    this.enqueue({ ev, n: 1, dueMs: this.clock.nowMs(), gen: this.generation, lane: this.laneOfEvent(ev) });
    return ev;
  }

  /** Redeliver every event in `state` (dead_lettered by default); returns how many. */
  redeliverAll(state: "dead_lettered" | "not_sent" = "dead_lettered"): number {
    let n = 0;
    for (const ev of this.events.list({ state })) if (typeof this.redeliver(ev.id) === "object") n++;
    return n;
  }

  /** The ordering lane of a kept event (events saved before lanes were kept: from the body). */
  private laneOfEvent(ev: EventRecord): string {
    return (ev.lane ??= laneOf(ev.id, (JSON.parse(ev.raw) as WebhookEnvelope).data));
  }

  private enqueue(job: Job, priority = false): void {
    const waiting = this.lanes.get(job.lane);
    if (waiting) waiting.push(job);
    else {
      this.lanes.set(job.lane, []);
      if (priority) this.ready.splice(this.readyHead, 0, job);
      else this.ready.push(job);
    }
    this.pump();
  }

  /** The next job of a lane becomes runnable (or the lane closes). */
  private advanceLane(lane: string): void {
    const waiting = this.lanes.get(lane);
    if (!waiting) return;
    const next = waiting.shift();
    if (next) this.ready.push(next);
    else this.lanes.delete(lane);
  }

  private pump(): void {
    while (this.active < this.concurrency && this.readyHead < this.ready.length) {
      if (!this.pool.tryAcquire()) {
        this.pool.wait(this.pumpFn);
        return;
      }
      const job = this.ready[this.readyHead++];
      if (this.readyHead > 1024 && this.readyHead * 2 > this.ready.length) {
        this.ready = this.ready.slice(this.readyHead);
        this.readyHead = 0;
      }
      this.active++;
      void this.run(job).finally(() => {
        this.active--;
        this.pool.release();
        this.pump();
      });
    }
  }

  private async run(job: Job): Promise<void> {
    const { ev, n } = job;
    if (job.gen !== this.generation) {
      job.first?.({ ok: false, error: "reset" });
      return;
    }
    const url = this.endpoint();
    const at = this.clock.iso();
    const started = performance.now();
    let outcome: AttemptOutcome;
    if (!url) outcome = { ok: false, error: "no webhookEndpoint configured: not sent" };
    else {
      this.events.setState(ev, "in_flight");
      outcome = this.receiverFault?.(ev.type) ?? (await this.post(url, ev.raw, (ev.signature ??= this.signer.sign(ev.raw))));
    }
    this.advanceLane(job.lane);
    if (job.gen !== this.generation) {
      job.first?.({ ok: false, error: "reset" });
      return;
    }
    const record: DeliveryAttempt = {
      id: `Delivery:${randomUUID()}`,
      eventId: ev.id,
      type: ev.type,
      url: url ?? null,
      attempt: n,
      round: ev.round,
      ok: outcome.ok,
      at,
      durationMs: Math.round(performance.now() - started),
    };
    if (outcome.status !== undefined) record.status = outcome.status;
    if (outcome.error !== undefined) record.error = outcome.error;
    ev.attempts++;
    ev.lastAttemptAt = at;
    ev.lastStatus = outcome.status;
    ev.lastError = outcome.error;
    ev.nextAttemptAt = undefined;
    if (outcome.ok) this.events.setState(ev, "delivered");
    else if (!url) this.events.setState(ev, "not_sent");
    else if (n < MAX_ATTEMPTS) {
      // The retry falls due a delay after this attempt was due (not after the receiver
      // answered), so a clock advanced past several retries runs them all, one after the
      // other, in the background; the retry task only queues the attempt, so a clock
      // advance never waits on a receiver.
      const dueMs = job.dueMs + RETRY_DELAYS_MS[n - 1];
      record.nextAttemptAt = ev.nextAttemptAt = new Date(dueMs).toISOString();
      this.events.setState(ev, "retry_scheduled");
      ev.retry = this.clock.scheduleJob(
        new Date(dueMs),
        webhookRetry({ eventId: ev.id, n: n + 1, dueMs, round: ev.round }),
        `webhook ${ev.id} attempt ${n + 1}`,
      );
    } else this.events.setState(ev, "dead_lettered");
    this.log.add(record);
    job.first?.(outcome);
  }

  /** A scheduled retry fell due (job "webhook.retry"): queue attempt `n` of `round` unless the event moved on. */
  retryDue(eventId: string, n: number, dueMs: number, round: number): void {
    const ev = this.events.get(eventId);
    if (!ev || ev.state !== "retry_scheduled" || ev.round !== round) return;
    ev.retry = undefined;
    this.events.setState(ev, "queued");
    this.enqueue({ ev, n, dueMs, gen: this.generation, lane: this.laneOfEvent(ev) });
  }

  /**
   * Put back saved delivery state (start with a data directory): the log, and the events;
   * an event that was queued or in flight when the process stopped is queued again (its
   * attempt number within the round from the log), one waiting for a retry gets it from
   * its saved job.
   */
  restore(events: SavedEvent[], log: DeliveryAttempt[]): void {
    for (const a of log) this.log.add(a);
    for (const saved of events) {
      const ev: EventRecord = { ...saved };
      const resume = ev.state === "queued" || ev.state === "in_flight";
      if (resume) ev.state = "queued";
      if (!this.events.add(ev) || !resume) continue;
      const tried = log.filter((a) => a.eventId === ev.id && a.round === ev.round).length;
      this.enqueue({ ev, n: Math.min(tried + 1, MAX_ATTEMPTS), dueMs: this.clock.nowMs(), gen: this.generation, lane: this.laneOfEvent(ev) });
    }
  }

  private async post(url: string, raw: string, signature: string): Promise<AttemptOutcome> {
    try {
      // The receiver has timeoutMs to answer and timeoutMs between body chunks (no timer or
      // abort signal allocated per attempt); the agent bounds connecting the same way.
      const res = await request(url, {
        method: "POST",
        headers: { "content-type": "application/json", [this.signatureHeader]: signature },
        body: raw,
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
        dispatcher: this.agent,
      });
      await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      const status = res.statusCode;
      return status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `receiver answered HTTP ${status}` };
    } catch (e) {
      const err = e as Error & { code?: string; cause?: { code?: string; message?: string } };
      if (err.name === "TimeoutError" || err.name === "AbortError" || TIMEOUT_CODES.has(err.code ?? ""))
        return { ok: false, error: `no answer within ${this.timeoutMs / 1000} s (timeout)` };
      return { ok: false, error: `request failed: ${err.code ?? err.cause?.code ?? err.cause?.message ?? err.message}` };
    }
  }

  /** Forget queued deliveries, pending retries, events and the log (reset). Scheduled tasks are cleared by the clock. */
  reset(): void {
    this.generation++;
    const dropped = [...this.ready.slice(this.readyHead), ...[...this.lanes.values()].flat()];
    this.ready = [];
    this.readyHead = 0;
    this.lanes.clear();
    for (const j of dropped) j.first?.({ ok: false, error: "reset" });
    this.events.clear();
    this.log.clear();
  }
}
