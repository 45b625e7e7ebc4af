/**
 * API tokens (pure): HTTP Basic credentials of a platform limited to permissions. The
 * secret is shown once, at creation; the record keeps only its SHA-256 (the secret is 256
 * random bits, so a fast hash is enough). A token's client id names its platform, so the
 * authentication layer finds the token in that platform's store without a global index.
 * Randomness and time come in as inputs.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { apiTokenRules, permissionsNeeded, type ApiTokenRules, type Permission } from "../../../../contract/rules/api-tokens.js";
import { omitUndefined, type Schema } from "../../response.js";

export interface ApiTokenRecord {
  id: string;
  name: string;
  permissions: Permission[];
  clientId: string;
  /** hex SHA-256 of the secret; the secret itself is never stored. */
  secretHash: string;
  createdAt: string;
  updatedAt: string;
}

/** What the pipeline carries for a request authenticated by a token. */
export interface ApiTokenPrincipal {
  kind: "apiToken";
  tokenId: string;
  permissions: Permission[];
}

export const hashSecret = (secret: string): string => createHash("sha256").update(secret, "utf8").digest("hex");

const uuidHex = (platformId: string): string =>
  platformId
    .replace(/^Platform:/, "")
    .replace(/-/g, "")
    .toLowerCase();

/** `tok_<platform uuid, 32 hex>_<random hex>`. */
export function tokenClientId(platformId: string, randomHex: string, r: ApiTokenRules = apiTokenRules()): string {
  return `${r.clientIdPrefix}${uuidHex(platformId)}_${randomHex}`;
}

/** The platform id a token client id names, or undefined when it is not a token's. */
export function platformIdOfTokenClientId(clientId: string, r: ApiTokenRules = apiTokenRules()): string | undefined {
  if (!clientId.startsWith(r.clientIdPrefix)) return undefined;
  const m = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})_[0-9a-f]+$/.exec(clientId.slice(r.clientIdPrefix.length));
  return m ? `Platform:${m.slice(1).join("-")}` : undefined;
}

export interface NewToken {
  id: string;
  platformId: string;
  name: string;
  permissions: Permission[];
  now: string;
  /** Random bytes: the first 6 make the client id's tail, the rest the secret. */
  random: Buffer;
}

export function createToken(t: NewToken, r: ApiTokenRules = apiTokenRules()): { record: ApiTokenRecord; secret: string } {
  const secret = `${r.secretPrefix}${t.random.subarray(6).toString("base64url")}`;
  const record: ApiTokenRecord = {
    id: t.id,
    name: t.name,
    permissions: [...new Set(t.permissions)],
    clientId: tokenClientId(t.platformId, t.random.subarray(0, 6).toString("hex"), r),
    secretHash: hashSecret(secret),
    createdAt: t.now,
    updatedAt: t.now,
  };
  return { record, secret };
}

export function secretMatches(record: ApiTokenRecord, secret: string): boolean {
  const a = Buffer.from(record.secretHash, "hex");
  const b = Buffer.from(hashSecret(secret), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The resource as the API shows it (never the hash). */
export function renderToken(r: ApiTokenRecord, secret?: string): Schema<"ApiToken"> {
  return omitUndefined<Schema<"ApiToken">>({
    id: r.id,
    name: r.name,
    permissions: r.permissions,
    clientId: r.clientId,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    clientSecret: secret,
  });
}

export const principalOf = (r: ApiTokenRecord): ApiTokenPrincipal => ({ kind: "apiToken", tokenId: r.id, permissions: r.permissions });

export const isTokenPrincipal = (p: unknown): p is ApiTokenPrincipal => typeof p === "object" && p !== null && (p as ApiTokenPrincipal).kind === "apiToken";

/** Why the token may not call the operation (the 403 reason), or null when it may. */
export function tokenRefusal(p: ApiTokenPrincipal, op: { method: string; path: string; operationId: string; tags: readonly string[] }): string | null {
  const needed = permissionsNeeded(op);
  if (needed.some((n) => p.permissions.includes(n))) return null;
  return `this API token has permissions [${p.permissions.join(", ")}]; ${op.method.toUpperCase()} ${op.path} (${op.operationId}) needs ${needed.length === 1 ? needed[0] : `one of ${needed.join(", ")}`}`;
}
