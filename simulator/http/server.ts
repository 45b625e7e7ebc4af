/**
 * The only code that knows Express. One catch-all middleware: `/_sim/...` goes to the
 * admin API, `<basePath>/...` to the pipeline, anything else is 404 NOT_FOUND. Responses
 * are written directly (JSON.stringify once, one writeHead, no per-request framework
 * work). The middleware only uses node:http's request and response, so the simulator's
 * own server hands requests to it directly (createRequestHandler), skipping the
 * router's per-request work; the Express app mounts the same function for embedding.
 */
import type { IncomingMessage, ServerResponse, Server } from "node:http";
import express, { type Express } from "express";
import type { HandlerResult } from "../areas/types.js";
import { ApiError } from "../errors/api-error.js";
import { answerRequest, internalError, type Logger, type Stages } from "../pipeline/pipeline.js";
import { handleAdmin, type AdminDeps } from "../admin/routes.js";
import { readBody, readAdminJson, readForm, discardRest, isHeld, defaultBodyLimits, hasBody, type BodyLimits } from "./body.js";
import { isDropped } from "../pipeline/faults.js";
import { loadLimitRules } from "../../contract/rules/limits.js";
import { IMPORT_MAX_BYTES, IMPORT_PATH } from "../persistence/platform-file.js";
import type { ParsedBody, RawRequest } from "../pipeline/pipeline.js";
import { hostedPage } from "./hosted.js";
import type { HostedPage } from "../hosted/page.js";
import { bodyTextOf } from "../pipeline/sent-body.js";
import { UploadBudget } from "./upload-budget.js";
import { AnswerBatch, writeAnswer, type Answer } from "./answer-batch.js";

export interface ServerDeps {
  basePath: string;
  stages: Stages;
  admin: AdminDeps;
  log: Logger;
  rootUrl: () => string;
  /** Writes of the request to make durable before it is answered (the data directory; undefined: nothing to wait for). */
  commit?: () => Promise<void> | undefined;
  /** Body limits (default: spec/rules/limits.yaml). */
  limits?: BodyLimits;
  /** The pages hosted for people (KYC, liveness, card reveal), as the areas declare them. */
  hostedPages?: readonly HostedPage[];
}

/** Timeouts of the HTTP server (spec/rules/limits.yaml timeouts; createSimulator may override). */
export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
}

/**
 * Slow clients are dropped without holding others: headers must arrive within headersMs,
 * the whole request within requestMs (node answers 408 and closes), and an idle keep-alive
 * connection closes after keepAliveMs.
 */
export function applyServerTimeouts(server: Server, overrides: Partial<ServerTimeouts> = {}): ServerTimeouts {
  const t = { ...loadLimitRules().timeouts, ...overrides };
  server.headersTimeout = t.headersMs;
  server.requestTimeout = t.requestMs;
  server.keepAliveTimeout = t.keepAliveMs;
  return t;
}

const NO_BODY: ParsedBody = Object.freeze({ kind: "none" });

/** The pipeline's view of one HTTP request (readBody on the prototype: no closure per request). */
class HttpRawRequest implements RawRequest {
  constructor(
    private readonly req: IncomingMessage,
    readonly method: string,
    readonly path: string,
    readonly query: URLSearchParams,
    readonly headers: Record<string, string | string[] | undefined>,
    readonly rootUrl: string,
    private readonly limits: BodyLimits,
    private readonly uploads: UploadBudget,
  ) {}

  readBody(accept: { json: boolean; multipart: boolean }): ParsedBody | Promise<ParsedBody> {
    // No body (most GETs): answered at once, no promise to wait on.
    return hasBody(this.req) ? readBody(this.req, accept, this.limits, this.uploads) : NO_BODY;
  }
}

