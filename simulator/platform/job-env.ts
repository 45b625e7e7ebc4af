/**
 * What a platform's scheduled jobs (clock/jobs.ts) run with: the platform, its store,
 * clock and webhook dispatcher, and `emit` (queue a webhook event). The registry sets it
 * as each platform clock's `jobEnv`; areas define their job kinds against this type:
 *
 *   const expire = defineJob<PlatformJobEnv, { quoteId: string }>("quote.expire", (env, p) => ...);
 */
import type { PlatformRuntime } from "./registry.js";

export interface PlatformJobEnv extends Pick<PlatformRuntime, "platform" | "store" | "clock" | "webhooks"> {
  emit(type: string, data: unknown): void;
}

export function jobEnvOf(rt: Pick<PlatformRuntime, "platform" | "store" | "clock" | "webhooks">): PlatformJobEnv {
  return { platform: rt.platform, store: rt.store, clock: rt.clock, webhooks: rt.webhooks, emit: (type, data) => void rt.webhooks.emit(type, data) };
}
