/**
 * createSimulator(options) -> {app, listen, close, platforms}: loads the bundled contract,
 * compiles the route table and validators once per process (pipeline/compiled-contract.ts),
 * assembles the API areas' manifests (simulator/areas/index.ts) and wires them into the
 * pipeline stages (any of which an option may replace), the platform registry (declared
 * state and jobs), the hosted pages and the admin API.
 */
import type { SchemaNode } from "../contract/schema-node.js";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import { definedRuleTableLoads } from "../contract/rules/load.js";
import type { RouteTable } from "./pipeline/routes.js";
import { compiledContract } from "./pipeline/compiled-contract.js";
import { createDefaultStages } from "./pipeline/default-stages.js";
import type { Logger, Stages } from "./pipeline/pipeline.js";
import { PlatformRegistry, type CreatePlatformOptions, type PlatformRuntime } from "./platform/registry.js";
import { collectWarmGarbage } from "./http/warm-heap.js";
import { applyServerTimeouts, createExpressApp, createRequestHandler, type ServerDeps, type ServerTimeouts } from "./http/server.js";
import { defaultBodyLimits, type BodyLimits } from "./http/body.js";
import type { HandlerMap } from "./areas/types.js";
import type { SimulatorLimits } from "./store/limits.js";
import { assembleAreas } from "./areas/index.js";
import { openPersistence, type Persistence } from "./persistence/persistence.js";
import { ensureDefaultPlatform } from "./platform/default-platform.js";
import { internalApi } from "./ui/api.js";

export interface SimulatorOptions {
  /** The bundled document (default: generated/openapi.json). */
  doc?: Record<string, SchemaNode>;
  specPath?: string;
  /** Validate every response against the spec (tests, `--strict`). */
  strict?: boolean;
  /**
   * Request-body properties the contract does not declare: "warn" accepts them and names
   * them in the `Paysim-Warning` header (what the service does: it accepts them), "refuse"
   * answers 400 INVALID_INPUT with UNKNOWN_FIELD. Default: "refuse" under `strict`, else "warn".
   */
  unknownProperties?: "warn" | "refuse";
  /** Extra or replacement handlers (merged over the registered ones). */
  handlers?: HandlerMap;
  /** Replace single pipeline stages (fault injection, tests). */
  stages?: Partial<Stages>;
  /** Fault-injection hook (same as stages.transformResponse). */
  transformResponse?: Stages["transformResponse"];
  /** A platform created at start (the one `paysim serve` prints). */
  defaultPlatform?: CreatePlatformOptions;
  /**
   * Keep every platform's state in this directory (SQLite, persistence/data-dir.ts) and restore
   * it on start; a 2xx answer means its writes are on disk. Throws DataDirError (one-line
   * message) when the directory's file is damaged or in use.
   */
  dataDir?: string;
  /** A fixed seed: the default platform's id, secret (when not given) and webhook key pair derive from it. */
  seed?: string | number;
  webhookTimeoutMs?: number;
  /** The header webhooks are signed under: the description's `X-Service-Signature` (default) or the live service's name. */
  webhookSignatureHeader?: "description" | "live";
  /** Caps of the bounded stores and the webhook pool (simulator/store/limits.ts: defaults and the flag of each). */
  limits?: Partial<SimulatorLimits>;
  /** The platform registry to use (fault injection: a registry whose runtimes misbehave). */
  platforms?: PlatformRegistry;
  /**
   * When to compile the request validators of every operation: "background" (default:
   * right after listen, one operation per event-loop turn, so the port opens in well
   * under a second; a request arriving first compiles its own operation on demand),
   * true (before createSimulator returns), false (on first use only).
   */
  warm?: boolean | "background";
  /** Body and upload limits over spec/rules/limits.yaml (e.g. a CLI flag for the JSON body size). */
  bodyLimits?: Partial<BodyLimits>;
  /** Header, request and keep-alive timeouts over spec/rules/limits.yaml. */
  timeouts?: Partial<ServerTimeouts>;
  log?: Logger;
}

export interface Simulator {
  app: Express;
  platforms: PlatformRegistry;
  routes: RouteTable;
  stages: Stages;
  basePath: string;
  defaultPlatform?: PlatformRuntime;
  /** The data directory's wiring (commit, export/import of a platform's state). */
  persistence: Persistence;
  listen(port?: number, host?: string): Promise<{ rootUrl: string; baseUrl: string; port: number }>;
  close(): Promise<void>;
}

/**
 * The simulator's log on stderr. A message (it may hold a request's path) is an argument
 * of a constant format, never the format itself: a `%c` or `%s` in a path is printed as
 * written and cannot swallow the error that follows.
 */