function send(req: IncomingMessage, res: ServerResponse, r: HandlerResult, limits: BodyLimits, batch: AnswerBatch, requestId?: string): void {
  if (res.headersSent || res.destroyed) return;
  if (isDropped(r)) return void req.socket?.destroy(); // an injected fault: no answer at all
  const headers: Record<string, string | number> = {};
  let typed = false;
  if (r.headers) {
    for (const k in r.headers) {
      headers[k] = r.headers[k];
      if (!typed && k.length === 12 && k.toLowerCase() === "content-type") typed = true;
    }
  }
  if (requestId) headers["x-request-id"] = requestId;
  // The unread rest of a refused body is dropped, never kept (body.ts discardRest): a small
  // rest is read first, so a client that reads only after writing still gets the answer; a
  // large one is not read at all: the answer goes out at once and the connection is closed
  // limits.heldCloseMs later. A request without a body (most GETs, answered in the turn
  // that parsed their headers, before node marks them complete) has nothing left to read.
  if (!req.complete && hasBody(req)) {
    discardRest(req, limits.drainMaxBytes);
    if (!isHeld(req)) {
      const now = () => {
        req.off("end", later);
        answerHeld(req, res, r, headers, typed, limits);
      };
      const later = () => {
        req.off("paysim:held", now);
        write(res, r, headers, typed, batch);
      };
      req.once("end", later);
      req.once("paysim:held", now);
      return;
    }
    return answerHeld(req, res, r, headers, typed, limits);
  }
  write(res, r, headers, typed, batch);
}

function answerHeld(
  req: IncomingMessage,
  res: ServerResponse,
  r: HandlerResult,
  headers: Record<string, string | number>,
  typed: boolean,
  limits: BodyLimits,
): void {
  // Once the answer is out, our side of the connection ends (the client sees FIN and does not
  // reuse it) while the unread rest stays unread; heldCloseMs later the socket is released.
  // node arms its keep-alive timeout (timeouts.keepAliveMs) on the socket when the answer
  // finishes, and would destroy it then, resetting a client still sending; the held socket
  // is released by heldCloseMs alone.
  // A client that sent `Connection: close` makes node destroy the socket as soon as the
  // answer is written (destroySoon): with the rest unread, that resets the connection, and a
  // client still sending may meet EPIPE before it reads the answer. Held, the socket only ends.
  const socket = req.socket;
  if (socket) socket.destroySoon = () => socket.end();
  res.once("finish", () => {
    socket?.setTimeout(0);
    socket?.end();
  });
  write(res, r, headers, typed);
  setTimeout(() => socket?.destroy(), limits.heldCloseMs).unref();
}

/** The answer as written: its status, headers and body text (JSON text made once). */
function answerOf(r: HandlerResult, headers: Record<string, string | number>, typed: boolean): Answer {
  if (r.status === 204 || r.body === undefined) return { status: r.status, headers, text: undefined };
  const text = typeof r.body === "string" && r.headers?.["content-type"] ? r.body : bodyTextOf(r);
  if (!typed) headers["content-type"] = "application/json; charset=utf-8";
  headers["content-length"] = Buffer.byteLength(text);
  return { status: r.status, headers, text };
}

/** Writes the answer now (held requests), or queues it in `batch` (written at the end of this event-loop turn). */
function write(res: ServerResponse, r: HandlerResult, headers: Record<string, string | number>, typed: boolean, batch?: AnswerBatch): void {
  if (res.headersSent || res.destroyed) return;
  const a = answerOf(r, headers, typed);
  if (batch) batch.add(res, a);
  else writeAnswer(res, a);
}

const EMPTY_QUERY = "";

let requestCounter = 0;
const requestPrefix = Math.random().toString(36).slice(2, 8);

/** A 500 that names the request, so its log line can be found. */
function failure(requestId: string): HandlerResult {
  const r = internalError();
  return { ...r, body: { ...(r.body as object), details: { requestId } } };
}

