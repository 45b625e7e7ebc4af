/**
 * The simulator's admin API under /_sim, on the same pipeline as the main API: the route
 * table and validators are compiled once from spec/admin/openapi.yaml (admin/spec.ts);
 * a call is routed, authenticated (operations declaring BasicAuth), its parameters and
 * body validated (400 INVALID_INPUT, one FieldError per field), then dispatched by
 * operationId. Transport-free: the HTTP layer passes method, path, headers, query and a
 * body reader; the answer is {status, body}.
 *
 * Adding an admin call: describe it in spec/admin/openapi.yaml (with an operationId) and
 * add a handler under that operationId to one of the maps below (or a new map file); an
 * area's own admin calls are in its manifest (`admin`), passed in as `areaHandlers`.
 */
import { ApiError } from "../errors/api-error.js";
import { authenticateBasic } from "../pipeline/auth.js";
import type { HandlerResult } from "../areas/types.js";
import { adminContract, validateAdminRequest } from "./spec.js";
import type { AdminContext, AdminDeps, AdminHandlerMap } from "./context.js";
import { coreAdmin } from "./core.js";
import { webhookAdmin } from "./webhooks.js";
import { auditAdmin } from "./audit.js";
import { persistenceAdmin } from "./persistence.js";
import { faultAdmin } from "./faults.js";
import { journalAdmin } from "./journal.js";
import { controlContractAdmin } from "./control-contract.js";
import { indexAdmin } from "./index-page.js";
import { docsAdmin } from "./docs.js";
import { handleUi, isUiPath } from "./ui.js";

export type { AdminDeps } from "./context.js";
export { platformCreatedBody } from "./core.js";

export interface AdminRequest {
  method: string;
  /** Path below /_sim, e.g. `/clock/advance`. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  query: URLSearchParams;
  readBody(): Promise<unknown>;
  /** An HTML form body (the resource browser's actions). */
  readForm?(): Promise<Record<string, string>>;
}

const handlers: AdminHandlerMap = {
  ...coreAdmin,
  ...webhookAdmin,
  ...auditAdmin,
  ...persistenceAdmin,
  ...faultAdmin,
  ...journalAdmin,
  ...controlContractAdmin,
  ...indexAdmin,
  ...docsAdmin,
};

export async function handleAdmin(d: AdminDeps, req: AdminRequest): Promise<HandlerResult> {
  if (isUiPath(req.path)) return handleUi(d, req); // the resource browser: HTML pages, not the JSON API
  const contract = adminContract();
  const path = `/_sim${req.path.replace(/\/+$/, "")}`;
  const m = contract.routes.match(req.method, path);
  if (!m.op) {
    throw new ApiError(
      404,
      "NOT_FOUND",
      m.pathExists ? `${req.method} is not served at ${path} (this path exists with other methods).` : `Nothing is served at ${path}.`,
    );
  }
  const op = m.op;
  const runtime = op.security.includes("BasicAuth") ? authenticateBasic(d.platforms, req.headers.authorization) : undefined;
  const body = await req.readBody();
  const query = validateAdminRequest(contract, op, m.params, req.query, req.headers, body);
  const h = handlers[op.operationId] ?? d.areaHandlers?.[op.operationId];
  if (!h) return { status: 501, body: { code: "NOT_IMPLEMENTED", reason: `${op.operationId} (${op.method} ${op.path}) is described but not served yet.` } };
  const ctx: AdminContext = { deps: d, params: m.params, query, body, runtime, headers: req.headers };
  return h(ctx);
}
