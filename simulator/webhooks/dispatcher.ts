/**
 * Per-platform webhook outbox and dispatcher.
 *
 * Retry policy (designed; the description does not show one):
 * - attempt 1 is sent at once; first attempts leave in emission order per platform
 *   (one outbox chain), so a receiver sees events in the order they happened;
 * - an attempt fails on a non-2xx answer, a transport error or no answer within 5 s;
 * - failed attempts are retried on the PLATFORM clock after 30 s, 2 min, 10 min, 1 h
 *   and 6 h (6 attempts in all, the last about 7 h 12 min after the first), so
 *   `POST /_sim/clock/advance` drives retries at once;
 * - every attempt carries the same envelope id and the same body (re-signed), and is
 *   recorded in the delivery log;
 * - with no webhookEndpoint configured an event is recorded as not sent, no retries.
 */
import { randomUUID } from "node:crypto";
import type { PlatformClock } from "../clock/platform-clock.js";
import { DeliveryLog, type DeliveryAttempt } from "./delivery-log.js";
import { SIGNATURE_HEADER, WebhookSigner } from "./signer.js";

export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
export const ATTEMPT_TIMEOUT_MS = 5_000;

export interface WebhookEnvelope {
  id: string;
  type: string;
  data: unknown;
}

export interface AttemptOutcome {
  ok: boolean;
  status?: number;
  error?: string;
}

export class WebhookDispatcher {
  readonly log = new DeliveryLog();
  private chain: Promise<unknown> = Promise.resolve();
  private readonly signer: WebhookSigner;
  private generation = 0;

  constructor(
    privateKeyPem: string,
    private readonly clock: PlatformClock,
    private readonly endpoint: () => string | undefined,
    private readonly timeoutMs = ATTEMPT_TIMEOUT_MS,
  ) {
    this.signer = new WebhookSigner(privateKeyPem);
  }

  /** Queue an event; returns the outcome of its first attempt (callers may ignore it). */
  emit(type: string, data: unknown, id = `Webhook:${randomUUID()}`): Promise<AttemptOutcome> {
    const envelope: WebhookEnvelope = { id, type, data };
    const raw = JSON.stringify(envelope);
    const gen = this.generation;
    const first = this.chain.then(() => (gen === this.generation ? this.attempt(envelope, raw, 1) : { ok: false, error: "reset" }));
    this.chain = first.catch(() => undefined);
    return first;
  }

  private async attempt(env: WebhookEnvelope, raw: string, n: number): Promise<AttemptOutcome> {
    const url = this.endpoint();
    const at = this.clock.iso();
    const started = performance.now();
    let outcome: AttemptOutcome;
    if (!url) outcome = { ok: false, error: "no webhookEndpoint configured: not sent" };
    else outcome = await this.post(url, raw);
    const record: DeliveryAttempt = {
      id: `Delivery:${randomUUID()}`,
      eventId: env.id,
      type: env.type,
      url: url ?? null,
      attempt: n,
      ok: outcome.ok,
      at,
      durationMs: Math.round(performance.now() - started),
    };
    if (outcome.status !== undefined) record.status = outcome.status;
    if (outcome.error !== undefined) record.error = outcome.error;
    if (!outcome.ok && url && n < MAX_ATTEMPTS) {
      const delay = RETRY_DELAYS_MS[n - 1];
      record.nextAttemptAt = new Date(this.clock.nowMs() + delay).toISOString();
      const gen = this.generation;
      this.clock.schedule({ delayMs: delay }, async () => {
        if (gen === this.generation) await this.attempt(env, raw, n + 1);
      }, `webhook ${env.id} attempt ${n + 1}`);
    }
    this.log.add(record);
    return outcome;
  }

  private async post(url: string, raw: string): Promise<AttemptOutcome> {
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", [SIGNATURE_HEADER]: this.signer.sign(raw) },
        body: raw,
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: "manual",
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.status >= 200 && res.status < 300 ? { ok: true, status: res.status } : { ok: false, status: res.status, error: `receiver answered HTTP ${res.status}` };
    } catch (e) {
      const err = e as Error & { cause?: { code?: string; message?: string } };
      if (err.name === "TimeoutError" || err.name === "AbortError") return { ok: false, error: `no answer within ${this.timeoutMs / 1000} s (timeout)` };
      return { ok: false, error: `request failed: ${err.cause?.code ?? err.cause?.message ?? err.message}` };
    }
  }

  /** Forget pending retries and the log (reset). Scheduled tasks are cleared by the clock. */
  reset(): void {
    this.generation++;
    this.log.clear();
  }
}
