/**
 * The route table, compiled once from the bundled document: a segment trie where a
 * literal segment beats a parameter (`/customers/external-accounts` before
 * `/customers/{customerId}`), with backtracking. Each leaf maps a method to the
 * compiled operation (what the later stages need, resolved once).
 */
import type { SchemaNode } from "../../contract/schema-node.js";
import { escapeToken, unescapeToken } from "../../contract/json-pointer.js";
export const METHODS = ["get", "put", "post", "delete", "patch"] as const;

export interface ParamSpec {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  /** The parameter's schema as written (may be a $ref). */
  schema: Record<string, SchemaNode>;
}

export interface CompiledOperation {
  operationId: string;
  method: string;
  path: string;
  /** JSON pointer of the operation object in the document. */
  pointer: string;
  tags: string[];
  sandbox: boolean;
  /** Accepted security schemes (empty = no auth). */
  security: string[];
  params: ParamSpec[];
  body?: { required: boolean; json?: string; multipart?: string };
  /** What parseBody asks the HTTP layer to accept (resolved once from `body`). */
  bodyAccept?: { json: boolean; multipart: boolean };
  /** status ("200", "4XX", "default") -> JSON pointer of its application/json schema, or null for no body. */
  responses: Map<string, string | null>;
  idempotent: boolean;
  errorCodes: Record<string, string[]>;
  raw: Record<string, SchemaNode>;
}

interface Node {
  literal: Map<string, Node>;
  param?: { name: string; node: Node };
  ops?: Map<string, CompiledOperation>;
}

const newNode = (): Node => ({ literal: new Map() });

/** Each document's resolved local refs, by ref text (a document is never changed once loaded). */
const resolvedRefs = new WeakMap<object, Map<string, unknown>>();

function lookup(doc: SchemaNode, ref: string): SchemaNode {
  let refs = doc && typeof doc === "object" ? resolvedRefs.get(doc) : undefined;
  if (refs?.has(ref)) return refs.get(ref);
  const n = ref
    .slice(2)
    .split("/")
    .map(unescapeToken)
    .reduce((o: SchemaNode, k: string) => (o == null ? undefined : o[k]), doc);
  if (doc && typeof doc === "object") {
    if (!refs) resolvedRefs.set(doc, (refs = new Map()));
    if (refs.size < 100_000) refs.set(ref, n);
  }
  return n;
}

export function resolveRef(doc: SchemaNode, node: SchemaNode): SchemaNode {
  let n = node;
  for (let i = 0; n && typeof n.$ref === "string" && i < 20; i++) n = lookup(doc, n.$ref);
  return n;
}

function compileOperation(doc: SchemaNode, path: string, method: string, item: SchemaNode, op: SchemaNode): CompiledOperation {
  const pointer = `#/paths/${escapeToken(path)}/${method}`;
  const params: ParamSpec[] = [];
  const seen = new Set<string>();
  for (const p of [...(op.parameters ?? []), ...(item.parameters ?? [])]) {
    const r = resolveRef(doc, p);
    if (!r || r.in === "cookie") continue;
    const key = `${r.in}:${r.in === "header" ? String(r.name).toLowerCase() : r.name}`;
    if (seen.has(key)) continue; // operation-level parameters override path-level ones
    seen.add(key);
    params.push({
      name: r.in === "header" ? String(r.name).toLowerCase() : r.name,
      in: r.in,
      required: !!r.required || r.in === "path",
      schema: r.schema ?? {},
    });
  }
  let body: CompiledOperation["body"];
  const rb = resolveRef(doc, op.requestBody);
  if (rb?.content) {
    const base = op.requestBody.$ref ? op.requestBody.$ref : `${pointer}/requestBody`;
    body = { required: !!rb.required };
    if (rb.content["application/json"]) body.json = `${base}/content/application~1json/schema`;
    if (rb.content["multipart/form-data"]) body.multipart = `${base}/content/multipart~1form-data/schema`;
  }
  const responses = new Map<string, string | null>();
  for (const [status, resp] of Object.entries<SchemaNode>(op.responses ?? {})) {
    const r = resolveRef(doc, resp);
    const base = resp.$ref ? resp.$ref : `${pointer}/responses/${escapeToken(status)}`;
    responses.set(status, r?.content?.["application/json"]?.schema ? `${base}/content/application~1json/schema` : null);
  }
  const security = (op.security ?? doc.security ?? []).flatMap((s: Record<string, unknown>) => Object.keys(s));
  return {
    operationId: op.operationId ?? `${method} ${path}`,
    method: method.toUpperCase(),
    path,
    pointer,
    tags: op.tags ?? [],
    sandbox: path === "/sandbox" || path.startsWith("/sandbox/"),
    security,
    params,
    body,
    bodyAccept: { json: !!body?.json || !body, multipart: !!body?.multipart },
    responses,
    idempotent: params.some((p) => p.in === "header" && p.name === "idempotency-key"),
    errorCodes: op["x-error-codes"] ?? {},
    raw: op,
  };
}

