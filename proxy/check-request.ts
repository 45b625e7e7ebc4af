/**
 * The request side of the validating proxy: the operation the request names, its security
 * (the scheme the operation takes), its path, query and header parameters and its JSON body,
 * judged by the validators the simulator's pipeline compiles from the same contract (once per
 * operation, on first use). Each problem is a violation naming the place, the JSON pointer,
 * the rule and both values. Never stricter than the simulator: what it accepts passes here.
 */
import type { Contract, Operation } from "../contract/operations.js";
import { escapeToken } from "../contract/json-pointer.js";
import { RouteTable, type CompiledOperation } from "../simulator/pipeline/routes.js";
import { compileOperationValidators, validateJsonBody, validateParameters, type OperationValidators } from "../simulator/pipeline/request-validation.js";
import type { FieldError } from "../simulator/errors/api-error.js";
import { fieldPointer, valueAt } from "./pointers.js";
import type { Place, Violation } from "./types.js";

export interface IncomingRequest {
  method: string;
  /** Path under the base path, with its query. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface RequestVerdict {
  op?: Operation;
  violations: Omit<Violation, "seq">[];
}

export class RequestChecker {
  private readonly routes: RouteTable;
  private readonly validators = new Map<string, OperationValidators>();

  constructor(readonly contract: Contract) {
    this.routes = new RouteTable(contract.doc);
  }

  private validatorsOf(op: CompiledOperation): OperationValidators {
    let v = this.validators.get(op.operationId);
    if (!v) this.validators.set(op.operationId, (v = compileOperationValidators(this.contract.registry, op)));
    return v;
  }

  check(req: IncomingRequest): RequestVerdict {
    const [pathOnly, query = ""] = splitQuery(req.path);
    const op = this.contract.match(req.method, pathOnly);
    const name = op?.key ?? `${req.method} ${pathOnly}`;
    const out: Omit<Violation, "seq">[] = [];
    const add = (place: Place, pointer: string, rule: string, message: string, expected?: unknown, actual?: unknown) =>
      out.push({ operation: name, side: "request", in: place, pointer, rule, message, expected, actual });
    if (!op) {
      add(
        "path",
        "",
        "request.operation",
        `${req.method} ${pathOnly} is no operation of the contract`,
        "an operation of the contract",
        `${req.method} ${pathOnly}`,
      );
      return { violations: out };
    }
    this.security(op, req.headers, add);
    const matched = this.routes.match(req.method.toUpperCase(), pathOnly);
    const compiled = matched.op;
    if (!compiled) return { op, violations: out };
    const v = this.validatorsOf(compiled);
    const params = new URLSearchParams(query);
    const { errors } = validateParameters(this.contract.registry, v, matched.params, params, req.headers);
    for (const e of errors) {
      const place = e.in as Place;
      const raw = place === "query" ? params.get(e.field) : place === "path" ? matched.params[e.field] : req.headers[e.field];
      add(place, `/${escapeToken(e.field)}`, "request.parameter", `${e.in} parameter ${e.field} ${e.reason}`, e.expected ?? e.code, raw ?? "(absent)");
    }
    this.body(compiled, req, add);
    return { op, violations: out };
  }

  private security(
    op: Operation,
    headers: IncomingRequest["headers"],
    add: (p: Place, ptr: string, rule: string, msg: string, e?: unknown, a?: unknown) => void,
  ): void {
    if (!op.authenticated) return;
    const auth = typeof headers.authorization === "string" ? headers.authorization : undefined;
    const schemes = op.securitySchemes.map((s) => this.contract.doc.components.securitySchemes?.[s]?.scheme as string | undefined).filter(Boolean);
    if (!auth)
      return void add("header", "/authorization", "request.security", `${op.key} needs credentials (${schemes.join(" or ")}); none given`, schemes, "(absent)");
    const scheme = auth.split(" ")[0].toLowerCase();
    if (!schemes.includes(scheme))
      return void add("header", "/authorization", "request.security", `${op.key} takes ${schemes.join(" or ")} credentials, not ${scheme}`, schemes, scheme);
    if (scheme === "basic" && !/^[^:]+:.+$/.test(Buffer.from(auth.slice(6).trim(), "base64").toString("utf8")))
      add("header", "/authorization", "request.security", "Basic credentials are not base64 of id:secret", "base64(id:secret)", "(malformed)");
  }

  private body(op: CompiledOperation, req: IncomingRequest, add: (p: Place, ptr: string, rule: string, msg: string, e?: unknown, a?: unknown) => void): void {
    if (!op.body) return;
    const type = String(req.headers["content-type"] ?? "").toLowerCase();
    if (req.body.length === 0) {
      if (op.body.required) add("body", "", "request.body-required", `${op.method} ${op.path} needs a body`, "a body", "(absent)");
      return;
    }
    if (!op.body.json || type.startsWith("multipart/")) return;
    if (!/^application\/(.+\+)?json/.test(type))
      return void add(
        "header",
        "/content-type",
        "request.content-type",
        `a JSON body is sent as ${type || "(no content type)"}`,
        "application/json",
        type || "(absent)",
      );
    let body: unknown;
    try {
      body = JSON.parse(req.body.toString("utf8"));
    } catch (e) {
      return void add("body", "", "request.json", `the body is not JSON (${(e as Error).message})`, "JSON", req.body.subarray(0, 80).toString("utf8"));
    }
    const errors: FieldError[] = validateJsonBody(this.contract.registry, op.body.json, body);
    for (const e of errors.slice(0, 20)) {
      const pointer = fieldPointer(e.field);
      add("body", pointer, "request.schema", `${e.field || "(body)"} ${e.reason}`, e.expected ?? e.code, valueAt(body, pointer));
    }
  }
}

export function splitQuery(path: string): [string, string | undefined] {
  const i = path.indexOf("?");
  return i < 0 ? [path, undefined] : [path.slice(0, i), path.slice(i + 1)];
}
