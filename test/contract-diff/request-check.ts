/**
 * An independent judge of a witness: the curl line read back into a request, then checked
 * against a document the way a server built from it validates (route, authentication
 * scheme, required and typed parameters, body presence, media type and schema), with the
 * contract layer's route matcher and schema registry.
 */
import { Contract } from "../../contract/operations.js";

export interface ParsedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  auth: "basic" | "bearer" | "none";
  contentType?: string;
  body?: unknown;
}

const unq = (s: string) => s.replace(/^'|'$/g, "").replace(/'\\''/g, "'");

export function parseCurl(line: string): ParsedRequest {
  const tokens = line.match(/'(?:[^']|'\\'')*'|"[^"]*"|\S+/g) ?? [];
  const req: ParsedRequest = { method: "GET", path: "", query: {}, headers: {}, auth: "none" };
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    if (t === "-X") req.method = tokens[++i];
    else if (t === "-u") req.auth = "basic";
    else if (t === "-H") {
      const h = unq(tokens[++i].replace(/^"|"$/g, ""));
      const k = h.slice(0, h.indexOf(":")).trim().toLowerCase();
      const v = h.slice(h.indexOf(":") + 1).trim();
      if (k === "authorization") req.auth = v.startsWith("Bearer") ? "bearer" : "none";
      else if (k === "content-type") req.contentType = v;
      else req.headers[k] = v;
    } else if (t === "--data-raw") req.body = JSON.parse(unq(tokens[++i]));
    else if (t.startsWith('"$BASE')) {
      const url = new URL(t.slice(6, -1), "http://x");
      req.path = url.pathname;
      url.searchParams.forEach((v, k) => (req.query[k] = v));
    }
  }
  return req;
}

function deref(doc: any, node: any): { node: any; ptr?: string } {
  let ptr: string | undefined;
  for (let i = 0; i < 16 && node?.$ref; i++) {
    ptr = node.$ref;
    node = node.$ref
      .slice(2)
      .split("/")
      .map((p: string) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce((n: any, k: string) => n?.[k], doc);
  }
  return { node, ptr };
}

const coerce = (v: string, schema: any) =>
  schema?.type === "integer" || schema?.type === "number" ? (Number.isFinite(Number(v)) ? Number(v) : v) : schema?.type === "boolean" ? v === "true" : v;

const contracts = new WeakMap<object, Contract>();

/** Why `doc` refuses the request, or null when it accepts it. */
export function refusal(doc: any, req: ParsedRequest): string | null {
  let contract = contracts.get(doc);
  if (!contract) contracts.set(doc, (contract = new Contract(doc)));
  const op = contract.match(req.method, req.path);
  if (!op) return `no operation ${req.method} ${req.path}`;
  const schemes = doc.components?.securitySchemes ?? {};
  if (op.authenticated) {
    const ok = op.securitySchemes.some(
      (s) => schemes[s]?.type === "http" && schemes[s]?.scheme === (req.auth === "basic" ? "basic" : req.auth === "bearer" ? "bearer" : "none"),
    );
    if (!ok) return `authentication ${req.auth} not accepted`;
  }
  const item = doc.paths[op.path];
  const values = req.path.split("/");
  const tmpl = op.path.split("/");
  const params = [...(item.parameters ?? []), ...(op.op.parameters ?? [])].map((p: any) => deref(doc, p).node);
  for (const p of params) {
    let raw: string | undefined;
    if (p.in === "path") raw = decodeURIComponent(values[tmpl.indexOf(`{${p.name}}`)] ?? "");
    else if (p.in === "query") raw = req.query[p.name];
    else if (p.in === "header") raw = req.headers[p.name.toLowerCase()];
    if (raw === undefined) {
      if (p.required) return `${p.in} parameter ${p.name} missing`;
      continue;
    }
    if (
      p.schema &&
      !contract.registry.ajv.validate(p.schema.$ref ? { $ref: `https://paysim.local/openapi.json${p.schema.$ref}` } : p.schema, coerce(raw, p.schema))
    )
      return `${p.in} parameter ${p.name}: ${contract.registry.ajv.errorsText()}`;
  }
  const rb = deref(doc, op.op.requestBody).node;
  if (req.body === undefined) return rb?.required ? "request body missing" : null;
  if (!rb) return null;
  const mt = req.contentType ?? "application/json";
  const media = rb.content?.[mt];
  if (!media) return `media type ${mt} not accepted`;
  const s = media.schema;
  const errs = s.$ref ? contract.registry.check(s.$ref, req.body) : contract.registry.ajv.validate(s, req.body) ? null : contract.registry.ajv.errors;
  return errs ? `body: ${errs[0]?.instancePath} ${errs[0]?.message}` : null;
}
