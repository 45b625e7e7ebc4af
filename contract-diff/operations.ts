/**
 * Operations compared: presence, deprecation, parameters, request bodies, responses by
 * status and media type, `x-error-codes` and security requirements. Operations pair by
 * method and path shape (`/customers/{id}` and `/customers/{customerId}` are one path).
 */
import { check } from "./checks.js";
import { SchemaComparer, type SchemaChange } from "./schema/compare.js";
import type { SchemaDoc } from "./schema/normalize.js";
import { deref, isObj, type OpRef, type Pending } from "./pending.js";
import { escapeToken } from "../contract/json-pointer.js";
import type { Side } from "./types.js";

const METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"];

export interface Ctx {
  A: SchemaDoc;
  B: SchemaDoc;
  out: Pending[];
}

interface OpInfo {
  method: string;
  path: string;
  op: any;
  ptr: string;
  params: Map<string, { p: any; ptr: string }>;
}

const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");

function operations(doc: any): Map<string, OpInfo> {
  const out = new Map<string, OpInfo>();
  for (const [path, rawItem] of Object.entries<any>(doc.paths ?? {})) {
    const { node: item, ptr: itemPtr } = deref(doc, rawItem, `#/paths/${escapeToken(path)}`);
    if (!isObj(item)) continue;
    for (const m of METHODS) {
      if (!isObj(item[m])) continue;
      const ptr = `${itemPtr}/${m}`;
      const params = new Map<string, { p: any; ptr: string }>();
      const add = (list: unknown, base: string) => {
        if (!Array.isArray(list)) return;
        list.forEach((raw, i) => {
          const { node, ptr: pp } = deref(doc, raw, `${base}/parameters/${i}`);
          if (isObj(node) && typeof node.name === "string")
            params.set(`${node.in}:${node.in === "header" ? node.name.toLowerCase() : node.name}`, { p: node, ptr: pp });
        });
      };
      add(item.parameters, itemPtr);
      add(item[m].parameters, ptr);
      out.set(`${m.toUpperCase()} ${shape(path)}`, { method: m.toUpperCase(), path, op: item[m], ptr, params });
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
  const cmp = new SchemaComparer(ctx.A, ctx.B);
  cmp.compare(ctx.A.at(rootA), ctx.B.at(rootB));
  for (const ch of cmp.changes) {
    push(ctx, `${side}-${ch.kind}`, operation, ch.ptr, `${where}: ${ch.what}.`, { kind: "schema", side, rootA, rootB, change: ch as SchemaChange, ...extra });
  }
}

function security(doc: any, op: any): string[] {
  const reqs = (op.security ?? doc.security ?? []) as Record<string, unknown>[];
  return reqs.map((r) => Object.keys(r).sort().join("+") || "(none)");
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
      push(ctx, "operation-removed", name, a.ptr, `${name} was removed.`, { kind: "request", op: ref, refusedBecause: `REVISION has no operation ${name}` });
      continue;
    }
    if (!a.op.deprecated && b.op.deprecated) push(ctx, "operation-deprecated", name, `${b.ptr}/deprecated`, `${name} is now deprecated.`);
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

function diffParameters(ctx: Ctx, name: string, ref: OpRef, a: OpInfo, b: OpInfo): void {
  for (const [k, pa] of a.params) {
    const [loc, pname] = [pa.p.in as string, pa.p.name as string];
    const pb =
      b.params.get(k) ??
      (loc === "path" ? [...b.params.values()].find((x) => x.p.in === "path" && pathIndex(b.path, x.p.name) === pathIndex(a.path, pname)) : undefined);
    const label = `${loc} parameter \`${pname}\``;
    if (!pb) {
      if (loc !== "path") push(ctx, "parameter-removed", name, pa.ptr, `${name}: ${label} was removed (no longer read).`);
      continue;
    }
    if (!pa.p.required && pb.p.required)
      push(ctx, "parameter-required-added", name, `${pb.ptr}/required`, `${name}: ${label} is now required.`, {
        kind: "request",
        op: ref,
        refusedBecause: `${label} is required by REVISION`,
        omitParam: { in: loc, name: pname },
      });
    if (pa.p.required && !pb.p.required) push(ctx, "parameter-required-removed", name, `${pb.ptr}/required`, `${name}: ${label} is no longer required.`);
    if (pa.p.schema !== undefined && pb.p.schema !== undefined)
      compareSchemas(ctx, "request", name, `${name} ${label}`, `${pa.ptr}/schema`, `${pb.ptr}/schema`, { op: ref, param: { in: loc, name: pname } });
  }
  for (const [k, pb] of b.params) {
    if (a.params.has(k)) continue;
    const [loc, pname] = [pb.p.in as string, pb.p.name as string];
    if (loc === "path" && [...a.params.values()].some((x) => x.p.in === "path" && pathIndex(a.path, x.p.name) === pathIndex(b.path, pname))) continue;
    const label = `${loc} parameter \`${pname}\``;
    if (pb.p.required)
      push(ctx, "parameter-added-required", name, pb.ptr, `${name}: required ${label} was added.`, {
        kind: "request",
        op: ref,
        refusedBecause: `${label} is required by REVISION`,
        omitParam: { in: loc, name: pname },
      });
    else push(ctx, "parameter-added", name, pb.ptr, `${name}: optional ${label} was added.`);
  }
}

const pathIndex = (path: string, param: string) => path.split("/").indexOf(`{${param}}`);

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
  const ca = isObj(ra.node.content) ? ra.node.content : {};
  const cb = isObj(rb.node.content) ? rb.node.content : {};
  for (const mt of Object.keys(ca)) {
    if (!(mt in cb)) {
      push(ctx, "request-media-type-removed", name, `${ra.ptr}/content/${escapeToken(mt)}`, `${name}: a ${mt} request body is no longer accepted.`, {
        kind: "request",
        op: ref,
        refusedBecause: `REVISION does not accept ${mt}`,
        mediaType: mt,
      });
      continue;
    }
    if (ca[mt]?.schema !== undefined && cb[mt]?.schema !== undefined)
      compareSchemas(
        ctx,
        "request",
        name,
        `${name} request body`,
        `${ra.ptr}/content/${escapeToken(mt)}/schema`,
        `${rb.ptr}/content/${escapeToken(mt)}/schema`,
        {
          op: ref,
          mediaType: mt,
        },
      );
  }
  for (const mt of Object.keys(cb))
    if (!(mt in ca)) push(ctx, "request-media-type-added", name, `${rb.ptr}/content/${escapeToken(mt)}`, `${name}: a ${mt} request body is now accepted.`);
}

function diffResponses(ctx: Ctx, name: string, a: OpInfo, b: OpInfo): void {
  const ra = isObj(a.op.responses) ? a.op.responses : {};
  const rb = isObj(b.op.responses) ? b.op.responses : {};
  for (const status of Object.keys(ra)) {
    if (!(status in rb)) {
      push(ctx, "response-status-removed", name, `${a.ptr}/responses/${status}`, `${name} no longer documents status ${status}.`);
      continue;
    }
    const xa = deref(ctx.A.doc, ra[status], `${a.ptr}/responses/${status}`);
    const xb = deref(ctx.B.doc, rb[status], `${b.ptr}/responses/${status}`);
    const ca = isObj(xa.node?.content) ? xa.node.content : {};
    const cb = isObj(xb.node?.content) ? xb.node.content : {};
    for (const mt of Object.keys(ca)) {
      if (!(mt in cb)) push(ctx, "response-media-type-removed", name, `${xa.ptr}/content/${escapeToken(mt)}`, `${name} ${status}: no longer answers ${mt}.`);
      else if (ca[mt]?.schema !== undefined && cb[mt]?.schema !== undefined)
        compareSchemas(
          ctx,
          "response",
          name,
          `${name} response ${status}`,
          `${xa.ptr}/content/${escapeToken(mt)}/schema`,
          `${xb.ptr}/content/${escapeToken(mt)}/schema`,
          {
            status,
            mediaType: mt,
          },
        );
    }
    for (const mt of Object.keys(cb))
      if (!(mt in ca)) push(ctx, "response-media-type-added", name, `${xb.ptr}/content/${escapeToken(mt)}`, `${name} ${status}: may now answer ${mt}.`);
  }
  for (const status of Object.keys(rb))
    if (!(status in ra)) push(ctx, "response-status-added", name, `${b.ptr}/responses/${status}`, `${name} may now answer status ${status}.`);
}

function diffErrorCodes(ctx: Ctx, name: string, a: OpInfo, b: OpInfo): void {
  const ea = isObj(a.op["x-error-codes"]) ? a.op["x-error-codes"] : {};
  const eb = isObj(b.op["x-error-codes"]) ? b.op["x-error-codes"] : {};
  for (const status of new Set([...Object.keys(ea), ...Object.keys(eb)])) {
    const la: string[] = Array.isArray(ea[status]) ? ea[status] : [];
    const lb: string[] = Array.isArray(eb[status]) ? eb[status] : [];
    for (const c of la.filter((x) => !lb.includes(x)))
      push(ctx, "error-code-removed", name, `${a.ptr}/x-error-codes/${status}`, `${name} no longer lists ${status} ${c}.`);
    for (const c of lb.filter((x) => !la.includes(x)))
      push(ctx, "error-code-added", name, `${b.ptr}/x-error-codes/${status}`, `${name} may now answer ${status} ${c}.`);
  }
}

/** Security schemes by name: removed, added, or changed in type, scheme, name or location. */
export function diffSecuritySchemes(ctx: Ctx): void {
  const sa = isObj(ctx.A.doc.components?.securitySchemes) ? ctx.A.doc.components.securitySchemes : {};
  const sb = isObj(ctx.B.doc.components?.securitySchemes) ? ctx.B.doc.components.securitySchemes : {};
  const at = (n: string) => `#/components/securitySchemes/${escapeToken(n)}`;
  for (const n of Object.keys(sa)) {
    if (!(n in sb)) push(ctx, "security-scheme-removed", "security", at(n), `Security scheme ${n} was removed.`);
    else {
      const fields = ["type", "scheme", "in", "name", "bearerFormat"].filter((f) => sa[n]?.[f] !== sb[n]?.[f]);
      if (fields.length)
        push(
          ctx,
          "security-scheme-changed",
          "security",
          at(n),
          `Security scheme ${n} changed ${fields.map((f) => `${f} ${sa[n]?.[f] ?? "none"} -> ${sb[n]?.[f] ?? "none"}`).join(", ")}.`,
        );
    }
  }
  for (const n of Object.keys(sb)) if (!(n in sa)) push(ctx, "security-scheme-added", "security", at(n), `Security scheme ${n} was added.`);
}

/** Webhooks by event type: removed, added, and their payload schemas (read by integrators). */
export function diffWebhooks(ctx: Ctx): void {
  const wa = isObj(ctx.A.doc.webhooks) ? ctx.A.doc.webhooks : {};
  const wb = isObj(ctx.B.doc.webhooks) ? ctx.B.doc.webhooks : {};
  for (const ev of Object.keys(wa)) {
    const name = `webhook ${ev}`;
    if (!(ev in wb)) {
      push(ctx, "webhook-removed", name, `#/webhooks/${escapeToken(ev)}`, `Event ${ev} is no longer sent.`);
      continue;
    }
    for (const m of METHODS) {
      const oa = deref(ctx.A.doc, wa[ev], `#/webhooks/${escapeToken(ev)}`);
      const ob = deref(ctx.B.doc, wb[ev], `#/webhooks/${escapeToken(ev)}`);
      const ra = deref(ctx.A.doc, oa.node?.[m]?.requestBody, `${oa.ptr}/${m}/requestBody`);
      const rb = deref(ctx.B.doc, ob.node?.[m]?.requestBody, `${ob.ptr}/${m}/requestBody`);
      if (!isObj(ra.node?.content) || !isObj(rb.node?.content)) continue;
      for (const mt of Object.keys(ra.node.content)) {
        if (ra.node.content[mt]?.schema === undefined || rb.node.content[mt]?.schema === undefined) continue;
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