export class RouteTable {
  private root = newNode();
  /** Paths without parameters ("/customers") -> their leaf: one Map lookup, no walk. */
  private staticPaths = new Map<string, Node>();
  readonly operations: CompiledOperation[] = [];
  readonly byId = new Map<string, CompiledOperation>();

  constructor(doc: SchemaNode) {
    for (const [path, item] of Object.entries<SchemaNode>(doc.paths ?? {})) {
      let node = this.root;
      for (const seg of path.split("/").filter(Boolean)) {
        const m = /^\{(.+)\}$/.exec(seg);
        if (m) {
          if (!node.param) node.param = { name: m[1], node: newNode() };
          else if (node.param.name !== m[1]) throw new Error(`spec: path ${path} names parameter {${m[1]}} where a sibling path names {${node.param.name}}`);
          node = node.param.node;
        } else {
          let next = node.literal.get(seg);
          if (!next) node.literal.set(seg, (next = newNode()));
          node = next;
        }
      }
      node.ops ??= new Map();
      if (!path.includes("{")) this.staticPaths.set("/" + path.split("/").filter(Boolean).join("/"), node);
      for (const method of METHODS) {
        if (!item[method]) continue;
        const op = compileOperation(doc, path, method, item, item[method]);
        node.ops.set(op.method, op);
        this.operations.push(op);
        this.byId.set(op.operationId, op);
      }
    }
  }

  /**
   * Match a path (relative to the base path) and method. `pathExists` tells a wrong
   * method (405 METHOD_NOT_ALLOWED) from an unknown path (404 NOT_FOUND).
   */
  match(method: string, path: string): { op?: CompiledOperation; params: Record<string, string>; pathExists: boolean } {
    const params: Record<string, string> = {};
    // A literal-only path that names a leaf is what the walk would find too (literals first).
    const fixed = this.staticPaths.get(path);
    if (fixed) return { op: fixed.ops!.get(method), params, pathExists: true };
    const leaf = this.walk(this.root, path, 0, params);
    if (!leaf?.ops) return { params, pathExists: false };
    return { op: leaf.ops.get(method), params, pathExists: true };
  }

  /** The leaf for the rest of `path` from index `from` (empty segments skipped), literals before parameters. */
  private walk(node: Node, path: string, from: number, params: Record<string, string>): Node | undefined {
    let i = from;
    while (i < path.length && path.charCodeAt(i) === 47 /* / */) i++;
    if (i >= path.length) return node.ops ? node : undefined;
    let end = path.indexOf("/", i);
    if (end < 0) end = path.length;
    const seg = path.slice(i, end);
    const lit = node.literal.get(seg);
    if (lit) {
      const found = this.walk(lit, path, end, params);
      if (found) return found;
    }
    if (node.param) {
      let v = seg;
      if (seg.includes("%")) {
        try {
          v = decodeURIComponent(seg);
        } catch {
          return undefined;
        }
      }
      const found = this.walk(node.param.node, path, end, params);
      if (found) {
        params[node.param.name] = v;
        return found;
      }
    }
    return undefined;
  }
}
