/**
 * A version of the live service's interface, as `paysim fidelity --live` reads it: the
 * structure-only extract (`live-shapes.json`: `operations`, `schemas`, `webhooks`) as it
 * is, or a real OpenAPI 3.x document read the way the contract gate reads sources
 * (contract-diff/load.ts: a bundled file, JSON or YAML; a split root file whose `$ref`s
 * reach other files, bundled by @redocly/openapi-core; a folder holding either; `REF:PATH`
 * at a git ref of the current repository) and converted into the same structure: each
 * operation's parameters (the path item's and its own, `$ref`s followed), request body and
 * responses by media type, each webhook's payload schema, and the document's schemas. A
 * `$ref` into any other part of the document is kept by hoisting its target among the
 * schemas. OpenAPI 3.0's `nullable` and boolean `exclusiveMinimum`/`exclusiveMaximum` are
 * read as 3.1 says them. Every pointer the measure reports is translated back into the
 * document as read (`pointerIn`): the extract's own pointers for the extract, the (bundled)
 * OpenAPI document's for a real one.
 */
import { readFileSync, statSync } from "node:fs";
import { resolve as resolvePath } from "node:path";
import { deref, isObj, obj, pointerGet, type Obj } from "../contract-diff/json.js";
import { parseContractText } from "../contract-diff/sources/openapi.js";
import { InputError, loadContract } from "../contract-diff/load.js";
import { escapeToken } from "../contract/json-pointer.js";
import { compileShapes, type LiveParam, type LiveShapes, type RawOperation, type RawShapes, type Schema } from "./live-shapes.js";

export { InputError };

export interface LiveSource {
  /** The source as the user named it. */
  label: string;
  /** What was read: the extract, or the contract file (and whether it was bundled). */
  how: string;
  format: "shapes" | "openapi";
  /** The document's own version (`info.version`), when it names one. */
  version?: string;
  shapes: LiveShapes;
  raw: RawShapes;
  /** A pointer of the measured structure (`/operations/<key>/...`, `/components/schemas/...`) in the document as read. */
  pointerIn(pointer: string): string;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const esc = (s: string) => escapeToken(s);

/** Is this parsed file the structure-only extract? */
const isExtract = (v: unknown): v is RawShapes => isObj(v) && isObj(v.operations) && isObj(v.schemas) && v.openapi === undefined;

export async function readLiveSource(arg: string, repo = process.cwd()): Promise<LiveSource> {
  const abs = resolvePath(arg);
  let isFile = false;
  try {
    isFile = statSync(abs).isFile();
  } catch {
    /* a folder, a git ref, or nothing: the contract reader says which */
  }
  if (isFile) {
    const parsed = parseContractText(readFileSync(abs, "utf8"), arg);
    if (isExtract(parsed)) {
      const about = String(obj(parsed).about ?? "");
      return {
        label: arg,
        how: "the structure-only extract of the live document (operations, schemas, webhooks)",
        format: "shapes",
        version: /version ([0-9-]+)/.exec(about)?.[1],
        shapes: compileShapes(parsed),
        raw: parsed,
        pointerIn: (p) => p.replace(/^\/components\/schemas\//, "/schemas/"),
      };
    }
  }
  const loaded = await loadContract(arg, repo);
  const { raw, origins } = openApiToShapes(loaded.doc);
  return {
    label: arg,
    how: loaded.how,
    format: "openapi",
    version: typeof obj(loaded.doc.info).version === "string" ? String(obj(loaded.doc.info).version) : undefined,
    shapes: compileShapes(raw),
    raw,
    pointerIn: (p) => {
      let best = "";
      for (const k of origins.keys()) if ((p === k || p.startsWith(k + "/")) && k.length > best.length) best = k;
      return best ? origins.get(best)! + p.slice(best.length) : p;
    },
  };
}

/** 3.0's `nullable` and boolean exclusive bounds, said as 3.1 says them (a copy). */
function as31(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(as31);
  if (!isObj(node)) return node;
  const out: Obj = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, as31(v)]));
  for (const [flag, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    if (typeof out[flag] !== "boolean") continue;
    if (out[flag] === true && typeof out[bound] === "number") {
      out[flag] = out[bound];
      delete out[bound];
    } else delete out[flag];
  }
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === "string") out.type = [out.type, "null"];
    else if (out.type === undefined) return { anyOf: [out, { type: "null" }] };
  } else if (out.nullable !== undefined) delete out.nullable;
  return out;
}

