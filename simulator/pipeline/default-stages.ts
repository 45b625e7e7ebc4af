/** The default implementation of every pipeline stage. */
import type { SchemaRegistry } from "../../contract/schema-registry.js";
import type { ApiCredentials, HandlerContext, HandlerMap, HandlerResult } from "../areas/types.js";
import type { PlatformRegistry, PlatformRuntime } from "../platform/registry.js";
import { ApiError, type FieldErrorList } from "../errors/api-error.js";
import { authenticateBasicOrToken, authenticateBearer } from "./auth.js";
import { authenticateOpen } from "./open-auth.js";
import type { CompiledOperation, RouteTable } from "./routes.js";
import type { Logger, PipelineContext, Stages } from "./pipeline.js";
import {
  compileOperationValidators,
  validateJsonBody,
  validateMultipartFields,
  validateParameters,
  invalid,
  unknownBodyFields,
  unknownFieldErrors,
  unknownFieldsWarning,
  stripFields,
  type OperationValidators,
} from "./request-validation.js";
import { joinFieldErrors } from "./field-errors.js";
import { checkResponse } from "./response-validation.js";
import { idempotencyStage } from "./idempotency.js";
import { loadDefinedRuleTables } from "../../contract/rules/load.js";

export interface StageDeps {
  routes: RouteTable;
  registry: SchemaRegistry;
  platforms: PlatformRegistry;
  handlers: HandlerMap;
  /** Credentials besides the platform's own (the API tokens area's), checked by the Basic stage. */
  credentials?: ApiCredentials;
  strict: boolean;
  /** Body properties the contract does not declare: accepted with a `Paysim-Warning` header, or refused (400 UNKNOWN_FIELD). */
  unknownProperties?: "warn" | "refuse";
  log: Logger;
}

/** The response header naming what the simulator accepted but ignored. */
export const WARNING_HEADER = "paysim-warning";

const notFound = (reason: string) => new ApiError(404, "NOT_FOUND", reason);
/** The methods the contract's operations use (a 405 names those a path serves). */
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** What body an operation accepts (JSON when it declares none, so a stray body is judged). */
const acceptOf = (op: CompiledOperation) => ({ json: !!op.body?.json || !op.body, multipart: !!op.body?.multipart });

/** The per-platform functions of a HandlerContext, built once per runtime (not per request). */
type RuntimeFns = Pick<HandlerContext, "emit" | "sendWebhook" | "bearerTokens">;

