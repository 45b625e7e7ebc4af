/**
 * Reveal tokens (pure given the key): the signed, short-lived token of a `panEmbedUrl`.
 * Form `<payload>.<signature>`, base64url: the payload names the platform, the card, the
 * expiry (platform time, ms) and a nonce (a new URL every call); the signature is an
 * HMAC-SHA-256 with the platform's reveal key. Tampered, malformed or expired tokens are
 * refused.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export interface RevealClaims {
  platformId: string;
  cardId: string;
  expiresAtMs: number;
  nonce: string;
}

const b64 = (s: string | Buffer): string => Buffer.from(s).toString("base64url");
const mac = (key: string, payload: string): Buffer => createHmac("sha256", Buffer.from(key, "base64url")).update(payload).digest();

export function signReveal(claims: RevealClaims, key: string): string {
  const payload = b64(JSON.stringify({ p: claims.platformId, c: claims.cardId, e: claims.expiresAtMs, n: claims.nonce }));
  return `${payload}.${b64(mac(key, payload))}`;
}

/** The platform a token claims, before its signature is checked (to find the key). */
export function claimedPlatform(token: string): string | undefined {
  try {
    const p = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8"));
    return typeof p?.p === "string" ? p.p : undefined;
  } catch {
    return undefined;
  }
}

export type RevealCheck = { ok: RevealClaims } | { error: "malformed" | "bad-signature" | "expired"; claims?: RevealClaims };

export function verifyReveal(token: string, key: string, nowMs: number): RevealCheck {
  const parts = token.split(".");
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { error: "malformed" };
  const want = mac(key, parts[0]);
  const got = Buffer.from(parts[1], "base64url");
  if (got.length !== want.length || !timingSafeEqual(got, want)) return { error: "bad-signature" };
  let p: { p?: unknown; c?: unknown; e?: unknown; n?: unknown };
  try {
    p = JSON.parse(Buffer.from(parts[0], "base64url").toString("utf8"));
  } catch {
    return { error: "malformed" };
  }
  if (typeof p.p !== "string" || typeof p.c !== "string" || typeof p.e !== "number" || typeof p.n !== "string") return { error: "malformed" };
  const claims: RevealClaims = { platformId: p.p, cardId: p.c, expiresAtMs: p.e, nonce: p.n };
  if (nowMs >= claims.expiresAtMs) return { error: "expired", claims };
  return { ok: claims };
}