/** A real OpenAPI document as the measure's structure, and where each operation-level node came from. */
export function openApiToShapes(doc: Obj): { raw: RawShapes; origins: Map<string, string> } {
  const v30 = typeof doc.openapi === "string" && doc.openapi.startsWith("3.0");
  const fix = (s: unknown): Schema => (v30 ? as31(s) : s) as Schema;
  const schemas: Record<string, Schema> = {};
  for (const [name, s] of Object.entries(obj(obj(doc.components).schemas))) schemas[name] = fix(s);
  const origins = new Map<string, string>();
  // `$ref`s into other parts of the document (a path's inline schema reused elsewhere): the target hoisted among the schemas.
  const hoisted = new Map<string, string>();
  const hoist = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(hoist);
    if (!isObj(node)) return node;
    const out: Obj = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === "$ref" && typeof v === "string" && v.startsWith("#/") && !v.startsWith("#/components/schemas/")) {
        let name = hoisted.get(v);
        if (!name) {
          name = `~ref${hoisted.size + 1}`;
          hoisted.set(v, name);
          origins.set(`/components/schemas/${esc(name)}`, v.slice(1));
          schemas[name] = hoist(fix(pointerGet(doc, v) ?? {})) as Schema;
        }
        out.$ref = `#/components/schemas/${esc(name)}`;
      } else out[k] = hoist(v);
    }
    return out;
  };
  const media = (content: unknown, at: string, target: string): Record<string, Schema> => {
    const out: Record<string, Schema> = {};
    for (const [type, m] of Object.entries(obj(content))) {
      out[type] = hoist(fix(obj(m).schema ?? {})) as Schema;
      origins.set(`${target}/${esc(type)}`, `${at}/${esc(type)}/schema`);
    }
    return out;
  };
  const operations: Record<string, RawOperation> = {};
  for (const [path, rawItem] of Object.entries(obj(doc.paths))) {
    const item = deref(doc, rawItem, `#/paths/${esc(path)}`);
    const itemAt = item.ptr.slice(1);
    const pathItem = obj(item.node);
    for (const m of METHODS) {
      if (!isObj(pathItem[m])) continue;
      const op = pathItem[m] as Obj;
      const key = `${m.toUpperCase()} ${path}`;
      const target = `/operations/${esc(key)}`;
      const opAt = `${itemAt}/${m}`;
      origins.set(target, opAt);
      const params = new Map<string, { p: Obj; at: string }>();
      for (const [list, at] of [
        [pathItem.parameters, `${itemAt}/parameters`],
        [op.parameters, `${opAt}/parameters`],
      ] as const)
        (Array.isArray(list) ? list : []).forEach((p, i) => {
          const d = deref(doc, p, `#${at}/${i}`);
          const po = obj(d.node);
          if (typeof po.name === "string" && typeof po.in === "string") params.set(`${po.in} ${po.name}`, { p: po, at: d.ptr.slice(1) });
        });
      const parameters: LiveParam[] = [...params.values()].map(({ p, at }, i) => {
        origins.set(`${target}/parameters/${i}`, at);
        return { in: p.in as LiveParam["in"], name: String(p.name), required: p.required === true, schema: hoist(fix(p.schema ?? {})) as Schema };
      });
      let requestBody: RawOperation["requestBody"] = null;
      if (op.requestBody !== undefined) {
        const rb = deref(doc, op.requestBody, `#${opAt}/requestBody`);
        const at = rb.ptr.slice(1);
        origins.set(`${target}/requestBody`, at);
        requestBody = { content: media(obj(rb.node).content, `${at}/content`, `${target}/requestBody/content`), required: obj(rb.node).required === true };
      }
      const responses: Record<string, Record<string, Schema>> = {};
      for (const [status, r] of Object.entries(obj(op.responses))) {
        const d = deref(doc, r, `#${opAt}/responses/${esc(status)}`);
        responses[status] = media(obj(d.node).content, `${d.ptr.slice(1)}/content`, `${target}/responses/${esc(status)}`);
      }
      operations[key] = {
        operationId: typeof op.operationId === "string" ? op.operationId : undefined,
        tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
        parameters,
        requestBody,
        responses,
      };
    }
  }
  const webhooks: Record<string, Record<string, Schema>> = {};
  for (const [name, rawItem] of Object.entries(obj(doc.webhooks))) {
    const item = deref(doc, rawItem, `#/webhooks/${esc(name)}`);
    const pathItem = obj(item.node);
    const m = METHODS.find((x) => isObj(pathItem[x]));
    if (!m) continue;
    const rb = deref(doc, obj(pathItem[m]).requestBody, `${item.ptr}/${m}/requestBody`);
    webhooks[name] = media(obj(rb.node).content, `${rb.ptr.slice(1)}/content`, `/webhooks/${esc(name)}`);
  }
  return { raw: { operations, schemas, webhooks }, origins };
}
