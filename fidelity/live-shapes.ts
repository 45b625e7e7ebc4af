/**
 * The live service's published shapes (`<repo>/../shared/live-shapes.json`), loaded once
 * and compiled with ajv (draft 2020-12, formats on, discriminators as plain oneOf), and
 * the operations the live service and the contract share (same method, same path once
 * parameter names are ignored). The repository keeps no copy of the file: where it is
 * absent, `loadLiveShapes()` answers undefined and the fidelity tests skip.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { repoRoot } from "../../contract/paths.js";
import { createAjv, type ValidateFunction, type ErrorObject } from "../../contract/schema-registry.js";

export const LIVE_SHAPES_PATH = join(dirname(repoRoot), "shared", "live-shapes.json");
const LIVE_ID = "https://live.shapes/doc.json";

export type Schema = Record<string, any>;

export interface LiveParam {
  in: "path" | "query" | "header";
  name: string;
  required?: boolean;
  schema?: Schema;
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
  resolve(schema: Schema | undefined): Schema;
}

/** `GET /customers/{customerId}` → `GET /customers/{}`: operations are matched by method and path shape. */
export function shapeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, "{}")}`;
}

export function loadLiveShapes(file = LIVE_SHAPES_PATH): LiveShapes | undefined {
  if (!existsSync(file)) return undefined;
  const raw = JSON.parse(readFileSync(file, "utf8"));
  const doc: Schema = { $id: LIVE_ID, components: { schemas: raw.schemas } };
  const ajv = createAjv();
  ajv.addSchema(doc);
  const cache = new Map<string, ValidateFunction>();
  const absolutize = (n: any): any =>
    Array.isArray(n)
      ? n.map(absolutize)
      : n && typeof n === "object"
        ? Object.fromEntries(Object.entries(n).map(([k, v]) => [k, k === "$ref" && typeof v === "string" && v.startsWith("#") ? LIVE_ID + v : absolutize(v)]))
        : n;
  const operations: LiveOperation[] = Object.entries<any>(raw.operations).map(([key, op]) => {
    const [method, path] = key.split(" ");
    return {
      key,
      method,
      path,
      operationId: op.operationId,
      tags: op.tags ?? [],
      parameters: op.parameters ?? [],
      requestBody: op.requestBody,
      responses: op.responses ?? {},
    };
  });
  const resolve = (s: Schema | undefined): Schema => {
    let cur = s ?? {};
    for (let i = 0; i < 20 && typeof cur.$ref === "string"; i++) {
      const name = cur.$ref.replace("#/components/schemas/", "");
      const { $ref: _r, ...rest } = cur;
      cur = { ...(raw.schemas[name] ?? {}), ...rest };
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

/** The live shapes for a diagnostic script, or exit 0 saying the file is absent (a clone on its own). */
export function liveShapesOrExit(): LiveShapes {
  const live = loadLiveShapes();
  if (!live) {
    console.log(`no ${LIVE_SHAPES_PATH}`);
    process.exit(0);
  }
  return live;
}
