/** Signed-in browser sessions of the resource browser: a random cookie value -> the platform, in memory, for 12 hours. */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { PlatformRegistry, PlatformRuntime } from "../platform/registry.js";

export const COOKIE = "paysim_ui";
const TTL_MS = 12 * 3600_000;
const MAX_SESSIONS = 1000;
const sessions = new Map<string, { platformId: string; expires: number }>();

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The platform these credentials name, or undefined. */
export function checkCredentials(platforms: PlatformRegistry, clientId: string, secret: string): PlatformRuntime | undefined {
  const rt = platforms.byClientId(clientId);
  return rt && same(rt.platform.clientSecret, secret) ? rt : undefined;
}

export function openSession(rt: PlatformRuntime): string {
  if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
  const token = randomBytes(24).toString("base64url");
  sessions.set(token, { platformId: rt.platform.id, expires: Date.now() + TTL_MS });
  return token;
}

export function closeSession(token: string | undefined): void {
  if (token) sessions.delete(token);
}

/** End every session of a platform (it was deleted). */
export function closeSessionsOf(platformId: string): void {
  for (const [token, s] of sessions) if (s.platformId === platformId) sessions.delete(token);
}

/** Sessions held (signed-in browsers over all platforms). */
export const sessionCount = (): number => sessions.size;

export function cookieOf(header: string | string[] | undefined): string | undefined {
  const text = Array.isArray(header) ? header.join("; ") : (header ?? "");
  for (const part of text.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === COOKIE) return v.join("=");
  }
  return undefined;
}

/** The platform of a request: its session cookie, or Basic credentials. */
export function sessionPlatform(platforms: PlatformRegistry, headers: Record<string, string | string[] | undefined>): PlatformRuntime | undefined {
  const token = cookieOf(headers.cookie);
  const s = token ? sessions.get(token) : undefined;
  if (s && s.expires > Date.now()) return platforms.get(s.platformId);
  const auth = String(headers.authorization ?? "");
  if (auth.startsWith("Basic ")) {
    const [id, ...rest] = Buffer.from(auth.slice(6), "base64").toString("utf8").split(":");
    return checkCredentials(platforms, id, rest.join(":"));
  }
  return undefined;
}

export const sessionCookie = (token: string, maxAge = TTL_MS / 1000) => `${COOKIE}=${token}; Path=/_sim/ui; HttpOnly; SameSite=Strict; Max-Age=${maxAge}`;
