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
import type { operations } from "../../generated/api.js";

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
  /** JSON body, or the non-file fields of a multipart body (typed per operation by `typedHandler`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the untyped context is shared by every operation; typedHandler narrows it per operationId
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

// ---------------------------------------------------------------------------------------------
// Handlers typed from the spec (generated/api.d.ts). `typedHandler<"createCustomer">(fn)` gives
// `fn` a context whose body, path and query parameters are those of the operation, and requires
// it to return a status the operation declares with a body assignable to that status' schema:
// removing a field from the spec that a handler still returns fails `npm run typecheck`.
// ---------------------------------------------------------------------------------------------

/** Every operationId of the contract. */
export type OperationId = keyof operations;

export type { Schema } from "./response.js";

type JsonOf<C> = C extends { "application/json": infer J } ? J : C extends { [type: string]: infer J } ? J : never;
type NonNever<T, Else> = [T] extends [never] ? Else : T;

/** The request body of an operation (JSON, or the fields of a multipart form); `undefined` when it has none. */
export type RequestBodyOf<K extends OperationId> = operations[K] extends { requestBody?: infer B }
  ? NonNever<B extends { content: infer C } ? JsonOf<C> : never, undefined>
  : undefined;

type ParamsOf<K extends OperationId, Where extends "path" | "query"> = operations[K]["parameters"] extends infer P
  ? P extends { [W in Where]?: infer V }
    ? NonNever<Exclude<V, undefined>, Record<string, never>>
    : Record<string, never>
  : never;

/** Path parameters of an operation. */
export type PathParamsOf<K extends OperationId> = ParamsOf<K, "path">;
/** Query parameters of an operation (coerced to the declared types by the pipeline). */
export type QueryOf<K extends OperationId> = ParamsOf<K, "query">;

type ResponsesOf<K extends OperationId> = operations[K]["responses"];
type Success = 200 | 201 | 202 | 203 | 204 | 205 | 206 | 300 | 301 | 302 | 303 | 304 | 307 | 308;
/** The success statuses an operation declares (errors are thrown as ApiError, never returned). */
export type StatusOf<K extends OperationId> = Extract<keyof ResponsesOf<K>, Success>;
/** The response body an operation declares for a status (undefined for a status without content). */
export type ResponseBodyOf<K extends OperationId, S extends StatusOf<K>> = ResponsesOf<K>[S] extends { content?: infer C }
  ? NonNever<JsonOf<Exclude<C, undefined>>, undefined>
  : undefined;

/** One answer an operation may give: a status it declares and that status' body. */
export type TypedResult<K extends OperationId> = {
  [S in StatusOf<K>]: { status: S; headers?: Record<string, string> } & (ResponseBodyOf<K, S> extends undefined
    ? { body?: undefined }
    : { body: ResponseBodyOf<K, S> });
}[StatusOf<K>];

/** The context of a typed handler: HandlerContext with the operation's body, path and query. */
export interface TypedContext<K extends OperationId> extends Omit<HandlerContext, "body" | "params" | "query" | "operationId"> {
  operationId: K;
  body: RequestBodyOf<K>;
  params: PathParamsOf<K>;
  query: QueryOf<K>;
}

/** A handler typed by its operationId. */
export type TypedHandler<K extends OperationId> = (ctx: TypedContext<K>) => TypedResult<K> | Promise<TypedResult<K>>;

/**
 * Wrap a handler typed by its operationId into the pipeline's Handler. The pipeline has
 * already validated the request against this operation, so the context is the typed one.
 */
export function typedHandler<K extends OperationId>(fn: TypedHandler<K>): Handler {
  return (ctx) => fn(ctx as unknown as TypedContext<K>);
}

/** A handler map whose entries are typed by their operationId: `{ createCustomer: (ctx) => ... }`. */
export type TypedHandlerMap<K extends OperationId> = { [Op in K]: TypedHandler<Op> };

/** Turn a typed map into the pipeline's HandlerMap. */
export function handlerMap<K extends OperationId>(map: TypedHandlerMap<K>): HandlerMap {
  const out: HandlerMap = {};
  for (const op of Object.keys(map) as K[]) out[op] = typedHandler(map[op] as TypedHandler<K>);
  return out;
}

/**
 * Credentials other than the platform's own that the API's Basic check accepts (the API
 * tokens area's): the pipeline asks, per request, which platform a client id names, whether
 * the secret matches a live credential of that platform's store, and whether the principal
 * it stands for may call the operation.
 */
export interface ApiCredentials {
  /** The platform a client id of this kind names, or undefined when it is not one. */
  platformIdOf(clientId: string): string | undefined;
  check(store: TenantStore, clientId: string, secret: string): { principal: unknown } | { error: "unknown" | "secret" };
  /** Why this principal may not call the operation, or null when it may. */
  refusal(principal: unknown, op: { method: string; path: string; operationId: string; tags: readonly string[] }): string | null;
}

/** Page parameters of a list request (`limit`, default 20, and `cursor`). */
export function pageOpts(query: Record<string, unknown>): { limit: number; cursor?: string } {
  return { limit: typeof query.limit === "number" ? query.limit : 20, cursor: typeof query.cursor === "string" ? query.cursor : undefined };
}
