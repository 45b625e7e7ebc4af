/**
 * The simulator's bounded stores and webhook pool (designed): every store that grows with
 * use has a cap, set by a `createSimulator` / `PlatformRegistry` option and by the
 * `paysim serve` flag named here. Reaching a cap answers a clear error naming the limit
 * and its flag (LimitReached), never an out-of-memory; logs are rings that drop their
 * oldest entries and say how many they dropped.
 */
import { ApiError } from "../errors/api-error.js";

export interface SimulatorLimits {
  /** Platforms (tenants) one simulator holds. */
  maxPlatforms: number;
  /** Idempotency records per platform younger than their 24 h of platform time. */
  maxIdempotencyKeys: number;
  /** Webhook delivery attempts kept per platform for GET /_sim/webhooks/deliveries (ring). */
  maxDeliveryLog: number;
  /** Audit entries kept per platform for GET /_sim/audit (ring). */
  maxAuditLog: number;
  /** Webhook events kept per platform: queued, retrying and dead-lettered ones, plus delivered ones while room remains. */
  maxWebhookQueue: number;
  /** Deliveries in flight at once for one platform. */
  webhookConcurrency: number;
  /** Deliveries in flight at once for the whole simulator. */
  webhookConcurrencyTotal: number;
  /** Time one delivery attempt may take before it fails as a timeout (ms). */
  webhookTimeoutMs: number;
}

export interface LimitInfo {
  default: number;
  flag: string;
  description: string;
}

/** Every limit: default, the `paysim serve` flag that sets it, and what it bounds. */
export const LIMITS: Record<keyof SimulatorLimits, LimitInfo> = {
  maxPlatforms: { default: 1000, flag: "--max-platforms", description: "platforms one simulator holds" },
  maxIdempotencyKeys: { default: 10_000, flag: "--max-idempotency-keys", description: "live idempotency records per platform (each expires 24 h of platform time after its first use)" },
  maxDeliveryLog: { default: 10_000, flag: "--max-delivery-log", description: "webhook delivery attempts kept per platform (oldest dropped first)" },
  maxAuditLog: { default: 10_000, flag: "--max-audit-log", description: "audit entries kept per platform (oldest dropped first)" },
  maxWebhookQueue: { default: 10_000, flag: "--max-webhook-queue", description: "webhook events kept per platform: queued, retrying, dead-lettered (delivered ones make room first)" },
  webhookConcurrency: { default: 32, flag: "--webhook-concurrency", description: "webhook deliveries in flight at once per platform" },
  webhookConcurrencyTotal: { default: 128, flag: "--webhook-concurrency-total", description: "webhook deliveries in flight at once over all platforms" },
  webhookTimeoutMs: { default: 5000, flag: "--webhook-timeout-ms", description: "time one delivery attempt may take before it fails (ms)" },
};

export const DEFAULT_LIMITS: SimulatorLimits = Object.fromEntries(Object.entries(LIMITS).map(([k, v]) => [k, v.default])) as unknown as SimulatorLimits;

/** The limits with every option given applied over the defaults; a value that is not a positive integer is refused. */
export function resolveLimits(o: Partial<SimulatorLimits> = {}): SimulatorLimits {
  const out = { ...DEFAULT_LIMITS };
  for (const k of Object.keys(LIMITS) as (keyof SimulatorLimits)[]) {
    const v = o[k];
    if (v === undefined) continue;
    if (!Number.isSafeInteger(v) || v < 1) throw new RangeError(`${k} (${LIMITS[k].flag}) must be a positive integer, got ${String(v)}`);
    out[k] = v;
  }
  return out;
}

/** The sentence naming a limit, its value and its flag. */
export function limitText(name: keyof SimulatorLimits, value: number): string {
  return `limit ${name} = ${value} (set with ${LIMITS[name].flag})`;
}

/** details of a LIMIT_REACHED answer. */
export function limitDetails(name: keyof SimulatorLimits, value: number): { limit: string; value: number; flag: string } {
  return { limit: name, value, flag: LIMITS[name].flag };
}

/** 409 LIMIT_REACHED (admin API): `what` says what is full, `fix` what to do. */
export function limitReached(name: keyof SimulatorLimits, value: number, what: string, fix: string): ApiError {
  return new ApiError(409, "LIMIT_REACHED", `${what}: ${limitText(name, value)}. ${fix}`, limitDetails(name, value));
}
