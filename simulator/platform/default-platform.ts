/**
 * The platform a simulator starts with (`paysim serve` prints it). With a data directory
 * that already holds a platform with its client id, that one is used (a new client
 * secret given on start replaces the saved one). Otherwise it is created: from the seed
 * when one is given (same seed, same platform id, secret and webhook key pair), else at
 * random.
 */
import type { CreatePlatformOptions, PlatformRegistry, PlatformRuntime } from "./registry.js";
import { DEFAULT_SETTINGS } from "./registry.js";
import { seededPlatform } from "./seeded.js";

export function ensureDefaultPlatform(
  platforms: PlatformRegistry,
  o: CreatePlatformOptions,
  seed: string | number | undefined,
  changed: (rt: PlatformRuntime) => void,
): PlatformRuntime {
  const existing = o.clientId ? platforms.byClientId(o.clientId) : undefined;
  if (existing) {
    if (o.clientSecret && o.clientSecret !== existing.platform.clientSecret) {
      existing.platform.clientSecret = o.clientSecret;
      changed(existing);
    }
    return existing;
  }
  if (seed === undefined || seed === "") return platforms.create(o);
  const settings = { ...DEFAULT_SETTINGS, ...o.settings, contactVerification: { ...DEFAULT_SETTINGS.contactVerification, ...o.settings?.contactVerification } };
  return platforms.create({ record: seededPlatform(seed, { clientId: o.clientId ?? "sandbox_client_id", clientSecret: o.clientSecret, settings }) });
}
