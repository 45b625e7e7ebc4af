/**
 * The admin API's contract (spec/admin/openapi.yaml), loaded and compiled once per
 * process, the same way as the main API's: a route table from its paths and ajv
 * validators for its parameters and bodies, so `/_sim` bodies are judged by the document
 * that describes them and errors come out as `{code, reason, details.errors[]}`.
 */
import type { SchemaNode } from "../../contract/schema-node.js";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { ADMIN_SPEC_PATH } from "../../contract/spec.js";
import { SchemaRegistry } from "../../contract/schema-registry.js";
import { RouteTable, type CompiledOperation } from "../pipeline/routes.js";
import { compileOperationValidators, validateJsonBody, validateParameters, invalid, type OperationValidators } from "../pipeline/request-validation.js";
import type { FieldError } from "../errors/api-error.js";

export interface AdminContract {
  routes: RouteTable;
  registry: SchemaRegistry;
  validators: Map<string, OperationValidators>;
}

let compiled: AdminContract | undefined;

/** The compiled admin contract (built on first use, then shared). */
export function adminContract(path = ADMIN_SPEC_PATH): AdminContract {
  if (compiled) return compiled;
  const doc = parse(readFileSync(path, "utf8")) as Record<string, SchemaNode>;
  const registry = new SchemaRegistry(doc);
  const routes = new RouteTable(doc);
  const validators = new Map<string, OperationValidators>();
  for (const op of routes.operations) {
    validators.set(op.operationId, compileOperationValidators(registry, op));
    if (op.body?.json) registry.validatorFor(op.body.json);
  }
  compiled = { routes, registry, validators };
  return compiled;
}

/**
 * Validate one admin request: path, query and header parameters, then the JSON body
 * (absent and `{}` alike for an optional body). Throws 400 INVALID_INPUT with every
 * invalid field at once; returns the coerced query.
 */
export function validateAdminRequest(
  c: AdminContract,
  op: CompiledOperation,
  params: Record<string, string>,
  query: URLSearchParams,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
): Record<string, unknown> {
  const v = c.validators.get(op.operationId)!;
  const { query: q, errors } = validateParameters(c.registry, v, params, query, headers);
  const bodyErrors: FieldError[] = [];
  if (op.body?.json) {
    if (body === undefined) {
      if (op.body.required) bodyErrors.push({ field: "", in: "body", code: "REQUIRED", reason: "a request body is required (application/json)" });
    } else bodyErrors.push(...validateJsonBody(c.registry, op.body.json, body));
  } else if (body !== undefined && body !== null && !(typeof body === "object" && !Array.isArray(body) && Object.keys(body).length === 0)) {
    bodyErrors.push({ field: "", in: "body", code: "UNKNOWN_FIELD", reason: `${op.method} ${op.path} takes no request body` });
  }
  // Query parameters the operation does not declare are refused (the admin API is closed).
  const declared = new Set(op.params.filter((p) => p.in === "query").map((p) => p.name));
  for (const k of new Set(query.keys()))
    if (!declared.has(k)) errors.push({ field: k, in: "query", code: "UNKNOWN_FIELD", reason: "is not a parameter of this call" });
  if (errors.length || bodyErrors.length) throw invalid([...errors, ...bodyErrors]);
  return q;
}