export const consoleLog: Logger = (msg, err) => console.error("[paysim] %s", msg, ...(err === undefined ? [] : [err]));

export function createSimulator(o: SimulatorOptions = {}): Simulator {
  const log = o.log ?? consoleLog;
  // The bundled contract is compiled once per process, whatever the number of simulators.
  const { json: openapiJson, doc, registry, routes } = compiledContract(o);
  // The areas' manifests, assembled once: handlers, declared state and jobs, hosted pages, admin calls.
  const areas = assembleAreas();
  const platforms =
    o.platforms ??
    new PlatformRegistry({
      webhookTimeoutMs: o.webhookTimeoutMs,
      limits: o.limits,
      declarations: areas.declarations,
      webhookSignatureHeader: o.webhookSignatureHeader,
    });
  platforms.declare(areas.declarations);
  const defaults = createDefaultStages({
    routes,
    registry,
    platforms,
    handlers: { ...areas.handlers, ...o.handlers },
    credentials: areas.credentials,
    strict: !!o.strict,
    unknownProperties: o.unknownProperties ?? (o.strict ? "refuse" : "warn"),
    log,
  });
  if (o.warm === true) {
    const compiledBefore = registry.compiled();
    defaults.warm();
    if (registry.compiled() > compiledBefore) collectWarmGarbage();
  }
  const stages: Stages = { ...defaults, ...o.stages };
  if (o.transformResponse) stages.transformResponse = o.transformResponse;
  const basePath = `/${doc.info?.version ?? "2025-10-13"}`;
  let rootUrl = "http://127.0.0.1:4010";
  const persistence = openPersistence(platforms, o.dataDir, log);
  const defaultPlatform = o.defaultPlatform ? ensureDefaultPlatform(platforms, o.defaultPlatform, o.seed, (rt) => persistence.platformChanged(rt)) : undefined;
  const startedAt = Date.now();
  const deps: ServerDeps = {
    basePath,
    stages,
    log,
    rootUrl: () => rootUrl,
    limits: defaultBodyLimits(o.bodyLimits),
    hostedPages: areas.hostedPages,
    commit: () => persistence.commit(),
    admin: {
      platforms,
      openapiJson,
      rootUrl: () => rootUrl,
      api: internalApi(stages, log, () => rootUrl),
      areaHandlers: areas.admin,
      info: () => ({
        version: doc.info?.version,
        operations: routes.operations.length,
        platforms: platforms.all().length,
        strict: !!o.strict,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      }),
    },
  };
  // One request handler: the Express app's single middleware, and what the simulator's own
  // HTTP server calls directly (no router work per request).
  const handler = createRequestHandler(deps);
  const app = createExpressApp(deps, handler);
  let server: Server | undefined;
  let closed = false;
  const warmInBackground = () => {
    // One operation's validators, then one rule table, per event-loop turn.
    const steps = [...routes.operations.map((op) => () => defaults.warmOne(op.operationId)), ...definedRuleTableLoads()];
    let i = 0;
    const compiledBefore = registry.compiled();
    const step = () => {
      if (closed) return;
      // The collection after warming gives back what compiling left; nothing to give back
      // when another simulator of the process had compiled it all already.
      if (i >= steps.length) return registry.compiled() > compiledBefore ? collectWarmGarbage() : undefined;
      steps[i++]();
      setImmediate(step);
    };
    setImmediate(step);
  };
  return {
    app,
    platforms,
    routes,
    stages,
    basePath,
    defaultPlatform,
    persistence,
    listen(port = 4010, host = "127.0.0.1") {
      return new Promise((resolve, reject) => {
        // Timeouts are checked every second (node's default: every 30 s).
        const s = createServer({ connectionsCheckingInterval: 1000 }, handler);
        s.on("error", reject);
        s.listen(port, host, () => {
          const a = s.address() as AddressInfo;
          const h = a.family === "IPv6" ? `[${a.address}]` : a.address;
          rootUrl = `http://${h}:${a.port}`;
          resolve({ rootUrl, baseUrl: rootUrl + basePath, port: a.port });
          if (o.warm === undefined || o.warm === "background") warmInBackground();
        });
        applyServerTimeouts(s, o.timeouts);
        server = s;
      });
    },
    async close() {
      closed = true;
      platforms.close();
      if (server) {
        const s = server;
        await new Promise<void>((r) => {
          s.close(() => r());
          s.closeAllConnections?.();
        });
      }
      await persistence.close();
    },
  };
}