export function createDefaultStages(d: StageDeps): Stages & { warm(): void; warmOne(operationId: string): void } {
  const fnsByRuntime = new WeakMap<PlatformRuntime, RuntimeFns>();
  const fnsOf = (rt: PlatformRuntime): RuntimeFns => {
    let f = fnsByRuntime.get(rt);
    if (!f) {
      f = {
        emit: (type, data) => void rt.webhooks.emit(type, data),
        // POST /webhooks/test: ahead of the queue (it answers with this attempt's outcome).
        sendWebhook: (type, data, id) => rt.webhooks.emit(type, data, id, { priority: true }),
        bearerTokens: {
          register: (token, principal) => d.platforms.registerBearer(token, rt.platform.id, principal),
          revoke: (token) => d.platforms.revokeBearer(token),
        },
      };
      fnsByRuntime.set(rt, f);
    }
    return f;
  };
  const validators = new Map<string, OperationValidators>();
  const validatorsFor = (opId: string): OperationValidators => {
    let v = validators.get(opId);
    if (!v) validators.set(opId, (v = compileOperationValidators(d.registry, d.routes.byId.get(opId)!)));
    return v;
  };

  /** Compile one operation's validators (request + its JSON response schemas when strict). */
  const warmOne = (opId: string) => {
    validatorsFor(opId);
    if (d.strict) for (const p of d.routes.byId.get(opId)!.responses.values()) if (p) d.registry.prepare(p);
  };

  return {
    /** Compile every operation's validators (at start): nothing is compiled while requests are answered. */
    warm() {
      for (const op of d.routes.operations) warmOne(op.operationId);
      loadDefinedRuleTables();
    },

    warmOne,

    route(raw) {
      const m = d.routes.match(raw.method, raw.path);
      if (!m.op) {
        if (!m.pathExists) throw notFound(`Nothing is served at ${raw.path}.`);
        // The live service: a method a known path does not serve answers 405 METHOD_NOT_ALLOWED
        // (as JSON), before the credentials are looked at; details name the methods it serves.
        const allowed = METHODS.filter((method) => d.routes.match(method, raw.path).op);
        throw new ApiError(405, "METHOD_NOT_ALLOWED", `${raw.method} is not served at ${raw.path}; it serves ${allowed.join(", ")}.`, {
          allowedMethods: allowed,
        });
      }
      return { op: m.op, params: m.params };
    },

    authenticate(raw, op) {
      if (op.security.length === 0) return authenticateOpen(d.platforms, d.routes, raw.method, raw.path);
      if (!op.security.includes("BasicAuth") && op.security.includes("AgentAuth")) return authenticateBearer(d.platforms, raw.headers.authorization);
      const who = authenticateBasicOrToken(d.platforms, raw.headers.authorization, d.credentials);
      const refusal = who.principal && d.credentials ? d.credentials.refusal(who.principal, op) : null;
      if (refusal) throw new ApiError(403, "FORBIDDEN", refusal);
      return who;
    },

    checkEnvironment(ctx) {
      if (ctx.op.sandbox && ctx.runtime.platform.settings.environment === "PRODUCTION") {
        throw notFound(`Sandbox endpoints are not served in Production: ${ctx.raw.path}.`);
      }
    },

    parseBody(ctx) {
      return ctx.raw.readBody(ctx.op.bodyAccept ?? acceptOf(ctx.op));
    },

    validateRequest(ctx) {
      const v = validatorsFor(ctx.op.operationId);
      const { query, errors } = validateParameters(d.registry, v, ctx.params, ctx.raw.query, ctx.raw.headers);
      ctx.query = query;
      const b = ctx.op.body;
      const body = ctx.body;
      let bodyErrors: FieldErrorList = [];
      if (b) {
        if (body.kind === "none") {
          if (b.required)
            bodyErrors.push({
              field: "",
              in: "body",
              code: "REQUIRED",
              reason: `a request body is required (${b.json ? "application/json" : "multipart/form-data"})`,
            });
        } else if (body.kind === "json" && b.json) {
          // Assigned, not spread into push(): a list of many thousand would overflow the call stack.
          bodyErrors = validateJsonBody(d.registry, b.json, body.json);
          const unknown = bodyErrors.length ? [] : unknownBodyFields(d.registry, b.json, body.json);
          if (unknown.length && d.unknownProperties === "refuse") bodyErrors = unknownFieldErrors(unknown);
          else if (unknown.length) {
            // Accepted and ignored: the handler never sees them.
            stripFields(body.json, unknown);
            ctx.warnings = [...(ctx.warnings ?? []), unknownFieldsWarning(unknown)];
          }
        } else if (body.kind === "multipart" && b.multipart)
          bodyErrors.push(
            ...validateMultipartFields(
              d.registry,
              v,
              body.fields!,
              (body.files ?? []).map((f) => f.field),
            ),
          );
      } else if (
        body.kind === "json" &&
        body.json !== undefined &&
        body.json !== null &&
        !(typeof body.json === "object" && Object.keys(body.json as object).length === 0)
      ) {
        const reason = `${ctx.op.method} ${ctx.op.path} takes no request body`;
        if (d.unknownProperties === "refuse") bodyErrors.push({ field: "", in: "body", code: "UNKNOWN_FIELD", reason });
        else ctx.warnings = [...(ctx.warnings ?? []), `unknown-properties; ignored: the request body (${reason})`];
      }
      if (errors.length || bodyErrors.length) throw invalid(joinFieldErrors(errors, bodyErrors));
    },

    idempotency: idempotencyStage,

    dispatch(ctx) {
      const h = d.handlers[ctx.op.operationId];
      if (!h) {
        return {
          status: 501,
          body: {
            code: "NOT_IMPLEMENTED",
            reason: `${ctx.op.operationId} (${ctx.op.method} ${ctx.op.path}) is in the contract but the simulator does not implement it yet.`,
          },
        };
      }
      const rt = ctx.runtime;
      const fns = fnsOf(rt);
      const body = ctx.body;
      const hc: HandlerContext = {
        operationId: ctx.op.operationId,
        platform: rt.platform,
        store: rt.store,
        clock: rt.clock,
        emit: fns.emit,
        sendWebhook: fns.sendWebhook,
        params: ctx.params,
        query: ctx.query,
        headers: ctx.raw.headers as Record<string, string | undefined>,
        body: body.kind === "json" ? body.json : body.kind === "multipart" ? body.fields : undefined,
        files: body.files ?? [],
        rootUrl: ctx.raw.rootUrl,
        principal: ctx.principal,
        bearerTokens: fns.bearerTokens,
        validateBody: (pointer, value) => validateJsonBody(d.registry, pointer, value),
      };
      ctx.handler = hc;
      return h(hc);
    },

    validateResponse(ctx: PipelineContext | undefined, result: HandlerResult): HandlerResult {
      // 501 NOT_IMPLEMENTED is the simulator's own answer for unimplemented operations.
      if (ctx?.warnings?.length) result = { ...result, headers: { ...result.headers, [WARNING_HEADER]: ctx.warnings.join(" | ") } };
      if (!d.strict || !ctx || result.status === 501) return result;
      const problems = checkResponse(d.registry, ctx.op, result.status, result.body);
      if (!problems) return result;
      d.log(
        `response of ${ctx.op.operationId} breaks the contract (status ${result.status}): ${JSON.stringify(problems)}\nbody: ${JSON.stringify(result.body)?.slice(0, 2000)}`,
      );
      return {
        status: 500,
        body: {
          code: "INTERNAL_ERROR",
          reason: `The simulator's response to ${ctx.op.operationId} does not match the contract (strict mode).`,
          details: { responseValidation: { status: result.status, problems } },
        },
      };
    },
  };
}
