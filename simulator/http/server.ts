/**
 * The only code that knows Express. One catch-all middleware: `/_sim/...` goes to the
 * admin API, `<basePath>/...` to the pipeline, anything else is 404 NOT_FOUND. Responses
 * are written directly (JSON.stringify once, one writeHead, no per-request framework
 * work). The middleware only uses node:http's request and response, so the simulator's
 * own server hands requests to it directly (createRequestHandler), skipping the
 * router's per-request work; the Express app mounts the same function for embedding.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type Express } from "express";
import type { HandlerResult } from "../handlers/types.js";
import { ApiError } from "../errors/api-error.js";
import { runPipeline, internalError, type Logger, type Stages } from "../pipeline/pipeline.js";
import { handleAdmin, type AdminDeps } from "../admin/routes.js";
import { readBody, readAdminJson } from "./body.js";
import type { ParsedBody, RawRequest } from "../pipeline/pipeline.js";
import { hostedPage } from "./hosted.js";

export interface ServerDeps {
  basePath: string;
  stages: Stages;
  admin: AdminDeps;
  log: Logger;
  rootUrl: () => string;
}

/** The pipeline's view of one HTTP request (readBody on the prototype: no closure per request). */
class HttpRawRequest implements RawRequest {
  constructor(
    private readonly req: IncomingMessage,
    readonly method: string,
    readonly path: string,
    readonly query: URLSearchParams,
    readonly headers: Record<string, string | string[] | undefined>,
    readonly rootUrl: string,
  ) {}

  readBody(accept: { json: boolean; multipart: boolean }): Promise<ParsedBody> {
    return readBody(this.req, accept);
  }
}

function send(req: IncomingMessage, res: ServerResponse, r: HandlerResult): void {
  if (res.headersSent) return;
  const headers: Record<string, string | number> = {};
  let typed = false;
  if (r.headers) {
    for (const k in r.headers) {
      headers[k] = r.headers[k];
      if (!typed && k.length === 12 && k.toLowerCase() === "content-type") typed = true;
    }
  }
  // A body that was not read in full (rejected early) closes the connection.
  if (!req.readableEnded && (req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined)) headers.connection = "close";
  if (r.status === 204 || r.body === undefined) {
    res.writeHead(r.status, headers);
    res.end();
    return;
  }
  const text = typeof r.body === "string" && r.headers?.["content-type"] ? r.body : JSON.stringify(r.body);
  if (!typed) headers["content-type"] = "application/json; charset=utf-8";
  headers["content-length"] = Buffer.byteLength(text);
  res.writeHead(r.status, headers);
  res.end(text);
}

const EMPTY_QUERY = "";

/** The simulator's request handler: a node:http request listener, and the Express app's one middleware. */
export function createRequestHandler(d: ServerDeps): (req: IncomingMessage, res: ServerResponse) => void {
  const base = d.basePath;
  const fail = (req: IncomingMessage, res: ServerResponse, path: string) => (e: unknown) => {
    d.log(`${req.method} ${path}: unhandled`, e);
    send(req, res, internalError());
  };
  return (req, res) => {
    const url = req.url ?? "/";
    const method = req.method ?? "GET";
    const q = url.indexOf("?");
    const path = q < 0 ? url : url.slice(0, q);
    const query = new URLSearchParams(q < 0 ? EMPTY_QUERY : url.slice(q + 1));
    let answer: Promise<HandlerResult>;
    let hosted: Promise<HandlerResult> | undefined;
    if (path.startsWith(base) && (path.length === base.length || path.charCodeAt(base.length) === 47 /* / */)) {
      answer = runPipeline(d.stages, new HttpRawRequest(req, method, path.slice(base.length) || "/", query, req.headers, d.rootUrl()), d.log);
    } else if ((hosted = hostedPage(d.admin.platforms, req, method, path))) {
      // Pages for people: the hosted KYC flow and the liveness check.
      answer = hosted;
    } else if (path === "/_sim" || path.startsWith("/_sim/")) {
      answer = handleAdmin(d.admin, { method, path: path.slice(5) || "/", headers: req.headers, query, readBody: () => readAdminJson(req) }).catch((e) => {
        if (e instanceof ApiError) return { status: e.status, body: e.toBody() };
        d.log(`${method} ${path}: admin error`, e);
        return internalError();
      });
    } else {
      answer = Promise.resolve({ status: 404, body: { code: "NOT_FOUND", reason: `Nothing is served at ${path}: the API lives under ${base}/ and the simulator's admin API under /_sim/.` } });
    }
    answer.then((r) => send(req, res, r), fail(req, res, path));
  };
}

export function createExpressApp(d: ServerDeps, handler: (req: IncomingMessage, res: ServerResponse) => void = createRequestHandler(d)): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use((req, res) => handler(req, res));
  return app;
}
