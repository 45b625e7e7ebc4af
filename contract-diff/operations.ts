/**
 * Operations compared: presence, deprecation, parameters, request bodies, responses by
 * status and media type, `x-error-codes` and security requirements. Operations pair by
 * method and path shape (`/customers/{id}` and `/customers/{customerId}` are one path).
 */
import { check } from "./checks.js";
import { SchemaComparer, type SchemaChange } from "./schema/compare.js";
import type { SchemaDoc } from "./schema/normalize.js";
import type { OpRef, Pending } from "./pending.js";
import { arr, deref, isObj, obj, str, type Obj } from "./json.js";
import { escapeToken } from "../contract/json-pointer.js";
import type { Side } from "./types.js";

export const METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"];

export interface Ctx {
  A: SchemaDoc;
  B: SchemaDoc;
  out: Pending[];
}

interface Param {
  p: Obj;
  ptr: string;
  in: string;
  name: string;
}

interface OpInfo {
  method: string;
  path: string;
  op: Obj;
  ptr: string;
  params: Map<string, Param>;
}

const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");

function operations(doc: Obj): Map<string, OpInfo> {
  const out = new Map<string, OpInfo>();
  for (const [path, rawItem] of Object.entries(obj(doc.paths))) {
    const { node: item, ptr: itemPtr } = deref(doc, rawItem, `#/paths/${escapeToken(path)}`);
    if (!isObj(item)) continue;
    for (const m of METHODS) {
      const op = item[m];
      if (!isObj(op)) continue;
      const ptr = `${itemPtr}/${m}`;
      const params = new Map<string, Param>();
      const add = (list: unknown, base: string) =>
        arr(list).forEach((raw, i) => {
          const { node, ptr: pp } = deref(doc, raw, `${base}/parameters/${i}`);
          const name = isObj(node) ? str(node.name) : undefined;
          if (!isObj(node) || name === undefined) return;
          const loc = String(node.in);
          params.set(`${loc}:${loc === "header" ? name.toLowerCase() : name}`, { p: node, ptr: pp, in: loc, name });
        });
      add(item.parameters, itemPtr);
      add(op.parameters, ptr);
      out.set(`${m.toUpperCase()} ${shape(path)}`, { method: m.toUpperCase(), path, op, ptr, params });
    }
  }
  return out;
}

export function push(ctx: Ctx, id: string, operation: string, path: string, message: string, proof?: Pending["proof"]): void {
  const c = check(id);
  ctx.out.push({ finding: { id, audience: c.audience, severity: c.severity, operation, path, message }, proof });
}

/** Compare two schema roots; every change becomes a finding of `side`. */
export function compareSchemas(
  ctx: Ctx,
  side: Side,
  operation: string,
  where: string,
  rootA: string,
  rootB: string,
  extra: { op?: OpRef; param?: { in: string; name: string }; status?: string; mediaType?: string } = {},
): void {
  const cmp = new SchemaComparer(ctx.A, ctx.B, side);
  cmp.compare(ctx.A.at(rootA), ctx.B.at(rootB));
  for (const ch of cmp.changes) {
    push(ctx, `${side}-${ch.kind}`, operation, ch.ptr, `${where}: ${ch.what}.`, { kind: "schema", side, rootA, rootB, change: ch as SchemaChange, ...extra });
  }
}

/** A deprecation flag that changed: `<id>` when set, `<id-stem>-deprecation-removed` when cleared. */
function deprecation(ctx: Ctx, a: Obj, b: Obj, id: string, operation: string, ptr: string, what: string): void {
  if (!a.deprecated && b.deprecated === true) push(ctx, id, operation, `${ptr}/deprecated`, `${what} is now deprecated.`);
  else if (a.deprecated === true && !b.deprecated)
    push(ctx, id.replace(/-deprecated$/, "-deprecation-removed"), operation, ptr, `${what} is no longer deprecated.`);
}

function security(doc: Obj, op: Obj): string[] {
  const reqs = arr(op.security ?? doc.security);
  return reqs.map((r) => Object.keys(obj(r)).sort().join("+") || "(none)");
}

