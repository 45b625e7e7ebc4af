/**
 * The only code that knows Express. One catch-all middleware: `/_sim/...` goes to the
 * admin API, `<basePath>/...` to the pipeline, anything else is 404 NOT_FOUND. Responses
 * are written directly (JSON.stringify once, no per-request framework work).
 */
import express, { type Express, type Request, type Response } from "express";
import type { HandlerResult } from "../handlers/types.js";
import { ApiError } from "../errors/api-error.js";
import { runPipeline, internalError, type Logger, type Stages } from "../pipeline/pipeline.js";
import { handleAdmin, type AdminDeps } from "../admin/routes.js";
import { bodyReader, readAdminJson } from "./body.js";
import { hostedKycPage } from "../hosted/kyc-page.js";

const HOSTED_KYC = "/_sim/hosted/kyc/";
const FORM_LIMIT = 256 * 1024;

/** Read an application/x-www-form-urlencoded body (the hosted pages' forms). */
function readForm(req: Request): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > FORM_LIMIT) {
        reject(new ApiError(400, "INVALID_INPUT", `form body over ${FORM_LIMIT} bytes`));
        req.destroy();
      } else chunks.push(c);
    });
    req.on("end", () => resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")))));
    req.on("error", reject);
  });
}

export interface ServerDeps {
  basePath: string;
  stages: Stages;
  admin: AdminDeps;
  log: Logger;
  rootUrl: () => string;
}

function send(req: Request, res: Response, r: HandlerResult): void {
  if (res.headersSent) return;
  res.statusCode = r.status;
  if (r.headers) for (const [k, v] of Object.entries(r.headers)) res.setHeader(k, v);
  // A body that was not read in full (rejected early) closes the connection.
  if (!req.readableEnded && (req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined)) res.setHeader("connection", "close");
  if (r.status === 204 || r.body === undefined) {
    res.end();
    return;
  }
  const text = typeof r.body === "string" && r.headers?.["content-type"] ? r.body : JSON.stringify(r.body);
  if (!res.hasHeader("content-type")) res.setHeader("content-type", "application/json; charset=utf-8");
  res.setHeader("content-length", Buffer.byteLength(text));
  res.end(text);
}

export function createExpressApp(d: ServerDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  const base = d.basePath;
  app.use((req: Request, res: Response) => {
    const url = req.url;
    const q = url.indexOf("?");
    const path = q < 0 ? url : url.slice(0, q);
    const query = new URLSearchParams(q < 0 ? "" : url.slice(q + 1));
    let answer: Promise<HandlerResult>;
    if (path.startsWith(base) && (path.length === base.length || path[base.length] === "/")) {
      answer = runPipeline(
        d.stages,
        { method: req.method, path: path.slice(base.length) || "/", query, headers: req.headers, readBody: bodyReader(req), rootUrl: d.rootUrl() },
        d.log,
      );
    } else if (path.startsWith(HOSTED_KYC) && (req.method === "GET" || req.method === "POST")) {
      // The hosted KYC/KYB page behind each kycUrl: a real form a person can complete.
      const token = decodeURIComponent(path.slice(HOSTED_KYC.length));
      answer = (req.method === "POST" ? readForm(req) : Promise.resolve(undefined))
        .then((form) => hostedKycPage(d.admin.platforms, { token, method: req.method, form }))
        .then((h) => ({ status: h.status, body: h.body, headers: { "content-type": h.contentType } }))
        .catch((e) => (e instanceof ApiError ? { status: e.status, body: e.toBody() } : Promise.reject(e)));
    } else if (path === "/_sim" || path.startsWith("/_sim/")) {
      answer = handleAdmin(d.admin, { method: req.method, path: path.slice(5) || "/", headers: req.headers, query, readBody: () => readAdminJson(req) }).catch((e) => {
        if (e instanceof ApiError) return { status: e.status, body: e.toBody() };
        d.log(`${req.method} ${path}: admin error`, e);
        return internalError();
      });
    } else {
      answer = Promise.resolve({ status: 404, body: { code: "NOT_FOUND", reason: `Nothing is served at ${path}: the API lives under ${base}/ and the simulator's admin API under /_sim/.` } });
    }
    answer.then(
      (r) => send(req, res, r),
      (e) => {
        d.log(`${req.method} ${path}: unhandled`, e);
        send(req, res, internalError());
      },
    );
  });
  return app;
}
