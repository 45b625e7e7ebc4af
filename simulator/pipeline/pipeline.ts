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
  /** Runs `next` once for the request's idempotency key (the result itself, or a promise of it). */
  idempotency(ctx: PipelineContext, next: () => HandlerResult | Promise<HandlerResult>): HandlerResult | Promise<HandlerResult>;
  dispatch(ctx: PipelineContext): HandlerResult | Promise<HandlerResult>;
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

/** The placeholder body of a request whose body is not read yet (never mutated). */
const NOT_READ: ParsedBody = Object.freeze({ kind: "none" });

/** What one request's run carries from stage to stage. */
interface Run {
  readonly raw: RawRequest;
  readonly log: Logger;
  readonly t0: number;
  readonly startedAtWallMs: number;
  ctx?: PipelineContext;
  platformTime: string;
  faultHeader?: string;
}

/** The answer to `raw`, as a promise (see answerRequest, which answers at once when nothing is awaited). */
export async function runPipeline(stages: Stages, raw: RawRequest, log: Logger): Promise<HandlerResult> {
  return answerRequest(stages, raw, log);
}

/**
 * The answer to `raw`: the result itself when no stage had anything to wait for (a request
 * without a body, a handler answering at once: most reads), else a promise of it. No
 * promise is made on the way for a stage that answers at once.
 */
export function answerRequest(stages: Stages, raw: RawRequest, log: Logger): HandlerResult | Promise<HandlerResult> {
  const run: Run = { raw, log, t0: performance.now(), startedAtWallMs: Date.now(), platformTime: "" };
  let answer: HandlerResult | Promise<HandlerResult>;
  try {
    const { op, params } = stages.route(raw);
    const { runtime, principal } = stages.authenticate(raw, op);
    // Work the platform's clock has already passed runs first (its timer may be late): the answer then reads it.
    const due = runtime.clock.catchUp();
    if (due) return due.then(() => answerRequest(stages, raw, log));
    const ctx: PipelineContext = { raw, op, params, runtime, principal, query: {}, body: NOT_READ };
    run.ctx = ctx;
    run.platformTime = runtime.clock.iso();
    if (!raw.internal && hasFaults(runtime)) {
      // A platform's faults: the only stage that decides before the request is read.
      return applyFault(runtime, op.operationId).then(
        (fault) => {
          if (fault?.result) return done(run, fault.result);
          run.faultHeader = fault?.header;
          let a: HandlerResult | Promise<HandlerResult>;
          try {
            a = afterFaults(stages, ctx);
          } catch (e) {
            a = caught(run, e);
          }
          return settle(stages, run, a);
        },
        (e) => settle(stages, run, caught(run, e)),
      );
    }
    answer = afterFaults(stages, ctx);
  } catch (e) {
    answer = caught(run, e);
  }
  return settle(stages, run, answer);
}

/** The request's body read, validated, and the operation run (its idempotency first). */
function afterFaults(stages: Stages, ctx: PipelineContext): HandlerResult | Promise<HandlerResult> {
  stages.checkEnvironment(ctx);
  const body = stages.parseBody(ctx);
  if (body instanceof Promise)
    return body.then((b) => {
      ctx.body = b;
      return validatedAndRun(stages, ctx);
    });
  ctx.body = body;
  return validatedAndRun(stages, ctx);
}

function validatedAndRun(stages: Stages, ctx: PipelineContext): HandlerResult | Promise<HandlerResult> {
  stages.validateRequest(ctx);
  return stages.idempotency(ctx, () => stages.dispatch(ctx));
}

/** A stage's throw as an answer: ApiError as itself, anything else logged and answered 500. */
function caught(run: Run, e: unknown): HandlerResult {
  if (e instanceof ApiError) return errorResult(e);
  run.log(`${run.raw.method} ${run.raw.path}: unhandled error`, e);
  return internalError();
}

/** The answer once the operation answered: its errors caught, then the response stages. */
function settle(stages: Stages, run: Run, answer: HandlerResult | Promise<HandlerResult>): HandlerResult | Promise<HandlerResult> {
  if (answer instanceof Promise)
    return answer.then(
      (r) => respond(stages, run, r),
      (e) => respond(stages, run, caught(run, e)),
    );
  return respond(stages, run, answer);
}

/** The response stages (fault rewrite, strict validation), then the journal. */
function respond(stages: Stages, run: Run, result: HandlerResult): HandlerResult | Promise<HandlerResult> {
  try {
    if (stages.transformResponse) {
      const t = stages.transformResponse(run.ctx, result);
      if (t instanceof Promise)
        return t.then(
          (r) => validated(stages, run, r),
          (e) => failedResponse(run, e),
        );
      result = t;
    }
    return validated(stages, run, result);
  } catch (e) {
    return failedResponse(run, e);
  }
}

function validated(stages: Stages, run: Run, result: HandlerResult): HandlerResult {
  try {
    result = stages.validateResponse(run.ctx, result);
    return done(run, run.faultHeader ? { ...result, headers: { ...result.headers, [FAULT_HEADER]: run.faultHeader } } : result);
  } catch (e) {
    return failedResponse(run, e);
  }
}

function failedResponse(run: Run, e: unknown): HandlerResult {
  run.log(`${run.raw.method} ${run.raw.path}: response stage failed`, e);
  return internalError();
}

/** Journals the answer of an authenticated request (journal.ts redacts it when it is read). */
function done(run: Run, r: HandlerResult): HandlerResult {
  const ctx = run.ctx;
  const raw = run.raw;
  if (ctx && !raw.internal)
    journalRecord({
      runtime: ctx.runtime,
      startedAtMs: run.t0,
      startedAtWallMs: run.startedAtWallMs,
      platformTime: run.platformTime,
      method: raw.method,
      path: raw.path,
      query: raw.query,
      headers: raw.headers,
      operationId: ctx.op.operationId,
      requestBody: ctx.body.kind === "json" ? (ctx.body.text ?? ctx.body.raw ?? ctx.body.json) : ctx.body.fields,
      result: r,
    });
  return r;
}
