/** What every admin handler gets, and the shape of an admin handler map (keyed by operationId of spec/admin/openapi.yaml). */
import type { PlatformRegistry, PlatformRuntime } from "../platform/registry.js";
import type { HandlerResult } from "../areas/types.js";

export interface AdminDeps {
  platforms: PlatformRegistry;
  openapiJson: string;
  info: () => Record<string, unknown>;
  /** The simulator's root URL as listening (http://127.0.0.1:4010), for absolute links. */
  rootUrl?: () => string;
  /** A GET of the API as a platform, through the pipeline (the resource browser's reads). */
  api?: (rt: PlatformRuntime, pathAndQuery: string) => Promise<HandlerResult>;
  /** The areas' own admin calls (their manifests' `admin`), keyed by operationId of spec/admin/openapi.yaml. */
  areaHandlers?: AdminHandlerMap;
}

export interface AdminContext {
  deps: AdminDeps;
  /** Path parameters (decoded). */
  params: Record<string, string>;
  /** Query parameters, validated and coerced to the declared types. */
  query: Record<string, unknown>;
  /** The JSON body, validated (undefined when none was sent). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a request body or stored record not typed from the spec yet (the pipeline validated it against its schema)
  body: any;
  /** The platform the Basic credentials name (operations with `security: BasicAuth`). */
  runtime?: PlatformRuntime;
  /** The request's headers (content negotiation, conditional requests). */
  headers?: Record<string, string | string[] | undefined>;
}

export type AdminHandler = (c: AdminContext) => HandlerResult | Promise<HandlerResult>;
export type AdminHandlerMap = Record<string, AdminHandler>;

/** The authenticated platform of a call that declares BasicAuth. */
export const runtimeOf = (c: AdminContext): PlatformRuntime => c.runtime!;
