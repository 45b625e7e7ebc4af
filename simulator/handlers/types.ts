/**
 * The contract between the HTTP pipeline and the handlers of each API area.
 *
 * The pipeline routes a request to an operation of the spec (by operationId), validates
 * it against the spec, authenticates the platform, and calls the handler registered for
 * that operationId with a HandlerContext. A handler is thin: it reads the validated input,
 * calls the domain, and returns a HandlerResult or throws an ApiError.
 */
import type { Platform } from "../platform/platform.js";
import type { TenantStore } from "../store/store.js";
import type { Clock } from "../clock/clock.js";
import type { FieldError } from "../errors/api-error.js";

export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  data: Buffer;
}

export interface HandlerContext extends HandlerContextExtras {
  operationId: string;
  /** The authenticated platform (tenant). */
  platform: Platform;
  /** This platform's store. */
  store: TenantStore;
  /** This platform's clock. */
  clock: Clock;
  /** Emit a webhook event for this platform (queued, signed and delivered with retries). */
  emit(type: string, data: unknown): void;
  /** Path parameters (decoded). */
  params: Record<string, string>;
  /** Query parameters, coerced to the types the spec declares. */
  query: Record<string, unknown>;
  /** Request headers, lower-cased names. */
  headers: Record<string, string | undefined>;
  /** JSON body, or the non-file fields of a multipart body. */
  body: any;
  /** Files of a multipart body. */
  files: UploadedFile[];
  /** Root URL of the simulator (scheme, host, port), e.g. for hosted pages. */
  rootUrl: string;
}

export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (ctx: HandlerContext) => HandlerResult | Promise<HandlerResult>;

/** Each area module exports a map operationId -> handler. */
export type HandlerMap = Record<string, Handler>;

/**
 * Extras the simulator's pipeline puts on every HandlerContext (optional in the type so
 * contexts built by hand in unit tests need not supply them).
 */
export interface HandlerContextExtras {
  /** Send an event now and await its first delivery attempt (POST /webhooks/test). */
  sendWebhook?(type: string, data: unknown, id?: string): Promise<{ ok: boolean; status?: number; error?: string }>;
  /** For AgentAuth operations: whatever the issuing area registered with the token. */
  principal?: unknown;
  /** Validate a value against a schema of the contract (a JSON pointer), as request bodies are: the FieldErrors, [] when valid. */
  validateBody?(schemaPointer: string, value: unknown): FieldError[];
  /** Register / revoke a bearer token (AgentAuth) for this platform. */
  bearerTokens?: { register(token: string, principal: unknown): void; revoke(token: string): void };
}