/** The simulator's request handler: a node:http request listener, and the Express app's one middleware. */
export function createRequestHandler(d: ServerDeps): (req: IncomingMessage, res: ServerResponse) => void {
  const base = d.basePath;
  const limits = d.limits ?? defaultBodyLimits();
  const uploads = new UploadBudget(limits.bufferedMaxBytes);
  // An answer that cannot be written (a header node refuses) is logged and replaced by a 500, or its connection closed.
  const batch = new AnswerBatch((res, e) => {
    d.log(`writing an answer failed`, e);
    if (!res.headersSent) {
      try {
        writeAnswer(res, answerOf(internalError(), {}, false));
        return;
      } catch {
        /* closed below */
      }
    }
    res.destroy();
  });
  const route = (req: IncomingMessage, method: string, url: string, log: Logger): HandlerResult | Promise<HandlerResult> => {
    const q = url.indexOf("?");
    const path = q < 0 ? url : url.slice(0, q);
    const query = new URLSearchParams(q < 0 ? EMPTY_QUERY : url.slice(q + 1));
    let hosted: Promise<HandlerResult> | undefined;
    if (path.startsWith(base) && (path.length === base.length || path.charCodeAt(base.length) === 47) /* / */) {
      return answerRequest(d.stages, new HttpRawRequest(req, method, path.slice(base.length) || "/", query, req.headers, d.rootUrl(), limits, uploads), log);
    }
    if ((hosted = hostedPage(d.hostedPages ?? [], d.admin.platforms, req, method, path, limits))) return hosted; // pages for people (KYC, liveness)
    if (path === "/_sim" || path.startsWith("/_sim/")) {
      return handleAdmin(d.admin, {
        method,
        path: path.slice(5) || "/",
        headers: req.headers,
        query,
        readBody: () => readAdminJson(req, path === IMPORT_PATH ? importLimits : limits),
        readForm: () => readForm(req, limits),
      }).catch((e) => {
        if (e instanceof ApiError) return { status: e.status, body: e.toBody() };
        return Promise.reject(e);
      });
    }
    return Promise.resolve({
      status: 404,
      body: {
        code: "NOT_FOUND",
        reason: `Nothing is served at ${path.slice(0, 200)}: the API lives under ${base}/ and the simulator's admin API under /_sim/.`,
      },
    });
  };
  // With a data directory the request's writes are committed before it is answered.
  const commitFailed = (): HandlerResult => ({
    status: 500,
    body: { code: "INTERNAL_ERROR", reason: "The change could not be written to the simulator's data directory; see its log." },
  });
  // A platform's exported state is one large body of many values.
  const importLimits = { ...limits, adminMaxBytes: IMPORT_MAX_BYTES, jsonMaxValues: Infinity, jsonMaxItems: Infinity };
  return (req, res) => {
    const url = req.url ?? "/";
    const method = req.method ?? "GET";
    let requestId: string | undefined;
    const idOf = () => (requestId ??= `req_${requestPrefix}${(++requestCounter).toString(36)}`);
    const log: Logger = (msg, err) => d.log(`[${idOf()}] ${msg}`, err);
    const fail = (e: unknown) => {
      log(`${method} ${url.split("?")[0].slice(0, 200)}: unhandled`, e);
      send(req, res, failure(idOf()), limits, batch, idOf());
    };
    const reply = (r: HandlerResult) => {
      if (r.status >= 500) {
        const id = idOf();
        const body = r.body && typeof r.body === "object" && !Array.isArray(r.body) ? (r.body as Record<string, unknown>) : undefined;
        if (body && !(body.details && typeof body.details === "object")) r = { ...r, body: { ...body, details: { requestId: id } } };
        send(req, res, r, limits, batch, id);
      } else send(req, res, r, limits, batch, requestId);
    };
    // Once answered: commit (a data directory), then send.
    const answered = (r: HandlerResult) => {
      try {
        const c = d.commit?.();
        if (c)
          c.then(() => r, commitFailed)
            .then(reply)
            .catch(fail);
        else reply(r);
      } catch (e) {
        fail(e);
      }
    };
    let answer: HandlerResult | Promise<HandlerResult>;
    try {
      answer = route(req, method, url, log);
    } catch (e) {
      fail(e);
      return;
    }
    // An answer made at once is sent at once: no promise step.
    if (answer instanceof Promise) answer.then(answered, fail);
    else answered(answer);
  };
}

export function createExpressApp(d: ServerDeps, handler: (req: IncomingMessage, res: ServerResponse) => void = createRequestHandler(d)): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use((req, res) => handler(req, res));
  return app;
}
