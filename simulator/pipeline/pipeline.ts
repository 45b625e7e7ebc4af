/**
 * The request pipeline. Its stages come in one record, so a test can replace any single
 * stage (this is how the conformance suite injects faults):
 *
 *   route -> authenticate -> checkEnvironment -> parseBody -> validateRequest
 *         -> idempotency(dispatch) -> transformResponse? -> validateResponse
 *
 * A stage throws ApiError to answer with an error; anything else thrown is logged and
 * answered 500 INTERNAL_ERROR without internals. The pipeline knows nothing of Express:
 * the HTTP layer hands it a RawRequest and writes the PipelineResult.
 */
import type { HandlerContext, HandlerResult, UploadedFile } from "../areas/types.js";
import type { PlatformRuntime } from "../platform/registry.js";
import type { CompiledOperation } from "./routes.js";
import { ApiError } from "../errors/api-error.js";
import { applyFault, FAULT_HEADER, hasFaults } from "./faults.js";
import { journalRecord } from "./journal.js";

export interface ParsedBody {
  kind: "none" | "json" | "multipart";
  json?: unknown;
  fields?: Record<string, unknown>;
  files?: UploadedFile[];
  /** Raw bytes of a JSON body (idempotency fingerprint). */
  raw?: Buffer;
  /** A JSON body's text, as decoded for parsing (the request journal keeps it). */
  text?: string;
}

export interface RawRequest {
  method: string;
  /** Path below the base path, e.g. `/customers/Customer:1`. */
  path: string;
  query: URLSearchParams;
  /** Lower-cased header names. */
  headers: Record<string, string | string[] | undefined>;
  /** Read and parse the body as the operation expects it (throws ApiError on bad bodies); a request without one may answer at once. */
  readBody(accept: { json: boolean; multipart: boolean }): ParsedBody | Promise<ParsedBody>;
  rootUrl: string;
  /** A request the simulator makes of itself (the resource browser): no faults, not journaled. */
  internal?: boolean;
}

export interface PipelineContext {
  raw: RawRequest;
  op: CompiledOperation;
  params: Record<string, string>;
  runtime: PlatformRuntime;
  principal?: unknown;
  query: Record<string, unknown>;
  body: ParsedBody;
  /** Set once the handler context is built (dispatch). */
  handler?: HandlerContext;
  /** Warnings for the `Paysim-Warning` response header (e.g. ignored unknown properties). */
  warnings?: string[];
}

export interface Stages {
  route(raw: RawRequest): { op: CompiledOperation; params: Record<string, string> };
  authenticate(raw: RawRequest, op: CompiledOperation): { runtime: PlatformRuntime; principal?: unknown };
  checkEnvironment(ctx: PipelineContext): void;
  parseBody(ctx: PipelineContext): ParsedBody | Promise<ParsedBody>;
  validateRequest(ctx: PipelineContext): void;
  idempotency(ctx: PipelineContext, next: () => Promise<HandlerResult>): Promise<HandlerResult>;
  dispatch(ctx: PipelineContext): Promise<HandlerResult>;
  /** Optional fault-injection hook: rewrite the result before response validation. */
  transformResponse?(ctx: PipelineContext | undefined, result: HandlerResult): HandlerResult | Promise<HandlerResult>;
  /** Returns the result, or a 500 replacing it when the result breaks the contract. */
  validateResponse(ctx: PipelineContext | undefined, result: HandlerResult): HandlerResult;
}

export type Logger = (msg: string, err?: unknown) => void;

export function errorResult(e: ApiError): HandlerResult {
  return { status: e.status, body: e.toBody() };
}

export function internalError(): HandlerResult {
  return { status: 500, body: { code: "INTERNAL_ERROR", reason: "The simulator failed to handle this request; see its log." } };
}

export async function runPipeline(stages: Stages, raw: RawRequest, log: Logger): Promise<HandlerResult> {
  let ctx: PipelineContext | undefined;
  let result: HandlerResult;
  let faultHeader: string | undefined;
  const t0 = performance.now();
  const startedAtWallMs = Date.now();
  let platformTime = "";
  // Journal the answer of an authenticated request (journal.ts redacts it when it is read).
  const done = (r: HandlerResult): HandlerResult => {
    if (ctx && !raw.internal)
      journalRecord({
        runtime: ctx.runtime,
        startedAtMs: t0,
        startedAtWallMs,
        platformTime,
        method: raw.method,
        path: raw.path,
        query: raw.query,
        headers: raw.headers,
        operationId: ctx.op.operationId,
        requestBody: ctx.body.kind === "json" ? (ctx.body.text ?? ctx.body.raw ?? ctx.body.json) : ctx.body.fields,
        result: r,
      });
    return r;
  };
  try {
    const { op, params } = stages.route(raw);
    const { runtime, principal } = stages.authenticate(raw, op);
    ctx = { raw, op, params, runtime, principal, query: {}, body: { kind: "none" } };
    platformTime = runtime.clock.iso();
    // Awaited only when there is something to wait for (a platform's faults, a body to read).
    if (!raw.internal && hasFaults(runtime)) {
      const fault = await applyFault(runtime, op.operationId);
      if (fault?.result) return done(fault.result);
      faultHeader = fault?.header;
    }
    stages.checkEnvironment(ctx);
    const body = stages.parseBody(ctx);
    ctx.body = body instanceof Promise ? await body : body;
    stages.validateRequest(ctx);
    const c = ctx;
    result = await stages.idempotency(c, () => stages.dispatch(c));
  } catch (e) {
    if (e instanceof ApiError) result = errorResult(e);
    else {
      log(`${raw.method} ${raw.path}: unhandled error`, e);
      result = internalError();
    }
  }
  try {
    if (stages.transformResponse) result = await stages.transformResponse(ctx, result);
    result = stages.validateResponse(ctx, result);
    return done(faultHeader ? { ...result, headers: { ...result.headers, [FAULT_HEADER]: faultHeader } } : result);
  } catch (e) {
    log(`${raw.method} ${raw.path}: response stage failed`, e);
    return internalError();
  }
}