export function diffOperations(ctx: Ctx): void {
  const docA = ctx.A.doc;
  const docB = ctx.B.doc;
  const opsA = operations(docA);
  const opsB = operations(docB);
  for (const [key, a] of opsA) {
    const name = `${a.method} ${a.path}`;
    const b = opsB.get(key);
    const ref: OpRef = { method: a.method, path: a.path };
    if (!b) {
      const was = a.op.deprecated === true ? " (it was deprecated)" : "";
      push(ctx, "operation-removed", name, a.ptr, `${name} was removed${was}.`, {
        kind: "request",
        op: ref,
        refusedBecause: `REVISION has no operation ${name}`,
      });
      continue;
    }
    deprecation(ctx, a.op, b.op, "operation-deprecated", name, b.ptr, name);
    diffParameters(ctx, name, ref, a, b);
    diffRequestBody(ctx, name, ref, a, b);
    diffResponses(ctx, name, a, b);
    diffErrorCodes(ctx, name, a, b);
    const sa = security(docA, a.op);
    const sb = security(docB, b.op);
    for (const s of sa.filter((x) => !sb.includes(x))) {
      push(ctx, "operation-security-removed", name, `${b.ptr}/security`, `${name} no longer accepts ${s === "(none)" ? "unauthenticated requests" : s}.`, {
        kind: "request",
        op: ref,
        refusedBecause: `REVISION requires ${sb.join(" or ") || "nothing"}, not ${s}`,
        auth: s,
      });
    }
    for (const s of sb.filter((x) => !sa.includes(x)))
      push(ctx, "operation-security-added", name, `${b.ptr}/security`, `${name} now also accepts ${s === "(none)" ? "unauthenticated requests" : s}.`);
  }
  for (const [key, b] of opsB) {
    if (!opsA.has(key)) push(ctx, "operation-added", `${b.method} ${b.path}`, b.ptr, `${b.method} ${b.path} was added.`);
  }
}

const pathIndex = (path: string, param: string) => path.split("/").indexOf(`{${param}}`);

function diffParameters(ctx: Ctx, name: string, ref: OpRef, a: OpInfo, b: OpInfo): void {
  const samePosition = (x: OpInfo, y: OpInfo, p: Param) =>
    [...y.params.values()].find((q) => q.in === "path" && pathIndex(y.path, q.name) === pathIndex(x.path, p.name));
  for (const [k, pa] of a.params) {
    const pb = b.params.get(k) ?? (pa.in === "path" ? samePosition(a, b, pa) : undefined);
    const label = `${pa.in} parameter \`${pa.name}\``;
    if (!pb) {
      if (pa.in !== "path") push(ctx, "parameter-removed", name, pa.ptr, `${name}: ${label} was removed (no longer read).`);
      continue;
    }
    deprecation(ctx, pa.p, pb.p, "parameter-deprecated", name, pb.ptr, `${name}: ${label}`);
    if (!pa.p.required && pb.p.required)
      push(ctx, "parameter-required-added", name, `${pb.ptr}/required`, `${name}: ${label} is now required.`, {
        kind: "request",
        op: ref,
        refusedBecause: `${label} is required by REVISION`,
        omitParam: { in: pa.in, name: pa.name },
      });
    if (pa.p.required && !pb.p.required) push(ctx, "parameter-required-removed", name, `${pb.ptr}/required`, `${name}: ${label} is no longer required.`);
    if (pa.p.schema !== undefined && pb.p.schema !== undefined)
      compareSchemas(ctx, "request", name, `${name} ${label}`, `${pa.ptr}/schema`, `${pb.ptr}/schema`, { op: ref, param: { in: pa.in, name: pa.name } });
  }
  for (const [k, pb] of b.params) {
    if (a.params.has(k)) continue;
    if (pb.in === "path" && samePosition(b, a, pb)) continue;
    const label = `${pb.in} parameter \`${pb.name}\``;
    if (pb.p.required)
      push(ctx, "parameter-added-required", name, pb.ptr, `${name}: required ${label} was added.`, {
        kind: "request",
        op: ref,
        refusedBecause: `${label} is required by REVISION`,
        omitParam: { in: pb.in, name: pb.name },
      });
    else push(ctx, "parameter-added", name, pb.ptr, `${name}: optional ${label} was added.`);
  }
}

