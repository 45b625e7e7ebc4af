/**
 * HTTP Basic authentication of a platform. Each failure is 401 UNAUTHORIZED whose reason
 * names the failed check: missing header, not Basic, malformed, unknown client id,
 * wrong secret.
 */
import { ApiError } from "../errors/api-error.js";
import type { PlatformRegistry, PlatformRuntime } from "../platform/registry.js";
import type { ApiCredentials } from "../areas/types.js";

const unauthorized = (reason: string) => new ApiError(401, "UNAUTHORIZED", reason);

/** A Basic header decoded once: the credentials, or the 401 reason it earns whatever the registry holds. */
type Decoded = { clientId: string; secret: string } | { error: string };

/**
 * Decoded Basic headers by header string (a client sends the same one on every request).
 * Only the decoding is cached: the platform lookup and the secret check run per request,
 * so a platform created, reset or removed later is seen at once. Bounded: cleared when full.
 */
const decodedCache = new Map<string, Decoded>();
const DECODED_CACHE_MAX = 1024;

function decodeBasic(header: string): Decoded {
  const sp = header.indexOf(" ");
  const scheme = sp < 0 ? header : header.slice(0, sp);
  if (scheme.toLowerCase() !== "basic")
    return { error: `Authorization scheme is "${scheme.slice(0, 20)}", not Basic: send "Basic base64(clientId:clientSecret)".` };
  const b64 = header.slice(sp + 1).trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return { error: 'Basic credentials are malformed: the value after "Basic " is not base64.' };
  const decoded = Buffer.from(b64, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0) return { error: 'Basic credentials are malformed: the decoded value is not "clientId:clientSecret".' };
  return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

export function authenticateBasic(registry: PlatformRegistry, header: string | string[] | undefined): PlatformRuntime {
  if (header === undefined || header === "" || Array.isArray(header)) {
    throw unauthorized("Authorization header is missing: send HTTP Basic credentials (client id as username, client secret as password).");
  }
  let d = decodedCache.get(header);
  if (d === undefined) {
    d = decodeBasic(header);
    if (header.length <= 512) {
      if (decodedCache.size >= DECODED_CACHE_MAX) decodedCache.clear();
      decodedCache.set(header, d);
    }
  }
  if ("error" in d) throw unauthorized(d.error);
  const rt = registry.byClientId(d.clientId);
  if (!rt) throw unauthorized("Unknown client id: no platform has these credentials (in this environment).");
  if (rt.platform.clientSecret !== d.secret) throw unauthorized("Client secret does not match the client id.");
  return rt;
}

/**
 * The API's Basic check: the platform's own credentials, or those of one of its API tokens
 * (a token's client id names its platform; the token is looked up in that platform's store
 * on every request, so a deleted token is refused at once). The token rides as `principal`.
 * `tokens` is the API tokens area's side of the check (its manifest's `credentials`).
 */
export function authenticateBasicOrToken(
  registry: PlatformRegistry,
  header: string | string[] | undefined,
  tokens: ApiCredentials | undefined,
): { runtime: PlatformRuntime; principal?: unknown } {
  const d = typeof header === "string" ? (decodedCache.get(header) ?? decodeBasic(header)) : undefined;
  const platformId = tokens && d && !("error" in d) ? tokens.platformIdOf(d.clientId) : undefined;
  if (platformId === undefined || !tokens || !d || "error" in d) return { runtime: authenticateBasic(registry, header) };
  const rt = registry.get(platformId);
  const check = rt ? tokens.check(rt.store, d.clientId, d.secret) : ({ error: "unknown" } as const);
  // A platform whose own client id merely looks like a token's keeps working.
  if ("error" in check && check.error === "unknown" && registry.byClientId(d.clientId)) return { runtime: authenticateBasic(registry, header) };
  if ("error" in check)
    throw unauthorized(
      check.error === "unknown" ? "Unknown or deleted API token: no token has this client id." : "Client secret does not match the API token.",
    );
  return { runtime: rt!, principal: check.principal };
}

export function authenticateBearer(registry: PlatformRegistry, header: string | string[] | undefined): { runtime: PlatformRuntime; principal: unknown } {
  if (header === undefined || header === "" || Array.isArray(header))
    throw unauthorized("Authorization header is missing: send the agent's bearer access token.");
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  if (!m) throw unauthorized('Authorization scheme is not Bearer: agent operations take "Bearer <accessToken>".');
  const found = registry.resolveBearer(m[1]);
  if (!found) throw unauthorized("Unknown or revoked agent access token.");
  return found;
}
