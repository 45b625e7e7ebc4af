/**
 * An area's manifest: everything the app needs of one API area, declared as data and
 * assembled explicitly (simulator/areas/index.ts lists the areas; nothing registers itself
 * as a module loads):
 * - `handlers`: its operations, by operationId (typed from generated/ with `handlerMap`);
 * - `collections`, `derived`, `jobs`: its declared state (state.ts) and kinds of scheduled
 *   work, given to the store engine, the clocks and the persistence;
 * - `hostedPages`, `admin`: the pages it hosts for people and its own /_sim calls;
 * - `credentials`: credentials the API's Basic check accepts besides the platform's own;
 * - `wrap`: a wrapper over the assembled handler map (an area that adds a step to other
 *   areas' operations by operationId, e.g. wallet signatures on quote execution).
 */
import type { ApiCredentials, HandlerMap, HandlerResult } from "./types.js";
import type { PlatformRuntime } from "../platform/registry.js";
import { runtimeDeclarations, type DeclaredParts, type RuntimeDeclarations } from "../platform/declarations.js";
import type { HostedPage } from "../hosted/page.js";

/** An admin call of an area (the admin API's context, as far as an area reads it). */
export type AreaAdminHandler = (c: {
  runtime?: PlatformRuntime;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}) => HandlerResult | Promise<HandlerResult>;

export interface AreaManifest extends DeclaredParts {
  /** The area's folder name under simulator/areas/. */
  name: string;
  handlers: HandlerMap;
  hostedPages?: readonly HostedPage[];
  admin?: Record<string, AreaAdminHandler>;
  wrap?: (all: HandlerMap) => HandlerMap;
  /** Credentials the API's Basic check accepts besides the platform's own (API tokens). */
  credentials?: ApiCredentials;
}

/** The areas put together: what the app hands to the pipeline, the platform registry, the HTTP layer and the admin API. */
export interface Assembly {
  handlers: HandlerMap;
  declarations: RuntimeDeclarations;
  hostedPages: HostedPage[];
  admin: Record<string, AreaAdminHandler>;
  credentials?: ApiCredentials;
}

/** Assemble manifests; an operationId, admin call or hosted prefix claimed twice is an error at start. */
export function assemble(areas: readonly AreaManifest[]): Assembly {
  const handlers: HandlerMap = {};
  const admin: Record<string, AreaAdminHandler> = {};
  const hostedPages: HostedPage[] = [];
  const claim = <V>(into: Record<string, V>, from: Record<string, V>, what: string, area: string) => {
    for (const [k, v] of Object.entries(from)) {
      if (k in into) throw new Error(`${what} ${k} is claimed by two areas (the second: ${area})`);
      into[k] = v;
    }
  };
  for (const a of areas) {
    claim(handlers, a.handlers, "operation", a.name);
    claim(admin, a.admin ?? {}, "admin operation", a.name);
    for (const p of a.hostedPages ?? []) {
      if (hostedPages.some((q) => q.prefix === p.prefix)) throw new Error(`hosted page ${p.prefix} is claimed by two areas (the second: ${a.name})`);
      hostedPages.push(p);
    }
  }
  const credentials = areas.filter((a) => a.credentials);
  if (credentials.length > 1) throw new Error(`credentials are given by two areas (${credentials.map((a) => a.name).join(", ")})`);
  let wrapped = handlers;
  for (const a of areas) if (a.wrap) wrapped = a.wrap(wrapped);
  return { handlers: wrapped, declarations: runtimeDeclarations(areas), hostedPages, admin, credentials: credentials[0]?.credentials };
}