function diffRequestBody(ctx: Ctx, name: string, ref: OpRef, a: OpInfo, b: OpInfo): void {
  const ra = deref(ctx.A.doc, a.op.requestBody, `${a.ptr}/requestBody`);
  const rb = deref(ctx.B.doc, b.op.requestBody, `${b.ptr}/requestBody`);
  if (!isObj(ra.node) && !isObj(rb.node)) return;
  if (!isObj(ra.node)) return push(ctx, "request-body-added", name, rb.ptr, `${name} now takes a request body.`);
  if (!isObj(rb.node)) return push(ctx, "request-body-removed", name, ra.ptr, `${name} no longer reads a request body.`);
  if (!ra.node.required && rb.node.required)
    push(ctx, "request-body-required-added", name, `${rb.ptr}/required`, `${name}: the request body is now required.`, {
      kind: "request",
      op: ref,
      refusedBecause: "REVISION requires a request body",
    });
  if (ra.node.required && !rb.node.required)
    push(ctx, "request-body-required-removed", name, `${rb.ptr}/required`, `${name}: the request body is no longer required.`);
  const ca = obj(ra.node.content);
  const cb = obj(rb.node.content);
  for (const mt of Object.keys(ca)) {
    const at = (p: string) => `${p}/content/${escapeToken(mt)}`;
    if (!(mt in cb)) {
      push(ctx, "request-media-type-removed", name, at(ra.ptr), `${name}: a ${mt} request body is no longer accepted.`, {
        kind: "request",
        op: ref,
        refusedBecause: `REVISION does not accept ${mt}`,
        mediaType: mt,
      });
      continue;
    }
    if (obj(ca[mt]).schema !== undefined && obj(cb[mt]).schema !== undefined)
      compareSchemas(ctx, "request", name, `${name} request body`, `${at(ra.ptr)}/schema`, `${at(rb.ptr)}/schema`, { op: ref, mediaType: mt });
  }
  for (const mt of Object.keys(cb))
    if (!(mt in ca)) push(ctx, "request-media-type-added", name, `${rb.ptr}/content/${escapeToken(mt)}`, `${name}: a ${mt} request body is now accepted.`);
}

function diffResponses(ctx: Ctx, name: string, a: OpInfo, b: OpInfo): void {
  const ra = obj(a.op.responses);
  const rb = obj(b.op.responses);
  for (const status of Object.keys(ra)) {
    if (!(status in rb)) {
      push(ctx, "response-status-removed", name, `${a.ptr}/responses/${status}`, `${name} no longer documents status ${status}.`);
      continue;
    }
    const xa = deref(ctx.A.doc, ra[status], `${a.ptr}/responses/${status}`);
    const xb = deref(ctx.B.doc, rb[status], `${b.ptr}/responses/${status}`);
    const ca = obj(obj(xa.node).content);
    const cb = obj(obj(xb.node).content);
    for (const mt of Object.keys(ca)) {
      const at = (p: string) => `${p}/content/${escapeToken(mt)}`;
      if (!(mt in cb)) push(ctx, "response-media-type-removed", name, at(xa.ptr), `${name} ${status}: no longer answers ${mt}.`);
      else if (obj(ca[mt]).schema !== undefined && obj(cb[mt]).schema !== undefined)
        compareSchemas(ctx, "response", name, `${name} response ${status}`, `${at(xa.ptr)}/schema`, `${at(xb.ptr)}/schema`, { status, mediaType: mt });
    }
    for (const mt of Object.keys(cb))
      if (!(mt in ca)) push(ctx, "response-media-type-added", name, `${xb.ptr}/content/${escapeToken(mt)}`, `${name} ${status}: may now answer ${mt}.`);
  }
  for (const status of Object.keys(rb))
    if (!(status in ra)) push(ctx, "response-status-added", name, `${b.ptr}/responses/${status}`, `${name} may now answer status ${status}.`);
}

