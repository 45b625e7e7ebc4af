/**
 * The live service's shapes as the fidelity measure reads them: its operations (method,
 * path, parameters, request body and responses, each media type with its schema), its
 * schemas and its webhooks' payload schemas, compiled with ajv (draft 2020-12, formats on,
 * discriminators as plain oneOf). They come from the shared structure-only extract
 * (`<repo>/../shared/live-shapes.json`, read by `loadLiveShapes`) or from a real OpenAPI
 * document converted by live-source.ts; both give the same `RawShapes`. The repository
 * keeps no copy of the file: where it is absent, `loadLiveShapes()` answers undefined and
 * the fidelity tests skip.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { repoRoot } from "../contract/paths.js";
import { createAjv, type ValidateFunction, type ErrorObject } from "../contract/schema-registry.js";
import type { Schema } from "../contract/arbitraries/from-schema.js";
import type { SchemaNode } from "../contract/schema-node.js";
import { pointerGet } from "../contract-diff/json.js";

export type { Schema };

export const LIVE_SHAPES_PATH = join(dirname(repoRoot), "shared", "live-shapes.json");
const LIVE_ID = "https://live.shapes/doc.json";

export interface LiveParam {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema?: Schema;
}

/** One operation of the structure-only format: `METHOD /path` → this. */
export interface RawOperation {
  operationId?: string;
  tags?: string[];
  parameters?: LiveParam[] | null;
  requestBody?: { content: Record<string, Schema>; required?: boolean } | null;
  /** status → media type → schema */
  responses?: Record<string, Record<string, Schema>>;
}

/** The structure-only format (`live-shapes.json`): what a real OpenAPI document is converted into. */
export interface RawShapes {
  operations: Record<string, RawOperation>;
  schemas: Record<string, Schema>;
  /** webhook name → media type → payload schema */
  webhooks?: Record<string, Record<string, Schema>>;
}

export interface LiveOperation {
  key: string;
  method: string;
  path: string;
  operationId: string;
  /** The live service's tags: its areas (the first names the operation's area). */
  tags: string[];
  parameters: LiveParam[];
  requestBody?: { content: Record<string, Schema>; required?: boolean };
  /** status → media type → schema */
  responses: Record<string, Record<string, Schema>>;
}

export interface LiveShapes {
  operations: LiveOperation[];
  schemas: Record<string, Schema>;
  webhooks: Record<string, Record<string, Schema>>;
  doc: Schema;
  /** Validate `value` against a live schema fragment (usually `{$ref: "#/components/schemas/X"}`). */
  check(schema: Schema, value: unknown): ErrorObject[] | null;
  /** Follow `$ref`s (local pointers into the live document), the referring node's own keywords kept over the target's. */
  resolve(schema: Schema | undefined): Schema;
}

/** `GET /customers/{customerId}` → `GET /customers/{}`: operations are matched by method and path shape. */
export function shapeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, "{}")}`;
}

/** The shapes file at `file` (default: the shared one), or undefined when there is none. */
export function loadLiveShapes(file = LIVE_SHAPES_PATH): LiveShapes | undefined {
  if (!existsSync(file)) return undefined;
  return compileShapes(JSON.parse(readFileSync(file, "utf8")) as RawShapes);
}

/** Compile the structure-only shapes: operations listed, schemas registered with ajv under one document. */
export function compileShapes(raw: RawShapes): LiveShapes {
  const doc: Schema = { $id: LIVE_ID, components: { schemas: raw.schemas } };
  const ajv = createAjv();
  ajv.addSchema(doc);
  const cache = new Map<string, ValidateFunction>();
  const absolutize = (n: SchemaNode): SchemaNode =>
    Array.isArray(n)
      ? n.map(absolutize)
      : n && typeof n === "object"
        ? Object.fromEntries(Object.entries(n).map(([k, v]) => [k, k === "$ref" && typeof v === "string" && v.startsWith("#") ? LIVE_ID + v : absolutize(v)]))
        : n;
  const operations: LiveOperation[] = Object.entries(raw.operations).map(([key, op]) => {
    const [method, path] = key.split(" ");
    return {
      key,
      method,
      path,
      operationId: op.operationId ?? "",
      tags: op.tags ?? [],
      parameters: op.parameters ?? [],
      requestBody: op.requestBody ?? undefined,
      responses: op.responses ?? {},
    };
  });
  const resolve = (s: Schema | undefined): Schema => {
    let cur = s ?? {};
    for (let i = 0; i < 20 && typeof cur.$ref === "string"; i++) {
      const { $ref, ...rest } = cur;
      const target = pointerGet(doc, $ref);
      cur = { ...(target && typeof target === "object" ? (target as Schema) : {}), ...rest };
    }
    return cur;
  };
  return {
    operations,
    schemas: raw.schemas,
    webhooks: raw.webhooks ?? {},
    doc,
    resolve,
    check(schema, value) {
      const k = JSON.stringify(schema);
      let v = cache.get(k);
      if (!v) cache.set(k, (v = ajv.compile(absolutize(schema))));
      return v(value) ? null : (v.errors ?? []);
    },
  };
}

/** An ajv error as a dotted field path, as the difference table names fields (`data.status`, `data.items[0].id`; a missing property appended). */
export function errorField(e: Pick<ErrorObject, "instancePath" | "params">): string {
  const base = e.instancePath
    .split("/")
    .slice(1)
    .map((s) => (/^\d+$/.test(s) ? `[${s}]` : s))
    .join(".")
    .replace(/\.\[/g, "[");
  const params = e.params as { missingProperty?: string; additionalProperty?: string };
  const extra = params.missingProperty ?? params.additionalProperty;
  return extra ? (base ? `${base}.${extra}` : extra) : base;
}

/** An ajv error as a JSON pointer into the value checked (a missing or extra property appended). */
export function errorPointer(e: Pick<ErrorObject, "instancePath" | "params">): string {
  const params = e.params as { missingProperty?: string; additionalProperty?: string };
  const extra = params.missingProperty ?? params.additionalProperty;
  return extra ? `${e.instancePath}/${extra.replace(/~/g, "~0").replace(/\//g, "~1")}` : e.instancePath;
}
