/**
 * What a platform's scheduled jobs (clock/jobs.ts) run with: the platform, its store,
 * clock and webhook dispatcher, and `emit` (queue a webhook event). The registry sets it
 * as each platform clock's `jobEnv`; areas define their job kinds against this type:
 *
 *   const expire = jobType<PlatformJobEnv, { quoteId: string }>("quote.expire", (env, p) => ...);
 *
 * It names the parts it needs itself (the registry's PlatformRuntime has them all), so the
 * registry, which builds the env, stays the only one of the two that knows the other.
 */
import type { Platform } from "./platform.js";
import type { MemoryTenantStore } from "../store/memory.js";
import type { PlatformClock } from "../clock/platform-clock.js";
import type { WebhookDispatcher } from "../webhooks/dispatcher.js";

/** The parts of a platform's runtime a job reaches. */
export interface PlatformJobParts {
  platform: Platform;
  store: MemoryTenantStore;
  clock: PlatformClock;
  webhooks: WebhookDispatcher;
}

export interface PlatformJobEnv extends PlatformJobParts {
  emit(type: string, data: unknown): void;
}

export function jobEnvOf(rt: PlatformJobParts): PlatformJobEnv {
  return { platform: rt.platform, store: rt.store, clock: rt.clock, webhooks: rt.webhooks, emit: (type, data) => void rt.webhooks.emit(type, data) };
}