function diffErrorCodes(ctx: Ctx, name: string, a: OpInfo, b: OpInfo): void {
  const ea = obj(a.op["x-error-codes"]);
  const eb = obj(b.op["x-error-codes"]);
  for (const status of new Set([...Object.keys(ea), ...Object.keys(eb)])) {
    const la = arr(ea[status]).map(String);
    const lb = arr(eb[status]).map(String);
    for (const c of la.filter((x) => !lb.includes(x)))
      push(ctx, "error-code-removed", name, `${a.ptr}/x-error-codes/${status}`, `${name} no longer lists ${status} ${c}.`);
    for (const c of lb.filter((x) => !la.includes(x)))
      push(ctx, "error-code-added", name, `${b.ptr}/x-error-codes/${status}`, `${name} may now answer ${status} ${c}.`);
  }
}

/** Security schemes by name: removed, added, or changed in type, scheme, name or location. */
export function diffSecuritySchemes(ctx: Ctx): void {
  const sa = obj(obj(ctx.A.doc.components).securitySchemes);
  const sb = obj(obj(ctx.B.doc.components).securitySchemes);
  const at = (n: string) => `#/components/securitySchemes/${escapeToken(n)}`;
  for (const n of Object.keys(sa)) {
    if (!(n in sb)) push(ctx, "security-scheme-removed", "security", at(n), `Security scheme ${n} was removed.`);
    else {
      const [x, y] = [obj(sa[n]), obj(sb[n])];
      const fields = ["type", "scheme", "in", "name", "bearerFormat"].filter((f) => x[f] !== y[f]);
      if (fields.length)
        push(
          ctx,
          "security-scheme-changed",
          "security",
          at(n),
          `Security scheme ${n} changed ${fields.map((f) => `${f} ${String(x[f] ?? "none")} -> ${String(y[f] ?? "none")}`).join(", ")}.`,
        );
    }
  }
  for (const n of Object.keys(sb)) if (!(n in sa)) push(ctx, "security-scheme-added", "security", at(n), `Security scheme ${n} was added.`);
}

/** Webhooks by event type: removed, added, deprecated, and their payload schemas (read by integrators). */
export function diffWebhooks(ctx: Ctx): void {
  const wa = obj(ctx.A.doc.webhooks);
  const wb = obj(ctx.B.doc.webhooks);
  for (const ev of Object.keys(wa)) {
    const name = `webhook ${ev}`;
    const ptr = `#/webhooks/${escapeToken(ev)}`;
    if (!(ev in wb)) {
      push(ctx, "webhook-removed", name, ptr, `Event ${ev} is no longer sent.`);
      continue;
    }
    const oa = deref(ctx.A.doc, wa[ev], ptr);
    const ob = deref(ctx.B.doc, wb[ev], ptr);
    for (const m of METHODS) {
      const [xa, xb] = [obj(obj(oa.node)[m]), obj(obj(ob.node)[m])];
      if (Object.keys(xa).length && Object.keys(xb).length) deprecation(ctx, xa, xb, "webhook-event-deprecated", name, `${ob.ptr}/${m}`, `Event ${ev}`);
      const ra = deref(ctx.A.doc, xa.requestBody, `${oa.ptr}/${m}/requestBody`);
      const rb = deref(ctx.B.doc, xb.requestBody, `${ob.ptr}/${m}/requestBody`);
      const [ca, cb] = [obj(obj(ra.node).content), obj(obj(rb.node).content)];
      for (const mt of Object.keys(ca)) {
        if (obj(ca[mt]).schema === undefined || obj(cb[mt]).schema === undefined) continue;
        compareSchemas(ctx, "webhook", name, `${ev} payload`, `${ra.ptr}/content/${escapeToken(mt)}/schema`, `${rb.ptr}/content/${escapeToken(mt)}/schema`, {
          status: "webhook",
          mediaType: mt,
        });
      }
    }
  }
  for (const ev of Object.keys(wb))
    if (!(ev in wa)) push(ctx, "webhook-added", `webhook ${ev}`, `#/webhooks/${escapeToken(ev)}`, `Event ${ev} may now be sent.`);
}
